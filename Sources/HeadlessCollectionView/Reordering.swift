import CompositionalLayout
import DiffableData
import Foundation

// MARK: - User reordering (UIKit's interactive movement)

extension CollectionView {
    /// The index path of the item the user is moving, or `nil`.
    public var indexPathForInteractivelyMovingItem: IndexPath? { interactiveMovement?.source }

    /// Where the moving item would land if the movement ended now (its index path after the move), or `nil`.
    public var interactiveMovementTargetIndexPath: IndexPath? { interactiveMovement?.target }

    /// Starts moving an item (UIKit's `beginInteractiveMovementForItem(at:)`).
    /// - Returns: `false` (and nothing starts) when a movement is already under way, the item does not exist, or
    ///   the data source's ``CollectionViewDataSource/canMoveItem(at:in:)`` says no.
    @discardableResult
    public func beginInteractiveMovement(forItemAt indexPath: IndexPath) -> Bool {
        implicitLayout()
        guard interactiveMovement == nil, isValidItem(indexPath), let dataSource,
            dataSource.canMoveItem(at: indexPath, in: self)
        else { return false }
        interactiveMovement = (indexPath, indexPath)
        debugCheck()
        return true
    }

    /// Moves the target to the item under `point` (content coordinates), as laid out before the move; a point
    /// over no item keeps the previous target. The layout does not change until the movement ends.
    public func updateInteractiveMovementTargetPosition(_ point: CGPoint) {
        guard interactiveMovement != nil, let target = indexPathForItem(at: point) else { return }
        setInteractiveMovementTarget(target)
    }

    /// Moves the target to `target` (a layout's own answer, UIKit's `targetIndexPath(forInteractivelyMovingItem:
    /// withPosition:)`). Returns `false`, changing nothing, without a movement under way or when `target` is not an
    /// item.
    @discardableResult
    public func setInteractiveMovementTarget(_ target: IndexPath) -> Bool {
        guard interactiveMovement != nil, isValidItem(target) else { return false }
        interactiveMovement?.target = target
        debugCheck()
        return true
    }

    /// Ends the movement: the item moves to the target (``userMoveItem(at:to:)``).
    /// - Returns: the transaction showing the move, or `nil` when there was no movement or the item did not move.
    @discardableResult
    public func endInteractiveMovement() throws(CollectionViewError) -> UpdateTransaction? {
        guard let movement = interactiveMovement else { return nil }
        interactiveMovement = nil
        debugCheck()
        guard movement.source != movement.target else { return nil }
        return try userMoveItem(at: movement.source, to: movement.target)
    }

    /// Ends the movement without moving anything.
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
        debugCheck()
    }

    /// A user's move of one item (what ending an interactive movement does): asks the data source whether the item
    /// may move, tells it to move it (``CollectionViewDataSource/moveItem(at:to:in:)``), shows the move as an update
    /// with one item move, then tells it the move was shown (``CollectionViewDataSource/didMoveItem(at:to:in:)``).
    /// - Parameters:
    ///   - source: the item's index path before the move.
    ///   - destination: the item's index path after the move; in another section it may be one past the end.
    /// - Returns: `nil` when the data source refuses the move (nothing happens).
    /// - Throws: when an index path is out of bounds, or the data source or the update fails.
    @discardableResult
    public func userMoveItem(at source: IndexPath, to destination: IndexPath) throws(CollectionViewError)
        -> UpdateTransaction?
    {
        try layoutIfNeeded()
        guard let dataSource else { throw CollectionViewError(.noDataSource) }
        guard isValidItem(source) else { throw itemNotFound(source, operation: .move) }
        guard destination.count == 2, destination[0] >= 0, destination[0] < itemCounts.count,
            destination[1] >= 0,
            destination[1] <= itemCounts[destination[0]] - (destination[0] == source[0] ? 1 : 0)
        else { throw itemNotFound(destination, operation: .move) }
        guard dataSource.canMoveItem(at: source, in: self) else { return nil }
        try dataSource.moveItem(at: source, to: destination, in: self)
        let counts = try fetchCounts()
        let update = BatchUpdate(itemMoves: [.init(source: source, destination: destination)])
        let transaction = try perform(update, newCounts: counts, animation: defaultUpdateAnimation)
        dataSource.didMoveItem(at: source, to: destination, in: self)
        return transaction
    }
}

// MARK: - The diffable data source's reorder transaction

/// A user's reorder as the diffable data source commits it (UIKit's `NSDiffableDataSourceTransaction`).
public struct ReorderTransaction<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// The applied snapshot before the reorder.
    public let initialSnapshot: Snapshot<SectionIdentifier, ItemIdentifier>
    /// The applied snapshot after it.
    public let finalSnapshot: Snapshot<SectionIdentifier, ItemIdentifier>
    /// The difference of all item identifiers (sections flattened, in order), with moves inferred: applying it to
    /// `initialSnapshot.itemIdentifiers` gives `finalSnapshot.itemIdentifiers`.
    public let difference: CollectionDifference<ItemIdentifier>
    /// One per section the reorder touched (the source section, then the destination section if different).
    public let sectionTransactions: [SectionReorderTransaction<SectionIdentifier, ItemIdentifier>]
}

/// A reorder's change to one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct SectionReorderTransaction<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    Sendable
{
    /// The section this change applies to.
    public let sectionIdentifier: SectionIdentifier
    /// The section's ``DiffableDataSource/snapshot(for:)`` before the reorder.
    public let initialSnapshot: SectionSnapshot<ItemIdentifier>
    /// The section's ``DiffableDataSource/snapshot(for:)`` after it.
    public let finalSnapshot: SectionSnapshot<ItemIdentifier>
    /// The difference of the section snapshots' `SectionSnapshot.items`, with moves inferred.
    public let difference: CollectionDifference<ItemIdentifier>
}

extension DiffableDataSource {
    /// What happens when the user reorders items (UIKit's `ReorderingHandlers`). Reordering is enabled by
    /// providing `canReorderItem`.
    public struct ReorderingHandlers {
        /// The reorder transaction the handlers receive.
        public typealias Transaction = ReorderTransaction<SectionIdentifier, ItemIdentifier>
        /// Whether the user may move an item; without it no item can be moved.
        public var canReorderItem: (@MainActor (ItemIdentifier) -> Bool)?
        /// Before the data source commits the reorder (it still shows `initialSnapshot`).
        public var willReorder: (@MainActor (Transaction) -> Void)?
        /// After the data source has committed `finalSnapshot` and the view has shown the move: update the model.
        public var didReorder: (@MainActor (Transaction) -> Void)?

        /// Creates handlers; reordering is enabled only if `canReorderItem` is given.
        public init(
            canReorderItem: (@MainActor (ItemIdentifier) -> Bool)? = nil,
            willReorder: (@MainActor (Transaction) -> Void)? = nil,
            didReorder: (@MainActor (Transaction) -> Void)? = nil
        ) {
            self.canReorderItem = canReorderItem
            self.willReorder = willReorder
            self.didReorder = didReorder
        }
    }

    /// Whether the item can be moved: `canReorderItem`'s answer, `false` without it.
    public func canMoveItem(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.itemIdentifier(at: indexPath)
        else { return false }
        return canReorder(item)
    }

    /// Commits a user's move: tells `willReorder`, then makes the reordered snapshot current (`didReorder`
    /// follows in ``didMoveItem(at:to:in:)``).
    /// - Throws: ``CollectionViewError`` during an apply (`reentrantApply`) or if an index path names no item or
    ///   position.
    public func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
        throws(CollectionViewError)
    {
        guard !isApplying else { throw CollectionViewError(.reentrantApply) }
        let transaction = try reorderTransaction(moving: source, to: destination)
        reorderingHandlers.willReorder?(transaction)
        current = transaction.finalSnapshot
        for section in transaction.sectionTransactions {
            if sectionSnapshots[section.sectionIdentifier] != nil {
                sectionSnapshots[section.sectionIdentifier] = section.finalSnapshot
            }
        }
        pendingReorder = transaction
    }

    /// Tells `didReorder` about the reorder committed by ``moveItem(at:to:in:)``, once the view has shown it.
    public func didMoveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView) {
        guard let transaction = pendingReorder else { return }
        pendingReorder = nil
        reorderingHandlers.didReorder?(transaction)
    }

    /// The transaction of moving the item at `source` so that it ends at `destination`.
    func reorderTransaction(moving source: IndexPath, to destination: IndexPath) throws(CollectionViewError)
        -> ReorderTransaction<SectionIdentifier, ItemIdentifier>
    {
        let initial = current
        guard let item = initial.itemIdentifier(at: source), let from = initial.sectionIdentifier(at: source[0])
        else { throw itemNotFound(source) }
        guard let to = initial.sectionIdentifier(at: destination[0]) else { throw itemNotFound(destination) }
        var final = initial
        let others = ((try? initial.itemIdentifiers(inSection: to)) ?? []).filter { $0 != item }
        guard destination[1] >= 0, destination[1] <= others.count else { throw itemNotFound(destination) }
        do {
            if destination[1] < others.count {
                try final.moveItem(item, beforeItem: others[destination[1]])
            } else if let last = others.last {
                try final.moveItem(item, afterItem: last)
            } else {
                try final.deleteItems([item])
                try final.appendItems([item], toSection: to)
            }
        } catch {
            throw CollectionViewError(.dataSource(String(describing: error)))
        }
        let sections = from == to ? [from] : [from, to]
        let initialTrees = sections.map { snapshot(for: $0) }
        let finalTrees = reorderedSectionSnapshots(sections, item: item, final: final)
        let sectionTransactions = sections.indices.map { index -> SectionReorderTransaction<SectionIdentifier, ItemIdentifier> in
            SectionReorderTransaction(
                sectionIdentifier: sections[index], initialSnapshot: initialTrees[index],
                finalSnapshot: finalTrees[index],
                difference: finalTrees[index].items.difference(from: initialTrees[index].items).inferringMoves())
        }
        return ReorderTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
            sectionTransactions: sectionTransactions)
    }

    /// The sections' snapshots after moving `item`. A section without a stored section snapshot gets its items as
    /// roots. In a stored (hierarchical) one the item leaves its place and is inserted before the item that follows
    /// it in the section's new items, at that item's level (after the preceding item when it is last); an item with
    /// children takes its subtree along.
    func reorderedSectionSnapshots(_ sections: [SectionIdentifier], item: ItemIdentifier, final: SnapshotType)
        -> [SectionSnapshot<ItemIdentifier>]
    {
        var trees = sections.map { sectionSnapshots[$0] }
        var moved = SectionSnapshot<ItemIdentifier>()
        try? moved.append([item])
        if let index = trees.firstIndex(where: { $0?.contains(item) == true }), var tree = trees[index] {
            if let subtree = try? tree.snapshot(of: item, includingParent: true) { moved = subtree }
            try? tree.delete([item])
            trees[index] = tree
        }
        return sections.indices.map { index in
            let items = (try? final.itemIdentifiers(inSection: sections[index])) ?? []
            guard var tree = trees[index] else {
                var flat = SectionSnapshot<ItemIdentifier>()
                try? flat.append(items)
                return flat
            }
            guard let position = items.firstIndex(of: item) else { return tree }
            let before = items[(position + 1)...].first { tree.contains($0) }
            let after = items[..<position].last { tree.contains($0) }
            if let before {
                try? tree.insert(moved, before: before)
            } else if let after {
                try? tree.insert(moved, after: after)
            } else if tree.items.isEmpty {
                tree = moved
            }
            return tree
        }
    }

    func itemNotFound(_ indexPath: IndexPath) -> CollectionViewError {
        let section = indexPath.count == 2 ? current.sectionIdentifier(at: indexPath[0]) : nil
        let items = section.flatMap { try? current.numberOfItems(inSection: $0) }
        return CollectionViewError(
            .itemNotFound(indexPath, numberOfSections: current.numberOfSections, numberOfItems: items, operation: .move))
    }
}
