import Foundation

/// A cell placed by the group solver, in the coordinates of the outermost group placed.
struct PlacedCell: Sendable {
    /// The frame after the item's content insets.
    var frame: PixelRect
    /// The item's spec in the tree, or -1 for a custom group's cell.
    var item: Int32
    var zIndex: Int32
}

/// A group instance placed by the group solver; nodes are stored parents first.
struct PlacedNode: Sendable {
    var rect: PixelRect
    var group: Int32
    /// The first cell of the node, as an offset from the placement's first item.
    var firstCell: Int32
}

/// The result of placing one outer group: its cells in item order and its group instances.
struct GroupPlacement: Sendable {
    var cells: [PlacedCell] = []
    var nodes: [PlacedNode] = []
    /// The outer group's size (trimmed along the repeat axis when its items ran out, L8).
    var size: PixelSize = .zero
    /// How many items the group consumed.
    var itemCount = 0

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        size = .zero
        itemCount = 0
    }
}

/// Reads an item's current size: its nominal size, with measured lengths on its estimated axes (L9).
struct ItemSizes: Sendable {
    /// Two `Float32` per item (canonical width, height in pixels); NaN means not measured.
    var measured: [Float32] = []

    @inline(__always)
    func size(of spec: ItemSpec, at item: Int) -> PixelSize {
        var size = spec.size
        guard spec.estimatedX || spec.estimatedY, 2 * item + 1 < measured.count else { return size }
        let width = measured[2 * item], height = measured[2 * item + 1]
        if spec.estimatedX, !width.isNaN { size.width = Int(width) }
        if spec.estimatedY, !height.isNaN { size.height = Int(height) }
        return size
    }
}

/// Places groups of a resolved tree (semantics L4, L5, L7, L8).
///
/// A group is placed at the origin and its parent moves it into place afterwards, so one routine serves the
/// section's outer group and nested groups alike, and a group can be sized by its content before it is
/// positioned.
struct GroupSolver {
    let tree: ResolvedGroupTree
    let section: Int
    let scale: PixelScale
    /// The axis the section repeats its groups along; a group whose items run out is trimmed on it.
    let repeatAxis: CanonicalAxis
    /// Whether items beyond the section's end may be assumed at their nominal size, so that a last, partial
    /// group places its items exactly where a full group would (uniform sections).
    let assumesNominalSizesBeyondEnd: Bool

    /// One subitem of a stack group while it is being placed.
    private struct Slot {
        var cellStart: Int
        var nodeStart: Int
        var along: Int
        /// The length along the axis before rounding, for deciding whether the slot fits.
        var exactAlong: Double
        var across: Int
        var edges: ResolvedEdgeSpacing
        var item: Int32
        var itemIndex: Int
        var isPresent: Bool
    }

    /// Places the outer group with its first item at `firstItem`; items at or after `endItem` do not exist.
    func placeOuterGroup(
        firstItem: Int, endItem: Int, sizes: ItemSizes, into placement: inout GroupPlacement
    ) throws(LayoutError) {
        placement.removeAll()
        let (size, consumed, _) = try place(
            group: tree.rootGroup, firstItem: firstItem, endItem: endItem, placementStart: firstItem, sizes: sizes,
            into: &placement)
        placement.size = size
        placement.itemCount = consumed
    }

    private func error(_ reason: LayoutError.Reason, _ path: String) -> LayoutError {
        LayoutError(reason, section: section, elementPath: path)
    }

    /// Places `group` at the origin; returns its size and how many items it consumed.
    private func place(
        group index: Int, firstItem: Int, endItem: Int, placementStart: Int, sizes: ItemSizes,
        into placement: inout GroupPlacement
    ) throws(LayoutError) -> (PixelSize, Int, Bool) {
        let spec = tree.groups[index]
        let nodeIndex = placement.nodes.count
        placement.nodes.append(
            PlacedNode(rect: .zero, group: Int32(index), firstCell: Int32(firstItem - placementStart)))

        switch spec.arrangement {
        case .custom(let frames, let zIndices):
            let present = min(frames.count, max(0, endItem - firstItem))
            var size = spec.size
            for offset in 0..<present {
                placement.cells.append(PlacedCell(frame: frames[offset], item: -1, zIndex: Int32(truncatingIfNeeded: zIndices[offset])))
            }
            if present < frames.count {
                // Trimmed to what its present items reach (L8).
                let reach = frames[0..<present].map { $0.end(repeatAxis) }.max() ?? 0
                size.setLength(max(0, reach), repeatAxis)
            }
            placement.nodes[nodeIndex].rect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            return (size, present, present < frames.count)

        case .stack(let axis, let count):
            return try placeStack(
                spec, axis: axis, count: count, nodeIndex: nodeIndex, firstItem: firstItem, endItem: endItem,
                placementStart: placementStart, sizes: sizes, into: &placement)
        }
    }

    private func placeStack(
        _ spec: GroupSpec, axis: CanonicalAxis, count: Int?, nodeIndex: Int, firstItem: Int, endItem: Int,
        placementStart: Int, sizes: ItemSizes, into placement: inout GroupPlacement
    ) throws(LayoutError) -> (PixelSize, Int, Bool) {
        let cross = axis.other
        let insets = spec.insets
        // An estimated length along the axis holds exactly one run of the subitems (L9).
        let innerAlong: Int? = spec.isEstimated(axis) ? nil : spec.size.length(axis) - insets.total(axis)
        let limit = count ?? (innerAlong == nil ? spec.children.count : Int.max)
        var slots: [Slot] = []
        var used = 0
        var exactUsed = 0.0
        var cursor = firstItem
        var ranOut = false
        var ordinal = 0
        while ordinal < limit {
            if ordinal >= 1 << 20 {
                throw error(.invalidGroupDefinition("the group would hold more than \(1 << 20) subitems"), spec.path)
            }
            let child = spec.children[ordinal % spec.children.count]
            // A subitem past the section's end is measured at its nominal size, to learn whether the group
            // would have taken it (then the group ran out of items and is trimmed) or is full.
            let isPresent = cursor < endItem
            let cellStart = placement.cells.count
            let nodeStart = placement.nodes.count
            var slot: Slot
            var consumed = 0
            var selfSized = false
            var childPath = ""
            var childIsPartial = false
            switch child {
            case .item(let itemIndex):
                let item = tree.items[itemIndex]
                let size = isPresent ? sizes.size(of: item, at: cursor) : item.size
                let along = size.length(axis)
                slot = Slot(
                    cellStart: cellStart, nodeStart: nodeStart, along: along,
                    exactAlong: along == item.length(axis) ? item.exactLength(axis) : Double(along),
                    across: size.length(cross), edges: item.edges, item: Int32(itemIndex), itemIndex: cursor,
                    isPresent: isPresent)
                consumed = isPresent ? 1 : 0
                selfSized = item.isEstimated(axis)
                childPath = item.path
            case .group(let groupIndex):
                let group = tree.groups[groupIndex]
                var size = group.size
                if isPresent {
                    let childRanOut: Bool
                    (size, consumed, childRanOut) = try place(
                        group: groupIndex, firstItem: cursor, endItem: endItem, placementStart: placementStart,
                        sizes: sizes, into: &placement)
                    childIsPartial = childRanOut
                    if consumed == 0 {
                        throw error(.invalidGroupDefinition("the group consumes no items"), group.path)
                    }
                }
                let along = size.length(axis)
                slot = Slot(
                    cellStart: cellStart, nodeStart: nodeStart, along: along,
                    exactAlong: along == group.size.length(axis) ? group.exactLength(axis) : Double(along),
                    across: size.length(cross), edges: group.edges, item: -1, itemIndex: cursor, isPresent: isPresent)
                selfSized = group.isEstimated(axis)
                childPath = group.path
            }
            let need = (ordinal > 0 ? spec.spacing : 0) + slot.edges.total(axis) + slot.along
            let exactNeed = Double(need - slot.along) + slot.exactAlong
            // Decided on unrounded lengths (with a hair of tolerance), so rounding never drops an item.
            if count == nil, let innerAlong, exactUsed + exactNeed > Double(innerAlong) + 1e-6 {
                if ordinal == 0 && !selfSized {
                    throw error(
                        .groupTooSmall(available: scale.points(innerAlong), required: scale.points(need)), childPath)
                }
                if ordinal > 0 {
                    placement.cells.removeSubrange(cellStart...)
                    placement.nodes.removeSubrange(nodeStart...)
                    break
                }
            }
            if count == nil, need == 0, ordinal > 0 {
                throw error(
                    .invalidGroupDefinition("the subitems take no room along the group's axis, so it would never fill"),
                    childPath)
            }
            if !isPresent || childIsPartial {
                ranOut = true
                if !isPresent && !assumesNominalSizesBeyondEnd { break }
            }
            used += need
            exactUsed += exactNeed
            slots.append(slot)
            cursor += consumed
            ordinal += 1
        }

        // Share what is left along the axis among the flexible spacings and edges, in order (L4).
        var flexibleSlots = 0
        for (offset, slot) in slots.enumerated() {
            if offset > 0 && spec.spacingIsFlexible { flexibleSlots += 1 }
            if slot.edges.startIsFlexible(axis) { flexibleSlots += 1 }
            if slot.edges.endIsFlexible(axis) { flexibleSlots += 1 }
        }
        let leftover = innerAlong.map { $0 - used } ?? 0
        var shareIndex = 0
        func nextShare() -> Int {
            defer { shareIndex += 1 }
            return flexibleShare(leftover, slots: flexibleSlots, index: shareIndex)
        }
        var innerAcross = spec.size.length(cross) - insets.total(cross)
        if spec.isEstimated(cross) {
            // As long across as its longest subitem (L9).
            innerAcross = slots.map { $0.across + $0.edges.total(cross) }.max() ?? 0
        }
        var position = insets.start(axis)
        var reach = 0
        for (offset, slot) in slots.enumerated() {
            if offset > 0 { position += spec.spacing + (spec.spacingIsFlexible ? nextShare() : 0) }
            position += slot.edges.start(axis) + (slot.edges.startIsFlexible(axis) ? nextShare() : 0)
            let alongPosition = position
            position += slot.along + slot.edges.end(axis)
            if slot.edges.endIsFlexible(axis) { position += nextShare() }
            guard slot.isPresent else { continue }

            // Across: at the start, unless flexible edges share what is left (L5).
            let crossLeftover = innerAcross - slot.across - slot.edges.total(cross)
            var crossPosition = insets.start(cross) + slot.edges.start(cross)
            switch (slot.edges.startIsFlexible(cross), slot.edges.endIsFlexible(cross)) {
            case (true, true): crossPosition += flexibleShare(crossLeftover, slots: 2, index: 0)
            case (true, false): crossPosition += crossLeftover
            default: break
            }
            let dx = axis == .x ? alongPosition : crossPosition
            let dy = axis == .x ? crossPosition : alongPosition
            if slot.item >= 0 {
                let item = tree.items[Int(slot.item)]
                let slotRect = PixelRect(
                    x: dx, y: dy, width: axis == .x ? slot.along : slot.across,
                    height: axis == .x ? slot.across : slot.along)
                placement.cells.append(PlacedCell(frame: slotRect.inset(by: item.insets), item: slot.item, zIndex: 0))
                reach = max(reach, slotRect.end(repeatAxis) + item.edges.end(repeatAxis))
            } else {
                for cell in slot.cellStart..<placement.cells.count {
                    placement.cells[cell].frame = placement.cells[cell].frame.offsetBy(dx: dx, dy: dy)
                }
                let nodeEnd = placement.nodes.count
                for node in slot.nodeStart..<nodeEnd {
                    placement.nodes[node].rect = placement.nodes[node].rect.offsetBy(dx: dx, dy: dy)
                }
                let childRect = placement.nodes[slot.nodeStart].rect
                let childEdges = tree.groups[Int(placement.nodes[slot.nodeStart].group)].edges
                reach = max(reach, childRect.end(repeatAxis) + childEdges.end(repeatAxis))
            }
        }

        var size = spec.size
        if innerAlong == nil { size.setLength(position + insets.end(axis), axis) }
        if spec.isEstimated(cross) { size.setLength(innerAcross + insets.total(cross), cross) }
        if ranOut {
            // The last group of the section: trimmed to what its items reach (L8).
            size.setLength(reach + insets.end(repeatAxis), repeatAxis)
        }
        placement.nodes[nodeIndex].rect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        return (size, cursor - firstItem, ranOut)
    }
}
