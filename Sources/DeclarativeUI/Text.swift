import CollectionGeometry
import Foundation
import TextLayout

/// A view that shows read-only text, measured by the text model: it takes the width of its widest line, wrapping at
/// the width proposed to it, and the height of its lines.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    var monospacedDigits = false

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content` as it is, never localised.
    public init(verbatim content: String) { string = content }

    public var body: Never { fatalError("a primitive view has no body") }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    /// The text with digits of equal advance.
    public func monospacedDigit() -> Text {
        var text = self
        text.monospacedDigits = true
        return text
    }

    func appendNodes(to nodes: inout [LayoutNode], context: ResolveContext) throws(ViewLayoutError) {
        let environment = context.environment
        var resolved = font ?? environment.font
        if let weight { resolved = resolved.weight(weight) }
        if monospacedDigits { resolved = resolved.monospacedDigit() }
        nodes.append(LayoutNode(.text(TextContent(
            string: string, font: resolved.modelFont, color: color ?? environment.foregroundColor,
            lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
            scale: environment.displayScale))))
    }
}

extension TextContent {
    /// The text's size and lines for a proposal: wrapped at the proposed width (unwrapped for `nil` or infinity),
    /// at most `lineLimit` lines, and no more lines than fit a finite proposed height (at least one).
    func measure(_ proposal: ProposedViewSize) -> TextMeasurement {
        let width = proposal.width ?? .infinity
        if width <= 0 {
            // Nothing fits: the text keeps one line's height and no width.
            return TextMeasurement(
                size: CGSize(width: 0, height: font.lineHeight.ceiledToPixel(scale: scale)), lines: [],
                firstBaseline: font.ascender, lastBaseline: font.ascender, isTruncated: !string.isEmpty)
        }
        let wrapWidth = width.isFinite ? width : 0
        var limit = lineLimit ?? 0
        var measured = measureLines(width: wrapWidth, limit: limit)
        if let height = proposal.height, height.isFinite, measured.size.height > height, measured.lines.count > 1 {
            let fitting = max(1, Int((height / font.lineHeight).rounded(.down)))
            limit = limit == 0 ? fitting : min(limit, fitting)
            measured = measureLines(width: wrapWidth, limit: limit)
        }
        return measured
    }

    private func measureLines(width: CGFloat, limit: Int) -> TextMeasurement {
        // The inputs are checked when the view is resolved (a font size is never negative, the width never NaN).
        (try? TextMeasurer.measure(
            string, font: font, width: width, numberOfLines: max(0, limit), lineBreakMode: .truncateTail, scale: scale))
            ?? TextMeasurement(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, isTruncated: false)
    }
}
