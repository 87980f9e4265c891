import CompositionalLayout
import DiffableData
import Foundation

/// A diff computed ahead of applying, possibly off the main actor (snapshots are `Sendable`).
public struct PreparedUpdate<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// The snapshot the diff starts from.
    public let old: Snapshot<SectionIdentifier, ItemIdentifier>
    /// The snapshot the diff leads to.
    public let new: Snapshot<SectionIdentifier, ItemIdentifier>
    /// The batch update from `old` to `new`.
    public let update: BatchUpdate
}

/// A data source driven by snapshots of identifiers (UIKit's `UICollectionViewDiffableDataSource`).
///
/// It becomes the collection view's data source (held weakly by the view: keep a reference). The first
/// apply reloads; later applies diff the applied snapshot against the new one, validate and animate the
/// resulting batch update, and return its ``UpdateTransaction``. Reload and reconfigure marks are consumed
/// by the apply and are not part of ``snapshot()``.
@MainActor
public final class DiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    CollectionViewDataSource
{
    /// Returns the cell for an item; returning `nil` is an error.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifier) -> (any CollectionCell)?
    /// Returns the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> (any ReusableView)?
    /// The data source's snapshot type.
    public typealias SnapshotType = Snapshot<SectionIdentifier, ItemIdentifier>

    /// The collection view the data source drives (held weakly).
    public private(set) weak var collectionView: CollectionView?
    let cellProvider: CellProvider
    /// Provides supplementary views; without it the data source returns none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    var current = SnapshotType()
    var sectionSnapshots: [SectionIdentifier: SectionSnapshot<ItemIdentifier>] = [:]
    var hasApplied = false
    var isApplying = false
    /// The reorder committed by ``moveItem(at:to:in:)``, handed to `didReorder` once the view has shown it.
    var pendingReorder: ReorderTransaction<SectionIdentifier, ItemIdentifier>?
    /// What happens when the user reorders items; see ``CollectionView/beginInteractiveMovement(forItemAt:)``.
    public var reorderingHandlers = ReorderingHandlers()
    /// What happens when the user expands or collapses an item; see ``expand(_:animatingDifferences:)``.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()
    /// Keeps async applies in call order.
    let asyncApplies = SerialGate()

    /// Creates a data source for `collectionView` that makes cells with `cellProvider`, and sets itself as the
    /// view's data source.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    // MARK: CollectionViewDataSource

    /// The number of sections in the applied snapshot.
    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The number of items of a section in the applied snapshot (0 for no such section).
    public func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int {
        guard let identifier = current.sectionIdentifier(at: section) else { return 0 }
        return (try? current.numberOfItems(inSection: identifier)) ?? 0
    }

    /// The cell `cellProvider` makes for the item at `indexPath`.
    /// - Throws: ``CollectionViewError`` (`cellProviderReturnedNil`) if there is no item there or the provider
    ///   returns `nil`.
    public func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            throw CollectionViewError(.cellProviderReturnedNil(indexPath, itemDescription: nil))
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            throw CollectionViewError(.cellProviderReturnedNil(indexPath, itemDescription: String(describing: item)))
        }
        return cell
    }

    /// The view `supplementaryViewProvider` returns, or `nil` without one.
    /// - Throws: Nothing in practice; the requirement allows it.
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView)
        throws -> (any ReusableView)?
    {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }

    // MARK: Snapshots

    /// A copy of the applied state, without reload or reconfigure marks.
    public func snapshot() -> SnapshotType { current }

    /// The identifier of the item at `indexPath` in the applied snapshot.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? { current.itemIdentifier(at: indexPath) }
    /// The index path of an item in the applied snapshot.
    public func indexPath(for itemIdentifier: ItemIdentifier) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }
    /// The identifier of the section at `index` in the applied snapshot.
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? { current.sectionIdentifier(at: index) }
    /// The index of a section in the applied snapshot.
    public func index(for sectionIdentifier: SectionIdentifier) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Computes the diff from `old` to `new`; callable from any thread or task.
    public nonisolated static func prepare(from old: SnapshotType, to new: SnapshotType) -> PreparedUpdate<
        SectionIdentifier, ItemIdentifier
    > {
        PreparedUpdate(old: old, new: new, update: new.difference(from: old))
    }

    /// Applies `snapshot`: the first time by reloading, afterwards by diffing (iOS 15 semantics: not
    /// animating still diffs). `completion` runs before returning; applying from it is an error.
    @discardableResult
    public func apply(
        _ snapshot: SnapshotType, animatingDifferences: Bool = true, animation: UpdateAnimation? = nil,
        completion: (@MainActor () -> Void)? = nil
    ) throws(CollectionViewError) -> UpdateTransaction {
        guard hasApplied else { return try applySnapshotUsingReloadData(snapshot, completion: completion) }
        let prepared = Self.prepare(from: current, to: snapshot)
        return try apply(prepared, animatingDifferences: animatingDifferences, animation: animation, completion: completion)
    }

    /// Applies `snapshot`, computing the diff in a detached task (off the main actor) and applying it here.
    ///
    /// Callable from any isolation (a background task awaits it; the call hops to the main actor), as UIKit lets
    /// `apply` be called from a background queue. Async applies are **serialised**: each starts after the ones
    /// that reached the main actor before it have finished, so their snapshots land in call order even though
    /// each awaits its diff (semantics R10). A synchronous apply made meanwhile on the main actor lands at once;
    /// an async apply whose diff it made stale diffs again from the new state.
    @discardableResult
    public func apply(
        _ snapshot: SnapshotType, animatingDifferences: Bool = true, animation: UpdateAnimation? = nil
    ) async throws(CollectionViewError) -> UpdateTransaction {
        await asyncApplies.enter()
        defer { asyncApplies.leave() }
        guard hasApplied else { return try applySnapshotUsingReloadData(snapshot) }
        let old = current
        let prepared = await Task.detached(priority: .userInitiated) { Self.prepare(from: old, to: snapshot) }.value
        if prepared.old.hasSameContents(as: current) {
            return try apply(prepared, animatingDifferences: animatingDifferences, animation: animation)
        }
        return try apply(snapshot, animatingDifferences: animatingDifferences, animation: animation, completion: nil)
    }

    /// Applies a diff prepared with ``prepare(from:to:)`` (for example in a background task).
    /// - Throws: if the prepared diff does not start from the applied snapshot.
    @discardableResult
    public func apply(
        _ prepared: PreparedUpdate<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true,
        animation: UpdateAnimation? = nil, completion: (@MainActor () -> Void)? = nil
    ) throws(CollectionViewError) -> UpdateTransaction {
        guard !isApplying else { throw CollectionViewError(.reentrantApply) }
        guard let collectionView else { return keepWithoutCollectionView(prepared.new, completion: completion) }
        guard hasApplied else { return try applySnapshotUsingReloadData(prepared.new, completion: completion) }
        guard prepared.old.hasSameContents(as: current) else { throw CollectionViewError(.stalePreparedUpdate) }
        isApplying = true
        defer { isApplying = false }
        try collectionView.layoutIfNeeded()
        let previous = current
        current = prepared.new.removingMarks()
        let counts = (0..<current.numberOfSections).map { numberOfItems(inSection: $0, in: collectionView) }
        let chosen = animatingDifferences ? (animation ?? collectionView.defaultUpdateAnimation) : .none
        do {
            let transaction = try collectionView.perform(prepared.update, newCounts: counts, animation: chosen)
            dropStaleSectionSnapshots()
            completion?()
            return transaction
        } catch {
            current = previous
            throw error
        }
    }

    /// Replaces the data without diffing and without animation (`reloadData`).
    @discardableResult
    public func applySnapshotUsingReloadData(_ snapshot: SnapshotType, completion: (@MainActor () -> Void)? = nil)
        throws(CollectionViewError) -> UpdateTransaction
    {
        guard !isApplying else { throw CollectionViewError(.reentrantApply) }
        guard let collectionView else { return keepWithoutCollectionView(snapshot, completion: completion) }
        isApplying = true
        defer { isApplying = false }
        let offset = collectionView.contentOffset
        let size = collectionView.solution?.contentSize ?? .zero
        // Atomic (R11): if the collection view cannot show the new data (the layout refuses it, a provider fails),
        // the data source keeps the state it had and the view reloads that state on its next pass.
        let previous = (current, hasApplied, sectionSnapshots)
        current = snapshot.removingMarks()
        hasApplied = true
        dropStaleSectionSnapshots()
        let transaction: UpdateTransaction
        do {
            transaction = try collectionView.reloadTransaction(
                update: BatchUpdate(), offsetBefore: offset, sizeBefore: size)
        } catch {
            (current, hasApplied, sectionSnapshots) = previous
            collectionView.reloadData()
            throw error
        }
        completion?()
        return transaction
    }

    /// An apply after the collection view is gone (a queued apply, a view controller already dismissed): the data
    /// source keeps the snapshot and runs `completion`; there is nothing to show it on (semantics H21).
    func keepWithoutCollectionView(_ snapshot: SnapshotType, completion: (@MainActor () -> Void)?) -> UpdateTransaction {
        current = snapshot.removingMarks()
        hasApplied = true
        dropStaleSectionSnapshots()
        completion?()
        return UpdateTransaction(
            update: BatchUpdate(), isReload: true, animation: .none, elements: [], contentOffsetBefore: .zero,
            contentOffsetAfter: .zero, contentSizeBefore: .zero, contentSizeAfter: .zero)
    }

    // MARK: Section snapshots

    /// Forgets the stored section snapshots that no longer describe their section: the section is gone, or its
    /// items are not the stored snapshot's visible items (a full apply changed them). `snapshot(for:)` then answers
    /// with the section's items as roots.
    func dropStaleSectionSnapshots() {
        guard !sectionSnapshots.isEmpty else { return }
        sectionSnapshots = sectionSnapshots.filter { section, tree in
            guard let items = try? current.itemIdentifiers(inSection: section) else { return false }
            return tree.visibleItems == items
        }
    }

    /// The section's snapshot: the one last applied to it (while the section still shows its visible items), or
    /// the section's items as roots; empty for an unknown section.
    public func snapshot(for section: SectionIdentifier) -> SectionSnapshot<ItemIdentifier> {
        if let stored = sectionSnapshots[section] { return stored }
        var result = SectionSnapshot<ItemIdentifier>()
        if let items = try? current.itemIdentifiers(inSection: section) { try? result.append(items) }
        return result
    }

    /// Sets a section's items to the section snapshot's visible items (flattened depth first; collapsed
    /// children are not items). A missing section is appended; items found in other sections move here.
    @discardableResult
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemIdentifier>, to section: SectionIdentifier,
        animatingDifferences: Bool = true, animation: UpdateAnimation? = nil
    ) throws(CollectionViewError) -> UpdateTransaction {
        var next = current
        do {
            try next.replaceItems(inSection: section, with: sectionSnapshot.visibleItems)
        } catch {
            throw CollectionViewError(.dataSource(error.description))
        }
        // Stored first: the cells the apply provides read their outline state (level, expanded) from it, so an
        // outline applied already expanded shows its state from the first display (semantics LC17). A failed apply
        // puts the old one back.
        let previous = sectionSnapshots.updateValue(sectionSnapshot, forKey: section)
        let result = Result { () throws(CollectionViewError) in
            try apply(next, animatingDifferences: animatingDifferences, animation: animation)
        }
        if case .failure = result { sectionSnapshots[section] = previous }
        return try result.get()
    }
}

/// Lets async operations on the main actor run one at a time, in the order they arrived: an operation that finds
/// the gate taken waits (without blocking the actor) until every earlier one has left.
@MainActor
final class SerialGate {
    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits for the gate, then takes it.
    func enter() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the gate to the next waiting operation, or frees it.
    func leave() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
