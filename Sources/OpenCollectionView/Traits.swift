import CompositionalLayout
import Foundation

/// The width or height class of an interface (UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class given.
    case unspecified = 0
    /// A constrained space (an iPhone's width in portrait).
    case compact = 1
    /// An expansive space.
    case regular = 2

    init(_ sizeClass: SizeClass) {
        switch sizeClass {
        case .unspecified: self = .unspecified
        case .compact: self = .compact
        case .regular: self = .regular
        }
    }

    var sizeClass: SizeClass {
        switch self {
        case .unspecified: .unspecified
        case .compact: .compact
        case .regular: .regular
        }
    }
}

/// The layout direction of a trait environment (UIKit's raw values; `unspecified` is −1).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// No layout direction given; the layout uses left to right.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left; the layout layer mirrors the layout.
    case rightToLeft = 1
}

/// The traits a layout depends on: display scale, size classes and layout direction. Immutable, like UIKit's.
///
/// A minimal `UITraitCollection`: the traits the compositional layout reads. A default collection describes a
/// compact-width, regular-height, left-to-right interface at scale 3 (a current iPhone in portrait).
public final class UITraitCollection: Sendable, CustomStringConvertible {
    /// Pixels per point.
    public let displayScale: CGFloat
    /// The width class of the interface.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class of the interface.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The reading direction of the interface.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection with the default traits (compact × regular, left to right, scale 3).
    public convenience init() {
        self.init(LayoutTraits())
    }

    // The single-trait initialisers leave the other traits unspecified, as UIKit's do: size classes and layout
    // direction `.unspecified`, display scale 0. A collection view given such a collection lays out with the
    // defaults for what is unspecified where the layout needs a value: scale 3, left to right (see `layoutTraits`);
    // unspecified size classes are passed on as unspecified.

    /// A trait collection with only the display scale given; the other traits are unspecified (size classes and
    /// layout direction `.unspecified`), as in UIKit.
    public convenience init(displayScale: CGFloat) {
        self.init(
            displayScale: displayScale, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified)
    }

    /// A trait collection with only the horizontal size class given; the other traits are unspecified (vertical
    /// size class and layout direction `.unspecified`, display scale 0), as in UIKit.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified)
    }

    /// A trait collection with only the vertical size class given; the other traits are unspecified (horizontal
    /// size class and layout direction `.unspecified`, display scale 0), as in UIKit.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass,
            layoutDirection: .unspecified)
    }

    /// A trait collection with only the layout direction given; the other traits are unspecified (size classes
    /// `.unspecified`, display scale 0), as in UIKit.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: layoutDirection)
    }

    init(
        displayScale: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass, layoutDirection: UITraitEnvironmentLayoutDirection
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
    }

    convenience init(_ traits: LayoutTraits) {
        self.init(
            displayScale: traits.displayScale,
            horizontalSizeClass: UIUserInterfaceSizeClass(traits.horizontalSizeClass),
            verticalSizeClass: UIUserInterfaceSizeClass(traits.verticalSizeClass),
            layoutDirection: traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// The layout layer's traits. An unspecified display scale (0 or less) becomes the default scale 3 and an
    /// unspecified layout direction left to right; size classes pass through, unspecified or not.
    var layoutTraits: LayoutTraits {
        LayoutTraits(
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: displayScale > 0 ? displayScale : LayoutTraits().displayScale,
            horizontalSizeClass: horizontalSizeClass.sizeClass,
            verticalSizeClass: verticalSizeClass.sizeClass
        )
    }
    /// A summary of the four traits.
    public var description: String {
        "<UITraitCollection: displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass), layoutDirection = \(layoutDirection)>"
    }
}
