/// Consecutive lines as the packer makes them: a count of uniform lines, or lines one by one (absolute first
/// items and strides).
struct FlowLineSegment: Sendable {
    var firstItem: Int
    var uniformLines = 0
    var starts: [Int] = []
    var strides: [Int] = []

    var isUniform: Bool { starts.isEmpty }
    var lineCount: Int { isUniform ? uniformLines : starts.count }
}

extension FlowLineRuns {
    /// Replaces every line by `segments` (covering `itemCount` items).
    mutating func replaceAll(with segments: [FlowLineSegment], itemCount: Int) {
        runs = []
        lengths = PrefixSumTree()
        lineCount = 0
        self.itemCount = 0
        guard !segments.isEmpty else {
            self.itemCount = itemCount
            return
        }
        splice(runs: 0..<0, with: segments, lineShift: segments.reduce(0) { $0 + $1.lineCount }, itemShift: itemCount)
    }

    /// Replaces lines `old` by `segments`, which cover the same first item up to where the kept lines after them
    /// start once moved by `itemShift` items (an update's inserts less deletes).
    /// - Complexity: O(runs + lines of the runs cut + lines in `segments`).
    mutating func replaceLines(_ old: Range<Int>, with segments: [FlowLineSegment], itemShift: Int) {
        let first = run(containingLine: old.lowerBound)
        let last = old.upperBound < lineCount ? run(containingLine: old.upperBound) : runs.count - 1
        var local: [FlowLineSegment] = []
        if old.lowerBound > runs[first].firstLine { local.append(segment(of: first, lines: runs[first].firstLine..<old.lowerBound)) }
        local += segments
        if old.upperBound < lineCount {
            var kept = segment(of: last, lines: old.upperBound..<(runs[last].firstLine + runs[last].lineCount))
            kept.firstItem += itemShift
            for index in kept.starts.indices { kept.starts[index] += itemShift }
            local.append(kept)
        }
        let newLines = segments.reduce(0) { $0 + $1.lineCount }
        splice(runs: first..<(last + 1), with: local, lineShift: newLines - old.count, itemShift: itemShift)
    }

    /// Lines `lines` of run `index` as a segment (absolute items).
    private func segment(of index: Int, lines: Range<Int>) -> FlowLineSegment {
        let run = runs[index]
        let local = (lines.lowerBound - run.firstLine)..<(lines.upperBound - run.firstLine)
        guard let explicit = run.explicit else {
            return FlowLineSegment(firstItem: run.firstItem + local.lowerBound * perLine, uniformLines: local.count)
        }
        let starts = explicit.itemStarts[local].map { run.firstItem + Int($0) }
        let strides = local.map { explicit.strides[$0] }
        return FlowLineSegment(firstItem: starts[0], starts: starts, strides: strides)
    }

    /// Replaces `replaced` runs by the runs of `segments` (merged and cut into bounded explicit runs), moves the
    /// later runs by `lineShift` lines and `itemShift` items, and rebuilds the lengths' tree (O(runs)).
    private mutating func splice(runs replaced: Range<Int>, with segments: [FlowLineSegment], lineShift: Int, itemShift: Int) {
        var line = replaced.lowerBound < runs.count ? runs[replaced.lowerBound].firstLine : lineCount
        var made: [Run] = []
        for segment in Self.normalized(segments) {
            var run = Run(firstLine: line, firstItem: segment.firstItem, lineCount: segment.lineCount, explicit: nil)
            if !segment.isUniform {
                run.explicit = ExplicitLines(
                    itemStarts: segment.starts.map { Int32(truncatingIfNeeded: $0 - segment.firstItem) },
                    strides: PrefixSumTree(segment.strides))
            }
            made.append(run)
            line += segment.lineCount
        }
        runs.replaceSubrange(replaced, with: made)
        for index in (replaced.lowerBound + made.count)..<runs.count {
            runs[index].firstLine += lineShift
            runs[index].firstItem += itemShift
        }
        lineCount += lineShift
        itemCount += itemShift
        let stride = uniformStride
        lengths = PrefixSumTree(runs.lazy.map { $0.explicit?.strides.total ?? $0.lineCount * stride })
    }

    /// Segments with neighbours of one kind merged, empty ones dropped, explicit ones cut into runs of at most
    /// ``maxExplicitLines`` lines of about equal size.
    static func normalized(_ segments: [FlowLineSegment]) -> [FlowLineSegment] {
        var merged: [FlowLineSegment] = []
        for segment in segments where segment.lineCount > 0 {
            if let last = merged.indices.last, merged[last].isUniform == segment.isUniform {
                merged[last].uniformLines += segment.uniformLines
                merged[last].starts += segment.starts
                merged[last].strides += segment.strides
            } else {
                merged.append(segment)
            }
        }
        return merged.flatMap { segment -> [FlowLineSegment] in
            guard !segment.isUniform, segment.lineCount > maxExplicitLines else { return [segment] }
            let pieces = (segment.lineCount + maxExplicitLines - 1) / maxExplicitLines
            return (0..<pieces).map { piece in
                let range = (piece * segment.lineCount / pieces)..<((piece + 1) * segment.lineCount / pieces)
                return FlowLineSegment(
                    firstItem: segment.starts[range.lowerBound], starts: Array(segment.starts[range]),
                    strides: Array(segment.strides[range]))
            }
        }
    }

    /// What is wrong with the runs (empty when consistent): runs follow each other without gaps, explicit runs
    /// are well formed and bounded, uniform runs are possible, and the totals and lengths agree. O(lines stored),
    /// for debug checks.
    func problems(itemCount expected: Int) -> [String] {
        var problems: [String] = []
        var line = 0
        for (index, run) in runs.enumerated() {
            if run.firstLine != line { problems.append("run \(index) does not follow on") }
            if run.lineCount <= 0 { problems.append("run \(index) is empty") }
            let end = index + 1 < runs.count ? runs[index + 1].firstItem : itemCount
            if let explicit = run.explicit {
                let starts = explicit.itemStarts
                if starts.count != run.lineCount || explicit.strides.count != run.lineCount || starts.first != 0
                    || run.lineCount > Self.maxExplicitLines
                {
                    problems.append("run \(index): explicit lines disagree")
                }
                if zip(starts, starts.dropFirst()).contains(where: { $0 >= $1 }) || Int(starts.last ?? 0) >= end - run.firstItem {
                    problems.append("run \(index): line starts out of order")
                }
                if lengths[index] != explicit.strides.total { problems.append("run \(index): length is stale") }
            } else {
                if perLine <= 0 || run.firstItem + run.lineCount * perLine != end { problems.append("run \(index): uniform lines do not fit") }
                if lengths[index] != run.lineCount * uniformStride { problems.append("run \(index): uniform length is stale") }
            }
            line += run.lineCount
        }
        if runs.first.map({ $0.firstItem != 0 }) ?? false { problems.append("the first line does not start at item 0") }
        if line != lineCount || itemCount != expected || lengths.count != runs.count || (runs.isEmpty != (itemCount == 0)) {
            problems.append("runs cover \(line) lines; expected \(lineCount) lines, \(expected) items (stored \(itemCount))")
        }
        return problems
    }
}
