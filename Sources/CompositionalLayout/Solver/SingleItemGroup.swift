/// The size of a group that holds exactly one item, as arithmetic on that item's size (semantics L18): the
/// direct placement path of a measured-size change in a list, which would otherwise run the general group solver
/// (slots, cells and nodes) to learn one number, the group's new stride.
///
/// It applies to a stack group whose only subitem is one item, in a section whose groups do not flow and hold
/// one item each, without `uniformAcrossSiblings` items. For such a group the general solver (`placeStack`)
/// reduces, on each canonical axis, to:
/// - the group is estimated on the axis: its length is the item's length plus what surrounds it there, the
///   group's insets and the item's edge spacing (flexible edges share a leftover of zero, since an estimated
///   group has no fixed length to fill): `item + constant`;
/// - otherwise: the group's own resolved length, whatever the item's (a fixed length along the group's axis with
///   an estimated item would make groups flow, which is excluded).
/// Everything is whole pixels, so the sum is exact; the constants are taken from the general solver's own
/// placement of a template group, so the two paths cannot disagree on what surrounds the item
/// (`SingleItemGroupTests` compares them over random descriptions).
struct SingleItemGroup: Sendable {
    /// The item's spec: its nominal size and which of its axes take measurements.
    let item: ItemSpec
    let estimatedX: Bool
    let estimatedY: Bool
    /// Per axis: added to the item's length when the group is estimated on it, else the group's length.
    let constantX: Int
    let constantY: Int

    /// The model of `solver`'s outer group, or `nil` when the group is not a single estimated item's.
    init?(solver: GroupSolver, perGroup: Int) throws(LayoutError) {
        let tree = solver.tree
        guard perGroup == 1, !tree.groupCountsDependOnSizes, !tree.hasUniformItems,
            tree.groups.indices.contains(tree.rootGroup)
        else { return nil }
        let group = tree.groups[tree.rootGroup]
        guard case .stack = group.arrangement, group.children.count == 1, case .item(let index) = group.children[0]
        else { return nil }
        // A template of two unmeasured items, so that the group is not the section's last and is never trimmed.
        var placement = GroupPlacement()
        try solver.placeOuterGroup(firstItem: 0, endItem: 2, sizes: MeasuredSizeStore(count: 2), into: &placement)
        guard placement.itemCount == 1 else { return nil }
        let item = tree.items[index]
        self.item = item
        estimatedX = group.estimatedX
        estimatedY = group.estimatedY
        constantX = placement.size.width - (estimatedX ? item.size.width : 0)
        constantY = placement.size.height - (estimatedY ? item.size.height : 0)
    }

    /// The item's size with stored lengths (canonical pixels, NaN for an unmeasured axis), as the general solver
    /// reads it (`MeasuredSizeStore.size(of:at:)`).
    @inline(__always)
    func itemSize(_ lengths: (width: Float32, height: Float32)) -> PixelSize {
        item.estimatedX || item.estimatedY ? item.size(measured: lengths) : item.size
    }

    /// The group's size around an item of `itemSize`.
    @inline(__always)
    func groupSize(itemSize: PixelSize) -> PixelSize {
        PixelSize(
            width: estimatedX ? itemSize.width + constantX : constantX,
            height: estimatedY ? itemSize.height + constantY : constantY)
    }
}
