import Foundation

/// The state of a collection's data: an ordered list of sections, each holding an ordered list of items, all named by
/// unique identifiers. The Swift-native counterpart of `NSDiffableDataSourceSnapshot`.
///
/// Sections and items are separate namespaces: a section and an item may share an identifier value. Within each
/// namespace identifiers are unique. Mutations apply immediately and in call order; only the final state matters to
/// ``difference(from:)``.
///
/// A snapshot is a value with copy-on-write storage: copying is O(1), and the first mutation of a shared copy pays
/// one O(n) copy. Lookups by identifier are O(1) amortised (hash maps); building a snapshot of n items costs O(n).
///
/// Failing operations `throw` ``SnapshotError`` and leave the snapshot unchanged. Appending or inserting an item that
/// is already present is not an error: the item is moved into place and reported in the returned
/// ``SnapshotMutationReport`` (Apple logs a warning instead).
///
/// Like Apple's Swift snapshot, this type is not `Equatable`; use ``hasSameContents(as:)``.
public struct Snapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    @usableFromInline var storage: SnapshotStorage<SectionIdentifier, ItemIdentifier>

    /// Creates an empty snapshot.
    ///
    /// - Complexity: O(1)
    @inlinable public init() {
        storage = SnapshotStorage()
    }

    /// Makes the storage unique before a mutation.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Runs the internal consistency check in debug builds (tests), after every mutation.
    @inlinable
    func debugCheck() {
        #if DEBUG
            // The full check is O(n): only small snapshots get it after every mutation, so that building a large
            // snapshot one item at a time stays usable in debug builds (R7).
            if storage.itemCount + storage.sectionIDs.count <= 1_024 { storage.checkInvariants() }
        #endif
    }

    /// Debug builds refuse identifiers that `==` calls equal to another inserted or stored one but that hash
    /// differently, while the pairwise check is cheap; release builds store them as distinct items (R7).
    @inlinable
    func debugCheckHashing(_ identifiers: [ItemIdentifier], operation: SnapshotOperation) throws(SnapshotError) {
        #if DEBUG
            if storage.hasEqualIdentifiersWithOtherHashes(identifiers) == true {
                throw .inconsistentHashing(operation, identifiers: identifiers.map(describeIdentifier))
            }
        #endif
    }

    /// Verifies every internal invariant and traps on a violation. O(n); for tests.
    @inlinable public func _checkInvariants() { storage.checkInvariants() }

    // MARK: Counts

    /// The number of sections.
    ///
    /// - Complexity: O(1)
    @inlinable public var numberOfSections: Int { storage.sectionIDs.count }

    /// The number of items in all sections.
    ///
    /// - Complexity: O(1)
    @inlinable public var numberOfItems: Int { storage.itemCount }

    /// The number of items in `section`.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:section:isDestination:)`` when the section is absent (Apple raises
    ///   since iOS 14).
    /// - Complexity: O(1) amortised
    @inlinable public func numberOfItems(inSection section: SectionIdentifier) throws(SnapshotError) -> Int {
        guard let slot = storage.slotOfSection[section] else {
            throw .sectionNotFound(.numberOfItemsInSection, section: describeIdentifier(section), isDestination: false)
        }
        return storage.slots[slot].items.count
    }

    // MARK: Identifiers

    /// The section identifiers in order.
    ///
    /// - Complexity: O(1) (the array is shared copy-on-write)
    @inlinable public var sectionIdentifiers: [SectionIdentifier] { storage.sectionIDs }

    /// All item identifiers: sections in order, items in order within each section.
    ///
    /// - Complexity: O(1) with at most one section, O(n) otherwise
    @inlinable public var itemIdentifiers: [ItemIdentifier] {
        let slots = storage.sectionSlots
        if slots.isEmpty { return [] }
        if slots.count == 1 { return storage.slots[slots[0]].items }
        var result: [ItemIdentifier] = []
        result.reserveCapacity(storage.itemCount)
        for slot in slots { result.append(contentsOf: storage.slots[slot].items) }
        return result
    }

    /// The items of `section`, in order.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:section:isDestination:)`` when the section is absent (Apple raises
    ///   since iOS 14; iOS 13 returned an empty array).
    /// - Complexity: O(1) amortised (the array is shared copy-on-write)
    @inlinable public func itemIdentifiers(inSection section: SectionIdentifier) throws(SnapshotError) -> [ItemIdentifier] {
        guard let slot = storage.slotOfSection[section] else {
            throw .sectionNotFound(.itemIdentifiersInSection, section: describeIdentifier(section), isDestination: false)
        }
        return storage.slots[slot].items
    }

    /// The section that contains `item`, or `nil` when the item is absent.
    ///
    /// - Complexity: O(1) amortised
    @inlinable public func sectionIdentifier(containingItem item: ItemIdentifier) -> SectionIdentifier? {
        guard let location = storage.location(of: item) else { return nil }
        return storage.sectionIDs[storage.slots[location.slot].position]
    }

    /// The global index of `item` across all sections (the index in ``itemIdentifiers``), or `nil` when absent.
    ///
    /// - Complexity: O(log s) for s sections
    @inlinable public func indexOfItem(_ item: ItemIdentifier) -> Int? {
        guard let location = storage.location(of: item) else { return nil }
        return storage.start(ofPosition: storage.slots[location.slot].position) + location.offset
    }

    /// The index of `section`, or `nil` when absent.
    ///
    /// - Complexity: O(1) amortised
    @inlinable public func indexOfSection(_ section: SectionIdentifier) -> Int? {
        guard let slot = storage.slotOfSection[section] else { return nil }
        return storage.slots[slot].position
    }

    /// The `[section, item]` index path of `item`, or `nil` when absent.
    ///
    /// - Complexity: O(1) amortised
    @inlinable public func indexPath(ofItem item: ItemIdentifier) -> IndexPath? {
        guard let location = storage.location(of: item) else { return nil }
        return IndexPath(item: location.offset, section: storage.slots[location.slot].position)
    }

    /// The item at `[section, item]`, or `nil` when the index path is out of range.
    ///
    /// - Complexity: O(1)
    @inlinable public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifier? {
        guard indexPath.count == 2, storage.sectionSlots.indices.contains(indexPath.section) else { return nil }
        let items = storage.slots[storage.sectionSlots[indexPath.section]].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// The section at `index`, or `nil` when out of range.
    ///
    /// - Complexity: O(1)
    @inlinable public func sectionIdentifier(at index: Int) -> SectionIdentifier? {
        storage.sectionIDs.indices.contains(index) ? storage.sectionIDs[index] : nil
    }

    /// Whether `item` is in the snapshot.
    ///
    /// - Complexity: O(1) amortised
    @inlinable public func contains(item: ItemIdentifier) -> Bool { storage.contains(item: item) }

    /// Whether `section` is in the snapshot.
    ///
    /// - Complexity: O(1) amortised
    @inlinable public func contains(section: SectionIdentifier) -> Bool { storage.slotOfSection[section] != nil }

    // MARK: Marks

    /// Items marked with ``reloadItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(r log r) for r marked items
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifier] { inSnapshotOrder(storage.reloadedItems) }

    /// Items marked with ``reconfigureItems(_:)``, in snapshot order.
    ///
    /// - Complexity: O(r log r) for r marked items
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifier] { inSnapshotOrder(storage.reconfiguredItems) }

    /// Sections marked with ``reloadSections(_:)``, in snapshot order.
    ///
    /// - Complexity: O(r log r) for r marked sections
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifier] {
        storage.reloadedSections.sorted { indexOfSection($0)! < indexOfSection($1)! }
    }

    @inlinable func inSnapshotOrder(_ items: Set<ItemIdentifier>) -> [ItemIdentifier] {
        items.map { (indexOfItem($0)!, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Comparison

    /// Whether both snapshots have the same sections in the same order, each with the same items in the same order.
    /// Reload and reconfigure marks are ignored (as in Apple's Objective-C `-isEqual:`).
    ///
    /// - Complexity: O(1) when both share storage, O(n) otherwise
    @inlinable public func hasSameContents(as other: Snapshot) -> Bool {
        if storage === other.storage { return true }
        guard storage.itemCount == other.storage.itemCount, storage.sectionIDs == other.storage.sectionIDs else {
            return false
        }
        for position in storage.sectionSlots.indices {
            let mine = storage.slots[storage.sectionSlots[position]].items
            let theirs = other.storage.slots[other.storage.sectionSlots[position]].items
            if mine != theirs { return false }
        }
        return true
    }
}

extension Snapshot: CustomStringConvertible {
    /// A short summary: counts, then one line per section.
    ///
    /// - Complexity: O(n)
    public var description: String {
        var lines = [
            "Snapshot: numberOfSections:\(numberOfSections) numberOfItems:\(numberOfItems); "
                + "\(numberOfSections) sections with item counts: "
                + "\(storage.sectionSlots.map { storage.slots[$0].items.count })"
        ]
        for (position, section) in storage.sectionIDs.enumerated() {
            let items = storage.slots[storage.sectionSlots[position]].items
            lines.append("  \(describeIdentifier(section)): \(items.map(describeIdentifier).joined(separator: ", "))")
        }
        return lines.joined(separator: "\n")
    }
}
