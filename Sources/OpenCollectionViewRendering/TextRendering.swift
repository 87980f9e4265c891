import CollectionRendering
import Foundation
import OpenCollectionView
import TextLayout

/// Text as a label or a list content view shows it, laid out by the text model (never re-broken by a renderer).
enum TextRendering {
    /// `string` in a box of `size`: broken at the box's width with `numberOfLines` (0: no limit) and
    /// `lineBreakMode`; lines that do not fit the box's height are left out, the last one shown truncated as the
    /// mode truncates (semantics RD9); the block centred vertically in the box, baselines on the pixel grid.
    ///
    /// Remembered by its inputs (``TextMemo``): a screen redrawn after each change lays out the same labels again.
    @MainActor
    static func text(
        _ string: String, font: TextLayout.Font, size: CGSize, numberOfLines: Int, lineBreakMode: LineBreakMode,
        alignment: RenderText.Alignment, color: RenderColor, scale: CGFloat
    ) -> RenderText? {
        let key = TextMemo.Key(
            string: string, font: font, width: size.width, height: size.height, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, color: color, scale: scale)
        return TextMemo.shared.text(for: key) {
            layOut(
                string, font: font, size: size, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode,
                alignment: alignment, color: color, scale: scale)
        }
    }

    /// ``text(_:font:size:numberOfLines:lineBreakMode:alignment:color:scale:)`` without the memo.
    static func layOut(
        _ string: String, font: TextLayout.Font, size: CGSize, numberOfLines: Int, lineBreakMode: LineBreakMode,
        alignment: RenderText.Alignment, color: RenderColor, scale: CGFloat
    ) -> RenderText? {
        guard !string.isEmpty, size.width > 0, size.height > 0 else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 3
        let lineHeight = max(font.lineHeight, 0.001)
        let fitting = max(1, Int(((size.height + 0.5 / scale) / lineHeight).rounded(.down)))
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        guard
            let measured = try? TextMeasurer.measure(
                string, font: font, width: size.width, numberOfLines: limit, lineBreakMode: lineBreakMode, scale: scale),
            !measured.lines.isEmpty
        else { return nil }
        let top = ((size.height - measured.size.height) / 2 * scale).rounded() / scale
        return RenderText(
            lines: measured.displayedLines(in: string), fontSize: font.pointSize, lineHeight: lineHeight,
            isBold: font.weight.value >= FontWeight.semibold.value, color: color, alignment: alignment,
            baselines: measured.lines.map { top + $0.baseline }, lineWidths: measured.lines.map(\.rect.width))
    }

    /// A physical alignment: natural (and justified, whose last line is natural) follows the reading direction.
    static func alignment(_ alignment: NSTextAlignment, rightToLeft: Bool) -> RenderText.Alignment {
        switch alignment {
        case .left: .left
        case .right: .right
        case .center: .center
        case .natural, .justified: rightToLeft ? .right : .left
        }
    }
}
