import Foundation

/// Why a ``BatchUpdate`` is inconsistent with the item counts before and after it.
///
/// - ``description`` names the cause in plain words.
/// - ``compatibilityMessage`` is phrased like UIKit's `NSInternalInconsistencyException` reason. The two count
///   messages reproduce UIKit's text exactly; the others follow UIKit's style (see `docs/semantics.md (Diffable data)`).
public enum BatchUpdateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What an index in the update is used for.
    public enum Operation: String, Sendable, Hashable {
        /// The index is deleted (an old index).
        case delete
        /// The index is inserted (a new index).
        case insert
        /// The index is a move's source (an old index).
        case moveSource = "move from"
        /// The index is a move's destination (a new index).
        case moveDestination = "move to"
        /// The index is reloaded (a new index).
        case reload
        /// The index is reconfigured (a new index).
        case reconfigure
    }

    /// The number of sections after the update is not old − deleted + inserted.
    case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
    /// A surviving section's item count after the update does not add up.
    case invalidItemCount(
        section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A section index is out of range (before the update for deletes and move sources, after it otherwise).
    case sectionOutOfRange(Operation, section: Int, sectionCount: Int)
    /// An index path names a section that does not exist (before or after the update, as for sections).
    case itemSectionOutOfRange(Operation, indexPath: IndexPath, sectionCount: Int)
    /// An index path's item is out of range in its section.
    case itemOutOfRange(Operation, indexPath: IndexPath, itemCount: Int)
    /// Two operations target the same section (e.g. deleted twice, or deleted and moved).
    case conflictingSectionOperations(Operation, Operation, section: Int)
    /// Two operations target the same index path.
    case conflictingItemOperations(Operation, Operation, indexPath: IndexPath)
    /// An item operation targets a section that is being deleted (old index paths) or inserted (new index paths).
    case itemInChangedSection(Operation, indexPath: IndexPath, sectionIsInserted: Bool)
    /// An index path does not have exactly two indices.
    case malformedIndexPath(Operation, indexPath: IndexPath)
    /// An item count given to the validator is negative (`isBefore`: in the old counts).
    case negativeItemCount(section: Int, count: Int, isBefore: Bool)

    /// A plain-words explanation of the cause.
    public var description: String {
        switch self {
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            return "The update leaves \(after) sections, but \(before) sections before it with \(inserted) inserted "
                + "and \(deleted) deleted make \(before + inserted - deleted)."
        case .invalidItemCount(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            let expected = before + inserted - deleted + movedIn - movedOut
            return "Section \(section) holds \(after) items after the update, but \(before) items before it, "
                + "\(inserted) inserted, \(deleted) deleted, \(movedIn) moved in and \(movedOut) moved out make "
                + "\(expected)."
        case .sectionOutOfRange(let operation, let section, let count):
            return "Cannot \(operation.rawValue) section \(section): there are only \(count) sections "
                + "\(operation.usesOldIndices ? "before" : "after") the update."
        case .itemSectionOutOfRange(let operation, let indexPath, let count):
            return "Cannot \(operation.rawValue) item \(Self.path(indexPath)): section \(indexPath.section) does not "
                + "exist; there are only \(count) sections \(operation.usesOldIndices ? "before" : "after") the update."
        case .itemOutOfRange(let operation, let indexPath, let count):
            return "Cannot \(operation.rawValue) item \(Self.path(indexPath)): section \(indexPath.section) holds only "
                + "\(count) items \(operation.usesOldIndices ? "before" : "after") the update."
        case .conflictingSectionOperations(let first, let second, let section):
            return first == second
                ? "Section \(section) is the target of more than one \(first.rawValue)."
                : "Section \(section) is the target of both a \(first.rawValue) and a \(second.rawValue)."
        case .conflictingItemOperations(let first, let second, let indexPath):
            return first == second
                ? "Index path \(Self.path(indexPath)) is the target of more than one \(first.rawValue)."
                : "Index path \(Self.path(indexPath)) is the target of both a \(first.rawValue) and a \(second.rawValue)."
        case .itemInChangedSection(let operation, let indexPath, let inserted):
            return "Cannot \(operation.rawValue) item \(Self.path(indexPath)): section \(indexPath.section) is being "
                + "\(inserted ? "inserted" : "deleted") as a whole, which already covers its items."
        case .malformedIndexPath(let operation, let indexPath):
            return "Cannot \(operation.rawValue) item \(indexPath): an index path must be [section, item]."
        case .negativeItemCount(let section, let count, let isBefore):
            return "Section \(section) has \(count) items \(isBefore ? "before" : "after") the update; a count "
                + "cannot be negative."
        }
    }

    /// The message in UIKit's words.
    public var compatibilityMessage: String {
        switch self {
        case .invalidSectionCount(let before, let after, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the collection "
                + "view after the update (\(after)) must be equal to the number of sections contained in the "
                + "collection view before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidItemCount(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items contained in "
                + "an existing section after the update (\(after)) must be equal to the number of items contained in "
                + "that section before the update (\(before)), plus or minus the number of items inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .sectionOutOfRange(let operation, let section, let count):
            switch operation {
            case .moveDestination:
                return "attempt to move a section to section \(section), but there are only \(count) sections after "
                    + "the update"
            default:
                return "attempt to \(operation.rawValue) section \(section), but there are only \(count) sections "
                    + "\(operation.usesOldIndices ? "before" : "after") the update"
            }
        case .itemSectionOutOfRange(let operation, let indexPath, let count):
            return "attempt to \(operation.rawValue) item \(indexPath.item) \(operation.preposition) section "
                + "\(indexPath.section), but there are only \(count) sections "
                + "\(operation.usesOldIndices ? "before" : "after") the update"
        case .itemOutOfRange(let operation, let indexPath, let count):
            return "attempt to \(operation.rawValue) item \(indexPath.item) \(operation.preposition) section "
                + "\(indexPath.section) which only contains \(count) items "
                + "\(operation.usesOldIndices ? "before" : "after") the update"
        case .conflictingSectionOperations(let first, let second, let section):
            return first == second
                ? "attempt to \(first.rawValue) section \(section) twice"
                : "attempt to perform a \(first.rawValue) and a \(second.rawValue) for the same section (\(section))"
        case .conflictingItemOperations(let first, let second, let indexPath):
            return first == second
                ? "attempt to \(first.rawValue) index path \(Self.objcPath(indexPath)) twice"
                : "attempt to perform a \(first.rawValue) and a \(second.rawValue) for the same index path "
                    + "(\(Self.objcPath(indexPath)))"
        case .itemInChangedSection(let operation, let indexPath, let inserted):
            return "attempt to \(operation.rawValue) item \(indexPath.item) \(operation.preposition) section "
                + "\(indexPath.section) which is being \(inserted ? "inserted" : "deleted")"
        case .malformedIndexPath(let operation, let indexPath):
            return "attempt to \(operation.rawValue) an invalid index path: \(indexPath)"
        case .negativeItemCount(let section, let count, let isBefore):
            return "invalid number of items in section \(section): \(count) \(isBefore ? "before" : "after") the update"
        }
    }

    private static func path(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.item)]" }
    private static func objcPath(_ indexPath: IndexPath) -> String {
        "<NSIndexPath: {length = 2, path = \(indexPath.section) - \(indexPath.item)}>"
    }
}

extension BatchUpdateError.Operation {
    /// Deletes and move sources refer to the state before the update; everything else to the state after it.
    var usesOldIndices: Bool { self == .delete || self == .moveSource }
    var preposition: String {
        switch self {
        case .delete, .moveSource: return "from"
        case .insert, .moveDestination: return "into"
        case .reload, .reconfigure: return "in"
        }
    }
}

extension BatchUpdate {
    /// Checks the update against UIKit's batch-update rules, given the item count of every section before and after.
    ///
    /// Rules, checked in this order:
    /// 1. every index path has two indices; section indices are in range (deletes and move sources before the update,
    ///    inserts, move destinations and reloads after it);
    /// 2. no section is the target of two operations (deleted twice, deleted and moved, inserted and moved to, …);
    /// 3. section count: after == before − deleted + inserted;
    /// 4. item operations never touch a deleted section (old index paths) or an inserted one (new index paths);
    ///    item indices are in range; no index path is the target of two operations (deleted and moved from, inserted
    ///    and moved to, reloaded and reconfigured, reloaded or reconfigured where an item is inserted, …);
    /// 5. for every surviving section: after == before − deleted + inserted − moved out + moved in; and an inserted
    ///    section's count is whatever the data says.
    ///
    /// Reloads and reconfigures use new index paths: they are applied after the structural changes.
    ///
    /// - Throws: the first ``BatchUpdateError`` found.
    /// - Complexity: O(s + u log u) for s sections and u operations.
    public func validate(oldItemCounts: [Int], newItemCounts: [Int]) throws(BatchUpdateError) {
        let oldSections = oldItemCounts.count
        let newSections = newItemCounts.count
        for (section, count) in oldItemCounts.enumerated() where count < 0 {
            throw .negativeItemCount(section: section, count: count, isBefore: true)
        }
        for (section, count) in newItemCounts.enumerated() where count < 0 {
            throw .negativeItemCount(section: section, count: count, isBefore: false)
        }

        // 1–2. Sections.
        var oldSectionUse = [BatchUpdateError.Operation?](repeating: nil, count: oldSections)
        var newSectionUse = [BatchUpdateError.Operation?](repeating: nil, count: newSections)
        func claim(
            _ table: inout [BatchUpdateError.Operation?], _ index: Int, _ operation: BatchUpdateError.Operation
        ) throws(BatchUpdateError) {
            guard index >= 0 && index < table.count else {
                throw .sectionOutOfRange(operation, section: index, sectionCount: table.count)
            }
            if let previous = table[index] {
                throw .conflictingSectionOperations(previous, operation, section: index)
            }
            table[index] = operation
        }
        for section in sectionDeletes { try claim(&oldSectionUse, section, .delete) }
        for move in sectionMoves { try claim(&oldSectionUse, move.source, .moveSource) }
        for section in sectionInserts { try claim(&newSectionUse, section, .insert) }
        for move in sectionMoves { try claim(&newSectionUse, move.destination, .moveDestination) }
        var reloadedSections = Set<Int>()
        for section in sectionReloads {
            guard section >= 0 && section < newSections else {
                throw .sectionOutOfRange(.reload, section: section, sectionCount: newSections)
            }
            guard reloadedSections.insert(section).inserted else {
                throw .conflictingSectionOperations(.reload, .reload, section: section)
            }
            if newSectionUse[section] == .insert {
                throw .conflictingSectionOperations(.insert, .reload, section: section)
            }
        }

        // 3. Section count.
        if newSections != oldSections - sectionDeletes.count + sectionInserts.count {
            throw .invalidSectionCount(
                before: oldSections, after: newSections, inserted: sectionInserts.count, deleted: sectionDeletes.count)
        }

        // Map surviving old sections to their new index: explicit moves, then the rest in order into the free slots.
        let newIndexOfOld = survivingSectionMap(oldSectionCount: oldSections, newSectionCount: newSections)

        // 4. Item operations.
        var oldPathUse: [IndexPath: BatchUpdateError.Operation] = [:]
        var newPathUse: [IndexPath: BatchUpdateError.Operation] = [:]
        var deleted = [Int](repeating: 0, count: oldSections)
        var movedOut = [Int](repeating: 0, count: oldSections)
        var inserted = [Int](repeating: 0, count: newSections)
        var movedIn = [Int](repeating: 0, count: newSections)

        func checkOld(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .malformedIndexPath(operation, indexPath: path) }
            guard path.section >= 0 && path.section < oldSections else {
                throw .itemSectionOutOfRange(operation, indexPath: path, sectionCount: oldSections)
            }
            if oldSectionUse[path.section] == .delete {
                throw .itemInChangedSection(operation, indexPath: path, sectionIsInserted: false)
            }
            guard path.item >= 0 && path.item < oldItemCounts[path.section] else {
                throw .itemOutOfRange(operation, indexPath: path, itemCount: oldItemCounts[path.section])
            }
            if let previous = oldPathUse.updateValue(operation, forKey: path) {
                throw .conflictingItemOperations(previous, operation, indexPath: path)
            }
        }
        func checkNew(_ path: IndexPath, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) {
            guard path.count == 2 else { throw .malformedIndexPath(operation, indexPath: path) }
            guard path.section >= 0 && path.section < newSections else {
                throw .itemSectionOutOfRange(operation, indexPath: path, sectionCount: newSections)
            }
            if newSectionUse[path.section] == .insert {
                throw .itemInChangedSection(operation, indexPath: path, sectionIsInserted: true)
            }
            guard path.item >= 0 && path.item < newItemCounts[path.section] else {
                throw .itemOutOfRange(operation, indexPath: path, itemCount: newItemCounts[path.section])
            }
            if let previous = newPathUse.updateValue(operation, forKey: path) {
                throw .conflictingItemOperations(previous, operation, indexPath: path)
            }
        }
        for path in itemDeletes {
            try checkOld(path, .delete)
            deleted[path.section] += 1
        }
        for move in itemMoves {
            try checkOld(move.source, .moveSource)
            movedOut[move.source.section] += 1
        }
        for path in itemInserts {
            try checkNew(path, .insert)
            inserted[path.section] += 1
        }
        for move in itemMoves {
            try checkNew(move.destination, .moveDestination)
            movedIn[move.destination.section] += 1
        }
        // Reloads and reconfigures may share a path with a move destination (they run after the move), but not with
        // an insert (a fresh cell needs no reload) nor with each other.
        var reloadUse: [IndexPath: BatchUpdateError.Operation] = [:]
        for (paths, operation) in [(itemReloads, BatchUpdateError.Operation.reload), (itemReconfigures, .reconfigure)] {
            for path in paths {
                guard path.count == 2 else { throw .malformedIndexPath(operation, indexPath: path) }
                guard path.section >= 0 && path.section < newSections else {
                    throw .itemSectionOutOfRange(operation, indexPath: path, sectionCount: newSections)
                }
                if newSectionUse[path.section] == .insert {
                    throw .itemInChangedSection(operation, indexPath: path, sectionIsInserted: true)
                }
                guard path.item >= 0 && path.item < newItemCounts[path.section] else {
                    throw .itemOutOfRange(operation, indexPath: path, itemCount: newItemCounts[path.section])
                }
                if newPathUse[path] == .insert {
                    throw .conflictingItemOperations(.insert, operation, indexPath: path)
                }
                if let previous = reloadUse.updateValue(operation, forKey: path) {
                    throw .conflictingItemOperations(previous, operation, indexPath: path)
                }
            }
        }

        // 5. Per-section counts.
        for oldSection in 0..<oldSections {
            guard let newSection = newIndexOfOld[oldSection] else { continue }
            let expected = oldItemCounts[oldSection] - deleted[oldSection] + inserted[newSection]
                - movedOut[oldSection] + movedIn[newSection]
            if expected != newItemCounts[newSection] {
                throw .invalidItemCount(
                    section: newSection, before: oldItemCounts[oldSection], after: newItemCounts[newSection],
                    inserted: inserted[newSection], deleted: deleted[oldSection], movedIn: movedIn[newSection],
                    movedOut: movedOut[oldSection])
            }
        }
    }

    /// For every old section, its new index, or `nil` when deleted. Moved sections go to their destination; other
    /// survivors keep their relative order and fill the new indices that no insert or move claims.
    ///
    /// Precondition: section indices are in range and conflict-free, and the section count adds up.
    func survivingSectionMap(oldSectionCount: Int, newSectionCount: Int) -> [Int?] {
        var result = [Int?](repeating: nil, count: oldSectionCount)
        var oldTaken = [Bool](repeating: false, count: oldSectionCount)
        var newTaken = [Bool](repeating: false, count: newSectionCount)
        for section in sectionDeletes { oldTaken[section] = true }
        for section in sectionInserts { newTaken[section] = true }
        for move in sectionMoves {
            oldTaken[move.source] = true
            newTaken[move.destination] = true
            result[move.source] = move.destination
        }
        var free = 0
        for oldSection in 0..<oldSectionCount where !oldTaken[oldSection] {
            while newTaken[free] { free += 1 }
            result[oldSection] = free
            free += 1
        }
        return result
    }
}
