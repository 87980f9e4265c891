import Foundation

/// A 2-D affine transform, as `CGAffineTransform` (which Foundation on Linux lacks).
public struct AffineTransform2D: Sendable, Hashable {
    /// The matrix `[a b; c d]` and the translation `(tx, ty)`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// Creates a transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale by `scaleX` horizontally and `y` vertically.
    public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    /// A translation by `translationX` points horizontally and `y` vertically.
    public init(translationX: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }
    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }
}
