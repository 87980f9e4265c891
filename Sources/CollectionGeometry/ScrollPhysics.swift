import Foundation

/// UIScrollView's deceleration rates: the fraction of velocity kept after each millisecond.
public enum DecelerationRate {
    /// UIKit's `.normal` rate, 0.998.
    public static let normal: CGFloat = 0.998
    /// UIKit's `.fast` rate, 0.99 (paging scroll views decelerate at it).
    public static let fast: CGFloat = 0.99
}

/// A fling as UIScrollView models it: the velocity is multiplied by `rate` every millisecond.
///
/// After n ms the velocity is `v·rateⁿ` and the distance travelled `v·rate·(1 − rateⁿ)/(1 − rate)`; the
/// scroll comes to rest `v·rate/(1 − rate)` from its start (Apple's "project" formula, semantics H5).
public struct DecelerationSimulation: Sendable, Hashable {
    /// The offset at which the fling starts.
    public var startOffset: CGFloat
    /// Points per millisecond, positive towards larger offsets.
    public var velocity: CGFloat
    /// The fraction of velocity kept after each millisecond (a ``DecelerationRate``).
    public var rate: CGFloat

    /// Creates a fling from `startOffset` with `velocity` (points per millisecond) decaying at `rate`.
    public init(startOffset: CGFloat, velocity: CGFloat, rate: CGFloat) {
        self.startOffset = startOffset
        self.velocity = velocity
        self.rate = rate
    }

    /// How far the fling travels before it stops, `velocity·rate/(1 − rate)`; zero unless `rate` is between 0 and 1.
    public var projectedDistance: CGFloat { rate < 1 && rate > 0 ? velocity * rate / (1 - rate) : 0 }
    /// Where the fling would stop without clamping or snapping.
    public var projectedOffset: CGFloat { startOffset + projectedDistance }

    /// The offset `time` milliseconds after the start (the start offset unless `rate` is between 0 and 1).
    public func offset(atMilliseconds time: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return startOffset }
        return startOffset + velocity * rate * (1 - pow(rate, time)) / (1 - rate)
    }

    /// The velocity `time` milliseconds after the start, `velocity·rateᵗ`.
    public func velocity(atMilliseconds time: CGFloat) -> CGFloat { velocity * pow(rate, time) }

    /// Milliseconds until the speed falls below `threshold` points per millisecond.
    public func duration(threshold: CGFloat = 0.01) -> CGFloat {
        let speed = abs(velocity)
        guard speed > threshold, rate > 0, rate < 1 else { return 0 }
        return ceil(log(threshold / speed) / log(rate))
    }
}

/// Where a paging scroll view comes to rest along one axis (semantics H5): one page in the direction of a fling
/// faster than ``flingThreshold``, the nearest page otherwise. A fling never skips pages, however fast, as on iOS.
public enum Paging {
    /// The speed, in points per millisecond, above which a release turns the page.
    public static let flingThreshold: CGFloat = 0.2

    /// The page boundary a release at `offset` with `velocity` (points per millisecond) rests on, for pages of
    /// `pageLength` points; `offset` itself when `pageLength` is not positive. A NaN velocity counts as none.
    public static func restingOffset(from offset: CGFloat, velocity: CGFloat, pageLength: CGFloat) -> CGFloat {
        guard pageLength > 0, offset.isFinite else { return offset }
        let position = offset / pageLength
        if velocity > flingThreshold { return (position.rounded(.down) + 1) * pageLength }
        if velocity < -flingThreshold { return (position.rounded(.up) - 1) * pageLength }
        return position.rounded() * pageLength
    }
}
