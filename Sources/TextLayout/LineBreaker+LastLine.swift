import Foundation

// The last allowed line when text is left over: each mode shortens it its own way.
extension LineBreaker {
    func lastLine(from start: Int, wrappedEnd: Int) -> Line {
        switch mode {
        case .wordWrap, .characterWrap:
            return Line(range: start..<wrappedEnd, elided: nil, width: visibleWidth(start..<wrappedEnd))
        case .clip:
            // At least one character, as wrapping keeps one on a line too narrow for it.
            var end = prefixEnd(from: start, fitting: width)
            if end == start && start < count && !isBreak[start] { end = start + 1 }
            return Line(range: start..<end, elided: nil, width: visibleWidth(start..<end))
        case .truncateTail:
            let end = trimmingSpaces(before: prefixEnd(from: start, fitting: width - ellipsisWidth), start: start)
            return Line(range: start..<count, elided: end..<count, width: visibleWidth(start..<end) + ellipsisWidth)
        case .truncateHead:
            let suffix = suffixStart(after: start, fitting: width - ellipsisWidth)
            return Line(range: start..<count, elided: start..<suffix, width: ellipsisWidth + width(of: suffix..<count))
        case .truncateMiddle:
            return middleTruncated(from: start)
        }
    }

    /// The end of the longest run from `start`, within its paragraph, whose advances fit in `room`.
    func prefixEnd(from start: Int, fitting room: CGFloat) -> Int {
        var x: CGFloat = 0
        var index = start
        while index < count, !isBreak[index], x + advances[index] <= room + Self.tolerance {
            x += advances[index]
            index += 1
        }
        return index
    }

    /// The start of the longest run ending at the end of the text, within its last paragraph and not
    /// before `start`, whose advances fit in `room`.
    func suffixStart(after start: Int, fitting room: CGFloat) -> Int {
        var x: CGFloat = 0
        var index = count
        while index > start, !isBreak[index - 1], x + advances[index - 1] <= room + Self.tolerance {
            x += advances[index - 1]
            index -= 1
        }
        return index
    }

    func trimmingSpaces(before end: Int, start: Int) -> Int {
        var end = end
        while end > start && isSpace[end - 1] { end -= 1 }
        return end
    }

    func width(of range: Range<Int>) -> CGFloat {
        var sum: CGFloat = 0
        for index in range { sum += advances[index] }
        return sum
    }

    /// The start up to half the room, the end of the text in what is left, then more of the start if
    /// the end ran out first.
    func middleTruncated(from start: Int) -> Line {
        let room = width - ellipsisWidth
        var head = prefixEnd(from: start, fitting: room / 2)
        let tail = suffixStart(after: head, fitting: room - width(of: start..<head))
        head = prefixEnd(from: start, fitting: room - width(of: tail..<count))
        head = min(head, tail)
        let shownHead = trimmingSpaces(before: head, start: start)
        let lineWidth = width(of: start..<shownHead) + ellipsisWidth + width(of: tail..<count)
        return Line(range: start..<count, elided: shownHead..<tail, width: lineWidth)
    }
}
