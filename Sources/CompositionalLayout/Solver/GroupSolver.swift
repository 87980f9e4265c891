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
    /// The subitems of the stack groups being placed, innermost last: one buffer shared by nested groups and kept
    /// across placements into this value, so that placing a group again allocates nothing.
    fileprivate var slots: [GroupSolver.Slot] = []
    /// The stack groups being placed, outermost first: an explicit stack, so that nesting costs no call stack (R4);
    /// kept across placements like `slots`.
    fileprivate var frames: [GroupSolver.StackFrame] = []
    /// Moves of nested groups whose descendants are not yet moved: each is applied once, to all of them together,
    /// when the outer group is placed (`applyDeferredMoves`), so that a chain of n groups costs O(n), not the O(n²) of
    /// moving every descendant at every level.
    fileprivate var deferredMoves: [DeferredMove] = []
    /// Scratch for applying them: a difference array over nodes and one over cells.
    fileprivate var nodeShifts: [PixelShift] = []
    fileprivate var cellShifts: [PixelShift] = []

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
        deferredMoves.removeAll(keepingCapacity: true)
        size = .zero
        itemCount = 0
        work = 0
    }
}

/// An offset in pixels.
struct PixelShift: Sendable {
    var dx = 0, dy = 0
}

/// A nested group's move by (`dx`, `dy`), to be applied to its descendants: the nodes after its own up to `nodeEnd`
/// and the cells `cellStart..<cellEnd` (a group's nodes and cells are contiguous, parents first).
struct DeferredMove: Sendable {
    var node: Int
    var nodeEnd: Int
    var cellStart: Int
    var cellEnd: Int
    var shift: PixelShift
}

extension GroupPlacement {
    /// Applies the deferred moves in one pass: every move adds its shift to a range of nodes and a range of cells,
    /// so a difference array per kind sums them all in O(nodes + cells + moves).
    fileprivate mutating func applyDeferredMoves() {
        guard !deferredMoves.isEmpty else { return }
        nodeShifts.removeAll(keepingCapacity: true)
        nodeShifts.append(contentsOf: repeatElement(PixelShift(), count: nodes.count + 1))
        cellShifts.removeAll(keepingCapacity: true)
        cellShifts.append(contentsOf: repeatElement(PixelShift(), count: cells.count + 1))
        for move in deferredMoves {
            nodeShifts[move.node + 1].dx += move.shift.dx
            nodeShifts[move.node + 1].dy += move.shift.dy
            nodeShifts[move.nodeEnd].dx -= move.shift.dx
            nodeShifts[move.nodeEnd].dy -= move.shift.dy
            cellShifts[move.cellStart].dx += move.shift.dx
            cellShifts[move.cellStart].dy += move.shift.dy
            cellShifts[move.cellEnd].dx -= move.shift.dx
            cellShifts[move.cellEnd].dy -= move.shift.dy
        }
        var shift = PixelShift()
        for index in nodes.indices {
            shift.dx += nodeShifts[index].dx
            shift.dy += nodeShifts[index].dy
            if shift.dx != 0 || shift.dy != 0 { nodes[index].rect = nodes[index].rect.offsetBy(dx: shift.dx, dy: shift.dy) }
        }
        shift = PixelShift()
        for index in cells.indices {
            shift.dx += cellShifts[index].dx
            shift.dy += cellShifts[index].dy
            if shift.dx != 0 || shift.dy != 0 { cells[index].frame = cells[index].frame.offsetBy(dx: shift.dx, dy: shift.dy) }
        }
        deferredMoves.removeAll(keepingCapacity: true)
    }
}

extension MeasuredSizeStore {
    /// An item's current size: its nominal size, with measured lengths (canonical pixels) on its estimated
    /// axes (L9). Items beyond the store are unmeasured.
    @inline(__always)
    func size(of spec: ItemSpec, at item: Int) -> PixelSize {
        guard spec.estimatedX || spec.estimatedY, let lengths = storedLengths(at: item) else { return spec.size }
        return spec.size(measured: lengths)
    }
}

extension ItemSpec {
    /// The item's size with stored lengths (canonical pixels, NaN for an unmeasured axis) on its estimated axes
    /// (L9).
    @inline(__always)
    func size(measured lengths: (width: Float32, height: Float32)) -> PixelSize {
        var size = self.size
        if estimatedX, !lengths.width.isNaN { size.width = Int(lengths.width) }
        if estimatedY, !lengths.height.isNaN { size.height = Int(lengths.height) }
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
    fileprivate struct Slot: Sendable {
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

    /// What placing a group gives its parent.
    fileprivate struct PlacedGroup {
        /// The group's size, trimmed along the repeat axis when its items ran out (L8).
        var size: PixelSize
        /// The size it would have with all of its items: where its parent places it (L16).
        var untrimmedSize: PixelSize
        /// How many items it consumed.
        var itemCount: Int
        /// Whether its items ran out.
        var ranOut: Bool
    }

    /// A stack group being placed: what its phases share.
    fileprivate struct Stack {
        /// The group's index in the tree.
        var index: Int
        var axis: CanonicalAxis
        /// The fixed number of subitems, or nil while filling the available length (L4).
        var count: Int?
        /// The group's node in the placement.
        var nodeIndex: Int
        /// Items at or after this one do not exist.
        var endItem: Int
        /// The outer group's first item, that cells count from.
        var placementStart: Int
        /// The length along the axis inside the insets; nil when the group is estimated along it.
        var innerAlong: Int?
    }

    /// The subitems of a stack group taken so far.
    fileprivate struct StackRun {
        /// Their length along the axis, spacing and edge spacing included.
        var used = 0
        /// The same before rounding, for deciding whether the next one fits (L3, L4).
        var exactUsed = 0.0
        /// The next subitem's first item.
        var cursor: Int
        var ranOut = false
        /// How many subitems are taken.
        var ordinal = 0
    }

    /// A subitem measured (a group also placed at the origin) before it is known to fit.
    fileprivate struct Candidate {
        var slot: Slot
        /// How many items it holds.
        var itemCount: Int
        /// Whether its length along the axis is estimated: a first subitem too long for the group is then kept.
        var isSelfSized: Bool
        /// The child, for errors: an item index, or -1 - a group index.
        var child: Int
        /// Whether it is a group whose items ran out.
        var isPartial: Bool
    }

    /// Hands out, in order, the shares of a leftover length among flexible spacings and edges (L4).
    fileprivate struct FlexibleShares {
        let leftover: Int
        let count: Int
        var index = 0

        mutating func next() -> Int {
            defer { index += 1 }
            return flexibleShare(leftover, slots: count, index: index)
        }
    }

    /// The most group instances one outer group may place, trial placements included (R4).
    static let placementBudget = 1 << 20

    /// A stack group being placed, on the explicit stack of ``GroupPlacement``: its run of subitems so far and the
    /// group subitem being placed above it.
    fileprivate struct StackFrame {
        var stack: Stack
        var run: StackRun
        /// This group's slots are `placement.slots[slotBase...]`; nested groups push theirs after them and pop them
        /// before this group appends its next one.
        var slotBase: Int
        var firstItem: Int
        /// The most subitems it takes.
        var limit: Int
        /// The group subitem being placed in a frame above this one, and where its cells and nodes start.
        var pendingGroup = -1
        var pendingCellStart = 0
        var pendingNodeStart = 0
    }

    /// What a stack frame does next.
    fileprivate enum Step {
        /// It took every subitem it takes.
        case finished
        /// Its next subitem is a present group, to be placed (in a frame of its own) before it continues.
        case placeGroup(Int)
    }

    /// Places the outer group with its first item at `firstItem`; items at or after `endItem` do not exist.
    ///
    /// Nested groups are placed depth first through an explicit stack of frames, not recursion: each level costs a
    /// frame in an array and no call stack (a chain of 10,000 groups places on a 512 KB thread, R4).
    func placeOuterGroup(
        firstItem: Int, endItem: Int, sizes: MeasuredSizeStore, into placement: inout GroupPlacement
    ) throws(LayoutError) {
        placement.removeAll()
        placement.slots.removeAll(keepingCapacity: true)
        var frames: [StackFrame] = []
        swap(&frames, &placement.frames)
        frames.removeAll(keepingCapacity: true)
        var placed = try begin(
            group: tree.rootGroup, firstItem: firstItem, endItem: endItem, placementStart: firstItem, frames: &frames,
            into: &placement)
        while true {
            if let result = placed {
                guard let top = frames.indices.last else { break }
                // A group subitem of the frame below is placed: it becomes a candidate there.
                placed = nil
                if try !take(placedGroup: result, frame: &frames[top], into: &placement) {
                    placed = finish(frames.removeLast(), into: &placement)
                    continue
                }
            }
            let top = frames.count - 1
            switch try advance(&frames[top], sizes: sizes, into: &placement) {
            case .finished:
                placed = finish(frames.removeLast(), into: &placement)
            case .placeGroup(let child):
                let (cursor, stack) = (frames[top].run.cursor, frames[top].stack)
                placed = try begin(
                    group: child, firstItem: cursor, endItem: stack.endItem, placementStart: stack.placementStart,
                    frames: &frames, into: &placement)
            }
        }
        swap(&frames, &placement.frames)
        placement.applyDeferredMoves()
        placement.size = placed?.size ?? .zero
        placement.itemCount = placed?.itemCount ?? 0
    }

    /// The description path of a child: an item index, or `-1 - group index`.
    private func path(ofChild child: Int) -> String {
        child >= 0 ? tree.path(ofItem: child) : tree.path(ofGroup: -1 - child)
    }

    private func error(_ reason: LayoutError.Reason, _ path: String) -> LayoutError {
        LayoutError(reason, section: section, elementPath: path)
    }

    /// Starts placing `group` at the origin (L4, L7, L8): a custom group is placed at once and returned; a stack
    /// group gets a frame on `frames` (nil is returned) and is placed as its subitems are taken.
    private func begin(
        group index: Int, firstItem: Int, endItem: Int, placementStart: Int, frames: inout [StackFrame],
        into placement: inout GroupPlacement
    ) throws(LayoutError) -> PlacedGroup? {
        let spec = tree.groups[index]
        placement.work += 1
        guard placement.work <= GroupSolver.placementBudget else {
            throw error(
                .invalidGroupDefinition(
                    "placing one outer group takes more than \(GroupSolver.placementBudget) group placements"),
                tree.path(ofGroup: index))
        }
        let nodeIndex = placement.nodes.count
        placement.nodes.append(
            PlacedNode(rect: .zero, group: Int32(index), firstCell: Int32(firstItem - placementStart)))

        switch spec.arrangement {
        case .custom(let frames, let zIndices):
            return placeCustom(
                spec, frames: frames, zIndices: zIndices, nodeIndex: nodeIndex, presentItems: endItem - firstItem,
                into: &placement)
        case .stack(let axis, let count):
            let stack = Stack(
                index: index, axis: axis, count: count, nodeIndex: nodeIndex, endItem: endItem,
                placementStart: placementStart,
                // An estimated length along the axis holds exactly one run of the subitems (L9).
                innerAlong: spec.isEstimated(axis) ? nil : spec.size.length(axis) - spec.insets.total(axis))
            frames.append(
                StackFrame(
                    stack: stack, run: StackRun(cursor: firstItem), slotBase: placement.slots.count,
                    firstItem: firstItem,
                    limit: count ?? (stack.innerAlong == nil ? spec.children.count : Int.max)))
            return nil
        }
    }

    /// Places a custom group's frames, one per present item (L7).
    private func placeCustom(
        _ spec: GroupSpec, frames: [PixelRect], zIndices: [Int], nodeIndex: Int, presentItems: Int,
        into placement: inout GroupPlacement
    ) -> PlacedGroup {
        let present = min(frames.count, max(0, presentItems))
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
        return PlacedGroup(size: size, untrimmedSize: spec.size, itemCount: present, ranOut: present < frames.count)
    }

    /// Completes a stack group whose subitems are taken: evens out uniform ones, then positions them (L4, L5, L8),
    /// and pops its slots.
    private func finish(_ frame: StackFrame, into placement: inout GroupPlacement) -> PlacedGroup {
        let stack = frame.stack
        let spec = tree.groups[stack.index]
        let axis = stack.axis
        let cross = axis.other
        var run = frame.run
        defer { placement.slots.removeSubrange(frame.slotBase...) }
        let slots = frame.slotBase..<placement.slots.count
        if tree.hasUniformItems {
            run.used += equalizeUniformSiblings(&placement.slots, slots, axis: axis)
            equalizeUniformSiblings(&placement.slots, slots, across: cross)
        }
        let innerAcross = self.innerAcross(of: spec, slots: slots, cross: cross, in: placement)
        let (end, reach) = positionSlots(
            slots, of: spec, axis: axis, leftover: stack.innerAlong.map { $0 - run.used } ?? 0,
            innerAcross: innerAcross, into: &placement)

        var size = spec.size
        if stack.innerAlong == nil { size.setLength(end + spec.insets.end(axis), axis) }
        if spec.isEstimated(cross) { size.setLength(innerAcross + spec.insets.total(cross), cross) }
        let untrimmed = size
        if run.ranOut {
            // The last group of the section: trimmed to what its items reach (L8); trimming never grows a
            // group whose items stick out of it.
            size.setLength(min(size.length(repeatAxis), reach + spec.insets.end(repeatAxis)), repeatAxis)
        }
        placement.nodes[stack.nodeIndex].rect = PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        return PlacedGroup(
            size: size, untrimmedSize: untrimmed, itemCount: run.cursor - frame.firstItem, ranOut: run.ranOut)
    }
}

// MARK: - Taking subitems

extension GroupSolver {
    /// Takes the frame's subitems in order while they fit (L4), appending their slots to `placement.slots`, until
    /// the group is full or its next subitem is a present group, which must be placed at the origin first.
    private func advance(
        _ frame: inout StackFrame, sizes: MeasuredSizeStore, into placement: inout GroupPlacement
    ) throws(LayoutError) -> Step {
        let spec = tree.groups[frame.stack.index]
        while frame.run.ordinal < frame.limit {
            if frame.run.ordinal >= 1 << 20 || placement.cells.count >= 1 << 22 {
                throw error(
                    .invalidGroupDefinition("the group would hold more than \(1 << 20) subitems or \(1 << 22) items"),
                    tree.path(ofGroup: frame.stack.index))
            }
            // A subitem past the section's end is measured at its nominal size, to learn whether the group
            // would have taken it (then the group ran out of items and is trimmed) or is full.
            let candidate: Candidate
            switch spec.children[frame.run.ordinal % spec.children.count] {
            case .item(let itemIndex):
                candidate = itemCandidate(itemIndex, frame.stack, cursor: frame.run.cursor, sizes: sizes, into: &placement)
            case .group(let groupIndex):
                guard fits(groupIndex, of: spec, frame) else { return .finished }
                frame.pendingGroup = groupIndex
                frame.pendingCellStart = placement.cells.count
                frame.pendingNodeStart = placement.nodes.count
                if frame.run.cursor < frame.stack.endItem { return .placeGroup(groupIndex) }
                let group = tree.groups[groupIndex]
                candidate = groupCandidate(
                    PlacedGroup(size: group.size, untrimmedSize: group.size, itemCount: 0, ranOut: false),
                    isPresent: false, frame)
            }
            guard try take(candidate, of: spec, frame.stack, into: &frame.run, placement: &placement) else {
                return .finished
            }
        }
        return .finished
    }

    /// Whether a group subitem may fit the run: false only when its length is known before it is placed and does
    /// not, so that nested groups are not placed once more each just to be dropped (exponential in depth, R4).
    private func fits(_ groupIndex: Int, of spec: GroupSpec, _ frame: StackFrame) -> Bool {
        let (stack, run) = (frame.stack, frame.run)
        let group = tree.groups[groupIndex]
        guard run.cursor < stack.endItem, run.ordinal > 0, stack.count == nil, let innerAlong = stack.innerAlong,
            !group.isEstimated(stack.axis)
        else { return true }
        let exactNeed = Double(spec.spacing + group.edges.total(stack.axis)) + group.exactLength(stack.axis)
        return PixelScale.rounded(run.exactUsed + exactNeed) <= innerAlong
    }

    /// Takes the frame's pending group subitem, now placed at the origin; returns whether to take more.
    private func take(
        placedGroup placed: PlacedGroup, frame: inout StackFrame, into placement: inout GroupPlacement
    ) throws(LayoutError) -> Bool {
        if placed.itemCount == 0 {
            throw error(.invalidGroupDefinition("the group consumes no items"), tree.path(ofGroup: frame.pendingGroup))
        }
        let candidate = groupCandidate(placed, isPresent: true, frame)
        return try take(
            candidate, of: tree.groups[frame.stack.index], frame.stack, into: &frame.run, placement: &placement)
    }

    /// An item subitem at `cursor`, its cell reserved when the item exists.
    private func itemCandidate(
        _ itemIndex: Int, _ stack: Stack, cursor: Int, sizes: MeasuredSizeStore, into placement: inout GroupPlacement
    ) -> Candidate {
        let item = tree.items[itemIndex]
        let isPresent = cursor < stack.endItem
        let size = isPresent ? sizes.size(of: item, at: cursor) : item.size
        let along = size.length(stack.axis)
        let slot = Slot(
            cellStart: placement.cells.count, nodeStart: placement.nodes.count, along: along,
            exactAlong: along == item.length(stack.axis) ? item.exactLength(stack.axis) : Double(along),
            across: size.length(stack.axis.other), edges: item.edges, item: Int32(itemIndex), itemIndex: cursor,
            isPresent: isPresent)
        if isPresent {
            // Reserve the cell now so that cells stay in item order; it is positioned below.
            placement.cells.append(PlacedCell(frame: .zero, item: Int32(itemIndex), zIndex: 0))
        }
        return Candidate(
            slot: slot, itemCount: isPresent ? 1 : 0, isSelfSized: item.isEstimated(stack.axis), child: itemIndex,
            isPartial: false)
    }

    /// The frame's pending group subitem as a candidate: `placed` at the origin when present, else its nominal
    /// size. A partial child is placed at its untrimmed size, so that its items and its neighbours sit where they
    /// would in a full group (L16); only its own extent is trimmed.
    private func groupCandidate(_ placed: PlacedGroup, isPresent: Bool, _ frame: StackFrame) -> Candidate {
        let axis = frame.stack.axis
        let groupIndex = frame.pendingGroup
        let group = tree.groups[groupIndex]
        let along = placed.untrimmedSize.length(axis)
        let slot = Slot(
            cellStart: frame.pendingCellStart, nodeStart: frame.pendingNodeStart, along: along,
            exactAlong: along == group.size.length(axis) ? group.exactLength(axis) : Double(along),
            across: placed.untrimmedSize.length(axis.other), edges: group.edges, item: -1,
            itemIndex: frame.run.cursor, isPresent: isPresent)
        return Candidate(
            slot: slot, itemCount: placed.itemCount, isSelfSized: group.isEstimated(axis), child: -1 - groupIndex,
            isPartial: placed.ranOut)
    }

    /// Adds `candidate` to the run when it fits, else removes what it placed; returns whether to take more.
    private func take(
        _ candidate: Candidate, of spec: GroupSpec, _ stack: Stack, into run: inout StackRun,
        placement: inout GroupPlacement
    ) throws(LayoutError) -> Bool {
        var slot = candidate.slot
        let axis = stack.axis
        let need = (run.ordinal > 0 ? spec.spacing : 0) + slot.edges.total(axis) + slot.along
        let exactNeed = Double(need - slot.along) + slot.exactAlong
        // Decided on the unrounded lengths' sum, rounded to whole pixels (L3, L4): five 20 % items each
        // round up to 257 px yet fit a 1284 px row.
        if stack.count == nil, let innerAlong = stack.innerAlong, PixelScale.rounded(run.exactUsed + exactNeed) > innerAlong {
            if run.ordinal == 0 && !candidate.isSelfSized {
                throw error(
                    .groupTooSmall(available: scale.points(innerAlong), required: scale.points(need)),
                    path(ofChild: candidate.child))
            }
            if run.ordinal > 0 {
                placement.cells.removeSubrange(slot.cellStart...)
                placement.nodes.removeSubrange(slot.nodeStart...)
                // Moves recorded since the candidate began are all inside it.
                while let last = placement.deferredMoves.last, last.node >= slot.nodeStart {
                    placement.deferredMoves.removeLast()
                }
                return false
            }
        }
        // A negative spacing or edge spacing may cancel a subitem's length (L21): then it would never fill either.
        if stack.count == nil, need <= 0, run.ordinal > 0 {
            throw error(
                .invalidGroupDefinition("the subitems take no room along the group's axis, so it would never fill"),
                path(ofChild: candidate.child))
        }
        if !slot.isPresent || candidate.isPartial {
            run.ranOut = true
            if !slot.isPresent && !assumesNominalSizesBeyondEnd { return false }
        }
        run.used += need
        run.exactUsed += exactNeed
        slot.cellEnd = placement.cells.count
        slot.nodeEnd = placement.nodes.count
        placement.slots.append(slot)
        run.cursor += candidate.itemCount
        run.ordinal += 1
        return true
    }
}

// MARK: - Positioning subitems

extension GroupSolver {
    /// The length across the axis inside the insets: the group's, or its longest subitem's when it is
    /// estimated across (L9).
    private func innerAcross(
        of spec: GroupSpec, slots: Range<Int>, cross: CanonicalAxis, in placement: GroupPlacement
    ) -> Int {
        guard spec.isEstimated(cross) else { return spec.size.length(cross) - spec.insets.total(cross) }
        var longest = 0
        for index in slots {
            longest = max(longest, placement.slots[index].across + placement.slots[index].edges.total(cross))
        }
        return longest
    }

    /// Positions the taken subitems: along the axis in order, sharing `leftover` among the flexible spacings and
    /// edges (L4), and across it (L5). Returns where the run ends along the axis and how far its present
    /// subitems reach on the repeat axis.
    private func positionSlots(
        _ slots: Range<Int>, of spec: GroupSpec, axis: CanonicalAxis, leftover: Int, innerAcross: Int,
        into placement: inout GroupPlacement
    ) -> (end: Int, reach: Int) {
        var shares = FlexibleShares(
            leftover: leftover, count: flexibleCount(of: slots, spacingIsFlexible: spec.spacingIsFlexible, axis: axis,
                                                     in: placement))
        var position = spec.insets.start(axis)
        var reach = 0
        for index in slots {
            let slot = placement.slots[index]
            if index > slots.lowerBound { position += spec.spacing + (spec.spacingIsFlexible ? shares.next() : 0) }
            position += slot.edges.start(axis) + (slot.edges.startIsFlexible(axis) ? shares.next() : 0)
            let alongPosition = position
            position += slot.along + slot.edges.end(axis)
            if slot.edges.endIsFlexible(axis) { position += shares.next() }
            guard slot.isPresent else { continue }
            let crossPosition = self.crossPosition(of: slot, insets: spec.insets, innerAcross: innerAcross, cross: axis.other)
            let slotReach = move(
                slot, dx: axis == .x ? alongPosition : crossPosition, dy: axis == .x ? crossPosition : alongPosition,
                axis: axis, into: &placement)
            reach = max(reach, slotReach)
        }
        return (position, reach)
    }

    /// How many flexible spacings and edges share the leftover along the axis (L4).
    private func flexibleCount(
        of slots: Range<Int>, spacingIsFlexible: Bool, axis: CanonicalAxis, in placement: GroupPlacement
    ) -> Int {
        var count = 0
        for index in slots {
            let edges = placement.slots[index].edges
            if index > slots.lowerBound && spacingIsFlexible { count += 1 }
            if edges.startIsFlexible(axis) { count += 1 }
            if edges.endIsFlexible(axis) { count += 1 }
        }
        return count
    }

    /// Where a subitem starts across the axis: at the start, unless flexible edges share what is left (L5).
    private func crossPosition(of slot: Slot, insets: PixelInsets, innerAcross: Int, cross: CanonicalAxis) -> Int {
        let crossLeftover = innerAcross - slot.across - slot.edges.total(cross)
        var position = insets.start(cross) + slot.edges.start(cross)
        switch (slot.edges.startIsFlexible(cross), slot.edges.endIsFlexible(cross)) {
        case (true, true): position += flexibleShare(crossLeftover, slots: 2, index: 0)
        case (true, false): position += crossLeftover
        default: break
        }
        return position
    }

    /// Moves a present subitem, placed at the origin, by (`dx`, `dy`); returns how far it reaches on the repeat
    /// axis, its end edge spacing included.
    private func move(
        _ slot: Slot, dx: Int, dy: Int, axis: CanonicalAxis, into placement: inout GroupPlacement
    ) -> Int {
        if slot.item >= 0 {
            let item = tree.items[Int(slot.item)]
            let slotRect = PixelRect(
                x: dx, y: dy, width: axis == .x ? slot.along : slot.across,
                height: axis == .x ? slot.across : slot.along)
            placement.cells[slot.cellStart].frame = slotRect.inset(by: item.insets)
            return slotRect.end(repeatAxis) + item.edges.end(repeatAxis)
        }
        // The child group's own node moves now (its parent reads it); its descendants later, all moves at once.
        placement.nodes[slot.nodeStart].rect = placement.nodes[slot.nodeStart].rect.offsetBy(dx: dx, dy: dy)
        if dx != 0 || dy != 0 {
            placement.deferredMoves.append(
                DeferredMove(
                    node: slot.nodeStart, nodeEnd: slot.nodeEnd, cellStart: slot.cellStart, cellEnd: slot.cellEnd,
                    shift: PixelShift(dx: dx, dy: dy)))
        }
        let childRect = placement.nodes[slot.nodeStart].rect
        let childEdges = tree.groups[Int(placement.nodes[slot.nodeStart].group)].edges
        return childRect.end(repeatAxis) + childEdges.end(repeatAxis)
    }
}

extension GroupSolver {
    /// Gives the `uniformAcrossSiblings` items of one group instance (its slots, `slots[group]`) the longest length
    /// among them along the group's axis (LY1). Returns how much longer the run became.
    @inline(never)
    private func equalizeUniformSiblings(_ slots: inout [Slot], _ group: Range<Int>, axis: CanonicalAxis) -> Int {
        var longest = -1
        for index in group where slots[index].isUniform(axis, in: tree) {
            longest = max(longest, slots[index].along)
        }
        guard longest >= 0 else { return 0 }
        var growth = 0
        for index in group where slots[index].isUniform(axis, in: tree) {
            growth += longest - slots[index].along
            slots[index].along = longest
            slots[index].exactAlong = Double(longest)
        }
        return growth
    }

    /// The same across the group's axis: the uniform items take the longest cross length among them.
    @inline(never)
    private func equalizeUniformSiblings(_ slots: inout [Slot], _ group: Range<Int>, across cross: CanonicalAxis) {
        var longest = -1
        for index in group where slots[index].isUniform(cross, in: tree) {
            longest = max(longest, slots[index].across)
        }
        guard longest >= 0 else { return }
        for index in group where slots[index].isUniform(cross, in: tree) { slots[index].across = longest }
    }
}
