import Foundation
import TestSupport
import Testing

@testable import DiffableData

/// Runs `body`, expects it to throw, and returns the error.
func expectError<T>(_ body: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) -> SnapshotError? {
    do {
        _ = try body()
        Issue.record("expected a SnapshotError", sourceLocation: sourceLocation)
        return nil
    } catch let error as SnapshotError {
        return error
    } catch {
        Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

@Suite("Snapshot item mutations")
struct SnapshotItemMutationTests {
    @Test func appendItemsToLastOrNamedSection() throws {
        var snapshot = makeSnapshot(["a": [1], "b": [2]])
        let report = try snapshot.appendItems([3, 4])
        #expect(report.isEmpty)
        #expect(report.warningMessage == nil)
        try snapshot.appendItems([5], toSection: "a")
        #expect(sameLayout(snapshot, ["a": [1, 5], "b": [2, 3, 4]]))
        try snapshot.appendItems([])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func appendItemsWithoutSectionsThrows() {
        var snapshot = IntSnapshot()
        let error = expectError { try snapshot.appendItems([1]) }
        #expect(error == .noSections(.appendItems))
        #expect(error?.compatibilityMessage == "There are currently no sections in the data source. Please add a section first.")
        #expect(error?.description == "appendItems(_:toSection:): the snapshot has no sections; append a section before appending items")
    }

    @Test func appendItemsToUnknownSectionThrows() {
        var snapshot = makeSnapshot(["a": [1]])
        let error = expectError { try snapshot.appendItems([2], toSection: "main") }
        #expect(error == .sectionNotFound(.appendItems, section: "\"main\"", isDestination: true))
        #expect(error?.description == "appendItems(_:toSection:): destination section \"main\" is not in the snapshot")
        #expect(error?.compatibilityMessage == "Invalid parameter not satisfying: section != NSNotFound")
        #expect(snapshot.itemIdentifiers == [1])
    }

    @Test func duplicatesInsideOneArgumentThrowAndChangeNothing() {
        var snapshot = makeSnapshot(["a": [1]])
        let error = expectError { try snapshot.appendItems([2, 3, 2, 3, 2]) }
        #expect(error == .duplicateIdentifiers(.appendItems, identifiers: ["2", "3"]))
        #expect(error?.compatibilityMessage == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2, 3)}")
        #expect(error?.description == "appendItems(_:toSection:): the item identifiers 2, 3 appear more than once in the argument; identifiers must be unique")
        #expect(snapshot.itemIdentifiers == [1])
        snapshot._checkInvariants()
    }

    @Test func appendingAnExistingItemMovesItIntoPlace() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4]])
        try snapshot.reloadItems([2])
        let report = try snapshot.appendItems([5, 2], toSection: "b")
        #expect(report.itemsMovedIntoPlace == [2])
        #expect(sameLayout(snapshot, ["a": [1, 3], "b": [4, 5, 2]]))
        #expect(snapshot.reloadedItemIdentifiers == [2], "the mark moves with the item")
        #expect(
            report.warningMessage
                == "Diffable data source detected an attempt to insert or append 1 item identifier that already "
                + "exists in the snapshot. The existing item identifier will be moved into place instead, but this "
                + "operation will be more expensive. For best performance, inserted item identifiers should always be "
                + "unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
                + "to catch this in the debugger. Item identifier that already exists: 2")
        // Two at once: the plural text observed on a device (docs/semantics.md D3).
        let two = try snapshot.appendItems([1, 3], toSection: "b")
        #expect(
            two.warningMessage
                == "Diffable data source detected an attempt to insert or append 2 item identifiers that already "
                + "exist in the snapshot. The existing item identifiers will be moved into place instead, but this "
                + "operation will be more expensive. For best performance, inserted item identifiers should always be "
                + "unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
                + "to catch this in the debugger. Item identifiers that already exist: (1, 3)")
    }

    @Test func insertItemsBeforeAndAfter() throws {
        var snapshot = makeSnapshot(["a": [1, 2], "b": [3]])
        try snapshot.insertItems([10, 11], beforeItem: 2)
        try snapshot.insertItems([12], afterItem: 3)
        try snapshot.insertItems([13], beforeItem: 1)
        try snapshot.insertItems([14], afterItem: 2)
        #expect(sameLayout(snapshot, ["a": [13, 1, 10, 11, 2, 14], "b": [3, 12]]))
        #expect(snapshot.indexOfItem(12) == 7)
    }

    @Test func insertingExistingItemsRelativeToAnItemInTheSameSection() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3, 4, 5]])
        let report = try snapshot.insertItems([5, 1], afterItem: 3)
        #expect(report.itemsMovedIntoPlace == [5, 1])
        #expect(snapshot.itemIdentifiers == [2, 3, 5, 1, 4])
        let before = try snapshot.insertItems([4, 6], beforeItem: 2)
        #expect(before.itemsMovedIntoPlace == [4])
        #expect(snapshot.itemIdentifiers == [4, 6, 2, 3, 5, 1])
    }

    @Test func insertRelativeToUnknownItemThrows() {
        var snapshot = makeSnapshot(["a": [1]])
        let error = expectError { try snapshot.insertItems([2], afterItem: 9) }
        #expect(error == .itemNotFound(.insertItemsAfter, item: "9", isDestination: true))
        #expect(error?.description == "insertItems(_:afterItem:): destination item 9 is not in the snapshot")
        #expect(error?.compatibilityMessage == "Invalid parameter not satisfying: section != NSNotFound")
    }

    @Test func insertRelativeToAnInsertedItemThrows() {
        var snapshot = makeSnapshot(["a": [1, 2]])
        let error = expectError { try snapshot.insertItems([3, 1], beforeItem: 1) }
        #expect(error == .destinationAmongInsertedIdentifiers(.insertItemsBefore, destination: "1", inserted: ["3", "1"]))
        #expect(error?.compatibilityMessage == "Invalid update: destination for insertion operation [1] is in the insertion identifier list for update: [3, 1]")
        #expect(error?.description == "insertItems(_:beforeItem:): the destination 1 is among the identifiers being inserted")
        #expect(snapshot.itemIdentifiers == [1, 2])
        snapshot._checkInvariants()
    }

    @Test func deleteItemsIgnoresUnknownsAndDropsMarks() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
        try snapshot.reloadItems([1, 5])
        try snapshot.reconfigureItems([2, 4])
        // Apple raises on an identifier repeated in the argument (D2); nothing is deleted then.
        let repeated = expectError { try snapshot.deleteItems([9, 1, 4, 1]) }
        #expect(repeated == .duplicateIdentifiers(.deleteItems, identifiers: ["1"]))
        #expect(repeated?.compatibilityMessage == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(1)}")
        #expect(snapshot.numberOfItems == 5)
        try snapshot.deleteItems([9, 1, 4])
        #expect(sameLayout(snapshot, ["a": [2, 3], "b": [5]]))
        #expect(snapshot.reloadedItemIdentifiers == [5])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        try snapshot.deleteItems([])
        #expect(snapshot.numberOfItems == 3)
    }

    @Test func deleteAllItemsRemovesSectionsToo() throws {
        var snapshot = makeSnapshot(["a": [1], "b": [2]])
        try snapshot.reloadSections(["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedSectionIdentifiers == [])
        #expect(expectError { try snapshot.appendItems([1]) } == .noSections(.appendItems))
    }

    @Test func moveItemWithinAndAcrossSections() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4, 5]])
        try snapshot.moveItem(1, afterItem: 3)
        #expect(sameLayout(snapshot, ["a": [2, 3, 1], "b": [4, 5]]))
        try snapshot.moveItem(5, beforeItem: 2)
        #expect(sameLayout(snapshot, ["a": [5, 2, 3, 1], "b": [4]]))
        try snapshot.moveItem(2, afterItem: 4)
        #expect(sameLayout(snapshot, ["a": [5, 3, 1], "b": [4, 2]]))
        try snapshot.moveItem(3, beforeItem: 1)
        #expect(sameLayout(snapshot, ["a": [5, 3, 1], "b": [4, 2]]))
    }

    @Test func moveItemErrors() {
        var snapshot = makeSnapshot(["a": [1, 2]])
        let unknownItem = expectError { try snapshot.moveItem(9, beforeItem: 1) }
        #expect(unknownItem == .itemNotFound(.moveItemBefore, item: "9", isDestination: false))
        #expect(unknownItem?.compatibilityMessage == "Invalid parameter not satisfying: fromIndex != NSNotFound")
        #expect(unknownItem?.description == "moveItem(_:beforeItem:): item 9 is not in the snapshot")
        let unknownDestination = expectError { try snapshot.moveItem(1, afterItem: 9) }
        #expect(unknownDestination == .itemNotFound(.moveItemAfter, item: "9", isDestination: true))
        #expect(unknownDestination?.compatibilityMessage == "Invalid parameter not satisfying: toIndex != NSNotFound")
        let itself = expectError { try snapshot.moveItem(1, afterItem: 1) }
        #expect(itself == .destinationAmongInsertedIdentifiers(.moveItemAfter, destination: "1", inserted: ["1"]))
        #expect(itself?.description == "moveItem(_:afterItem:): the destination 1 is moved relative to itself")
        #expect(snapshot.itemIdentifiers == [1, 2])
    }

    @Test func reloadAndReconfigureMarks() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4]])
        try snapshot.reloadItems([4, 2])
        try snapshot.reloadItems([2])
        try snapshot.reconfigureItems([3, 1])
        #expect(snapshot.reloadedItemIdentifiers == [2, 4])
        #expect(snapshot.reconfiguredItemIdentifiers == [1, 3])
        let error = expectError { try snapshot.reloadItems([1, 7, 8]) }
        #expect(error == .identifiersNotFound(.reloadItems, identifiers: ["7", "8"]))
        #expect(error?.compatibilityMessage == "Attempted to reload item identifier that does not exist in the snapshot: 7, 8")
        #expect(error?.description == "reloadItems(_:): items 7, 8 are not in the snapshot")
        #expect(snapshot.reloadedItemIdentifiers == [2, 4], "nothing marked on error")
        let reconfigure = expectError { try snapshot.reconfigureItems([7]) }
        #expect(reconfigure?.compatibilityMessage == "Attempted to reconfigure item identifier that does not exist in the snapshot: 7")
    }
}

@Suite("Snapshot section mutations")
struct SnapshotSectionMutationTests {
    @Test func appendAndInsertSections() throws {
        var snapshot = IntSnapshot()
        try snapshot.appendSections(["b", "d"])
        try snapshot.insertSections(["a"], beforeSection: "b")
        try snapshot.insertSections(["c"], afterSection: "b")
        try snapshot.insertSections(["e", "f"], afterSection: "d")
        try snapshot.appendSections([])
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c", "d", "e", "f"])
        #expect(snapshot.indexOfSection("e") == 4)
        try snapshot.appendItems([1], toSection: "c")
        try snapshot.insertSections(["x"], beforeSection: "a")
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexPath(ofItem: 1) == ip(3, 0))
    }

    @Test func sectionErrors() {
        var snapshot = makeSnapshot(["a": [], "b": []])
        let existing = expectError { try snapshot.appendSections(["c", "a"]) }
        #expect(existing == .sectionsAlreadyExist(.appendSections, identifiers: ["\"a\""]))
        #expect(existing?.description == "appendSections(_:): section \"a\" is already in the snapshot; section identifiers must be unique")
        // The text observed on a device (docs/semantics.md D2).
        #expect(existing?.compatibilityMessage == "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: \"a\"")
        let both = expectError { try snapshot.insertSections(["b", "a"], beforeSection: "a") }
        #expect(both == .destinationAmongInsertedIdentifiers(.insertSectionsBefore, destination: "\"a\"", inserted: ["\"b\"", "\"a\""]))
        let two = expectError { try snapshot.appendSections(["b", "a"]) }
        #expect(two?.compatibilityMessage == "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: {(\"b\", \"a\")}")
        let duplicates = expectError { try snapshot.appendSections(["c", "c"]) }
        #expect(duplicates == .duplicateIdentifiers(.appendSections, identifiers: ["\"c\""]))
        #expect(duplicates?.compatibilityMessage == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"c\")}")
        let unknown = expectError { try snapshot.insertSections(["c"], afterSection: "z") }
        #expect(unknown == .sectionNotFound(.insertSectionsAfter, section: "\"z\"", isDestination: true))
        #expect(unknown?.compatibilityMessage == "Invalid parameter not satisfying: insertIndex != NSNotFound")
        let destinationInList = expectError { try snapshot.insertSections(["a"], beforeSection: "a") }
        #expect(destinationInList == .destinationAmongInsertedIdentifiers(.insertSectionsBefore, destination: "\"a\"", inserted: ["\"a\""]))
        #expect(snapshot.sectionIdentifiers == ["a", "b"])
    }

    @Test func deleteSectionsTakesItemsAndMarksAndIgnoresUnknowns() throws {
        var snapshot = makeSnapshot(["a": [1, 2], "b": [3], "c": [4, 5]])
        try snapshot.reloadItems([3, 4])
        try snapshot.reloadSections(["b", "c"])
        let repeated = expectError { try snapshot.deleteSections(["b", "zz", "b"]) }
        #expect(repeated?.compatibilityMessage == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\"b\")}")
        #expect(snapshot.numberOfSections == 3)
        try snapshot.deleteSections(["b", "zz"])
        #expect(sameLayout(snapshot, ["a": [1, 2], "c": [4, 5]]))
        #expect(!snapshot.contains(item: 3))
        #expect(snapshot.reloadedItemIdentifiers == [4])
        #expect(snapshot.reloadedSectionIdentifiers == ["c"])
        #expect(snapshot.indexOfItem(5) == 3)
        // A freed slot is reused without leaking old items.
        try snapshot.appendSections(["b"])
        #expect(try snapshot.itemIdentifiers(inSection: "b") == [])
        try snapshot.appendItems([3])
        #expect(sameLayout(snapshot, ["a": [1, 2], "c": [4, 5], "b": [3]]))
    }

    @Test func moveSections() throws {
        var snapshot = makeSnapshot(["a": [1], "b": [2], "c": [3], "d": [4]])
        try snapshot.moveSection("a", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "a", "d"])
        try snapshot.moveSection("d", beforeSection: "b")
        #expect(snapshot.sectionIdentifiers == ["d", "b", "c", "a"])
        try snapshot.moveSection("b", afterSection: "a")
        #expect(snapshot.sectionIdentifiers == ["d", "c", "a", "b"])
        #expect(snapshot.itemIdentifiers == [4, 3, 1, 2])
        #expect(snapshot.indexOfItem(2) == 3)
    }

    @Test func moveSectionErrors() {
        var snapshot = makeSnapshot(["a": [], "b": []])
        let from = expectError { try snapshot.moveSection("z", beforeSection: "a") }
        #expect(from?.compatibilityMessage == "Invalid parameter not satisfying: fromSection != NSNotFound")
        let to = expectError { try snapshot.moveSection("a", afterSection: "z") }
        #expect(to?.compatibilityMessage == "Invalid parameter not satisfying: toSection != NSNotFound")
        #expect(to?.description == "moveSection(_:afterSection:): destination section \"z\" is not in the snapshot")
        let itself = expectError { try snapshot.moveSection("a", afterSection: "a") }
        #expect(itself == .destinationAmongInsertedIdentifiers(.moveSectionAfter, destination: "\"a\"", inserted: ["\"a\""]))
    }

    @Test func reloadSections() throws {
        var snapshot = makeSnapshot(["a": [], "b": [], "c": []])
        try snapshot.reloadSections(["c", "a"])
        #expect(snapshot.reloadedSectionIdentifiers == ["a", "c"])
        let error = expectError { try snapshot.reloadSections(["q"]) }
        #expect(error == .identifiersNotFound(.reloadSections, identifiers: ["\"q\""]))
        #expect(error?.compatibilityMessage == "Attempted to reload section identifier that does not exist in the snapshot: \"q\"")
        #expect(error?.description == "reloadSections(_:): section \"q\" is not in the snapshot")
    }
}

@Suite("Snapshot.replaceItems(inSection:with:) — applying a section snapshot's items")
struct SnapshotReplaceItemsTests {
    @Test func replacesTheSectionsItemsInOrder() throws {
        var snapshot = makeSnapshot(["a": [1, 2, 3], "b": [4]])
        try snapshot.replaceItems(inSection: "a", with: [3, 5, 1])
        #expect(sameLayout(snapshot, ["a": [3, 5, 1], "b": [4]]))
    }

    @Test func appendsAMissingSection() throws {
        var snapshot = makeSnapshot(["a": [1]])
        try snapshot.replaceItems(inSection: "z", with: [7, 8])
        #expect(sameLayout(snapshot, ["a": [1], "z": [7, 8]]))
        try snapshot.replaceItems(inSection: "y", with: [])
        #expect(sameLayout(snapshot, ["a": [1], "z": [7, 8], "y": []]))
    }

    @Test func movesItemsInFromOtherSections() throws {
        var snapshot = makeSnapshot(["a": [1, 2], "b": [3, 4]])
        try snapshot.replaceItems(inSection: "a", with: [4, 1])
        #expect(sameLayout(snapshot, ["a": [4, 1], "b": [3]]))
    }

    @Test func emptyListEmptiesTheSectionButKeepsIt() throws {
        var snapshot = makeSnapshot(["a": [1, 2], "b": [3]])
        try snapshot.replaceItems(inSection: "a", with: [])
        #expect(sameLayout(snapshot, ["a": [], "b": [3]]))
    }

    @Test func duplicatesThrowAndLeaveTheSnapshotUnchanged() {
        var snapshot = makeSnapshot(["a": [1, 2], "b": [3]])
        let error = expectError { try snapshot.replaceItems(inSection: "a", with: [5, 5]) }
        #expect(error == .duplicateIdentifiers(.appendItems, identifiers: ["5"]))
        #expect(sameLayout(snapshot, ["a": [1, 2], "b": [3]]))
    }
}
