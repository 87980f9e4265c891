import Foundation
import TestSupport
import Testing

@testable import DiffableData

/// The diff's prefix and suffix trimming takes identical bytes for equal identifiers and asks `==` otherwise
/// (semantics D9): the result must be the one `==` alone gives.
@Suite("Common prefix and suffix")
struct CommonAffixTests {
    /// An identifier equal by its id whatever its label: equal values with different bytes.
    private struct Tagged: Hashable {
        var id: Int
        var label: String
        static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    @Test func equalValuesWithOtherBytesStillMatch() {
        let old = (0..<50).map { Tagged(id: $0, label: "old \($0)") }
        var new = (0..<50).map { Tagged(id: $0, label: "a new label, long enough to be stored apart \($0)") }
        #expect(commonAffixes(old, new) == (50, 0))
        new[20] = Tagged(id: 99, label: "x")
        #expect(commonAffixes(old, new) == (20, 29))
    }

    @Test func prefixAndSuffixDoNotOverlap() {
        #expect(commonAffixes([1, 2, 1], [1, 2, 2, 1]) == (2, 1))
        #expect(commonAffixes([1, 1], [1, 1, 1]) == (2, 0))
        #expect(commonAffixes([Int](), [1]) == (0, 0))
        #expect(commonAffixes(["a", "b", "c"], ["a", "x", "c"]) == (1, 1))
    }

    @Test func snapshotsOfEqualStringsStoredApartGiveAnEmptyUpdate() throws {
        func snapshot(_ suffix: String) throws -> Snapshot<String, String> {
            var snapshot = Snapshot<String, String>()
            try snapshot.appendSections(["s"])
            // Long strings are stored on the heap: equal values built apart have different bytes.
            try snapshot.appendItems((0..<100).map { "an identifier long enough for the heap \($0)" + suffix }, toSection: "s")
            return snapshot
        }
        let old = try snapshot("")
        var new = try snapshot("")
        #expect(new.difference(from: old).isEmpty)
        try! new.deleteItems(["an identifier long enough for the heap 40"])
        #expect(new.difference(from: old) == BatchUpdate(itemDeletes: [ip(0, 40)]))
    }
}
