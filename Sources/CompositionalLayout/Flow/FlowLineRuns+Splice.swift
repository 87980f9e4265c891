// Changing a flow section's line runs: newly packed lines spliced in place of old ones (semantics LY6), and the
// checks of the runs' bookkeeping that debug builds make after every step.

extension FlowLineRuns {
    /// Replaces every line by `segments` (covering `itemCount` items).
    mutating func replaceAll(with segments: [FlowLineSegment], itemCount: Int) {
        store.removeAll()
        guard !segments.isEmpty else {
            store.itemCount = itemCount
            return
        }
        splice(runs: 0..<0, with: segments, lineShift: segments.reduce(0) { $0 + $1.lineCount }, itemShift: itemCount)
    }

    /// Replaces lines `old` by `segments`, which cover the same first item up to where the kept lines after them
    /// start once moved by `itemShift` items (an update's inserts less deletes).
    /// - Complexity: O(runs + lines replaced + lines in `segments` + the kept lines of a uniform run cut or of the
    ///   explicit run after them); O(runs + run) when the lines stay in one explicit run.
    mutating func replaceLines(_ old: Range<Int>, with segments: [FlowLineSegment], itemShift: Int) {
        let first = store.run(containingSlot: old.lowerBound)
        if replaceInPlace(old, inRun: first, with: segments, itemShift: itemShift) { return }
        let last = old.upperBound < lineCount ? store.run(containingSlot: old.upperBound) : store.runs.count - 1
        var local = segments
        if old.upperBound < lineCount {
            var kept = segment(of: last, lines: old.upperBound..<(store.runs[last].firstSlot + store.runs[last].count))
            kept.firstItem += itemShift
            local.append(kept)
        }
        var replaced = first..<(last + 1)
        if old.lowerBound > store.runs[first].firstSlot {
            if store.runs[first].explicit != nil {
                // The lines before the change stay where they are (scrolling on measures at an explicit run's end).
                keepLines(before: old.lowerBound, inRun: first, joinedBy: &local)
                replaced = (first + 1)..<(last + 1)
            } else {
                local.insert(segment(of: first, lines: store.runs[first].firstSlot..<old.lowerBound), at: 0)
            }
        }
        let newLines = segments.reduce(0) { $0 + $1.lineCount }
        splice(runs: replaced, with: local, lineShift: newLines - old.count, itemShift: itemShift)
    }

    /// Cuts explicit run `index` before line `line`, and moves the first of `segments` into it when it is explicit
    /// and fits. The lengths' tree is left to the splice that follows.
    private mutating func keepLines(before line: Int, inRun index: Int, joinedBy segments: inout [FlowLineSegment]) {
        guard var explicit = store.runs[index].explicit else { return }
        store.runs[index].explicit = nil  // keep the arrays uniquely referenced while they change
        let kept = line - store.runs[index].firstSlot
        explicit.itemStarts.removeSubrange(kept...)
        explicit.strides.removeSubrange(kept..<explicit.strides.count)
        if let head = segments.first, !head.isUniform, kept + head.lineCount <= Self.maxExplicitLines {
            let offset = Int32(truncatingIfNeeded: head.firstItem - store.runs[index].firstItem)
            explicit.itemStarts += head.starts.lazy.map { $0 + offset }
            explicit.strides.append(contentsOf: head.strides)
            segments.removeFirst()
        }
        store.runs[index].count = explicit.itemStarts.count
        store.runs[index].explicit = explicit
    }

    /// Replaces lines `old` of explicit run `index` by explicit `segments` inside the run's own arrays, when the
    /// run stays within its bound; later runs only move. Returns whether it did.
    private mutating func replaceInPlace(
        _ old: Range<Int>, inRun index: Int, with segments: [FlowLineSegment], itemShift: Int
    ) -> Bool {
        let run = store.runs[index]
        let newLines = segments.reduce(0) { $0 + $1.lineCount }
        guard var explicit = run.explicit, old.upperBound <= run.firstSlot + run.count,
            segments.allSatisfy({ !$0.isUniform }), run.count - old.count + newLines <= Self.maxExplicitLines,
            newLines > 0 || old.upperBound == run.firstSlot + run.count
        else { return false }
        store.runs[index].explicit = nil  // keep the arrays uniquely referenced while they change
        let local = (old.lowerBound - run.firstSlot)..<(old.upperBound - run.firstSlot)
        var starts: [Int32] = []
        var strides: [Int] = []
        for segment in segments {
            let offset = Int32(truncatingIfNeeded: segment.firstItem - run.firstItem)
            starts += segment.starts.lazy.map { $0 + offset }
            strides += segment.strides
        }
        let shift = Int32(truncatingIfNeeded: itemShift)
        for later in local.upperBound..<run.count { explicit.itemStarts[later] += shift }
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
        store.runs[index].count += lineShift
        _ = store.lengths.set(explicit.strides.total, at: index)
        store.runs[index].explicit = explicit
        store.shiftRuns(from: index + 1, slots: lineShift, items: itemShift)
        store.slotCount += lineShift
        store.itemCount += itemShift
        return true
    }

    /// Lines `lines` of run `index` as a segment.
    private func segment(of index: Int, lines: Range<Int>) -> FlowLineSegment {
        let run = store.runs[index]
        let local = (lines.lowerBound - run.firstSlot)..<(lines.upperBound - run.firstSlot)
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
        var line = before >= 0 ? store.runs[before].firstSlot + store.runs[before].count : 0
        var made: [Run] = []
        for segment in Self.normalized(segments) {
            var run = Run(firstSlot: line, firstItem: segment.firstItem, count: segment.lineCount, explicit: nil)
            if !segment.isUniform {
                run.explicit = StrideRuns.ExplicitSlots(itemStarts: segment.starts, strides: PrefixSumTree(segment.strides), extra: ())
            }
            made.append(run)
            line += segment.lineCount
        }
        store.runs.replaceSubrange(replaced, with: made)
        store.shiftRuns(from: replaced.lowerBound + made.count, slots: lineShift, items: itemShift)
        store.slotCount += lineShift
        store.itemCount += itemShift
        store.rebuildLengths()
    }

    /// What is wrong with the runs (empty when consistent): the runs' bookkeeping (``StrideRuns/problems(itemCount:)``),
    /// explicit runs bounded with their line starts ascending, and uniform runs that fit their items. O(lines
    /// stored), for debug checks.
    func problems(itemCount expected: Int) -> [String] {
        var problems = store.problems(itemCount: expected)
        for (index, run) in store.runs.enumerated() {
            let end = store.endItem(ofRun: index)
            if let starts = run.explicit?.itemStarts {
                if run.count > Self.maxExplicitLines { problems.append("run \(index) holds over \(Self.maxExplicitLines) lines") }
                if zip(starts, starts.dropFirst()).contains(where: { $0 >= $1 }) || Int(starts.last ?? 0) >= end - run.firstItem {
                    problems.append("run \(index): line starts out of order")
                }
            } else if perLine <= 0 || run.firstItem + run.count * perLine != end {
                problems.append("run \(index): uniform lines do not fit")
            }
        }
        return problems
    }
}
