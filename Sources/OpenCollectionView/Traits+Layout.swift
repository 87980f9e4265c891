import CompositionalLayout
import Foundation
import ViewSystem

// The view system's traits translated to and from the layout layer's (semantics V5): the collection face hands a
// layout the traits of the collection view it lays out.

extension UIUserInterfaceSizeClass {
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

extension UITraitCollection {
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
            displayScale: resolvedDisplayScale,
            horizontalSizeClass: horizontalSizeClass.sizeClass,
            verticalSizeClass: verticalSizeClass.sizeClass
        )
    }
}
