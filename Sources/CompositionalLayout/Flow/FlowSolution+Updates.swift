import Foundation

extension FlowSolution {
    /// Applies a measured size to an item of an estimated section: it replaces the estimate on both axes, and
    /// lines are packed again from the item's line until they line up with the old ones. Returns whether
    /// anything moved.
    /// - Throws: ``LayoutError`` for a size that is not finite or negative.
    /// - Complexity: O(log n + items in the lines that change + runs + sections after this one) (LY6).
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
        guard lines.sizes.set(width: CGFloat(pixels.width), height: CGFloat(pixels.height), at: item) else {
            sections[section].lines = .variable(lines)
            return false
        }
        let oldLength = lines.runs.total
        lines.repack(
            fromLine: lines.line(of: item), firstUnchangedOldItem: item + 1, shift: 0,
            packer: packer(for: sections[section]))
        sections[section].lines = .variable(lines)
        if lines.runs.total != oldLength || isTransposed && isRightToLeft { updatePositions(from: section) }
        assertConsistentState(after: "setMeasuredSize")
        return true
    }

    /// Moves the solution forward through an update (as ``LayoutSolution/apply(_:)``): unchanged sections are
    /// kept, an estimated section with item changes re-packs only the lines from its first change until they line
    /// up with the old ones (its measured sizes carried by the update's mapping), a section of per-item sizes asks
    /// its provider only about the items that arrive or reload and re-packs the same way (LY5), other changed
    /// sections are solved again.
    /// - Throws: ``LayoutError`` naming the section that cannot be laid out; the solution is then unchanged.
    /// - Complexity: O(sections + changes · (log n + runs) + lines packed again), plus O(measured items after the
    ///   first change) to shift an estimated section's sparse store and O(changes · chunk) for a per-item section's
    ///   chunked sizes (LY6, LY7); fixed-size sections are O(1).
    public mutating func apply(_ update: LayoutUpdate) throws(LayoutError) {
        // The items that change are asked of the providers answering now, not of recorded answers (LY5).
        let previous = layout
        layout = layout.withLiveProviders
        do throws(LayoutError) { try moveForward(update) } catch {
            layout = previous
            throw error
        }
    }

    private mutating func moveForward(_ update: LayoutUpdate) throws(LayoutError) {
        let old = sections
        func store(_ section: Int) -> MeasuredSizeStore? {
            guard old.indices.contains(section), case .variable(let lines) = old[section].lines, lines.isEstimated
            else { return nil }
            return lines.sizes
        }
        var updated: [FlowSectionModel] = []
        updated.reserveCapacity(update.itemCounts.count)
        for (index, count) in update.itemCounts.enumerated() {
            guard index < update.oldSectionOfNew.count, let from = update.oldSectionOfNew[index], old.indices.contains(from)
            else {
                updated.append(try solveSection(index, itemCount: count, measured: nil))
                continue
            }
            let changes = update.changes[index] ?? SectionItemChanges()
            if from == index, old[from].itemCount == count, changes.isEmpty {
                updated.append(old[from])
                continue
            }
            if from == index, case .variable(let lines) = old[from].lines, !lines.isEstimated, count > 0,
                old[from].itemCount > 0
            {
                updated.append(try perItemSection(old[from], lines: lines, changes: changes, newCount: count))
                continue
            }
            let measured = store(from)?.applying(changes, newCount: count, source: store)
            if from == index, let measured, case .variable(let lines) = old[from].lines, count > 0, old[from].itemCount > 0 {
                var lines = lines
                lines.sizes = measured
                updated.append(Self.repacked(old[from], lines: lines, changes: changes, newCount: count))
            } else {
                updated.append(try solveSection(index, itemCount: count, measured: measured))
            }
        }
        sections = updated
        sectionStarts = Array(repeating: 0, count: updated.count)
        updatePositions(from: 0)
        assertConsistentState(after: "apply")
    }

    /// A section after item changes, its sizes already moved through them: lines re-packed from the first change
    /// until they line up again.
    static func repacked(
        _ old: FlowSectionModel, lines: FlowVariableLines, changes: SectionItemChanges, newCount: Int
    ) -> FlowSectionModel {
        var lines = lines
        let (deleted, inserted) = (changes.deleted, changes.inserted)
        let touched = changes.carried.map(\.newItem) + changes.remeasured
        let firstChange = min(deleted.first ?? Int.max, inserted.first ?? Int.max, touched.min() ?? Int.max)
        let shift = inserted.count - deleted.count
        let lastOldChange = max(
            deleted.last ?? -1, (inserted.last ?? -1) - shift, (touched.max() ?? -1) - shift)
        var model = FlowSectionModel(
            index: old.index, itemCount: newCount, header: old.header, footer: old.footer, insetBefore: old.insetBefore,
            insetAfter: old.insetAfter, areaStart: old.areaStart, areaWidth: old.areaWidth, lineSpacing: old.lineSpacing,
            interitemSpacing: old.interitemSpacing, lines: .uniform(size: .init(width: 0, height: 0), perLine: 1, lineCount: 0),
            metrics: old.metrics)
        let packer = FlowPacker(
            areaWidth: old.areaWidth, interitemSpacing: old.interitemSpacing, lineSpacing: old.lineSpacing,
            itemCount: newCount)
        lines.repack(
            fromLine: lines.line(of: min(firstChange, old.itemCount - 1)),
            firstUnchangedOldItem: max(firstChange, lastOldChange + 1), shift: shift, packer: packer)
        model.lines = .variable(lines)
        return model
    }

    /// Solves every section again for a new container and traits, keeping item counts and measured sizes
    /// (measured sizes are in pixels of the old scale: they are re-expressed in the new one).
    /// - Throws: ``LayoutError``; the solution is then unchanged.
    public mutating func update(container: CollectionContainer, traits: LayoutTraits) throws(LayoutError) {
        try update(layout: layout, container: container, traits: traits)
    }

    /// Solves every section again for a new description, container and traits, keeping item counts and the measured
    /// sizes of estimated sections (dropped when the scroll direction changes, as they are kept in its axes).
    /// - Throws: ``LayoutError``; the solution is then unchanged.
    public mutating func update(layout: FlowLayout, container: CollectionContainer, traits: LayoutTraits) throws(LayoutError) {
        var next = try FlowSolution(layout: layout, itemCounts: [], container: container, traits: traits)
        let keepsSizes = next.isTransposed == isTransposed
        let rescale = LayoutSolution.MeasuredRescaling(from: scale, to: next.scale)
        var updated: [FlowSectionModel] = []
        for old in sections {
            var measured: MeasuredSizeStore?
            if keepsSizes, case .variable(let lines) = old.lines, lines.isEstimated { measured = rescale.store(lines.sizes) }
            updated.append(try next.solveSection(old.index, itemCount: old.itemCount, measured: measured))
        }
        next.sections = updated
        next.sectionStarts = Array(repeating: 0, count: updated.count)
        next.updatePositions(from: 0)
        self = next
        assertConsistentState(after: "update")
    }

    /// Whether the item has a measured size.
    public func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            case .variable(let lines) = sections[indexPath[0]].lines, lines.isEstimated, indexPath[1] >= 0,
            indexPath[1] < lines.sizes.count
        else { return false }
        return lines.sizes.isMeasured(at: indexPath[1])
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
        assertConsistentState(after: "setItemCount")
    }
}
