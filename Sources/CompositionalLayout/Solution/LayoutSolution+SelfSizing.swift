import Foundation

extension LayoutSolution {
    /// Applies a measured size to an item with an estimated dimension (semantics L9): the measured length
    /// replaces the estimate on the item's estimated axes only. Returns whether anything moved.
    ///
    /// Only the item's section is re-solved: its group, and when that group's item count changes, the
    /// following groups until their boundaries line up again; later sections only move.
    /// - Throws: ``LayoutError`` for a size that is not finite or negative, or when the section can no
    ///   longer be laid out.
    /// - Complexity: O(items in the group + log groups + sections after this one).
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath.section
        let item = indexPath.item
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return false }
        let pixels = try measuredPixels(size, section: section, path: "item \(item)")
        let moved = try sections[section].content.modifyEstimated { content throws(LayoutError) in
            try content.setMeasuredSize(pixels, forItem: item)
        }
        guard moved == true else { return false }
        relayoutAroundContent(section)
        assertConsistentState(after: "setMeasuredSize")
        return true
    }

    /// Applies a measured size to a supplementary with an estimated dimension: a section's boundary
    /// supplementary (`[section, 0]`) or a global one (`[0, Int.max - index]`). Returns whether anything moved.
    /// - Complexity: O(boundary supplementaries of the section + sections after it).
    @discardableResult
    public mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool {
        guard indexPath.count == 2 else { return false }
        let section = indexPath.section
        let item = indexPath.item
        if section == 0, let index = globalItems.firstIndex(where: { $0.elementKind == kind }), item == Int.max - index
        {
            let pixels = try measuredPixels(size, section: nil, path: "boundary supplementary \"\(kind)\"")
            guard globalItems[index].size.width.isEstimated || globalItems[index].size.height.isEstimated,
                globalMeasured[index] != pixels
            else { return false }
            globalMeasured[index] = pixels
            let old = globalPlacements
            updatePositions(from: 0)
            assertConsistentState(after: "setMeasuredSize (global supplementary)")
            return old.map(\.frame) != globalPlacements.map(\.frame)
        }
        guard sections.indices.contains(section) else { return false }
        guard let index = sections[section].boundaryItems.firstIndex(where: { $0.elementKind == kind }) else {
            return try setMeasuredSize(size, ofItemOrGroupSupplementary: kind, section: section, item: item)
        }
        guard item == 0 else { return false }
        let pixels = try measuredPixels(size, section: section, path: "boundary supplementary \"\(kind)\"")
        let description = sections[section].boundaryItems[index]
        guard description.size.width.isEstimated || description.size.height.isEstimated,
            sections[section].boundaryMeasured[index] != pixels
        else { return false }
        let oldFrame = sections[section].boundaries[index].frame
        sections[section].boundaryMeasured[index] = pixels
        let oldExtent = sections[section].extent
        relayoutAroundContent(section)
        assertConsistentState(after: "setMeasuredSize (boundary supplementary)")
        return oldExtent != sections[section].extent || oldFrame != sections[section].boundaries[index].frame
    }

    /// Stores the measured size of an item or group supplementary with an estimated dimension. Such
    /// supplementaries make their section estimated; they do not move other elements.
    private mutating func setMeasuredSize(
        _ size: CGSize, ofItemOrGroupSupplementary kind: String, section: Int, item: Int
    ) throws(LayoutError) -> Bool {
        guard item >= 0, let kindID = sections[section].kinds.firstIndex(of: kind),
            sections[section].tree.supplementaries.contains(where: {
                $0.kindID == kindID && ($0.estimatedX || $0.estimatedY)
            })
        else { return false }
        let pixels = try measuredPixels(size, section: section, path: "supplementary \"\(kind)\"")
        let key = SupplementarySizeKey(kindID: Int32(kindID), index: item)
        let changed = try sections[section].content.modifyEstimated { content in
            guard content.supplementarySizes[key] != pixels else { return false }
            content.supplementarySizes[key] = pixels
            return true
        }
        assertConsistentState(after: "setMeasuredSize (item or group supplementary)")
        return changed == true
    }

    /// A measured size in canonical pixels, validated. Inlined: called, it was handed a bitwise copy of the whole
    /// solution (a large struct) on every measured size.
    @inline(__always)
    private func measuredPixels(
        _ size: CGSize, section: Int?, path: @autoclosure () -> String
    ) throws(LayoutError) -> PixelSize {
        try LayoutError.checkMeasuredSize(size, section: section, elementPath: path())
        let canonical = context.isTransposed ? size.transposed : size
        guard context.scale.fits(size.width), context.scale.fits(size.height) else {
            let (name, value) = context.scale.fits(size.width) ? ("measured height", size.height) : ("measured width", size.width)
            throw LayoutError(.lengthTooLarge(name: name, value: value), section: section, elementPath: path())
        }
        return PixelSize(width: context.scale.pixels(canonical.width), height: context.scale.pixels(canonical.height))
    }

    /// Re-places what surrounds a section's content after its length changed, and moves later sections.
    private mutating func relayoutAroundContent(_ section: Int) {
        let oldExtent = sections[section].extent
        SectionSolver.layoutAroundContent(
            &sections[section], scale: context.scale, layoutContainer: context.layoutContainer)
        if sections[section].extent != oldExtent || context.isTransposed { updatePositions(from: section) }
    }
}

extension LayoutSolution {
    /// Whether the item has a measured size (it is in a section with estimated sizes and was measured).
    /// - Complexity: O(1).
    public func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            case .estimated(let storage) = sections[indexPath[0]].content, indexPath[1] >= 0,
            indexPath[1] < storage.content.sizes.count
        else { return false }
        return storage.content.sizes.isMeasured(at: indexPath[1])
    }

    /// Whether the supplementary of `kind` at `indexPath` (addressed as in ``setMeasuredSize(_:forSupplementaryElementOfKind:at:)``)
    /// has a measured size.
    public func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let (section, item) = (indexPath[0], indexPath[1])
        if section == 0, let index = globalItems.firstIndex(where: { $0.elementKind == kind }), item == Int.max - index {
            return globalMeasured[index] != nil
        }
        guard sections.indices.contains(section) else { return false }
        if let index = sections[section].boundaryItems.firstIndex(where: { $0.elementKind == kind }) {
            return item == 0 && sections[section].boundaryMeasured[index] != nil
        }
        guard let kindID = sections[section].kinds.firstIndex(of: kind),
            case .estimated(let storage) = sections[section].content
        else { return false }
        return storage.content.supplementarySizes[SupplementarySizeKey(kindID: Int32(kindID), index: item)] != nil
    }
}
