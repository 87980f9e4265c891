import CollectionRendering
import Foundation
import TextLayout

/// Lays out a spec's cell content as a list cell lays out its content configuration: the symbol at the
/// leading margin, the text beside it (broken into lines by the text model), the accessory at the trailing
/// margin; mirrored for right-to-left.
struct CellContentLayout {
    let content: CellContentSpec
    let indexPath: IndexPath
    let isRightToLeft: Bool
    let category: ContentSizeCategory
    let scale: CGFloat

    /// List cells' margins: 16 pt at the sides, 11 pt above and below (UIKit's defaults); small cells get 4 pt.
    private func margins(for size: CGSize) -> (horizontal: CGFloat, vertical: CGFloat) {
        size.width < 100 || size.height < 30 ? (4, 4) : (16, 11)
    }

    private var font: Font { .preferred(.body, category: category) }

    /// The text with `{section}` and `{item}` replaced.
    var text: String? {
        guard let text = content.text else { return nil }
        // A text without a brace has nothing to replace: found on its bytes, without Foundation's round trip through
        // NSString, which two `replacingOccurrences` make per call (19 % of `ocv render` on a 100 KB label, issue 26).
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        return text.replacingOccurrences(of: "{section}", with: String(indexPath.first ?? 0))
            .replacingOccurrences(of: "{item}", with: String(indexPath.last ?? 0))
    }

    /// The glyph a list accessory draws.
    var accessoryGlyph: String? {
        content.accessory.map { accessory in
            switch accessory {
            case "disclosureIndicator": "›"
            case "checkmark": "✓"
            case "delete": "⊖"
            case "reorder": "≡"
            case "outlineDisclosure": "⌄"
            case "insert": "⊕"
            default: accessory
            }
        }
    }

    /// The leading edge of the text and the width left for it, in left-to-right coordinates.
    private func textColumn(width: CGFloat, height: CGFloat) -> (x: CGFloat, width: CGFloat, symbol: CGFloat) {
        let margin = margins(for: CGSize(width: width, height: height))
        var leading = margin.horizontal
        var trailing = width - margin.horizontal
        let symbolSide = min(28, height - 2 * margin.vertical)
        if content.symbol != nil, symbolSide >= 8 { leading += symbolSide + 12 }
        if accessoryGlyph != nil { trailing -= 22 }
        return (leading, max(trailing - leading, 0), symbolSide)
    }

    /// The height the content wants at `width`: the text's height plus the vertical margins, at least 44 pt.
    func preferredHeight(width: CGFloat) -> CGFloat {
        guard let text, !text.isEmpty else { return 44 }
        let column = textColumn(width: width, height: 44)
        let measured = (try? TextMeasurer.measure(text, font: font, width: max(column.width, 1), scale: scale))?
            .size.height ?? font.lineHeight
        return max(44, (measured + 2 * margins(for: CGSize(width: width, height: 44)).vertical))
    }

    /// The node tree for a view of `size`.
    func node(size: CGSize) -> RenderNode {
        let background = content.color.flatMap(RenderColor.init(hex:))
        var root = RenderNode(
            frame: CGRect(origin: .zero, size: size), backgroundColor: background,
            cornerRadius: CGFloat(content.cornerRadius ?? 0), clipsToBounds: true)
        let margin = margins(for: size)
        let column = textColumn(width: size.width, height: size.height)
        let tint = content.textColor.flatMap(RenderColor.init(hex:)) ?? Self.readableColor(on: background)
        if let symbol = content.symbol, column.symbol >= 8 {
            let frame = CGRect(
                x: margin.horizontal, y: (size.height - column.symbol) / 2, width: column.symbol, height: column.symbol)
            root.children.append(RenderNode(frame: mirrored(frame, in: size), content: .symbol(name: symbol, tint: tint)))
        }
        if let text, !text.isEmpty, column.width >= 8 {
            root.children.append(label(text, column: column, size: size, margin: margin.vertical, color: tint))
        }
        if let glyph = accessoryGlyph {
            let frame = CGRect(x: size.width - margin.horizontal - 14, y: 0, width: 14, height: size.height)
            root.children.append(RenderNode(frame: mirrored(frame, in: size), content: .glyph(glyph, color: .systemGray)))
        }
        return root
    }

    private func label(
        _ text: String, column: (x: CGFloat, width: CGFloat, symbol: CGFloat), size: CGSize, margin: CGFloat,
        color: RenderColor
    ) -> RenderNode {
        let font = self.font
        let room = max(Int((size.height - 2 * margin) / font.lineHeight), 1)
        let measured = try? TextMeasurer.measure(
            text, font: font, width: column.width, numberOfLines: room, lineBreakMode: .truncateTail, scale: scale)
        let lines = measured?.displayedLines(in: text) ?? [text]
        let height = measured?.size.height ?? font.lineHeight
        let frame = CGRect(x: column.x, y: (size.height - height) / 2, width: column.width, height: height)
        return RenderNode(
            frame: mirrored(frame, in: size),
            content: .text(
                RenderText(
                    lines: lines, fontSize: font.pointSize, lineHeight: font.lineHeight,
                    isBold: font.weight >= .semibold, color: color, alignment: isRightToLeft ? .right : .left,
                    lineWidths: measured.map { $0.lines.map(\.rect.width) })))
    }

    private func mirrored(_ frame: CGRect, in size: CGSize) -> CGRect {
        guard isRightToLeft else { return frame }
        return CGRect(x: size.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Black on light backgrounds, white on dark ones (relative luminance below 0.5).
    static func readableColor(on background: RenderColor?) -> RenderColor {
        guard let background, background.alpha > 0.3 else { return .black }
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        return luminance < 0.5 ? .white : .black
    }
}
