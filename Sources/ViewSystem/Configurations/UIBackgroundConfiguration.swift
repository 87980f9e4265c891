import Foundation

/// The background of a cell, header or footer: a colour, an optional image or custom view, a stroke, insets and a
/// corner radius, with UIKit's list styles (``listPlainCell()``, ``listGroupedCell()``, ``listSidebarCell()``, the
/// header and footer styles, ``clear()``). There are no pixels: it is data a renderer draws.
///
/// In an inset-grouped list, the list layout gives the first and last rows of a section their rounded corners
/// through the cell's background (see `UICollectionViewListCell`); ``cornerRadius`` set here wins.
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
    /// A custom view shown behind the content (compared by identity).
    public var customView: UIView?
    /// The corner radius of the whole background (0: square). The list rounds the outer corners of an
    /// inset-grouped section's first and last rows on top of this (`UICollectionViewListCell`).
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the view's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges on which the view's layout margins are added to ``backgroundInsets``.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill colour; `nil` uses the view's tint colour.
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the fill.
    public var image: UIImage?
    /// The stroke colour; `nil` uses the view's tint colour.
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// A blur or vibrancy drawn behind the content (iOS 15); stored for renderers, nothing is composited.
    public var visualEffect: UIVisualEffect?

    /// The style the configuration has: decides how it updates for states.
    var style: BackgroundStyle
    /// For the backgrounds that adapt to their list (iOS 18's ``listCell()``, ``listHeader()``, ``listFooter()``),
    /// what they are; `nil` for a fixed style.
    let adaptiveRole: ListElementRole?
    /// Whether ``backgroundColor`` is the selection fill `updated(for:)` gave a selected or highlighted state (so
    /// that it gives the style's fill back when the state ends).
    var showsSelectionFill = false

    package init(style: BackgroundStyle, adaptiveRole: ListElementRole? = nil) {
        self.style = style
        self.adaptiveRole = adaptiveRole
        backgroundColor = style.defaults.color
        cornerRadius = style.defaults.cornerRadius
    }

    /// An empty background: clear, no stroke (iOS 18's `init()`).
    public init() { self.init(style: .clear) }

    package enum BackgroundStyle: Hashable, Sendable {
        case plainCell, groupedCell, sidebarCell, accompaniedSidebarCell, plainHeaderFooter, groupedHeaderFooter
        case sidebarHeader, clear

        /// The fill of a selected or highlighted row (`.some(nil)`: the tint colour); `nil` for styles that do not
        /// change.
        var selectionFill: UIColor?? {
            switch self {
            case .plainCell, .groupedCell: .some(.systemGray4)
            case .sidebarCell, .accompaniedSidebarCell: .some(nil)
            case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .clear: nil
            }
        }

        /// Each style's fill and corner radius, in one table (LC6).
        var defaults: (color: UIColor, cornerRadius: CGFloat) {
            switch self {
            case .plainCell, .plainHeaderFooter: (.systemBackground, 0)
            case .groupedCell: (.secondarySystemGroupedBackground, 0)
            case .sidebarCell, .accompaniedSidebarCell: (.clear, 10)
            case .groupedHeaderFooter, .sidebarHeader, .clear: (.clear, 0)
            }
        }
    }

    // MARK: Styles (LC6)

    /// A plain list row: system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .plainCell) }
    /// A grouped or inset-grouped list row: secondary grouped background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .groupedCell) }
    /// A sidebar row: clear, rounded (10) for its selection fill.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarCell) }
    /// A row of an accompanied sidebar: as ``listSidebarCell()``.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .accompaniedSidebarCell)
    }
    /// A plain list's header or footer: system background (it is pinned over the rows).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainHeaderFooter)
    }
    /// A grouped list's header or footer: clear, over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .groupedHeaderFooter)
    }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .sidebarHeader) }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(style: .clear) }
    /// A list row's background for the list it is in (iOS 18): ``listPlainCell()`` until updated for a state
    /// whose traits name the list, then that list's (grouped, sidebar; LC14).
    public static func listCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainCell, adaptiveRole: .cell)
    }
    /// A list header's background for the list it is in (iOS 18), as ``listCell()``.
    public static func listHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainHeaderFooter, adaptiveRole: .header)
    }
    /// A list footer's background for the list it is in (iOS 18), as ``listCell()``.
    public static func listFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: .plainHeaderFooter, adaptiveRole: .footer)
    }

    // MARK: States

    /// The configuration for `state` (LC6): an adaptive background first takes the style of the list the state's
    /// traits name (LC14); list rows fill with system gray 4 when highlighted or selected
    /// (sidebar rows with the tint colour, since `backgroundColor` `nil` means the tint); header, footer and clear
    /// styles do not change.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        let cell = state as? UICellConfigurationState
        let view = state as? UIViewConfigurationState
        let selected = cell?.isSelected ?? view?.isSelected ?? false
        let highlighted = cell?.isHighlighted ?? view?.isHighlighted ?? false
        var updated = adapted(to: state.traitCollection.listEnvironment)
        guard let fill = style.selectionFill else { return updated }
        if selected || highlighted, !updated.showsSelectionFill {
            updated.backgroundColor = fill
            updated.showsSelectionFill = true
        } else if !(selected || highlighted), updated.showsSelectionFill {
            updated.backgroundColor = style.defaults.color
            updated.showsSelectionFill = false
        }
        return updated
    }

    /// The fill shown: ``backgroundColor`` (the tint when `nil`) through its transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke shown: ``strokeColor`` (the tint when `nil`) through its transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && lhs.backgroundColor == rhs.backgroundColor && lhs.backgroundColorTransformer == rhs.backgroundColorTransformer
            && lhs.image == rhs.image && lhs.strokeColor == rhs.strokeColor
            && lhs.strokeColorTransformer == rhs.strokeColorTransformer && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset && lhs.visualEffect == rhs.visualEffect && lhs.style == rhs.style
            && lhs.adaptiveRole == rhs.adaptiveRole && lhs.showsSelectionFill == rhs.showsSelectionFill
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(customView.map(ObjectIdentifier.init))
        hasher.combine(cornerRadius)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
        hasher.combine(style)
    }
}
