import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import DiffableData

/// An identifier whose hash collides on purpose: only `id % buckets` is hashed, so many identifiers share all their
/// hash bits and the index must fall back to `==`.
private struct Colliding: Hashable, Sendable, CustomStringConvertible {
    var id: Int
    static let buckets = 3
    static func == (a: Colliding, b: Colliding) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id % Colliding.buckets) }
    var description: String { "#\(id)" }
}

@Suite("Item hash table")
struct ItemHashTableTests {
    /// Random inserts and removals against a dictionary model, with few distinct hashes (long probe runs, backward
    /// shifts across wrap-around), checking the table's invariants after every operation.
    @Test func randomOperationsMatchADictionary() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var table = ItemHashTable()
            var model: [Int32: UInt32] = [:]  // record -> hash
            // Hashes crowd near the top of the table's index range so that probe runs wrap around.
            let hashes: [UInt32] = [0, 1, 7, 0xFFFF_FFFF, 0x8000_0007, 15]
            for _ in 0..<120 {
                let record = Int32.random(in: 0..<40, using: &rng)
                let hash = model[record] ?? hashes.randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    let conflict = table.insert(record, hash: hash) { $0 == record }
                    #expect((conflict != nil) == (model[record] != nil))
                    model[record] = hash
                } else {
                    let removed = table.remove(hash: hash) { $0 == record }
                    #expect(removed == (model[record] != nil ? record : nil))
                    model[record] = nil
                }
                table.checkInvariants()
                #expect(table.count == model.count)
                for (stored, storedHash) in model {
                    #expect(table.find(hash: storedHash) { $0 == stored } == stored)
                }
                #expect(Set(table.storedRecords.map(\.record)) == Set(model.keys))
            }
        }
    }

    @Test func capacityIsAPowerOfTwoAtMostThreeQuartersFull() {
        #expect(ItemHashTable.capacity(for: 0) == 8)
        #expect(ItemHashTable.capacity(for: 6) == 8)
        #expect(ItemHashTable.capacity(for: 7) == 16)
        #expect(ItemHashTable.capacity(for: 100_000) == 262_144)
        var table = ItemHashTable()
        for record in Int32(0)..<1000 {
            #expect(table.insert(record, hash: hashBits(record)) { _ in false } == nil)
        }
        table.checkInvariants()
        #expect(table.cells.count == 2048)
    }

    /// Snapshot mutations and the diff with identifiers whose hashes collide: every lookup has to compare keys.
    @Test func snapshotsAndDiffsWorkWithCollidingHashes() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let ids = (0..<30).map(Colliding.init).shuffled(using: &rng)
            var old = Snapshot<Int, Colliding>()
            try! old.appendSections([0, 1])
            try! old.appendItems(Array(ids[0..<12]), toSection: 0)
            try! old.appendItems(Array(ids[12..<20]), toSection: 1)
            var new = old
            try! new.deleteItems(ids.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
            try! new.appendItems(Array(ids[20..<25]), toSection: 1)
            for item in new.itemIdentifiers.shuffled(using: &rng).prefix(4) {
                let anchors = new.itemIdentifiers.filter { $0 != item }
                guard let anchor = anchors.randomElement(using: &rng) else { continue }
                try! new.moveItem(item, afterItem: anchor)
            }
            try! new.appendItems([ids[25], ids[0]], toSection: 0)  // ids[0] may exist: moved into place
            new._checkInvariants()
            for (index, item) in new.itemIdentifiers.enumerated() {
                #expect(new.indexOfItem(item) == index)
            }
            #expect(!new.contains(item: ids[29]))

            let update = new.difference(from: old)
            try update.validate(
                oldItemCounts: old.sectionIdentifiers.map { try! old.numberOfItems(inSection: $0) },
                newItemCounts: new.sectionIdentifiers.map { try! new.numberOfItems(inSection: $0) })
            let newContents = new.sectionIdentifiers.map { try! new.itemIdentifiers(inSection: $0) }
            let result = update.apply(
                to: old.sectionIdentifiers.map { try! old.itemIdentifiers(inSection: $0) },
                insertedSection: { newContents[$0] },
                insertedElement: { newContents[$0[0]][$0[1]] })
            #expect(result == newContents, "seed \(seed)")
        }
    }
}
