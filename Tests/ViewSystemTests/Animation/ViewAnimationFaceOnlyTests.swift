import Foundation
import Testing
import ViewSystem

/// `UIView.animate` on a test clock: the model changes at once, the presentation follows the curve, completions
/// run when the clock reaches the end (semantics AN1–AN8). Face-only: the test clock and the presentation
/// accessors are the project's. A 50 × 50 view at the origin: centre (25, 25).
@MainActor
@Suite("UIView.animate on the test clock")
struct ViewAnimationFaceOnlyTests {
    func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }

    @Test func modelAtOncePresentationAlongTheCurveCompletionAtTheEnd() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.frame.origin.x = 100 }, completion: { finished.append($0) })
        #expect(view.frame.origin.x == 100)  // the model, at once
        #expect(view.presentationFrame.origin.x == 0)  // 0 %
        clock.advance(by: 0.5)
        // ease in-out at half time is half way (the curve is symmetric): 0 + 100 × 0.5 = 50.
        #expect(abs(view.presentationFrame.origin.x - 50) < 1e-9)
        #expect(abs(view.layer.presentation()!.frame.origin.x - 50) < 1e-9)
        #expect(finished.isEmpty)
        clock.advance(by: 0.5)
        #expect(view.presentationFrame.origin.x == 100)
        #expect(finished == [true])
        #expect(!view.hasRunningAnimations)
    }

    @Test func curvesFromTheOptions() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let linear = square(), easeIn = square()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { linear.alpha = 0 })
        UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn, animations: { easeIn.center.x = 125 })
        clock.advance(by: 0.5)
        // linear: a quarter of the time, a quarter of the way: 1 − 0.25 = 0.75.
        #expect(abs(linear.presentationAlpha - 0.75) < 1e-9)
        clock.advance(by: 0.5)
        // ease-in at half time: 0.315357 of the way (TimingCurveTests): 25 + 100 × 0.315357 = 56.5357.
        #expect(abs(easeIn.presentationCenter.x - 56.5357) < 1e-4)
        clock.runUntilIdle()
        #expect(linear.presentationAlpha == 0)
    }

    @Test func aDelayHoldsTheStartValue() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var done = false
        UIView.animate(
            withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.y = 125 },
            completion: { _ in done = true })
        clock.advance(by: 0.9)
        #expect(view.presentationCenter.y == 25)
        clock.advance(by: 0.6)
        // 0.5 s into the animation, linear: 25 + 100 × 0.5 = 75.
        #expect(abs(view.presentationCenter.y - 75) < 1e-9)
        #expect(!done)
        clock.advance(by: 0.5)
        #expect(done)
    }

    @Test func aNewAnimationOfTheSamePropertyInterruptsAndStartsFromWhatIsShown() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 },
            completion: { log.append("first \($0)") })
        clock.advance(by: 0.5)  // shown at 75
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 25 },
            completion: { log.append("second \($0)") })
        #expect(abs(view.presentationCenter.x - 75) < 1e-9)  // no jump
        clock.advance(by: 0)
        #expect(log == ["first false"])
        clock.advance(by: 0.5)
        // from 75 to 25, half way: 50.
        #expect(abs(view.presentationCenter.x - 50) < 1e-9)
        clock.runUntilIdle()
        #expect(log == ["first false", "second true"])
    }

    @Test func withoutAnimationAndDisabledAnimationsApplyAtOnce() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: {
            UIView.performWithoutAnimation { view.alpha = 0.5 }
            #expect(UIView.areAnimationsEnabled)
        })
        #expect(view.presentationAlpha == 0.5)
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { view.center.x = 100 }, completion: { finished.append($0) })
        UIView.setAnimationsEnabled(true)
        #expect(view.presentationCenter.x == 100)
        clock.advance(by: 0)
        #expect(finished == [true])
    }

    @Test func nestedBlocksInheritTheDurationUnlessTheyOverrideIt() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let a = square(), b = square()
        var log: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 4, animations: { b.alpha = 0 }, completion: { _ in log.append("inner") })
            UIView.animate(
                withDuration: 2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                animations: { a.center.x = 125 }, completion: { _ in log.append("override") })
        }, completion: { _ in log.append("outer") })
        clock.advance(by: 0.5)
        // The inner block inherited 1 s and the linear curve: b's alpha is half way, 0.5.
        #expect(abs(b.presentationAlpha - 0.5) < 1e-9)
        clock.advance(by: 0.5)
        #expect(log == ["outer", "inner"])
        clock.runUntilIdle()
        #expect(log == ["outer", "inner", "override"])
    }

    @Test func aCompletionThatStartsAnotherAnimationRunsItFromItsOwnTime() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var ends: [TimeInterval] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in
            ends.append(clock.now)
            UIView.animate(withDuration: 2, animations: { view.alpha = 1 }, completion: { _ in ends.append(clock.now) })
        })
        clock.runUntilIdle()
        #expect(ends == [1, 3])
        #expect(view.presentationAlpha == 1)
    }

    @Test func negativeNaNAndInfiniteDurationsApplyAtOnce() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var count = 0
        for duration in [-1, .nan, .infinity] as [TimeInterval] {
            UIView.animate(withDuration: duration, animations: { view.center.x += 10 }, completion: { _ in count += 1 })
        }
        #expect(view.presentationCenter.x == 55)
        #expect(!view.hasRunningAnimations)
        clock.advance(by: .nan)
        #expect(count == 3)
    }

    @Test func keyframesRunInTheirWindows() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 125 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 225 }
        })
        #expect(view.center.x == 225)
        clock.advance(by: 0.5)  // a quarter: half of the first keyframe, 25 + 50 = 75
        #expect(abs(view.presentationCenter.x - 75) < 1e-9)
        clock.advance(by: 1)  // three quarters: half of the second, 125 + 50 = 175
        #expect(abs(view.presentationCenter.x - 175) < 1e-9)
        clock.runUntilIdle()
        #expect(view.presentationCenter.x == 225)
    }

    @Test func aCriticallyDampedSpringAtHalfTime() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 125 })
        clock.advance(by: 0.5)
        // 0.859156 of the way (TimingCurveTests): 25 + 100 × 0.859156 = 110.9156.
        #expect(abs(view.presentationCenter.x - 110.9156) < 1e-3)
    }

    @Test func repeatingAnimationsNeverEndUntilRemoved() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 },
            completion: { finished.append($0) })
        clock.runUntilIdle()  // returns: nothing ends by itself
        clock.advance(by: 1.25)
        // 1.25 s: the backward half, a quarter into it: fraction 0.75, alpha 1 − 0.75 = 0.25.
        #expect(abs(view.presentationAlpha - 0.25) < 1e-9)
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        clock.advance(by: 0)
        #expect(finished == [false])
        #expect(view.presentationAlpha == 0)
    }

    @Test func autoreverseEndsOnTheModelValueAfterTwoDurations() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var done = false
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
            completion: { _ in done = true })
        clock.advance(by: 1.5)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)  // half way back
        clock.advance(by: 0.5)
        #expect(done)
        #expect(view.presentationAlpha == 0)  // the model, as UIKit snaps back to it
    }

    @Test func backgroundColourAndTransformInterpolate() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        clock.advance(by: 0.5)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = view.presentationBackgroundColor!.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.5) < 1e-9 && abs(green - 0.25) < 1e-9 && blue == 0 && alpha == 1)
        // scale 1 → 3, half way: 2; the 50-point square shows 100 wide about its centre 25: x = 25 − 50 = −25.
        #expect(abs(view.presentationFrame.minX + 25) < 1e-9)
        #expect(abs(view.presentationFrame.width - 100) < 1e-9)
    }
}
