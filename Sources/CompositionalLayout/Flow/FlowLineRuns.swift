/// The lines of a flow section whose items differ in size, stored in runs (semantics LY6; ``StrideRuns``) so that a
/// stretch of full lines of unmeasured items costs nothing per line and an update touches one run.
///
/// A *uniform* run is a count of lines that each hold ``perLine`` unmeasured items at the estimate (the item
/// after each of them is unmeasured too, so it cannot fit): answered by arithmetic. An *explicit* run stores its
/// lines one by one — each line's first item and stride (extent plus line spacing) — and holds at most
/// ``maxExplicitLines`` lines, so that splicing lines into it moves a bounded amount of memory.
///
/// A 1,000,000-item estimated section with nothing measured is two runs: one uniform, and the last line.
struct FlowLineRuns: Sendable {
    typealias Run = StrideRuns<Void>.Run

    /// The most lines an explicit run holds (splicing into a run costs O(its lines)).
    static let maxExplicitLines = 4_096

    /// The runs; lines keep nothing beside their starts and strides.
    // Settable within the module only for the splice extension (FlowLineRuns+Splice.swift).
    var store: StrideRuns<Void>

    init(perLine: Int, uniformStride: Int) {
        store = StrideRuns(perSlot: perLine, uniformStride: uniformStride)
    }

    /// The items of a line of unmeasured items (0: the section has no uniform lines).
    var perLine: Int { store.perSlot }
    /// The stride of a line of unmeasured items: the estimated extent plus the line spacing.
    var uniformStride: Int { store.uniformStride }
    var lineCount: Int { store.slotCount }
    var itemCount: Int { store.itemCount }
    /// The sum of all strides.
    var total: Int { store.total }

    /// The first item of line `line` (``itemCount`` for `line == lineCount`).
    /// - Complexity: O(log runs).
    func firstItem(ofLine line: Int) -> Int { store.firstItem(ofSlot: line) }

    /// The items of line `line`.
    /// - Complexity: O(log runs).
    func items(ofLine line: Int) -> Range<Int> { store.items(ofSlot: line) }

    /// The line holding `item`.
    /// - Complexity: O(log runs + log run).
    func line(containingItem item: Int) -> Int { store.slot(containingItem: item) }

    /// The offset of line `line` from line 0: the strides before it (``total`` for `line == lineCount`).
    /// - Complexity: O(log runs + log run).
    func offset(ofLine line: Int) -> Int { store.offset(ofSlot: line) }

    /// The number of leading lines whose strides sum to at most `offset` (0 for a negative offset): for an offset
    /// within the lines, the first line of positive stride that covers it.
    /// - Complexity: O(log runs + log run).
    func leadingLines(atMost offset: Int) -> Int { store.leadingSlots(atMost: offset) }

    /// The first line that starts at an item in `items` and at a multiple of ``perLine`` items from `phase`:
    /// where a run of uniform lines packed from `phase` would meet one of these lines.
    /// - Complexity: O(runs it crosses + explicit lines it reads).
    func firstLine(startingIn items: Range<Int>, alignedWith phase: Int) -> (line: Int, item: Int)? {
        guard perLine > 0, !items.isEmpty, items.lowerBound < itemCount else { return nil }
        var index = store.run(containingItem: items.lowerBound)
        while index < store.runs.count, store.runs[index].firstItem < items.upperBound {
            let run = store.runs[index]
            if let explicit = run.explicit {
                var local = explicit.itemStarts.lastIndex(ofStartAtMost: items.lowerBound - run.firstItem)
                while local < run.count {
                    let item = run.firstItem + Int(explicit.itemStarts[local])
                    if item >= items.upperBound { return nil }
                    if item >= items.lowerBound, (item - phase) % perLine == 0 { return (run.firstSlot + local, item) }
                    local += 1
                }
            } else if (run.firstItem - phase) % perLine == 0 {
                let skipped = max(0, items.lowerBound - run.firstItem + perLine - 1) / perLine
                let item = run.firstItem + skipped * perLine
                if skipped < run.count, item < items.upperBound { return (run.firstSlot + skipped, item) }
            }
            index += 1
        }
        return nil
    }
}
