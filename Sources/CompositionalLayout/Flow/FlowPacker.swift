/// Packs items into lines: an item joins the line when it fits with the minimum interitem spacing; the first
/// item of a line always does (F1). Stretches of full lines of unmeasured items come out as one uniform segment
/// (LY6), so packing a section of unmeasured items costs O(1) whatever its count.
struct FlowPacker {
    let areaWidth: Int
    let interitemSpacing: Int
    let lineSpacing: Int
    let itemCount: Int

    /// Where re-packing may stop: the lines of `old` that start at item `firstItem` or later (old indices), which
    /// are at `shift` items further in the new indices. Asked about increasing items, it walks the old lines once.
    struct Stops {
        let old: FlowLineRuns
        let firstItem: Int
        let shift: Int
        /// The first old line not yet passed.
        private var line: Int

        init(old: FlowLineRuns, firstItem: Int, shift: Int) {
            self.old = old
            self.firstItem = firstItem
            self.shift = shift
            line = firstItem < old.itemCount ? old.line(containingItem: firstItem) : old.lineCount
        }

        /// The old indices of new items `start ..< end` that may start a kept line.
        func oldItems(from start: Int, to end: Int) -> Range<Int> {
            let upper = end - shift
            return min(upper, max(start - shift, firstItem))..<upper
        }

        /// The old line that starts at new item `item`, if it may be kept.
        mutating func line(startingAt item: Int) -> Int? {
            let oldItem = item - shift
            guard oldItem >= firstItem, oldItem < old.itemCount, line < old.lineCount else { return nil }
            var start = old.firstItem(ofLine: line)
            if start < oldItem {
                // Usually the next line; a jump (over uniform lines packed at once) finds its line by search.
                line += 1
                start = old.firstItem(ofLine: line)
                if start < oldItem {
                    line = old.line(containingItem: oldItem)
                    start = old.firstItem(ofLine: line)
                    if start < oldItem {
                        line += 1
                        start = old.firstItem(ofLine: line)
                    }
                }
            }
            return start == oldItem ? line : nil
        }
    }

    /// New lines, and the old line packing stopped at (`nil`: the new lines run to the end).
    struct Packed {
        var segments: [FlowLineSegment] = []
        var resumedLine: Int?
    }

    /// How many items of `size` fill a line (F1: `k · width + (k − 1) · spacing ≤ room`), or 0 when any number fit
    /// (no width and no spacing).
    func itemsPerLine(of size: PixelSize) -> Int {
        guard size.width <= areaWidth else { return 1 }
        let step = size.width + interitemSpacing
        return step > 0 ? (areaWidth + interitemSpacing) / step : 0
    }

    /// Lines from item `first` (a line start) on; with `stops`, stops before a line that starts where an old line
    /// may be kept.
    func pack(from first: Int, sizes: FlowVariableLines, stops: Stops?) -> Packed {
        var stops = stops
        var packed = Packed()
        let perLine = sizes.runs.perLine
        var item = first
        while item < itemCount {
            if item != first, let line = stops?.line(startingAt: item) {
                packed.resumedLine = line
                return packed
            }
            let full = perLine > 0 ? fullUnmeasuredLines(from: item, perLine: perLine, sizes: sizes) : 0
            if full > 0 {
                // The uniform lines start at item + k · perLine; a kept old line may start at one of them.
                if let stops, let hit = stops.old.firstLine(
                    startingIn: stops.oldItems(from: item + perLine, to: item + full * perLine), alignedWith: item - stops.shift)
                {
                    append(uniformLines: (hit.item + stops.shift - item) / perLine, from: item, to: &packed.segments)
                    packed.resumedLine = hit.line
                    return packed
                }
                append(uniformLines: full, from: item, to: &packed.segments)
                item += full * perLine
                continue
            }
            item = packLine(from: item, sizes: sizes, into: &packed.segments)
        }
        return packed
    }

    /// The number of full lines of unmeasured items from `item` on that are followed by an unmeasured item (so
    /// hold exactly `perLine` items each).
    private func fullUnmeasuredLines(from item: Int, perLine: Int, sizes: FlowVariableLines) -> Int {
        let measured = sizes.sizes.firstMeasured(atOrAfter: item) ?? itemCount
        return measured > item ? (measured - 1 - item) / perLine : 0
    }

    private func append(uniformLines count: Int, from item: Int, to segments: inout [FlowLineSegment]) {
        guard count > 0 else { return }
        if let last = segments.indices.last, segments[last].isUniform {
            segments[last].uniformLines += count
        } else {
            segments.append(FlowLineSegment(firstItem: item, uniformLines: count))
        }
    }

    /// Packs one line from `first` into the explicit segment at the end of `segments`; returns the next line's
    /// first item.
    private func packLine(from first: Int, sizes: FlowVariableLines, into segments: inout [FlowLineSegment]) -> Int {
        let size = sizes.size(of: first)
        var used = size.width
        var extent = size.height
        var item = first + 1
        while item < itemCount {
            let next = sizes.size(of: item)
            guard used + interitemSpacing + next.width <= areaWidth else { break }
            used += interitemSpacing + next.width
            extent = max(extent, next.height)
            item += 1
        }
        // Explicit segments are cut at the explicit runs' bound as they are made, so no later pass copies them.
        if segments.last.map({ $0.isUniform || $0.lineCount >= FlowLineRuns.maxExplicitLines }) ?? true {
            segments.append(FlowLineSegment(firstItem: first))
        }
        segments[segments.count - 1].appendLine(startingAt: first, stride: extent + lineSpacing)
        return item
    }
}
