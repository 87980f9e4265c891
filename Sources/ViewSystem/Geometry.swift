import CollectionGeometry
import Foundation

// MARK: - Directional geometry (UIGeometry.h, NSCollectionLayout headers)

/// Edge insets that name their horizontal edges by reading direction (`top`, `leading`, `bottom`, `trailing`).
///
/// The same type as the layout layer's: `init(top:leading:bottom:trailing:)`, `init()` and `.zero` are Apple's.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// A set of rectangle edges named by reading direction (`.top`, `.leading`, `.bottom`, `.trailing`, `.all`), with
/// Apple's raw values (1, 2, 4, 8).
public typealias NSDirectionalRectEdge = DirectionalRectEdge

/// Insets in physical directions (`top`, `left`, `bottom`, `right`).
public typealias UIEdgeInsets = EdgeInsets

#if !canImport(CoreGraphics)
    /// A 2-D affine transform. Foundation on Linux has none; this is the layout layer's, with Apple's field names
    /// (`a`, `b`, `c`, `d`, `tx`, `ty`), `.identity`, `init(scaleX:y:)`, `init(translationX:y:)` and `isIdentity`.
    public typealias CGAffineTransform = AffineTransform2D
#endif

/// The reading direction of the user interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left-to-right text and layout.
    case leftToRight = 0
    /// Right-to-left text and layout.
    case rightToLeft = 1

    package init(_ direction: LayoutDirection) {
        self = direction == .leftToRight ? .leftToRight : .rightToLeft
    }

    package var layoutDirection: LayoutDirection { self == .leftToRight ? .leftToRight : .rightToLeft }
}

// MARK: - IndexPath

// `IndexPath(item:section:)`, `item`, `row` and `section` come from CollectionIndexPath.
@_exported import CollectionIndexPath

#if !canImport(UIKit)
    extension CGRect {
        /// The rectangle with each edge moved inwards by `insets` (UIKit's `inset(by:)`).
        public func inset(by insets: UIEdgeInsets) -> CGRect {
            CGRect(
                x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
                height: height - insets.top - insets.bottom)
        }
    }
#endif
