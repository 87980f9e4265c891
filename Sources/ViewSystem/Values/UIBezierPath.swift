import Foundation

#if !canImport(CoreGraphics)
    /// A shape as Core Graphics stores it, for the shapes views describe (a layer's `shadowPath`): a rectangle, a
    /// rounded rectangle or an ellipse. Foundation on Linux has no Core Graphics; there are no pixels to fill.
    public final class CGPath: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of shape a path describes.
        public enum Shape: Hashable, Sendable {
            case rect
            case roundedRect(cornerWidth: CGFloat, cornerHeight: CGFloat)
            case ellipse
        }

        /// The smallest rectangle holding the path (the shape's rectangle).
        public let boundingBox: CGRect
        /// The shape inside ``boundingBox``.
        public let shape: Shape

        /// A rectangle (the transform is not supported and must be `nil`).
        public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            boundingBox = rect.standardized
            shape = .rect
        }

        /// A rectangle with rounded corners; radii are limited to half the rectangle's sides, as Core Graphics
        /// requires them to be.
        public init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: UnsafePointer<CGAffineTransform>?
        ) {
            boundingBox = rect.standardized
            shape = .roundedRect(
                cornerWidth: min(max(0, cornerWidth), boundingBox.width / 2),
                cornerHeight: min(max(0, cornerHeight), boundingBox.height / 2))
        }

        /// The ellipse inscribed in `rect`.
        public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
            boundingBox = rect.standardized
            shape = .ellipse
        }

        /// Whether both paths describe the same shape.
        public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
            lhs.boundingBox == rhs.boundingBox && lhs.shape == rhs.shape
        }
        /// Hashes the shape.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(boundingBox.origin.x)
            hasher.combine(boundingBox.origin.y)
            hasher.combine(boundingBox.width)
            hasher.combine(boundingBox.height)
            hasher.combine(shape)
        }
        /// The shape and its rectangle.
        public var description: String { "<CGPath \(shape) \(boundingBox)>" }
    }
#endif

/// A shape for views' layers (UIKit's `UIBezierPath` for the shapes cells use: shadow paths of cards, pills and
/// circles). Its ``cgPath`` is what `CALayer.shadowPath` takes.
open class UIBezierPath {
    /// The Core Graphics path.
    public let cgPath: CGPath

    /// A path of the rectangle.
    public init(rect: CGRect) { cgPath = CGPath(rect: rect, transform: nil) }

    /// A rectangle with corners rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        cgPath = CGPath(roundedRect: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, transform: nil)
    }

    /// The ellipse inscribed in `rect` (a circle in a square).
    public init(ovalIn rect: CGRect) { cgPath = CGPath(ellipseIn: rect, transform: nil) }

    /// The path's bounding rectangle.
    public var bounds: CGRect { cgPath.boundingBox }
}
