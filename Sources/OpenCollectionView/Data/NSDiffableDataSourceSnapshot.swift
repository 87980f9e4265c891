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
/// A translation of the data layer's ``Snapshot``: Apple's non-throwing methods trap where Apple raises, with
/// Apple's message.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable, CustomStringConvertible
{
    var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>

    /// An empty snapshot.
    public init() { snapshot = Snapshot() }

    init(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) { self.snapshot = snapshot }

    // MARK: Queries

    public var numberOfItems: Int { snapshot.numberOfItems }
    public var numberOfSections: Int { snapshot.numberOfSections }
    public var sectionIdentifiers: [SectionIdentifierType] { snapshot.sectionIdentifiers }
    public var itemIdentifiers: [ItemIdentifierType] { snapshot.itemIdentifiers }

    /// The number of items in a section; traps if the section is absent (as UIKit does since iOS 14).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        trapping { () throws(SnapshotError) in try snapshot.numberOfItems(inSection: identifier) }
    }

    /// The items of a section; traps if the section is absent (as UIKit does since iOS 14).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        trapping { () throws(SnapshotError) in try snapshot.itemIdentifiers(inSection: identifier) }
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        snapshot.sectionIdentifier(containingItem: identifier)
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { snapshot.indexOfItem(identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { snapshot.indexOfSection(identifier) }

    public var reloadedSectionIdentifiers: [SectionIdentifierType] { snapshot.reloadedSectionIdentifiers }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { snapshot.reloadedItemIdentifiers }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { snapshot.reconfiguredItemIdentifiers }

    // MARK: Items

    /// Appends items to a section (the last section when `nil`).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.appendItems(identifiers, toSection: sectionIdentifier)
        })
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.insertItems(identifiers, beforeItem: beforeIdentifier)
        })
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        logMovedIntoPlace(trapping { () throws(SnapshotError) in
            try snapshot.insertItems(identifiers, afterItem: afterIdentifier)
        })
    }

    /// Deletes items; unknown identifiers are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { snapshot.deleteItems(identifiers) }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() { snapshot.deleteAllItems() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveItem(identifier, beforeItem: toIdentifier) }
    }

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

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.appendSections(identifiers) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insertSections(identifiers, beforeSection: toIdentifier) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insertSections(identifiers, afterSection: toIdentifier) }
    }

    /// Deletes sections and their items; unknown identifiers are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { snapshot.deleteSections(identifiers) }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveSection(identifier, beforeSection: toIdentifier) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.moveSection(identifier, afterSection: toIdentifier) }
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.reloadSections(identifiers) }
    }

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

    public init() { snapshot = SectionSnapshot() }

    /// A copy of another section snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) { self.snapshot = snapshot.snapshot }

    init(_ snapshot: SectionSnapshot<ItemIdentifierType>) { self.snapshot = snapshot }

    // MARK: Queries

    /// Every item, depth-first.
    public var items: [ItemIdentifierType] { snapshot.items }
    public var rootItems: [ItemIdentifierType] { snapshot.rootItems }
    /// The items whose ancestors are all expanded: what the section shows.
    public var visibleItems: [ItemIdentifierType] { snapshot.visibleItems }
    public var expandedItems: [ItemIdentifierType] { snapshot.expandedItems }

    public func contains(_ item: ItemIdentifierType) -> Bool { snapshot.contains(item) }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        trapping { () throws(SnapshotError) in try snapshot.isExpanded(item) }
    }
    public func isVisible(_ item: ItemIdentifierType) -> Bool { snapshot.isVisible(item) }
    public func level(of item: ItemIdentifierType) -> Int {
        trapping { () throws(SnapshotError) in try snapshot.level(of: item) }
    }
    public func index(of item: ItemIdentifierType) -> Int? { snapshot.index(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        trapping { () throws(SnapshotError) in try snapshot.parent(of: child) }
    }
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(trapping { () throws(SnapshotError) in
            try snapshot.snapshot(of: parent, includingParent: includingParent)
        })
    }
    public func visualDescription() -> String { snapshot.visualDescription() }

    // MARK: Mutations

    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        trapping { () throws(SnapshotError) in try snapshot.append(items, to: parent) }
    }
    public mutating func insert(_ items: [ItemIdentifierType], before nextSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insert(items, before: nextSibling) }
    }
    public mutating func insert(_ items: [ItemIdentifierType], after previousSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try snapshot.insert(items, after: previousSibling) }
    }
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before nextSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try self.snapshot.insert(snapshot.snapshot, before: nextSibling) }
    }
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after previousSibling: ItemIdentifierType) {
        trapping { () throws(SnapshotError) in try self.snapshot.insert(snapshot.snapshot, after: previousSibling) }
    }
    public mutating func delete(_ items: [ItemIdentifierType]) {
        trapping { () throws(SnapshotError) in try snapshot.delete(items) }
    }
    public mutating func deleteAll() { snapshot.deleteAll() }
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

    public var sectionIdentifier: SectionIdentifierType { transaction.sectionIdentifier }
    public var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(transaction.initialSnapshot)
    }
    public var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(transaction.finalSnapshot)
    }
    public var difference: CollectionDifference<ItemIdentifierType> { transaction.difference }
}
