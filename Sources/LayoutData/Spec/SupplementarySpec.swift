import Foundation

/// A supplementary anchored to an item or group, such as a badge (Apple's `NSCollectionLayoutSupplementaryItem`).
public struct SupplementarySpec: Codable, Sendable, Hashable {
    /// The element kind.
    public var kind: String
    /// The supplementary's size.
    public var size: SizeSpec
    /// Where on the host it is anchored.
    public var containerAnchor: AnchorSpec
    /// Which point of the supplementary meets the container anchor (default: the same edges as the container's).
    public var itemAnchor: AnchorSpec?
    /// Stacking order (default 1).
    public var zIndex: Int?

    /// Creates a supplementary.
    public init(kind: String, size: SizeSpec, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec? = nil, zIndex: Int? = nil) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
    }
}

/// An anchor: edges and an absolute or fractional offset (Apple's `NSCollectionLayoutAnchor`).
public struct AnchorSpec: Codable, Sendable, Hashable {
    /// Any of `top`, `leading`, `bottom`, `trailing`; none is the centre.
    public var edges: [EdgeSpec]
    /// An offset in points.
    public var absoluteOffset: PointSpec?
    /// An offset in fractions of the supplementary's size.
    public var fractionalOffset: PointSpec?

    /// Creates an anchor.
    public init(edges: [EdgeSpec], absoluteOffset: PointSpec? = nil, fractionalOffset: PointSpec? = nil) {
        self.edges = edges
        self.absoluteOffset = absoluteOffset
        self.fractionalOffset = fractionalOffset
    }
}

/// A directional edge.
public enum EdgeSpec: String, SpecEnum {
    case top, leading, bottom, trailing

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A header, footer or other supplementary at a section's or the layout's boundary.
public struct BoundarySupplementarySpec: Codable, Sendable, Hashable {
    /// The element kind; `header` and `footer` stand for UIKit's section header and footer kinds.
    public var kind: String
    /// The supplementary's size.
    public var size: SizeSpec
    /// Where it sits: `top` (a header), `bottom` (a footer), `leading`, `topLeading`, ….
    public var alignment: AlignmentSpec
    /// An offset in points.
    public var offset: PointSpec?
    /// Whether it extends the section (default `true`).
    public var extendsBoundary: Bool?
    /// Whether it stays visible while its section is (default `false`).
    public var pinToVisibleBounds: Bool?
    /// Stacking order (default 1).
    public var zIndex: Int?
    /// Insets of the final frame.
    public var contentInsets: InsetsSpec?

    /// Creates a boundary supplementary.
    public init(
        kind: String, size: SizeSpec, alignment: AlignmentSpec, offset: PointSpec? = nil, extendsBoundary: Bool? = nil,
        pinToVisibleBounds: Bool? = nil, zIndex: Int? = nil, contentInsets: InsetsSpec? = nil
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}

/// Apple's `NSRectAlignment` cases.
public enum AlignmentSpec: String, SpecEnum {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Decodes the string, refusing an unknown one with the values allowed.
    public init(from decoder: any Decoder) throws { self = try Self.decodeSpecValue(from: decoder) }
}

/// A decoration, such as a section background; its kind is registered automatically.
public struct DecorationSpec: Codable, Sendable, Hashable {
    /// The decoration's kind.
    public var kind: String
    /// Stacking order (default 0).
    public var zIndex: Int?
    /// Insets inside the section.
    public var contentInsets: InsetsSpec?
    /// The decoration's colour when drawn (`#rrggbb`); a light grey by default.
    public var color: String?
    /// The corner radius when drawn.
    public var cornerRadius: Double?

    /// Creates a decoration.
    public init(kind: String, zIndex: Int? = nil, contentInsets: InsetsSpec? = nil, color: String? = nil, cornerRadius: Double? = nil) {
        self.kind = kind
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.color = color
        self.cornerRadius = cornerRadius
    }
}
