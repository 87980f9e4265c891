import CollectionGeometry
import Foundation

/// The width or height class of an interface (UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class given.
    case unspecified = 0
    /// A constrained space (an iPhone's width in portrait).
    case compact = 1
    /// An expansive space.
    case regular = 2
}

/// Light or dark appearance (UIKit's raw values).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not given; colours resolve as light.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// The kind of device an interface runs on (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not given.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// A TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst, Mac idiom).
    case mac = 5
    /// Vision Pro.
    case vision = 6
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
    /// Light or dark appearance; `.unspecified` resolves dynamic colours as light.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size the user chose; `.unspecified` gives fonts the default size (`.large`).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The style of the list a view is in (iOS 18); list configurations made by `cell()`, `header()`, `footer()`,
    /// `listCell()`, … adapt to it when updated for a state (semantics LC14).
    public let listEnvironment: UIListEnvironment

    /// A trait collection with the default traits (compact × regular, left to right, scale 3).
    public convenience init() {
        self.init(
            displayScale: defaultDisplayScale, horizontalSizeClass: .compact, verticalSizeClass: .regular,
            layoutDirection: .leftToRight)
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

    /// A trait collection with only the interface style given; the other traits are unspecified, as in UIKit.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified, userInterfaceStyle: userInterfaceStyle)
    }

    /// A trait collection with only the content size category given; the other traits are unspecified, as in UIKit.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// A trait collection with only the idiom given; the other traits are unspecified, as in UIKit.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified, userInterfaceIdiom: userInterfaceIdiom)
    }

    /// A trait collection with only the list environment given; the other traits are unspecified, as in UIKit.
    public convenience init(listEnvironment: UIListEnvironment) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: .unspecified, listEnvironment: listEnvironment)
    }

    /// One collection combining `traitCollections`: for each trait, the last collection that specifies it wins.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified, vertical = UIUserInterfaceSizeClass.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified
        var list = UIListEnvironment.unspecified
        for traits in traitCollections {
            if traits.displayScale > 0 { scale = traits.displayScale }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { category = traits.preferredContentSizeCategory }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
            if traits.listEnvironment != .unspecified { list = traits.listEnvironment }
        }
        self.init(
            displayScale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical, layoutDirection: direction,
            userInterfaceStyle: style, preferredContentSizeCategory: category, userInterfaceIdiom: idiom,
            listEnvironment: list)
    }

    package init(
        displayScale: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass,
        verticalSizeClass: UIUserInterfaceSizeClass, layoutDirection: UITraitEnvironmentLayoutDirection,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified, listEnvironment: UIListEnvironment = .unspecified
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceIdiom = userInterfaceIdiom
        self.listEnvironment = listEnvironment
    }

    /// The traits of a view outside any window and of a default window: an iPhone in portrait, light, `.large`.
    static let standard = UITraitCollection(
        displayScale: defaultDisplayScale, horizontalSizeClass: .compact, verticalSizeClass: .regular,
        layoutDirection: .leftToRight, userInterfaceStyle: .light, preferredContentSizeCategory: .large, userInterfaceIdiom: .phone)

    /// Whether every trait equals `other`'s.
    public func hasSameTraits(as other: UITraitCollection) -> Bool {
        displayScale == other.displayScale && horizontalSizeClass == other.horizontalSizeClass
            && verticalSizeClass == other.verticalSizeClass && layoutDirection == other.layoutDirection
            && userInterfaceStyle == other.userInterfaceStyle
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && userInterfaceIdiom == other.userInterfaceIdiom && listEnvironment == other.listEnvironment
    }

    /// Whether the traits that change colours differ (UIKit's `hasDifferentColorAppearance(comparedTo:)`).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    /// The display scale, or the default scale 3 where it is unspecified (0 or less): what views measure and round at.
    package var resolvedDisplayScale: CGFloat { displayScale > 0 ? displayScale : defaultDisplayScale }

    /// A summary of the four traits.
    public var description: String {
        "<UITraitCollection: displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass), layoutDirection = \(layoutDirection)>"
    }
}

/// The style of the list a view is in (iOS 18's `UIListEnvironment`).
public enum UIListEnvironment: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = 0
    /// Not in a list.
    case none
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
}
