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

    public var isFractionalWidth: Bool { value.isFractionalWidth }
    public var isFractionalHeight: Bool { value.isFractionalHeight }
    public var isAbsolute: Bool { value.isAbsolute }
    public var isEstimated: Bool { value.isEstimated }
    /// The raw value: a fraction, a length in points or an estimate.
    public var dimension: CGFloat { value.dimension }

    public func copy() -> Any { self }

    public var description: String {
        switch value {
        case .fractionalWidth(let v): "<NSCollectionLayoutDimension: .fractionalWidth(\(v))>"
        case .fractionalHeight(let v): "<NSCollectionLayoutDimension: .fractionalHeight(\(v))>"
        case .absolute(let v): "<NSCollectionLayoutDimension: .absolute(\(v))>"
        case .estimated(let v): "<NSCollectionLayoutDimension: .estimated(\(v))>"
        }
    }
}

/// A width and a height, each an ``NSCollectionLayoutDimension``. Immutable.
public final class NSCollectionLayoutSize: Sendable, CustomStringConvertible {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        self.widthDimension = width
        self.heightDimension = height
    }

    public func copy() -> Any { self }

    /// The layout layer's size.
    func makeDescription() -> LayoutSize {
        LayoutSize(width: widthDimension.value, height: heightDimension.value)
    }

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

    public var spacing: CGFloat { value.spacing }
    public var isFlexibleSpacing: Bool { value.isFlexible }
    public var isFixedSpacing: Bool { value.isFixed }

    public func copy() -> Any { self }

    public var description: String {
        value.isFixed ? "<NSCollectionLayoutSpacing: .fixed(\(spacing))>" : "<NSCollectionLayoutSpacing: .flexible(\(spacing))>"
    }
}

/// Space required outside an item on each edge while laying out; `nil` means none. Immutable.
///
/// Note Apple's argument order: leading, top, trailing, bottom.
public final class NSCollectionLayoutEdgeSpacing: Sendable, CustomStringConvertible {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
        trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public func copy() -> Any { self }

    /// The layout layer's edge spacing.
    func makeDescription() -> EdgeSpacing {
        EdgeSpacing(leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
    }

    public var description: String {
        func show(_ spacing: NSCollectionLayoutSpacing?) -> String { spacing.map(\.description) ?? "nil" }
        return "<NSCollectionLayoutEdgeSpacing: leading=\(show(leading)), top=\(show(top)), "
            + "trailing=\(show(trailing)), bottom=\(show(bottom))>"
    }
}
