import Foundation
import ListCellLayout

/// The standard content of a list cell, header or footer: an image, a text and a secondary text, with the styling
/// and metrics of one of UIKit's styles (``cell()``, ``subtitleCell()``, ``valueCell()``, the sidebar, header and
/// footer styles). Its view is a ``UIListContentView``, which sizes itself and lays its content out.
///
/// Every style's metrics (fonts by text style, colours, margins, paddings) are in one table, the layout layer's
/// `ListContentStyle.metrics` (ListCellLayout), with the reasons in `docs/semantics.md` (LC4); the configuration
/// translates its fonts and colours.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, @unchecked Sendable {
    /// The image shown before the texts.
    public var image: UIImage?
    /// How the image is shown.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; shown instead of ``text`` when set (setting one clears the other).
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil { text = nil } }
    }
    /// How the primary text is shown.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes; shown instead of ``secondaryText`` when set.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }
    /// How the secondary text is shown.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps its superview's layout margins when they are larger than
    /// ``directionalLayoutMargins`` (horizontal for every style here).
    public var axesPreservingSuperviewLayoutMargins: UIAxis
    /// The margins between the content view's edges and its content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and secondary text sit side by side when they fit on one line together.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The space between the image's slot and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the text and the secondary text stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat
    /// The opacity of the content (iOS 18).
    public var alpha: CGFloat = 1

    /// The style the configuration has: decides the minimum height and how it updates for states.
    var style: ListContentStyle
    /// For the configurations that adapt to their list (iOS 18), what they are; `nil` for a fixed style.
    let adaptiveRole: ListElementRole?

    package init(style: ListContentStyle, adaptiveRole: ListElementRole? = nil) {
        self.style = style
        self.adaptiveRole = adaptiveRole
        let metrics = style.metrics
        textProperties = TextProperties(font: .listFont(metrics.textFont), color: .listTextColor(metrics.textColor))
        textProperties.transform = TextProperties.TextTransform(metrics.textTransform)
        secondaryTextProperties = TextProperties(
            font: .listFont(metrics.secondaryTextFont), color: .listTextColor(metrics.secondaryTextColor))
        axesPreservingSuperviewLayoutMargins = .horizontal
        directionalLayoutMargins = metrics.margins
        prefersSideBySideTextAndSecondaryText = metrics.prefersSideBySide
        imageToTextPadding = metrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = metrics.horizontalPadding
        textToSecondaryTextVerticalPadding = metrics.verticalPadding
    }

    /// Makes a ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for `state`. A configuration made by ``cell()``, ``subtitleCell()``, ``header()`` or
    /// ``footer()`` first takes the style of the list the state's traits name (`listEnvironment`, LC14). Sidebar
    /// styles show selected and highlighted rows with white text and
    /// image on the tinted background; disabled rows dim their text to tertiary label (LC4).
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = adapted(to: state.traitCollection.listEnvironment)
        let cellState = state as? UICellConfigurationState
        let selected = cellState?.isSelected ?? (state as? UIViewConfigurationState)?.isSelected ?? false
        let highlighted = cellState?.isHighlighted ?? (state as? UIViewConfigurationState)?.isHighlighted ?? false
        let disabled = cellState?.isDisabled ?? (state as? UIViewConfigurationState)?.isDisabled ?? false
        if updated.style.isSidebar, selected || highlighted {
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        }
        if disabled {
            updated.textProperties.color = .tertiaryLabel
            updated.secondaryTextProperties.color = .tertiaryLabel
        }
        return updated
    }
}

// MARK: - Styles

extension UIListContentConfiguration {
    /// A list cell: body text, subheadline secondary text below it. It adapts to the list it is in (a sidebar cell
    /// in sidebars) when updated for a state.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, adaptiveRole: .cell)
    }
    /// A list cell whose secondary text is a smaller line below the text; adapts as ``cell()``.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, adaptiveRole: .subtitleCell)
    }
    /// A list cell whose secondary text sits at the trailing edge, beside the text.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .valueCell) }
    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarCell) }
    /// A sidebar row with a smaller secondary line below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell)
    }
    /// A row of a sidebar accompanied by a secondary column: the secondary text (a count) at the trailing edge.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell)
    }
    /// An accompanied sidebar row with a secondary line below the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// The header of a plain list section.
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainHeader) }
    /// The footer of a plain list section.
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .plainFooter) }
    /// The header of a grouped or inset-grouped section: uppercase footnote text.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedHeader) }
    /// The footer of a grouped or inset-grouped section.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration(style: .groupedFooter) }
    /// The header of a sidebar section.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration(style: .sidebarHeader) }
    /// A prominent header of an inset-grouped section (bold title 3).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .prominentInsetGroupedHeader)
    }
    /// An extra-prominent header of an inset-grouped section (bold title 2).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    /// A header for the list it is shown in (iOS 18): ``plainHeader()`` until updated for a state whose traits
    /// name the list, then that list's header style (grouped, sidebar; LC14).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, adaptiveRole: .header)
    }
    /// A footer for the list it is shown in (iOS 18): ``plainFooter()`` until updated for a state whose traits
    /// name the list, then that list's footer style (LC14).
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, adaptiveRole: .footer)
    }
}
