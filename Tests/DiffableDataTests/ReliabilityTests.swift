// Regression tests for issue 13 at layer 2: linear appends section by section, contract-breaking identifiers,
// debug checks that stay cheap, validator input (semantics R7).

import Foundation
import Testing

@testable import DiffableData

/// Equal to every other value with the same `key`, but hashed by `salt` too: `==` and `hash` disagree.
struct DisagreeingIdentifier: Hashable, Sendable, CustomStringConvertible {
    var key: Int
    var salt: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
    func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(salt)
    }
    var description: String { "\(key)/\(salt)" }
}

@Suite("Reliability: snapshots and batch updates")
struct DiffableReliabilityTests {
    @Test("appending items section by section keeps every index right (starts come from a Fenwick tree)")
    func appendSectionBySection() throws {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections(Array(0..<300))
        for section in 0..<300 { try snapshot.appendItems(Array(section * 10..<section * 10 + 10), toSection: section) }
        // Item 1234 is the 5th of section 123: global index 1234.
        #expect(snapshot.indexOfItem(1234) == 1234)
        try! snapshot.deleteItems([5, 6])
        #expect(snapshot.indexOfItem(1234) == 1232)
        try! snapshot.deleteSections([0, 299])
        #expect(snapshot.indexOfItem(1234) == 1224)  // 1234 − 10 (section 0)
        try snapshot.moveSection(150, beforeSection: 1)
        #expect(snapshot.indexOfItem(1500) == 0)
        #expect(snapshot.indexOfItem(10) == 10)
        snapshot._checkInvariants()
    }

    @Test("a NaN identifier is refused with a named error, in debug and release alike; the snapshot is unchanged")
    func nanIdentifiers() throws {
        var snapshot = Snapshot<Int, Double>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([1, 2])
        #expect(throws: SnapshotError.identifiersNotEqualToThemselves(.appendItems, identifiers: ["nan"])) {
            try snapshot.appendItems([3, .nan])
        }
        #expect(snapshot.itemIdentifiers == [1, 2])
        snapshot._checkInvariants()
    }

    @Test("identifiers whose hash disagrees with == get a named error, never a trap")
    func disagreeingHashes() throws {
        var snapshot = Snapshot<Int, DisagreeingIdentifier>()
        try snapshot.appendSections([0])
        // Two "equal" identifiers with different salts: a Set keeps both; the snapshot must not trap.
        let items = (0..<64).map { DisagreeingIdentifier(key: 0, salt: $0) }
        do {
            try snapshot.appendItems(items)
        } catch {
            #expect(error.operation == .appendItems)
        }
        snapshot._checkInvariants()
        #expect(snapshot.numberOfItems <= 64)
    }

    // semantics R7
    @Test("two identifiers == calls equal but hashed differently: debug builds refuse them, release builds keep both")
    func equalIdentifiersWithDifferentHashes() throws {
        var snapshot = Snapshot<Int, DisagreeingIdentifier>()
        try snapshot.appendSections([0])
        let pair = [DisagreeingIdentifier(key: 0, salt: 0), DisagreeingIdentifier(key: 0, salt: 1)]
        #if DEBUG
            #expect(throws: SnapshotError.inconsistentHashing(.appendItems, identifiers: ["0/0", "0/1"])) {
                try snapshot.appendItems(pair)
            }
            #expect(snapshot.numberOfItems == 0)
            // Against an identifier already stored, too.
            try snapshot.appendItems([pair[0]])
            #expect(throws: SnapshotError.inconsistentHashing(.appendItems, identifiers: ["0/1"])) {
                try snapshot.appendItems([pair[1]])
            }
            #expect(snapshot.numberOfItems == 1)
        #else
            // Release builds do not compare pairs: each is stored and found by its own hash (documented, R7).
            try snapshot.appendItems(pair)
            #expect(snapshot.numberOfItems == 2)
        #endif
        snapshot._checkInvariants()
    }

    @Test("a snapshot built one item at a time past the debug-check threshold stays consistent")
    func oneItemAppends() throws {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections([0, 1])
        // 5,000 one-item appends: before, each re-checked the whole snapshot in debug (15,000 took 20 s).
        for item in 0..<5_000 { try snapshot.appendItems([item], toSection: item % 2) }
        snapshot._checkInvariants()
        #expect(snapshot.indexOfItem(4_999) == 4_999)  // section 1 holds the 2,500 odd items after 2,500 even ones
    }

    @Test("validate refuses negative item counts")
    func negativeCounts() {
        #expect(throws: BatchUpdateError.negativeItemCount(section: 1, count: -2, isBefore: true)) {
            try BatchUpdate().validate(oldItemCounts: [1, -2], newItemCounts: [1, -2])
        }
        #expect(throws: BatchUpdateError.negativeItemCount(section: 0, count: -1, isBefore: false)) {
            try BatchUpdate(itemDeletes: [IndexPath(indexes: [0, 0])]).validate(oldItemCounts: [0], newItemCounts: [-1])
        }
    }
}
