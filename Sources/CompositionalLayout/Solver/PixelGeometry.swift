import Foundation

// The solver works in whole device pixels (semantics L3): every resolved length is rounded once, positions
// are sums of integers, and points appear only when a frame leaves the solver. Coordinates here are
// canonical (L1): `x` runs across the scroll axis, `y` along it, reading direction left to right.

/// The largest magnitude a pixel length may take. Values beyond it are clamped so that sums over a
/// million items cannot overflow `Int`, whatever the input.
let pixelMagnitudeLimit = 1 << 31

/// A rectangle in whole pixels, canonical coordinates.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    static let zero = PixelRect(x: 0, y: 0, width: 0, height: 0)

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func offsetBy(dx: Int, dy: Int) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// This rectangle with `insets` taken off, clamped to zero length (semantics L6).
    func inset(by insets: PixelInsets) -> PixelRect {
        let width = max(0, self.width - insets.leading - insets.trailing)
        let height = max(0, self.height - insets.top - insets.bottom)
        return PixelRect(
            x: x + min(insets.leading, self.width), y: y + min(insets.top, self.height), width: width, height: height)
    }

    /// The length along `axis` (`.y` is the scroll axis in canonical space).
    func length(_ axis: CanonicalAxis) -> Int { axis == .x ? width : height }
    func start(_ axis: CanonicalAxis) -> Int { axis == .x ? x : y }
    func end(_ axis: CanonicalAxis) -> Int { axis == .x ? maxX : maxY }

    /// The rectangle with its axes swapped; used to go between canonical and horizontal-scrolling space.
    var transposed: PixelRect { PixelRect(x: y, y: x, width: height, height: width) }
}

/// A size in whole pixels.
struct PixelSize: Hashable, Sendable {
    var width: Int
    var height: Int

    static let zero = PixelSize(width: 0, height: 0)

    func length(_ axis: CanonicalAxis) -> Int { axis == .x ? width : height }
    mutating func setLength(_ value: Int, _ axis: CanonicalAxis) {
        if axis == .x { width = value } else { height = value }
    }
}

/// Insets in whole pixels, canonical (leading is the left edge before mirroring).
struct PixelInsets: Hashable, Sendable {
    var top: Int
    var leading: Int
    var bottom: Int
    var trailing: Int

    static let zero = PixelInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The inset at the start of `axis` (leading for `.x`, top for `.y`).
    func start(_ axis: CanonicalAxis) -> Int { axis == .x ? leading : top }
    /// The inset at the end of `axis`.
    func end(_ axis: CanonicalAxis) -> Int { axis == .x ? trailing : bottom }
    func total(_ axis: CanonicalAxis) -> Int { start(axis) + end(axis) }

    /// Zeroes the insets on the axes that are estimated (semantics L6: insets are ignored there).
    func ignoring(estimatedX: Bool, estimatedY: Bool) -> PixelInsets {
        PixelInsets(
            top: estimatedY ? 0 : top, leading: estimatedX ? 0 : leading,
            bottom: estimatedY ? 0 : bottom, trailing: estimatedX ? 0 : trailing)
    }
}

/// One of the two canonical axes: `x` across the scroll direction, `y` along it.
enum CanonicalAxis: Sendable, Hashable {
    case x
    case y

    var other: CanonicalAxis { self == .x ? .y : .x }
}

/// Converts between points and pixels at one display scale.
struct PixelScale: Sendable, Hashable {
    /// Pixels per point.
    let scale: Double

    init(_ scale: CGFloat) { self.scale = Double(scale) }

    /// Points to the nearest whole pixel, halves away from zero (semantics L3).
    @inline(__always)
    func pixels(_ points: CGFloat) -> Int { Self.rounded(Double(points) * scale) }

    /// Points to pixels without rounding, for positions that are rounded later (anchored supplementaries).
    @inline(__always)
    func exactPixels(_ points: CGFloat) -> Double { Double(points) * scale }

    /// Whether `points` is within the solver's pixel range (``pixelMagnitudeLimit``); a longer length is an
    /// error, never clamped (semantics R3). NaN is not (it is reported as an invalid value before).
    @inline(__always)
    func fits(_ points: CGFloat) -> Bool { abs(Double(points) * scale) <= Double(pixelMagnitudeLimit) }

    /// `points` in whole pixels, or ``LayoutError/Reason/lengthTooLarge(name:value:)`` beyond the range.
    func checkedPixels(
        _ points: CGFloat, name: String, section: Int? = nil, path: String = ""
    ) throws(LayoutError) -> Int {
        guard fits(points) else {
            throw LayoutError(.lengthTooLarge(name: name, value: points), section: section, elementPath: path)
        }
        return pixels(points)
    }

    /// A pixel count to points.
    @inline(__always)
    func points(_ pixels: Int) -> CGFloat { CGFloat(Double(pixels) / scale) }

    /// The nearest whole number, halves away from zero, clamped so later sums cannot overflow.
    @inline(__always)
    static func rounded(_ value: Double) -> Int {
        let limit = Double(pixelMagnitudeLimit)
        guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? pixelMagnitudeLimit : -pixelMagnitudeLimit) }
        return Int(min(max(value.rounded(.toNearestOrAwayFromZero), -limit), limit))
    }
}

/// Shares `leftover` pixels among `count` slots: each share is floored to the pixel and the remainder goes
/// one pixel at a time to the first shares (semantics L4). Works for a negative leftover too.
@inline(__always)
func flexibleShare(_ leftover: Int, slots count: Int, index: Int) -> Int {
    guard count > 0 else { return 0 }
    let (base, remainder) = floorDivision(leftover, count)
    return base + (index < remainder ? 1 : 0)
}

/// Floor division with a non-negative remainder.
@inline(__always)
func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
    var quotient = value / divisor
    var remainder = value % divisor
    if remainder < 0 {
        quotient -= 1
        remainder += divisor
    }
    return (quotient, remainder)
}

