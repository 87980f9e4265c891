import CollectionGeometry
import Foundation
import Testing

/// UIKit's curves as cubic Béziers and the spring model (semantics AN3, AN4).
@Suite("Timing curves")
struct TimingCurveTests {
    @Test func endsAreExactAndLinearIsTime() {
        for curve in [TimingCurve.easeInOut, .easeIn, .easeOut, .linear] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0)
            #expect(curve.progress(at: .nan) == 0)
        }
        #expect(TimingCurve.linear.progress(at: 0.25) == 0.25)
    }

    @Test func easeInOutIsSymmetricAboutTheMiddle() {
        // Control points (0.42, 0) and (0.58, 1) are point-symmetric about (0.5, 0.5): x(0.5) = 3·¼·½·0.42 +
        // 3·½·¼·0.58 + ⅛ = 0.5 and y(0.5) = 3·½·¼·1 + ⅛ = 0.5.
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        // Symmetry: p(1 − x) = 1 − p(x).
        let quarter = TimingCurve.easeInOut.progress(at: 0.25)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.75) - (1 - quarter)) < 1e-9)
    }

    @Test func easeInAndEaseOutAtHalfTime() {
        // easeIn, x(t) = 3(1−t)²t·0.42 + 3(1−t)t² + t³ = 0.5 at t = 0.374253; y = 3(1−t)t² + t³ = 0.315357.
        #expect(abs(TimingCurve.easeIn.progress(at: 0.5) - 0.315357) < 1e-6)
        // easeOut is easeIn turned about the centre: 1 − 0.315357 = 0.684643.
        #expect(abs(TimingCurve.easeOut.progress(at: 0.5) - 0.684643) < 1e-6)
    }

    @Test func criticallyDampedSpringAtHalfTime() {
        // ζ = 1, T = 1 s: ω₀ = ln 1000 / 1 = 6.907755. At t = 0.5: ω₀t = 3.453878, e^(−3.453878) = 1/√1000 =
        // 0.0316228; x = 1 − 0.0316228 · (1 + 3.453878) = 1 − 0.140844 = 0.859156.
        let spring = SpringTimingCurve(dampingRatio: 1, initialVelocity: 0, duration: 1)
        #expect(abs(spring.naturalFrequency - 6.907755) < 1e-6)
        #expect(abs(spring.progress(at: 0.5) - 0.859156) < 1e-6)
    }

    @Test func underdampedSpringOvershootsAndEndsOnTarget() {
        let spring = SpringTimingCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let samples = (1..<100).map { spring.progress(at: Double($0) / 100) }
        #expect(samples.max()! > 1)
        #expect(spring.progress(at: 1) == 1)
        // The envelope has fallen to 0.1 % at the end: |x − 1| ≤ 0.001·(1 + ζω₀/ω_d) just before it.
        #expect(abs(spring.progress(at: 0.999) - 1) < 0.01)
    }

    @Test func velocityStartsTheSpringFaster() {
        let still = SpringTimingCurve(dampingRatio: 1, initialVelocity: 0, duration: 1)
        let thrown = SpringTimingCurve(dampingRatio: 1, initialVelocity: 5, duration: 1)
        #expect(thrown.progress(at: 0.05) > still.progress(at: 0.05))
    }

    @Test func hostileSpringParametersStayFinite() {
        for spring in [
            SpringTimingCurve(dampingRatio: .nan, initialVelocity: .infinity, duration: -1),
            SpringTimingCurve(dampingRatio: 0, initialVelocity: 0, duration: 0),
            SpringTimingCurve(dampingRatio: 40, initialVelocity: -3, duration: 2),
        ] {
            for step in 0...20 { #expect(spring.progress(at: Double(step) / 20).isFinite) }
        }
    }
}
