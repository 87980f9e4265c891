import CollectionGeometry
import Foundation

/// The view properties UIKit animates, each kept as a vector of numbers so that one interpolation serves all.
enum AnimatableProperty: UInt8, CaseIterable, Sendable {
    case center, bounds, transform, alpha, backgroundColor
}

/// An animatable property's value as numbers: a centre (x, y), bounds (x, y, width, height), a transform
/// (a, b, c, d, tx, ty), an alpha, or a colour (red, green, blue, alpha; `nil` is clear black).
typealias AnimatableValue = SIMD8<Double>

extension AnimatableValue {
    init(point: CGPoint) { self.init(Double(point.x), Double(point.y), 0, 0, 0, 0, 0, 0) }
    init(rect: CGRect) {
        self.init(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height), 0, 0, 0, 0)
    }
    init(transform t: CGAffineTransform) {
        self.init(Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty), 0, 0)
    }
    init(scalar: CGFloat) { self.init(Double(scalar), 0, 0, 0, 0, 0, 0, 0) }
    init(color: CGColor?) {
        let c = color?.components ?? [0, 0, 0, 0]
        if c.count == 2 {
            self.init(Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1]), 0, 0, 0, 0)
        } else if c.count >= 4 {
            self.init(Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]), 0, 0, 0, 0)
        } else {
            self.init()
        }
    }

    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }
    var transform: CGAffineTransform {
        CGAffineTransform(a: self[0], b: self[1], c: self[2], d: self[3], tx: self[4], ty: self[5])
    }
    var scalar: CGFloat { CGFloat(self[0]) }
    var color: UIColor { UIColor(red: self[0], green: self[1], blue: self[2], alpha: self[3]) }

    /// The value a fraction `progress` of the way from `self` to `other` (beyond 1 for a spring's overshoot).
    /// Transforms interpolate component by component (semantics AN3).
    func interpolated(to other: AnimatableValue, progress: Double) -> AnimatableValue {
        self + (other - self) * progress
    }
}

extension UIView {
    /// The model value of `property`, as numbers.
    func modelValue(of property: AnimatableProperty) -> AnimatableValue {
        switch property {
        case .center: return AnimatableValue(point: center)
        case .bounds: return AnimatableValue(rect: bounds)
        case .transform: return AnimatableValue(transform: transform)
        case .alpha: return AnimatableValue(scalar: alpha)
        case .backgroundColor: return AnimatableValue(color: layer.backgroundColor)
        }
    }
}
