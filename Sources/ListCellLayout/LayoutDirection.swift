import Foundation

/// The reading direction a cell is laid out in: leading is left in `leftToRight`, right in `rightToLeft`.
public enum CellLayoutDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

extension CGRect {
    /// The rectangle mirrored inside a container of `width` when `direction` is right to left: geometry is worked
    /// out once from the leading edge and mirrored, never written twice.
    func mirrored(inWidth width: CGFloat, _ direction: CellLayoutDirection) -> CGRect {
        guard direction == .rightToLeft else { return self }
        return CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }

    /// The rectangle with origin and size rounded to the nearest pixel at `scale` (halves away from zero).
    func roundedToPixels(scale: CGFloat) -> CGRect {
        CGRect(
            x: minX.roundedToPixel(scale), y: minY.roundedToPixel(scale),
            width: width.roundedToPixel(scale), height: height.roundedToPixel(scale))
    }
}

extension CGFloat {
    /// The value rounded to the nearest pixel at `scale` (no rounding when `scale` is not positive).
    func roundedToPixel(_ scale: CGFloat) -> CGFloat {
        scale > 0 ? (self * scale).rounded(.toNearestOrAwayFromZero) / scale : self
    }

    /// The value rounded up to a whole pixel at `scale`, so that text is never clipped.
    func ceiledToPixel(_ scale: CGFloat) -> CGFloat {
        scale > 0 ? (self * scale - 1e-9).rounded(.up) / scale : self
    }
}
