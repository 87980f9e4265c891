import Foundation

/// One laid-out line of a measurement.
public struct TextLine: Hashable, Sendable {
    /// The characters (grapheme clusters, counted from the start of the measured string) the line stands
    /// for: its text without the line break that ends it. A truncated last line stands for everything
    /// from its start to the end of the string.
    public var range: Range<Int>
    /// The characters within ``range`` that an ellipsis replaces, if the line is truncated.
    public var elidedRange: Range<Int>?
    /// The line's box: at x 0, one line height tall, as wide as its text (trailing spaces excluded,
    /// the ellipsis included). Not rounded.
    public var rect: CGRect
    /// The baseline's y, from the top of the text.
    public var baseline: CGFloat

    public init(range: Range<Int>, elidedRange: Range<Int>? = nil, rect: CGRect, baseline: CGFloat) {
        self.range = range
        self.elidedRange = elidedRange
        self.rect = rect
        self.baseline = baseline
    }

    /// Whether an ellipsis replaces part of the line.
    public var isTruncated: Bool { elidedRange != nil }

    /// The text the line shows, taken from `text` (the measured string): its characters, with
    /// "…" in place of the elided ones.
    public func displayedText(in text: String) -> String {
        let characters = Array(text)
        let clamped = range.clamped(to: 0..<characters.count)
        guard let elided = elidedRange?.clamped(to: clamped) else { return String(characters[clamped]) }
        return String(characters[clamped.lowerBound..<elided.lowerBound]) + "…"
            + String(characters[elided.upperBound..<clamped.upperBound])
    }
}

/// The result of measuring a string: its size, lines and baselines.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text takes: the widest line and the lines' total height, each rounded up to whole
    /// pixels at the measurement's scale, as `sizeThatFits(_:)` rounds a label's size. Zero for no lines.
    public var size: CGSize
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// The first line's baseline from the top (0 without lines).
    public var firstBaseline: CGFloat
    /// The last line's baseline from the top (0 without lines).
    public var lastBaseline: CGFloat

    /// Whether the text did not fit in the lines allowed (some of it is elided or dropped).
    public var isTruncated: Bool

    public init(
        size: CGSize, lines: [TextLine], firstBaseline: CGFloat, lastBaseline: CGFloat, isTruncated: Bool = false
    ) {
        self.size = size
        self.lines = lines
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.isTruncated = isTruncated
    }
}

/// Why a measurement was refused.
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `numberOfLines` was negative (0 means no limit).
    case negativeNumberOfLines(Int)
    /// The width was NaN or negative (0 and infinity mean no limit).
    case invalidWidth(CGFloat)
    /// The display scale was not a positive finite number.
    case invalidScale(CGFloat)
    /// The font's point size was negative or not finite.
    case invalidFontSize(CGFloat)

    public var description: String {
        switch self {
        case .negativeNumberOfLines(let count):
            "TextMeasurer: numberOfLines is \(count); it must be 0 (no limit) or positive"
        case .invalidWidth(let width):
            "TextMeasurer: width is \(width); it must be a non-negative number (0 or infinity for no limit)"
        case .invalidScale(let scale):
            "TextMeasurer: scale is \(scale); it must be a positive finite number of pixels per point"
        case .invalidFontSize(let size):
            "TextMeasurer: the font's point size is \(size); it must be a non-negative finite number"
        }
    }
}
