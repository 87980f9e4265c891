/// The snapshot or section-snapshot operation that raised a ``SnapshotError``.
///
/// The raw value is the Swift signature of the member, so that messages can name it.
public enum SnapshotOperation: String, Sendable, Hashable, CaseIterable {
    /// `Snapshot.appendItems(_:toSection:)`.
    case appendItems = "appendItems(_:toSection:)"
    /// `Snapshot.insertItems(_:beforeItem:)`.
    case insertItemsBefore = "insertItems(_:beforeItem:)"
    /// `Snapshot.insertItems(_:afterItem:)`.
    case insertItemsAfter = "insertItems(_:afterItem:)"
    /// `Snapshot.moveItem(_:beforeItem:)`.
    case moveItemBefore = "moveItem(_:beforeItem:)"
    /// `Snapshot.moveItem(_:afterItem:)`.
    case moveItemAfter = "moveItem(_:afterItem:)"
    /// `Snapshot.deleteItems(_:)`.
    case deleteItems = "deleteItems(_:)"
    /// `Snapshot.reloadItems(_:)`.
    case reloadItems = "reloadItems(_:)"
    /// `Snapshot.reconfigureItems(_:)`.
    case reconfigureItems = "reconfigureItems(_:)"
    /// `Snapshot.appendSections(_:)`.
    case appendSections = "appendSections(_:)"
    /// `Snapshot.insertSections(_:beforeSection:)`.
    case insertSectionsBefore = "insertSections(_:beforeSection:)"
    /// `Snapshot.insertSections(_:afterSection:)`.
    case insertSectionsAfter = "insertSections(_:afterSection:)"
    /// `Snapshot.deleteSections(_:)`.
    case deleteSections = "deleteSections(_:)"
    /// `Snapshot.moveSection(_:beforeSection:)`.
    case moveSectionBefore = "moveSection(_:beforeSection:)"
    /// `Snapshot.moveSection(_:afterSection:)`.
    case moveSectionAfter = "moveSection(_:afterSection:)"
    /// `Snapshot.reloadSections(_:)`.
    case reloadSections = "reloadSections(_:)"
    /// `Snapshot.numberOfItems(inSection:)`.
    case numberOfItemsInSection = "numberOfItems(inSection:)"
    /// `Snapshot.itemIdentifiers(inSection:)`.
    case itemIdentifiersInSection = "itemIdentifiers(inSection:)"

    // SectionSnapshot
    /// `SectionSnapshot.append(_:to:)`.
    case append = "append(_:to:)"
    /// `SectionSnapshot.insert(_:before:)`.
    case insertBefore = "insert(_:before:)"
    /// `SectionSnapshot.insert(_:after:)`.
    case insertAfter = "insert(_:after:)"
    /// `SectionSnapshot.delete(_:)`.
    case delete = "delete(_:)"
    /// `SectionSnapshot.level(of:)`.
    case level = "level(of:)"
    /// `SectionSnapshot.parent(of:)`.
    case parent = "parent(of:)"
    /// `SectionSnapshot.isExpanded(_:)`.
    case isExpanded = "isExpanded(_:)"
    /// `SectionSnapshot.snapshot(of:includingParent:)`.
    case snapshotOfParent = "snapshot(of:includingParent:)"
    /// `SectionSnapshot.replace(childrenOf:using:)`.
    case replaceChildren = "replace(childrenOf:using:)"

    /// Whether the operation belongs to ``SectionSnapshot`` rather than ``Snapshot``.
    var isSectionSnapshotOperation: Bool {
        switch self {
        case .append, .insertBefore, .insertAfter, .delete, .level, .parent, .isExpanded,
            .snapshotOfParent, .replaceChildren:
            return true
        default:
            return false
        }
    }
}

/// Why a snapshot or section-snapshot operation was refused.
///
/// Identifiers are carried as their `String(reflecting:)` rendering so that the error type is not generic and can be
/// caught, compared and logged without knowing the snapshot's identifier types.
///
/// A throwing operation leaves the snapshot unchanged: every check runs before the first mutation.
///
/// - ``description`` explains the cause in plain words and names the operation and offending identifiers.
/// - ``compatibilityMessage`` reproduces the text of the exception Apple's implementation raises in the same
///   situation (see `docs/semantics.md (Diffable data)` for which texts are measured and which are inferred).
public enum SnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The same identifier appears more than once in one argument array.
    case duplicateIdentifiers(SnapshotOperation, identifiers: [String])
    /// Section identifiers that are already in the snapshot were appended or inserted.
    case sectionsAlreadyExist(SnapshotOperation, identifiers: [String])
    /// Items were appended to "the last section" of a snapshot that has no sections.
    case noSections(SnapshotOperation)
    /// A section named as a destination, source or query argument is not in the snapshot.
    ///
    /// `isDestination` distinguishes the two sections of a move.
    case sectionNotFound(SnapshotOperation, section: String, isDestination: Bool)
    /// An item named as a destination or as the item to move is not in the (section) snapshot.
    case itemNotFound(SnapshotOperation, item: String, isDestination: Bool)
    /// The destination of an insertion or move is itself among the identifiers being inserted or moved.
    case destinationAmongInsertedIdentifiers(SnapshotOperation, destination: String, inserted: [String])
    /// Identifiers to reload or reconfigure are not in the snapshot.
    case identifiersNotFound(SnapshotOperation, identifiers: [String])
    /// Section snapshot: an identifier is already in the tree or appears twice in the argument.
    case sectionSnapshotDuplicates(SnapshotOperation, identifiers: [String])
    /// Identifiers that are not equal to themselves (`==` is not reflexive, e.g. a NaN double): a snapshot could
    /// neither find nor deduplicate them (semantics R7).
    case identifiersNotEqualToThemselves(SnapshotOperation, identifiers: [String])
    /// Identifiers whose `hash(into:)` disagrees with `==` (equal values with different hashes, or a hash that
    /// changes): detected when an insertion contradicts the lookups made just before it (R7).
    case inconsistentHashing(SnapshotOperation, identifiers: [String])

    /// The operation that failed.
    public var operation: SnapshotOperation {
        switch self {
        case .duplicateIdentifiers(let op, _), .sectionsAlreadyExist(let op, _), .noSections(let op),
            .sectionNotFound(let op, _, _), .itemNotFound(let op, _, _),
            .destinationAmongInsertedIdentifiers(let op, _, _), .identifiersNotFound(let op, _),
            .sectionSnapshotDuplicates(let op, _), .identifiersNotEqualToThemselves(let op, _),
            .inconsistentHashing(let op, _):
            return op
        }
    }

    /// A plain-words explanation naming the operation and the offending identifiers.
    public var description: String {
        let op = operation.rawValue
        switch self {
        case .duplicateIdentifiers(let operation, let identifiers):
            let kind = operation.namesSections ? "section identifiers" : "item identifiers"
            return "\(op): the \(kind) \(Self.list(identifiers)) appear more than once in the argument; "
                + "identifiers must be unique"
        case .sectionsAlreadyExist(_, let identifiers):
            return "\(op): \(Self.plural(identifiers.count, "section")) \(Self.list(identifiers)) "
                + "\(identifiers.count == 1 ? "is" : "are") already in the snapshot; section identifiers must be unique"
        case .noSections:
            return "\(op): the snapshot has no sections; append a section before appending items"
        case .sectionNotFound(_, let section, let isDestination):
            let role = isDestination ? "destination section" : "section"
            return "\(op): \(role) \(section) is not in the snapshot"
        case .itemNotFound(let operation, let item, let isDestination):
            let role = isDestination ? "destination item" : "item"
            let container = operation.isSectionSnapshotOperation ? "section snapshot" : "snapshot"
            return "\(op): \(role) \(item) is not in the \(container)"
        case .destinationAmongInsertedIdentifiers(let operation, let destination, _):
            let verb = operation.isMove ? "moved relative to itself" : "among the identifiers being inserted"
            return "\(op): the destination \(destination) is \(verb)"
        case .identifiersNotFound(let operation, let identifiers):
            let kind = operation == .reloadSections ? "section" : "item"
            return "\(op): \(Self.plural(identifiers.count, kind)) \(Self.list(identifiers)) "
                + "\(identifiers.count == 1 ? "is" : "are") not in the snapshot"
        case .sectionSnapshotDuplicates(_, let identifiers):
            return "\(op): \(Self.plural(identifiers.count, "item")) \(Self.list(identifiers)) "
                + "would appear more than once in the section snapshot; identifiers must be unique"
        case .identifiersNotEqualToThemselves(_, let identifiers):
            return "\(op): \(Self.plural(identifiers.count, "identifier")) \(Self.list(identifiers)) "
                + "\(identifiers.count == 1 ? "is" : "are") not equal to itself (== must be reflexive; NaN is not)"
        case .inconsistentHashing(_, let identifiers):
            return "\(op): the hashes of \(Self.list(identifiers)) disagree with == (equal identifiers must have "
                + "equal, stable hashes)"
        }
    }

    /// The text of the exception Apple's implementation raises in this situation (see docs/reference/diffable-data.md
    /// §1).
    ///
    /// The UIKit-compatible face uses this when it traps instead of throwing.
    public var compatibilityMessage: String {
        switch self {
        case .duplicateIdentifiers(let operation, let identifiers):
            let kind = operation.namesSections ? "section" : "item"
            return "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(Self.set(identifiers))"
        case .sectionsAlreadyExist(_, let identifiers):
            // Observed on iOS 17 (docs/semantics.md D2): singular and plural forms, the identifiers listed last.
            let one = identifiers.count == 1
            return "Diffable data source detected an attempt to insert or append \(identifiers.count) section "
                + "\(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. "
                + "Identifiers in a snapshot must be unique. "
                + "\(one ? "Section identifier that already exists" : "Section identifiers that already exist"): "
                + (one ? identifiers[0] : Self.set(identifiers))
        case .noSections:
            return "There are currently no sections in the data source. Please add a section first."
        case .sectionNotFound(let operation, _, let isDestination):
            switch operation {
            case .numberOfItemsInSection, .itemIdentifiersInSection:
                return "Section identifier was not found. You can verify the section exists by calling the "
                    + "indexOfSectionIdentifier API (which has O(1) performance)"
            case .insertSectionsBefore, .insertSectionsAfter:
                return "Invalid parameter not satisfying: insertIndex != NSNotFound"
            case .moveSectionBefore, .moveSectionAfter:
                return "Invalid parameter not satisfying: \(isDestination ? "toSection" : "fromSection") != NSNotFound"
            default:
                return "Invalid parameter not satisfying: section != NSNotFound"
            }
        case .itemNotFound(let operation, let item, let isDestination):
            switch operation {
            case .moveItemBefore, .moveItemAfter:
                return "Invalid parameter not satisfying: \(isDestination ? "toIndex" : "fromIndex") != NSNotFound"
            case .level, .parent, .isExpanded, .snapshotOfParent, .replaceChildren:
                return "Item identifier does not exist in section snapshot: \(item)"
            case .append, .insertBefore, .insertAfter, .delete:
                return "Failed to find index of item \(item) in section snapshot"
            default:
                return "Invalid parameter not satisfying: section != NSNotFound"
            }
        case .destinationAmongInsertedIdentifiers(_, let destination, let inserted):
            return "Invalid update: destination for insertion operation [\(destination)] is in the insertion "
                + "identifier list for update: [\(inserted.joined(separator: ", "))]"
        case .identifiersNotFound(let operation, let identifiers):
            let what: String
            switch operation {
            case .reloadSections: what = "Attempted to reload section identifier"
            case .reconfigureItems: what = "Attempted to reconfigure item identifier"
            default: what = "Attempted to reload item identifier"
            }
            return "\(what) that does not exist in the snapshot: \(identifiers.joined(separator: ", "))"
        case .sectionSnapshotDuplicates(_, let identifiers):
            return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(Self.set(identifiers))"
        case .identifiersNotEqualToThemselves(_, let identifiers), .inconsistentHashing(_, let identifiers):
            return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.set(identifiers))"
        }
    }

    private static func list(_ identifiers: [String]) -> String { identifiers.joined(separator: ", ") }
    private static func set(_ identifiers: [String]) -> String { "{(\(identifiers.joined(separator: ", ")))}" }
    private static func plural(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}

extension SnapshotOperation {
    @usableFromInline var insertsSections: Bool {
        self == .appendSections || self == .insertSectionsBefore || self == .insertSectionsAfter
    }
    /// Whether the identifiers in the operation's argument are section identifiers (for the messages).
    var namesSections: Bool { insertsSections || self == .deleteSections }
    var isMove: Bool {
        self == .moveItemBefore || self == .moveItemAfter || self == .moveSectionBefore || self == .moveSectionAfter
    }
}

/// What a successful mutation did beyond what was asked, reported instead of logged.
///
/// Apple's implementation accepts appending or inserting an item identifier that is already in the snapshot: it
/// moves the existing item into place and logs a warning. This report makes that observable without a global logger.
public struct SnapshotMutationReport<ItemIdentifier: Hashable & Sendable>: Sendable, Hashable {
    /// Identifiers that already existed in the snapshot and were moved into place instead of being added, in argument
    /// order.
    public var itemsMovedIntoPlace: [ItemIdentifier]

    /// Creates a report.
    public init(itemsMovedIntoPlace: [ItemIdentifier] = []) {
        self.itemsMovedIntoPlace = itemsMovedIntoPlace
    }

    /// `true` when nothing unusual happened.
    public var isEmpty: Bool { itemsMovedIntoPlace.isEmpty }

    /// The warning Apple's implementation logs in this situation, or `nil` when nothing was moved into place.
    public var warningMessage: String? {
        guard !itemsMovedIntoPlace.isEmpty else { return nil }
        // The plural text is observed on iOS 17 (docs/semantics.md D3); the singular follows the section message.
        let one = itemsMovedIntoPlace.count == 1
        let listed = itemsMovedIntoPlace.map(describeIdentifier)
        return "Diffable data source detected an attempt to insert or append \(itemsMovedIntoPlace.count) item "
            + "\(one ? "identifier that already exists" : "identifiers that already exist") in the snapshot. "
            + "The existing item \(one ? "identifier" : "identifiers") will be moved into place instead, but this "
            + "operation will be more expensive. For best performance, inserted item identifiers should always be "
            + "unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS "
            + "to catch this in the debugger. "
            + "\(one ? "Item identifier that already exists" : "Item identifiers that already exist"): "
            + (one ? listed[0] : "(" + listed.joined(separator: ", ") + ")")
    }
}

/// Renders an identifier for an error message.
@inlinable
func describeIdentifier<T>(_ identifier: T) -> String { String(reflecting: identifier) }
