// How a flow layout's invalidations decide its next solve (semantics LY3), with literal frames worked out by hand.
// Scale 1, so that points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

/// Item sizes a provider answers, counting how often it is asked (the delegate of a UIKit flow layout).
final class ProviderSizes: @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [CGSize]
    private var asked = 0

    init(_ sizes: [CGSize]) { self.sizes = sizes }

    var questions: Int { lock.withLock { asked } }

    func size(at item: Int) -> CGSize {
        lock.withLock {
            asked += 1
            return sizes[item]
        }
    }

    func set(_ size: CGSize, at item: Int) { lock.withLock { sizes[item] = size } }
}

@Suite struct FlowInvalidationTests {
    let container = CollectionContainer(size: CGSize(width: 300, height: 400))
    let traits = LayoutTraits(displayScale: 1)

    func frame(_ solution: FlowSolution?, _ item: Int) -> CGRect? {
        solution?.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame
    }

    /// Counts → afresh; everything → ask; attributes kept → keep, even with the metrics invalid; attributes only →
    /// reuse the answers; both (the defaults) → ask. Merging sets a flag either sets.
    @Test func theFlagsDecideTheAction() {
        #expect(FlowInvalidation().action == .askProviders)
        #expect(FlowInvalidation(dataSourceCounts: true, attributes: false).action == .solveAfresh)
        #expect(FlowInvalidation(everything: true, delegateMetrics: false, attributes: false).action == .askProviders)
        #expect(FlowInvalidation(delegateMetrics: true, attributes: false).action == .keep)
        #expect(FlowInvalidation(delegateMetrics: false, attributes: true).action == .reuseProviderAnswers)
        #expect(FlowInvalidation.none.action == .keep)
        let merged = FlowInvalidation.none.merged(with: FlowInvalidation(delegateMetrics: false, attributes: true))
        #expect(merged == FlowInvalidation(delegateMetrics: false, attributes: true))
        #expect(merged.merged(with: FlowInvalidation(delegateMetrics: true, attributes: false)) == FlowInvalidation())
        #expect(FlowInvalidation.boundsChange(from: CGSize(width: 300, height: 400), to: CGSize(width: 300, height: 400)) == .none)
        #expect(FlowInvalidation.boundsChange(from: CGSize(width: 300, height: 400), to: CGSize(width: 300, height: 500)) == FlowInvalidation())
    }

    /// Sizes 100, 120 and 90 wide, 40 high, in 300, spacing 10: 100 + 10 + 120 = 230 fits, + 10 + 90 = 330 does not;
    /// line 0 [0, 1] justified (item 1 at 300 − 120 = 180), line 1 [2] packed left (sizes differ, F3) at y 50.
    /// Item 0 then answers 200: solved with the reused answers nothing is asked and nothing moves; asking again,
    /// 200 + 10 + 120 = 330 > 300: item 0 is alone and centred, (300 − 200) / 2 = 50; line 1 [1, 2] at x 0 and
    /// 120 + 10 = 130.
    @Test func reusedAnswersAskNoProvider() throws {
        let sizes = ProviderSizes([CGSize(width: 100, height: 40), CGSize(width: 120, height: 40), CGSize(width: 90, height: 40)])
        var layout = FlowLayout()
        layout.itemSizing = .perItem
        layout.itemSizeProvider = { sizes.size(at: $0[1]) }
        var solution = try FlowSolution(layout: layout, itemCounts: [3], container: container, traits: traits)
        #expect(frame(solution, 1) == CGRect(x: 180, y: 0, width: 120, height: 40))
        #expect(frame(solution, 2) == CGRect(x: 0, y: 50, width: 90, height: 40))
        let asked = sizes.questions
        sizes.set(CGSize(width: 200, height: 40), at: 0)
        try solution.update(layout: solution.layoutReusingProviderAnswers, container: container, traits: traits)
        #expect(sizes.questions == asked)
        #expect(frame(solution, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(solution, 1) == CGRect(x: 180, y: 0, width: 120, height: 40))
        try solution.update(layout: layout, container: container, traits: traits)
        #expect(sizes.questions == asked + 3)
        #expect(frame(solution, 0) == CGRect(x: 50, y: 0, width: 200, height: 40))
        #expect(frame(solution, 1) == CGRect(x: 0, y: 50, width: 120, height: 40))
        #expect(frame(solution, 2) == CGRect(x: 130, y: 50, width: 90, height: 40))
    }

    /// Estimates 50 × 50 in 300: four fit one line (230), the last, packed left: x 0, 60, 120, 180. Item 1 measures
    /// 200 × 30: 50 + 10 + 200 = 260 fits, + 10 + 50 does not: line 0 [0, 1] justified (item 1 at 100), 50 high, so
    /// item 1 at y (50 − 30) / 2 = 10; line 1 [2, 3] at y 60, x 0 and 60. A kept or re-asked solution keeps the
    /// size; new counts solve afresh, back to the estimate.
    @Test func measuredSizesLiveUntilTheCountsChange() throws {
        var layout = FlowLayout()
        layout.itemSizing = .estimated(CGSize(width: 50, height: 50))
        var prepared = PreparedFlow()
        try prepared.prepare(layout: { layout }, itemCounts: [4], container: container, traits: traits)
        #expect(frame(prepared.solution, 3) == CGRect(x: 180, y: 0, width: 50, height: 50))
        try prepared.setMeasuredSize(CGSize(width: 200, height: 30), forItemAt: IndexPath(indexes: [0, 1]))
        #expect(frame(prepared.solution, 1) == CGRect(x: 100, y: 10, width: 200, height: 30))
        #expect(frame(prepared.solution, 3) == CGRect(x: 60, y: 60, width: 50, height: 50))
        #expect(prepared.solution?.contentSize == CGSize(width: 300, height: 110))
        var asked = 0
        prepared.invalidate(FlowInvalidation(delegateMetrics: true, attributes: false))
        try prepared.prepare(layout: { asked += 1; return layout }, itemCounts: [4], container: container, traits: traits)
        #expect(asked == 0)
        prepared.invalidate(FlowInvalidation(everything: true))
        try prepared.prepare(layout: { asked += 1; return layout }, itemCounts: [4], container: container, traits: traits)
        #expect(asked == 1)
        #expect(frame(prepared.solution, 1) == CGRect(x: 100, y: 10, width: 200, height: 30))
        prepared.invalidate(FlowInvalidation(dataSourceCounts: true))
        try prepared.prepare(layout: { layout }, itemCounts: [4], container: container, traits: traits)
        #expect(frame(prepared.solution, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(prepared.pending == .none)
    }

    /// Item 1 measured 200 × 30 (as above), then item 0 deleted: the solution moves through the update before the
    /// update's counts invalidation arrives, the size carried. 200 + 10 + 50 = 260 fits, + 10 + 50 = 320 does not:
    /// line 0 [0, 1] justified (item 1 at 300 − 50 = 250), 50 high, item 0 at y (50 − 30) / 2 = 10; line 1 [2], the
    /// last, at y 60, x 0. The update's counts invalidation then keeps the moved solution (LY5); without the update
    /// the counts would solve afresh, item 0 back at 50 × 50.
    @Test func aBatchUpdateCarriesMeasuredSizes() throws {
        var layout = FlowLayout()
        layout.itemSizing = .estimated(CGSize(width: 50, height: 50))
        var prepared = PreparedFlow()
        try prepared.prepare(layout: { layout }, itemCounts: [4], container: container, traits: traits)
        try prepared.setMeasuredSize(CGSize(width: 200, height: 30), forItemAt: IndexPath(indexes: [0, 1]))
        prepared.apply(LayoutUpdate(itemCounts: [3], oldSectionOfNew: [0], changes: [0: SectionItemChanges(deleted: [0])]))
        prepared.invalidate(FlowInvalidation(dataSourceCounts: true))
        #expect(prepared.pending.action == .keep)
        try prepared.prepare(layout: { layout }, itemCounts: [3], container: container, traits: traits)
        #expect(frame(prepared.solution, 0) == CGRect(x: 0, y: 10, width: 200, height: 30))
        #expect(frame(prepared.solution, 1) == CGRect(x: 250, y: 0, width: 50, height: 50))
        #expect(frame(prepared.solution, 2) == CGRect(x: 0, y: 60, width: 50, height: 50))
        prepared.invalidate(FlowInvalidation(dataSourceCounts: true))
        try prepared.prepare(layout: { layout }, itemCounts: [3], container: container, traits: traits)
        #expect(frame(prepared.solution, 0) == CGRect(x: 0, y: 0, width: 50, height: 50))
    }
    /// A provider with no sizes of its own for section 0 (UIKit: the delegate does not implement `sizeForItemAt`):
    /// that section is laid out by arithmetic and its provider never asked, even with a million items; section 1's
    /// provider sizes its items. Section 0: 100 × 100 items in 300, spacing 10: 100 + 10 + 100 = 210 fits, + 10 +
    /// 100 = 320 does not: two a line, justified (x 0 and 200), 500,000 lines 110 apart: item 999,999 at y
    /// 499,999 · 110 = 54,999,890; the section is 500,000 · 100 + 499,999 · 10 = 54,999,990 long. Section 1 (sizes 100,
    /// 120, 90 × 40, as above) starts there: item 1 at x 180, item 2 on the next line at 54,999,990 + 50 = 55,000,040;
    /// content 54,999,990 + 90 = 55,000,080. Solved again with the reused answers, section 0 stays arithmetic and
    /// nothing is asked.
    @Test func aProviderWithoutSizesOfItsOwnIsAnsweredByArithmetic() throws {
        let sizes = ProviderSizes([CGSize(width: 100, height: 40), CGSize(width: 120, height: 40), CGSize(width: 90, height: 40)])
        let defaults = ProviderSizes([CGSize(width: 100, height: 100)])
        let probes = ProviderSizes([.zero])
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.itemSizing = .perItem
        layout.itemSizeProvider = { $0[0] == 1 ? sizes.size(at: $0[1]) : defaults.size(at: 0) }
        layout.providerSizesItems = { indexPath in
            _ = probes.size(at: 0)
            return indexPath[0] == 1
        }
        var solution = try FlowSolution(layout: layout, itemCounts: [1_000_000, 3], container: container, traits: traits)
        func check() {
            #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 1]))?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
            #expect(
                solution.attributesForItem(at: IndexPath(indexes: [0, 999_999]))?.frame
                    == CGRect(x: 200, y: 54_999_890, width: 100, height: 100))
            #expect(
                solution.attributesForItem(at: IndexPath(indexes: [1, 1]))?.frame
                    == CGRect(x: 180, y: 54_999_990, width: 120, height: 40))
            #expect(
                solution.attributesForItem(at: IndexPath(indexes: [1, 2]))?.frame
                    == CGRect(x: 0, y: 55_000_040, width: 90, height: 40))
            #expect(solution.contentSize == CGSize(width: 300, height: 55_000_080))
            guard case .uniform = solution.sections[0].lines else {
                Issue.record("section 0 is not answered by arithmetic")
                return
            }
        }
        check()
        #expect(defaults.questions == 0)
        #expect(sizes.questions == 3)
        #expect(probes.questions == 2)
        try solution.update(layout: solution.layoutReusingProviderAnswers, container: container, traits: traits)
        check()
        #expect(defaults.questions == 0)
        #expect(sizes.questions == 3)
        #expect(probes.questions == 2)
    }
}
