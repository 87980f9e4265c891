import CompositionalLayout
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite struct ReuseTests {
    @Test func viewsCreatedAreOneScreenfulPlusOverscan() throws {
        // 300 × 600 viewport, 50 pt rows, overscan half a screen (300 pt) each side.
        // At offset 0 the prepared rect is y −300 … 900: rows 0…17 (18 rows: 900 / 50) intersect it.
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [10_000])
        #expect(view.preparedViews.count == 18)
        #expect(view.indexPathsForVisibleItems == (0..<12).map { ip(0, $0) })  // 600 / 50 = 12 rows visible
        let created = view.reuseStatistics.viewsCreated
        #expect(created == 18)
        // Scroll the whole list, 10 pt at a time, then jump around.
        var y: CGFloat = 0
        while y < 10_000 * 50 {
            y += 10
            view.contentOffset = CGPoint(x: 0, y: y)
            try view.layoutIfNeeded()
        }
        // At most one screenful + 2 × overscan + one row entering: (600 + 600) / 50 + 1 = 25 views ever.
        #expect(view.reuseStatistics.viewsCreated <= 25)
        #expect(view.reuseStatistics.viewsReused > 9_000)
        // The bottom is clamped: content 500 000 − 600 = 499 400.
        #expect(view.contentOffset.y == 499_400)
        #expect(view.indexPathsForVisibleItems.last == ip(0, 9_999))
        // Every prepared view is accounted for: visible + queued = created.
        #expect(view.preparedViews.count + view.queuedViewCount == view.reuseStatistics.viewsCreated)
        #expect(source.cells.reuseIdentifier.hasPrefix("TestCell#"))
        #expect(view.reuseStatistics.byReuseIdentifier[source.cells.reuseIdentifier]?.created == view.reuseStatistics.viewsCreated)
    }

    @Test func viewsCreatedDoNotDependOnItemCount() throws {
        for count in [100, 1_000_000] {
            let (view, _) = try makeView(specs: [FakeSectionSpec(columns: 3, itemHeight: 100)], counts: [count])
            for step in 1...200 {
                view.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
                try view.layoutIfNeeded()
            }
            // Prepared rect 1200 pt tall → 12 rows + 1 straddling row = 13 rows × 3 columns = 39 views.
            #expect(view.reuseStatistics.viewsCreated <= 39, "count \(count)")
        }
    }

    @Test func recycledCellsArePreparedAndReconfigured() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [100])
        let first = try #require(view.cellForItem(at: ip(0, 0)) as? TestCell)
        #expect(first.text == "0-0")
        #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        view.contentOffset = CGPoint(x: 0, y: 2_000)  // prepared rect 1700 … 2900: items 34 … 57
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: ip(0, 0)) == nil)
        #expect(first.reuseCount == 1)
        #expect(first.indexPath != nil && first.indexPath![1] >= 34)
        #expect(first.text == "\(first.indexPath![0])-\(first.indexPath![1])")
        #expect(first.frame.minY == CGFloat(first.indexPath![1]) * 50)
    }
}

@MainActor
@Suite struct ScrollingTests {
    @Test func contentOffsetIsClampedToTheContent() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [30])  // content 30 × 50 = 1500
        view.contentOffset = CGPoint(x: 40, y: -100)
        #expect(view.contentOffset == .zero)
        view.contentOffset = CGPoint(x: 0, y: 5_000)
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))  // 1500 − 600
        view.contentInset = EdgeInsets(top: 20, bottom: 30)
        view.contentOffset = CGPoint(x: 0, y: -100)
        #expect(view.contentOffset.y == -20)
        view.contentOffset = CGPoint(x: 0, y: 5_000)
        #expect(view.contentOffset.y == 930)  // 1500 + 30 − 600
    }

    @Test func scrollToItemPositions() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [100])
        try view.scrollToItem(at: ip(0, 40), position: .top)
        #expect(view.contentOffset.y == 2_000)  // 40 × 50
        try view.scrollToItem(at: ip(0, 40), position: .centeredVertically)
        #expect(view.contentOffset.y == 1_725)  // 2000 + 25 − 300
        try view.scrollToItem(at: ip(0, 40), position: .bottom)
        #expect(view.contentOffset.y == 1_450)  // 2050 − 600
        // Nearest: item 60 is below (3000…3050 vs 1450…2050) → aligned to the bottom: 3050 − 600.
        try view.scrollToItem(at: ip(0, 60))
        #expect(view.contentOffset.y == 2_450)
        // Already visible: no change.
        try view.scrollToItem(at: ip(0, 55))
        #expect(view.contentOffset.y == 2_450)
        // Nearest, above: aligned to the top.
        try view.scrollToItem(at: ip(0, 10))
        #expect(view.contentOffset.y == 500)
        // Clamped at the end: 5000 − 600.
        try view.scrollToItem(at: ip(0, 99), position: .top)
        #expect(view.contentOffset.y == 4_400)
        #expect(view.indexPathsForVisibleItems.last == ip(0, 99))
    }

    @Test func scrollingToAMissingItemIsAnError() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [3, 5])
        let error = #expect(throws: CollectionViewError.self) { try view.scrollToItem(at: ip(1, 7), position: .top) }
        #expect(error?.description == "Attempted to scroll the collection view to an out-of-bounds item (7) when there "
            + "are only 5 items in section 1. Index path: [1, 7].")
        let sectionError = #expect(throws: CollectionViewError.self) { try view.scrollToItem(at: ip(4, 0)) }
        #expect(sectionError?.description == "Attempted to scroll the collection view to an out-of-bounds section (4) "
            + "when there are only 2 sections. Index path: [4, 0].")
    }

    @Test func selectingOrFocusingAMissingItemNamesTheOperation() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [3, 5])
        let select = #expect(throws: CollectionViewError.self) { try view.selectItem(at: ip(1, 7)) }
        #expect(select?.description == "Attempted to select an out-of-bounds item (7) when there "
            + "are only 5 items in section 1. Index path: [1, 7].")
        let tap = #expect(throws: CollectionViewError.self) { try view.userSelectItem(at: ip(4, 0)) }
        #expect(tap?.description == "Attempted to select an out-of-bounds section (4) "
            + "when there are only 2 sections. Index path: [4, 0].")
        let focus = #expect(throws: CollectionViewError.self) { try view.setFocus(to: ip(0, 3)) }
        #expect(focus?.reason == .itemNotFound(ip(0, 3), numberOfSections: 2, numberOfItems: 3, operation: .focus))
    }

    @Test func flingProjectsWithUIScrollViewDeceleration() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [1_000])  // content 50 000
        // v = 2 pt/ms at the normal rate: distance 2 × 0.998 / 0.002 = 998.
        #expect(abs(view.targetContentOffset(forVelocity: CGPoint(x: 0, y: 2)).y - 998) < 1e-6)
        view.decelerationRate = DecelerationRate.fast
        // Fast: 2 × 0.99 / 0.01 = 198.
        #expect(abs(view.fling(velocity: CGPoint(x: 0, y: 2)).y - 198) < 1e-6)
        #expect(abs(view.contentOffset.y - 198) < 1e-6)
        // Clamped at the top.
        #expect(view.fling(velocity: CGPoint(x: 0, y: -10)).y == 0)
        let simulation = DecelerationSimulation(startOffset: 0, velocity: 2, rate: DecelerationRate.normal)
        #expect(abs(simulation.offset(atMilliseconds: 1) - 1.996) < 1e-9)  // 2 × 0.998
        #expect(abs(simulation.offset(atMilliseconds: 100_000) - 998) < 1e-6)
        #expect(simulation.duration() == 2_647)  // ln(0.01 / 2) / ln(0.998) = 2 646.4… → 2 647 ms
    }

    @Test func pagingStopsOnNeighbouringPages() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [1_000])
        view.isPagingEnabled = true
        view.contentOffset = CGPoint(x: 0, y: 650)
        #expect(view.fling(velocity: CGPoint(x: 0, y: 5)).y == 1_200)  // page 1 (600) + 1 → 1200
        #expect(view.fling(velocity: CGPoint(x: 0, y: -5)).y == 600)
        view.contentOffset = CGPoint(x: 0, y: 950)
        #expect(view.fling(velocity: .zero).y == 1_200)  // nearest page: 950 / 600 = 1.58 → 2
    }
}

@MainActor
@Suite struct PinnedHeaderTests {
    // Three sections of 10 rows (50 pt) with a pinned 40 pt header: section s spans 540 s … 540 s + 540.
    func make() throws -> CollectionView {
        let spec = FakeSectionSpec(header: 40, pinnedHeader: true)
        return try makeView(specs: [spec], counts: [10, 10, 10], size: CGSize(width: 300, height: 300)).0
    }

    @Test func headersRideTheVisibleBoundsAndStopAtTheirSection() throws {
        let view = try make()
        func header(_ section: Int) -> CGRect? { view.supplementaryView(forElementKind: "header", at: ip(section, 0))?.frame }
        #expect(header(0) == CGRect(x: 0, y: 0, width: 300, height: 40))
        // Inside section 0: the header rides the top of the visible bounds.
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header(0) == CGRect(x: 0, y: 200, width: 300, height: 40))
        #expect(view.supplementaryView(forElementKind: "header", at: ip(0, 0))?.zIndex == 1_000_000_001)
        // Near the end: stops at the section's far edge, 540 − 40 = 500.
        view.contentOffset = CGPoint(x: 0, y: 520)
        #expect(header(0) == CGRect(x: 0, y: 500, width: 300, height: 40))
        #expect(header(1) == CGRect(x: 0, y: 540, width: 300, height: 40))
        // Past section 0: its header is gone (it stayed at 500 … 540, left the prepared rect 520 − 150 = 370 … 970? no:
        // still prepared), section 1's header rides at the offset.
        view.contentOffset = CGPoint(x: 0, y: 700)
        #expect(header(1) == CGRect(x: 0, y: 700, width: 300, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 1_200)  // prepared 1050 … 1650: section 0 ends at 540
        #expect(header(0) == nil)
        #expect(header(2) == CGRect(x: 0, y: 1_200, width: 300, height: 40))
    }

    @Test func headersRideBelowTheAdjustedContentInset() throws {
        let view = try make()
        view.container.safeAreaInsets = EdgeInsets(top: 44)
        view.contentOffset = CGPoint(x: 0, y: 156)
        // The visible content starts at 156 + 44 = 200.
        #expect(view.supplementaryView(forElementKind: "header", at: ip(0, 0))?.frame.minY == 200)
        view.contentOffset = CGPoint(x: 0, y: -100)
        #expect(view.contentOffset.y == -44)
    }

    @Test func aMissingSupplementaryProviderIsAnError() throws {
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 300),
                                  solver: FakeLayout.solver([FakeSectionSpec(header: 40)]))
        let source = TestDataSource(counts: [3])
        source.provideHeaders = false
        view.dataSource = source
        defer { withExtendedLifetime(source) {} }
        let error = #expect(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error?.description == "The layout requested a supplementary view of kind 'header' at index path [0, 0], "
            + "but no supplementary view provider was specified (set the data source's supplementaryViewProvider, or "
            + "return a view from supplementaryView(ofKind:at:in:)).")
    }
}

@MainActor
@Suite("Reuse pools and bulk selection")
struct ReusePoolAndSelectionTests {
    final class DecorationView: TestView {}
    final class OtherSupplementary: TestView {}

    @Test func aSupplementaryOfKindDecorationDoesNotShareTheDecorationsQueue() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [3])
        view.register(DecorationView.self, forDecorationViewOfKind: "X")
        view.register(OtherSupplementary.self, forSupplementaryViewOfKind: "decoration", withReuseIdentifier: "X")
        let attributes = LayoutAttributes(
            category: .decorationView, elementKind: "X", indexPath: ip(0, 0), frame: .zero, zIndex: 0)
        let decoration = try view.makeView(for: attributes)
        view.recycle(decoration, key: ElementKey(attributes))
        let supplementary = try view.dequeueReusableSupplementaryView(
            ofKind: "decoration", withReuseIdentifier: "X", for: ip(0, 0))
        #expect(supplementary is OtherSupplementary)
        #expect(try view.makeView(for: attributes) === decoration)
    }

    @Test func clearingALargeSelectionKeepsOrderAndDeselectsAll() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [5_000])
        view.allowsMultipleSelection = true
        for item in 0..<5_000 { try view.selectItem(at: ip(0, item)) }
        view.deselectItem(at: ip(0, 1))
        #expect(view.indexPathsForSelectedItems.prefix(3) == [ip(0, 0), ip(0, 2), ip(0, 3)])
        view.allowsMultipleSelection = false
        try view.selectItem(at: ip(0, 7))
        #expect(view.indexPathsForSelectedItems == [ip(0, 7)])
        try view.selectItem(at: nil)
        #expect(view.indexPathsForSelectedItems.isEmpty)
        #expect(!view.isItemSelected(at: ip(0, 7)))
    }
}
