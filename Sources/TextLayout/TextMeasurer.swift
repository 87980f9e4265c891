import CollectionGeometry
import Foundation

/// Measures strings with the model of <doc:TextModel>: the same input gives the same lines and size on
/// every machine.
public enum TextMeasurer {
    /// Lays `text` out in `font` at most `width` points wide and returns its size, lines and baselines.
    ///
    /// - Parameters:
    ///   - text: The string to measure; newlines start new paragraphs.
    ///   - font: The font whose metrics and advances the model uses.
    ///   - width: The width lines wrap at; 0 or `.infinity` for no limit (each paragraph is one line).
    ///   - numberOfLines: The most lines shown; 0 for no limit.
    ///   - lineBreakMode: How lines break and how the last line is shortened when text is left over.
    ///   - scale: Pixels per point; the size is rounded up to whole pixels at this scale.
    /// - Throws: ``TextMeasurementError`` for a negative line count, a NaN or negative width, a scale that
    ///   is not positive and finite, or a font size that is negative or not finite.
    /// - Complexity: O(n) in the number of characters.
    public static func measure(
        _ text: String, font: Font, width: CGFloat = 0, numberOfLines: Int = 0,
        lineBreakMode: LineBreakMode = .wordWrap, scale: CGFloat = defaultDisplayScale
    ) throws(TextMeasurementError) -> TextMeasurement {
        guard numberOfLines >= 0 else { throw .negativeNumberOfLines(numberOfLines) }
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        guard font.pointSize.isFinite, font.pointSize >= 0 else { throw .invalidFontSize(font.pointSize) }
        let available = width == 0 ? CGFloat.infinity : width
        let breaker = LineBreaker(text: text, font: font, width: available, mode: lineBreakMode)
        let layout = breaker.lines(limit: numberOfLines)
        return measurement(of: layout, font: font, scale: scale)
    }

    /// The single-line width of `text`, rounded up to whole pixels at `scale`: what a one-line label
    /// needs so that nothing is truncated.
    public static func singleLineWidth(of text: String, font: Font, scale: CGFloat = defaultDisplayScale) -> CGFloat {
        font.width(of: text).ceiledToPixel(scale: scale)
    }

    static func measurement(of layout: LineBreaker.Layout, font: Font, scale: CGFloat) -> TextMeasurement {
        let lineHeight = font.lineHeight
        var lines: [TextLine] = []
        lines.reserveCapacity(layout.lines.count)
        var widest: CGFloat = 0
        for (index, line) in layout.lines.enumerated() {
            let top = CGFloat(index) * lineHeight
            widest = max(widest, line.width)
            lines.append(TextLine(
                range: line.range, elidedRange: line.elided,
                rect: CGRect(x: 0, y: top, width: line.width, height: lineHeight),
                baseline: top + font.ascender))
        }
        let size = CGSize(
            width: widest.ceiledToPixel(scale: scale), height: (CGFloat(lines.count) * lineHeight).ceiledToPixel(scale: scale))
        return TextMeasurement(
            size: size, lines: lines, firstBaseline: lines.first?.baseline ?? 0,
            lastBaseline: lines.last?.baseline ?? 0, isTruncated: layout.isTruncated)
    }
}
