import Foundation

/// One solved flow section, in canonical pixels (scrolling down, left to right): its header, insets, lines
/// and footer. Sections of one fixed item size are answered by arithmetic; the others keep one start per line
/// and the lines' extents in a prefix-sum tree.
struct FlowSectionModel: Sendable {
    let index: Int
    let itemCount: Int
    /// The header's and footer's lengths along the scroll axis (0: none).
    let header: Int
    let footer: Int
    /// Space before the first line and after the last one, along the scroll axis.
    let insetBefore: Int
    let insetAfter: Int
    /// Where lines start across the scroll axis, and how much room they have.
    let areaStart: Int
    let areaWidth: Int
    let lineSpacing: Int
    let interitemSpacing: Int
    var lines: FlowLines
    var diagnostics: [LayoutDiagnostic] = []
    /// The metrics the section was solved with (its provider's answer), kept so that a solve may reuse them (LY3).
    var metrics = FlowSectionMetrics()

    /// The distance from the section's start to its first line.
    var contentStart: Int { header + insetBefore }
    /// The length of all lines and the spacing between them.
    var contentLength: Int { lines.contentLength(lineSpacing: lineSpacing) }
    /// The section's length along the scroll axis.
    var extent: Int { header + insetBefore + contentLength + insetAfter + footer }
    var lineCount: Int { lines.lineCount }
}

/// The lines of a flow section.
enum FlowLines: Sendable {
    /// Every item has `size`; `perLine` items fill each line (the last may hold fewer).
    case uniform(size: PixelSize, perLine: Int, lineCount: Int)
    /// Items of different (or measured) sizes.
    case variable(FlowVariableLines)

    var lineCount: Int {
        switch self {
        case .uniform(_, _, let count): count
        case .variable(let lines): lines.lineStarts.count
        }
    }

    func contentLength(lineSpacing: Int) -> Int {
        switch self {
        case .uniform(let size, _, let count): count == 0 ? 0 : count * size.height + (count - 1) * lineSpacing
        case .variable(let lines): lines.lineStarts.isEmpty ? 0 : lines.strides.total - lineSpacing
        }
    }
}

/// Lines of items whose sizes differ: per-item sizes (given or measured) in a compact store, the first item of
/// each line, and each line's extent plus the line spacing in a prefix-sum tree (so a measured size moves later
/// lines in O(log n) and a rectangle finds its first line by descent).
struct FlowVariableLines: Sendable {
    /// Per-item sizes in canonical pixels; an unmeasured item has ``fallback``.
    var sizes: MeasuredSizeStore
    /// The size of an item the store has no size for (the estimate).
    let fallback: PixelSize
    /// Whether items size themselves (estimated sizes).
    let isEstimated: Bool
    /// Whether every item has the same size (per-item sizes only): the last line is then justified like the
    /// others (F3).
    var hasUniformSizes = false
    private(set) var lineStarts: [Int32] = []
    private(set) var strides = PrefixSumTree()

    init(sizes: MeasuredSizeStore, fallback: PixelSize, isEstimated: Bool, packer: FlowPacker) {
        self.sizes = sizes
        self.fallback = fallback
        self.isEstimated = isEstimated
        let (starts, extents) = packer.pack(from: 0, sizes: self, stopAt: nil)
        lineStarts = starts
        strides = PrefixSumTree(extents.map { $0 + packer.lineSpacing })
    }

    /// The size item `index` is laid out at.
    @inline(__always)
    func size(of index: Int) -> PixelSize {
        guard let stored = sizes.storedLengths(at: index) else { return fallback }
        return PixelSize(
            width: stored.width.isNaN ? fallback.width : Int(stored.width),
            height: stored.height.isNaN ? fallback.height : Int(stored.height))
    }

    /// The items of line `line`.
    func items(ofLine line: Int, itemCount: Int) -> Range<Int> {
        let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) : itemCount
        return Int(lineStarts[line])..<end
    }

    /// The line holding `item`.
    func line(of item: Int) -> Int { lineStarts.lastIndex(ofStartAtMost: item) }

    /// Packs lines again from line `line` on, after sizes or items changed there; stops as soon as a line starts
    /// where an old line started (old starts from `firstUnchangedOldItem` on, moved by `shift`), since the rest
    /// is unchanged.
    mutating func repack(fromLine changedLine: Int, firstUnchangedOldItem: Int, shift: Int, packer: FlowPacker) {
        // An item that shrinks (or a deletion) may let the line before take the changed line's first item.
        let line = max(0, changedLine - 1)
        guard !lineStarts.isEmpty else {
            self = FlowVariableLines(sizes: sizes, fallback: fallback, isEstimated: isEstimated, packer: packer)
            return
        }
        let first = Int(lineStarts[line])
        // Old lines after the change, shifted to their new item indices.
        var oldLine = line + 1
        while oldLine < lineStarts.count, Int(lineStarts[oldLine]) < firstUnchangedOldItem { oldLine += 1 }
        let stops = lineStarts[oldLine...]
        let (starts, extents) = packer.pack(from: first, sizes: self, stopAt: (stops, shift))
        // `starts` ends where an old line (or the end) takes over.
        var resumedAt = lineStarts.count
        if let next = packer.lastStop { resumedAt = next }
        let replaced = line..<resumedAt
        var tail = Array(lineStarts[resumedAt...])
        if shift != 0 { for i in tail.indices { tail[i] = Int32(Int(tail[i]) + shift) } }
        let strideValues = extents.map { $0 + packer.lineSpacing }
        if replaced.count == starts.count {
            for (offset, value) in strideValues.enumerated() { strides.set(value, at: line + offset) }
        } else {
            var all = strides.values
            all.replaceSubrange(replaced, with: strideValues)
            strides = PrefixSumTree(all)
        }
        lineStarts.replaceSubrange(line..<lineStarts.count, with: starts + tail)
    }
}

/// Packs items into lines: an item joins the line when it fits with the minimum interitem spacing; the first
/// item of a line always does (F1).
final class FlowPacker {
    let areaWidth: Int
    let interitemSpacing: Int
    let lineSpacing: Int
    let itemCount: Int
    /// After ``pack(from:sizes:stopAt:)`` with stops: the index (in the old line starts) where packing stopped.
    var lastStop: Int?

    init(areaWidth: Int, interitemSpacing: Int, lineSpacing: Int, itemCount: Int) {
        self.areaWidth = areaWidth
        self.interitemSpacing = interitemSpacing
        self.lineSpacing = lineSpacing
        self.itemCount = itemCount
    }

    /// Line starts and extents from item `first` on; with `stopAt`, stops before a line that starts at one of
    /// the (shifted) old starts.
    func pack(
        from first: Int, sizes: FlowVariableLines, stopAt: (starts: ArraySlice<Int32>, shift: Int)?
    ) -> ([Int32], [Int]) {
        lastStop = nil
        var starts: [Int32] = []
        var extents: [Int] = []
        var stopIndex = stopAt?.starts.startIndex ?? 0
        var item = first
        while item < itemCount {
            if let stopAt, item != first {
                while stopIndex < stopAt.starts.endIndex, Int(stopAt.starts[stopIndex]) + stopAt.shift < item {
                    stopIndex += 1
                }
                if stopIndex < stopAt.starts.endIndex, Int(stopAt.starts[stopIndex]) + stopAt.shift == item {
                    lastStop = stopIndex
                    return (starts, extents)
                }
            }
            let size = sizes.size(of: item)
            var used = size.width
            var extent = size.height
            starts.append(Int32(item))
            item += 1
            while item < itemCount {
                let next = sizes.size(of: item)
                guard used + interitemSpacing + next.width <= areaWidth else { break }
                used += interitemSpacing + next.width
                extent = max(extent, next.height)
                item += 1
            }
            extents.append(extent)
        }
        if let stopAt { lastStop = stopAt.starts.endIndex }
        return (starts, extents)
    }
}
