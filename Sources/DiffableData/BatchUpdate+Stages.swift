import CollectionGeometry
import Foundation

/// One step of a staged batch update: an update that is valid on its own between two intermediate states.
public struct BatchUpdateStage: Sendable, Hashable {
    /// What a stage contains. Stages always come in this order.
    public enum Kind: Int, Sendable, Hashable, Comparable {
        /// Section and item deletes (old indices).
        case deletes
        /// Section moves and section inserts (final section indices).
        case sectionMovesAndInserts
        /// Item moves, between the states without deleted and without inserted items.
        case itemMoves
        /// Item inserts (final index paths).
        case itemInserts
        /// Section reloads, item reloads and reconfigures (final indices).
        case reloads

        /// Orders kinds as the stages run: deletes first, reloads last.
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What the stage contains.
    public var kind: Kind
    /// The stage's update, in the indices of the states before and after it.
    public var update: BatchUpdate
    /// Item count of every section before the stage.
    public var itemCountsBefore: [Int]
    /// Item count of every section after the stage.
    public var itemCountsAfter: [Int]
}

extension BatchUpdate {
    /// Splits the update into steps that an animation engine can run one after another, each valid on its own
    /// (``BatchUpdate/validate(oldItemCounts:newItemCounts:)`` accepts `stage.update` with the stage's counts):
    /// deletes; section moves and inserts; item moves; item inserts; reloads. Empty stages are left out.
    ///
    /// Applying the stages in order to the old data gives the same result as applying the whole update.
    ///
    /// - Precondition: the update is valid for these counts.
    /// - Complexity: O(s + u log u) for s sections and u operations.
    public func stages(oldItemCounts: [Int], newItemCounts: [Int]) -> [BatchUpdateStage] {
        let oldSectionCount = oldItemCounts.count
        let newSectionCount = newItemCounts.count
        let newIndexOfOld = survivingSectionMap(oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)

        var deletedOffsets = [[Int]](repeating: [], count: oldSectionCount)
        for path in itemDeletes { deletedOffsets[path.section].append(path.item) }
        var insertedOffsets = [[Int]](repeating: [], count: newSectionCount)
        for path in itemInserts { insertedOffsets[path.section].append(path.item) }
        for index in deletedOffsets.indices { deletedOffsets[index].sort() }
        for index in insertedOffsets.indices { insertedOffsets[index].sort() }

        // After deletes: surviving old sections in old order, without their deleted items.
        var rankOfOld = [Int](repeating: -1, count: oldSectionCount)
        var countsAfterDeletes: [Int] = []
        for oldSection in 0..<oldSectionCount where newIndexOfOld[oldSection] != nil {
            rankOfOld[oldSection] = countsAfterDeletes.count
            countsAfterDeletes.append(oldItemCounts[oldSection] - deletedOffsets[oldSection].count)
        }
        // After section moves and inserts: final section order; inserted sections arrive complete.
        var countsAfterSections = newItemCounts
        for oldSection in 0..<oldSectionCount {
            if let newSection = newIndexOfOld[oldSection] {
                countsAfterSections[newSection] = countsAfterDeletes[rankOfOld[oldSection]]
            }
        }
        // After item moves: the final state without the inserted items.
        var countsAfterMoves = newItemCounts
        for section in 0..<newSectionCount { countsAfterMoves[section] -= insertedOffsets[section].count }

        var stages: [BatchUpdateStage] = []
        func add(_ kind: BatchUpdateStage.Kind, _ update: BatchUpdate, _ before: [Int], _ after: [Int]) {
            if !update.isEmpty {
                stages.append(BatchUpdateStage(kind: kind, update: update, itemCountsBefore: before, itemCountsAfter: after))
            }
        }
        add(.deletes, BatchUpdate(sectionDeletes: sectionDeletes, itemDeletes: itemDeletes),
            oldItemCounts, countsAfterDeletes)
        add(.sectionMovesAndInserts,
            BatchUpdate(
                sectionInserts: sectionInserts,
                sectionMoves: sectionMoves.map { SectionMove(source: rankOfOld[$0.source], destination: $0.destination) }
                    .sorted { $0.destination < $1.destination }),
            countsAfterDeletes, countsAfterSections)
        let moves = itemMoves.map { move in
            ItemMove(
                source: IndexPath(
                    item: move.source.item - countBelow(move.source.item, in: deletedOffsets[move.source.section]),
                    section: newIndexOfOld[move.source.section]!),
                destination: IndexPath(
                    item: move.destination.item
                        - countBelow(move.destination.item, in: insertedOffsets[move.destination.section]),
                    section: move.destination.section))
        }
        add(.itemMoves, BatchUpdate(itemMoves: moves), countsAfterSections, countsAfterMoves)
        add(.itemInserts, BatchUpdate(itemInserts: itemInserts), countsAfterMoves, newItemCounts)
        add(.reloads,
            BatchUpdate(sectionReloads: sectionReloads, itemReloads: itemReloads, itemReconfigures: itemReconfigures),
            newItemCounts, newItemCounts)
        return stages
    }
}

/// How many of the sorted `values` are below `limit`. O(log n).
private func countBelow(_ limit: Int, in values: [Int]) -> Int {
    values.partitioningIndex { $0 >= limit }
}
