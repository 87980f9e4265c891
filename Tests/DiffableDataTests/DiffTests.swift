import Foundation
import TestSupport
import Testing

@testable import DiffableData

private typealias Move = BatchUpdate.ItemMove
private func move(_ from: IndexPath, _ to: IndexPath) -> BatchUpdate.ItemMove { .init(source: from, destination: to) }

@Suite("Diff examples")
struct DiffTests {
    @Test func identicalSnapshotsGiveAnEmptyUpdate() {
        let old = makeSnapshot(["a": [1, 2], "b": [3]])
        #expect(old.difference(from: old).isEmpty)
        #expect(makeSnapshot(["a": [1, 2], "b": [3]]).difference(from: old) == BatchUpdate())
        #expect(BatchUpdate(from: old, to: old) == BatchUpdate())
    }

    @Test func deletesAndInsertsInOneSection() {
        let old = makeSnapshot(["a": [1, 2, 3, 4]])
        let new = makeSnapshot(["a": [1, 5, 3, 4, 6]])
        #expect(new.difference(from: old) == BatchUpdate(itemDeletes: [ip(0, 1)], itemInserts: [ip(0, 1), ip(0, 4)]))
    }

    @Test func oneMovedItemIsOneMove() {
        let old = makeSnapshot(["a": [1, 2, 3, 4, 5, 6]])
        let new = makeSnapshot(["a": [2, 3, 4, 5, 6, 1]])
        // Every index shifted, but only item 1 moved.
        #expect(new.difference(from: old) == BatchUpdate(itemMoves: [move(ip(0, 0), ip(0, 5))]))
        let swapped = makeSnapshot(["a": [1, 2, 4, 3, 5, 6]])
        #expect(swapped.difference(from: old).itemMoves.count == 1)
    }

    @Test func crossSectionMovesAreMoves() {
        let old = makeSnapshot(["a": [1, 2], "b": [3]])
        let new = makeSnapshot(["a": [2], "b": [3, 1]])
        #expect(new.difference(from: old) == BatchUpdate(itemMoves: [move(ip(0, 0), ip(1, 1))]))
    }

    @Test func sectionMovesCarryTheirItems() {
        let old = makeSnapshot(["a": [1], "b": [2], "c": [3]])
        let new = makeSnapshot(["c": [3], "a": [1], "b": [2]])
        #expect(new.difference(from: old) == BatchUpdate(sectionMoves: [.init(source: 2, destination: 0)]))
    }

    @Test func itemsInsideDeletedOrInsertedSectionsAreNotListed() {
        let old = makeSnapshot(["a": [1, 2], "b": [3, 4], "c": [5]])
        let new = makeSnapshot(["a": [1, 2], "c": [5, 3], "d": [6, 7, 4]])
        // 3 leaves deleted section b for surviving c: an insert. 4 goes to inserted d: covered by the section insert.
        #expect(
            new.difference(from: old)
                == BatchUpdate(sectionDeletes: [1], sectionInserts: [2], itemInserts: [ip(1, 1)]))
        // 1 leaves surviving a for inserted d: a delete.
        let other = makeSnapshot(["a": [2], "d": [1]])
        #expect(
            other.difference(from: makeSnapshot(["a": [1, 2]]))
                == BatchUpdate(sectionInserts: [1], itemDeletes: [ip(0, 0)]))
    }

    @Test func reloadsAndReconfiguresAreAtNewIndexPaths() throws {
        let old = makeSnapshot(["a": [1, 2, 3], "b": [4]])
        var new = makeSnapshot(["b": [4], "a": [9, 3, 1]])
        try new.reloadItems([1, 9])
        try new.reconfigureItems([3, 1, 4])
        try new.reloadSections(["a"])
        let update = new.difference(from: old)
        #expect(update.sectionMoves == [.init(source: 1, destination: 0)])
        #expect(update.itemDeletes == [ip(0, 1)])
        #expect(update.itemInserts == [ip(1, 0)])
        // Either 1 or 3 must move (both orders are minimal); the tie goes to keeping the later one (1) in place.
        #expect(update.itemMoves == [move(ip(0, 2), ip(1, 1))])
        // 9 is inserted: no reload. 1 is reloaded, so not reconfigured as well.
        #expect(update.itemReloads == [ip(1, 2)])
        #expect(update.itemReconfigures == [ip(0, 0), ip(1, 1)])
        #expect(update.sectionReloads == [1])
    }

    @Test func appendOnlyProducesOnlyInserts() throws {
        let old = makeSnapshot(["a": Array(0..<100)])
        var new = old
        try new.appendItems([100, 101])
        #expect(new.difference(from: old) == BatchUpdate(itemInserts: [ip(0, 100), ip(0, 101)]))
    }

    @Test func applyExample() {
        let update = BatchUpdate(
            sectionDeletes: [1], sectionInserts: [0], itemDeletes: [ip(0, 0)], itemInserts: [ip(1, 2)],
            itemMoves: [move(ip(2, 0), ip(1, 0))], itemReloads: [ip(2, 0)])
        let result = update.apply(
            to: [["a", "b"], ["x"], ["c", "d"]],
            insertedSection: { ["new section \($0)"] },
            insertedElement: { "new \($0[0])-\($0[1])" },
            reloadedElement: { _, element in element.uppercased() })
        #expect(result == [["new section 0"], ["c", "b", "new 1-2"], ["D"]])
        #expect(throws: Never.self) {
            try update.validate(oldItemCounts: [2, 1, 2], newItemCounts: [1, 3, 1])
        }
    }

    @Test func stagesExample() {
        let old = makeSnapshot(["a": [1, 2, 3], "b": [4]])
        let new = makeSnapshot(["c": [9], "b": [4, 1], "a": [3, 5, 2]])
        let update = new.difference(from: old)
        let stages = update.stages(oldItemCounts: [3, 1], newItemCounts: [1, 2, 3])
        #expect(
            update
                == BatchUpdate(
                    sectionInserts: [0], sectionMoves: [.init(source: 1, destination: 1)], itemInserts: [ip(2, 1)],
                    itemMoves: [move(ip(0, 0), ip(1, 1)), move(ip(0, 2), ip(2, 0))]))
        #expect(stages.map(\.kind) == [.sectionMovesAndInserts, .itemMoves, .itemInserts])
        #expect(stages.map(\.itemCountsAfter) == [[1, 1, 3], [1, 2, 2], [1, 2, 3]])
        #expect(stages[0].update == BatchUpdate(sectionInserts: [0], sectionMoves: [.init(source: 1, destination: 1)]))
        #expect(stages[1].update == BatchUpdate(itemMoves: [move(ip(2, 0), ip(1, 1)), move(ip(2, 2), ip(2, 0))]))
        #expect(stages[2].update == BatchUpdate(itemInserts: [ip(2, 1)]))
    }
}

@Suite("Validator")
struct ValidatorTests {
    private func error(
        _ update: BatchUpdate, _ old: [Int], _ new: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) -> BatchUpdateError? {
        do {
            try update.validate(oldItemCounts: old, newItemCounts: new)
            Issue.record("expected the update to be rejected", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    @Test func itemCountMismatchHasUIKitsText() {
        let error = error(BatchUpdate(itemInserts: [ip(0, 0)]), [1], [1])
        #expect(error == .invalidItemCount(section: 0, before: 1, after: 1, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
        #expect(
            error?.compatibilityMessage
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(error?.description == "Section 0 holds 1 items after the update, but 1 items before it, 1 inserted, 0 deleted, 0 moved in and 0 moved out make 2.")
    }

    @Test func movesCountInTheBalance() {
        let moveOut = BatchUpdate(itemMoves: [move(ip(0, 0), ip(1, 0))])
        #expect(throws: Never.self) { try moveOut.validate(oldItemCounts: [2, 0], newItemCounts: [1, 1]) }
        let error = error(moveOut, [2, 0], [2, 1])
        #expect(error == .invalidItemCount(section: 0, before: 2, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 1))
    }

    @Test func sectionCountMismatchHasUIKitsText() {
        let error = error(BatchUpdate(sectionInserts: [1]), [0], [0])
        #expect(error == .sectionOutOfRange(.insert, section: 1, sectionCount: 1))
        let count = self.error(BatchUpdate(sectionDeletes: [0]), [0, 0], [0, 0])
        #expect(count == .invalidSectionCount(before: 2, after: 2, inserted: 0, deleted: 1))
        #expect(
            count?.compatibilityMessage
                == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
        #expect(count?.description == "The update leaves 2 sections, but 2 sections before it with 0 inserted and 1 deleted make 1.")
    }

    @Test func outOfRangeIndices() {
        let delete = error(BatchUpdate(itemDeletes: [ip(0, 3)]), [3], [2])
        #expect(delete == .itemOutOfRange(.delete, indexPath: ip(0, 3), itemCount: 3))
        #expect(delete?.compatibilityMessage == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        #expect(delete?.description == "Cannot delete item [0, 3]: section 0 holds only 3 items before the update.")
        let insert = error(BatchUpdate(itemInserts: [ip(2, 0)]), [1], [2])
        #expect(insert == .itemSectionOutOfRange(.insert, indexPath: ip(2, 0), sectionCount: 1))
        #expect(insert?.compatibilityMessage == "attempt to insert item 0 into section 2, but there are only 1 sections after the update")
        let section = error(BatchUpdate(sectionDeletes: [4]), [1], [])
        #expect(section?.compatibilityMessage == "attempt to delete section 4, but there are only 1 sections before the update")
        let reload = error(BatchUpdate(itemReloads: [ip(0, 1)]), [1], [1])
        #expect(reload == .itemOutOfRange(.reload, indexPath: ip(0, 1), itemCount: 1))
    }

    @Test func conflictingOperations() {
        let deleteAndMove = error(
            BatchUpdate(itemDeletes: [ip(0, 0)], itemMoves: [move(ip(0, 0), ip(0, 0))]), [2], [1])
        #expect(deleteAndMove == .conflictingItemOperations(.delete, .moveSource, indexPath: ip(0, 0)))
        #expect(deleteAndMove?.compatibilityMessage == "attempt to perform a delete and a move from for the same index path (<NSIndexPath: {length = 2, path = 0 - 0}>)")
        #expect(deleteAndMove?.description == "Index path [0, 0] is the target of both a delete and a move from.")
        let twice = error(BatchUpdate(itemInserts: [ip(0, 1), ip(0, 1)]), [0], [2])
        #expect(twice == .conflictingItemOperations(.insert, .insert, indexPath: ip(0, 1)))
        #expect(twice?.compatibilityMessage == "attempt to insert index path <NSIndexPath: {length = 2, path = 0 - 1}> twice")
        let insertAndMoveTo = error(
            BatchUpdate(itemInserts: [ip(0, 0)], itemMoves: [move(ip(0, 1), ip(0, 0))]), [2], [3])
        #expect(insertAndMoveTo == .conflictingItemOperations(.insert, .moveDestination, indexPath: ip(0, 0)))
        let sectionTwice = error(BatchUpdate(sectionDeletes: [0, 0]), [0, 0], [])
        #expect(sectionTwice == .conflictingSectionOperations(.delete, .delete, section: 0))
        #expect(sectionTwice?.compatibilityMessage == "attempt to delete section 0 twice")
        let sectionDeleteAndMove = error(
            BatchUpdate(sectionDeletes: [0], sectionMoves: [.init(source: 0, destination: 0)]), [0, 0], [0])
        #expect(sectionDeleteAndMove == .conflictingSectionOperations(.delete, .moveSource, section: 0))
        let reloadInserted = error(BatchUpdate(itemInserts: [ip(0, 0)], itemReloads: [ip(0, 0)]), [0], [1])
        #expect(reloadInserted == .conflictingItemOperations(.insert, .reload, indexPath: ip(0, 0)))
        let reloadAndReconfigure = error(BatchUpdate(itemReloads: [ip(0, 0)], itemReconfigures: [ip(0, 0)]), [1], [1])
        #expect(reloadAndReconfigure == .conflictingItemOperations(.reload, .reconfigure, indexPath: ip(0, 0)))
    }

    @Test func itemOperationsInsideChangedSections() {
        let inDeleted = error(BatchUpdate(sectionDeletes: [0], itemDeletes: [ip(0, 0)]), [1, 0], [0])
        #expect(inDeleted == .itemInChangedSection(.delete, indexPath: ip(0, 0), sectionIsInserted: false))
        #expect(inDeleted?.compatibilityMessage == "attempt to delete item 0 from section 0 which is being deleted")
        #expect(inDeleted?.description == "Cannot delete item [0, 0]: section 0 is being deleted as a whole, which already covers its items.")
        let inInserted = error(BatchUpdate(sectionInserts: [1], itemInserts: [ip(1, 0)]), [0], [0, 1])
        #expect(inInserted == .itemInChangedSection(.insert, indexPath: ip(1, 0), sectionIsInserted: true))
        let moveIntoInserted = error(
            BatchUpdate(sectionInserts: [0], itemMoves: [move(ip(0, 0), ip(0, 0))]), [1], [1, 0])
        #expect(moveIntoInserted == .itemInChangedSection(.moveDestination, indexPath: ip(0, 0), sectionIsInserted: true))
    }

    @Test func malformedIndexPath() {
        let error = error(BatchUpdate(itemDeletes: [IndexPath(index: 0)]), [1], [0])
        #expect(error == .malformedIndexPath(.delete, indexPath: IndexPath(index: 0)))
    }

    @Test func sectionMovesKeepCountsOfTheirSections() {
        // Old sections [3 items, 1 item]; section 1 moves to 0. New counts follow the sections.
        let update = BatchUpdate(sectionMoves: [.init(source: 1, destination: 0)])
        #expect(throws: Never.self) { try update.validate(oldItemCounts: [3, 1], newItemCounts: [1, 3]) }
        #expect(error(update, [3, 1], [3, 1]) == .invalidItemCount(section: 1, before: 3, after: 1, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    }
}
