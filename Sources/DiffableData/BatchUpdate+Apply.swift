import Foundation

extension BatchUpdate {
    /// Applies the structural part of the update to nested arrays, the way a collection view rearranges its cells.
    ///
    /// Deleted sections and items disappear; moved ones are carried from their source to their destination; inserted
    /// sections come from `insertedSection(newIndex)` and inserted items from `insertedElement([section, item])`, both
    /// at new indices; every other section and item keeps its relative order and fills the remaining positions.
    /// Reloads and reconfigures do not change the structure: `reloadedElement` replaces elements at
    /// ``itemReloads`` and ``itemReconfigures`` (new index paths) afterwards.
    ///
    /// When this update is `new.difference(from: old)` and the closures read from `new`, the result equals `new`.
    ///
    /// - Precondition: the update is valid for `old` (see ``validate(oldItemCounts:newItemCounts:)``).
    /// - Complexity: O(n + u) for n elements and u operations.
    public func apply<Element>(
        to old: [[Element]],
        insertedSection: (Int) throws -> [Element],
        insertedElement: (IndexPath) throws -> Element,
        reloadedElement: (IndexPath, Element) throws -> Element
    ) rethrows -> [[Element]] {
        let oldSectionCount = old.count
        let newSectionCount = oldSectionCount - sectionDeletes.count + sectionInserts.count
        precondition(newSectionCount >= 0, "more sections deleted than exist")
        let newIndexOfOld = survivingSectionMap(oldSectionCount: oldSectionCount, newSectionCount: newSectionCount)

        // Take moved items out of their old sections and mark deleted ones.
        var removedFromOld = old.map { [Bool](repeating: false, count: $0.count) }
        for path in itemDeletes { removedFromOld[path.section][path.item] = true }
        var movedElements: [IndexPath: Element] = [:]
        for move in itemMoves {
            removedFromOld[move.source.section][move.source.item] = true
            movedElements[move.destination] = old[move.source.section][move.source.item]
        }

        // New item counts of surviving sections: stayers + inserts + moves in.
        var arriving = [[Int: Element?]](repeating: [:], count: newSectionCount)
        for path in itemInserts { arriving[path.section][path.item] = .some(nil) }
        for (destination, element) in movedElements { arriving[destination.section][destination.item] = element }

        var result = [[Element]](repeating: [], count: newSectionCount)
        for section in sectionInserts { result[section] = try insertedSection(section) }
        for oldSection in 0..<oldSectionCount {
            guard let newSection = newIndexOfOld[oldSection] else { continue }
            let oldItems = old[oldSection]
            let removed = removedFromOld[oldSection]
            let arrivals = arriving[newSection]
            var stayers = oldItems.indices.lazy.filter { !removed[$0] }.makeIterator()
            let newCount = oldItems.count - removed.lazy.filter { $0 }.count + arrivals.count
            var items: [Element] = []
            items.reserveCapacity(newCount)
            for newItem in 0..<newCount {
                if let arrival = arrivals[newItem] {
                    if let element = arrival {
                        items.append(element)
                    } else {
                        items.append(try insertedElement(IndexPath(item: newItem, section: newSection)))
                    }
                } else {
                    guard let stayer = stayers.next() else { preconditionFailure("batch update does not fit the data") }
                    items.append(oldItems[stayer])
                }
            }
            precondition(stayers.next() == nil, "batch update does not fit the data")
            result[newSection] = items
        }
        for path in itemReloads + itemReconfigures {
            result[path.section][path.item] = try reloadedElement(path, result[path.section][path.item])
        }
        return result
    }

    /// Applies the structural part of the update; reloads and reconfigures keep their elements.
    ///
    /// Same as ``apply(to:insertedSection:insertedElement:reloadedElement:)`` with the identity for reloads.
    ///
    /// - Complexity: O(n + u) for n elements and u operations.
    public func apply<Element>(
        to old: [[Element]],
        insertedSection: (Int) throws -> [Element],
        insertedElement: (IndexPath) throws -> Element
    ) rethrows -> [[Element]] {
        try apply(
            to: old, insertedSection: insertedSection, insertedElement: insertedElement,
            reloadedElement: { _, element in element })
    }
}
