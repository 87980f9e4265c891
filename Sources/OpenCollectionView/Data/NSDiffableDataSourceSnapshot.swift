import DiffableData
import Foundation
import HeadlessCollectionView

/// Runs a layer-2 operation with Apple's non-throwing signature: a refused operation traps with the text of the
/// exception Apple raises (``SnapshotError/compatibilityMessage``).
@inline(__always)
func trapping<T>(_ body: () throws(SnapshotError) -> T) -> T {
    do {
        return try body()
    } catch {
        UIKitTraps.raise(error.compatibilityMessage)
    }
}

/// Logs what Apple logs when an item identifier that is already in the snapshot is appended or inserted (the item is
/// moved into place instead).
func logMovedIntoPlace<I>(_ report: SnapshotMutationReport<I>) {
    guard let message = report.warningMessage else { return }
    FileHandle.standardError.write(Data(("[UIDiffableDataSource] " + message + "\n").utf8))
}

/// The state of a collection's data: sections, each with items, named by unique identifiers. A value: changing a
/// snapshot does nothing until it is applied to a data source.
///
/// A translation of the data layer's `Snapshot`: Apple's non-throwing methods trap where Apple raises, with
/// Apple's message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable, CustomStringConvertible
{
    var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>

    /// An empty snapshot.
    public init() { snapshot = Snapshot() }

    init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) { self.snapshot = snapshot }

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { snapshot.numberOfItems }
    /// The number of sections.
    public var numberOfSections: Int { snapshot.numberOfSections }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { snapshot.sectionIdentifiers }
    /// All items, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { snapshot.itemIdentifiers }

    /// The number of items in a section; traps if the section is absent (as UIKit does since iOS 14).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        trapping { () throws(SnapshotError) in try snapshot.numberOfItems(inSection: identifier) }
    }

    /// The items of a section; traps if the section is absent (as UIKit does since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        trapping { () throws(SnapshotError) in try snapshot.itemIdentifiers(inSection: identifier) }
    }

    /// The section that holds the item; `nil` if the item is absent.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        snapshot.sectionIdentifier(containingItem: identifier)
    }

    /// The item's index among all items; `nil` if it is absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { snapshot.indexOfItem(identifier) }
    /// The section's index; `nil` if it is absent.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(identifier) }

    /// The sections marked with `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { snapshot.reloadedSectionIdentifiers }
    /// The items marked with `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { snapshot.reloadedItemIdentifiers }
    /// The items marked with `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { snapshot.reconfiguredItemIdentifiers }

    // MARK: Items

    /// Appends items to a section (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
        })
    }

    /// Inserts items before an item; traps with Apple's message if that item is absent.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
        })
    }

    /// Inserts items after an item; traps with Apple's message if that item is absent.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
        })
    }

    /// Deletes items; unknown identifiers are ignored. Traps with Apple's message when `identifiers` repeats one.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.deleteItems(identifiers) }
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() { snapshot.deleteAllItems() }

    /// Moves an item before another; traps with Apple's message where Apple raises.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveItem(identifier, beforeItem: toIdentifier) }
    }

    /// Moves an item after another; traps with Apple's message where Apple raises.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveItem(identifier, afterItem: toIdentifier) }
    }

    /// Marks items to be reloaded (a new cell) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.reloadItems(identifiers) }
    }

    /// Marks items to be reconfigured (the existing cell, configured again) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.reconfigureItems(identifiers) }
    }

    // MARK: Sections

    /// Appends sections; traps with Apple's message where Apple raises (a section already present).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.appendSections(identifiers) }
    }

    /// Inserts sections before a section; traps with Apple's message where Apple raises.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    /// Inserts sections after a section; traps with Apple's message where Apple raises.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// Deletes sections and their items; unknown identifiers are ignored. Traps with Apple's message when
    /// `identifiers` repeats one.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.deleteSections(identifiers) }
    }

    /// Moves a section before another; traps with Apple's message where Apple raises.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveSection(identifier, beforeSection: toIdentifier) }
    }

    /// Moves a section after another; traps with Apple's message where Apple raises.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveSection(identifier, afterSection: toIdentifier) }
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.reloadSections(identifiers) }
    }

    /// The counts, then the data layer's description of the sections and items.
    public var description: String {
        "<NSDiffableDataSourceSnapshot: numberOfSections:\(numberOfSections) numberOfItems:\(numberOfItems)>\n"
            + snapshot.description
    }
}

/// The hierarchical items of one section, with expansion state (for outlines).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable,
    CustomStringConvertible
{
    var snapshot: SectionSnapshot<ItemIdentifierType>

    /// An empty section snapshot.
    public init() { snapshot = SectionSnapshot() }

    /// A copy of another section snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self.snapshot = snapshot.snapshot }

    init(_ snapshot: SectionSnapshot<ItemIdentifierType>) { self.snapshot = snapshot }

    // MARK: Queries

    /// Every item, depth-first.
    public var items: [ItemIdentifierType] { snapshot.items }
    /// The items at level 0.
    public var rootItems: [ItemIdentifierType] { snapshot.rootItems }
    /// The items whose ancestors are all expanded: what the section shows.
    public var visibleItems: [ItemIdentifierType] { snapshot.visibleItems }
    /// The items marked expanded.
    public var expandedItems: [ItemIdentifierType] { snapshot.expandedItems }

    /// Whether the item is in the section snapshot.
    public func contains(_ item: ItemIdentifierType) -> Bool { snapshot.contains(item) }
    /// Whether the item is expanded; traps with Apple's message if it is absent.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        trapping { () throws(SnapshotError) in try snapshot.isExpanded(item) }
    }
    /// Whether all the item's ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool { snapshot.isVisible(item) }
    /// The item's depth (0 for a root); traps with Apple's message if it is absent.
    public func level(of item: ItemIdentifierType) -> Int {
        trapping { () throws(SnapshotError) in try snapshot.level(of: item) }
    }
    /// The item's index in `items`; `nil` if it is absent.
    public func index(of item: ItemIdentifierType) -> Int? { snapshot.index(of: item) }
    /// The item's parent (`nil` for a root); traps with Apple's message if the item is absent.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        trapping { () throws(SnapshotError) in try snapshot.parent(of: child) }
    }
    /// The subtree below `parent` (with `parent` as its root when `includingParent`), levels restarting at 0.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(trapping { () throws(SnapshotError) in
            try snapshot.snapshot(of: parent, includingParent: includingParent)
        })
    }
    /// An indented text picture of the hierarchy.
    public func visualDescription() -> String { snapshot.visualDescription() }

    // MARK: Mutations

    /// Appends items as children of `parent` (as roots when `nil`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        trapping { () throws(SnapshotError) in try snapshot.append(items, to: parent) }
    }
    /// Inserts items as siblings before `nextSibling`.
    public mutating func insert(_ items: [ItemIdentifierType], before nextSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insert(items, before: nextSibling) }
    }
    /// Inserts items as siblings after `previousSibling`.
    public mutating func insert(_ items: [ItemIdentifierType], after previousSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insert(items, after: previousSibling) }
    }
    /// Inserts a section snapshot's items as siblings before `nextSibling`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before nextSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try self.snapshot.insert(snapshot.snapshot, before: nextSibling) }
    }
    /// Inserts a section snapshot's items as siblings after `previousSibling`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after previousSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try self.snapshot.insert(snapshot.snapshot, after: previousSibling) }
    }
    /// Deletes items and their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.delete(items) }
    }
    /// Deletes every item.
    public mutating func deleteAll() { snapshot.deleteAll() }
    /// Replaces the children of `parent` with the items of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        trapping { () throws(SnapshotError) in try self.snapshot.replace(childrenOf: parent, using: snapshot.snapshot) }
    }
    /// Expands items; absent items are logged, as Apple does.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        let missing = snapshot.expand(items)
        if !missing.isEmpty {
            FileHandle.standardError.write(Data("[UIDiffableDataSource] expand: items not found: \(missing)\n".utf8))
        }
    }
    /// Collapses items; absent items are logged, as Apple does.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        let missing = snapshot.collapse(items)
        if !missing.isEmpty {
            FileHandle.standardError.write(Data("[UIDiffableDataSource] collapse: items not found: \(missing)\n".utf8))
        }
    }

    /// A header line and the visual description.
    public var description: String { "<NSDiffableDataSourceSectionSnapshot>\n" + snapshot.visualDescription() }
}

/// A user's reorder: the snapshots before and after and their difference (the headless data source's
/// `ReorderTransaction`, with Apple's types).
public struct NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    let transaction: ReorderTransaction<SectionIdentifierType, ItemIdentifierType>

    init(_ transaction: ReorderTransaction<SectionIdentifierType, ItemIdentifierType>) { self.transaction = transaction }

    /// The data source's snapshot before the reorder.
    public var initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(transaction.initialSnapshot)
    }
    /// The data source's snapshot after the reorder.
    public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(transaction.finalSnapshot)
    }
    /// The flat difference of the item identifiers (apply it to your backing array).
    public var difference: CollectionDifference<ItemIdentifierType> { transaction.difference }
    /// One per section the reorder touched.
    public var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
        transaction.sectionTransactions.map(NSDiffableDataSourceSectionTransaction.init)
    }
}

/// A user's reorder within one section (the headless data source's `SectionReorderTransaction`).
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable
{
    let transaction: SectionReorderTransaction<SectionIdentifierType, ItemIdentifierType>

    init(_ transaction: SectionReorderTransaction<SectionIdentifierType, ItemIdentifierType>) {
        self.transaction = transaction
    }

    /// The section that was reordered.
    public var sectionIdentifier: SectionIdentifierType { transaction.sectionIdentifier }
    /// The section's snapshot before the reorder.
    public var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(transaction.initialSnapshot)
    }
    /// The section's snapshot after the reorder.
    public var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(transaction.finalSnapshot)
    }
    /// The difference of the section's item identifiers.
    public var difference: CollectionDifference<ItemIdentifierType> { transaction.difference }
}
