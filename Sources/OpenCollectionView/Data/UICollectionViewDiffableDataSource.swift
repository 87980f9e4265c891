import DiffableData
import Foundation
import HeadlessCollectionView

/// A collection view's data source driven by snapshots: apply a snapshot and the data source works out the
/// difference (the data layer's diff) and updates the collection view.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UICollectionViewDataSource
{
    /// Returns the configured cell for an item; returning `nil` traps, as UIKit raises.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Returns the view of a supplementary element; returning `nil` traps, as UIKit raises.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    /// What happens when the user reorders items.
    public struct ReorderingHandlers {
        /// Whether the user may move the item; providing it enables reordering.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before a reorder is committed to the data source.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after a reorder is committed to the data source.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// No handlers.
        public init() {}
    }

    /// What happens when the user expands or collapses an item of a section snapshot.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        /// Whether the item may be expanded.
        public var shouldExpandItem: ((Item) -> Bool)?
        /// Called before the item is expanded.
        public var willExpandItem: ((Item) -> Void)?
        /// Whether the item may be collapsed.
        public var shouldCollapseItem: ((Item) -> Bool)?
        /// Called before the item is collapsed.
        public var willCollapseItem: ((Item) -> Void)?
        /// Returns the children to show when a parent is expanded, given its current ones.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        /// No handlers.
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    /// The collection view the data source serves (for its extensions).
    var collectionViewIfAttached: UICollectionView? { collectionView }
    /// The headless layer's diffable data source, which owns the applied snapshot, diffs and updates the view.
    let source: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    /// Provides the views of supplementary elements; required when the layout has any.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// What happens when the user reorders items; providing `canReorderItem` enables reordering. Translated onto
    /// the headless data source's handlers when set.
    public var reorderingHandlers = ReorderingHandlers() {
        didSet { installReorderingHandlers() }
    }
    /// What happens when the user expands or collapses an item; translated onto the headless data source's handlers
    /// when set.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>() {
        didSet { installSectionSnapshotHandlers() }
    }

    /// The last update applied to the collection view, described (before and after attributes of every element).
    /// Package API, for renderers and tests: layer 3's transaction is not part of the face's public API.
    package internal(set) var lastTransaction: UpdateTransaction?

    /// Becomes the collection view's data source; do not change the collection view's `dataSource` afterwards.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        source = DiffableDataSource(collectionView: collectionView.headless) { [weak collectionView] _, indexPath, item in
            guard let collectionView else { return nil }
            let cell = cellProvider(collectionView, indexPath, item)
            if let cell, let outline = collectionView.dataSource as? any OutlineDataSource {
                outline.prepareOutlineCell(cell, at: indexPath)
            }
            return cell
        }
        collectionView.dataSource = self
        collectionView.isDiffableDataSourceAttached = true
        source.supplementaryViewProvider = { [weak self, weak collectionView] _, kind, indexPath in
            guard let self, let collectionView else { return nil }
            return self.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    // MARK: Handlers (translated onto the headless data source)

    private func installReorderingHandlers() {
        let handlers = reorderingHandlers
        var translated = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ReorderingHandlers()
        if let can = handlers.canReorderItem {
            translated.canReorderItem = { (item: ItemIdentifierType) -> Bool in can(item) }
        }
        if let will = handlers.willReorder {
            translated.willReorder = { (transaction: ReorderTransaction<SectionIdentifierType, ItemIdentifierType>) in
                will(NSDiffableDataSourceTransaction(transaction))
            }
        }
        if let did = handlers.didReorder {
            translated.didReorder = { (transaction: ReorderTransaction<SectionIdentifierType, ItemIdentifierType>) in
                did(NSDiffableDataSourceTransaction(transaction))
            }
        }
        source.reorderingHandlers = translated
    }

    private func installSectionSnapshotHandlers() {
        let handlers = sectionSnapshotHandlers
        var translated = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.SectionSnapshotHandlers()
        if let should = handlers.shouldExpandItem {
            translated.shouldExpandItem = { (item: ItemIdentifierType) -> Bool in should(item) }
        }
        if let will = handlers.willExpandItem {
            translated.willExpandItem = { (item: ItemIdentifierType) in will(item) }
        }
        if let should = handlers.shouldCollapseItem {
            translated.shouldCollapseItem = { (item: ItemIdentifierType) -> Bool in should(item) }
        }
        if let will = handlers.willCollapseItem {
            translated.willCollapseItem = { (item: ItemIdentifierType) in will(item) }
        }
        if let supply = handlers.snapshotForExpandingParent {
            translated.snapshotForExpandingParent = {
                (parent: ItemIdentifierType, children: SectionSnapshot<ItemIdentifierType>) -> SectionSnapshot<ItemIdentifierType> in
                supply(parent, NSDiffableDataSourceSectionSnapshot(children)).snapshot
            }
        }
        source.sectionSnapshotHandlers = translated
    }

    // MARK: Snapshots

    /// A copy of the applied state (without reload or reconfigure marks).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot(source.snapshot())
    }

    /// The section snapshot of a section: the one applied to it, or its items as roots; empty for an unknown section.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        NSDiffableDataSourceSectionSnapshot(source.snapshot(for: section))
    }

    /// Updates the collection view to `snapshot`. The first apply reloads; later ones apply the difference
    /// (iOS 15 semantics: `animatingDifferences: false` still diffs, it only does not animate). The completion runs
    /// once the update is done: when its animation ends on the animation clock if the collection view is in a
    /// window, at once otherwise (semantics AN11).
    ///
    /// Callable from any thread, as UIKit's (`nonisolated`): on the main thread the update is done before this
    /// returns; from another thread it is queued to the main queue, in call order, and `completion` runs there
    /// (semantics R10). As in UIKit, make every apply from the same queue.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let completion = MainQueueCompletion(completion)
        onMainQueue { dataSource in
            dataSource.run { () throws(CollectionViewError) in
                try dataSource.source.apply(snapshot.snapshot, animatingDifferences: animatingDifferences)
            }
            dataSource.runWhenAnimationEnds(completion)
        }
    }

    /// Updates the collection view to `snapshot`; returns once the update is done. Callable from any isolation.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Resets the collection view to `snapshot` without diffing. Callable from any thread, like `apply(_:animatingDifferences:completion:)`.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        let completion = MainQueueCompletion(completion)
        onMainQueue { dataSource in
            dataSource.run { () throws(CollectionViewError) in
                try dataSource.source.applySnapshotUsingReloadData(snapshot.snapshot)
            }
            completion.run()
        }
    }

    /// Resets the collection view to `snapshot` without diffing; returns once done. Callable from any isolation.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// Runs `body` on the main actor: now when called on the main queue (the main actor's executor), otherwise queued
    /// to the main queue (FIFO, so applies made from one queue land in call order). An apply whose collection view is
    /// gone by then keeps its snapshot and runs its completion (semantics H21).
    private nonisolated func onMainQueue(_ body: @escaping @MainActor @Sendable (UICollectionViewDiffableDataSource) -> Void) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { body(self) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { body(self) } }
        }
    }

    /// Sets the items of one section to the section snapshot's visible items (appending the section if it is
    /// absent; items of other sections are moved in) and keeps the section snapshot for `snapshot(for:)`.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        run { () throws(CollectionViewError) in
            try source.apply(snapshot.snapshot, to: section, animatingDifferences: animatingDifferences)
        }
        refreshVisibleOutlineCells()
        completion?()
    }

    /// Updates one section to the section snapshot; returns once done.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Runs a headless apply; its errors trap with UIKit's messages. The collection view stays alive until the apply
    /// is done, as UIKit keeps it through its layout: a provider or delegate that releases it mid-apply does not leave
    /// the rest of the apply without a view (semantics H21).
    /// Runs `completion` when the last transaction's animation ends (semantics AN11), or now when it does not animate.
    fileprivate func runWhenAnimationEnds(_ completion: MainQueueCompletion) {
        guard let transaction = lastTransaction, let collectionView,
            collectionView.animateUpdate(transaction, completion: { _ in completion.run() })
        else { return completion.run() }
    }

    fileprivate func run(_ body: () throws(CollectionViewError) -> UpdateTransaction) {
        let collectionView = collectionView
        defer { withExtendedLifetime(collectionView) {} }
        do {
            lastTransaction = try body()
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    // MARK: Lookups

    /// The item at `indexPath` in the applied snapshot; `nil` if there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { source.itemIdentifier(for: indexPath) }
    /// The index path of an item in the applied snapshot; `nil` if it is absent.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { source.indexPath(for: itemIdentifier) }
    /// The section at `index` in the applied snapshot; `nil` if there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { source.sectionIdentifier(for: index) }
    /// The index of a section in the applied snapshot; `nil` if it is absent.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { source.index(for: sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    /// Whether the item may be reordered: `reorderingHandlers.canReorderItem`, `false` without it.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        source.canMoveItem(at: indexPath, in: collectionView.headless)
    }

    /// The applied snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        source.numberOfSections(in: collectionView.headless)
    }

    /// The number of items of the section in the applied snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source.numberOfItems(inSection: section, in: collectionView.headless)
    }

    /// The cell from the cell provider, via the headless data source; traps with UIKit's message if it fails.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        do {
            guard let cell = try source.cell(for: indexPath, in: collectionView.headless) as? UICollectionViewCell else {
                UIKitTraps.raise("the cell provider returned a view that is not a UICollectionViewCell")
            }
            return cell
        } catch let error as CollectionViewError {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        } catch {
            UIKitTraps.raise(String(describing: error))
        }
    }

    /// The view from `supplementaryViewProvider`; traps with UIKit's message if there is no provider or it returns
    /// `nil`.
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


/// An apply's completion on its way to the main queue, where UIKit calls it.
///
/// Why `@unchecked Sendable` is sound: the closure is UIKit's non-`Sendable` `() -> Void`. The caller hands it over
/// and never calls it; it is called exactly once, on the main actor, after the apply it belongs to (UIKit documents
/// the completion as "called on the main queue"). It is therefore never run concurrently with anything that runs
/// it elsewhere; what it captures is the caller's business, exactly as with UIKit.
struct MainQueueCompletion: @unchecked Sendable {
    let body: (() -> Void)?
    init(_ body: (() -> Void)?) { self.body = body }
    @MainActor func run() { body?() }
}

/// Whether the caller runs on the main queue, which is the main actor's executor (on Linux the main actor's jobs may
/// run on the main queue from a thread other than the main thread, so `Thread.isMainThread` does not tell).
enum MainQueue {
    /// Set on the main queue once, on first use.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}
