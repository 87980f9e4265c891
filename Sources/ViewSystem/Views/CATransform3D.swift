import Foundation

/// Core Animation's 4 × 4 transform, as layouts set it on `UICollectionViewLayoutAttributes.transform3D` and views
/// on `layer.transform`. Core Animation's convention: a point is a row vector multiplied on the left (`p · M`), so the
/// translation is in `m41`, `m42`, `m43` and perspective in `m34` (`-1 / distance`).
public struct CATransform3D: Sendable, Hashable {
    /// The first row: where the x axis goes (`m14` adds x to the perspective divisor).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: where the y axis goes.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: where the z axis goes (`m34` is the perspective, `−1 / distance`).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and the divisor's constant.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The transform with the given elements, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// All zeros, as Core Animation's `init()` (the identity is ``CATransform3DIdentity``).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0, m31: 0, m32: 0, m33: 0, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The rows as arrays, for the products below.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2],
            m24: r[1][3], m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1],
            m43: r[3][2], m44: r[3][3])
    }

    /// The point `(x, y, 0)` transformed and projected (divided by its `w`), or `nil` behind the eye (`w <= 0`).
    package func project(_ point: CGPoint) -> CGPoint? {
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m41) / w, y: (point.x * m12 + point.y * m22 + m42) / w)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
    m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether `a` and `b` are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`; the identity for a zero axis. About `(0, 0, 1)` it is
/// the affine rotation by `angle` (positive turns from x towards y: clockwise on screen).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let (c, s) = (cos(angle), sin(angle))
    let k = 1 - c
    return CATransform3D(
        m11: c + ux * ux * k, m12: ux * uy * k + uz * s, m13: ux * uz * k - uy * s, m14: 0,
        m21: uy * ux * k - uz * s, m22: c + uy * uy * k, m23: uy * uz * k + ux * s, m24: 0,
        m31: uz * ux * k + uy * s, m32: uz * uy * k - ux * s, m33: c + uz * uz * k, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the product `a · b` (written out: layouts call it per element on every scroll step).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    /// Row `(x, y, z, w)` of `a` times `b`.
    func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (
            x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41, x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
            x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43, x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44
        )
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(
        m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3, m31: r3.0,
        m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// A translation, then `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale, then `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation, then `t`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`, or `t` itself when it has none (as Core Animation answers).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I]; a pivot negligible beside the matrix's largest
    // element (rounding, not a value) means no inverse.
    var m = t.rows.enumerated().map { index, row in row + (0..<4).map { $0 == index ? CGFloat(1) : 0 } }
    let negligible = (t.rows.joined().map(abs).max() ?? 0) * 1e-14
    for column in 0..<4 {
        guard let pivot = (column..<4).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
            abs(m[pivot][column]) > negligible
        else { return t }
        m.swapAt(column, pivot)
        let scale = m[column][column]
        m[column] = m[column].map { $0 / scale }
        for row in 0..<4 where row != column {
            let factor = m[row][column]
            m[row] = zip(m[row], m[column]).map { $0 - factor * $1 }
        }
    }
    return CATransform3D(rows: m.map { Array($0[4...]) })
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// Whether `t` has no 3D part: it maps the plane to itself without perspective.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (exact when ``CATransform3DIsAffine(_:)``).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
