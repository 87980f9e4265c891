import Foundation

/// The content of a section with estimated sizes (semantics L9): groups may hold different numbers of items
/// and have different extents, so the section keeps, per group, its first item and its extent (with prefix
/// sums), and per item only its measured size. Frames inside a group are computed on demand by placing
/// that group with its items' current sizes.
struct EstimatedContent: Sendable {
    let solver: GroupSolver
    let itemCount: Int
    var sizes: MeasuredSizeStore
    /// The first item of each group.
    private(set) var groupStarts: [Int32]
    /// Per group: its extent along the repeat axis plus the outer edge spacing and the inter-group spacing.
    private(set) var strides: PrefixSumTree
    /// Per group: its length across the repeat axis.
    private(set) var acrossLengths: [Int32]
    private(set) var maxAcross: Int
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

    var repeatAxis: CanonicalAxis { solver.repeatAxis }
    var groupCount: Int { groupStarts.count }

    init(
        solver: GroupSolver, itemCount: Int, measured: MeasuredSizeStore, edgeSpacing: Int, interGroupSpacing: Int,
        kindCount: Int
    ) throws(LayoutError) {
        guard itemCount <= LayoutLimits.estimatedItemCount else {
            // Checked before anything is allocated: each item has a measured size (R4).
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
        let (starts, extents, across, _) = try Self.flow(
            solver: solver, from: 0, itemCount: itemCount, sizes: sizes, stopAt: nil)
        groupStarts = starts
        acrossLengths = across
        strides = PrefixSumTree(extents.lazy.map { $0 + edgeSpacing + interGroupSpacing })
        maxAcross = Int(across.max() ?? 0)
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
    }

    /// How far elements may stick out before a group's origin and after its extent, along the repeat axis.
    var overhangBefore: Int { max(0, -elementBounds.start(repeatAxis)) }
    var overhangAfter: Int { max(0, elementBounds.end(repeatAxis) - firstGroupSize.length(repeatAxis)) }

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
        // Unmeasured items of one spec are alike, so every full group is the same until something is measured.
        let anyMeasured = oldStarts != nil || !sizes.isEmpty
        var item = first
        while item < itemCount {
            try solver.placeOuterGroup(firstItem: item, endItem: itemCount, sizes: sizes, into: &placement)
            let count = placement.itemCount
            if count <= 0 {
                throw LayoutError(
                    .invalidGroupDefinition("the group holds no items"), section: solver.section, elementPath: "group")
            }
            if !anyMeasured && item == 0 && count < itemCount {
                let fullGroups = itemCount / count
                let extent = placement.size.length(axis)
                let length = Int32(clamping: placement.size.length(axis.other))
                // Filled whole rather than appended: no regrowth copies (a 100 000-row list pays for its
                // storage once; docs/benchmarks.md, lists).
                starts = (0..<fullGroups).map { Int32(truncatingIfNeeded: $0 * count) }
                extents = Array(repeating: extent, count: fullGroups)
                across = Array(repeating: length, count: fullGroups)
                starts.reserveCapacity(fullGroups + 1)
                extents.reserveCapacity(fullGroups + 1)
                across.reserveCapacity(fullGroups + 1)
                item = fullGroups * count
                continue
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
        // Most sections hold the same number of items per group: guess arithmetically before searching.
        if groupStarts.count > 1 {
            let perGroup = Int(groupStarts[1])
            let guess = item / perGroup
            if guess < groupStarts.count, Int(groupStarts[guess]) <= item, itemEnd(ofGroup: guess) > item {
                return guess
            }
        }
        return groupStarts.lastIndex(ofStartAtMost: item)
    }

    func firstItem(ofGroup group: Int) -> Int { Int(groupStarts[group]) }
    func itemEnd(ofGroup group: Int) -> Int { group + 1 < groupStarts.count ? Int(groupStarts[group + 1]) : itemCount }

    /// The offset of group `group`'s origin from group 0's along the repeat axis.
    func offset(ofGroup group: Int) -> Int { strides.prefixSum(upTo: group) }

    /// The extent of group `group` along the repeat axis (without edge spacing and inter-group spacing).
    func extent(ofGroup group: Int) -> Int { strides[group] - edgeSpacing - interGroupSpacing }

    /// The group whose stride covers `offset` (relative to group 0's origin), clamped to the groups.
    func group(atOffset offset: Int) -> Int {
        offset < 0 ? 0 : min(strides.lastIndex(withPrefixSumAtMost: offset), groupCount - 1)
    }

    /// How far the cells and groups of the last group (and of group 0 in an orthogonal section, whose groups
    /// sit side by side) reach along the canonical scroll axis, relative to group 0's origin: rounding may
    /// push them past their group (L3.2), and the section's extent contains them.
    func framesMaxY() -> Int {
        guard groupCount > 0 else { return 0 }
        var placement = GroupPlacement()
        let last = groupCount - 1
        var result = 0
        if (try? place(group: last, into: &placement)) != nil {
            result = placement.framesMaxY + (repeatAxis == .y ? offset(ofGroup: last) : 0)
        }
        if repeatAxis == .x, last > 0, (try? place(group: 0, into: &placement)) != nil {
            result = max(result, placement.framesMaxY)
        }
        return result
    }

    /// The extent of every group along the repeat axis, outer edge spacing included, without trailing spacing.
    var groupsLength: Int { groupCount == 0 ? 0 : strides.total - interGroupSpacing }

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
        let (oldWidth, oldHeight) = (sizes.width(at: item), sizes.height(at: item))
        if oldWidth == width && oldHeight == height { return false }
        let group = group(containingItem: item)
        let cell = item - firstItem(ofGroup: group)
        // Reuse one placement buffer across measurements (this runs for every measured cell).
        var placement = scratch
        scratch = GroupPlacement()
        defer { scratch = placement }
        let flows = solver.tree.groupCountsDependOnSizes
        // Which item spec the cell uses: the same in every group unless groups flow.
        var spec = -1
        if !flows, cell < cellSpecs.count {
            spec = Int(cellSpecs[cell])
        } else {
            try place(group: group, into: &placement)
            if cell < placement.cells.count { spec = Int(placement.cells[cell].item) }
        }
        let before = spec >= 0 ? sizes.size(of: solver.tree.items[spec], at: item) : nil
        sizes.set(width: width, height: height, at: item)
        // Only the estimated axes take the measurement (L9): if they already had these lengths, nothing moves.
        if before == (spec >= 0 ? sizes.size(of: solver.tree.items[spec], at: item) : nil) { return false }
        // A group ends where its next item does not fit, so when groups flow the item's size also decides
        // whether the group before it (when the item starts its group) could have taken it: re-solve both.
        let firstChanged = flows && group > 0 && cell == 0 ? group - 1 : group
        do {
            for candidate in firstChanged...group {
                try place(group: candidate, into: &placement)
                if flows && placement.itemCount != itemEnd(ofGroup: candidate) - firstItem(ofGroup: candidate) {
                    try reflow(fromGroup: candidate)
                    return true
                }
                updateExtents(ofGroup: candidate, placement: placement)
            }
        } catch {
            sizes.clear(at: item)
            sizes.set(width: oldWidth, height: oldHeight, at: item)
            throw error
        }
        return true
    }

    /// Stores a re-solved group's extents (its item count unchanged).
    private mutating func updateExtents(ofGroup group: Int, placement: GroupPlacement) {
        let axis = repeatAxis
        strides.set(placement.size.length(axis) + edgeSpacing + interGroupSpacing, at: group)
        let across = Int32(clamping: placement.size.length(axis.other))
        if across != acrossLengths[group] {
            let old = acrossLengths[group]
            acrossLengths[group] = across
            if Int(across) > maxAcross {
                maxAcross = Int(across)
            } else if Int(old) == maxAcross {
                maxAcross = Int(acrossLengths.max() ?? 0)
            }
        }
        if group == 0 { firstGroupSize = placement.size }
    }

    /// Re-lays out groups from `group` on after a change in how many items it holds.
    private mutating func reflow(fromGroup group: Int) throws(LayoutError) {
        let oldStarts = groupStarts
        let (starts, extents, across, nextItem) = try Self.flow(
            solver: solver, from: Int(oldStarts[group]), itemCount: itemCount, sizes: sizes,
            stopAt: oldStarts[(group + 1)...])
        // The old groups from the one starting where the new ones ended are unchanged.
        var resume = oldStarts.count
        if nextItem < itemCount, let index = oldStarts.sortedIndex(of: Int32(nextItem)) { resume = index }
        var allExtents: [Int] = []
        allExtents.reserveCapacity(group + starts.count + oldStarts.count - resume)
        for index in 0..<group { allExtents.append(strides[index] - edgeSpacing - interGroupSpacing) }
        allExtents.append(contentsOf: extents)
        for index in resume..<oldStarts.count {
            allExtents.append(strides[index] - edgeSpacing - interGroupSpacing)
        }
        groupStarts = Array(oldStarts[0..<group]) + starts + Array(oldStarts[resume...])
        acrossLengths = Array(acrossLengths[0..<group]) + across + Array(acrossLengths[resume...])
        let gaps = edgeSpacing + interGroupSpacing
        strides = PrefixSumTree(allExtents.map { $0 + gaps })
        maxAcross = Int(acrossLengths.max() ?? 0)
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
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < endIndex && self[low] == value ? low : nil
    }

    func sortedContains(_ value: Int32) -> Bool { sortedIndex(of: value) != nil }
}

extension [Int32] {
    /// The last index whose start is at most `item` (0 if none): the group or line holding `item` when the
    /// array holds sorted first items.
    /// - Complexity: O(log n).
    func lastIndex(ofStartAtMost item: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(self[middle]) <= item { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
