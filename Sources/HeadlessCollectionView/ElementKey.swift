import CompositionalLayout
import Foundation

/// Names one element of the layout: a cell (no kind), a supplementary or a decoration, at an index path.
///
/// A plain value (layer 1's `ElementIdentity`, semantics L20): the collection view keys its views, records and
/// presentations by it, and hashing or comparing it copies no `IndexPath` or `String`.
public struct ElementKey: Hashable, Sendable, CustomStringConvertible {
    /// The category, kind and index path, as layer 1 holds them in its attributes.
    public var identity: ElementIdentity

    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: ElementCategory { identity.category }
    /// The supplementary or decoration kind; `nil` for cells.
    public var elementKind: String? { identity.elementKind }
    /// The element's `[section, item]` index path (see `LayoutAttributes.indexPath` for supplementaries and decorations).
    public var indexPath: IndexPath {
        get { identity.indexPath }
        set { identity.indexPath = newValue }
    }

    /// Creates a key; `elementKind` defaults to `nil`, as for cells.
    public init(category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath) {
        identity = ElementIdentity(category: category, elementKind: elementKind, indexPath: indexPath)
    }

    /// The key of the element `attributes` describes.
    public init(_ attributes: LayoutAttributes) { identity = attributes.identity }

    /// The key of the cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementKey { ElementKey(category: .cell, indexPath: indexPath) }
    /// The key of the supplementary of `kind` at `indexPath`.
    public static func supplementary(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .supplementaryView, elementKind: kind, indexPath: indexPath)
    }
    /// The key of the decoration of `kind` at `indexPath`.
    public static func decoration(_ kind: String, _ indexPath: IndexPath) -> ElementKey {
        ElementKey(category: .decorationView, elementKind: kind, indexPath: indexPath)
    }

    /// Whether this is a global (whole-layout) boundary supplementary, whose index path is `[0, Int.max - i]`.
    var isGlobal: Bool { category == .supplementaryView && indexPath.count == 2 && indexPath[1] > Int.max / 2 }

    /// A readable name, such as `cell [0, 3]` or `supplementary 'header' [1, 0]`.
    public var description: String {
        switch category {
        case .cell: "cell \(format(indexPath))"
        case .supplementaryView: "supplementary '\(elementKind ?? "")' \(format(indexPath))"
        case .decorationView: "decoration '\(elementKind ?? "")' \(format(indexPath))"
        }
    }
}

/// How an element is displayed: its layout attributes plus the properties a visible-items handler or an
/// update animation may change.
public struct ViewAttributes: Sendable, Hashable {
    /// The layout's attributes for the element.
    public var layout: LayoutAttributes
    /// The displayed frame (the layout's frame unless a handler moved the centre).
    public var frame: CGRect
    /// The opacity, 0 to 1. Defaults to 1.
    public var alpha: CGFloat
    /// The stacking order; higher draws above. Defaults to the layout's zIndex.
    public var zIndex: Int
    /// Whether the view is hidden. Defaults to `false`.
    public var isHidden: Bool
    /// The view's transform. Defaults to the identity.
    public var transform: AffineTransform2D
    /// The front end's own attributes object for the element (a custom layout's attributes subclass); `nil` for
    /// layer 1's layouts.
    public var custom: CustomElementAttributes?

    /// Creates displayed attributes; each property defaults to the layout's value or to UIKit's default.
    public init(
        _ layout: LayoutAttributes, frame: CGRect? = nil, alpha: CGFloat = 1, zIndex: Int? = nil,
        isHidden: Bool = false, transform: AffineTransform2D = .identity, custom: CustomElementAttributes? = nil
    ) {
        self.layout = layout
        self.frame = frame ?? layout.frame
        self.alpha = alpha
        self.zIndex = zIndex ?? layout.zIndex
        self.isHidden = isHidden
        self.transform = transform
        self.custom = custom
    }

    /// The element's index path.
    public var indexPath: IndexPath { layout.indexPath }
    /// The element's key.
    public var key: ElementKey { ElementKey(layout) }
}

/// A front end's own object describing how an element is shown (the UIKit face's
/// `UICollectionViewLayoutAttributes`, possibly a subclass with properties of its own), carried opaquely with the
/// displayed attributes and compared by the front end's equality (UIKit's `isEqual`), which decides whether a view
/// is given its attributes again.
///
/// Why `@unchecked Sendable`: the object is made, compared and read by the front end on the main actor (the
/// collection view is main-actor isolated); layer 3 only stores and compares it there.
public struct CustomElementAttributes: @unchecked Sendable, Hashable {
    /// The front end's object.
    public let object: AnyObject
    private let isEqual: (AnyObject, AnyObject) -> Bool

    /// Carries `object`, compared with others by `isEqual`.
    public init(_ object: AnyObject, isEqual: @escaping (AnyObject, AnyObject) -> Bool) {
        self.object = object
        self.isEqual = isEqual
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.object === rhs.object || lhs.isEqual(lhs.object, rhs.object)
    }

    /// Equality is the front end's, so nothing of the object can be hashed consistently with it.
    public func hash(into hasher: inout Hasher) {}
}

extension CGRect {
    /// Whether the two rectangles share area (touching edges do not count, unlike Foundation's
    /// `intersects` on Linux).
    @inlinable public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
