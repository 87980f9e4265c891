import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import DiffableData

/// Random old/new pairs: half derived by edits through the API, half drawn independently (with overlapping pools,
/// so that cross-section moves, section moves and mixed changes are common).
private func randomPair(seed: UInt64) -> (old: IntSnapshot, new: IntSnapshot) {
    var rng = SplitMix64(seed: seed)
    let old = randomSnapshot(using: &rng)
    if Bool.random(using: &rng) {
        return (old, randomEdit(of: old, using: &rng))
    }
    var new = randomSnapshot(using: &rng)
    try! new.reloadItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
    try! new.reconfigureItems(new.itemIdentifiers.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
    try! new.reloadSections(new.sectionIdentifiers.filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
    return (old, new)
}

/// Applies `update` to `old`'s contents, reading inserted sections and items from `new`.
private func applied(_ update: BatchUpdate, old: [[Int]], new: IntSnapshot) -> [[Int]] {
    let newContents = contents(new)
    return update.apply(
        to: old,
        insertedSection: { newContents[$0] },
        insertedElement: { newContents[$0[0]][$0[1]] })
}

@Suite("Diff properties")
struct DiffPropertyTests {
    @Test func applyingTheDifferenceReproducesTheNewSnapshot() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)
            #expect(applied(update, old: contents(old), new: new) == contents(new), "seed \(seed)\n\(update)")
        }
    }

    @Test func theValidatorAcceptsEveryComputedDifference() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)
            #expect(throws: Never.self, "seed \(seed)") {
                try update.validate(oldItemCounts: itemCounts(old), newItemCounts: itemCounts(new))
            }
        }
    }

    @Test func listsAreSortedAndDeterministic() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)
            #expect(update.sectionDeletes == update.sectionDeletes.sorted())
            #expect(update.sectionInserts == update.sectionInserts.sorted())
            #expect(update.sectionMoves.map(\.destination) == update.sectionMoves.map(\.destination).sorted())
            #expect(update.itemDeletes == update.itemDeletes.sorted())
            #expect(update.itemInserts == update.itemInserts.sorted())
            #expect(update.itemMoves.map(\.destination) == update.itemMoves.map(\.destination).sorted())
            #expect(update.itemReloads == update.itemReloads.sorted())
            #expect(update.itemReconfigures == update.itemReconfigures.sorted())
            // A copy of the new snapshot built from scratch diffs the same way.
            var rebuilt = IntSnapshot()
            for (section, items) in layout(new) {
                try! rebuilt.appendSections([section])
                try! rebuilt.appendItems(items)
            }
            try! rebuilt.reloadItems(new.reloadedItemIdentifiers)
            try! rebuilt.reconfigureItems(new.reconfiguredItemIdentifiers)
            try! rebuilt.reloadSections(new.reloadedSectionIdentifiers)
            #expect(rebuilt.difference(from: old) == update)
        }
    }

    /// Counts computed independently from the two snapshots' identifiers, with an O(n²) LIS.
    @Test func movesAreMinimalAndDeletesInsertsAreExact() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)

            let survivingSections = new.sectionIdentifiers.filter { old.contains(section: $0) }
            let expectedSectionMoves =
                survivingSections.count - bruteForceLISLength(survivingSections.map { old.indexOfSection($0)! })
            #expect(update.sectionMoves.count == expectedSectionMoves, "seed \(seed)")
            #expect(update.sectionDeletes.count == old.numberOfSections - survivingSections.count)
            #expect(update.sectionInserts.count == new.numberOfSections - survivingSections.count)

            var expectedItemMoves = 0
            var expectedInserts = 0
            for section in survivingSections {
                let newItems = try! new.itemIdentifiers(inSection: section)
                var sameSectionOldOffsets: [Int] = []
                for item in newItems {
                    guard let oldSection = old.sectionIdentifier(containingItem: item),
                        new.contains(section: oldSection)
                    else {
                        expectedInserts += 1
                        continue
                    }
                    if oldSection == section {
                        sameSectionOldOffsets.append(try! old.itemIdentifiers(inSection: section).firstIndex(of: item)!)
                    } else {
                        expectedItemMoves += 1
                    }
                }
                expectedItemMoves += sameSectionOldOffsets.count - bruteForceLISLength(sameSectionOldOffsets)
            }
            var expectedDeletes = 0
            for section in old.sectionIdentifiers where new.contains(section: section) {
                for item in try! old.itemIdentifiers(inSection: section) {
                    let newSection = new.sectionIdentifier(containingItem: item)
                    if newSection == nil || !old.contains(section: newSection!) { expectedDeletes += 1 }
                }
            }
            #expect(update.itemMoves.count == expectedItemMoves, "seed \(seed)")
            #expect(update.itemInserts.count == expectedInserts, "seed \(seed)")
            #expect(update.itemDeletes.count == expectedDeletes, "seed \(seed)")
        }
    }

    @Test func reloadsAndReconfiguresAreTheNewMarksOfSurvivingItemsAtNewPaths() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)
            func survives(_ item: Int) -> Bool {
                guard let oldSection = old.sectionIdentifier(containingItem: item),
                    let newSection = new.sectionIdentifier(containingItem: item)
                else { return false }
                return new.contains(section: oldSection) && old.contains(section: newSection)
            }
            let reloads = new.reloadedItemIdentifiers.filter(survives).map { new.indexPath(ofItem: $0)! }.sorted()
            let reconfigures = new.reconfiguredItemIdentifiers
                .filter { survives($0) && !new.reloadedItemIdentifiers.contains($0) }
                .map { new.indexPath(ofItem: $0)! }.sorted()
            let sectionReloads = new.reloadedSectionIdentifiers.filter { old.contains(section: $0) }
                .map { new.indexOfSection($0)! }
            #expect(update.itemReloads == reloads)
            #expect(update.itemReconfigures == reconfigures)
            #expect(update.sectionReloads == sectionReloads)
        }
    }

    @Test func eachStageValidatesAndTheStagesTogetherReproduceTheNewSnapshot() async {
        await propertyCheck(count: 400, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (old, new) = randomPair(seed: seed)
            let update = new.difference(from: old)
            let stages = update.stages(oldItemCounts: itemCounts(old), newItemCounts: itemCounts(new))
            #expect(stages.map(\.kind) == stages.map(\.kind).sorted())
            var data = contents(old)
            for stage in stages {
                #expect(stage.itemCountsBefore == data.map(\.count), "seed \(seed) \(stage.kind)")
                #expect(throws: Never.self, "seed \(seed) \(stage.kind)") {
                    try stage.update.validate(
                        oldItemCounts: stage.itemCountsBefore, newItemCounts: stage.itemCountsAfter)
                }
                data = applied(stage.update, old: data, new: new)
                #expect(stage.itemCountsAfter == data.map(\.count))
            }
            #expect(data == contents(new), "seed \(seed)")
        }
    }

    @Test func differenceOfASnapshotFromItselfHasOnlyItsMarks() async {
        await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (_, new) = randomPair(seed: seed)
            let update = new.difference(from: new)
            #expect(!update.hasStructuralChanges)
            #expect(update.itemReloads.count == new.reloadedItemIdentifiers.count)
        }
    }

    @Test func longestIncreasingSubsequenceMatchesBruteForce() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...50).array(of: 0...25)) { raw in
            // Distinct values, as old offsets are.
            var seen = Set<Int>()
            let values = raw.filter { seen.insert($0).inserted }
            let mask = longestIncreasingSubsequenceMask(values)
            let chosen = zip(values, mask).filter(\.1).map(\.0)
            #expect(chosen == chosen.sorted())
            #expect(chosen.count == bruteForceLISLength(values))
        }
    }
}
