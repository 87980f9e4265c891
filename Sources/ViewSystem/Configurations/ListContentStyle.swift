import Foundation
import ListCellLayout

/// UIKit's list content styles and, in one table, each style's metrics (LC4 in `docs/semantics.md`).
package enum ListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    /// One style's fonts, colours, margins and paddings.
    struct Metrics {
        var textFont: UIFont
        var textColor: UIColor = .label
        var textTransform: UIListContentConfiguration.TextProperties.TextTransform = .none
        var secondaryTextFont: UIFont
        var secondaryTextColor: UIColor = .secondaryLabel
        var margins: NSDirectionalEdgeInsets
        var prefersSideBySide = false
        var imageToTextPadding: CGFloat = 16
        var horizontalPadding: CGFloat = 8
        var verticalPadding: CGFloat = 3
        /// The height a content view of this style does not shrink below.
        var minimumHeight: CGFloat = 0
    }

    var isSidebar: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    var metrics: Metrics {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let row = NSDirectionalEdgeInsets(ListCellMetrics.rowContentMargins)
        let plainHeaderFooter = NSDirectionalEdgeInsets(ListCellMetrics.plainHeaderFooterContentMargins)
        let prominent = NSDirectionalEdgeInsets(ListCellMetrics.prominentHeaderContentMargins)
        let rowHeight = ListCellMetrics.minimumRowHeight
        switch self {
        case .cell, .sidebarCell:
            return Metrics(textFont: body, secondaryTextFont: subheadline, margins: row, minimumHeight: rowHeight)
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            return Metrics(textFont: body, secondaryTextFont: footnote, margins: row, minimumHeight: rowHeight)
        case .valueCell, .accompaniedSidebarCell:
            return Metrics(
                textFont: body, secondaryTextFont: body, margins: row, prefersSideBySide: true,
                minimumHeight: rowHeight)
        case .plainHeader:
            return Metrics(
                textFont: UIFont.preferredFont(forTextStyle: .headline), secondaryTextFont: subheadline,
                margins: plainHeaderFooter)
        case .plainFooter:
            return Metrics(
                textFont: footnote, textColor: .secondaryLabel, secondaryTextFont: footnote,
                margins: plainHeaderFooter)
        case .groupedHeader:
            return Metrics(
                textFont: footnote, textColor: .secondaryLabel, textTransform: .uppercase, secondaryTextFont: footnote,
                margins: NSDirectionalEdgeInsets(ListCellMetrics.groupedHeaderContentMargins))
        case .groupedFooter:
            return Metrics(
                textFont: footnote, textColor: .secondaryLabel, secondaryTextFont: footnote,
                margins: NSDirectionalEdgeInsets(ListCellMetrics.groupedFooterContentMargins))
        case .sidebarHeader:
            return Metrics(
                textFont: UIFont.preferredFont(forTextStyle: .headline), secondaryTextFont: subheadline,
                margins: row)
        case .prominentInsetGroupedHeader:
            return Metrics(
                textFont: UIFont.preferredFont(forTextStyle: .title3).withWeight(.bold), secondaryTextFont: subheadline,
                margins: prominent)
        case .extraProminentInsetGroupedHeader:
            return Metrics(
                textFont: UIFont.preferredFont(forTextStyle: .title2).withWeight(.bold), secondaryTextFont: subheadline,
                margins: prominent)
        }
    }
}

extension NSDirectionalEdgeInsets {
    /// The layout layer's insets under UIKit's name.
    init(_ insets: ContentInsets) {
        self.init(top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
    }
}
