// Generated batch updates of flows with per-item sizes (semantics LY5): after any mix of deletes, inserts and reloads
// the moved solution has a fresh solve's frames, and the provider was asked only about inserted and reloaded items.

import Foundation
import TestSupport
import Testing
@testable import CompositionalLayout

/// Per-section item sizes a provider answers, counting questions.
final class SectionedSizes: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [[CGSize]]
    private var asked = 0

    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    var questions: Int { lock.withLock { asked } }
    var counts: [Int] { lock.withLock { sizes.map(\.count) } }
    var all: [[CGSize]] {
        get { lock.withLock { sizes } }
        set { lock.withLock { sizes = newValue } }
    }

    var layout: FlowLayout {
        var layout = FlowLayout()
        layout.itemSizing = .perItem
        layout.sectionMetrics = FlowSectionMetrics(inset: EdgeInsets(top: 5, left: 8, bottom: 5, right: 8))
        layout.itemSizeProvider = { [self] indexPath in
            lock.withLock {
                asked += 1
                return sizes[indexPath[0]][indexPath[1]]
            }
        }
        return layout
    }
}

@Suite struct FlowBatchUpdatePropertyTests {
    static let choices = [
        CGSize(width: 100, height: 40), CGSize(width: 140, height: 40), CGSize(width: 300, height: 60),
        CGSize(width: 90, height: 30), CGSize(width: 60, height: 50),
    ]

    /// One section's update: deletes (old indices), inserts (new indices) and reloads of kept items, with the new sizes.
    static func sectionUpdate(_ old: [CGSize], uniform: Bool, using random: inout SplitMix64)
        -> ([CGSize], SectionItemChanges)
    {
        func size() -> CGSize { uniform && random.chance(0.8) ? choices[1] : random.pick(choices) }
        var deleted: [Int] = []
        for index in old.indices where random.chance(0.1) { deleted.append(index) }
        var items: [(CGSize, Bool)] = old.enumerated().filter { !deleted.contains($0.offset) }.map { ($0.element, false) }
        for _ in 0..<random.int(0...3) { items.insert((size(), true), at: random.int(0...items.count)) }
        let inserted = items.indices.filter { items[$0].1 }
        var remeasured: [Int] = []
        for index in items.indices where !items[index].1 && random.chance(0.05) {
            items[index].0 = size()
            remeasured.append(index)
        }
        return (items.map(\.0), SectionItemChanges(deleted: deleted, inserted: inserted, remeasured: remeasured))
    }

    func frames(_ solution: FlowSolution, counts: [Int]) -> [CGRect] {
        counts.enumerated().flatMap { section, count in
            (0..<count).map { solution.attributesForItem(at: IndexPath(indexes: [section, $0]))?.frame ?? .null }
        } + [CGRect(origin: .zero, size: solution.contentSize)]
    }

    /// 60 seeds, two sections of up to 40 items (one of them often of one size), 6 updates each, 300 wide.
    @Test(arguments: 0..<60) func generatedUpdatesGiveAFreshSolvesFrames(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 7_919)
        let container = CollectionContainer(size: CGSize(width: 300, height: 400))
        let traits = LayoutTraits(displayScale: 1)
        let uniform = [random.chance(0.5), random.chance(0.5)]
        let data = SectionedSizes((0..<2).map { section in
            (0..<random.int(1...40)).map { _ in uniform[section] ? Self.choices[1] : random.pick(Self.choices) }
        })
        var solution = try FlowSolution(layout: data.layout, itemCounts: data.counts, container: container, traits: traits)
        for step in 0..<6 {
            var all = data.all
            var changes: [Int: SectionItemChanges] = [:]
            for section in all.indices {
                let (sizes, sectionChanges) = Self.sectionUpdate(all[section], uniform: uniform[section], using: &random)
                all[section] = sizes
                if !sectionChanges.isEmpty { changes[section] = sectionChanges }
            }
            let before = data.questions
            let counts = all.map(\.count)
            data.all = all
            try solution.apply(LayoutUpdate(itemCounts: counts, oldSectionOfNew: [0, 1], changes: changes))
            // Sections that were or became empty are solved whole (asking every item); the others ask the changes.
            let expected = changes.values.reduce(0) { $0 + Set($1.inserted + $1.remeasured).count }
            #expect(data.questions - before <= expected + counts.reduce(0, +), "seed \(seed), step \(step)")
            if counts.allSatisfy({ $0 > 0 }) {
                #expect(data.questions - before <= expected || solution.numberOfSections != 2, "seed \(seed), step \(step)")
            }
            let fresh = try FlowSolution(layout: data.layout, itemCounts: counts, container: container, traits: traits)
            #expect(frames(solution, counts: counts) == frames(fresh, counts: counts), "seed \(seed), step \(step)")
        }
    }
}
