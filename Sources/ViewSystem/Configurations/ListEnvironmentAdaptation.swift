import Foundation
import ListCellLayout

/// What a list element is, for the configurations that adapt to their list (iOS 18's `cell()`, `subtitleCell()`,
/// `header()`, `footer()`, `listCell()`, `listHeader()`, `listFooter()`), and the style each takes in each list
/// environment — the one table a list cell's default configurations use too (semantics LC14).
package enum ListElementRole: Hashable, Sendable {
    case cell, subtitleCell, header, footer

    /// The content style of this element in a list of `environment`.
    package func contentStyle(in environment: UIListEnvironment) -> ListContentStyle {
        let grouped = environment == .grouped || environment == .insetGrouped
        let sidebar = environment == .sidebar || environment == .sidebarPlain
        switch self {
        case .cell: return sidebar ? .sidebarCell : .cell
        case .subtitleCell: return sidebar ? .sidebarSubtitleCell : .subtitleCell
        case .header: return grouped ? .groupedHeader : sidebar ? .sidebarHeader : .plainHeader
        case .footer: return grouped ? .groupedFooter : .plainFooter
        }
    }

    /// The background style of this element in a list of `environment`.
    package func backgroundStyle(in environment: UIListEnvironment) -> UIBackgroundConfiguration.BackgroundStyle {
        let grouped = environment == .grouped || environment == .insetGrouped
        switch self {
        case .cell, .subtitleCell:
            if grouped { return .groupedCell }
            return environment == .sidebar || environment == .sidebarPlain ? .sidebarCell : .plainCell
        case .header, .footer:
            if grouped { return .groupedHeaderFooter }
            return environment == .sidebar ? .sidebarHeader : .plainHeaderFooter
        }
    }
}

extension UIListContentConfiguration {
    /// The configuration restyled for the list it is in, when it adapts (made by `cell()`, `subtitleCell()`,
    /// `header()` or `footer()`) and the environment is known. Only values still at the old style's defaults take
    /// the new style's: what the app set stays.
    func adapted(to environment: UIListEnvironment) -> UIListContentConfiguration {
        guard let role = adaptiveRole, environment != .unspecified else { return self }
        let target = role.contentStyle(in: environment)
        guard target != style else { return self }
        var adapted = self
        let (old, new) = (style.metrics, target.metrics)
        func restyle<Value: Equatable>(_ value: inout Value, _ oldValue: Value, _ newValue: Value) {
            if value == oldValue { value = newValue }
        }
        restyle(&adapted.textProperties.font, .listFont(old.textFont), .listFont(new.textFont))
        restyle(&adapted.textProperties.color, .listTextColor(old.textColor), .listTextColor(new.textColor))
        restyle(&adapted.textProperties.transform, .init(old.textTransform), .init(new.textTransform))
        restyle(&adapted.secondaryTextProperties.font, .listFont(old.secondaryTextFont), .listFont(new.secondaryTextFont))
        restyle(
            &adapted.secondaryTextProperties.color, .listTextColor(old.secondaryTextColor),
            .listTextColor(new.secondaryTextColor))
        restyle(&adapted.directionalLayoutMargins.top, old.margins.top, new.margins.top)
        restyle(&adapted.directionalLayoutMargins.leading, old.margins.leading, new.margins.leading)
        restyle(&adapted.directionalLayoutMargins.bottom, old.margins.bottom, new.margins.bottom)
        restyle(&adapted.directionalLayoutMargins.trailing, old.margins.trailing, new.margins.trailing)
        restyle(&adapted.prefersSideBySideTextAndSecondaryText, old.prefersSideBySide, new.prefersSideBySide)
        restyle(&adapted.imageToTextPadding, old.imageToTextPadding, new.imageToTextPadding)
        restyle(&adapted.textToSecondaryTextHorizontalPadding, old.horizontalPadding, new.horizontalPadding)
        restyle(&adapted.textToSecondaryTextVerticalPadding, old.verticalPadding, new.verticalPadding)
        adapted.style = target
        return adapted
    }
}

extension UIBackgroundConfiguration {
    /// The background restyled for the list it is in, when it adapts (made by `listCell()`, `listHeader()` or
    /// `listFooter()`): the fill and corner radius follow the style unless the app changed them.
    func adapted(to environment: UIListEnvironment) -> UIBackgroundConfiguration {
        guard let role = adaptiveRole, environment != .unspecified else { return self }
        let target = role.backgroundStyle(in: environment)
        guard target != style else { return self }
        var adapted = self
        let (old, new) = (style.defaults, target.defaults)
        if backgroundColor == old.color { adapted.backgroundColor = new.color }
        if cornerRadius == old.cornerRadius { adapted.cornerRadius = new.cornerRadius }
        adapted.style = target
        return adapted
    }
}
