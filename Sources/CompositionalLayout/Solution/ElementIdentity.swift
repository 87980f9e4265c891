import Foundation

/// Which element something is about: its category, its kind and its index path, as a plain value (semantics L20).
///
/// ``LayoutAttributes`` and the collection view's element keys hold one. The index path is stored as its two indices
/// and the kind as an interned name, so an identity holds no counted reference: it is copied, compared and hashed
/// as bits, where an `IndexPath` and a `String?` cost outlined copies and destroys through their storage (and
/// Foundation's `IndexPath` hashing is slow on Linux).
public struct ElementIdentity: Sendable, Hashable {
    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: ElementCategory
    /// The kind, interned.
    @usableFromInline var kindName: InternedName<String>?
    /// The index path's two indices.
    @usableFromInline var firstIndex: Int
    @usableFromInline var secondIndex: Int
    /// The whole index path when it does not have exactly two indices (a custom layout may use any path), interned;
    /// `nil` for every path of two.
    @usableFromInline var otherIndexPath: InternedName<[Int]>?

    /// The identity of an element of `category` and `elementKind` (`nil` for cells) at `indexPath`.
    @inlinable
    public init(category: ElementCategory, elementKind: String?, indexPath: IndexPath) {
        self.category = category
        kindName = elementKind.map { InternedName(kind: $0) }
        (firstIndex, secondIndex, otherIndexPath) = Self.stored(indexPath)
    }

    /// The identity of an element of an interned kind at `[section, item]` (the solver interns its kinds once).
    init(category: ElementCategory, kindName: InternedName<String>?, section: Int, item: Int) {
        self.category = category
        self.kindName = kindName
        (firstIndex, secondIndex, otherIndexPath) = (section, item, nil)
    }

    /// The identity of the cell at `[section, item]`.
    @inlinable
    public init(cellAt section: Int, item: Int) {
        category = .cell
        kindName = nil
        (firstIndex, secondIndex, otherIndexPath) = (section, item, nil)
    }

    /// The supplementary or decoration kind; `nil` for cells.
    @inlinable
    public var elementKind: String? {
        get { kindName?.value }
        set { kindName = newValue.map { InternedName(kind: $0) } }
    }

    /// The element's index path.
    @inlinable
    public var indexPath: IndexPath {
        get {
            if let otherIndexPath { return IndexPath(indexes: otherIndexPath.value) }
            return IndexPath(item: secondIndex, section: firstIndex)
        }
        set { (firstIndex, secondIndex, otherIndexPath) = Self.stored(newValue) }
    }

    /// The first and second index of a path of two; `0, 0` and the interned path otherwise.
    @inlinable
    static func stored(_ indexPath: IndexPath) -> (Int, Int, InternedName<[Int]>?) {
        if indexPath.count == 2 { return (indexPath[0], indexPath[1], nil) }
        return (0, 0, InternedName(indexes: Array(indexPath)))
    }

    /// Hashes what tells elements apart most often first: the two indices; the kind only for non-cells.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(firstIndex)
        hasher.combine(secondIndex)
        if category != .cell || otherIndexPath != nil {
            hasher.combine(category)
            hasher.combine(kindName)
            hasher.combine(otherIndexPath)
        }
    }
}

extension ElementIdentity: CustomStringConvertible, CustomReflectable {
    /// A readable name, such as `cell [0, 3]` or `supplementaryView "header" [1, 0]`.
    public var description: String {
        let path = "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
        guard let elementKind else { return "\(category) \(path)" }
        return "\(category) \"\(elementKind)\" \(path)"
    }

    /// The kind's text and the index path, not their interned storage (for test failures and `dump`).
    public var customMirror: Mirror {
        Mirror(self, children: ["category": category, "elementKind": elementKind as Any, "indexPath": indexPath])
    }
}
