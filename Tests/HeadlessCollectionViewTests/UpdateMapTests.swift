import DiffableData
import Foundation
import PropertyBased
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// The index mapping of a batch update worked out item by item, as the sparse `UpdateMap` must answer it: every
/// item of a touched section listed, the stayers filled into the free new positions in order.
struct DenseUpdateMap {
    var newOfOld: [IndexPath: IndexPath] = [:]
    var oldOfNew: [IndexPath: IndexPath] = [:]

    init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int], sections map: UpdateMap) {
        let removed = Set(update.itemDeletes + update.itemMoves.map(\.source))
        var arrivals: [IndexPath: IndexPath?] = [:]
        for path in update.itemInserts { arrivals[path] = .some(nil) }
        for move in update.itemMoves { arrivals[move.destination] = move.source }
        for (new, old) in map.oldSectionOfNew.enumerated() {
            var stayers: [Int] = []
            if let old { stayers = (0..<oldCounts[old]).filter { !removed.contains(ip(old, $0)) } }
            var next = 0
            for item in 0..<newCounts[new] {
                if let source = arrivals[ip(new, item)] {
                    if let source {
                        oldOfNew[ip(new, item)] = source
                        newOfOld[source] = ip(new, item)
                    }
                } else if let old, next < stayers.count {
                    oldOfNew[ip(new, item)] = ip(old, stayers[next])
                    newOfOld[ip(old, stayers[next])] = ip(new, item)
                    next += 1
                }
            }
        }
    }
}

/// Random valid batch updates built straight from operations (not from a diff), on sections of up to 40 items,
/// so that several deletes, inserts and moves land in one section and around each other.
func randomBatchUpdate(_ rng: inout SplitMix64) -> (update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
    let oldCounts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
    // Items as (old section, old item); each old section loses a random subset, the survivors keep their order.
    var update = BatchUpdate()
    var newSections: [[IndexPath?]] = []
    var moving: [IndexPath] = []
    for (section, count) in oldCounts.enumerated() {
        var kept: [IndexPath?] = []
        for item in 0..<count {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: update.itemDeletes.append(ip(section, item))
            case 1: moving.append(ip(section, item))
            default: kept.append(ip(section, item))
            }
        }
        newSections.append(kept)
    }
    // New items and moved ones land at random positions of random sections.
    let arrivals: [IndexPath?] = moving.map { $0 } + Array(repeating: nil, count: Int.random(in: 0...6, using: &rng))
    for arrival in arrivals.shuffled(using: &rng) {
        let section = Int.random(in: 0..<newSections.count, using: &rng)
        newSections[section].insert(arrival, at: Int.random(in: 0...newSections[section].count, using: &rng))
    }
    // Arrivals are marked by position after every insertion, so their final indices are right.
    for (section, items) in newSections.enumerated() {
        for (item, source) in items.enumerated() where source.map({ moving.contains($0) }) ?? true {
            if let source {
                update.itemMoves.append(.init(source: source, destination: ip(section, item)))
            } else {
                update.itemInserts.append(ip(section, item))
            }
        }
    }
    return (update, oldCounts, newSections.map(\.count))
}

@Suite struct SparseUpdateMapTests {
    @Test func answersAsTheItemByItemMappingForRandomUpdates() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let (update, oldCounts, newCounts) = randomBatchUpdate(&rng)
            #expect(throws: Never.self) { try update.validate(oldItemCounts: oldCounts, newItemCounts: newCounts) }
            let map = UpdateMap(update, oldCounts: oldCounts, newCounts: newCounts)
            let dense = DenseUpdateMap(update, oldCounts: oldCounts, newCounts: newCounts, sections: map)
            for (section, count) in oldCounts.enumerated() {
                for item in 0..<count {
                    #expect(map.newPath(forOld: ip(section, item)) == dense.newOfOld[ip(section, item)], "seed \(seed)")
                }
            }
            for (section, count) in newCounts.enumerated() {
                for item in 0..<count {
                    #expect(map.oldPath(forNew: ip(section, item)) == dense.oldOfNew[ip(section, item)], "seed \(seed)")
                }
            }
        }
    }

    @Test func findsStayersAroundChangesByArithmetic() {
        // Old 0…9; delete 2 and 5, insert at new 0 and 4: new = [+, 0, 1, 3, +, 4, 6, 7, 8, 9].
        let update = BatchUpdate(itemDeletes: [ip(0, 2), ip(0, 5)], itemInserts: [ip(0, 0), ip(0, 4)])
        let map = UpdateMap(update, oldCounts: [10], newCounts: [10])
        #expect(map.newPath(forOld: ip(0, 0)) == ip(0, 1))
        #expect(map.newPath(forOld: ip(0, 2)) == nil)
        #expect(map.newPath(forOld: ip(0, 3)) == ip(0, 3))
        #expect(map.newPath(forOld: ip(0, 4)) == ip(0, 5))
        #expect(map.newPath(forOld: ip(0, 9)) == ip(0, 9))
        #expect(map.oldPath(forNew: ip(0, 0)) == nil)
        #expect(map.oldPath(forNew: ip(0, 4)) == nil)
        #expect(map.oldPath(forNew: ip(0, 6)) == ip(0, 6))
        #expect(map.oldPath(forNew: ip(0, 10)) == nil)
    }

    @Test func keepsNothingPerItemForAMillionItemSection() {
        let update = BatchUpdate(itemInserts: [ip(0, 500_000)])
        let map = UpdateMap(update, oldCounts: [1_000_000], newCounts: [1_000_001])
        #expect(map.removed.isEmpty && map.arrived[0] == [500_000])
        #expect(map.newPath(forOld: ip(0, 499_999)) == ip(0, 499_999))
        #expect(map.newPath(forOld: ip(0, 500_000)) == ip(0, 500_001))
        #expect(map.oldPath(forNew: ip(0, 1_000_000)) == ip(0, 999_999))
    }
}
