// A batch update of a flow of per-item sizes asks the provider about the items that change only (semantics LY5),
// with literal frames worked out by hand. Scale 1, so that points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

/// Item sizes a provider answers from its data (a UIKit flow delegate sizing each model item), counting questions.
final class ItemSizeData: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [CGSize]
    private var asked = 0

    init(_ sizes: [CGSize]) { self.sizes = sizes }

    var questions: Int { lock.withLock { asked } }
    var count: Int { lock.withLock { sizes.count } }

    func size(at item: Int) -> CGSize {
        lock.withLock {
            asked += 1
            return sizes[item]
        }
    }

    func insert(_ size: CGSize, at item: Int) { lock.withLock { sizes.insert(size, at: item) } }
    func remove(at item: Int) { lock.withLock { _ = sizes.remove(at: item) } }

    /// A `.perItem` flow asking this data.
    var layout: FlowLayout {
        var layout = FlowLayout()
        layout.itemSizing = .perItem
        layout.itemSizeProvider = { [self] indexPath in size(at: indexPath[1]) }
        return layout
    }
}

@Suite struct FlowBatchUpdateTests {
    let container = CollectionContainer(size: CGSize(width: 300, height: 400))
    let traits = LayoutTraits(displayScale: 1)

    func frame(_ solution: FlowSolution?, _ item: Int) -> CGRect? {
        solution?.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame
    }

    /// Every element of `solution` in the first and the last 400 points, and its content size.
    func snapshot(_ solution: FlowSolution?) -> [CGRect] {
        guard let solution else { return [] }
        let end = solution.contentSize.height
        let rects = [CGRect(x: 0, y: 0, width: 300, height: 400), CGRect(x: 0, y: end - 400, width: 300, height: 400)]
        return rects.flatMap { solution.attributesForElements(in: $0, scrollPosition: nil).map(\.frame) }
            + [CGRect(origin: .zero, size: solution.contentSize)]
    }

    /// 10,000 items of 140 × 40 in 300, spacing 10: 140 + 10 + 140 = 290 fits, two a line, justified (x 0 and
    /// 300 − 140 = 160), 5,000 lines 50 apart; one size, so the last line is justified too (F3): item 9,999 at
    /// (160, 4,999 · 50 = 249,950). A 300 × 60 item inserted at 0: alone on line 0 (300 + 10 + 140 > 300), centred
    /// at x 0; the old items follow two a line from y 60 + 10 = 70; sizes now differ, so the last line is packed
    /// from the leading inset: item 10,000 (the old 9,999) at (140 + 10 = 150, 70 + 4,999 · 50 = 250,020). Content
    /// 60 + 10 + 5,000 · 40 + 4,999 · 10 = 250,060. The provider is asked once, for the inserted item, and the
    /// counts invalidation that follows solves nothing again; the frames are a fresh solve's.
    @Test func anInsertAsksOnlyForTheInsertedItem() throws {
        let data = ItemSizeData(Array(repeating: CGSize(width: 140, height: 40), count: 10_000))
        var prepared = PreparedFlow()
        try prepared.prepare(layout: { data.layout }, itemCounts: [10_000], container: container, traits: traits)
        #expect(data.questions == 10_000)
        #expect(frame(prepared.solution, 9_999) == CGRect(x: 160, y: 249_950, width: 140, height: 40))
        data.insert(CGSize(width: 300, height: 60), at: 0)
        prepared.apply(LayoutUpdate(itemCounts: [10_001], oldSectionOfNew: [0], changes: [0: .init(inserted: [0])]))
        prepared.invalidate(FlowInvalidation(dataSourceCounts: true))
        #expect(prepared.pending.action == .keep)
        try prepared.prepare(layout: { data.layout }, itemCounts: [10_001], container: container, traits: traits)
        #expect(data.questions == 10_001)
        #expect(frame(prepared.solution, 0) == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(frame(prepared.solution, 1) == CGRect(x: 0, y: 70, width: 140, height: 40))
        #expect(frame(prepared.solution, 2) == CGRect(x: 160, y: 70, width: 140, height: 40))
        #expect(frame(prepared.solution, 9_999) == CGRect(x: 0, y: 250_020, width: 140, height: 40))
        #expect(frame(prepared.solution, 10_000) == CGRect(x: 150, y: 250_020, width: 140, height: 40))
        #expect(prepared.solution?.contentSize == CGSize(width: 300, height: 250_060))
        let fresh = try FlowSolution(layout: data.layout, itemCounts: [10_001], container: container, traits: traits)
        #expect(snapshot(prepared.solution) == snapshot(fresh))
    }

    /// Deleting the wide item again makes the sizes one (checked over the kept store, no question): the last line is
    /// justified again, item 9,999 back at (160, 249,950); a reload of item 1 (now 140 × 40 → 100 × 40) asks for it
    /// alone: line 0 holds items 0 and 1 (140 + 10 + 100 = 250), justified (item 1 at 300 − 100 = 200).
    @Test func deletesAndReloadsKeepTheLastLineRule() throws {
        let data = ItemSizeData(
            [CGSize(width: 300, height: 60)] + Array(repeating: CGSize(width: 140, height: 40), count: 10_000))
        var solution = try FlowSolution(layout: data.layout, itemCounts: [10_001], container: container, traits: traits)
        data.remove(at: 0)
        try solution.apply(LayoutUpdate(itemCounts: [10_000], oldSectionOfNew: [0], changes: [0: .init(deleted: [0])]))
        #expect(data.questions == 10_001)
        #expect(frame(solution, 9_999) == CGRect(x: 160, y: 249_950, width: 140, height: 40))
        data.remove(at: 1)
        data.insert(CGSize(width: 100, height: 40), at: 1)
        try solution.apply(LayoutUpdate(itemCounts: [10_000], oldSectionOfNew: [0], changes: [0: .init(remeasured: [1])]))
        #expect(data.questions == 10_002)
        #expect(frame(solution, 1) == CGRect(x: 200, y: 0, width: 100, height: 40))
        #expect(frame(solution, 9_999) == CGRect(x: 150, y: 249_950, width: 140, height: 40))
        let fresh = try FlowSolution(layout: data.layout, itemCounts: [10_000], container: container, traits: traits)
        #expect(snapshot(solution) == snapshot(fresh))
    }

    /// A solution solved again with recorded answers (kept delegate metrics, LY3) asks the providers answering now
    /// about an inserted item, not the record (which would answer the old item 0's 140 × 40): the 300 × 60 item is
    /// alone on line 0, the old items follow from y 70.
    @Test func anUpdateAfterRecordedAnswersAsksTheLiveProvider() throws {
        let data = ItemSizeData(Array(repeating: CGSize(width: 140, height: 40), count: 4))
        var solution = try FlowSolution(layout: data.layout, itemCounts: [4], container: container, traits: traits)
        try solution.update(layout: solution.layoutReusingProviderAnswers, container: container, traits: traits)
        #expect(data.questions == 4)
        data.insert(CGSize(width: 300, height: 60), at: 0)
        try solution.apply(LayoutUpdate(itemCounts: [5], oldSectionOfNew: [0], changes: [0: .init(inserted: [0])]))
        #expect(data.questions == 5)
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(frame(solution, 4) == CGRect(x: 150, y: 120, width: 140, height: 40))
    }
}
