import DiffableData
import Foundation

extension DiffableDataSource {
    /// What happens when the user expands or collapses an item of a section (UIKit's `SectionSnapshotHandlers`).
    public struct SectionSnapshotHandlers {
        /// Whether the item may expand; `nil` allows it.
        public var shouldExpandItem: (@MainActor (ItemIdentifier) -> Bool)?
        /// Before the item expands.
        public var willExpandItem: (@MainActor (ItemIdentifier) -> Void)?
        /// Whether the item may collapse; `nil` allows it.
        public var shouldCollapseItem: (@MainActor (ItemIdentifier) -> Bool)?
        /// Before the item collapses.
        public var willCollapseItem: (@MainActor (ItemIdentifier) -> Void)?
        /// The children of a parent that expands, given its current children (as a section snapshot whose roots
        /// are the children): supplies them lazily. The result replaces the children.
        public var snapshotForExpandingParent:
            (@MainActor (ItemIdentifier, SectionSnapshot<ItemIdentifier>) -> SectionSnapshot<ItemIdentifier>)?

        /// Handlers with none set: every item may expand and collapse and children are not supplied lazily.
        public init() {}
    }

    /// The user expands `item` (a tap on an outline disclosure): asks `shouldExpandItem`, tells `willExpandItem`,
    /// replaces the item's children with `snapshotForExpandingParent`'s answer, expands it in its section's
    /// snapshot and applies that section snapshot (its visible items become the section's items).
    /// - Returns: `nil` (nothing happens) when the item is in no section, is already expanded, or the handler says
    ///   no.
    /// - Throws: when the supplied children clash with items elsewhere in the section, or the apply fails.
    @discardableResult
    public func expand(_ item: ItemIdentifier, animatingDifferences: Bool = true) throws(CollectionViewError)
        -> UpdateTransaction?
    {
        guard let section = current.sectionIdentifier(containingItem: item) else { return nil }
        var tree = snapshot(for: section)
        guard tree.contains(item), (try? tree.isExpanded(item)) == false,
            sectionSnapshotHandlers.shouldExpandItem?(item) ?? true
        else { return nil }
        sectionSnapshotHandlers.willExpandItem?(item)
        if let supply = sectionSnapshotHandlers.snapshotForExpandingParent {
            do {
                let children = supply(item, try tree.snapshot(of: item))
                try tree.replace(childrenOf: item, using: children)
            } catch {
                throw CollectionViewError(.dataSource(error.description))
            }
        }
        tree.expand([item])
        return try apply(tree, to: section, animatingDifferences: animatingDifferences)
    }

    /// The user collapses `item`: asks `shouldCollapseItem`, tells `willCollapseItem`, collapses it in its
    /// section's snapshot and applies that (its descendants leave the section's items).
    /// - Returns: `nil` (nothing happens) when the item is in no section, is not expanded, or the handler says no.
    @discardableResult
    public func collapse(_ item: ItemIdentifier, animatingDifferences: Bool = true) throws(CollectionViewError)
        -> UpdateTransaction?
    {
        guard let section = current.sectionIdentifier(containingItem: item) else { return nil }
        var tree = snapshot(for: section)
        guard (try? tree.isExpanded(item)) == true, sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true
        else { return nil }
        sectionSnapshotHandlers.willCollapseItem?(item)
        tree.collapse([item])
        return try apply(tree, to: section, animatingDifferences: animatingDifferences)
    }

    /// Expands a collapsed item, collapses an expanded one (a disclosure tap, or the keyboard's expand key).
    @discardableResult
    public func toggleExpansion(of item: ItemIdentifier, animatingDifferences: Bool = true)
        throws(CollectionViewError) -> UpdateTransaction?
    {
        guard let section = current.sectionIdentifier(containingItem: item),
            let expanded = try? snapshot(for: section).isExpanded(item)
        else { return nil }
        return expanded
            ? try collapse(item, animatingDifferences: animatingDifferences)
            : try expand(item, animatingDifferences: animatingDifferences)
    }

    /// The keyboard's outline keys on the focused item: `.right` expands it, `.left` collapses it (UIKit lists'
    /// arrow keys). Returns `nil` when nothing happened (another key, no focused item, already in that state): a
    /// front end then passes the key on to ``CollectionView/handleKey(_:)``.
    @discardableResult
    public func handleOutlineKey(_ key: CollectionKey) throws(CollectionViewError) -> UpdateTransaction? {
        guard let collectionView, let path = collectionView.focusedIndexPath, let item = itemIdentifier(for: path)
        else { return nil }
        switch key {
        case .right: return try expand(item)
        case .left: return try collapse(item)
        default: return nil
        }
    }
}

/// Where an item sits in its section's outline: its depth and whether it is expanded.
public struct OutlineItemState: Hashable, Sendable {
    /// The item's depth: 0 for root items.
    public var level: Int
    /// Whether the item is expanded.
    public var isExpanded: Bool
    /// Whether the item has children (shown or not).
    public var hasChildren: Bool

    public init(level: Int, isExpanded: Bool, hasChildren: Bool) {
        self.level = level
        self.isExpanded = isExpanded
        self.hasChildren = hasChildren
    }
}

extension DiffableDataSource {
    /// The outline state of `item`, from its section's stored section snapshot (level 0, collapsed, no children
    /// when the section has none); `nil` for an item in no section. A list cell is indented by its item's level.
    /// - Complexity: O(d) for an item at depth d (it is asked for every cell shown, so it never builds a
    ///   section snapshot).
    public func outlineState(of item: ItemIdentifier) -> OutlineItemState? {
        guard let section = current.sectionIdentifier(containingItem: item) else { return nil }
        guard let tree = sectionSnapshots[section], tree.contains(item) else {
            return OutlineItemState(level: 0, isExpanded: false, hasChildren: false)
        }
        return OutlineItemState(
            level: (try? tree.level(of: item)) ?? 0, isExpanded: (try? tree.isExpanded(item)) ?? false,
            hasChildren: tree.hasChildren(item))
    }
}
