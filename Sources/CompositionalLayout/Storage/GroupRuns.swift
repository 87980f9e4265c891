/// The per-group geometry of a section with estimated sizes (semantics L9), stored in runs (``StrideRuns``) so that
/// it costs nothing per item until items are measured.
///
/// Groups of unmeasured items are alike (the same items per group, extent and length across), so a stretch of
/// them is one *uniform* run: a count, answered by arithmetic. Only groups near measured items are stored one
/// by one, in *explicit* runs of at most ``windowGroups`` groups aligned to multiples of it (a section whose
/// group boundaries depend on measured sizes keeps all its groups in one explicit run once anything in it is
/// measured). An explicit run keeps each group's length across beside its start and stride.
///
/// A 1,000,000-row list with its first screen measured is three runs: uniform, one explicit window, uniform.
struct GroupRuns: Sendable {
    /// The number of groups an explicit window holds when a uniform run is broken up.
    static let windowGroups = 64
    /// The most groups an explicit run grows to by taking the windows after it (inserting into a run costs
    /// O(its groups)).
    static let mergedRunGroups = 4_096

    typealias Run = StrideRuns<[Int32]>.Run

    /// The runs; an explicit run's extra is each group's length across.
    // Settable within the module only for the update extension (GroupRuns+Updates.swift).
    var store: StrideRuns<[Int32]>
    /// A full group of unmeasured items' length across.
    let uniformAcross: Int32
    /// The largest length across of any group.
    var maxAcross = 0

    init(perGroup: Int, uniformStride: Int, uniformAcross: Int32) {
        store = StrideRuns(perSlot: perGroup, uniformStride: uniformStride)
        self.uniformAcross = uniformAcross
    }

    /// The items of a full group of unmeasured items.
    var perGroup: Int { store.perSlot }
    /// A full group of unmeasured items' stride (extent plus spacing).
    var uniformStride: Int { store.uniformStride }
    /// The number of groups.
    var groupCount: Int { store.slotCount }
    /// The number of items in the groups.
    var itemCount: Int { store.itemCount }
    /// The sum of all strides.
    /// - Complexity: O(log runs).
    var total: Int { @inline(__always) get { store.total } }

    // MARK: - Building

    /// Appends `count` uniform groups (extending a uniform run before them).
    mutating func appendUniform(groups count: Int) {
        guard count > 0 else { return }
        store.appendUniform(slots: count)
        maxAcross = max(maxAcross, Int(uniformAcross))
    }

    /// Appends groups stored one by one, covering `items` items.
    mutating func appendExplicit(itemStarts: [Int32], strides: [Int], across: [Int32], items: Int) {
        store.appendExplicit(itemStarts: itemStarts, strides: strides, extra: across, items: items)
        maxAcross = max(maxAcross, Int(across.max() ?? 0))
    }

    /// Whether every group is stored one by one in a single run.
    var isSingleExplicit: Bool { store.runs.count == 1 && store.runs[0].explicit != nil }

    // MARK: - Queries

    /// The first item of group `group`.
    /// - Complexity: O(log runs).
    func firstItem(ofGroup group: Int) -> Int { store.firstItem(ofSlot: group) }

    /// The group holding `item`.
    /// - Complexity: O(log runs + log window).
    func group(containingItem item: Int) -> Int { store.slot(containingItem: item) }

    /// Group `group`'s stride: its extent plus edge and inter-group spacing.
    /// - Complexity: O(log runs + log window).
    func stride(ofGroup group: Int) -> Int { store.stride(ofSlot: group) }

    /// The last group's stride (0 without groups).
    /// - Complexity: O(1), or O(log window) when the last run is explicit.
    var lastGroupStride: Int { @inline(__always) get { store.lastStride } }

    /// The offset of group `group`'s origin from group 0's: the strides before it.
    /// - Complexity: O(log runs + log window).
    @inline(__always)
    func offset(ofGroup group: Int) -> Int { store.offset(ofSlot: group) }

    /// The number of leading groups whose strides sum to at most `offset` (0 for a negative offset): for an
    /// offset within the groups, the group whose stride covers it.
    /// - Complexity: O(log runs + log window).
    func leadingGroups(atMost offset: Int) -> Int { store.leadingSlots(atMost: offset) }

    // MARK: - Changing groups

    /// Stores group `group`'s new stride and length across, breaking its uniform run up first if needed.
    /// - Complexity: O(log runs + log window); O(runs + window) when a uniform run is broken up.
    mutating func setGroup(_ group: Int, stride: Int, across: Int32) {
        var index = store.run(containingSlot: group)
        if store.runs[index].explicit == nil {
            guard stride != uniformStride || across != uniformAcross else { return }
            index = breakUp(run: index, around: group)
        }
        let local = group - store.runs[index].firstSlot
        let delta = store.runs[index].explicit!.strides.set(stride, at: local)
        store.lengths.add(delta, at: index)
        let old = store.runs[index].explicit!.extra[local]
        store.runs[index].explicit!.extra[local] = across
        if Int(across) > maxAcross {
            maxAcross = Int(across)
        } else if across < old, Int(old) == maxAcross {
            recomputeMaxAcross()
        }
    }

    /// The largest length across, read again from every run.
    /// - Complexity: O(groups stored one by one + runs).
    mutating func recomputeMaxAcross() {
        let uniform = uniformAcross
        maxAcross = store.runs.reduce(0) { max($0, Int($1.explicit?.extra.max() ?? uniform)) }
    }

    /// An explicit window of `count` groups at the uniform geometry, starting at a group boundary.
    @inline(__always)
    private func uniformWindow(count: Int) -> StrideRuns<[Int32]>.ExplicitSlots {
        StrideRuns.ExplicitSlots(
            itemStarts: (0..<count).map { Int32(truncatingIfNeeded: $0 * perGroup) },
            strides: PrefixSumTree(repeating: uniformStride, count: count),
            extra: Array(repeating: uniformAcross, count: count))
    }

    /// Replaces uniform run `index` by up to three runs: uniform before, an explicit window of
    /// ``windowGroups`` groups (aligned to a multiple of it) holding `group`, uniform after. Returns the
    /// window's run index.
    private mutating func breakUp(run index: Int, around group: Int) -> Int {
        let run = store.runs[index]
        let start = max(run.firstSlot, group / Self.windowGroups * Self.windowGroups)
        let end = min(run.firstSlot + run.count, start + Self.windowGroups)
        let count = end - start
        // Scrolling on measures the window after an explicit run: extend that run (no new run, no rebuild).
        if start == run.firstSlot, end < run.firstSlot + run.count, index > 0,
            let previous = store.runs[index - 1].explicit, previous.itemStarts.count < Self.mergedRunGroups
        {
            extendExplicitRun(index - 1, byUniformGroups: count)
            return index - 1
        }
        var pieces: [Run] = []
        if start > run.firstSlot {
            pieces.append(Run(firstSlot: run.firstSlot, firstItem: run.firstItem, count: start - run.firstSlot, explicit: nil))
        }
        let window = pieces.count
        pieces.append(Run(
            firstSlot: start, firstItem: run.firstItem + (start - run.firstSlot) * perGroup, count: count,
            explicit: uniformWindow(count: count)))
        if end < run.firstSlot + run.count {
            pieces.append(Run(
                firstSlot: end, firstItem: run.firstItem + (end - run.firstSlot) * perGroup,
                count: run.firstSlot + run.count - end, explicit: nil))
        }
        store.runs.replaceSubrange(index...index, with: pieces)
        // Every piece is still at the uniform stride: splice the pieces' lengths into the tree's own values
        // (plain integers; reading the runs' lengths would retain each explicit run's arrays).
        let stride = uniformStride
        store.lengths.replaceSubrange(index..<(index + 1), with: pieces.lazy.map { $0.count * stride })
        return index + window
    }

    /// Moves the first `count` groups of uniform run `index + 1` to the end of explicit run `index`.
    @inline(__always)
    private mutating func extendExplicitRun(_ index: Int, byUniformGroups count: Int) {
        var explicit = store.runs[index].explicit!
        store.runs[index].explicit = nil  // keep the arrays uniquely referenced while they grow
        let first = explicit.itemStarts.count
        explicit.itemStarts.append(contentsOf: (first..<(first + count)).map { Int32(truncatingIfNeeded: $0 * perGroup) })
        explicit.strides.append(contentsOf: repeatElement(uniformStride, count: count))
        explicit.extra.append(contentsOf: repeatElement(uniformAcross, count: count))
        store.runs[index].explicit = explicit
        store.runs[index].count += count
        store.runs[index + 1].firstSlot += count
        store.runs[index + 1].firstItem += count * perGroup
        store.runs[index + 1].count -= count
        store.lengths.add(count * uniformStride, at: index)
        store.lengths.add(-count * uniformStride, at: index + 1)
    }

    // MARK: - Single explicit run (sections whose group boundaries depend on sizes)

    /// Every group's first item, stride and length across, when all are stored in one run.
    var singleExplicitGroups: (itemStarts: [Int32], strides: PrefixSumTree, across: [Int32])? {
        guard isSingleExplicit, let explicit = store.runs[0].explicit else { return nil }
        return (explicit.itemStarts, explicit.strides, explicit.extra)
    }

    /// Replaces every group by `itemStarts` (absolute), `strides` and `across`, in one explicit run.
    mutating func replaceAll(itemStarts: [Int32], strides: [Int], across: [Int32], items: Int) {
        store.removeAll()
        maxAcross = 0
        appendExplicit(itemStarts: itemStarts, strides: strides, across: across, items: items)
    }

    // MARK: - Invariants

    /// What is wrong with the runs (empty when consistent): the runs' bookkeeping (``StrideRuns/problems(itemCount:)``)
    /// and each explicit run's lengths across. O(runs), for debug checks.
    func problems(itemCount expected: Int) -> [String] {
        var problems = store.problems(itemCount: expected)
        for (index, run) in store.runs.enumerated() where run.explicit.map({ $0.extra.count != run.count }) ?? false {
            problems.append("run \(index): \(run.explicit!.extra.count) lengths across for \(run.count) groups")
        }
        return problems
    }
}
