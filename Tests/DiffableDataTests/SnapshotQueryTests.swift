import Foundation
import TestSupport
import Testing

@testable import DiffableData

@Suite("Snapshot queries")
struct SnapshotQueryTests {
    let snapshot = makeSnapshot(["a": [1, 2, 3], "b": [], "c": [4, 5]])

    @Test func emptySnapshot() throws {
        let empty = IntSnapshot()
        #expect(empty.numberOfSections == 0)
        #expect(empty.numberOfItems == 0)
        #expect(empty.sectionIdentifiers == [])
        #expect(empty.itemIdentifiers == [])
        #expect(empty.indexOfItem(1) == nil)
        #expect(empty.reloadedItemIdentifiers == [])
    }

    @Test func counts() throws {
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 5)
        #expect(try snapshot.numberOfItems(inSection: "a") == 3)
        #expect(try snapshot.numberOfItems(inSection: "b") == 0)
        #expect(try snapshot.numberOfItems(inSection: "c") == 2)
    }

    @Test func identifiers() throws {
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(try snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(try snapshot.itemIdentifiers(inSection: "b") == [])
        #expect(try snapshot.itemIdentifiers(inSection: "c") == [4, 5])
    }

    @Test func lookups() {
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "a")
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "c")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(1) == 0)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfItem(5) == 4)
        #expect(snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("a") == 0)
        #expect(snapshot.indexOfSection("c") == 2)
        #expect(snapshot.indexOfSection("z") == nil)
        #expect(snapshot.indexPath(ofItem: 5) == ip(2, 1))
        #expect(snapshot.indexPath(ofItem: 9) == nil)
        #expect(snapshot.itemIdentifier(at: ip(2, 0)) == 4)
        #expect(snapshot.itemIdentifier(at: ip(1, 0)) == nil)
        #expect(snapshot.itemIdentifier(at: ip(3, 0)) == nil)
        #expect(snapshot.sectionIdentifier(at: 1) == "b")
        #expect(snapshot.sectionIdentifier(at: 3) == nil)
    }

    @Test func contains() {
        #expect(snapshot.contains(item: 3))
        #expect(!snapshot.contains(item: 6))
        #expect(snapshot.contains(section: "b"))
        #expect(!snapshot.contains(section: "d"))
    }

    @Test func sectionsAndItemsAreSeparateNamespaces() throws {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections([1])
        try snapshot.appendItems([1])
        #expect(snapshot.contains(section: 1))
        #expect(snapshot.contains(item: 1))
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    }

    @Test func unknownSectionQueriesThrow() {
        #expect(throws: SnapshotError.sectionNotFound(.numberOfItemsInSection, section: "\"z\"", isDestination: false)) {
            try snapshot.numberOfItems(inSection: "z")
        }
        #expect(throws: SnapshotError.sectionNotFound(.itemIdentifiersInSection, section: "\"z\"", isDestination: false)) {
            try snapshot.itemIdentifiers(inSection: "z")
        }
        do {
            _ = try snapshot.itemIdentifiers(inSection: "z")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "itemIdentifiers(inSection:): section \"z\" is not in the snapshot")
            #expect(
                error.compatibilityMessage
                    == "Section identifier was not found. You can verify the section exists by calling the "
                    + "indexOfSectionIdentifier API (which has O(1) performance)")
        }
    }

    @Test func hasSameContentsIgnoresMarksButNotOrder() throws {
        var other = makeSnapshot(["a": [1, 2, 3], "b": [], "c": [4, 5]])
        #expect(snapshot.hasSameContents(as: other))
        try other.reloadItems([1])
        try other.reconfigureItems([2])
        try other.reloadSections(["b"])
        #expect(snapshot.hasSameContents(as: other))
        try other.moveItem(1, afterItem: 2)
        #expect(!snapshot.hasSameContents(as: other))
        #expect(!snapshot.hasSameContents(as: makeSnapshot(["a": [1, 2, 3], "c": [4, 5], "b": []])))
        #expect(!snapshot.hasSameContents(as: makeSnapshot(["a": [1, 2, 3], "b": [4], "c": [5]])))
        #expect(snapshot.hasSameContents(as: snapshot))
    }

    @Test func copiesAreIndependent() throws {
        var copy = snapshot
        try copy.appendItems([6])
        try! copy.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(copy.itemIdentifiers == [4, 5, 6])
        snapshot._checkInvariants()
        copy._checkInvariants()
    }

    @Test func descriptionListsSections() {
        #expect(
            makeSnapshot(["a": [1, 2], "b": []]).description == """
                Snapshot: numberOfSections:2 numberOfItems:2; 2 sections with item counts: [2, 0]
                  "a": 1, 2
                  "b": 
                """)
    }

    @Test func worksWithUUIDIdentifiers() throws {
        let ids = (0..<5).map { _ in UUID() }
        var snapshot = Snapshot<Int, UUID>()
        try snapshot.appendSections([0, 1])
        try snapshot.appendItems(Array(ids[0..<2]), toSection: 0)
        try snapshot.appendItems(Array(ids[2...]), toSection: 1)
        #expect(snapshot.indexOfItem(ids[3]) == 3)
        #expect(snapshot.sectionIdentifier(containingItem: ids[1]) == 0)
    }
}
