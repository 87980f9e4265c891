import CompositionalLayout
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// The state's rules (issue 23, section 3): every public mutation keeps them (debug builds check them after each, so
/// the whole suite runs the check), and `checkInvariants()` names a broken one. A list, so a test can break a rule
/// behind the view's back and read what is reported without tripping the debug assertion.
@MainActor
@Suite("State invariants")
struct InvariantTests {
    @Test("scrolling, selection, focus and a batch update keep every rule")
    func mutationsKeepTheRules() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [100])
        try view.selectItem(at: ip(0, 3))
        try view.setFocus(to: ip(0, 5))
        view.contentOffset = CGPoint(x: 0, y: 1_000)
        source.counts = [99]
        try view.deleteItems(at: [ip(0, 0)])
        #expect(view.checkInvariants() == [])
        // The marks moved up with their items: 3 − 1 = 2 and 5 − 1 = 4.
        #expect(view.indexPathsForSelectedItems == [ip(0, 2)])
        #expect(view.focusedIndexPath == ip(0, 4))
    }

    @Test("a selected index path that names no item is reported")
    func selectionOutsideTheData() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        view.itemMarks.select(ip(0, 10))  // one past the last item, bypassing selectItem's check
        #expect(view.checkInvariants() == ["selected [0, 10] is not an item of counts [10]"])
    }

    @Test("a cell that does not show its item's selection is reported")
    func cellSelectionOutOfStep() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        let cell = try #require(view.cellForItem(at: ip(0, 1)))
        cell.isSelected = true  // behind the view's back: item 1 is not selected
        #expect(view.checkInvariants() == ["the cell of [0, 1] shows the wrong selection"])
    }

    @Test("a shown view put back in its reuse queue is reported")
    func shownViewQueued() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        let cell = try #require(view.cellForItem(at: ip(0, 0)))
        let poolKey = PoolKey.cell(reuseIdentifier: source.cells.reuseIdentifier)
        try #require(view.viewStore.reuseQueues[poolKey]).views.append(cell)
        // The queue's name carries the registration's serial, which depends on the tests run before.
        #expect(view.checkInvariants() == [
            "a shown view is queued (\(poolKey))", "a queued view of \(poolKey) still displays an element",
        ])
    }

    @Test("a non-finite content offset and an anchor with no solve pending are reported")
    func scrollStateBroken() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        view.scroll.offset = CGPoint(x: 0, y: CGFloat.nan)
        view.scroll.pendingAnchor = ScrollState.Anchor(indexPath: ip(0, 0), distanceFromOffset: 0)
        #expect(view.checkInvariants() == [
            "content offset CGPoint(x: 0.0, y: nan) is not finite", "an anchor is kept but no solve is pending",
        ])
    }

    @Test("a prefetched index path that names no item is reported")
    func prefetchOutsideTheData() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        _ = view.prefetchState.replaceItems(with: [ip(0, 50)]) { _ in false }
        #expect(view.checkInvariants() == ["prefetched [0, 50] is not an item of counts [10]"])
    }

    @Test("a supplementary class filed under another category's key is reported")
    func registrationUnderWrongKey() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        view.registrations.supplementaryClasses[.decoration(kind: "badge")] = TestView.self
        #expect(view.checkInvariants() == ["a supplementary class is filed under decoration(kind: \"badge\")"])
    }

    @Test("pending work: a solve marked done while a reload is pending breaks the order of the steps")
    func pendingWorkOrder() {
        var work = PendingWork()
        #expect(work.checkInvariants() == [])
        work.solveDone()  // skipping the reload
        #expect(work.checkInvariants() == ["a reload is pending without a solve"])
        work.reloadDone()
        work.solveDone()
        work.visiblePassDone()
        #expect(work.checkInvariants() == [])
        #expect(!work.needsReload && !work.needsSolve && !work.needsVisiblePass)
    }

    @Test("item marks: moving through an update keeps the selection's set and order together")
    func itemMarksMove() {
        var marks = ItemMarks()
        marks.select(ip(0, 4))
        marks.select(ip(0, 1))
        marks.focused = ip(0, 4)
        // Item 1 is deleted; every later item moves up by one: 4 − 1 = 3.
        marks.move { $0[1] == 1 ? nil : ip(0, $0[1] > 1 ? $0[1] - 1 : $0[1]) }
        #expect(marks.selectionOrder == [ip(0, 3)])
        #expect(marks.focused == ip(0, 3))
        #expect(marks.checkInvariants() == [])
    }

    @Test("a cell provider that queries the view during an update's pass starts no layout pass inside it")
    func queryFromProviderDuringUpdate() throws {
        // Before: the query started a pass of its own inside the update's, whose views the update's pass then
        // dropped (shown to the host, but neither displayed nor queued); the check found them stamped by an old pass.
        let source = QueryingSource(count: 3)
        let view = CollectionView(
            layout: dummyLayout, size: CGSize(width: 300, height: 600), solver: FakeLayout.solver([FakeSectionSpec()]))
        view.dataSource = source
        try view.layoutIfNeeded()
        source.count = 4
        try view.insertItems(at: [ip(0, 0)])
        // One view per item, 3 + 1 = 4: the first pass's three and the inserted item's.
        #expect(view.reuseStatistics.viewsCreated == 4)
        #expect(view.preparedViews.count == 4)
        // The counts each cell request saw: 3 in the first pass, 4 (already the update's) inside the update.
        #expect(source.countsSeen == [3, 3, 3, 4])
        #expect(view.checkInvariants() == [])
    }
}

/// A data source whose cells ask the collection view for the item count while they are made.
@MainActor
private final class QueryingSource: CollectionViewDataSource {
    var count: Int
    var countsSeen: [Int] = []
    let cells = CellRegistration<TestCell, String> { cell, _, item in cell.text = item }

    init(count: Int) { self.count = count }

    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { count }

    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
        countsSeen.append(collectionView.numberOfItems(inSection: 0))  // a query: a pass unless one is under way
        return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "\(indexPath[1])")
    }
}
