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
