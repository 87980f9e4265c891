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
    ///
    /// - Complexity: O(n) in the characters of `text` up to the line's end; for every line of a measurement use
    ///   ``TextMeasurement/displayedLines(in:)``, which reads the text once.
    public func displayedText(in text: String) -> String {
        var cursor = CharacterCursor(text)
        return displayedText(advancing: &cursor)
    }

    /// The displayed text, read by moving `cursor` forwards from where it stands to the line's end.
    func displayedText(advancing cursor: inout CharacterCursor) -> String {
        let start = cursor.move(to: range.lowerBound)
        guard let elided = elidedRange?.clamped(to: range) else {
            return String(cursor.text[start..<cursor.move(to: range.upperBound)])
        }
        let head = String(cursor.text[start..<cursor.move(to: elided.lowerBound)])
        let tailStart = cursor.move(to: elided.upperBound)
        return head + "…" + String(cursor.text[tailStart..<cursor.move(to: range.upperBound)])
    }
}

/// A string index that moves forwards by character offsets from where it last stood, so that reading ordered
/// lines costs one pass over the text (moving from the start for each line was quadratic in a tall label).
struct CharacterCursor {
    let text: String
    private var index: String.Index
    private var offset = 0

    init(_ text: String) {
        self.text = text
        index = text.startIndex
    }

    /// Moves to the character at `target` (clamped to the text's end) and returns its index. Lines come in
    /// order; a target behind the cursor (lines a caller built out of order) starts again from the beginning.
    mutating func move(to target: Int) -> String.Index {
        if target < offset { (index, offset) = (text.startIndex, 0) }
        while offset < target, index < text.endIndex {
            text.formIndex(after: &index)
            offset += 1
        }
        return index
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

    /// The text each line shows, top to bottom (``TextLine/displayedText(in:)`` for every line), reading `text` —
    /// the measured string — once.
    /// - Complexity: O(n) in the characters of `text`.
    public func displayedLines(in text: String) -> [String] {
        var cursor = CharacterCursor(text)
        return lines.map { $0.displayedText(advancing: &cursor) }
    }

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
