import CompositionalLayout
import Foundation

/// Where a supplementary item sits on its host's frame: an edge (its midpoint), a corner (two adjacent edges) or,
/// with no edges, the centre; plus an offset in points or in fractions of the supplementary's own size. Immutable.
public final class NSCollectionLayoutAnchor: Sendable, CustomStringConvertible {
    let value: LayoutAnchor

    init(_ value: LayoutAnchor) { self.value = value }

    /// An anchor on `edges` (an edge's midpoint, a corner, or the centre when empty), without offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(LayoutAnchor(edges: edges))
    }

    /// An anchor moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges, absoluteOffset: absoluteOffset))
    }

    /// An anchor moved by a fraction of the supplementary item's own size (`x * width`, `y * height`).
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(LayoutAnchor(edges: edges, fractionalOffset: fractionalOffset))
    }

    /// The edges the anchor sits on.
    public var edges: NSDirectionalRectEdge { value.edges }

    /// The offset: points for an absolute anchor, fractions of the supplementary's size for a fractional one.
    public var offset: CGPoint {
        switch value.offset {
        case .absolute(let point), .fractional(let point): point
        }
    }

    /// Whether the offset is in points.
    public var isAbsoluteOffset: Bool { value.isAbsoluteOffset }
    /// Whether the offset is in fractions of the supplementary's size.
    public var isFractionalOffset: Bool { value.isFractionalOffset }

    /// The same object: an anchor is immutable.
    public func copy() -> Any { self }

    /// The edges and offset, described.
    public var description: String {
        "<NSCollectionLayoutAnchor: edges=\(edges.rawValue), offset=\(offset)\(isFractionalOffset ? " (fractional)" : "")>"
    }
}

/// A view attached to an item or a group (a badge, a checkmark), placed by anchors on the host's frame.
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// Stacking order within the section; 1 by default, above the cells.
    public var zIndex: Int = 1
    /// Identifies the supplementary; must be unique within a section.
    public let elementKind: String
    /// The point on the host the supplementary attaches to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point on the supplementary placed on the container anchor's point; `nil` means the container anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(
        size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size, supplementaryItems: [])
    }

    /// A supplementary item of `elementKind` attached to its host at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item of `elementKind` whose `itemAnchor` point is placed on the host's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutSupplementaryItem(
            size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        copy.copyInheritedProperties(from: self)
        copy.zIndex = zIndex
        return copy
    }

    /// The layout layer's supplementary item.
    func makeSupplementaryDescription() -> SupplementaryItem {
        SupplementaryItem(
            size: layoutSize.makeDescription(), elementKind: elementKind, containerAnchor: containerAnchor.value,
            itemAnchor: itemAnchor?.value, zIndex: zIndex, contentInsets: contentInsets)
    }

    /// The item's class, kind, size and anchors, described.
    public override var description: String {
        "<\(type(of: self)): kind=\(elementKind), size=\(layoutSize), zIndex=\(zIndex)>"
    }
}

/// A header, footer or side view attached to an edge or corner of a section, or of the whole layout.
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item extends the host's content area (the default) instead of overlaying it.
    public var extendsBoundary: Bool = true
    /// Whether the item stays visible while any part of its host is visible ("sticky" headers); `false` by default.
    public var pinToVisibleBounds: Bool = false
    /// The edge or corner of the host the item attaches to.
    public let alignment: NSRectAlignment
    /// An extra offset in points.
    public let offset: CGPoint

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(
            size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// A boundary item of `elementKind` attached at `alignment`, without offset.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of `elementKind` attached at `alignment` and moved by `absoluteOffset` points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(
            size: layoutSize, elementKind: elementKind, alignment: alignment, offset: offset)
        copy.copyInheritedProperties(from: self)
        copy.zIndex = zIndex
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        return copy
    }

    /// The layout layer's boundary supplementary item.
    func makeBoundaryDescription() -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            size: layoutSize.makeDescription(), elementKind: elementKind, alignment: alignment, offset: offset,
            extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex,
            contentInsets: contentInsets)
    }
}

/// A view behind a section, such as its background. Register its kind on the layout with
/// `register(_:forDecorationViewOfKind:)`.
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// Stacking order; 0 by default, and every other element of the section is promoted to at least 1.
    public var zIndex: Int = 0
    /// Identifies the decoration; its view class is registered on the layout for this kind.
    public let elementKind: String

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A section background of the given kind.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    override func makeCopy() -> NSCollectionLayoutItem {
        let copy = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        copy.copyInheritedProperties(from: self)
        copy.zIndex = zIndex
        return copy
    }

    /// The layout layer's decoration item.
    func makeDecorationDescription() -> DecorationItem {
        DecorationItem(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets)
    }

    /// The decoration's kind and z-index, described.
    public override var description: String {
        "<NSCollectionLayoutDecorationItem: kind=\(elementKind), zIndex=\(zIndex), contentInsets=\(contentInsets)>"
    }
}
