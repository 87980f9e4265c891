// Changing a flow section's line runs: newly packed lines spliced in place of old ones (semantics LY6), and the
// checks of the runs' bookkeeping that debug builds make after every step.

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
    /// - Complexity: O(runs + lines replaced + lines in `segments` + the kept lines of a uniform run cut or of the
    ///   explicit run after them); O(runs + run) when the lines stay in one explicit run.
    mutating func replaceLines(_ old: Range<Int>, with segments: [FlowLineSegment], itemShift: Int) {
        let first = run(containingLine: old.lowerBound)
        if replaceInPlace(old, inRun: first, with: segments, itemShift: itemShift) { return }
        let last = old.upperBound < lineCount ? run(containingLine: old.upperBound) : runs.count - 1
        var local = segments
        if old.upperBound < lineCount {
            var kept = segment(of: last, lines: old.upperBound..<(runs[last].firstLine + runs[last].lineCount))
            kept.firstItem += itemShift
            local.append(kept)
        }
        var replaced = first..<(last + 1)
        if old.lowerBound > runs[first].firstLine {
            if runs[first].explicit != nil {
                // The lines before the change stay where they are (scrolling on measures at an explicit run's end).
                keepLines(before: old.lowerBound, inRun: first, joinedBy: &local)
                replaced = (first + 1)..<(last + 1)
            } else {
                local.insert(segment(of: first, lines: runs[first].firstLine..<old.lowerBound), at: 0)
            }
        }
        let newLines = segments.reduce(0) { $0 + $1.lineCount }
        splice(runs: replaced, with: local, lineShift: newLines - old.count, itemShift: itemShift)
    }

    /// Cuts explicit run `index` before line `line`, and moves the first of `segments` into it when it is explicit
    /// and fits. The lengths' tree is left to the splice that follows.
    private mutating func keepLines(before line: Int, inRun index: Int, joinedBy segments: inout [FlowLineSegment]) {
        guard var explicit = runs[index].explicit else { return }
        runs[index].explicit = nil  // keep the arrays uniquely referenced while they change
        let kept = line - runs[index].firstLine
        explicit.itemStarts.removeSubrange(kept...)
        explicit.strides.removeSubrange(kept..<explicit.strides.count)
        if let head = segments.first, !head.isUniform, kept + head.lineCount <= Self.maxExplicitLines {
            let offset = Int32(truncatingIfNeeded: head.firstItem - runs[index].firstItem)
            explicit.itemStarts += head.starts.lazy.map { $0 + offset }
            explicit.strides.append(contentsOf: head.strides)
            segments.removeFirst()
        }
        runs[index].lineCount = explicit.itemStarts.count
        runs[index].explicit = explicit
    }

    /// Replaces lines `old` of explicit run `index` by explicit `segments` inside the run's own arrays, when the
    /// run stays within its bound; later runs only move. Returns whether it did.
    private mutating func replaceInPlace(
        _ old: Range<Int>, inRun index: Int, with segments: [FlowLineSegment], itemShift: Int
    ) -> Bool {
        let run = runs[index]
        let newLines = segments.reduce(0) { $0 + $1.lineCount }
        guard var explicit = run.explicit, old.upperBound <= run.firstLine + run.lineCount,
            segments.allSatisfy({ !$0.isUniform }), run.lineCount - old.count + newLines <= Self.maxExplicitLines,
            newLines > 0 || old.upperBound == run.firstLine + run.lineCount
        else { return false }
        runs[index].explicit = nil  // keep the arrays uniquely referenced while they change
        let local = (old.lowerBound - run.firstLine)..<(old.upperBound - run.firstLine)
        var starts: [Int32] = []
        var strides: [Int] = []
        for segment in segments {
            let offset = Int32(truncatingIfNeeded: segment.firstItem - run.firstItem)
            starts += segment.starts.lazy.map { $0 + offset }
            strides += segment.strides
        }
        let shift = Int32(truncatingIfNeeded: itemShift)
        for later in local.upperBound..<run.lineCount { explicit.itemStarts[later] += shift }
        explicit.itemStarts.replaceSubrange(local, with: starts)
        if strides.count == local.count {
            for (offset, stride) in strides.enumerated() { _ = explicit.strides.set(stride, at: local.lowerBound + offset) }
        } else {
            explicit.strides.replaceSubrange(local, with: strides)
        }
        guard !explicit.itemStarts.isEmpty else {
            // Every line of the run went: splice it out.
            splice(runs: index..<(index + 1), with: [], lineShift: -old.count, itemShift: itemShift)
            return true
        }
        let lineShift = newLines - old.count
        runs[index].lineCount += lineShift
        _ = lengths.set(explicit.strides.total, at: index)
        runs[index].explicit = explicit
        for later in (index + 1)..<runs.count {
            runs[later].firstLine += lineShift
            runs[later].firstItem += itemShift
        }
        lineCount += lineShift
        itemCount += itemShift
        return true
    }

    /// Lines `lines` of run `index` as a segment.
    private func segment(of index: Int, lines: Range<Int>) -> FlowLineSegment {
        let run = runs[index]
        let local = (lines.lowerBound - run.firstLine)..<(lines.upperBound - run.firstLine)
        guard let explicit = run.explicit else {
            return FlowLineSegment(firstItem: run.firstItem + local.lowerBound * perLine, uniformLines: local.count)
        }
        let base = explicit.itemStarts[local.lowerBound]
        return FlowLineSegment(
            firstItem: run.firstItem + Int(base), starts: explicit.itemStarts[local].map { $0 - base },
            strides: local.map { explicit.strides[$0] })
    }

    /// Replaces `replaced` runs by the runs of `segments` (merged and cut into bounded explicit runs), moves the
    /// later runs by `lineShift` lines and `itemShift` items, and rebuilds the lengths' tree (O(runs)).
    private mutating func splice(runs replaced: Range<Int>, with segments: [FlowLineSegment], lineShift: Int, itemShift: Int) {
        let before = replaced.lowerBound - 1
        var line = before >= 0 ? runs[before].firstLine + runs[before].lineCount : 0
        var made: [Run] = []
        for segment in Self.normalized(segments) {
            var run = Run(firstLine: line, firstItem: segment.firstItem, lineCount: segment.lineCount, explicit: nil)
            if !segment.isUniform {
                run.explicit = ExplicitLines(itemStarts: segment.starts, strides: PrefixSumTree(segment.strides))
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
