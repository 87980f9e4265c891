import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite struct UpdateTests {
    // A list of 50 pt rows in a 300 × 600 view: item i at y = 50 i; views exist for y −300 … 900 (items 0 … 17).
    func row(_ y: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 300, height: 50) }

    @Test func insertMovesFollowingItemsDownAndFadesTheNewOneIn() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [20])
        let oldCell3 = try #require(view.cellForItem(at: ip(0, 3)))
        source.counts = [21]
        let transaction = try view.performBatchUpdates(BatchUpdate(itemInserts: [ip(0, 2)]))
        #expect(!transaction.isReload)
        #expect(transaction.animation == .default)
        let inserted = try #require(transaction.element(after: .cell(ip(0, 2))))
        #expect(inserted.change == .appearing)
        #expect(inserted.initial.frame == row(100) && inserted.initial.alpha == 0)  // at its final frame, transparent
        #expect(inserted.final.frame == row(100) && inserted.final.alpha == 1)
        let moved = try #require(transaction.element(before: .cell(ip(0, 3))))
        #expect(moved.change == .moving && moved.keyAfter == .cell(ip(0, 4)))
        #expect(moved.before?.frame == row(150))  // 3 × 50
        #expect(moved.after?.frame == row(200))  // 4 × 50
        #expect(moved.view === oldCell3)  // moves keep their cell
        #expect(view.cellForItem(at: ip(0, 4)) === oldCell3)
        let still = try #require(transaction.element(after: .cell(ip(0, 1))))
        #expect(still.change == .moving && !still.isMoved)
        // Old item 17 (y 850) becomes item 18 at y 900, just past the prepared rect (−300 … 900).
        let leaving = try #require(transaction.element(before: .cell(ip(0, 17))))
        #expect(leaving.keyAfter == .cell(ip(0, 18)) && leaving.after?.frame == row(900))
        #expect(view.cellForItem(at: ip(0, 18)) == nil)
        #expect(transaction.contentSizeAfter.height == 1_050)  // 21 × 50
        #expect((view.cellForItem(at: ip(0, 2)) as? TestCell)?.text == "0-2")
    }

    @Test func deleteFadesOutAtTheOldFrame() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [20])
        let deletedCell = try #require(view.cellForItem(at: ip(0, 0)))
        source.counts = [19]
        let transaction = try view.performBatchUpdates(
            BatchUpdate(itemDeletes: [ip(0, 0)]), animation: UpdateAnimation(duration: 0.5, curve: .linear))
        #expect(transaction.animation.duration == 0.5)
        let deleted = try #require(transaction.element(before: .cell(ip(0, 0))))
        #expect(deleted.change == .disappearing && deleted.keyAfter == nil)
        #expect(deleted.initial.frame == row(0) && deleted.initial.alpha == 1)
        #expect(deleted.final.frame == row(0) && deleted.final.alpha == 0)
        #expect(deleted.view === deletedCell)
        let next = try #require(transaction.element(before: .cell(ip(0, 1))))
        #expect(next.before?.frame == row(50) && next.after?.frame == row(0))
        // An item enters the prepared rect at the bottom: new item 17 (old 18), y 850, with a view of its own.
        let entering = try #require(transaction.element(after: .cell(ip(0, 17))))
        #expect(entering.change == .moving && entering.before?.frame == row(900) && entering.after?.frame == row(850))
        #expect(entering.view !== deletedCell)  // the deleted cell is not reused inside the transaction
    }

    @Test func movesAcrossSections() throws {
        // Two sections of 5 rows with a 40 pt header: section 0 = 0 … 290, section 1 = 290 … 580.
        let (view, source) = try makeView(specs: [FakeSectionSpec(header: 40)], counts: [5, 5])
        let movedCell = try #require(view.cellForItem(at: ip(0, 1)))
        let header1 = try #require(view.supplementaryView(forElementKind: "header", at: ip(1, 0)))
        source.counts = [4, 6]
        let transaction = try view.performBatchUpdates(
            BatchUpdate(itemMoves: [.init(source: ip(0, 1), destination: ip(1, 0))]))
        let moved = try #require(transaction.element(before: .cell(ip(0, 1))))
        #expect(moved.keyAfter == .cell(ip(1, 0)))
        #expect(moved.before?.frame == row(90))  // 40 + 1 × 50
        #expect(moved.after?.frame == row(280))  // section 1 now starts at 40 + 4 × 50 = 240; + 40
        #expect(moved.view === movedCell)
        let follower = try #require(transaction.element(before: .cell(ip(1, 0))))
        #expect(follower.keyAfter == .cell(ip(1, 1)) && follower.before?.frame == row(330) && follower.after?.frame == row(330))
        let header = try #require(transaction.element(before: .supplementary("header", ip(1, 0))))
        #expect(header.before?.frame.minY == 290 && header.after?.frame.minY == 240)
        #expect(header.view === header1)
        let item2 = try #require(transaction.element(before: .cell(ip(0, 2))))
        #expect(item2.keyAfter == .cell(ip(0, 1)) && item2.after?.frame == row(90))
    }

    @Test func sectionInsertAndDelete() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec(header: 40)], counts: [2, 2])
        source.counts = [3, 2]
        let transaction = try view.performBatchUpdates(BatchUpdate(sectionDeletes: [0], sectionInserts: [0]))
        // Every old element of section 0 disappears; every new one appears; section 1 stays (0 → 1 keeps index 1).
        #expect(transaction.elements(.disappearing).count == 3)  // header + 2 items
        #expect(transaction.elements(.appearing).count == 4)  // header + 3 items
        let header1 = try #require(transaction.element(before: .supplementary("header", ip(1, 0))))
        #expect(header1.before?.frame.minY == 140 && header1.after?.frame.minY == 190)  // 40 + 2 × 50 → 40 + 3 × 50
    }

    @Test func reloadReplacesTheCell() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [20])
        let old = try #require(view.cellForItem(at: ip(0, 3)) as? TestCell)
        source.labels = { $0 == ip(0, 3) ? "new" : "\($0[0])-\($0[1])" }
        let transaction = try view.reloadItems(at: [ip(0, 3)])
        let reloaded = try #require(transaction.element(after: .cell(ip(0, 3))))
        #expect(reloaded.change == .reloaded)
        #expect(reloaded.view !== old && reloaded.previousView === old)
        #expect(reloaded.before?.frame == row(150) && reloaded.after?.frame == row(150))
        #expect(reloaded.initial.alpha == 0 && reloaded.previousViewFinal?.alpha == 0)
        #expect((view.cellForItem(at: ip(0, 3)) as? TestCell)?.text == "new")
    }

    @Test func reconfigureKeepsTheCellRunsTheHandlerAndMeasuresAgain() throws {
        // Estimated 50 pt rows measured to 80: item i at 80 i.
        let (view, source) = try makeView(specs: [FakeSectionSpec(estimated: true)], counts: [20])
        source.heights = { _ in 80 }
        view.reloadData()
        try view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: ip(0, 2)) as? TestCell)
        #expect(cell.frame == CGRect(x: 0, y: 160, width: 300, height: 80))
        let configured = cell.configureCount
        let reuses = cell.reuseCount
        source.heights = { $0 == ip(0, 2) ? 120 : 80 }
        source.labels = { $0 == ip(0, 2) ? "changed" : "\($0[0])-\($0[1])" }
        let transaction = try view.reconfigureItems(at: [ip(0, 2)])
        let element = try #require(transaction.element(after: .cell(ip(0, 2))))
        #expect(element.change == .reconfigured && element.view === cell)
        #expect(cell.configureCount == configured + 1 && cell.text == "changed")
        #expect(cell.reuseCount == reuses)  // not prepared for reuse: it never left
        #expect(element.before?.frame.height == 80 && element.after?.frame.height == 120)
        let below = try #require(transaction.element(after: .cell(ip(0, 3))))
        #expect(below.before?.frame.minY == 240 && below.after?.frame.minY == 280)  // 160 + 120
    }

    @Test func selectionAndFocusFollowItems() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [20])
        try view.selectItem(at: ip(0, 5))
        try view.setFocus(to: ip(0, 6))
        source.counts = [19]
        try view.performBatchUpdates(BatchUpdate(itemDeletes: [ip(0, 1)]))
        #expect(view.indexPathsForSelectedItems == [ip(0, 4)])
        #expect(view.focusedIndexPath == ip(0, 5))
        #expect(view.cellForItem(at: ip(0, 4))?.isSelected == true)
        source.counts = [18]
        try view.performBatchUpdates(BatchUpdate(itemDeletes: [ip(0, 4)]))
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func anUpdateThatDoesNotAddUpIsAnError() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec()], counts: [3])
        source.counts = [5]
        let error = #expect(throws: CollectionViewError.self) {
            try view.performBatchUpdates(BatchUpdate(itemInserts: [ip(0, 0)]))
        }
        #expect(error?.description == "Invalid update: invalid number of items in section 0. The number of items "
            + "contained in an existing section after the update (5) must be equal to the number of items contained "
            + "in that section before the update (3), plus or minus the number of items inserted or deleted from that "
            + "section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that "
            + "section (0 moved in, 0 moved out).")
    }
}
