import Foundation

/// One dimension (width or height) of an item, a group or a supplementary item.
///
/// Fractions refer to the *containing* element: the parent group less its content insets, or for a
/// section's outer group the section's container (see `docs/semantics.md`). Either fraction may size
/// either axis, so `height = .fractionalWidth(0.5)` makes an item half as tall as its container is wide.
public enum LayoutDimension: Sendable, Hashable {
    /// A fraction of the container's width.
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height.
    case fractionalHeight(CGFloat)
    /// A length in points.
    case absolute(CGFloat)
    /// A first guess in points; the real length is measured when the content is rendered.
    case estimated(CGFloat)
    /// Self-sizing like ``estimated(_:)``, and as long as the longest of its siblings on this axis: the items of
    /// the same group whose dimension on this axis is also uniform (iOS 17; semantics LY1). Before its siblings
    /// are measured, `estimate`.
    case uniformAcrossSiblings(estimate: CGFloat)

    /// The raw value: a fraction, a length in points or an estimate.
    public var dimension: CGFloat {
        switch self {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value),
            .uniformAcrossSiblings(let value):
            value
        }
    }

    /// Whether this is ``fractionalWidth(_:)``.
    public var isFractionalWidth: Bool { if case .fractionalWidth = self { true } else { false } }
    /// Whether this is ``fractionalHeight(_:)``.
    public var isFractionalHeight: Bool { if case .fractionalHeight = self { true } else { false } }
    /// Whether this is ``absolute(_:)``.
    public var isAbsolute: Bool { if case .absolute = self { true } else { false } }
    /// Whether the length is measured: ``estimated(_:)`` or ``uniformAcrossSiblings(estimate:)`` (as UIKit's
    /// `isEstimated` answers for both).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: true
        default: false
        }
    }
    /// Whether this is ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { if case .uniformAcrossSiblings = self { true } else { false } }
}

/// A width and a height, each a ``LayoutDimension``.
public struct LayoutSize: Sendable, Hashable {
    /// The width: a fraction of the container, points, or an estimate.
    public var width: LayoutDimension
    /// The height: a fraction of the container, points, or an estimate.
    public var height: LayoutDimension

    /// Creates a size from a width and a height.
    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}

/// Space between items: exactly a length, or at least a length that grows to share what is left.
public enum LayoutSpacing: Sendable, Hashable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// At least this many points; leftover space in the group is shared among flexible spacings.
    case flexible(CGFloat)

    /// The fixed length, or the minimum of a flexible spacing.
    public var spacing: CGFloat {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    /// Whether this is ``fixed(_:)``.
    public var isFixed: Bool { if case .fixed = self { true } else { false } }
    /// Whether this is ``flexible(_:)``.
    public var isFlexible: Bool { if case .flexible = self { true } else { false } }
}

/// Space required *outside* an item on each edge while laying out; `nil` means none.
///
/// Note Apple's argument order: leading, top, trailing, bottom.
public struct EdgeSpacing: Sendable, Hashable {
    /// Space before the item along the horizontal axis (left in a left-to-right layout).
    public var leading: LayoutSpacing?
    /// Space above the item.
    public var top: LayoutSpacing?
    /// Space after the item along the horizontal axis (right in a left-to-right layout).
    public var trailing: LayoutSpacing?
    /// Space below the item.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; every edge defaults to `nil` (no spacing).
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil,
        trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
