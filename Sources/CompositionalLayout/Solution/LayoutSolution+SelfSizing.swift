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
        let section = indexPath.section, item = indexPath.item
        guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return false }
        let pixels = try measuredPixels(size, section: section, path: "item \(item)")
        guard case .estimated(var content) = sections[section].content else { return false }
        // Take the content out of the section so that it is uniquely referenced and mutates in place.
        sections[section].content = .empty
        let moved: Bool
        do {
            moved = try content.setMeasuredSize(pixels, forItem: item)
        } catch {
            sections[section].content = .estimated(content)
            throw error
        }
        sections[section].content = .estimated(content)
        guard moved else { return false }
        relayoutAroundContent(section)
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
        let section = indexPath.section, item = indexPath.item
        if section == 0, let index = globalItems.firstIndex(where: { $0.elementKind == kind }), item == Int.max - index {
            let pixels = try measuredPixels(size, section: nil, path: "boundary supplementary \"\(kind)\"")
            guard globalItems[index].size.width.isEstimated || globalItems[index].size.height.isEstimated,
                globalMeasured[index] != pixels
            else { return false }
            globalMeasured[index] = pixels
            let old = globalPlacements
            updatePositions(from: 0)
            return old.map(\.frame) != globalPlacements.map(\.frame)
        }
        guard sections.indices.contains(section), item == 0,
            let index = sections[section].boundaryItems.firstIndex(where: { $0.elementKind == kind })
        else { return false }
        let pixels = try measuredPixels(size, section: section, path: "boundary supplementary \"\(kind)\"")
        let description = sections[section].boundaryItems[index]
        guard description.size.width.isEstimated || description.size.height.isEstimated,
            sections[section].boundaryMeasured[index] != pixels
        else { return false }
        let oldFrame = sections[section].boundaries[index].frame
        sections[section].boundaryMeasured[index] = pixels
        let oldExtent = sections[section].extent
        relayoutAroundContent(section)
        return oldExtent != sections[section].extent || oldFrame != sections[section].boundaries[index].frame
    }

    /// A measured size in canonical pixels, validated.
    private func measuredPixels(_ size: CGSize, section: Int?, path: String) throws(LayoutError) -> PixelSize {
        for (name, value) in [("width", size.width), ("height", size.height)] where !value.isFinite || value < 0 {
            throw LayoutError(.invalidValue(name: "measured \(name)", value: value), section: section, elementPath: path)
        }
        let canonical = context.isTransposed ? size.transposed : size
        return PixelSize(width: context.scale.pixels(canonical.width), height: context.scale.pixels(canonical.height))
    }

    /// Re-places what surrounds a section's content after its length changed, and moves later sections.
    private mutating func relayoutAroundContent(_ section: Int) {
        let oldExtent = sections[section].extent
        var model = sections[section]
        sections[section].content = .empty
        SectionSolver(context: context).layoutAroundContent(&model)
        sections[section] = model
        if model.extent != oldExtent || context.isTransposed { updatePositions(from: section) }
    }
}
