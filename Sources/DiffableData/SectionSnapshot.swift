/// The hierarchical contents of one section: a forest of items with an expanded/collapsed state per item. The
/// Swift-native counterpart of `NSDiffableDataSourceSectionSnapshot`.
///
/// ``items`` lists the whole tree depth-first; ``visibleItems`` lists only items whose ancestors are all expanded —
/// what a list shows. Expansion state is stored for any item, with or without children, and travels with the snapshot.
///
/// Identifiers are unique within the section snapshot. Failing operations `throw` ``SnapshotError`` and leave the
/// snapshot unchanged.
public struct SectionSnapshot<ItemIdentifier: Hashable & Sendable>: Sendable {
    struct Node: Sendable {
        var parent: ItemIdentifier?
        var children: [ItemIdentifier]
    }

    var nodes: [ItemIdentifier: Node] = [:]
    var roots: [ItemIdentifier] = []
    var expanded: Set<ItemIdentifier> = []

    /// Creates an empty section snapshot.
    ///
    /// - Complexity: O(1)
    public init() {}

    // MARK: Queries

    /// Every item, depth-first (parent before its children, children in order).
    ///
    /// - Complexity: O(n)
    public var items: [ItemIdentifier] { depthFirst(from: roots, onlyVisible: false) }

    /// The items without a parent, in order.
    ///
    /// - Complexity: O(1)
    public var rootItems: [ItemIdentifier] { roots }

    /// The items whose ancestors are all expanded, depth-first: what a list displays.
    ///
    /// - Complexity: O(n)
    public var visibleItems: [ItemIdentifier] { depthFirst(from: roots, onlyVisible: true) }

    /// The expanded items, in ``items`` order.
    ///
    /// - Complexity: O(n)
    public var expandedItems: [ItemIdentifier] {
        expanded.isEmpty ? [] : items.filter { expanded.contains($0) }
    }

    /// Whether `item` is in the snapshot.
    ///
    /// - Complexity: O(1) amortised
    public func contains(_ item: ItemIdentifier) -> Bool { nodes[item] != nil }

    /// Whether `item` has children (expanded or not). `false` for an absent item.
    ///
    /// - Complexity: O(1) amortised
    public func hasChildren(_ item: ItemIdentifier) -> Bool { !(nodes[item]?.children.isEmpty ?? true) }

    /// Whether `item` is expanded.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when the item is absent.
    /// - Complexity: O(1) amortised
    public func isExpanded(_ item: ItemIdentifier) throws(SnapshotError) -> Bool {
        try requireNode(item, .isExpanded)
        return expanded.contains(item)
    }

    /// Whether every ancestor of `item` is expanded. `false` for an absent item.
    ///
    /// - Complexity: O(d) for an item at depth d
    public func isVisible(_ item: ItemIdentifier) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard expanded.contains(parent) else { return false }
            node = nodes[parent]!
        }
        return true
    }

    /// The depth of `item`: 0 for root items.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when the item is absent.
    /// - Complexity: O(d) for an item at depth d
    public func level(of item: ItemIdentifier) throws(SnapshotError) -> Int {
        var node = try requireNode(item, .level)
        var level = 0
        while let parent = node.parent {
            level += 1
            node = nodes[parent]!
        }
        return level
    }

    /// The index of `item` in ``items`` (depth-first), or `nil` when absent.
    ///
    /// - Complexity: O(n)
    public func index(of item: ItemIdentifier) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `item`, or `nil` for a root item.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when the item is absent.
    /// - Complexity: O(1) amortised
    public func parent(of item: ItemIdentifier) throws(SnapshotError) -> ItemIdentifier? {
        try requireNode(item, .parent).parent
    }

    /// The subtree below `parent` as a new section snapshot (levels restart at 0), with its expansion state.
    ///
    /// - Parameters:
    ///   - parent: the item whose subtree is returned.
    ///   - includingParent: when `true`, `parent` is the single root of the result.
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when `parent` is absent.
    /// - Complexity: O(m) for a subtree of m items
    public func snapshot(of parent: ItemIdentifier, includingParent: Bool = false) throws(SnapshotError)
        -> SectionSnapshot
    {
        let node = try requireNode(parent, .snapshotOfParent)
        var result = SectionSnapshot()
        let top = includingParent ? [parent] : node.children
        result.roots = top
        for item in depthFirst(from: top, onlyVisible: false) {
            var copy = nodes[item]!
            if top.contains(item) { copy.parent = nil }
            result.nodes[item] = copy
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// Whether both snapshots have the same roots, the same children in the same order and the same expanded set.
    ///
    /// - Complexity: O(n)
    public func hasSameContents(as other: SectionSnapshot) -> Bool {
        roots == other.roots && expanded == other.expanded && nodes.count == other.nodes.count
            && nodes.allSatisfy { other.nodes[$0.key]?.children == $0.value.children }
    }

    /// A text picture of the tree, one item per line, two spaces of indentation per level, then a visibility mark
    /// (`*` visible, space hidden) and an expansion mark (`+` expanded, `-` collapsed, for every item), then the item.
    ///
    /// - Complexity: O(n · d)
    public func visualDescription() -> String {
        var lines = ["SectionSnapshot: \(nodes.count) items, \(visibleItems.count) visible"]
        for item in items {
            let indent = String(repeating: "  ", count: (try? level(of: item)) ?? 0)
            let visibility = isVisible(item) ? "*" : " "
            let expansion = expanded.contains(item) ? "+" : "-"
            lines.append("\(indent)\(visibility)\(expansion) \(describeIdentifier(item))")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Mutations

    /// Appends items as children of `parent` (after its existing children), or as root items when `parent` is `nil`.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when `parent` is absent;
    ///   ``SnapshotError/sectionSnapshotDuplicates(_:identifiers:)`` when an item is already present or repeated.
    /// - Complexity: O(k) amortised for k items
    public mutating func append(_ items: [ItemIdentifier], to parent: ItemIdentifier? = nil) throws(SnapshotError) {
        if let parent { try requireNode(parent, .append, isDestination: true) }
        try requireNew(items, .append)
        attach(items, parent: parent, at: nil)
    }

    /// Inserts items before `destination`, at its level (as its siblings).
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when `destination` is absent;
    ///   ``SnapshotError/sectionSnapshotDuplicates(_:identifiers:)``.
    /// - Complexity: O(k + s) for k items and s siblings
    public mutating func insert(_ items: [ItemIdentifier], before destination: ItemIdentifier) throws(SnapshotError) {
        let (parent, index) = try siblingPosition(of: destination, .insertBefore)
        try requireNew(items, .insertBefore)
        attach(items, parent: parent, at: index)
    }

    /// Inserts items after `destination` at its level: in depth-first order, after `destination`'s whole subtree.
    ///
    /// - Throws: as `insert(_:before:)`.
    /// - Complexity: O(k + s) for k items and s siblings
    public mutating func insert(_ items: [ItemIdentifier], after destination: ItemIdentifier) throws(SnapshotError) {
        let (parent, index) = try siblingPosition(of: destination, .insertAfter)
        try requireNew(items, .insertAfter)
        attach(items, parent: parent, at: index + 1)
    }

    /// Inserts the roots of `snapshot`, with their subtrees and expansion state, before `destination` at its level.
    ///
    /// - Throws: as `insert(_:before:)`.
    /// - Complexity: O(m + s) for m inserted items and s siblings
    public mutating func insert(_ snapshot: SectionSnapshot, before destination: ItemIdentifier) throws(SnapshotError) {
        let (parent, index) = try siblingPosition(of: destination, .insertBefore)
        try graft(snapshot, parent: parent, at: index, operation: .insertBefore)
    }

    /// Inserts the roots of `snapshot`, with their subtrees and expansion state, after `destination`'s subtree at its
    /// level.
    ///
    /// - Throws: as `insert(_:before:)`.
    /// - Complexity: O(m + s) for m inserted items and s siblings
    public mutating func insert(_ snapshot: SectionSnapshot, after destination: ItemIdentifier) throws(SnapshotError) {
        let (parent, index) = try siblingPosition(of: destination, .insertAfter)
        try graft(snapshot, parent: parent, at: index + 1, operation: .insertAfter)
    }

    /// Deletes items together with all their descendants.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` for the first absent item; nothing is deleted.
    /// - Complexity: O(m + s) for m deleted items and s siblings
    public mutating func delete(_ items: [ItemIdentifier]) throws(SnapshotError) {
        for item in items { try requireNode(item, .delete) }
        for item in items where nodes[item] != nil { detachSubtree(item) }
    }

    /// Deletes every item and the expansion state.
    ///
    /// - Complexity: O(n)
    public mutating func deleteAll() {
        self = SectionSnapshot()
    }

    /// Replaces all children of `parent` (and their subtrees) with the roots of `snapshot` and their subtrees.
    ///
    /// - Throws: ``SnapshotError/itemNotFound(_:item:isDestination:)`` when `parent` is absent;
    ///   ``SnapshotError/sectionSnapshotDuplicates(_:identifiers:)`` when `snapshot` holds an item that is in this
    ///   snapshot outside the replaced subtree.
    /// - Complexity: O(m) for the replaced and inserted items
    public mutating func replace(childrenOf parent: ItemIdentifier, using snapshot: SectionSnapshot) throws(SnapshotError) {
        let node = try requireNode(parent, .replaceChildren)
        let replaced = Set(depthFirst(from: node.children, onlyVisible: false))
        let clashes = snapshot.items.filter { nodes[$0] != nil && !replaced.contains($0) }
        guard clashes.isEmpty else {
            throw .sectionSnapshotDuplicates(.replaceChildren, identifiers: clashes.map(describeIdentifier))
        }
        for child in node.children { detachSubtree(child) }
        try graft(snapshot, parent: parent, at: nil, operation: .replaceChildren)
    }

    /// Expands items. Absent items are ignored (Apple logs them) and returned.
    ///
    /// - Returns: the identifiers that are not in the snapshot.
    /// - Complexity: O(k) amortised
    @discardableResult
    public mutating func expand(_ items: [ItemIdentifier]) -> [ItemIdentifier] {
        var missing: [ItemIdentifier] = []
        for item in items {
            if nodes[item] == nil { missing.append(item) } else { expanded.insert(item) }
        }
        return missing
    }

    /// Collapses items. Absent items are ignored (Apple logs them) and returned.
    ///
    /// - Returns: the identifiers that are not in the snapshot.
    /// - Complexity: O(k) amortised
    @discardableResult
    public mutating func collapse(_ items: [ItemIdentifier]) -> [ItemIdentifier] {
        var missing: [ItemIdentifier] = []
        for item in items {
            if nodes[item] == nil { missing.append(item) } else { expanded.remove(item) }
        }
        return missing
    }

    // MARK: Implementation

    @discardableResult
    private func requireNode(_ item: ItemIdentifier, _ operation: SnapshotOperation, isDestination: Bool = false)
        throws(SnapshotError) -> Node
    {
        guard let node = nodes[item] else {
            throw .itemNotFound(operation, item: describeIdentifier(item), isDestination: isDestination)
        }
        return node
    }

    private func requireNew(_ items: [ItemIdentifier], _ operation: SnapshotOperation) throws(SnapshotError) {
        var seen = Set<ItemIdentifier>(minimumCapacity: items.count)
        var duplicates: [ItemIdentifier] = []
        for item in items where !seen.insert(item).inserted || nodes[item] != nil {
            if !duplicates.contains(item) { duplicates.append(item) }
        }
        guard duplicates.isEmpty else {
            throw .sectionSnapshotDuplicates(operation, identifiers: duplicates.map(describeIdentifier))
        }
    }

    /// The parent of `item` and its index among its siblings.
    private func siblingPosition(of item: ItemIdentifier, _ operation: SnapshotOperation) throws(SnapshotError)
        -> (ItemIdentifier?, Int)
    {
        let node = try requireNode(item, operation, isDestination: true)
        let siblings = node.parent.map { nodes[$0]!.children } ?? roots
        return (node.parent, siblings.firstIndex(of: item)!)
    }

    /// Adds leaf nodes under `parent` at sibling `index` (the end when `nil`). Items must be new and distinct.
    private mutating func attach(_ items: [ItemIdentifier], parent: ItemIdentifier?, at index: Int?) {
        for item in items { nodes[item] = Node(parent: parent, children: []) }
        insertSiblings(items, parent: parent, at: index)
    }

    private mutating func insertSiblings(_ items: [ItemIdentifier], parent: ItemIdentifier?, at index: Int?) {
        if let parent {
            let count = nodes[parent]!.children.count
            nodes[parent]!.children.insert(contentsOf: items, at: index ?? count)
        } else {
            roots.insert(contentsOf: items, at: index ?? roots.count)
        }
    }

    private mutating func graft(
        _ snapshot: SectionSnapshot, parent: ItemIdentifier?, at index: Int?, operation: SnapshotOperation
    ) throws(SnapshotError) {
        let clashes = snapshot.items.filter { nodes[$0] != nil }
        guard clashes.isEmpty else {
            throw .sectionSnapshotDuplicates(operation, identifiers: clashes.map(describeIdentifier))
        }
        for (item, node) in snapshot.nodes {
            var copy = node
            if node.parent == nil { copy.parent = parent }
            nodes[item] = copy
        }
        expanded.formUnion(snapshot.expanded)
        insertSiblings(snapshot.roots, parent: parent, at: index)
    }

    /// Removes `item` from its parent's children (or the roots) and forgets its whole subtree.
    private mutating func detachSubtree(_ item: ItemIdentifier) {
        let node = nodes[item]!
        if let parent = node.parent {
            nodes[parent]!.children.removeAll { $0 == item }
        } else {
            roots.removeAll { $0 == item }
        }
        for descendant in depthFirst(from: [item], onlyVisible: false) {
            nodes.removeValue(forKey: descendant)
            expanded.remove(descendant)
        }
    }

    /// Depth-first walk without recursion, so that deep trees cannot overflow the stack.
    private func depthFirst(from top: [ItemIdentifier], onlyVisible: Bool) -> [ItemIdentifier] {
        var result: [ItemIdentifier] = []
        var stack: [ItemIdentifier] = top.reversed()
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item) {
                stack.append(contentsOf: nodes[item]!.children.reversed())
            }
        }
        return result
    }
}
