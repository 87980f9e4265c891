/// Lines of items whose sizes differ: per-item sizes (measured or given) in compact stores and the lines in runs
/// (``FlowLineRuns``): full lines of unmeasured items are counted, the others stored one by one, so a measured size
/// or an update re-packs a few lines and splices them in O(log n + runs) (semantics LY6, LY7).
struct FlowVariableLines: Sendable {
    /// The measured sizes of an estimated section's items, in canonical pixels (an unmeasured item has
    /// ``fallback``); empty in a per-item section.
    var sizes: MeasuredSizeStore
    /// The sizes the provider gave a per-item section's items; empty in an estimated section.
    var givenSizes: FlowGivenSizes
    /// The size of an item the store has no size for (the estimate).
    let fallback: PixelSize
    /// Whether items size themselves (estimated sizes).
    let isEstimated: Bool
    /// Whether every item has the same size (per-item sizes only): the last line is then justified like the
    /// others (F3).
    var hasUniformSizes = false
    private(set) var runs: FlowLineRuns

    /// An estimated section's lines (`sizes` measured, the others at `fallback`).
    init(sizes: MeasuredSizeStore, fallback: PixelSize, packer: FlowPacker) {
        self.init(sizes: sizes, givenSizes: FlowGivenSizes(), fallback: fallback, isEstimated: true, packer: packer)
    }

    /// A per-item section's lines.
    init(givenSizes: FlowGivenSizes, packer: FlowPacker) {
        self.init(sizes: MeasuredSizeStore(), givenSizes: givenSizes, fallback: .zero, isEstimated: false, packer: packer)
    }

    private init(
        sizes: MeasuredSizeStore, givenSizes: FlowGivenSizes, fallback: PixelSize, isEstimated: Bool, packer: FlowPacker
    ) {
        self.sizes = sizes
        self.givenSizes = givenSizes
        self.fallback = fallback
        self.isEstimated = isEstimated
        // Only estimated sections have lines of unmeasured items; per-item sections store every line.
        runs = FlowLineRuns(
            perLine: isEstimated ? packer.itemsPerLine(of: fallback) : 0,
            uniformStride: fallback.height + packer.lineSpacing)
        runs.replaceAll(with: packer.pack(from: 0, sizes: self, stops: nil).segments, itemCount: packer.itemCount)
    }

    /// The size item `index` is laid out at.
    @inline(__always)
    func size(of index: Int) -> PixelSize {
        guard isEstimated else { return givenSizes[index] }
        guard let stored = sizes.storedLengths(at: index) else { return fallback }
        return PixelSize(
            width: stored.width.isNaN ? fallback.width : Int(stored.width),
            height: stored.height.isNaN ? fallback.height : Int(stored.height))
    }

    /// The line holding `item`.
    func line(of item: Int) -> Int { runs.line(containingItem: item) }

    /// Packs lines again from the line before `changedLine` (an item that shrinks, or a deletion, may let it take
    /// the changed line's first item), after sizes or items changed there; stops as soon as a line starts where
    /// an old line started (old starts from `firstUnchangedOldItem` on, moved by `shift`), since the rest is
    /// unchanged, and splices the new lines in place of the old ones.
    mutating func repack(fromLine changedLine: Int, firstUnchangedOldItem: Int, shift: Int, packer: FlowPacker) {
        let line = max(0, changedLine - 1)
        guard runs.lineCount > 0 else {
            let uniform = hasUniformSizes
            self = FlowVariableLines(
                sizes: sizes, givenSizes: givenSizes, fallback: fallback, isEstimated: isEstimated, packer: packer)
            hasUniformSizes = uniform
            return
        }
        let packed = packer.pack(
            from: runs.firstItem(ofLine: line), sizes: self,
            stops: FlowPacker.Stops(
                old: runs, firstItem: max(firstUnchangedOldItem, runs.firstItem(ofLine: line + 1)), shift: shift))
        runs.replaceLines(line..<(packed.resumedLine ?? runs.lineCount), with: packed.segments, itemShift: shift)
    }
}
