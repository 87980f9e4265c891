import CompositionalLayout
import Foundation
import ListCellLayout
import TextLayout

/// The height a grouped list's default header measures: the grouped header style's font, text transform and
/// margins (one owner: `ListContentStyle.metrics` in ListCellLayout) laid out by the geometry a list content view
/// sizes itself with and measured by the text model, so that the gallery's list headers and the UIKit face's agree.
enum GroupedListHeader {
    /// The fitting height of a header showing `text` in a header `width` points wide, in a list `containerWidth`
    /// wide (whose layout margin the header's content inherits), at `scale`.
    static func height(of text: String, width: CGFloat, containerWidth: CGFloat, scale: CGFloat = defaultDisplayScale) -> CGFloat {
        let metrics = ListContentStyle.groupedHeader.metrics
        let margin = ListMetrics.layoutMargin(containerWidth: containerWidth, horizontalSizeClass: .compact)
        let shown = metrics.textTransform.apply(to: text)
        let font = Font(metrics.textFont)
        let input = ContentGeometryInput(
            width: width, margins: metrics.margins, inheritedMargins: ContentInsets(leading: margin, trailing: margin),
            imageToTextPadding: metrics.imageToTextPadding, textToSecondaryTextVerticalPadding: metrics.verticalPadding,
            textToSecondaryTextHorizontalPadding: metrics.horizontalPadding,
            prefersSideBySideTextAndSecondaryText: metrics.prefersSideBySide,
            text: shown.isEmpty ? nil : { available in measure(shown, font: font, width: available, scale: scale) },
            minimumHeight: metrics.minimumHeight, scale: scale)
        return (try? ContentGeometry(input))?.fittingHeight ?? 0
    }

    /// The size of `text` wrapped at `width` (no limit when unbounded), as a list content view's label measures it:
    /// any number of lines, the tail truncated.
    private static func measure(_ text: String, font: Font, width: CGFloat, scale: CGFloat) -> CGSize {
        let wrapWidth = width.isFinite && width < .greatestFiniteMagnitude ? max(0, width) : 0
        let measured = try? TextMeasurer.measure(
            text, font: font, width: wrapWidth, numberOfLines: 0, lineBreakMode: .truncateTail, scale: scale)
        return measured?.size ?? .zero
    }
}

extension Font {
    /// The text model's font for a list style's font, at the default content size category.
    init(_ font: ListFont) {
        let preferred = Font.preferred(TextStyle(font.textStyle))
        self = font.isBold ? preferred.withWeight(.bold) : preferred
    }
}

extension TextStyle {
    /// The text model's style of a list style's text style.
    init(_ style: ListTextStyle) {
        switch style {
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        }
    }
}
