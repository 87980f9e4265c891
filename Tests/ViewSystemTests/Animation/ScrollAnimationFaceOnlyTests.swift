import Foundation
import Testing
import ViewSystem

/// Animated content-offset changes step frame by frame on the test clock (semantics AN12). A 300 × 600 scroll view
/// over 3,000 points of content, in a window.
@MainActor
@Suite("Animated scrolling on the test clock")
struct ScrollAnimationFaceOnlyTests {
    final class Listener: UIScrollViewDelegate {
        var scrolls = 0
        var ends = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends += 1 }
    }

    @Test func setContentOffsetAnimatedMovesAlongTheCurveAndEndsOnce() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scrollView.contentSize = CGSize(width: 300, height: 3_000)
        window.addSubview(scrollView)
        let listener = Listener()
        scrollView.delegate = listener
        scrollView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: true)
        #expect(scrollView.contentOffset.y == 0)  // nothing moves before the first frame
        #expect(scrollView.isScrollAnimating)
        clock.advance(by: 0.15)
        // Half of 0.3 s on the symmetric ease in-out: 500. Frames at 1/60 s: 8 or 9 steps before, one at 0.15.
        #expect(abs(scrollView.contentOffset.y - 500) < 1e-6)
        #expect(listener.scrolls >= 9)
        clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 1_000)
        #expect(listener.ends == 1)
        #expect(!scrollView.isScrollAnimating)
    }

    @Test func outsideAWindowOrUnanimatedTheOffsetChangesAtOnce() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scrollView.contentSize = CGSize(width: 300, height: 3_000)
        scrollView.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        #expect(scrollView.contentOffset.y == 400)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        window.addSubview(scrollView)
        scrollView.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)  // cancels the animation
        clock.runUntilIdle()
        #expect(scrollView.contentOffset.y == 100)
    }
}
