/// The lines of a flow section whose items differ in size, stored in runs (semantics LY6) so that a stretch of
/// full lines of unmeasured items costs nothing per line and an update touches one run.
///
/// A *uniform* run is a count of lines that each hold ``perLine`` unmeasured items at the estimate (the item
/// after each of them is unmeasured too, so it cannot fit): answered by arithmetic. An *explicit* run stores its
/// lines one by one — each line's first item and stride (extent plus line spacing) — and holds at most
/// ``maxExplicitLines`` lines, so that splicing lines into it moves a bounded amount of memory. A Fenwick tree
/// over the runs' lengths finds a line's offset and the line at an offset in O(log runs + log run).
///
/// A 1,000,000-item estimated section with nothing measured is two runs: one uniform, and the last line.
struct FlowLineRuns: Sendable {
    /// One stretch of consecutive lines.
    struct Run: Sendable {
        var firstLine: Int
        var firstItem: Int
        var lineCount: Int
        /// `nil`: every line holds ``perLine`` unmeasured items, with the uniform stride.
        var explicit: ExplicitLines?
    }

    /// Lines stored one by one.
    struct ExplicitLines: Sendable {
        /// Each line's first item, relative to the run's first item (0 first, ascending).
        var itemStarts: [Int32]
        /// Each line's extent plus the line spacing.
        var strides: PrefixSumTree
    }

    /// The most lines an explicit run holds (splicing into a run costs O(its lines)).
    static let maxExplicitLines = 4_096

    /// The items of a line of unmeasured items (0: the section has no uniform lines).
    let perLine: Int
    /// The stride of a line of unmeasured items: the estimated extent plus the line spacing.
    let uniformStride: Int

    // Settable within the module only for the splice extension (FlowLineRuns+Splice.swift).
    var runs: [Run] = []
    /// The length of each run (the sum of its strides).
    var lengths = PrefixSumTree()
    var lineCount = 0
    var itemCount = 0

    init(perLine: Int, uniformStride: Int) {
        self.perLine = perLine
        self.uniformStride = uniformStride
    }

    /// The sum of all strides.
    var total: Int { lengths.total }

    /// The run holding line `line`.
    /// - Complexity: O(log runs).
    func run(containingLine line: Int) -> Int { lastRun(startingAtMost: line, byLine: true) }

    /// The run holding item `item`.
    /// - Complexity: O(log runs).
    func run(containingItem item: Int) -> Int { lastRun(startingAtMost: item, byLine: false) }

    /// The last run whose first line (or first item) is at most `value`, or 0.
    @inline(__always)
    private func lastRun(startingAtMost value: Int, byLine: Bool) -> Int {
        if runs.count <= 1 { return 0 }
        // Through the buffer, so that reading a run's start does not copy the run (retaining its arrays).
        return runs.withUnsafeBufferPointer { runs in
            var low = 0
            var high = runs.count - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                let start = byLine ? runs[middle].firstLine : runs[middle].firstItem
                if start <= value { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// The first item of line `line` (``itemCount`` for `line == lineCount`).
    /// - Complexity: O(log runs).
    func firstItem(ofLine line: Int) -> Int {
        guard line < lineCount else { return itemCount }
        let run = runs[run(containingLine: line)]
        let local = line - run.firstLine
        guard let explicit = run.explicit else { return run.firstItem + local * perLine }
        return run.firstItem + Int(explicit.itemStarts[local])
    }

    /// The items of line `line`.
    /// - Complexity: O(log runs).
    func items(ofLine line: Int) -> Range<Int> {
        let index = run(containingLine: line)
        let run = runs[index]
        let local = line - run.firstLine
        guard let explicit = run.explicit else {
            let first = run.firstItem + local * perLine
            return first..<(first + perLine)
        }
        let first = run.firstItem + Int(explicit.itemStarts[local])
        if local + 1 < run.lineCount { return first..<(run.firstItem + Int(explicit.itemStarts[local + 1])) }
        return first..<(index + 1 < runs.count ? runs[index + 1].firstItem : itemCount)
    }

    /// The line holding `item`.
    /// - Complexity: O(log runs + log run).
    func line(containingItem item: Int) -> Int {
        let run = runs[run(containingItem: item)]
        let local = item - run.firstItem
        guard let explicit = run.explicit else { return run.firstLine + min(local / perLine, run.lineCount - 1) }
        return run.firstLine + explicit.itemStarts.lastIndex(ofStartAtMost: local)
    }

    /// The offset of line `line` from line 0: the strides before it.
    /// - Complexity: O(log runs + log run).
    func offset(ofLine line: Int) -> Int {
        guard line < lineCount else { return total }
        let index = run(containingLine: line)
        let run = runs[index]
        let before = index == 0 ? 0 : lengths.prefixSum(upTo: index)
        let local = line - run.firstLine
        guard let explicit = run.explicit else { return before + local * uniformStride }
        return before + explicit.strides.prefixSum(upTo: local)
    }

    /// The number of leading lines whose strides sum to at most `offset` (0 for a negative offset): for an offset
    /// within the lines, the first line of positive stride that covers it.
    /// - Complexity: O(log runs + log run).
    func leadingLines(atMost offset: Int) -> Int {
        guard offset >= 0 else { return 0 }
        let index = lengths.lastIndex(withPrefixSumAtMost: offset)
        guard index < runs.count else { return lineCount }
        let run = runs[index]
        let rest = offset - lengths.prefixSum(upTo: index)
        guard let explicit = run.explicit else {
            return run.firstLine + (uniformStride > 0 ? min(rest / uniformStride, run.lineCount) : run.lineCount)
        }
        return run.firstLine + explicit.strides.lastIndex(withPrefixSumAtMost: rest)
    }

    /// The first line that starts at an item in `items` and at a multiple of ``perLine`` items from `phase`:
    /// where a run of uniform lines packed from `phase` would meet one of these lines.
    /// - Complexity: O(runs it crosses + explicit lines it reads).
    func firstLine(startingIn items: Range<Int>, alignedWith phase: Int) -> (line: Int, item: Int)? {
        guard perLine > 0, !items.isEmpty, items.lowerBound < itemCount else { return nil }
        var index = run(containingItem: items.lowerBound)
        while index < runs.count, runs[index].firstItem < items.upperBound {
            let run = runs[index]
            if let explicit = run.explicit {
                var local = explicit.itemStarts.lastIndex(ofStartAtMost: items.lowerBound - run.firstItem)
                while local < run.lineCount {
                    let item = run.firstItem + Int(explicit.itemStarts[local])
                    if item >= items.upperBound { return nil }
                    if item >= items.lowerBound, (item - phase) % perLine == 0 { return (run.firstLine + local, item) }
                    local += 1
                }
            } else if (run.firstItem - phase) % perLine == 0 {
                let skipped = max(0, items.lowerBound - run.firstItem + perLine - 1) / perLine
                let item = run.firstItem + skipped * perLine
                if skipped < run.lineCount, item < items.upperBound { return (run.firstLine + skipped, item) }
            }
            index += 1
        }
        return nil
    }
}
