import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import DiffableData

/// A
/// ├ A1
/// │ └ A1a
/// └ A2
/// B
/// └ B1
private func tree() -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try! snapshot.append(["A", "B"])
    try! snapshot.append(["A1", "A2"], to: "A")
    try! snapshot.append(["A1a"], to: "A1")
    try! snapshot.append(["B1"], to: "B")
    return snapshot
}

@Suite("Section snapshots")
struct SectionSnapshotTests {
    @Test func emptySnapshot() {
        let snapshot = SectionSnapshot<Int>()
        #expect(snapshot.items == [])
        #expect(snapshot.rootItems == [])
        #expect(snapshot.visibleItems == [])
        #expect(snapshot.expandedItems == [])
        #expect(!snapshot.contains(1))
        #expect(snapshot.index(of: 1) == nil)
        #expect(!snapshot.isVisible(1))
    }

    @Test func appendBuildsTheTreeDepthFirst() throws {
        let snapshot = tree()
        #expect(snapshot.items == ["A", "A1", "A1a", "A2", "B", "B1"])
        #expect(snapshot.rootItems == ["A", "B"])
        #expect(try snapshot.parent(of: "A1a") == "A1")
        #expect(try snapshot.parent(of: "A") == nil)
        #expect(try snapshot.level(of: "A") == 0)
        #expect(try snapshot.level(of: "A1a") == 2)
        #expect(snapshot.index(of: "A2") == 3)
        #expect(snapshot.index(of: "Z") == nil)
        #expect(snapshot.contains("B1"))
    }

    @Test func visibilityFollowsExpansion() throws {
        var snapshot = tree()
        #expect(snapshot.visibleItems == ["A", "B"])
        #expect(!snapshot.isVisible("A1"))
        snapshot.expand(["A"])
        #expect(snapshot.visibleItems == ["A", "A1", "A2", "B"])
        #expect(snapshot.isVisible("A1"))
        #expect(!snapshot.isVisible("A1a"))
        snapshot.expand(["A1", "B1"])  // B1 has no children: expansion is still recorded
        #expect(snapshot.visibleItems == ["A", "A1", "A1a", "A2", "B"])
        #expect(snapshot.expandedItems == ["A", "A1", "B1"])
        #expect(try snapshot.isExpanded("B1"))
        snapshot.collapse(["A"])
        #expect(snapshot.visibleItems == ["A", "B"])
        #expect(try snapshot.isExpanded("A1"), "collapsing a parent keeps the children's own state")
        #expect(!snapshot.isVisible("A1a"))
        #expect(snapshot.expand(["Z", "A"]) == ["Z"])
        #expect(snapshot.collapse(["Y"]) == ["Y"])
    }

    @Test func insertBeforeMatchesTheDestinationLevel() throws {
        var snapshot = tree()
        try snapshot.insert(["A0"], before: "A1")
        try snapshot.insert(["Root0"], before: "A")
        #expect(snapshot.items == ["Root0", "A", "A0", "A1", "A1a", "A2", "B", "B1"])
        #expect(try snapshot.parent(of: "A0") == "A")
        #expect(try snapshot.level(of: "Root0") == 0)
    }

    @Test func insertAfterGoesAfterTheWholeSubtree() throws {
        var snapshot = tree()
        try snapshot.insert(["A1b", "A1c"], after: "A1")
        try snapshot.insert(["C"], after: "A")
        #expect(snapshot.items == ["A", "A1", "A1a", "A1b", "A1c", "A2", "C", "B", "B1"])
        #expect(try snapshot.parent(of: "A1b") == "A")
        #expect(try snapshot.parent(of: "C") == nil)
    }

    @Test func insertSnapshotKeepsSubtreesAndExpansion() throws {
        var inserted = SectionSnapshot<String>()
        try inserted.append(["X", "Y"])
        try inserted.append(["X1"], to: "X")
        inserted.expand(["X"])
        var snapshot = tree()
        try snapshot.insert(inserted, after: "A1")
        #expect(snapshot.items == ["A", "A1", "A1a", "X", "X1", "Y", "A2", "B", "B1"])
        #expect(try snapshot.parent(of: "X") == "A")
        #expect(try snapshot.parent(of: "X1") == "X")
        #expect(try snapshot.level(of: "X1") == 2)
        #expect(try snapshot.isExpanded("X"))
        var before = tree()
        try before.insert(inserted, before: "B")
        #expect(before.rootItems == ["A", "X", "Y", "B"])
        let clash = expectError { try before.insert(inserted, before: "A") }
        #expect(clash == .sectionSnapshotDuplicates(.insertBefore, identifiers: ["\"X\"", "\"X1\"", "\"Y\""]))
    }

    @Test func deleteRemovesDescendantsAndExpansion() throws {
        var snapshot = tree()
        snapshot.expand(["A", "A1"])
        try snapshot.delete(["A1", "A1a", "B1"])
        #expect(snapshot.items == ["A", "A2", "B"])
        #expect(snapshot.expandedItems == ["A"])
        #expect(!snapshot.contains("A1a"))
        let error = expectError { try snapshot.delete(["A", "Q"]) }
        #expect(error == .itemNotFound(.delete, item: "\"Q\"", isDestination: false))
        #expect(error?.compatibilityMessage == "Failed to find index of item \"Q\" in section snapshot")
        #expect(error?.description == "delete(_:): item \"Q\" is not in the section snapshot")
        #expect(snapshot.items == ["A", "A2", "B"], "nothing deleted on error")
        snapshot.deleteAll()
        #expect(snapshot.items == [])
        #expect(snapshot.expandedItems == [])
    }

    @Test func duplicatesAreRefused() {
        var snapshot = tree()
        let existing = expectError { try snapshot.append(["C", "B1"], to: "A") }
        #expect(existing == .sectionSnapshotDuplicates(.append, identifiers: ["\"B1\""]))
        #expect(existing?.compatibilityMessage == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\"B1\")}")
        #expect(existing?.description == "append(_:to:): item \"B1\" would appear more than once in the section snapshot; identifiers must be unique")
        let repeated = expectError { try snapshot.insert(["C", "C"], after: "A") }
        #expect(repeated == .sectionSnapshotDuplicates(.insertAfter, identifiers: ["\"C\""]))
        #expect(snapshot.items == ["A", "A1", "A1a", "A2", "B", "B1"])
    }

    @Test func missingItemsThrowWithApplesMessages() {
        var snapshot = tree()
        let parentError = expectError { try snapshot.parent(of: "Q") }
        #expect(parentError == .itemNotFound(.parent, item: "\"Q\"", isDestination: false))
        #expect(parentError?.compatibilityMessage == "Item identifier does not exist in section snapshot: \"Q\"")
        #expect(expectError { try snapshot.level(of: "Q") } == .itemNotFound(.level, item: "\"Q\"", isDestination: false))
        #expect(expectError { try snapshot.isExpanded("Q") } == .itemNotFound(.isExpanded, item: "\"Q\"", isDestination: false))
        #expect(expectError { try snapshot.append(["C"], to: "Q") } == .itemNotFound(.append, item: "\"Q\"", isDestination: true))
        #expect(expectError { try snapshot.insert(["C"], before: "Q") } == .itemNotFound(.insertBefore, item: "\"Q\"", isDestination: true))
        #expect(expectError { try snapshot.snapshot(of: "Q") } == .itemNotFound(.snapshotOfParent, item: "\"Q\"", isDestination: false))
    }

    @Test func snapshotOfAParent() throws {
        var snapshot = tree()
        snapshot.expand(["A1"])
        let children = try snapshot.snapshot(of: "A")
        #expect(children.items == ["A1", "A1a", "A2"])
        #expect(children.rootItems == ["A1", "A2"])
        #expect(try children.level(of: "A1a") == 1)
        #expect(children.expandedItems == ["A1"])
        let withParent = try snapshot.snapshot(of: "A", includingParent: true)
        #expect(withParent.rootItems == ["A"])
        #expect(try withParent.level(of: "A1a") == 2)
        #expect(try withParent.parent(of: "A") == nil)
        #expect(try snapshot.snapshot(of: "A2").items == [])
    }

    @Test func replaceChildren() throws {
        var snapshot = tree()
        var replacement = SectionSnapshot<String>()
        try replacement.append(["N1", "A1a"])
        try snapshot.replace(childrenOf: "A", using: replacement)
        #expect(snapshot.items == ["A", "N1", "A1a", "B", "B1"])
        #expect(try snapshot.parent(of: "A1a") == "A")
        #expect(!snapshot.contains("A1"))
        var clash = SectionSnapshot<String>()
        try clash.append(["B1"])
        let error = expectError { try snapshot.replace(childrenOf: "A", using: clash) }
        #expect(error == .sectionSnapshotDuplicates(.replaceChildren, identifiers: ["\"B1\""]))
        #expect(snapshot.items == ["A", "N1", "A1a", "B", "B1"])
    }

    @Test func visualDescription() {
        var snapshot = tree()
        snapshot.expand(["A"])
        #expect(
            snapshot.visualDescription() == """
                SectionSnapshot: 6 items, 4 visible
                *+ "A"
                  *- "A1"
                     - "A1a"
                  *- "A2"
                *- "B"
                   - "B1"
                """)
    }

    @Test func hasSameContents() throws {
        var other = tree()
        #expect(tree().hasSameContents(as: other))
        other.expand(["A"])
        #expect(!tree().hasSameContents(as: other))
        other.collapse(["A"])
        try other.delete(["A2"])
        try other.append(["A2"], to: "A")
        #expect(tree().hasSameContents(as: other))
        try other.delete(["A1"])
        try other.append(["A1"], to: "A")
        #expect(!tree().hasSameContents(as: other))
    }

    /// Visible items are exactly the items whose ancestors are all expanded, and levels match parents.
    @Test func randomTreesAreConsistent() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var snapshot = SectionSnapshot<Int>()
            for item in 0..<30 {
                let existing = snapshot.items
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: try! snapshot.append([item])
                case 1 where !existing.isEmpty: try! snapshot.append([item], to: existing.randomElement(using: &rng)!)
                case 2 where !existing.isEmpty: try! snapshot.insert([item], after: existing.randomElement(using: &rng)!)
                case 3 where !existing.isEmpty: try! snapshot.insert([item], before: existing.randomElement(using: &rng)!)
                default: try! snapshot.append([item])
                }
                if Bool.random(using: &rng) { snapshot.expand([existing.randomElement(using: &rng) ?? item]) }
            }
            if let victim = snapshot.items.randomElement(using: &rng) { try! snapshot.delete([victim]) }
            let items = snapshot.items
            #expect(Set(items).count == items.count)
            for (index, item) in items.enumerated() {
                #expect(snapshot.index(of: item) == index)
                let parent = try! snapshot.parent(of: item)
                if let parent {
                    #expect(try! snapshot.level(of: item) == (try! snapshot.level(of: parent)) + 1)
                    #expect(items.firstIndex(of: parent)! < index, "parents precede children")
                } else {
                    #expect(try! snapshot.level(of: item) == 0)
                }
                var ancestorsExpanded = true
                var cursor = parent
                while let ancestor = cursor {
                    if !(try! snapshot.isExpanded(ancestor)) { ancestorsExpanded = false }
                    cursor = try! snapshot.parent(of: ancestor)
                }
                #expect(snapshot.isVisible(item) == ancestorsExpanded)
            }
            #expect(snapshot.visibleItems == items.filter { snapshot.isVisible($0) })
        }
    }
}
