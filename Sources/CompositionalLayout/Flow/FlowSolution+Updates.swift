import Foundation

extension FlowSolution {
    /// Applies a measured size to an item of an estimated section: it replaces the estimate on both axes, and
    /// lines are packed again from the item's line until they line up with the old ones. Returns whether
    /// anything moved.
    /// - Throws: ``LayoutError`` for a size that is not finite or negative.
    /// - Complexity: O(log n + items in the lines that change + sections after this one).
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return false }
        let (section, item) = (indexPath[0], indexPath[1])
        guard item >= 0, item < sections[section].itemCount,
            case .variable(var lines) = sections[section].lines, lines.isEstimated
        else { return false }
        let pixels = try canonicalPixels(size, section: section, path: "item \(item)")
        // Take the lines out of the section so that their storage stays uniquely referenced.
        sections[section].lines = .uniform(size: .init(width: 0, height: 0), perLine: 1, lineCount: 0)
        defer { sections[section].lines = .variable(lines) }
        guard lines.sizes.set(width: CGFloat(pixels.width), height: CGFloat(pixels.height), at: item) else { return false }
        let oldLength = lines.strides.total
        lines.repack(
            fromLine: lines.line(of: item), firstUnchangedOldItem: item + 1, shift: 0,
            packer: packer(for: sections[section]))
        if lines.strides.total != oldLength || isTransposed && isRightToLeft {
            sections[section].lines = .variable(lines)
            updatePositions(from: section)
        }
        return true
    }

    /// Moves a section's state forward through an item update: `deleted` items (old indices, sorted) go with
    /// their measured sizes, `inserted` items (new indices, sorted) arrive unmeasured, and the sizes of the items
    /// that stay keep following them. Only lines from the first change on are packed again, until they line up
    /// with the old ones.
    /// - Throws: ``LayoutError`` when the section's items cannot be laid out (a per-item size that is not finite).
    /// - Complexity: O(changes · log n + lines packed again + n) for the shifted storage; a section of fixed size
    ///   costs O(1).
    public mutating func updateItems(
        inSection section: Int, deleted: [Int], inserted: [Int]
    ) throws(LayoutError) {
        guard sections.indices.contains(section) else {
            throw LayoutError(.invalidValue(name: "section index", value: CGFloat(section)), section: section, elementPath: "")
        }
        let old = sections[section]
        let newCount = old.itemCount - deleted.count + inserted.count
        guard case .variable(var lines) = old.lines, lines.isEstimated, newCount > 0, old.itemCount > 0 else {
            // Fixed sizes are arithmetic and per-item sizes come from the provider again: solve the section.
            var measured: MeasuredSizeStore?
            if case .variable(let lines) = old.lines, lines.isEstimated {
                measured = Self.moved(lines.sizes, deleted: deleted, inserted: inserted)
            }
            sections[section] = try solveSection(section, itemCount: newCount, measured: measured)
            updatePositions(from: section)
            return
        }
        let firstChange = min(deleted.first ?? Int.max, inserted.first ?? Int.max)
        let lastOldChange = max(deleted.last ?? -1, (inserted.last ?? -1) - inserted.count + deleted.count)
        lines.sizes = Self.moved(lines.sizes, deleted: deleted, inserted: inserted)
        var model = old
        model = FlowSectionModel(
            index: old.index, itemCount: newCount, header: old.header, footer: old.footer, insetBefore: old.insetBefore,
            insetAfter: old.insetAfter, areaStart: old.areaStart, areaWidth: old.areaWidth, lineSpacing: old.lineSpacing,
            interitemSpacing: old.interitemSpacing, lines: .uniform(size: .init(width: 0, height: 0), perLine: 1, lineCount: 0))
        let startLine = lines.line(of: min(firstChange, old.itemCount - 1))
        lines.repack(
            fromLine: startLine, firstUnchangedOldItem: max(firstChange, lastOldChange + 1),
            shift: inserted.count - deleted.count, packer: packer(for: model))
        model.lines = .variable(lines)
        sections[section] = model
        updatePositions(from: section)
    }

    /// Measured sizes carried through deletes (old indices) and inserts (new indices).
    static func moved(_ sizes: MeasuredSizeStore, deleted: [Int], inserted: [Int]) -> MeasuredSizeStore {
        var sizes = sizes
        for index in deleted.reversed() where index >= 0 && index < sizes.count { sizes.removeSubrange(index..<(index + 1)) }
        for index in inserted where index >= 0 && index <= sizes.count { sizes.insertUnmeasured(count: 1, at: index) }
        return sizes
    }

    /// Re-solves one section for a new item count, keeping the measured sizes of the first items.
    public mutating func setItemCount(_ count: Int, inSection section: Int) throws(LayoutError) {
        guard sections.indices.contains(section) else {
            throw LayoutError(.invalidValue(name: "section index", value: CGFloat(section)), section: section, elementPath: "")
        }
        var measured: MeasuredSizeStore?
        if case .variable(let lines) = sections[section].lines, lines.isEstimated { measured = lines.sizes }
        sections[section] = try solveSection(section, itemCount: count, measured: measured)
        updatePositions(from: section)
    }
}
