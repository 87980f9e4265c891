/// Where identifiers are placed by an append or insert.
@usableFromInline enum ItemDestination<Item> {
    case endOfSlot(Int)
    case before(Item)
    case after(Item)
}

extension Snapshot {
    // MARK: Items

    /// Appends items to the end of `section`, or of the last section when `section` is `nil`.
    ///
    /// An identifier already in the snapshot is moved to its new place and reported (Apple logs a warning).
    ///
    /// - Throws: ``SnapshotError/noSections(_:)`` when `section` is `nil` and there are no sections;
    ///   ``SnapshotError/sectionNotFound(_:section:isDestination:)``;
    ///   ``SnapshotError/duplicateIdentifiers(_:identifiers:)`` when `identifiers` repeats an identifier.
    /// - Complexity: O(k) amortised for k fresh identifiers; O(k + m) when some already exist (m: size of the sections
    ///   they leave).
    @discardableResult
    @inlinable public mutating func appendItems(
        _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
    ) throws(SnapshotError) -> SnapshotMutationReport<ItemIdentifier> {
        let slot: Int
        if let section {
            guard let found = storage.slotOfSection[section] else {
                throw .sectionNotFound(.appendItems, section: describeIdentifier(section), isDestination: true)
            }
            slot = found
        } else {
            guard let last = storage.sectionSlots.last else { throw .noSections(.appendItems) }
            slot = last
        }
        return try place(identifiers, at: .endOfSlot(slot), operation: .appendItems)
    }

    /// Inserts items into the section of `destination`, immediately before it.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when `destination` is absent;
    ///   ``SnapshotError/duplicateIdentifiers(_:identifiers:)``;
    ///   ``SnapshotError/destinationAmongInsertedIdentifiers(_:destination:inserted:)``.
    /// - Complexity: O(k + m) amortised for k identifiers and a destination section of m items.
    @discardableResult
    @inlinable public mutating func insertItems(
        _ identifiers: [ItemIdentifier], beforeItem destination: ItemIdentifier
    ) throws(SnapshotError) -> SnapshotMutationReport<ItemIdentifier> {
        try place(identifiers, at: .before(destination), operation: .insertItemsBefore)
    }

    /// Inserts items into the section of `destination`, immediately after it.
    ///
    /// - Throws: as ``insertItems(_:beforeItem:)``.
    /// - Complexity: O(k + m) amortised for k identifiers and a destination section of m items.
    @discardableResult
    @inlinable public mutating func insertItems(
        _ identifiers: [ItemIdentifier], afterItem destination: ItemIdentifier
    ) throws(SnapshotError) -> SnapshotMutationReport<ItemIdentifier> {
        try place(identifiers, at: .after(destination), operation: .insertItemsAfter)
    }

    /// Sets `section`'s items to `identifiers`, in order — how a section snapshot is applied to a section
    /// (docs/reference/diffable-data.md §2): the section's items not in `identifiers` are deleted, a missing section is
    /// appended, and identifiers found in other sections move here (without a warning).
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(_:identifiers:)`` when `identifiers` repeats an identifier;
    ///   the snapshot is then unchanged.
    /// - Complexity: O(k + m) amortised for k identifiers and m items in the sections involved.
    @inlinable public mutating func replaceItems(
        inSection section: SectionIdentifier, with identifiers: [ItemIdentifier]
    ) throws(SnapshotError) {
        var next = self
        if let existing = try? next.itemIdentifiers(inSection: section) {
            let kept = Set(identifiers)
            try next.deleteItems(existing.filter { !kept.contains($0) })
        } else {
            try next.appendSections([section])
        }
        try next.appendItems(identifiers, toSection: section)
        self = next
    }

    /// Deletes items. Identifiers that are not in the snapshot are ignored. Their reload/reconfigure marks go too.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(_:identifiers:)`` when `identifiers` repeats an identifier
    ///   (Apple's implementation raises; docs/semantics.md D2). Nothing is deleted then.
    /// - Complexity: O(k + m) amortised for k identifiers and affected sections of m items in total.
    @inlinable public mutating func deleteItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        guard !identifiers.isEmpty else { return }
        try checkDistinct(identifiers, operation: .deleteItems)
        makeUnique()
        storage.removeItems(identifiers, keepMarks: false)
        debugCheck()
    }

    /// Deletes every item **and every section** (as Apple's implementation does), and all marks.
    ///
    /// - Complexity: O(1) (the old storage is released)
    @inlinable public mutating func deleteAllItems() {
        storage = SnapshotStorage()
    }

    /// Moves `item` immediately before `destination`, possibly into another section.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when either is absent;
    ///   ``SnapshotError/destinationAmongInsertedIdentifiers(_:destination:inserted:)`` when they are the same.
    /// - Complexity: O(m) for the sections involved, of m items.
    @inlinable public mutating func moveItem(_ item: ItemIdentifier, beforeItem destination: ItemIdentifier) throws(SnapshotError) {
        try move(item, to: .before(destination), operation: .moveItemBefore)
    }

    /// Moves `item` immediately after `destination`, possibly into another section.
    ///
    /// - Throws: as ``moveItem(_:beforeItem:)``.
    /// - Complexity: O(m) for the sections involved, of m items.
    @inlinable public mutating func moveItem(_ item: ItemIdentifier, afterItem destination: ItemIdentifier) throws(SnapshotError) {
        try move(item, to: .after(destination), operation: .moveItemAfter)
    }

    /// Marks items to be reloaded (a new cell) when the snapshot is applied.
    ///
    /// - Throws: ``SnapshotError/identifiersNotFound(_:identifiers:)`` when any identifier is absent; nothing is marked.
    /// - Complexity: O(k) amortised
    @inlinable public mutating func reloadItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        try checkPresent(identifiers, operation: .reloadItems)
        makeUnique()
        storage.reloadedItems.formUnion(identifiers)
        debugCheck()
    }

    /// Marks items to be reconfigured (the existing cell is updated in place) when the snapshot is applied.
    ///
    /// - Throws: ``SnapshotError/identifiersNotFound(_:identifiers:)`` when any identifier is absent; nothing is marked.
    /// - Complexity: O(k) amortised
    @inlinable public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) throws(SnapshotError) {
        try checkPresent(identifiers, operation: .reconfigureItems)
        makeUnique()
        storage.reconfiguredItems.formUnion(identifiers)
        debugCheck()
    }

    // MARK: Clearing marks

    /// A copy of this snapshot without marks: no items marked by ``reloadItems(_:)`` or ``reconfigureItems(_:)``,
    /// no sections marked by ``reloadSections(_:)``. Sections and items are unchanged
    /// (`removingMarks().hasSameContents(as: self)` is `true`).
    ///
    /// Use it to keep the state a snapshot produced once it has been applied: the marks describe one update, and
    /// applying the same snapshot again should not reload those items again. This is cheaper than rebuilding the
    /// snapshot: without marks it returns `self` (sharing its storage); with marks the copy shares the section and
    /// item arrays and the item index copy-on-write, and only the mark sets are replaced.
    ///
    /// - Complexity: O(1) without marks; O(r) at most for r marks otherwise (nothing proportional to the items is
    ///   copied). As for any copy, the first later mutation of either snapshot pays the usual O(n) copy-on-write.
    @inlinable public func removingMarks() -> Snapshot {
        var copy = self
        copy.removeMarks()
        return copy
    }

    /// Removes every reload, reconfigure and section-reload mark, in place. Sections and items are unchanged.
    ///
    /// See ``removingMarks()``.
    ///
    /// - Complexity: O(1) without marks; O(r) at most for r marks otherwise (releasing the mark sets when the storage
    ///   is uniquely referenced; a shared storage is replaced by one that shares everything but the marks).
    @inlinable public mutating func removeMarks() {
        guard storage.hasMarks else { return }
        // `makeUnique()`'s copy shares every array and the item table (O(1)); no item is copied or rehashed here.
        makeUnique()
        storage.reloadedItems = []
        storage.reconfiguredItems = []
        storage.reloadedSections = []
        debugCheck()
    }

    // MARK: Sections

    /// Appends sections at the end.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(_:identifiers:)``;
    ///   ``SnapshotError/sectionsAlreadyExist(_:identifiers:)``.
    /// - Complexity: O(k) amortised for k sections
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        try checkNewSections(identifiers, destination: nil, operation: .appendSections)
        insertSectionsUnchecked(identifiers, at: storage.sectionIDs.count)
    }

    /// Inserts sections immediately before `destination`.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:section:isDestination:)`` when `destination` is absent, and as
    ///   ``appendSections(_:)``; ``SnapshotError/destinationAmongInsertedIdentifiers(_:destination:inserted:)``.
    /// - Complexity: O(k + s) for k new sections and s sections
    @inlinable public mutating func insertSections(
        _ identifiers: [SectionIdentifier], beforeSection destination: SectionIdentifier
    ) throws(SnapshotError) {
        try checkNewSections(identifiers, destination: destination, operation: .insertSectionsBefore)
        insertSectionsUnchecked(identifiers, at: indexOfSection(destination)!)
    }

    /// Inserts sections immediately after `destination`.
    ///
    /// - Throws: as ``insertSections(_:beforeSection:)``.
    /// - Complexity: O(k + s) for k new sections and s sections
    @inlinable public mutating func insertSections(
        _ identifiers: [SectionIdentifier], afterSection destination: SectionIdentifier
    ) throws(SnapshotError) {
        try checkNewSections(identifiers, destination: destination, operation: .insertSectionsAfter)
        insertSectionsUnchecked(identifiers, at: indexOfSection(destination)! + 1)
    }

    /// Deletes sections with their items. Identifiers that are not in the snapshot are ignored.
    ///
    /// - Throws: ``SnapshotError/duplicateIdentifiers(_:identifiers:)`` when `identifiers` repeats an identifier
    ///   (Apple's implementation raises; docs/semantics.md D2). Nothing is deleted then.
    /// - Complexity: O(s + m) for s sections and m deleted items
    @inlinable public mutating func deleteSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        try checkDistinct(identifiers, operation: .deleteSections)
        let doomed = identifiers.filter { self.storage.slotOfSection[$0] != nil }
        guard !doomed.isEmpty else { return }
        makeUnique()
        let storage = self.storage
        var firstPosition = Int.max
        var removedPositions = Set<Int>()
        for section in doomed {
            guard let slot = storage.slotOfSection.removeValue(forKey: section) else { continue }  // repeated argument
            storage.reloadedSections.remove(section)
            let position = storage.slots[slot].position
            removedPositions.insert(position)
            firstPosition = min(firstPosition, position)
            let items = storage.slots[slot].items
            storage.removeMarks(of: items)
            storage.unindexItems(ofSlot: slot)
            storage.itemCount -= items.count
            storage.slots[slot] = SectionSlot(items: [], records: [], position: -1)
            storage.freeSlots.append(slot)
        }
        var keptIDs: [SectionIdentifier] = []
        var keptSlots: [Int] = []
        for position in storage.sectionIDs.indices where !removedPositions.contains(position) {
            keptIDs.append(storage.sectionIDs[position])
            keptSlots.append(storage.sectionSlots[position])
        }
        storage.sectionIDs = keptIDs
        storage.sectionSlots = keptSlots
        storage.renumber(from: firstPosition)
        debugCheck()
    }

    /// Moves `section` (with its items) immediately before `destination`.
    ///
    /// - Throws: ``SnapshotError/sectionNotFound(_:section:isDestination:)`` when either is absent;
    ///   ``SnapshotError/destinationAmongInsertedIdentifiers(_:destination:inserted:)`` when they are the same.
    /// - Complexity: O(s) for s sections
    @inlinable public mutating func moveSection(
        _ section: SectionIdentifier, beforeSection destination: SectionIdentifier
    ) throws(SnapshotError) {
        try moveSection(section, relativeTo: destination, after: false, operation: .moveSectionBefore)
    }

    /// Moves `section` (with its items) immediately after `destination`.
    ///
    /// - Throws: as ``moveSection(_:beforeSection:)``.
    /// - Complexity: O(s) for s sections
    @inlinable public mutating func moveSection(
        _ section: SectionIdentifier, afterSection destination: SectionIdentifier
    ) throws(SnapshotError) {
        try moveSection(section, relativeTo: destination, after: true, operation: .moveSectionAfter)
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    ///
    /// - Throws: ``SnapshotError/identifiersNotFound(_:identifiers:)`` when any identifier is absent; nothing is marked.
    /// - Complexity: O(k) amortised
    @inlinable public mutating func reloadSections(_ identifiers: [SectionIdentifier]) throws(SnapshotError) {
        let missing = identifiers.filter { storage.slotOfSection[$0] == nil }
        guard missing.isEmpty else {
            throw .identifiersNotFound(.reloadSections, identifiers: missing.map(describeIdentifier))
        }
        makeUnique()
        storage.reloadedSections.formUnion(identifiers)
        debugCheck()
    }

    // MARK: Implementation

    @inlinable mutating func place(
        _ identifiers: [ItemIdentifier], at destination: ItemDestination<ItemIdentifier>, operation: SnapshotOperation
    ) throws(SnapshotError) -> SnapshotMutationReport<ItemIdentifier> {
        guard let target = resolve(destination) else {
            if case .before(let item) = destination {
                throw .itemNotFound(operation, item: describeIdentifier(item), isDestination: true)
            }
            if case .after(let item) = destination {
                throw .itemNotFound(operation, item: describeIdentifier(item), isDestination: true)
            }
            preconditionFailure("a section slot always resolves")
        }
        try debugCheckHashing(identifiers, operation: operation)
        makeUnique()
        // Fast path: all identifiers are new and distinct. One hash per identifier.
        if storage.tryInsertFresh(identifiers, slot: target.slot, offset: target.offset) {
            debugCheck()
            return SnapshotMutationReport()
        }
        // Slow path: find out what conflicted, throw or move existing identifiers into place.
        try checkDistinct(identifiers, operation: operation)
        let irreflexive = identifiers.filter { $0 != $0 }
        if !irreflexive.isEmpty {
            throw .identifiersNotEqualToThemselves(operation, identifiers: irreflexive.map(describeIdentifier))
        }
        switch destination {
        case .before(let item), .after(let item):
            if identifiers.contains(item) {
                throw .destinationAmongInsertedIdentifiers(
                    operation, destination: describeIdentifier(item),
                    inserted: identifiers.map(describeIdentifier))
            }
        case .endOfSlot:
            break
        }
        let existing = storage.filter(identifiers, present: true)
        // Equal identifiers with different hashes look distinct to a Set but may collide in the item table:
        // refuse them before anything changes (R7).
        if storage.hasTableDuplicates(identifiers) {
            throw .inconsistentHashing(operation, identifiers: identifiers.map(describeIdentifier))
        }
        storage.removeItems(existing, keepMarks: true)
        guard let resolved = resolve(destination),
            storage.tryInsertFresh(identifiers, slot: resolved.slot, offset: resolved.offset)
        else {
            // Only hashes that change between calls get here; the snapshot is consistent, the items moved out.
            throw .inconsistentHashing(operation, identifiers: identifiers.map(describeIdentifier))
        }
        debugCheck()
        return SnapshotMutationReport(itemsMovedIntoPlace: existing)
    }

    @inlinable func resolve(_ destination: ItemDestination<ItemIdentifier>) -> ItemLocation? {
        switch destination {
        case .endOfSlot(let slot):
            return ItemLocation(slot: slot, offset: storage.slots[slot].items.count)
        case .before(let item):
            return storage.location(of: item)
        case .after(let item):
            guard let location = storage.location(of: item) else { return nil }
            return ItemLocation(slot: location.slot, offset: location.offset + 1)
        }
    }

    @inlinable mutating func move(
        _ item: ItemIdentifier, to destination: ItemDestination<ItemIdentifier>, operation: SnapshotOperation
    ) throws(SnapshotError) {
        guard storage.contains(item: item) else {
            throw .itemNotFound(operation, item: describeIdentifier(item), isDestination: false)
        }
        let destinationItem: ItemIdentifier
        switch destination {
        case .before(let other), .after(let other): destinationItem = other
        case .endOfSlot: preconditionFailure("moves are relative to an item")
        }
        guard storage.contains(item: destinationItem) else {
            throw .itemNotFound(operation, item: describeIdentifier(destinationItem), isDestination: true)
        }
        guard item != destinationItem else {
            throw .destinationAmongInsertedIdentifiers(
                operation, destination: describeIdentifier(destinationItem), inserted: [describeIdentifier(item)])
        }
        makeUnique()
        storage.removeItems([item], keepMarks: true)
        guard let target = resolve(destination), storage.tryInsertFresh([item], slot: target.slot, offset: target.offset)
        else {
            // Only hashes that change between calls get here (R7).
            throw .inconsistentHashing(operation, identifiers: [describeIdentifier(item)])
        }
        debugCheck()
    }

    @inlinable func checkPresent(_ identifiers: [ItemIdentifier], operation: SnapshotOperation) throws(SnapshotError) {
        let missing = storage.filter(identifiers, present: false)
        guard missing.isEmpty else {
            throw .identifiersNotFound(operation, identifiers: missing.map(describeIdentifier))
        }
    }

    /// Checks, in this order: duplicates in the argument, destination present, destination not among the new
    /// sections, new sections not already present.
    @inlinable func checkNewSections(
        _ identifiers: [SectionIdentifier], destination: SectionIdentifier?, operation: SnapshotOperation
    ) throws(SnapshotError) {
        try checkDistinct(identifiers, operation: operation)
        if let destination {
            guard storage.slotOfSection[destination] != nil else {
                throw .sectionNotFound(operation, section: describeIdentifier(destination), isDestination: true)
            }
            if identifiers.contains(destination) {
                throw .destinationAmongInsertedIdentifiers(
                    operation, destination: describeIdentifier(destination),
                    inserted: identifiers.map(describeIdentifier))
            }
        }
        let present = identifiers.filter { storage.slotOfSection[$0] != nil }
        if !present.isEmpty {
            throw .sectionsAlreadyExist(operation, identifiers: present.map(describeIdentifier))
        }
    }

    @inlinable mutating func insertSectionsUnchecked(_ identifiers: [SectionIdentifier], at position: Int) {
        guard !identifiers.isEmpty else { return }
        makeUnique()
        var newSlots: [Int] = []
        newSlots.reserveCapacity(identifiers.count)
        for section in identifiers {
            let slot = storage.allocateSlot()
            storage.slotOfSection[section] = slot
            newSlots.append(slot)
        }
        storage.sectionIDs.insert(contentsOf: identifiers, at: position)
        storage.sectionSlots.insert(contentsOf: newSlots, at: position)
        storage.renumber(from: position)
        debugCheck()
    }

    @inlinable mutating func moveSection(
        _ section: SectionIdentifier, relativeTo destination: SectionIdentifier, after: Bool,
        operation: SnapshotOperation
    ) throws(SnapshotError) {
        guard let from = indexOfSection(section) else {
            throw .sectionNotFound(operation, section: describeIdentifier(section), isDestination: false)
        }
        guard indexOfSection(destination) != nil else {
            throw .sectionNotFound(operation, section: describeIdentifier(destination), isDestination: true)
        }
        guard section != destination else {
            throw .destinationAmongInsertedIdentifiers(
                operation, destination: describeIdentifier(destination), inserted: [describeIdentifier(section)])
        }
        makeUnique()
        let slot = storage.sectionSlots.remove(at: from)
        storage.sectionIDs.remove(at: from)
        // Positions after `from` are stale until renumbered; find the destination by scanning the id array.
        let destinationPosition = storage.sectionIDs.firstIndex(of: destination)!
        let to = after ? destinationPosition + 1 : destinationPosition
        storage.sectionIDs.insert(section, at: to)
        storage.sectionSlots.insert(slot, at: to)
        storage.renumber(from: min(from, to))
        debugCheck()
    }
}

extension SnapshotStorage {
    /// Whether any item or section is marked for reload or reconfigure. O(1).
    @inlinable var hasMarks: Bool {
        !(reloadedItems.isEmpty && reconfiguredItems.isEmpty && reloadedSections.isEmpty)
    }

    /// Drops the reload/reconfigure marks of `items`.
    @inlinable func removeMarks(of items: [Item]) {
        guard !(reloadedItems.isEmpty && reconfiguredItems.isEmpty) else { return }
        for item in items {
            reloadedItems.remove(item)
            reconfiguredItems.remove(item)
        }
    }
}

extension Snapshot {
    /// Throws ``SnapshotError/duplicateIdentifiers(_:identifiers:)`` naming, once each and in argument order, the
    /// identifiers that `identifiers` repeats.
    ///
    /// - Complexity: O(k) expected for k identifiers.
    @inlinable func checkDistinct<Identifier: Hashable>(
        _ identifiers: [Identifier], operation: SnapshotOperation
    ) throws(SnapshotError) {
        guard identifiers.count > 1 else { return }
        var seen = Set<Identifier>(minimumCapacity: identifiers.count)
        var duplicates: [Identifier] = []
        var reported = Set<Identifier>()
        for identifier in identifiers where !seen.insert(identifier).inserted {
            if reported.insert(identifier).inserted { duplicates.append(identifier) }
        }
        if !duplicates.isEmpty {
            throw .duplicateIdentifiers(operation, identifiers: duplicates.map(describeIdentifier))
        }
    }
}
