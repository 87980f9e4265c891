import CompositionalLayout
import Foundation

/// The width or height class of an interface (UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0
    case compact = 1
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
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The traits a layout depends on: display scale, size classes and layout direction. Immutable, like UIKit's.
///
/// A minimal `UITraitCollection`: the traits the compositional layout reads. A default collection describes a
/// compact-width, regular-height, left-to-right interface at scale 3 (a current iPhone in portrait).
public final class UITraitCollection: Sendable, CustomStringConvertible {
    /// Pixels per point.
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A trait collection with the default traits (compact × regular, left to right, scale 3).
    public convenience init() {
        self.init(LayoutTraits())
    }

    /// A trait collection with only the display scale given (UIKit's `init(displayScale:)`).
    public convenience init(displayScale: CGFloat) {
        self.init(LayoutTraits(displayScale: displayScale))
    }

    /// A trait collection with only the horizontal size class given.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(LayoutTraits(horizontalSizeClass: horizontalSizeClass.sizeClass))
    }

    /// A trait collection with only the vertical size class given.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(LayoutTraits(verticalSizeClass: verticalSizeClass.sizeClass))
    }

    /// A trait collection with only the layout direction given.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(LayoutTraits(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
    }

    init(_ traits: LayoutTraits) {
        displayScale = traits.displayScale
        horizontalSizeClass = UIUserInterfaceSizeClass(traits.horizontalSizeClass)
        verticalSizeClass = UIUserInterfaceSizeClass(traits.verticalSizeClass)
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout layer's traits.
    var layoutTraits: LayoutTraits {
        LayoutTraits(
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: displayScale,
            horizontalSizeClass: horizontalSizeClass.sizeClass,
            verticalSizeClass: verticalSizeClass.sizeClass
        )
    }

    public var description: String {
        "<UITraitCollection: displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass), layoutDirection = \(layoutDirection)>"
    }
}
