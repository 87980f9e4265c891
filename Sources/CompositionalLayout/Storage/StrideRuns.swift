/// Consecutive *slots* — a section's groups (``GroupRuns``) or a flow section's lines (``FlowLineRuns``) — each
/// with a first item and a stride (its extent plus spacing), stored in runs so that a stretch of alike slots costs
/// nothing per slot.
///
/// A *uniform* run is a count of slots that each hold ``perSlot`` items at ``uniformStride``: answered by
/// arithmetic. An *explicit* run stores its slots one by one: each slot's first item (relative to the run's), its
/// stride, and what its owner keeps beside them (`Extra`: the groups' lengths across; nothing for lines). A Fenwick
/// tree over the runs' lengths finds a slot's offset and the slot at an offset in O(log runs + log run).
///
/// The owners decide when runs break up, merge and splice; this type holds the bookkeeping they share.
struct StrideRuns<Extra: Sendable>: Sendable {
    /// One stretch of consecutive slots.
    struct Run: Sendable {
        var firstSlot: Int
        var firstItem: Int
        var count: Int
        /// `nil`: every slot holds ``perSlot`` items at ``uniformStride``.
        var explicit: ExplicitSlots?
    }

    /// Slots stored one by one.
    struct ExplicitSlots: Sendable {
        /// Each slot's first item, relative to the run's first item (0 first, ascending).
        var itemStarts: [Int32]
        /// Each slot's extent along the axis plus its spacing.
        var strides: PrefixSumTree
        /// What the owner keeps per slot beside the starts and strides.
        var extra: Extra
    }

    /// The items of a slot in a uniform run.
    let perSlot: Int
    /// The stride of a slot in a uniform run.
    let uniformStride: Int

    // Set by the owners as they build and change their runs; nothing else changes them directly.
    var runs: [Run] = []
    /// The length of each run (the sum of its strides).
    var lengths = PrefixSumTree()
    var slotCount = 0
    var itemCount = 0

    init(perSlot: Int, uniformStride: Int) {
        self.perSlot = perSlot
        self.uniformStride = uniformStride
    }

    /// The sum of all strides.
    /// - Complexity: O(log runs).
    var total: Int { @inline(__always) get { lengths.total } }

    // MARK: - Finding runs

    /// The run holding slot `slot`.
    /// - Complexity: O(log runs).
    @inline(__always)
    func run(containingSlot slot: Int) -> Int { lastRun(startingAtMost: slot, bySlot: true) }

    /// The run holding item `item`.
    /// - Complexity: O(log runs).
    func run(containingItem item: Int) -> Int { lastRun(startingAtMost: item, bySlot: false) }

    /// The last run whose first slot (or first item) is at most `value` (starts ascend), or 0.
    @inline(__always)
    private func lastRun(startingAtMost value: Int, bySlot: Bool) -> Int {
        if runs.count <= 1 { return 0 }
        // Through the buffer, so that reading a run's start does not copy the run (retaining its arrays).
        return runs.withUnsafeBufferPointer { runs in
            max(runs.partitioningIndex { (bySlot ? $0.firstSlot : $0.firstItem) > value } - 1, 0)
        }
    }

    /// The first item after run `index`: the next run's first, or ``itemCount``.
    func endItem(ofRun index: Int) -> Int { index + 1 < runs.count ? runs[index + 1].firstItem : itemCount }

    // MARK: - Slots

    /// The first item of slot `slot` (``itemCount`` for `slot == slotCount`).
    /// - Complexity: O(log runs).
    func firstItem(ofSlot slot: Int) -> Int {
        guard slot < slotCount else { return itemCount }
        let run = runs[run(containingSlot: slot)]
        let local = slot - run.firstSlot
        guard let explicit = run.explicit else { return run.firstItem + local * perSlot }
        return run.firstItem + Int(explicit.itemStarts[local])
    }

    /// The items of slot `slot`.
    /// - Complexity: O(log runs).
    func items(ofSlot slot: Int) -> Range<Int> {
        let index = run(containingSlot: slot)
        let run = runs[index]
        let local = slot - run.firstSlot
        guard let explicit = run.explicit else {
            let first = run.firstItem + local * perSlot
            return first..<(first + perSlot)
        }
        let first = run.firstItem + Int(explicit.itemStarts[local])
        if local + 1 < run.count { return first..<(run.firstItem + Int(explicit.itemStarts[local + 1])) }
        return first..<endItem(ofRun: index)
    }

    /// The slot holding `item`.
    /// - Complexity: O(log runs + log run).
    func slot(containingItem item: Int) -> Int {
        let run = runs[run(containingItem: item)]
        let local = item - run.firstItem
        guard let explicit = run.explicit else { return run.firstSlot + min(local / perSlot, run.count - 1) }
        return run.firstSlot + explicit.itemStarts.lastIndex(ofStartAtMost: local)
    }

    /// Slot `slot`'s stride.
    /// - Complexity: O(log runs + log run).
    func stride(ofSlot slot: Int) -> Int {
        let run = runs[run(containingSlot: slot)]
        return run.explicit?.strides[slot - run.firstSlot] ?? uniformStride
    }

    /// The last slot's stride (0 without slots).
    /// - Complexity: O(1), or O(log run) when the last run is explicit.
    var lastStride: Int {
        @inline(__always) get {
            // Through the buffer, so that reading the last run does not copy it (retaining its arrays).
            runs.withUnsafeBufferPointer { runs in
                guard let last = runs.indices.last else { return 0 }
                guard let strides = runs[last].explicit?.strides else { return uniformStride }
                return strides[strides.count - 1]
            }
        }
    }

    /// The offset of slot `slot`'s origin from slot 0's: the strides before it (``total`` for `slot == slotCount`).
    /// - Complexity: O(log runs + log run).
    @inline(__always)
    func offset(ofSlot slot: Int) -> Int {
        guard slot < slotCount else { return total }
        let index = run(containingSlot: slot)
        let run = runs[index]
        let before = index == 0 ? 0 : lengths.prefixSum(upTo: index)
        let local = slot - run.firstSlot
        guard let explicit = run.explicit else { return before + local * uniformStride }
        return before + explicit.strides.prefixSum(upTo: local)
    }

    /// The number of leading slots whose strides sum to at most `offset` (0 for a negative offset): for an offset
    /// within the slots, the first slot of positive stride that covers it.
    /// - Complexity: O(log runs + log run).
    func leadingSlots(atMost offset: Int) -> Int {
        guard offset >= 0 else { return 0 }
        let index = lengths.lastIndex(withPrefixSumAtMost: offset)
        guard index < runs.count else { return slotCount }
        let run = runs[index]
        let rest = offset - lengths.prefixSum(upTo: index)
        guard let explicit = run.explicit else {
            return run.firstSlot + (uniformStride > 0 ? min(rest / uniformStride, run.count) : run.count)
        }
        return run.firstSlot + explicit.strides.lastIndex(withPrefixSumAtMost: rest)
    }

    // MARK: - Changing runs

    /// Appends `count` uniform slots (extending a uniform run before them).
    mutating func appendUniform(slots count: Int) {
        guard count > 0 else { return }
        if let last = runs.indices.last, runs[last].explicit == nil {
            runs[last].count += count
            lengths.add(count * uniformStride, at: last)
        } else {
            runs.append(Run(firstSlot: slotCount, firstItem: itemCount, count: count, explicit: nil))
            lengths.append(count * uniformStride)
        }
        slotCount += count
        itemCount += count * perSlot
    }

    /// Appends slots stored one by one, covering `items` items.
    mutating func appendExplicit(itemStarts: [Int32], strides: [Int], extra: Extra, items: Int) {
        guard !itemStarts.isEmpty else { return }
        let tree = PrefixSumTree(strides)
        runs.append(Run(
            firstSlot: slotCount, firstItem: itemCount, count: itemStarts.count,
            explicit: ExplicitSlots(itemStarts: itemStarts, strides: tree, extra: extra)))
        lengths.append(tree.total)
        slotCount += itemStarts.count
        itemCount += items
    }

    /// Removes every run.
    mutating func removeAll() {
        runs = []
        lengths = PrefixSumTree()
        slotCount = 0
        itemCount = 0
    }

    /// Moves the runs from `index` on by `slots` slots and `items` items (after slots were added or removed before
    /// them). The lengths are left alone.
    /// - Complexity: O(runs after `index`).
    mutating func shiftRuns(from index: Int, slots: Int, items: Int) {
        guard index < runs.count else { return }
        for later in index..<runs.count {
            runs[later].firstSlot += slots
            runs[later].firstItem += items
        }
    }

    /// Rebuilds the runs' lengths from the runs.
    /// - Complexity: O(runs).
    mutating func rebuildLengths() {
        let stride = uniformStride
        lengths = PrefixSumTree(runs.lazy.map { $0.explicit?.strides.total ?? $0.count * stride })
    }

    // MARK: - Invariants

    /// What is wrong with the bookkeeping (empty when consistent): runs follow each other without gaps from item 0,
    /// each holds items and there are runs exactly when there are items, explicit runs' starts and strides match their counts, and the totals and run lengths
    /// agree with the runs. O(runs), for debug checks; the owners add checks of their own.
    func problems(itemCount expected: Int) -> [String] {
        var problems: [String] = []
        var slot = 0
        for (index, run) in runs.enumerated() {
            if run.firstSlot != slot { problems.append("run \(index) does not follow on") }
            if run.count <= 0 { problems.append("run \(index) is empty") }
            if endItem(ofRun: index) <= run.firstItem { problems.append("run \(index) holds no items") }
            if let explicit = run.explicit {
                if explicit.itemStarts.count != run.count || explicit.strides.count != run.count
                    || explicit.itemStarts.first != 0
                {
                    problems.append("run \(index): explicit starts and strides disagree")
                }
                if lengths[index] != explicit.strides.total { problems.append("run \(index): length is stale") }
            } else if lengths[index] != run.count * uniformStride {
                problems.append("run \(index): uniform length is stale")
            }
            slot += run.count
        }
        if runs.first.map({ $0.firstItem != 0 }) ?? false { problems.append("the first run does not start at item 0") }
        if slot != slotCount || itemCount != expected || lengths.count != runs.count {
            problems.append("runs cover \(slot) slots; expected \(slotCount) slots, \(expected) items (stored \(itemCount))")
        }
        if runs.isEmpty != (itemCount == 0) { problems.append("\(runs.count) runs for \(itemCount) items") }
        return problems
    }
}
