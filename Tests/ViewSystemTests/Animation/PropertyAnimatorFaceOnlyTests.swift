import Foundation
import Testing
import ViewSystem

/// `UIViewPropertyAnimator`'s state machine, scrubbing, reversing, stopping and finishing; `CATransaction`'s
/// completion; transitions (semantics AN8–AN10). A 50 × 50 view at the origin: centre (25, 25), moved to 125.
@MainActor
@Suite("UIViewPropertyAnimator, CATransaction and transitions on the test clock")
struct PropertyAnimatorFaceOnlyTests {
    func square() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }

    @Test func startRunsToTheEndThroughTheStates() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive)
        #expect(view.center.x == 25)  // nothing runs before the start
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 125)
        clock.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(abs(view.presentationCenter.x - 50) < 1e-9)  // 25 + 100 × 0.25
        clock.advance(by: 0.75)
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(positions == [.end])
    }

    @Test func pauseScrubResumeAndReverse() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 125 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.fractionComplete = 0.5
        clock.advance(by: 10)  // paused: time does not move it
        #expect(abs(view.presentationCenter.x - 75) < 1e-9)
        animator.isReversed = true
        animator.startAnimation()
        clock.advance(by: 0.5)
        // Backwards from 0.5 for a quarter of the 2 s duration: fraction 0.25, centre 25 + 100 × 0.25 = 50.
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        #expect(abs(view.presentationCenter.x - 50) < 1e-9)
        clock.runUntilIdle()
        #expect(positions == [.start])
        #expect(view.center.x == 25)  // the model goes back to the start value
    }

    @Test func stopWithoutFinishingKeepsTheShownValuesAndRunsNoCompletion() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 125 })
        var ran = false
        animator.addCompletion { _ in ran = true }
        clock.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(view.center.x - 75) < 1e-9)
        #expect(!view.hasRunningAnimations)
        clock.runUntilIdle()
        #expect(!ran)
    }

    @Test func stopThenFinishAtEachPosition() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        for (position, expected) in [(UIViewAnimatingPosition.end, 125.0), (.start, 25), (.current, 75)] {
            let view = square()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
            var finishedAt: [UIViewAnimatingPosition] = []
            animator.addCompletion { finishedAt.append($0) }
            animator.startAnimation()
            clock.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(abs(view.center.x - expected) < 1e-9)
            #expect(finishedAt == [position])
        }
    }

    @Test func addAnimationsWhileRunningAnimateOverTheRest() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 125 }
        animator.startAnimation()
        clock.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.presentationAlpha == 1)
        clock.advance(by: 0.25)
        // Alpha runs over the progress window 0.5…1: at 0.75, half way, 0.5.
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        clock.runUntilIdle()
        #expect(view.alpha == 0)
    }

    @Test func springAnimatorEndsOnTarget() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { view.center.x = 125 }
        animator.startAnimation(afterDelay: 0.5)
        clock.advance(by: 0.5)
        #expect(view.presentationCenter.x == 25)  // the delay
        clock.advance(by: 0.5)
        // Critically damped at half time: 0.859156 of the way, 25 + 85.9156 = 110.9156.
        #expect(abs(view.presentationCenter.x - 110.9156) < 1e-3)
        clock.runUntilIdle()
        #expect(view.presentationCenter.x == 125)
    }

    @Test func transactionCompletionWaitsForEveryAnimation() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let view = square()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("transaction at \(clock.now)") }
        #expect(CATransaction.animationDuration() == 0.25)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in log.append("short") })
        UIView.animate(withDuration: 2, animations: { view.center.x = 0 }, completion: { _ in log.append("long") })
        CATransaction.commit()
        clock.runUntilIdle()
        #expect(log == ["short", "long", "transaction at 2.0"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty") }
        CATransaction.commit()
        clock.advance(by: 0)
        #expect(log.last == "empty")
    }

    @Test func transitionsChangeAtOnceAndCompleteAfterTheDuration() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let container = square(), from = square(), to = square(), other = square()
        container.addSubview(from)
        container.addSubview(other)
        var done: [Bool] = []
        UIView.transition(
            with: container, duration: 0.5, options: .transitionCrossDissolve,
            animations: { other.alpha = 0.5 }, completion: { done.append($0) })
        #expect(other.presentationAlpha == 0.5)  // at once: no animated content
        #expect(container.hasRunningAnimations)
        UIView.transition(from: from, to: to, duration: 0.5, options: []) { done.append($0) }
        #expect(container.subviews.first === to && from.superview == nil)
        clock.advance(by: 0.5)
        #expect(done == [true, true])
        #expect(!container.hasRunningAnimations)
    }
}
