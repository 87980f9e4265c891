import CompositionalLayout
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// Who owns reusable views (issue 13's leak) and when a dequeued view gets its attributes (issue 9's order).
@MainActor
@Suite("Reusable views: ownership and dequeue order")
struct ReusableViewOwnershipTests {
    /// A data source that is not kept alive by the test's global list.
    final class Source: CollectionViewDataSource {
        let cells = CellRegistration<TestCell, String> { cell, _, item in cell.text = item }
        var count: Int
        init(count: Int) { self.count = count }
        func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { count }
        func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "\(indexPath[1])")
        }
    }

    @Test func queuedAndShownViewsDieWithTheCollectionViewAndDataSource() throws {
        weak var shownCell: TestCell?
        weak var queuedCell: TestCell?
        weak var weakView: CollectionView?
        do {
            let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                      solver: FakeLayout.solver([FakeSectionSpec()]))
            let source = Source(count: 100)
            view.dataSource = source
            try view.layoutIfNeeded()
            queuedCell = view.cellForItem(at: ip(0, 10)) as? TestCell
            // 100 pt tall: the prepared rect is −50…150 (overscan half the height), items 0–2 keep views and the
            // other 15 of the first 18 (−300…900) go back to their queue.
            view.size = CGSize(width: 300, height: 100)
            try view.layoutIfNeeded()
            #expect(view.queuedViewCount == 15)
            shownCell = view.cellForItem(at: ip(0, 0)) as? TestCell
            #expect(view.cellForItem(at: ip(0, 10)) == nil)
            weakView = view
            #expect(shownCell != nil && queuedCell != nil && weakView != nil)
        }
        #expect(weakView == nil)
        #expect(shownCell == nil)
        #expect(queuedCell == nil)
    }

    /// A handler that hides its cell and reads its frame: the attributes are applied before it runs.
    final class HidingSource: CollectionViewDataSource {
        var framesSeenByHandler: [CGRect] = []
        lazy var cells = CellRegistration<TestCell, String> { [unowned self] cell, indexPath, _ in
            self.framesSeenByHandler.append(cell.frame)
            cell.hiddenByHandler = indexPath[1] == 1
        }
        func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { 3 }
        func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "")
        }
    }

    @Test func dequeuingAppliesTheAttributesBeforeTheHandlerRuns() throws {
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                  solver: FakeLayout.solver([FakeSectionSpec(itemHeight: 50)]))
        let source = HidingSource()
        view.dataSource = source
        try view.layoutIfNeeded()
        // Items are 300 × 50 rows: the handler saw each cell at its frame (y = 50 × item).
        #expect(source.framesSeenByHandler == [
            CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 0, y: 50, width: 300, height: 50),
            CGRect(x: 0, y: 100, width: 300, height: 50),
        ])
        // What the handler set after the attributes were applied sticks: no second application over it.
        let hidden = try #require(view.cellForItem(at: ip(0, 1)) as? TestCell)
        #expect(hidden.hiddenByHandler && hidden.applyCount == 1)
    }

    @Test func aViewNotDequeuedFromTheCollectionViewIsANamedError() throws {
        final class Foreign: CollectionViewDataSource {
            func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { 1 }
            func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
                TestCell()
            }
        }
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                  solver: FakeLayout.solver([FakeSectionSpec()]))
        let source = Foreign()
        view.dataSource = source
        #expect(throws: CollectionViewError(.foreignView(.cell(ip(0, 0))))) { try view.layoutIfNeeded() }
    }

    @Test func theCollectionViewAnswersAViewsReuseIdentifierAndAttributes() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [5])
        let cell = try #require(view.cellForItem(at: ip(0, 2)))
        #expect(view.reuseIdentifier(of: cell) == source.cells.reuseIdentifier)
        #expect(view.viewAttributes(of: cell)?.frame == CGRect(x: 0, y: 100, width: 300, height: 50))  // 2 × 50
        #expect(view.viewAttributes(of: TestCell()) == nil)
    }
}
