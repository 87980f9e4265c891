// Per-item flow sections long enough to need several explicit line runs and size chunks (semantics LY7): inserts,
// deletes and reloads aimed at the runs' and chunks' bounds give a fresh solve's frames and a greedy packing's lines,
// and the chunked size store keeps every size in place through random edits.

import Foundation
import TestSupport
import Testing
@testable import CompositionalLayout

@Suite struct FlowPerItemRunsPropertyTests {
    /// 6 seeds of 9,000–14,000 items in a 300-wide flow (most items take a line alone: 6,000 lines and more, two
    /// runs at least), 8 updates each of a few deletes, inserts and reloads near a run's first item or a chunk's.
    @Test(arguments: 0..<6) func updatesAtRunBoundsGiveAFreshSolvesFrames(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 6_151 &+ 3)
        let choices = [CGSize(width: 200, height: 40), CGSize(width: 150, height: 30), CGSize(width: 90, height: 50)]
        let container = CollectionContainer(size: CGSize(width: 300, height: 400))
        let traits = LayoutTraits(displayScale: 1)
        let data = SectionedSizes([(0..<random.int(9_000...14_000)).map { _ in random.pick(choices) }])
        var solution = try FlowSolution(layout: data.layout, itemCounts: data.counts, container: container, traits: traits)
        #expect(runs(solution).count >= 2)
        for _ in 0..<8 {
            var sizes = data.all[0]
            let bounds = runs(solution).map(\.firstItem) + [FlowGivenSizes.maxChunkItems, 2 * FlowGivenSizes.maxChunkItems]
            let near = min(sizes.count - 1, random.pick(bounds) + random.int(0...4))
            let deleted = Array(Set([max(0, near - random.int(0...3)), near])).sorted()
            for item in deleted.reversed() { sizes.remove(at: item) }
            var inserted: [Int] = []
            for _ in 0..<random.int(0...3) {
                let at = min(sizes.count, near + random.int(-2...2))
                sizes.insert(random.pick(choices), at: max(0, at))
                inserted = inserted.map { $0 >= max(0, at) ? $0 + 1 : $0 } + [max(0, at)]
            }
            let reloaded = min(sizes.count - 1, near + 5)
            sizes[reloaded] = random.pick(choices)
            let remeasured = inserted.contains(reloaded) ? [] : [reloaded]
            data.all = [sizes]
            try solution.apply(LayoutUpdate(
                itemCounts: data.counts, oldSectionOfNew: [0],
                changes: [0: SectionItemChanges(deleted: deleted, inserted: inserted.sorted(), remeasured: remeasured)]))
            let fresh = try FlowSolution(layout: data.layout, itemCounts: data.counts, container: container, traits: traits)
            #expect(solution.stateProblems().isEmpty)
            #expect(solution.contentSize == fresh.contentSize)
            let paths = sizes.indices.map { IndexPath(indexes: [0, $0]) }
            #expect(paths.map { solution.attributesForItem(at: $0)?.frame } == paths.map { fresh.attributesForItem(at: $0)?.frame })
            #expect(FlowLineCheck.storedLines(solution, section: 0) == FlowLineCheck.greedyLines(solution, section: 0))
        }
    }

    func runs(_ solution: FlowSolution) -> [FlowLineRuns.Run] {
        guard case .variable(let lines) = solution.sections[0].lines else { return [] }
        return lines.runs.store.runs
    }

    /// Random inserts (half of the edits), removals and writes on 9,000 sizes (three chunks, split as they grow) read
    /// back as an array's.
    @Test(arguments: 0..<4) func chunkedSizesMatchAnArray(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 99)
        var expected = (0..<9_000).map { PixelSize(width: $0, height: $0 % 7) }
        var store = FlowGivenSizes(expected)
        for step in 0..<3_000 {
            let size = PixelSize(width: -step, height: step % 5)
            // Edits cluster in the first chunk so that it splits, and some land on the chunks' bounds.
            let item = random.chance(0.5) ? random.int(0...min(expected.count, 50)) : random.int(0...expected.count)
            switch random.int(0...3) {
            case 0, 3:
                expected.insert(size, at: item)
                store.insert(size, at: item)
            case 1 where item < expected.count:
                expected.remove(at: item)
                store.remove(at: item)
            default:
                guard item < expected.count else { continue }
                expected[item] = size
                store[item] = size
            }
        }
        #expect(store.problems.isEmpty)
        #expect(store.count == expected.count)
        #expect(expected.indices.map { store[$0] } == expected)
    }
}
