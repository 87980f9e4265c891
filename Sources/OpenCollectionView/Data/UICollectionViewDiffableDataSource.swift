import DiffableData
import Foundation
import HeadlessCollectionView

/// A collection view's data source driven by snapshots: apply a snapshot and the data source works out the
/// difference (the data layer's diff) and updates the collection view.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource
{
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// What happens when the user reorders items.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    /// What happens when the user expands or collapses an item of a section snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Provides the views of supplementary elements; required when the layout has any.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    public var reorderingHandlers = ReorderingHandlers()
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The applied state (with the marks of the last apply, which `snapshot()` leaves out).
    private var current = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    private var hasApplied = false
    private var isApplying = false

    /// The last update applied to the collection view (for tests and hosts that animate).
    public private(set) var lastAppliedUpdate: BatchUpdate?

    /// Becomes the collection view's data source; do not change the collection view's `dataSource` afterwards.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
        collectionView.isDiffableDataSourceAttached = true
    }

    // MARK: Snapshots

    /// A copy of the applied state (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(unmarked(current))
    }

    /// The section snapshot of a section: the one applied to it, or its items as roots; empty for an unknown section.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return NSDiffableDataSourceSectionSnapshot(stored) }
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        if current.contains(section: section) {
            result.append(trapping { () throws(SnapshotError) in try current.itemIdentifiers(inSection: section) })
        }
        return result
    }

    /// Updates the collection view to `snapshot`. The first apply reloads; later ones apply the difference
    /// (iOS 15 semantics: `animatingDifferences: false` still diffs, it only does not animate).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        commit(snapshot.snapshot, usingReloadData: !hasApplied)
        completion?()
    }

    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        commit(snapshot.snapshot, usingReloadData: !hasApplied)
    }

    /// Resets the collection view to `snapshot` without diffing.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        commit(snapshot.snapshot, usingReloadData: true)
        completion?()
    }

    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        commit(snapshot.snapshot, usingReloadData: true)
    }

    /// Sets the items of one section to the section snapshot's visible items (appending the section if it is
    /// absent; items of other sections are moved in) and keeps the section snapshot for `snapshot(for:)`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var next = unmarked(current)
        trapping { () throws(SnapshotError) in
            if !next.contains(section: section) { try next.appendSections([section]) }
            next.deleteItems(try next.itemIdentifiers(inSection: section))
            try next.appendItems(snapshot.snapshot.visibleItems, toSection: section)
        }
        sectionSnapshots[section] = snapshot.snapshot
        commit(next, usingReloadData: !hasApplied)
        completion?()
    }

    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Installs `next`: diffs against the applied state (the data layer's diff) and updates the collection view.
    private func commit(_ next: Snapshot<SectionIdentifierType, ItemIdentifierType>, usingReloadData: Bool) {
        if isApplying { UIKitTraps.raise(UIKitTraps.reentrantApply) }
        isApplying = true
        defer { isApplying = false }
        let update = usingReloadData ? nil : next.difference(from: current)
        current = next
        hasApplied = true
        for section in sectionSnapshots.keys where !next.contains(section: section) { sectionSnapshots[section] = nil }
        lastAppliedUpdate = update
        guard let collectionView else { return }
        collectionView.applyDataSourceUpdate(update)
    }

    /// `snapshot` without reload and reconfigure marks.
    private func unmarked(
        _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
        guard !snapshot.reloadedItemIdentifiers.isEmpty || !snapshot.reconfiguredItemIdentifiers.isEmpty
            || !snapshot.reloadedSectionIdentifiers.isEmpty
        else { return snapshot }
        var copy = Snapshot<SectionIdentifierType, ItemIdentifierType>()
        trapping { () throws(SnapshotError) in
            try copy.appendSections(snapshot.sectionIdentifiers)
            for section in snapshot.sectionIdentifiers {
                try copy.appendItems(try snapshot.itemIdentifiers(inSection: section), toSection: section)
            }
        }
        return copy
    }

    // MARK: Lookups

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(ofItem: itemIdentifier) }
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = current.sectionIdentifier(at: section) else { return 0 }
        return trapping { () throws(SnapshotError) in try current.numberOfItems(inSection: identifier) }
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.itemIdentifier(at: indexPath) else {
            UIKitTraps.raise("UICollectionViewDiffableDataSource was asked for a cell at \(UIKitTraps.describe(indexPath)), "
                + "which is not in the applied snapshot")
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            UIKitTraps.raise(UIKitTraps.cellProviderReturnedNil(indexPath, item: String(describing: item)))
        }
        return cell
    }

    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            UIKitTraps.raise(UIKitTraps.missingSupplementaryViewProvider(kind: kind, indexPath: indexPath))
        }
        guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
            UIKitTraps.raise(UIKitTraps.supplementaryProviderReturnedNil)
        }
        return view
    }
}

extension UICollectionView {
    /// Shows a data source's new state: a reload for the first apply (or `applySnapshotUsingReloadData`), otherwise
    /// the data layer's update. The headless view has no animated update yet, so both reload the views; the counts
    /// and positions are those of the new state.
    func applyDataSourceUpdate(_ update: BatchUpdate?) {
        headless.reloadData()
        layoutIfNeeded()
    }
}
