import Foundation

/// Where a supplementary item sits on its host's frame.
///
/// `edges` names an edge (its midpoint) or a corner (two adjacent edges); an empty set is the centre.
/// By default the supplementary sits *inside* those edges. The offset moves it further.
public struct LayoutAnchor: Sendable, Hashable {
    /// How an anchor's offset is measured.
    public enum Offset: Sendable, Hashable {
        /// Points.
        case absolute(CGPoint)
        /// A fraction of the supplementary item's own size: `x * width`, `y * height`.
        case fractional(CGPoint)
    }

    /// The edges (or corner) of the frame the anchor names; empty is the centre.
    public var edges: DirectionalRectEdge
    /// Moves the anchored point, in points or as a fraction of the supplementary's size.
    public var offset: Offset

    /// Creates an anchor on `edges`; the offset defaults to none.
    public init(edges: DirectionalRectEdge, offset: Offset = .absolute(.zero)) {
        self.edges = edges
        self.offset = offset
    }

    /// Creates an anchor on `edges` moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: .absolute(absoluteOffset))
    }

    /// Creates an anchor on `edges` moved by a fraction of the supplementary's own size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: .fractional(fractionalOffset))
    }

    /// Whether the offset is in points.
    public var isAbsoluteOffset: Bool { if case .absolute = offset { true } else { false } }
    /// Whether the offset is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { if case .fractional = offset { true } else { false } }
}

/// A view attached to an item or a group (a badge, a checkmark), placed by anchors on the host's frame.
public struct SupplementaryItem: Sendable, Hashable {
    /// The supplementary's width and height.
    public var size: LayoutSize
    /// Identifies the supplementary; unique per section.
    public var elementKind: String
    /// The point on the host that the supplementary attaches to.
    public var containerAnchor: LayoutAnchor
    /// The point on the supplementary placed on the container anchor's point; `nil` means the container anchor's edges.
    public var itemAnchor: LayoutAnchor?
    /// Stacking order within the section; supplementaries default to 1, above cells.
    public var zIndex: Int
    /// Shrinks the final frame after placement (ignored on an estimated axis).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a supplementary; the item anchor defaults to the container anchor, zIndex to 1, insets to zero.
    public init(
        size: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1, contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.size = size
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A header, footer or side view attached to a boundary of a section or of the whole layout.
public struct BoundarySupplementaryItem: Sendable, Hashable {
    /// The width and height; width fractions refer to the supplementary area, height fractions to the
    /// section's reference container (see `docs/semantics.md`, L11 and L16).
    public var size: LayoutSize
    /// Identifies the supplementary; unique per section (and per layout for global items).
    public var elementKind: String
    /// The edge or corner of the host it attaches to.
    public var alignment: RectAlignment
    /// An extra offset in points.
    public var offset: CGPoint
    /// Whether it extends the host's content area (default) instead of overlaying it.
    /// Only alignments that name the leading edge of the scroll axis (`top…` when scrolling vertically)
    /// or its trailing edge (`bottom…`) can extend it.
    public var extendsBoundary: Bool
    /// Whether it stays visible while any part of its host is visible ("sticky" headers and footers).
    public var pinToVisibleBounds: Bool
    /// Stacking order. Defaults to 1; pinned items draw at `1_000_000_000 + zIndex`.
    public var zIndex: Int
    /// Shrinks the final frame after placement (ignored on an estimated axis).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a boundary supplementary; it extends the boundary and does not pin by default.
    public init(
        size: LayoutSize, elementKind: String, alignment: RectAlignment, offset: CGPoint = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1,
        contentInsets: DirectionalEdgeInsets = .zero
    ) {
        self.size = size
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// A view behind a section, such as its background. Its kind must be registered on the layout.
public struct DecorationItem: Sendable, Hashable {
    /// The decoration's kind; it must be in ``CollectionLayout/registeredDecorationKinds``.
    public var elementKind: String
    /// Stacking order; defaults to 0, and the section's other elements are promoted to at least 1.
    public var zIndex: Int
    /// Insets the decoration inside the section's frame.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a decoration of a registered kind; zIndex defaults to 0 and insets to zero.
    public init(elementKind: String, zIndex: Int = 0, contentInsets: DirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// A section background of the given kind.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(elementKind: elementKind)
    }
}
