// The run store that a section's groups (GroupRuns) and a flow section's lines (FlowLineRuns) share: its queries on
// uniform and explicit runs, worked out by hand, and its bookkeeping checks.
import Testing
@testable import CompositionalLayout

@Suite("StrideRuns: the run store of groups and flow lines")
struct StrideRunsTests {
    /// Slots 0–3 uniform (3 items each, stride 10: items 0–11, offsets 0, 10, 20, 30); slots 4–6 explicit (items
    /// 12–13, 14–18, 19–20; strides 5, 25, 12: offsets 40, 45, 70); slots 7–8 uniform (items 21–26, offsets 82,
    /// 92). Total 40 + 42 + 20 = 102; 27 items.
    static func store() -> StrideRuns<Void> {
        var store = StrideRuns<Void>(perSlot: 3, uniformStride: 10)
        store.appendUniform(slots: 4)
        store.appendExplicit(itemStarts: [0, 2, 7], strides: [5, 25, 12], extra: (), items: 9)
        store.appendUniform(slots: 2)
        return store
    }

    @Test("slots' items, offsets and strides across uniform and explicit runs")
    func queries() {
        let store = Self.store()
        #expect(store.runs.count == 3 && store.slotCount == 9 && store.itemCount == 27 && store.total == 102)
        #expect(store.firstItem(ofSlot: 2) == 6)  // 2 × 3
        #expect(store.firstItem(ofSlot: 5) == 14)  // 12 + 2
        #expect(store.firstItem(ofSlot: 8) == 24)  // 21 + 1 × 3
        #expect(store.firstItem(ofSlot: 9) == 27)  // past the last slot: the item count
        #expect(store.items(ofSlot: 2) == 6..<9)
        #expect(store.items(ofSlot: 5) == 14..<19)
        #expect(store.items(ofSlot: 6) == 19..<21)  // an explicit run's last slot ends where the next run starts
        #expect([11, 12, 18, 19, 20, 21, 26].map(store.slot(containingItem:)) == [3, 4, 5, 6, 6, 7, 8])
        #expect([0, 3, 4, 5, 6, 7, 8, 9].map(store.offset(ofSlot:)) == [0, 30, 40, 45, 70, 82, 92, 102])
        #expect(store.stride(ofSlot: 5) == 25 && store.stride(ofSlot: 1) == 10 && store.lastStride == 10)
        // 45 + 25 = 70 > 69: five slots fit in 69, six in 70; none in a negative offset, all in a long one.
        #expect([-1, 0, 39, 44, 69, 70, 101, 500].map(store.leadingSlots(atMost:)) == [0, 0, 3, 4, 5, 6, 8, 9])
        #expect(store.run(containingItem: 12) == 1 && store.run(containingSlot: 7) == 2)
        #expect(store.problems(itemCount: 27).isEmpty)
    }

    @Test("moving later runs and rebuilding lengths keep the bookkeeping consistent")
    func shiftAndRebuild() {
        var store = Self.store()
        // Two slots of 3 items appended to the first run by hand: later runs move by 2 slots and 6 items.
        store.runs[0].count += 2
        store.shiftRuns(from: 1, slots: 2, items: 6)
        store.slotCount += 2
        store.itemCount += 6
        #expect(store.problems(itemCount: 33) == ["run 0: uniform length is stale"])
        store.rebuildLengths()
        #expect(store.problems(itemCount: 33).isEmpty)
        #expect(store.offset(ofSlot: 6) == 60 && store.firstItem(ofSlot: 6) == 18)  // the explicit run's first slot
    }

    @Test("broken bookkeeping is named")
    func problems() {
        var gap = Self.store()
        gap.runs[1].firstSlot = 5
        #expect(gap.problems(itemCount: 27) == ["run 1 does not follow on"])
        var starts = Self.store()
        starts.runs[1].explicit?.itemStarts[0] = 1
        #expect(starts.problems(itemCount: 27) == ["run 1: explicit starts and strides disagree"])
        #expect(Self.store().problems(itemCount: 28) == ["runs cover 9 slots; expected 9 slots, 28 items (stored 27)"])
        var itemless = Self.store()
        itemless.runs[2].firstItem = 27
        #expect(itemless.problems(itemCount: 27) == ["run 2 holds no items"])
        var empty = Self.store()
        empty.runs[2].count = 0
        #expect(empty.problems(itemCount: 27) == [
            "run 2 is empty", "run 2: uniform length is stale", "runs cover 7 slots; expected 9 slots, 27 items (stored 27)",
        ])
        var stale = Self.store()
        stale.lengths.add(1, at: 1)
        #expect(stale.problems(itemCount: 27) == ["run 1: length is stale"])
        var late = Self.store()
        late.runs[0].firstItem = 1
        #expect(late.problems(itemCount: 27) == ["the first run does not start at item 0"])
        var none = StrideRuns<Void>(perSlot: 3, uniformStride: 10)
        none.itemCount = 5
        #expect(none.problems(itemCount: 5) == ["0 runs for 5 items"])
    }
}
