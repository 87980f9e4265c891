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
    /// Group instances placed so far for this outer group, trial placements included: bounded, so that no
    /// description can make a solve take unbounded time (R4).
    var work = 0

    /// How far the group's cells and groups reach down the canonical scroll axis (`y`), relative to its
    /// origin: rounding may push them past the group's end (L3.2), and the section's extent contains them.
    var framesMaxY: Int {
        var result = size.height
        for cell in cells { result = max(result, cell.frame.maxY) }
        for node in nodes { result = max(result, node.rect.maxY) }
        return result
    }

    /// The placement with only its first `count` cells and the nodes that hold them; the fallback for a
    /// last group whose own placement would not hold the same items.
    func truncated(to count: Int) -> GroupPlacement {
        var result = self
        result.cells.removeSubrange(min(count, cells.count)...)
        result.nodes.removeAll { Int($0.firstCell) >= count }
        result.itemCount = result.cells.count
        return result
    }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        nodes.removeAll(keepingCapacity: true)
        size = .zero
        itemCount = 0
        work = 0
    }
}

extension MeasuredSizeStore {
    /// An item's current size: its nominal size, with measured lengths (canonical pixels) on its estimated
    /// axes (L9). Items beyond the store are unmeasured.
    @inline(__always)
    func size(of spec: ItemSpec, at item: Int) -> PixelSize {
        var size = spec.size
        guard spec.estimatedX || spec.estimatedY, let (width, height) = storedLengths(at: item) else { return size }
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
    fileprivate struct Slot {
        var cellStart: Int
        var nodeStart: Int
        /// Where the child's cells and nodes end (a nested group appends its own).
        var cellEnd = 0
        var nodeEnd = 0
        var along: Int
        /// The length along the axis before rounding, for deciding whether the slot fits.
        var exactAlong: Double
        var across: Int
        var edges: ResolvedEdgeSpacing
        var item: Int32
        var itemIndex: Int
        var isPresent: Bool

        /// Whether the slot holds an item whose length on `axis` is uniform across its siblings.
        func isUniform(_ axis: CanonicalAxis, in tree: ResolvedGroupTree) -> Bool {
            item >= 0 && tree.items[Int(item)].isUniform(axis)
        }
    }

    /// The most group instances one outer group may place, trial placements included (R4).
    static let placementBudget = 1 << 20

    /// Places the outer group with its first item at `firstItem`; items at or after `endItem` do not exist.
    func placeOuterGroup(
        firstItem: Int, endItem: Int, sizes: MeasuredSizeStore, into placement: inout GroupPlacement
    ) throws(LayoutError) {
        placement.removeAll()
        let (size, _, consumed, _) = try place(
            group: tree.rootGroup, firstItem: firstItem, endItem: endItem, placementStart: firstItem, sizes: sizes,
            into: &placement)
        placement.size = size
        placement.itemCount = consumed
    }

    /// The description path of a child: an item index, or `-1 - group index`.
    private func path(ofChild child: Int) -> String {
        child >= 0 ? tree.itemPaths[child] : tree.groupPaths[-1 - child]
    }

    private func error(_ reason: LayoutError.Reason, _ path: String) -> LayoutError {
        LayoutError(reason, section: section, elementPath: path)
    }

    /// Places `group` at the origin; returns its size (trimmed when its items ran out, L8), the size it
    /// would have with all of its items (where its parent places it, L16), how many items it consumed, and
    /// whether its items ran out.
    private func place(
        group index: Int, firstItem: Int, endItem: Int, placementStart: Int, sizes: MeasuredSizeStore,
        into placement: inout GroupPlacement
    ) throws(LayoutError) -> (PixelSize, PixelSize, Int, Bool) {
        let spec = tree.groups[index]
        placement.work += 1
        guard placement.work <= GroupSolver.placementBudget else {
            throw error(
                .invalidGroupDefinition(
                    "placing one outer group takes more than \(GroupSolver.placementBudget) group placements"),
                tree.groupPaths[index])
        }
        let nodeIndex = placement.nodes.count
        placement.nodes.append(
            PlacedNode(rect: .zero, group: Int32(index), firstCell: Int32(firstItem - placementStart)))

        switch spec.arrangement {
        case .custom(let frames, let zIndices):
            let present = min(frames.count, max(0, endItem - firstItem))
            var size = spec.size
            for offset in 0..<present {
                placement.cells.append(
                    PlacedCell(frame: frames[offset], item: -1, zIndex: Int32(truncatingIfNeeded: zIndices[offset])))
            }
            if present < frames.count {
                // Trimmed to what its present items reach (L8).
                let reach = frames[0..<present].map { $0.end(repeatAxis) }.max() ?? 0
                size.setLength(min(size.length(repeatAxis), max(0, reach)), repeatAxis)
            }
            placement.nodes[nodeIndex].rect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
            return (size, spec.size, present, present < frames.count)

        case .stack(let axis, let count):
            return try placeStack(
                spec, index: index, axis: axis, count: count, nodeIndex: nodeIndex, firstItem: firstItem,
                endItem: endItem,
                placementStart: placementStart, sizes: sizes, into: &placement)
        }
    }

    private func placeStack(
        _ spec: GroupSpec, index specIndex: Int, axis: CanonicalAxis, count: Int?, nodeIndex: Int, firstItem: Int,
        endItem: Int, placementStart: Int, sizes: MeasuredSizeStore, into placement: inout GroupPlacement
    ) throws(LayoutError) -> (PixelSize, PixelSize, Int, Bool) {
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
        subitems: while ordinal < limit {
            if ordinal >= 1 << 20 || placement.cells.count >= 1 << 22 {
                throw error(
                    .invalidGroupDefinition("the group would hold more than \(1 << 20) subitems or \(1 << 22) items"),
                    tree.groupPaths[specIndex])
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
            // The child, for errors: an item index, or -1 - a group index.
            var childPath = 0
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
                if isPresent {
                    // Reserve the cell now so that cells stay in item order; it is positioned below.
                    placement.cells.append(PlacedCell(frame: .zero, item: Int32(itemIndex), zIndex: 0))
                }
                selfSized = item.isEstimated(axis)
                childPath = itemIndex
            case .group(let groupIndex):
                let group = tree.groups[groupIndex]
                // A partial child is placed at its untrimmed size, so that its items and its neighbours sit
                // where they would in a full group (L16); only its own extent is trimmed.
                var size = group.size
                if isPresent, ordinal > 0, count == nil, let innerAlong, !group.isEstimated(axis) {
                    // Its length is known before it is placed: decide whether it fits first, so that nested
                    // groups are not placed once more each just to be dropped (exponential in depth, R4).
                    let exactNeed = Double(spec.spacing + group.edges.total(axis)) + group.exactLength(axis)
                    if PixelScale.rounded(exactUsed + exactNeed) > innerAlong { break subitems }
                }
                if isPresent {
                    let childRanOut: Bool
                    (_, size, consumed, childRanOut) = try place(
                        group: groupIndex, firstItem: cursor, endItem: endItem, placementStart: placementStart,
                        sizes: sizes, into: &placement)
                    childIsPartial = childRanOut
                    if consumed == 0 {
                        throw error(.invalidGroupDefinition("the group consumes no items"), tree.groupPaths[groupIndex])
                    }
                }
                let along = size.length(axis)
                slot = Slot(
                    cellStart: cellStart, nodeStart: nodeStart, along: along,
                    exactAlong: along == group.size.length(axis) ? group.exactLength(axis) : Double(along),
                    across: size.length(cross), edges: group.edges, item: -1, itemIndex: cursor, isPresent: isPresent)
                selfSized = group.isEstimated(axis)
                childPath = -1 - groupIndex
            }
            let need = (ordinal > 0 ? spec.spacing : 0) + slot.edges.total(axis) + slot.along
            let exactNeed = Double(need - slot.along) + slot.exactAlong
            // Decided on the unrounded lengths' sum, rounded to whole pixels (L3, L4): five 20 % items each
            // round up to 257 px yet fit a 1284 px row.
            if count == nil, let innerAlong, PixelScale.rounded(exactUsed + exactNeed) > innerAlong {
                if ordinal == 0 && !selfSized {
                    throw error(
                        .groupTooSmall(available: scale.points(innerAlong), required: scale.points(need)),
                        path(ofChild: childPath))
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
                    path(ofChild: childPath))
            }
            if !isPresent || childIsPartial {
                ranOut = true
                if !isPresent && !assumesNominalSizesBeyondEnd { break }
            }
            used += need
            exactUsed += exactNeed
            slot.cellEnd = placement.cells.count
            slot.nodeEnd = placement.nodes.count
            slots.append(slot)
            cursor += consumed
            ordinal += 1
        }

        if tree.hasUniformItems {
            used += equalizeUniformSiblings(&slots, axis: axis)
            equalizeUniformSiblings(&slots, across: cross)
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
                placement.cells[slot.cellStart].frame = slotRect.inset(by: item.insets)
                reach = max(reach, slotRect.end(repeatAxis) + item.edges.end(repeatAxis))
            } else {
                for cell in slot.cellStart..<slot.cellEnd {
                    placement.cells[cell].frame = placement.cells[cell].frame.offsetBy(dx: dx, dy: dy)
                }
                for node in slot.nodeStart..<slot.nodeEnd {
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
        let untrimmed = size
        if ranOut {
            // The last group of the section: trimmed to what its items reach (L8); trimming never grows a
            // group whose items stick out of it.
            size.setLength(min(size.length(repeatAxis), reach + insets.end(repeatAxis)), repeatAxis)
        }
        placement.nodes[nodeIndex].rect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        return (size, untrimmed, cursor - firstItem, ranOut)
    }
}

extension GroupSolver {
    // Kept out of line: `placeStack` recurses once per nesting level, and its frame must stay small (R4).

    /// Gives the `uniformAcrossSiblings` items of one group instance the longest length among them along the
    /// group's axis (LY1). Returns how much longer the run became.
    @inline(never)
    private func equalizeUniformSiblings(_ slots: inout [Slot], axis: CanonicalAxis) -> Int {
        var longest = -1
        for index in slots.indices where slots[index].isUniform(axis, in: tree) {
            longest = max(longest, slots[index].along)
        }
        guard longest >= 0 else { return 0 }
        var growth = 0
        for index in slots.indices where slots[index].isUniform(axis, in: tree) {
            growth += longest - slots[index].along
            slots[index].along = longest
            slots[index].exactAlong = Double(longest)
        }
        return growth
    }

    /// The same across the group's axis: the uniform items take the longest cross length among them.
    @inline(never)
    private func equalizeUniformSiblings(_ slots: inout [Slot], across cross: CanonicalAxis) {
        var longest = -1
        for index in slots.indices where slots[index].isUniform(cross, in: tree) {
            longest = max(longest, slots[index].across)
        }
        guard longest >= 0 else { return }
        for index in slots.indices where slots[index].isUniform(cross, in: tree) { slots[index].across = longest }
    }
}
