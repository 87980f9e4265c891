import Foundation

/// The display scale assumed where none is known: an iPhone's 3 pixels per point (a headless collection view's
/// default, semantics L3). Every module that needs a fallback scale reads it here.
public let defaultDisplayScale: CGFloat = 3

extension CGFloat {
    /// The value rounded to the nearest pixel at `scale`, halves away from zero (UIKit's rounding of frames);
    /// unchanged when `scale` is not positive.
    @inlinable
    public func roundedToPixel(scale: CGFloat) -> CGFloat {
        scale > 0 ? (self * scale).rounded(.toNearestOrAwayFromZero) / scale : self
    }

    /// The value rounded up to a whole pixel at `scale`, so that measured text is never clipped. A value within
    /// 1e-9 pixel above a whole pixel stays on it: sums of measured widths carry floating-point noise.
    @inlinable
    public func ceiledToPixel(scale: CGFloat) -> CGFloat {
        scale > 0 ? (self * scale - 1e-9).rounded(.up) / scale : self
    }
}

extension CGRect {
    /// The rectangle with origin and size each rounded to the nearest pixel at `scale` (halves away from zero).
    @inlinable
    public func roundedToPixels(scale: CGFloat) -> CGRect {
        CGRect(
            x: minX.roundedToPixel(scale: scale), y: minY.roundedToPixel(scale: scale),
            width: width.roundedToPixel(scale: scale), height: height.roundedToPixel(scale: scale))
    }

    /// The rectangle mirrored inside a container of `width` when `direction` is right to left, so that geometry
    /// is worked out once from the leading edge and mirrored, never written twice.
    @inlinable
    public func mirrored(inWidth width: CGFloat, _ direction: LayoutDirection) -> CGRect {
        guard direction == .rightToLeft else { return self }
        return CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
