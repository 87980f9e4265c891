import Foundation

/// A timing curve: how far an animation has progressed (0 to 1, a spring may overshoot) after a fraction of its
/// duration. Knows nothing of views; the view system's animations and the renderers share it.
public enum TimingCurve: Sendable, Hashable {
    /// A cubic Bézier from (0, 0) to (1, 1), as `CAMediaTimingFunction` describes one.
    case cubicBezier(CubicBezierTimingCurve)
    /// A damped spring that settles within the animation's duration (``SpringTimingCurve``).
    case spring(SpringTimingCurve)

    /// UIKit's `.curveEaseInOut`: Core Animation's `easeInEaseOut`, control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve.cubicBezier(CubicBezierTimingCurve(0.42, 0, 0.58, 1))
    /// UIKit's `.curveEaseIn`: control points (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve.cubicBezier(CubicBezierTimingCurve(0.42, 0, 1, 1))
    /// UIKit's `.curveEaseOut`: control points (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve.cubicBezier(CubicBezierTimingCurve(0, 0, 0.58, 1))
    /// UIKit's `.curveLinear`: control points (0, 0) and (1, 1), progress equals time.
    public static let linear = TimingCurve.cubicBezier(CubicBezierTimingCurve(0, 0, 1, 1))

    /// The progress after `fraction` (0 to 1) of the duration; 0 before the start, exactly 1 at and after the end.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        switch self {
        case .cubicBezier(let curve): return curve.progress(at: fraction)
        case .spring(let spring): return spring.progress(at: fraction)
        }
    }
}

/// A cubic Bézier timing curve through (0, 0), the two control points and (1, 1). The time axis is x, the progress
/// y; for a time x the curve's parameter is found by Newton's method, falling back to bisection.
public struct CubicBezierTimingCurve: Sendable, Hashable {
    /// The first control point (x between 0 and 1).
    public let x1: Double, y1: Double
    /// The second control point (x between 0 and 1).
    public let x2: Double, y2: Double

    /// Creates a curve with control points (`x1`, `y1`) and (`x2`, `y2`); x is clamped to 0…1 so that time never runs
    /// backwards (as `CAMediaTimingFunction` requires).
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1.isNaN ? 0 : x1, 0), 1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = min(max(x2.isNaN ? 1 : x2, 0), 1)
        self.y2 = y2.isFinite ? y2 : 1
    }

    /// The coordinate of a cubic from 0 to 1 with inner control values `p1` and `p2` at parameter `t`.
    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // (1−t)³·0 + 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³·1
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The derivative of ``coordinate(_:_:_:)`` with respect to `t`.
    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The progress (y) at time `x` (0 to 1).
    public func progress(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return x }  // a straight line
        return Self.coordinate(parameter(forTime: x), y1, y2)
    }

    /// The curve parameter whose x is `x`, to within 1e-9.
    private func parameter(forTime x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-9 { return t }
            let derivative = Self.slope(t, x1, x2)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        // Bisection: x(t) rises monotonically from 0 to 1 since both control xs lie in 0…1.
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-9 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}

/// The motion of UIKit's spring animations (`usingSpringWithDamping:initialSpringVelocity:` and
/// `UISpringTimingParameters(dampingRatio:initialVelocity:)`), written down as a damped harmonic oscillator moving
/// from 0 to 1 (semantics AN4).
///
/// With damping ratio ζ and natural frequency ω₀, the displacement x(t) from the start solves
/// x″ + 2ζω₀x′ + ω₀²(x − 1) = 0 with x(0) = 0 and x′(0) = v₀, the initial velocity in fractions of the total
/// distance per second (UIKit's unit: 1 covers the whole distance in one second). ω₀ is chosen so that the
/// envelope of the motion falls to 0.1 % of the distance at the end of the duration, so that the spring settles
/// within the duration as UIKit's do; the last frame is exactly the target.
///
/// - ζ < 1: x = 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - ζ = 1: x = 1 − e^(−ω₀t)·(1 + (ω₀ − v₀)t);
/// - ζ > 1: x = 1 + A·e^(r₁t) + B·e^(r₂t), r₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)), A = (v₀ + r₂)/(r₁ − r₂), B = −1 − A.
public struct SpringTimingCurve: Sendable, Hashable {
    /// The damping ratio, at least ``minimumDampingRatio`` (1: critically damped, below 1: oscillates).
    public let dampingRatio: Double
    /// The initial velocity, in fractions of the distance per second.
    public let initialVelocity: Double
    /// The duration the spring settles within, in seconds.
    public let duration: Double

    /// The smallest damping ratio modelled: a spring without damping would never settle.
    public static let minimumDampingRatio = 0.01
    /// The fraction of the distance the motion's envelope has fallen to at the end of the duration.
    public static let settlingFraction = 0.001

    /// Creates a spring; a NaN or non-positive damping ratio is taken as ``minimumDampingRatio``, a non-finite
    /// velocity as 0, a non-positive or non-finite duration as 1 s (the curve is then a shape only).
    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        self.dampingRatio = dampingRatio.isNaN ? Self.minimumDampingRatio : max(dampingRatio, Self.minimumDampingRatio)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration.isFinite && duration > 0 ? duration : 1
    }

    /// The natural frequency that makes the slowest decaying term fall to ``settlingFraction`` at the end.
    public var naturalFrequency: Double {
        let zeta = dampingRatio
        // The decay rate of the slowest term, per unit of ω₀: ζ when underdamped, ζ − √(ζ² − 1) otherwise.
        let decayPerFrequency = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
        return -log(Self.settlingFraction) / (decayPerFrequency * duration)
    }

    /// The progress after `fraction` of the duration.
    public func progress(at fraction: Double) -> Double {
        guard fraction > 0 else { return 0 }
        guard fraction < 1 else { return 1 }
        let t = fraction * duration
        let omega = naturalFrequency, zeta = dampingRatio, velocity = initialVelocity
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + (zeta * omega - velocity) / damped * sin(damped * t))
        }
        if zeta == 1 {
            return 1 - exp(-omega * t) * (1 + (omega - velocity) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (velocity + r2) / (r1 - r2)
        return 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
    }
}
