import Foundation

/// Greedy line breaking over a string's characters (<doc:TextModel>).
struct LineBreaker {
    struct Line: Hashable {
        var range: Range<Int>
        var elided: Range<Int>?
        var width: CGFloat
    }

    struct Layout {
        var lines: [Line]
        var isTruncated: Bool
    }

    /// Per character (grapheme cluster): its advance, whether it is a space lines may hang past the edge, whether
    /// it breaks the line.
    let advances: [CGFloat]
    let isSpace: [Bool]
    let isBreak: [Bool]
    let width: CGFloat
    let mode: LineBreakMode
    let ellipsisWidth: CGFloat
    /// Tolerance for floating-point sums: text measured at its own width fits on the same lines.
    static let tolerance: CGFloat = 1e-9

    init(text: String, font: Font, width: CGFloat, mode: LineBreakMode) {
        let characters = CharacterFacts.of(text, font: font)
        advances = characters.advances
        isSpace = characters.isSpace
        isBreak = characters.isBreak
        self.width = width
        self.mode = mode
        ellipsisWidth = font.advance(of: "…")
    }

    var count: Int { advances.count }

    /// The lines, at most `limit` of them (0 for no limit); the last is shortened by the mode when text is
    /// left over.
    func lines(limit: Int) -> Layout {
        guard count > 0 else { return Layout(lines: [], isTruncated: false) }
        var lines: [Line] = []
        var start = 0
        while true {
            let (end, next) = breakLine(from: start)
            let isLast = limit > 0 && lines.count == limit - 1
            let leftOver = next < count || (next == count && end < count)  // a final line break opens an empty line
            if isLast && leftOver {
                lines.append(lastLine(from: start, wrappedEnd: end))
                return Layout(lines: lines, isTruncated: true)
            }
            lines.append(Line(range: start..<end, elided: nil, width: visibleWidth(start..<end)))
            if !leftOver { return Layout(lines: lines, isTruncated: false) }
            start = next
        }
    }

    /// Where the line starting at `start` ends (exclusive, before a line break) and where the next begins.
    func breakLine(from start: Int) -> (end: Int, next: Int) {
        var x: CGFloat = 0
        var index = start
        var wordStart: Int?  // the first character after the latest run of spaces
        let byWord = mode != .characterWrap
        while index < count {
            if isBreak[index] { return (index, index + 1) }
            if isSpace[index] {
                x += advances[index]
                index += 1
                wordStart = index
                continue
            }
            if x + advances[index] > width + Self.tolerance && index > start {
                if byWord, let wordStart, wordStart > start { return (wordStart, wordStart) }
                return (index, index)
            }
            x += advances[index]
            index += 1
        }
        return (count, count)
    }

    /// The width of `range` without its trailing spaces (they hang past the edge).
    func visibleWidth(_ range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound && isSpace[end - 1] { end -= 1 }
        var sum: CGFloat = 0
        for index in range.lowerBound..<end { sum += advances[index] }
        return sum
    }
}
