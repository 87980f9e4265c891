import Foundation

/// UIKit's list content styles (`UIListContentConfiguration.cell()`, `.groupedHeader()`, …) and, in one table
/// (``metrics``), each style's fonts, colours, margins and paddings (LC4 in `docs/semantics.md`).
///
/// The values are Swift-native descriptions — a text style's name, a colour's role — so that the view system only
/// translates them into its fonts and colours, and a tool can measure a style's content with the text model alone.
public enum ListContentStyle: CaseIterable, Hashable, Sendable {
    /// List cells: `cell()`, `subtitleCell()`, `valueCell()`.
    case cell, subtitleCell, valueCell
    /// Sidebar cells: `sidebarCell()`, `sidebarSubtitleCell()` and their accompanied variants.
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
    /// Headers and footers of plain, grouped and sidebar lists.
    case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader
    /// The prominent headers of inset-grouped lists.
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

    /// Whether the style is one of the sidebar cells, which turn white when selected or highlighted (LC4).
    public var isSidebar: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    /// The style's fonts, colours, margins and paddings.
    public var metrics: ListContentMetrics {
        let row = ListCellMetrics.rowContentMargins
        let rowHeight = ListCellMetrics.minimumRowHeight
        switch self {
        case .cell:
            // Secondary text 12 pt in the label colour: a two-line row is 11 + 61/3 + 3 + 43/3 + 11 = 59.67 (rule 12).
            return ListContentMetrics(
                textFont: .body, secondaryTextFont: .caption1, secondaryTextColor: .label, margins: row,
                minimumHeight: rowHeight)
        case .sidebarCell:
            // Secondary text 13 pt: 11 + 61/3 + 3 + 47/3 + 11 = 61 (rule 12).
            return ListContentMetrics(textFont: .body, secondaryTextFont: .footnote, margins: row, minimumHeight: rowHeight)
        case .subtitleCell:
            // Two lines centred with no padding between them: 61/3 + 43/3 = 34.67 fits in 44 (rule 12).
            return ListContentMetrics(
                textFont: .body, secondaryTextFont: .caption1, secondaryTextColor: .label,
                margins: ListCellMetrics.subtitleRowContentMargins, verticalPadding: 0, minimumHeight: rowHeight)
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            // 61/3 + 47/3 = 36, plus 4 above and below: 44 (rule 12).
            return ListContentMetrics(
                textFont: .body, secondaryTextFont: .footnote, margins: ListCellMetrics.subtitleRowContentMargins,
                verticalPadding: 0, minimumHeight: rowHeight)
        case .valueCell, .accompaniedSidebarCell:
            return ListContentMetrics(
                textFont: .body, secondaryTextFont: .body, margins: row, prefersSideBySide: true, minimumHeight: rowHeight)
        case .plainHeader, .plainFooter:
            return ListContentMetrics(
                textFont: .subheadline, textColor: .secondaryLabel, secondaryTextFont: .subheadline,
                margins: ListCellMetrics.plainHeaderFooterContentMargins)
        case .groupedHeader:
            return ListContentMetrics(
                textFont: .footnote, textColor: .secondaryLabel, textTransform: .uppercase, secondaryTextFont: .footnote,
                margins: ListCellMetrics.groupedHeaderContentMargins)
        case .groupedFooter:
            return ListContentMetrics(
                textFont: .footnote, textColor: .secondaryLabel, secondaryTextFont: .footnote,
                margins: ListCellMetrics.groupedFooterContentMargins)
        case .sidebarHeader:
            return ListContentMetrics(textFont: ListFont(.title3, isBold: true), secondaryTextFont: .subheadline, margins: row)
        case .prominentInsetGroupedHeader:
            return ListContentMetrics(
                textFont: ListFont(.title3, isBold: true), secondaryTextFont: .subheadline,
                margins: ListCellMetrics.prominentHeaderContentMargins)
        case .extraProminentInsetGroupedHeader:
            return ListContentMetrics(
                textFont: ListFont(.title2, isBold: true), secondaryTextFont: .subheadline,
                margins: ListCellMetrics.extraProminentHeaderContentMargins)
        }
    }
}

/// One list content style's fonts, colours, margins and paddings (the defaults of a list content configuration).
public struct ListContentMetrics: Hashable, Sendable {
    /// The text's font.
    public var textFont: ListFont
    /// The text's colour.
    public var textColor: ListTextColor = .label
    /// The change of case applied to the text before it is measured and shown.
    public var textTransform: ListTextTransform = .none
    /// The secondary text's font.
    public var secondaryTextFont: ListFont
    /// The secondary text's colour.
    public var secondaryTextColor: ListTextColor = .secondaryLabel
    /// The margins between the content view's edges and its content.
    public var margins: ContentInsets
    /// Whether text and secondary text sit side by side when both fit on one line.
    public var prefersSideBySide = false
    /// The space between the image's slot and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between text and secondary text side by side.
    public var horizontalPadding: CGFloat = 8
    /// The space between text and secondary text stacked.
    public var verticalPadding: CGFloat = 3
    /// The height a content view of this style does not shrink below.
    public var minimumHeight: CGFloat = 0
}

/// A font as a list style names it: a Dynamic Type text style, at its own weight or bold.
public struct ListFont: Hashable, Sendable {
    /// The text style whose size (at the content size category) the font has.
    public var textStyle: ListTextStyle
    /// Whether the font is bold instead of the style's own weight (the prominent headers).
    public var isBold: Bool

    /// The font of `textStyle`, bold when `isBold`.
    public init(_ textStyle: ListTextStyle, isBold: Bool = false) {
        self.textStyle = textStyle
        self.isBold = isBold
    }

    /// Body, at its own weight.
    public static let body = ListFont(.body)
    /// Headline, at its own (semibold) weight.
    public static let headline = ListFont(.headline)
    /// Subheadline, at its own weight.
    public static let subheadline = ListFont(.subheadline)
    /// Footnote, at its own weight.
    public static let footnote = ListFont(.footnote)
    /// Caption 1, at its own weight.
    public static let caption1 = ListFont(.caption1)
}

/// The Dynamic Type text styles the list styles use.
public enum ListTextStyle: CaseIterable, Hashable, Sendable {
    /// Title 2, title 3, headline, body, subheadline, footnote and caption 1, as UIKit names them.
    case title2, title3, headline, body, subheadline, footnote, caption1
}

/// A text colour by its role (the system's semantic label colours).
public enum ListTextColor: CaseIterable, Hashable, Sendable {
    /// The primary and secondary label colours.
    case label, secondaryLabel
}

/// A change of case applied to a text before it is measured and shown.
public enum ListTextTransform: CaseIterable, Hashable, Sendable {
    /// The text as it is, or in upper case, lower case, or with each word capitalized.
    case none, uppercase, lowercase, capitalized

    /// `text` with the transform applied.
    public func apply(to text: String) -> String {
        switch self {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}
