/// The per-group geometry of a section with estimated sizes (semantics L9), stored in runs so that it costs
/// nothing per item until items are measured.
///
/// Groups of unmeasured items are alike (the same items per group, extent and length across), so a stretch of
/// them is one *uniform* run: a count, answered by arithmetic. Only groups near measured items are stored one
/// by one, in *explicit* runs of at most ``windowGroups`` groups aligned to multiples of it (a section whose
/// group boundaries depend on measured sizes keeps all its groups in one explicit run once anything in it is
/// measured). A Fenwick tree over the runs' lengths finds a group's offset and the group at an offset in
/// O(log runs), plus O(log window) inside an explicit run.
///
/// A 1,000,000-row list with its first screen measured is three runs: uniform, one explicit window, uniform.
struct GroupRuns: Sendable {
    /// One stretch of consecutive groups.
    struct Run: Sendable {
        var firstGroup: Int
        var firstItem: Int
        var groupCount: Int
        /// `nil`: every group is a full group of unmeasured items, with the uniform geometry.
        var explicit: ExplicitGroups?
    }

    /// Groups stored one by one.
    struct ExplicitGroups: Sendable {
        /// Each group's first item, relative to the run's first item (0 first, ascending).
        var itemStarts: [Int32]
        /// Each group's extent along the repeat axis plus edge and inter-group spacing.
        var strides: PrefixSumTree
        /// Each group's length across the repeat axis.
        var across: [Int32]
    }

    /// The number of groups an explicit window holds when a uniform run is broken up.
    static let windowGroups = 64
    /// The most groups an explicit run grows to by taking the windows after it (inserting into a run costs
    /// O(its groups)).
    static let mergedRunGroups = 4_096

    /// The items of a full group of unmeasured items.
    let perGroup: Int
    /// A full group of unmeasured items: its stride (extent plus spacing) and its length across.
    let uniformStride: Int
    let uniformAcross: Int32

    // Settable within the module only for the update extension (GroupRuns+Updates.swift); nothing else
    // changes them directly.
    var runs: [Run] = []
    /// The length of each run (the sum of its strides).
    var lengths = PrefixSumTree()
    var groupCount = 0
    var itemCount = 0
    /// The largest length across of any group.
    var maxAcross = 0

    init(perGroup: Int, uniformStride: Int, uniformAcross: Int32) {
        self.perGroup = perGroup
        self.uniformStride = uniformStride
        self.uniformAcross = uniformAcross
    }

    // MARK: - Building

    /// Appends `count` uniform groups (extending a uniform run before them).
    mutating func appendUniform(groups count: Int) {
        guard count > 0 else { return }
        if let last = runs.indices.last, runs[last].explicit == nil {
            runs[last].groupCount += count
            lengths.add(count * uniformStride, at: last)
        } else {
            runs.append(Run(firstGroup: groupCount, firstItem: itemCount, groupCount: count, explicit: nil))
            lengths.append(count * uniformStride)
        }
        groupCount += count
        itemCount += count * perGroup
        maxAcross = max(maxAcross, Int(uniformAcross))
    }

    /// Appends groups stored one by one, covering `items` items.
    mutating func appendExplicit(itemStarts: [Int32], strides: [Int], across: [Int32], items: Int) {
        guard !itemStarts.isEmpty else { return }
        let tree = PrefixSumTree(strides)
        runs.append(Run(
            firstGroup: groupCount, firstItem: itemCount, groupCount: itemStarts.count,
            explicit: ExplicitGroups(itemStarts: itemStarts, strides: tree, across: across)))
        lengths.append(tree.total)
        groupCount += itemStarts.count
        itemCount += items
        maxAcross = max(maxAcross, Int(across.max() ?? 0))
    }

    /// Whether every group is stored one by one in a single run.
    var isSingleExplicit: Bool { runs.count == 1 && runs[0].explicit != nil }

    // MARK: - Queries

    /// The run holding group `group`.
    /// - Complexity: O(log runs).
    @inline(__always)
    func run(containingGroup group: Int) -> Int { lastRun(startingAtMost: group, byGroup: true) }

    /// The run holding item `item`.
    /// - Complexity: O(log runs).
    func run(containingItem item: Int) -> Int { lastRun(startingAtMost: item, byGroup: false) }

    /// The last run whose first group (or first item) is at most `value` (starts ascend), or 0.
    @inline(__always)
    private func lastRun(startingAtMost value: Int, byGroup: Bool) -> Int {
        if runs.count == 1 { return 0 }
        // Through the buffer, so that reading a run's start does not copy the run (retaining its arrays).
        return runs.withUnsafeBufferPointer { runs in
            var low = 0
            var high = runs.count - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                let start = byGroup ? runs[middle].firstGroup : runs[middle].firstItem
                if start <= value { low = middle } else { high = middle - 1 }
            }
            return low
        }
    }

    /// The first item of group `group`.
    /// - Complexity: O(log runs).
    func firstItem(ofGroup group: Int) -> Int {
        let run = runs[run(containingGroup: group)]
        let local = group - run.firstGroup
        guard let explicit = run.explicit else { return run.firstItem + local * perGroup }
        return run.firstItem + Int(explicit.itemStarts[local])
    }

    /// The group holding `item`.
    /// - Complexity: O(log runs + log window).
    func group(containingItem item: Int) -> Int {
        let run = runs[run(containingItem: item)]
        let local = item - run.firstItem
        guard let explicit = run.explicit else { return run.firstGroup + min(local / perGroup, run.groupCount - 1) }
        return run.firstGroup + explicit.itemStarts.lastIndex(ofStartAtMost: local)
    }

    /// Group `group`'s stride: its extent plus edge and inter-group spacing.
    /// - Complexity: O(log runs + log window).
    func stride(ofGroup group: Int) -> Int {
        let run = runs[run(containingGroup: group)]
        return run.explicit?.strides[group - run.firstGroup] ?? uniformStride
    }

    /// The last group's stride (0 without groups).
    /// - Complexity: O(1), or O(log window) when the last run is explicit.
    var lastGroupStride: Int {
        @inline(__always) get {
            // Through the buffer, so that reading the last run does not copy it (retaining its arrays).
            runs.withUnsafeBufferPointer { runs in
                guard let last = runs.indices.last else { return 0 }
                guard let strides = runs[last].explicit?.strides else { return uniformStride }
                return strides[strides.count - 1]
            }
        }
    }

    /// The offset of group `group`'s origin from group 0's: the strides before it.
    /// - Complexity: O(log runs + log window).
    @inline(__always)
    func offset(ofGroup group: Int) -> Int {
        let index = run(containingGroup: group)
        let run = runs[index]
        let before = index == 0 ? 0 : lengths.prefixSum(upTo: index)
        let local = group - run.firstGroup
        guard let explicit = run.explicit else { return before + local * uniformStride }
        return before + explicit.strides.prefixSum(upTo: local)
    }

    /// The number of leading groups whose strides sum to at most `offset` (0 for a negative offset): for an
    /// offset within the groups, the group whose stride covers it.
    /// - Complexity: O(log runs + log window).
    func leadingGroups(atMost offset: Int) -> Int {
        guard offset >= 0 else { return 0 }
        let index = lengths.lastIndex(withPrefixSumAtMost: offset)
        guard index < runs.count else { return groupCount }
        let run = runs[index]
        let rest = offset - lengths.prefixSum(upTo: index)
        guard let explicit = run.explicit else {
            return run.firstGroup + (uniformStride > 0 ? min(rest / uniformStride, run.groupCount) : run.groupCount)
        }
        return run.firstGroup + explicit.strides.lastIndex(withPrefixSumAtMost: rest)
    }

    /// The sum of all strides.
    /// - Complexity: O(log runs).
    var total: Int { @inline(__always) get { lengths.total } }

    // MARK: - Changing groups

    /// Stores group `group`'s new stride and length across, breaking its uniform run up first if needed.
    /// - Complexity: O(log runs + log window); O(runs + window) when a uniform run is broken up.
    mutating func setGroup(_ group: Int, stride: Int, across: Int32) {
        var index = run(containingGroup: group)
        if runs[index].explicit == nil {
            guard stride != uniformStride || across != uniformAcross else { return }
            index = breakUp(run: index, around: group)
        }
        let local = group - runs[index].firstGroup
        let delta = runs[index].explicit!.strides.set(stride, at: local)
        lengths.add(delta, at: index)
        let old = runs[index].explicit!.across[local]
        runs[index].explicit!.across[local] = across
        if Int(across) > maxAcross {
            maxAcross = Int(across)
        } else if across < old, Int(old) == maxAcross {
            maxAcross = runs.reduce(0) { max($0, Int($1.explicit?.across.max() ?? uniformAcross)) }
        }
    }

    /// Replaces uniform run `index` by up to three runs: uniform before, an explicit window of
    /// ``windowGroups`` groups (aligned to a multiple of it) holding `group`, uniform after. Returns the
    /// window's run index.
    private mutating func breakUp(run index: Int, around group: Int) -> Int {
        let run = runs[index]
        let start = max(run.firstGroup, group / Self.windowGroups * Self.windowGroups)
        let end = min(run.firstGroup + run.groupCount, start + Self.windowGroups)
        let count = end - start
        // Scrolling on measures the window after an explicit run: extend that run (no new run, no rebuild).
        if start == run.firstGroup, end < run.firstGroup + run.groupCount, index > 0,
            let previous = runs[index - 1].explicit, previous.itemStarts.count < Self.mergedRunGroups
        {
            var explicit = previous
            runs[index - 1].explicit = nil  // keep the arrays uniquely referenced while they grow
            let first = explicit.itemStarts.count
            explicit.itemStarts.append(contentsOf: (first..<(first + count)).map { Int32(truncatingIfNeeded: $0 * perGroup) })
            explicit.strides.append(contentsOf: repeatElement(uniformStride, count: count))
            explicit.across.append(contentsOf: repeatElement(uniformAcross, count: count))
            runs[index - 1].explicit = explicit
            runs[index - 1].groupCount += count
            runs[index].firstGroup += count
            runs[index].firstItem += count * perGroup
            runs[index].groupCount -= count
            lengths.add(count * uniformStride, at: index - 1)
            lengths.add(-count * uniformStride, at: index)
            return index - 1
        }
        var pieces: [Run] = []
        if start > run.firstGroup {
            pieces.append(Run(
                firstGroup: run.firstGroup, firstItem: run.firstItem, groupCount: start - run.firstGroup, explicit: nil))
        }
        let window = pieces.count
        pieces.append(Run(
            firstGroup: start, firstItem: run.firstItem + (start - run.firstGroup) * perGroup, groupCount: count,
            explicit: ExplicitGroups(
                itemStarts: (0..<count).map { Int32(truncatingIfNeeded: $0 * perGroup) },
                strides: PrefixSumTree(repeating: uniformStride, count: count),
                across: Array(repeating: uniformAcross, count: count))))
        if end < run.firstGroup + run.groupCount {
            pieces.append(Run(
                firstGroup: end, firstItem: run.firstItem + (end - run.firstGroup) * perGroup,
                groupCount: run.firstGroup + run.groupCount - end, explicit: nil))
        }
        runs.replaceSubrange(index...index, with: pieces)
        // Every piece is still at the uniform stride: splice the pieces' lengths into the tree's own values
        // (plain integers; reading the runs' lengths would retain each explicit run's arrays).
        let stride = uniformStride
        lengths.replaceSubrange(index..<(index + 1), with: pieces.lazy.map { $0.groupCount * stride })
        return index + window
    }

    mutating func rebuildLengths() {
        let stride = uniformStride
        lengths = PrefixSumTree(runs.lazy.map { $0.explicit?.strides.total ?? $0.groupCount * stride })
    }

    // MARK: - Single explicit run (sections whose group boundaries depend on sizes)

    /// Every group's first item, stride and length across, when all are stored in one run.
    var singleExplicitGroups: (itemStarts: [Int32], strides: PrefixSumTree, across: [Int32])? {
        guard isSingleExplicit, let explicit = runs[0].explicit else { return nil }
        return (explicit.itemStarts, explicit.strides, explicit.across)
    }

    /// Replaces every group by `itemStarts` (absolute), `strides` and `across`, in one explicit run.
    mutating func replaceAll(itemStarts: [Int32], strides: [Int], across: [Int32], items: Int) {
        runs = []
        lengths = PrefixSumTree()
        groupCount = 0
        itemCount = 0
        maxAcross = 0
        appendExplicit(itemStarts: itemStarts, strides: strides, across: across, items: items)
    }

    // MARK: - Invariants

    /// What is wrong with the runs (empty when consistent): runs follow each other without gaps, explicit runs
    /// are well formed, and the totals and run lengths agree with the runs. O(runs), for debug checks.
    func problems(itemCount expected: Int) -> [String] {
        var problems: [String] = []
        var group = 0
        var item = 0
        for (index, run) in runs.enumerated() {
            if run.firstGroup != group || run.firstItem != item { problems.append("run \(index) does not follow on") }
            if run.groupCount <= 0 { problems.append("run \(index) is empty") }
            if let explicit = run.explicit {
                if explicit.itemStarts.count != run.groupCount || explicit.strides.count != run.groupCount
                    || explicit.across.count != run.groupCount || explicit.itemStarts.first != 0
                {
                    problems.append("run \(index): explicit arrays disagree")
                }
                if lengths[index] != explicit.strides.total { problems.append("run \(index): length is stale") }
            } else if lengths[index] != run.groupCount * uniformStride {
                problems.append("run \(index): uniform length is stale")
            }
            group += run.groupCount
            let next = index + 1 < runs.count ? runs[index + 1].firstItem : itemCount
            if next <= item { problems.append("run \(index) holds no items") }
            item = next
        }
        if group != groupCount || item != itemCount || itemCount != expected || lengths.count != runs.count {
            problems.append("runs cover \(group) groups, \(item) items; expected \(groupCount), \(expected)")
        }
        return problems
    }
}
