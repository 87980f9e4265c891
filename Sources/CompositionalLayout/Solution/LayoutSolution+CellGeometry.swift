import Foundation

/// Where a cell is, as plain values: everything of a cell's `LayoutAttributes` but its index path (the caller's)
/// and its kind (none; category `.cell`).
///
/// The inlinable `attributesForItem` builds the attributes from this in the caller (semantics L19). Returning
/// `LayoutAttributes?` across the module boundary instead made every call copy and destroy an optional holding
/// an `IndexPath` and a `String?` through outlined value witnesses (about half the cost of a query of a uniform
/// section); this value holds no reference, so it is returned by plain copies, and a caller that reads only some
/// of the attributes' fields never builds the others.
@usableFromInline
struct CellGeometry: Sendable {
    @usableFromInline var frame: CGRect
    @usableFromInline var zIndex: Int
    @usableFromInline var orthogonalScrollRegion: CGRect?
    @usableFromInline var selfSizingAxes: SizingAxes
}

extension LayoutSolution {
    /// The geometry of item `item` of `section`, or `nil` outside the layout; see
    /// ``attributesForItem(at:scrollPosition:)``.
    /// - Complexity: O(1) in a section without estimated sizes; O(log groups + items in one group) otherwise.
    @usableFromInline
    func cellGeometry(section: Int, item: Int, scrollPosition: ScrollPosition?) -> CellGeometry? {
        guard section >= 0, section < sections.count, item >= 0, item < sections[section].itemCount else { return nil }
        // A uniform section that does not scroll orthogonally: arithmetic, in a function small enough to need
        // little set-up (the general case below keeps many values live across the group solver's call).
        if !sections[section].isOrthogonal, case .uniform(let content) = sections[section].content {
            let perGroup = content.itemsPerGroup
            let group = item / perGroup
            let cell = content.cell(item - group * perGroup, inGroup: group)
            let frame = cell.frame.offsetBy(
                dx: sections[section].groupOriginX,
                dy: sectionStarts[section] + sections[section].groupOriginY + group * content.stride)
            return CellGeometry(
                frame: mapper.physical(frame), zIndex: max(Int(cell.zIndex), sections[section].zIndexFloor),
                orthogonalScrollRegion: nil, selfSizingAxes: [])
        }
        return generalCellGeometry(section: section, item: item, scrollPosition: scrollPosition)
    }

    /// ``cellGeometry(section:item:scrollPosition:)`` of any section, for a valid index.
    @inline(never)
    private func generalCellGeometry(section: Int, item: Int, scrollPosition: ScrollPosition?) -> CellGeometry? {
        let mapper = contentMapper(forSection: section, scrollPosition: scrollPosition)
        let isOrthogonal = sections[section].isOrthogonal
        let region = isOrthogonal ? orthogonalRegion(section).map { self.mapper.physical($0) } : nil
        let originX = sections[section].groupOriginX
        let originY = sectionStarts[section] + sections[section].groupOriginY
        let floor = sections[section].zIndexFloor
        switch sections[section].content {
        case .empty:
            return nil
        case .uniform(let content):
            let perGroup = content.itemsPerGroup
            let group = item / perGroup
            let cell = content.cell(item - group * perGroup, inGroup: group)
            let offset = group * content.stride
            let frame =
                isOrthogonal
                ? cell.frame.offsetBy(dx: originX + offset, dy: originY)
                : cell.frame.offsetBy(dx: originX, dy: originY + offset)
            return CellGeometry(
                frame: mapper.physical(frame), zIndex: max(Int(cell.zIndex), floor), orthogonalScrollRegion: region,
                selfSizingAxes: [])
        case .estimated(let storage):
            let content = storage.content
            let group = content.group(containingItem: item)
            var placement = GroupPlacement()
            guard (try? content.place(group: group, into: &placement)) != nil else { return nil }
            let index = item - content.firstItem(ofGroup: group)
            guard index < placement.cells.count else { return nil }
            let cell = placement.cells[index]
            let offset = content.offset(ofGroup: group)
            let frame =
                isOrthogonal
                ? cell.frame.offsetBy(dx: originX + offset, dy: originY)
                : cell.frame.offsetBy(dx: originX, dy: originY + offset)
            var axes: SizingAxes = []
            if cell.item >= 0 {
                let spec = sections[section].tree.items[Int(cell.item)]
                axes = mapper.sizingAxes(x: spec.estimatedX, y: spec.estimatedY)
            }
            return CellGeometry(
                frame: mapper.physical(frame), zIndex: max(Int(cell.zIndex), floor), orthogonalScrollRegion: region,
                selfSizingAxes: axes)
        }
    }
}
