import Foundation

/// The content of a section with estimated sizes (semantics L9): groups may hold different numbers of items
/// and have different extents. The section keeps its groups' geometry in runs (``GroupRuns``: groups of
/// unmeasured items are answered by arithmetic, groups near measured items are stored one by one) and per
/// measured item only its size (``MeasuredSizeStore``, sparse), so solving it costs O(runs + measured groups),
/// not O(items). Frames inside a group are computed on demand by placing that group with its items' current
/// sizes.
struct EstimatedContent: Sendable {
    private(set) var solver: GroupSolver
    private(set) var itemCount: Int
    var sizes: MeasuredSizeStore
    /// Every group's first item, stride (extent, outer edge spacing and inter-group spacing) and length across.
    private(set) var groups: GroupRuns
    private(set) var firstGroupSize: PixelSize
    let edgeSpacing: Int
    let interGroupSpacing: Int
    /// How many instances of each kind of group supplementary a group holds (from group 0), which numbers
    /// group supplementaries `[section, group × count + ordinal]`.
    private(set) var groupKindCounts: [Int32]
    /// Measured sizes of item and group supplementaries with estimated dimensions (few, so a dictionary).
    var supplementarySizes: [SupplementarySizeKey: PixelSize] = [:]
    /// How far group 0's elements stick out of the group, taken as typical of every group: used to widen
    /// the groups a rectangle is looked up in.
    private(set) var elementBounds = PixelRect.zero
    /// The item spec of each cell of a full group, when groups do not flow (then every group has them).
    private var cellSpecs: [Int32] = []
    /// A placement buffer reused by ``setMeasuredSize(_:forItem:)``.
    private var scratch = GroupPlacement()
    /// Set when each group is one item whose group's size is arithmetic on the item's (lists): a measurement of
    /// any group but the first and the last then bypasses the group solver (``SingleItemGroup``).
    var singleItemGroup: SingleItemGroup?
    /// How far the cells of the first and the last group reach along the scroll axis, relative to their group's
    /// origin (``GroupPlacement/framesMaxY``): kept so that a measurement elsewhere places no extra group.
    private var firstGroupFramesMaxY = 0
    private var lastGroupFramesMaxY = 0
    /// Whether every item fit in one group that a further item would have joined: then ``GroupRuns/perGroup``
    /// counts the items there are, not what a full group holds, and an update that adds items must solve again.
    private var templateIsPartial = false

    var repeatAxis: CanonicalAxis { @inline(__always) get { solver.repeatAxis } }
    // Inlined (as the other accessors EstimatedSurroundings reads after every measured size): called, a getter of
    // this large struct was handed a bitwise copy of it.
    var groupCount: Int { @inline(__always) get { groups.groupCount } }
    var maxAcross: Int { @inline(__always) get { groups.maxAcross } }
    /// Whether how many items a group holds depends on their sizes (then groups are re-flowed, not re-placed).
    private var flows: Bool { solver.tree.groupCountsDependOnSizes }

    init(
        solver: GroupSolver, itemCount: Int, measured: MeasuredSizeStore, edgeSpacing: Int, interGroupSpacing: Int,
        kindCount: Int
    ) throws(LayoutError) {
        guard itemCount <= LayoutLimits.estimatedItemCount else {
            // Group starts are stored as 32-bit item indices (R4).
            throw LayoutError(
                .tooManyItems(count: itemCount, limit: LayoutLimits.estimatedItemCount), section: solver.section,
                elementPath: "")
        }
        self.solver = solver
        self.itemCount = itemCount
        self.edgeSpacing = edgeSpacing
        self.interGroupSpacing = interGroupSpacing
        var sizes = measured
        sizes.resize(to: itemCount)
        self.sizes = sizes
        groups = try Self.runs(solver: solver, itemCount: itemCount, sizes: sizes, gaps: edgeSpacing + interGroupSpacing)
        templateIsPartial = try Self.groupTakesMore(solver: solver, itemCount: itemCount, perGroup: groups.perGroup)
        firstGroupSize = .zero
        groupKindCounts = Array(repeating: 0, count: kindCount)
        var placement = GroupPlacement()
        try place(group: 0, into: &placement)
        firstGroupSize = placement.size
        cellSpecs = placement.cells.map(\.item)
        for node in placement.nodes {
            for index in solver.tree.groups[Int(node.group)].supplementaries {
                groupKindCounts[solver.tree.supplementaries[index].kindID] += 1
            }
        }
        elementBounds = template(group: 0, anchoring: SupplementaryAnchoring(scale: solver.scale))?.elementBounds ?? .zero
        try refreshEdgeGroups()
        singleItemGroup = try SingleItemGroup(solver: solver, perGroup: groups.perGroup)
    }

    /// Places the first and the last group again to keep their reach (``framesMaxY()``).
    private mutating func refreshEdgeGroups() throws(LayoutError) {
        var placement = GroupPlacement()
        try place(group: 0, into: &placement)
        firstGroupFramesMaxY = placement.framesMaxY
        if groupCount > 1 { try place(group: groupCount - 1, into: &placement) }
        lastGroupFramesMaxY = placement.framesMaxY
    }

    /// The groups of a section: uniform runs of full groups of unmeasured items, explicit windows around
    /// measured items, the last (partial) group on its own; or, when group boundaries depend on sizes and
    /// something is measured, every group flowed into one explicit run.
    /// - Complexity: O(runs + placed groups); O(groups) for flowing groups with measured items.
    private static func runs(
        solver: GroupSolver, itemCount: Int, sizes: MeasuredSizeStore, gaps: Int
    ) throws(LayoutError) -> GroupRuns {
        let axis = solver.repeatAxis
        var placement = GroupPlacement()
        // The template: a group of unmeasured items (the only group, when it holds them all).
        try solver.placeOuterGroup(
            firstItem: 0, endItem: itemCount, sizes: MeasuredSizeStore(count: itemCount), into: &placement)
        let perGroup = placement.itemCount
        if perGroup <= 0 {
            throw LayoutError(
                .invalidGroupDefinition("the group holds no items"), section: solver.section, elementPath: "group")
        }
        var runs = GroupRuns(
            perGroup: perGroup, uniformStride: Self.stride(placement.size.length(axis), gaps: gaps),
            uniformAcross: Int32(clamping: placement.size.length(axis.other)))
        if solver.tree.groupCountsDependOnSizes && !sizes.isEmpty {
            let (starts, extents, across, _) = try flow(
                solver: solver, from: 0, itemCount: itemCount, sizes: sizes, stopAt: nil)
            runs.appendExplicit(
                itemStarts: starts, strides: extents.map { Self.stride($0, gaps: gaps) }, across: across,
                items: itemCount)
            return runs
        }
        let fullGroups = itemCount / perGroup
        let window = GroupRuns.windowGroups
        var measured = sizes.firstMeasured(atOrAfter: 0)
        while let first = measured, first < fullGroups * perGroup {
            let start = first / perGroup / window * window
            let end = min(start + window, fullGroups)
            runs.appendUniform(groups: start - runs.groupCount)
            var strides = Array(repeating: runs.uniformStride, count: end - start)
            var across = Array(repeating: runs.uniformAcross, count: end - start)
            // Only groups holding a measured item differ from the template.
            while let item = measured, item < end * perGroup {
                let group = item / perGroup
                try solver.placeOuterGroup(firstItem: group * perGroup, endItem: itemCount, sizes: sizes, into: &placement)
                strides[group - start] = Self.stride(placement.size.length(axis), gaps: gaps)
                across[group - start] = Int32(clamping: placement.size.length(axis.other))
                measured = sizes.firstMeasured(atOrAfter: (group + 1) * perGroup)
            }
            runs.appendExplicit(
                itemStarts: (0..<(end - start)).map { Int32(truncatingIfNeeded: $0 * perGroup) }, strides: strides,
                across: across, items: (end - start) * perGroup)
        }
        runs.appendUniform(groups: fullGroups - runs.groupCount)
        if fullGroups * perGroup < itemCount {
            try solver.placeOuterGroup(firstItem: fullGroups * perGroup, endItem: itemCount, sizes: sizes, into: &placement)
            runs.appendExplicit(
                itemStarts: [0], strides: [Self.stride(placement.size.length(axis), gaps: gaps)],
                across: [Int32(clamping: placement.size.length(axis.other))], items: itemCount - fullGroups * perGroup)
        }
        return runs
    }

    /// Whether the first group, holding all `itemCount` items, would take one more if there were one: then it
    /// is not a full group. Places one group, and only for a section whose items all fit in one.
    private static func groupTakesMore(solver: GroupSolver, itemCount: Int, perGroup: Int) throws(LayoutError) -> Bool {
        guard perGroup == itemCount else { return false }
        var placement = GroupPlacement()
        try solver.placeOuterGroup(
            firstItem: 0, endItem: itemCount + 1, sizes: MeasuredSizeStore(count: itemCount + 1), into: &placement)
        return placement.itemCount > perGroup
    }

    /// How far elements may stick out before a group's origin and after its extent, along the repeat axis.
    var overhangBefore: Int { @inline(__always) get { max(0, -elementBounds.start(repeatAxis)) } }
    var overhangAfter: Int {
        @inline(__always) get { max(0, elementBounds.end(repeatAxis) - firstGroupSize.length(repeatAxis)) }
    }

    /// Group `group` solved into a template, with measured supplementary sizes applied.
    func template(group: Int, anchoring: SupplementaryAnchoring) -> GroupTemplate? {
        var placement = GroupPlacement()
        guard group >= 0, group < groupCount, (try? place(group: group, into: &placement)) != nil else { return nil }
        let first = firstItem(ofGroup: group)
        let sizes = supplementarySizes
        let counts = groupKindCounts
        return GroupTemplate(
            placement: placement, tree: solver.tree, kindCount: counts.count, repeatAxis: repeatAxis,
            anchoring: anchoring
        ) { kindID, cell, ordinal in
            guard !sizes.isEmpty else { return nil }
            let index = ordinal < 0 ? first + Int(cell) : group * Int(counts[Int(kindID)]) + Int(ordinal)
            return sizes[SupplementarySizeKey(kindID: kindID, index: index)]
        }
    }

    /// Lays out groups from item `first` on. Stops at the end, or when a group starts where an old group
    /// started (`stopAt`, sorted), since everything after it is unchanged.
    private static func flow(
        solver: GroupSolver, from first: Int, itemCount: Int, sizes: MeasuredSizeStore, stopAt oldStarts: ArraySlice<Int32>?
    ) throws(LayoutError) -> ([Int32], [Int], [Int32], Int) {
        var starts: [Int32] = []
        var extents: [Int] = []
        var across: [Int32] = []
        var placement = GroupPlacement()
        let axis = solver.repeatAxis
        var item = first
        while item < itemCount {
            try solver.placeOuterGroup(firstItem: item, endItem: itemCount, sizes: sizes, into: &placement)
            let count = placement.itemCount
            if count <= 0 {
                throw LayoutError(
                    .invalidGroupDefinition("the group holds no items"), section: solver.section, elementPath: "group")
            }
            starts.append(Int32(item))
            extents.append(placement.size.length(axis))
            across.append(Int32(clamping: placement.size.length(axis.other)))
            item += count
            if let oldStarts, oldStarts.sortedContains(Int32(truncatingIfNeeded: item)) { break }
        }
        return (starts, extents, across, item)
    }

    /// The group holding `item`.
    func group(containingItem item: Int) -> Int {
        flows ? groups.group(containingItem: item) : min(item / groups.perGroup, groupCount - 1)
    }

    func firstItem(ofGroup group: Int) -> Int { flows ? groups.firstItem(ofGroup: group) : group * groups.perGroup }
    func itemEnd(ofGroup group: Int) -> Int { group + 1 < groupCount ? firstItem(ofGroup: group + 1) : itemCount }

    /// The offset of group `group`'s origin from group 0's along the repeat axis.
    func offset(ofGroup group: Int) -> Int { groups.offset(ofGroup: group) }

    /// The distance from a group's origin to the next one's: its extent and the gaps after it, never negative,
    /// so that a negative spacing overlaps groups without moving one before the group it follows (L21) and
    /// the offsets stay sorted for the search.
    static func stride(_ extent: Int, gaps: Int) -> Int { max(0, extent + gaps) }

    /// The extent of group `group` along the repeat axis (without edge spacing and inter-group spacing).
    func extent(ofGroup group: Int) -> Int { groups.stride(ofGroup: group) - edgeSpacing - interGroupSpacing }

    /// The group whose stride covers `offset` (relative to group 0's origin), clamped to the groups.
    func group(atOffset offset: Int) -> Int {
        offset < 0 ? 0 : min(groups.leadingGroups(atMost: offset), groupCount - 1)
    }

    /// How far the cells and groups of the last group (and of group 0 in an orthogonal section, whose groups
    /// sit side by side) reach along the canonical scroll axis, relative to group 0's origin: rounding may
    /// push them past their group (L3.2), and the section's extent contains them.
    @inline(__always)
    func framesMaxY() -> Int {
        guard groupCount > 0 else { return 0 }
        let last = groupCount - 1
        // The last group's offset is every stride but its own: no search for its run (this runs after every
        // measured size).
        var result = lastGroupFramesMaxY + (repeatAxis == .y ? groups.total - groups.lastGroupStride : 0)
        if repeatAxis == .x, last > 0 { result = max(result, firstGroupFramesMaxY) }
        return result
    }

    /// The extent of every group along the repeat axis, outer edge spacing included, without trailing spacing.
    var groupsLength: Int { @inline(__always) get { groupCount == 0 ? 0 : groups.total - interGroupSpacing } }

    func groupSize(_ group: Int) throws(LayoutError) -> PixelSize {
        var placement = GroupPlacement()
        try place(group: group, into: &placement)
        return placement.size
    }

    func place(group: Int, into placement: inout GroupPlacement) throws(LayoutError) {
        try solver.placeOuterGroup(
            firstItem: firstItem(ofGroup: group), endItem: itemCount, sizes: sizes, into: &placement)
    }

    /// Stores a measured size (canonical pixels) and re-solves what it moves: the item's group, and when
    /// that group's item count changes, the following groups until their boundaries line up again.
    /// Returns whether anything moved.
    mutating func setMeasuredSize(_ size: PixelSize, forItem item: Int) throws(LayoutError) -> Bool {
        guard item >= 0, item < itemCount else { return false }
        let width = CGFloat(size.width)
        let height = CGFloat(size.height)
        let new = (width: Float32(width), height: Float32(height))
        // A group of one item other than the first and the last (whose reach the section's extent also keeps):
        // its new size is arithmetic on the item's, with exactly the general solver's result.
        if let single = singleItemGroup, item > 0, item < itemCount - 1 {
            // One search of the store, which records the new lengths and returns the old ones.
            guard let old = sizes.replaceLengths(at: item, width: new.width, height: new.height) else { return false }
            if old.width == new.width && old.height == new.height { return false }
            let itemSize = single.itemSize(new)
            // Only the estimated axes take the measurement (L9): if they already had these lengths, nothing moves.
            if single.itemSize(old) == itemSize { return false }
            updateExtents(ofGroup: item, size: single.groupSize(itemSize: itemSize))
            return true
        }
        // One search of the store for the old lengths; the item's size before and after is worked out from them.
        guard let old = sizes.storedLengths(at: item) else { return false }
        if old.width == new.width && old.height == new.height { return false }
        let group = group(containingItem: item)
        let cell = item - firstItem(ofGroup: group)
        // Reuse one placement buffer across measurements (this runs for every measured cell).
        var placement = scratch
        scratch = GroupPlacement()
        defer { scratch = placement }
        let flows = flows
        // Which item spec the cell uses: the same in every group unless groups flow.
        var spec = -1
        if !flows, cell < cellSpecs.count {
            spec = Int(cellSpecs[cell])
        } else {
            try place(group: group, into: &placement)
            if cell < placement.cells.count { spec = Int(placement.cells[cell].item) }
        }
        sizes.set(width: width, height: height, at: item)
        // Only the estimated axes take the measurement (L9): if they already had these lengths, nothing moves.
        if spec >= 0, solver.tree.items[spec].size(measured: old) == solver.tree.items[spec].size(measured: new) {
            return false
        }
        do {
            if flows {
                try replaceFlowedGroups(around: group, cell: cell, placement: &placement)
                try refreshEdgeGroups()
            } else {
                try place(group: group, into: &placement)
                updateExtents(ofGroup: group, placement: placement)
                if group == 0 { firstGroupFramesMaxY = placement.framesMaxY }
                if group == groupCount - 1 { lastGroupFramesMaxY = placement.framesMaxY }
            }
        } catch {
            sizes.clear(at: item)
            sizes.set(
                width: old.width.isNaN ? nil : CGFloat(old.width), height: old.height.isNaN ? nil : CGFloat(old.height),
                at: item)
            throw error
        }
        return true
    }

    /// Whether ``apply(_:newCount:sizes:solver:)`` can move this content through item changes for `solver`'s tree:
    /// the same tree and spacing, one item in every full group (learnt from a full group, not from a section too
    /// short to fill one), groups that do not flow.
    func canApplyItemChanges(solver other: GroupSolver, edgeSpacing: Int, interGroupSpacing: Int) -> Bool {
        groups.perGroup == 1 && !templateIsPartial && !flows && edgeSpacing == self.edgeSpacing && interGroupSpacing == self.interGroupSpacing
            && other.repeatAxis == solver.repeatAxis && other.scale == solver.scale && other.tree == solver.tree
    }

    /// Moves the content through one section's item changes without solving it again: removed items' groups
    /// go, inserted items get template groups, and only groups whose item's size changed other than by moving
    /// (carried or forgotten sizes) are placed again. `sizes` is the store after the changes.
    ///
    /// - Precondition: ``canApplyItemChanges(solver:edgeSpacing:interGroupSpacing:)``.
    /// - Complexity: O((changes) × runs) plus O(window) per explicit run touched; no work per unchanged item.
    mutating func apply(
        _ changes: SectionItemChanges, newCount: Int, sizes newSizes: MeasuredSizeStore, solver newSolver: GroupSolver
    ) throws(LayoutError) {
        solver = newSolver  // the same tree; the section's index (named in errors) may have changed
        var count = itemCount
        for index in changes.deleted.reversed() where index >= 0 && index < count {
            groups.removeSingleItemGroups(index..<(index + 1))
            count -= 1
        }
        for index in changes.inserted where index >= 0 && index <= count {
            groups.insertSingleItemGroups(count: 1, at: index)
            count += 1
        }
        if newCount > count { groups.insertSingleItemGroups(count: newCount - count, at: count) }
        if newCount < count { groups.removeSingleItemGroups(newCount..<count) }
        itemCount = newCount
        sizes = newSizes
        var placement = GroupPlacement()
        for item in changes.carried.map(\.newItem) + changes.remeasured where item >= 0 && item < newCount {
            try place(group: item, into: &placement)
            updateExtents(ofGroup: item, placement: placement)
        }
        firstGroupSize = try groupSize(0)
        elementBounds = template(group: 0, anchoring: SupplementaryAnchoring(scale: solver.scale))?.elementBounds ?? .zero
        try refreshEdgeGroups()
    }

    /// Re-solves flowing groups after a measurement in `group`: the first measurement flows every group into
    /// one explicit run; later ones re-place the group (and the one before, which might now take the item)
    /// and re-flow from the first whose item count changed.
    private mutating func replaceFlowedGroups(
        around group: Int, cell: Int, placement: inout GroupPlacement
    ) throws(LayoutError) {
        guard groups.isSingleExplicit else {
            groups = try Self.runs(
                solver: solver, itemCount: itemCount, sizes: sizes, gaps: edgeSpacing + interGroupSpacing)
            firstGroupSize = try groupSize(0)
            return
        }
        // A group ends where its next item does not fit, so the item's size also decides whether the group
        // before it (when the item starts its group) could have taken it: re-solve both.
        let firstChanged = group > 0 && cell == 0 ? group - 1 : group
        for candidate in firstChanged...group {
            try place(group: candidate, into: &placement)
            if placement.itemCount != itemEnd(ofGroup: candidate) - firstItem(ofGroup: candidate) {
                try reflow(fromGroup: candidate)
                return
            }
            updateExtents(ofGroup: candidate, placement: placement)
        }
    }

    /// Stores a re-solved group's extents (its item count unchanged).
    private mutating func updateExtents(ofGroup group: Int, placement: GroupPlacement) {
        updateExtents(ofGroup: group, size: placement.size)
    }

    private mutating func updateExtents(ofGroup group: Int, size: PixelSize) {
        let axis = repeatAxis
        groups.setGroup(
            group, stride: Self.stride(size.length(axis), gaps: edgeSpacing + interGroupSpacing),
            across: Int32(clamping: size.length(axis.other)))
        if group == 0 { firstGroupSize = size }
    }

    /// Re-lays out flowing groups from `group` on after a change in how many items it holds.
    private mutating func reflow(fromGroup group: Int) throws(LayoutError) {
        guard let (oldStarts, oldStrides, oldAcross) = groups.singleExplicitGroups else { return }
        let (starts, extents, across, nextItem) = try Self.flow(
            solver: solver, from: Int(oldStarts[group]), itemCount: itemCount, sizes: sizes,
            stopAt: oldStarts[(group + 1)...])
        // The old groups from the one starting where the new ones ended are unchanged.
        var resume = oldStarts.count
        if nextItem < itemCount, let index = oldStarts.sortedIndex(of: Int32(nextItem)) { resume = index }
        let gaps = edgeSpacing + interGroupSpacing
        let strideValues = oldStrides.values
        var allStrides = Array(strideValues[0..<group])
        allStrides.append(contentsOf: extents.lazy.map { Self.stride($0, gaps: gaps) })
        allStrides.append(contentsOf: strideValues[resume...])
        groups.replaceAll(
            itemStarts: Array(oldStarts[0..<group]) + starts + Array(oldStarts[resume...]), strides: allStrides,
            across: Array(oldAcross[0..<group]) + across + Array(oldAcross[resume...]), items: itemCount)
        firstGroupSize = try groupSize(0)
    }
}

/// Identifies an item or group supplementary of a section by kind and index-path item.
struct SupplementarySizeKey: Hashable, Sendable {
    var kindID: Int32
    var index: Int
}

extension RandomAccessCollection where Element == Int32, Index == Int {
    /// The index of `value` in this ascending collection, by binary search.
    func sortedIndex(of value: Int32) -> Int? {
        let low = partitioningIndex { $0 >= value }
        return low < endIndex && self[low] == value ? low : nil
    }

    func sortedContains(_ value: Int32) -> Bool { sortedIndex(of: value) != nil }
}

extension [Int32] {
    /// The last index whose start is at most `item` (0 if none): the group or line holding `item` when the
    /// array holds sorted first items.
    /// - Complexity: O(log n).
    func lastIndex(ofStartAtMost item: Int) -> Int {
        Swift.max(partitioningIndex { Int($0) > item } - 1, 0)
    }
}
