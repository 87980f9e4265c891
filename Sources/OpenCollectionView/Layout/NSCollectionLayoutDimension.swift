import CompositionalLayout
import Foundation

/// One dimension of an item, group or supplementary: a fraction of the container's width or height, points, or an
/// estimate. Immutable, like Apple's; `copy()` returns the same value.
public final class NSCollectionLayoutDimension: Sendable, CustomStringConvertible {
    let value: LayoutDimension

    init(_ value: LayoutDimension) { self.value = value }

    /// A fraction of the width of the containing group (or, for a section's group, of the section's container).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth(fractionalWidth))
    }

    /// A fraction of the height of the containing group (or, for a section's group, of the section's container).
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight(fractionalHeight))
    }

    /// A length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute(absoluteDimension))
    }

    /// A first guess in points; the actual size is determined when the content is rendered.
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated(estimatedDimension))
    }

    /// Self-sizing, and as long as the longest of its siblings in the same group that are also uniform on this
    /// axis (iOS 17); `estimate` until they are measured. The group must be estimated on this axis.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.uniformAcrossSiblings(estimate: estimate))
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { value.isFractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { value.isFractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { value.isAbsolute }
    /// Whether the dimension is an estimate, sized when the content is rendered (also for
    /// ``uniformAcrossSiblings(estimate:)``, as in UIKit).
    public var isEstimated: Bool { value.isEstimated }
    /// Whether the dimension is ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { value.isUniformAcrossSiblings }
    /// The raw value: a fraction, a length in points or an estimate.
    public var dimension: CGFloat { value.dimension }

    /// The same object: a dimension is immutable.
    public func copy() -> Any { self }

    /// `<NSCollectionLayoutDimension: .kind(value)>`.
    public var description: String {
        switch value {
        case .fractionalWidth(let v): "<NSCollectionLayoutDimension: .fractionalWidth(\(v))>"
        case .fractionalHeight(let v): "<NSCollectionLayoutDimension: .fractionalHeight(\(v))>"
        case .absolute(let v): "<NSCollectionLayoutDimension: .absolute(\(v))>"
        case .estimated(let v): "<NSCollectionLayoutDimension: .estimated(\(v))>"
        case .uniformAcrossSiblings(let v): "<NSCollectionLayoutDimension: .uniformAcrossSiblings(estimate: \(v))>"
        }
    }
}

/// A width and a height, each an ``NSCollectionLayoutDimension``. Immutable.
public final class NSCollectionLayoutSize: Sendable, CustomStringConvertible {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of the given width and height dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    /// The same object: a size is immutable.
    public func copy() -> Any { self }

    /// The layout layer's size.
    func makeDescription() -> LayoutSize {
        LayoutSize(width: widthDimension.value, height: heightDimension.value)
    }

    /// The width and height dimensions, described.
    public var description: String {
        "<NSCollectionLayoutSize: width=\(widthDimension), height=\(heightDimension)>"
    }
}

/// Space between items: exactly a length (`fixed`) or at least a length that grows to share what is left
/// (`flexible`). Immutable.
public final class NSCollectionLayoutSpacing: Sendable, CustomStringConvertible {
    let value: LayoutSpacing

    init(_ value: LayoutSpacing) { self.value = value }

    /// At least `flexibleSpacing` points; leftover space in the group is shared among flexible spacings.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.flexible(flexibleSpacing))
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(.fixed(fixedSpacing))
    }

    /// The length in points: exact when fixed, the minimum when flexible.
    public var spacing: CGFloat { value.spacing }
    /// Whether the spacing is flexible (at least `spacing`, growing with leftover space).
    public var isFlexibleSpacing: Bool { value.isFlexible }
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { value.isFixed }

    /// The same object: a spacing is immutable.
    public func copy() -> Any { self }

    /// `<NSCollectionLayoutSpacing: .fixed(n)>` or `.flexible(n)`.
    public var description: String {
        value.isFixed ? "<NSCollectionLayoutSpacing: .fixed(\(spacing))>" : "<NSCollectionLayoutSpacing: .flexible(\(spacing))>"
    }
}

/// Space required outside an item on each edge while laying out; `nil` means none. Immutable.
///
/// Note Apple's argument order: leading, top, trailing, bottom.
public final class NSCollectionLayoutEdgeSpacing: Sendable, CustomStringConvertible {
    /// Space before the leading edge; `nil` for none.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge; `nil` for none.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge; `nil` for none.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge; `nil` for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing with a spacing (or `nil`) per edge, in Apple's order: leading, top, trailing, bottom.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The same object: an edge spacing is immutable.
    public func copy() -> Any { self }

    /// The layout layer's edge spacing.
    func makeDescription() -> EdgeSpacing {
        EdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }

    /// The four edges' spacings, described.
    public var description: String {
        func show(_ spacing: NSCollectionLayoutSpacing?) -> String { spacing.map(\.description) ?? "nil" }
        return "<NSCollectionLayoutEdgeSpacing: leading=\(show(leading)), top=\(show(top)), "
            + "trailing=\(show(trailing)), bottom=\(show(bottom))>"
    }
}
