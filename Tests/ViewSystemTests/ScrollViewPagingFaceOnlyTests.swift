import Testing
import ViewSystem

/// A paging scroll view rests one page from where it was released, in the fling's direction (semantics H5, one
/// rule with the collection view's). Face-only: a drag is simulated with `simulateDrag(to:velocity:)`, which UIKit
/// does not have. Pages of 300 × 600 points, content 3,000 high: boundaries at 0, 600, 1,200, …
@MainActor
@Suite("UIScrollView paging with velocities")
struct ScrollViewPagingFaceOnlyTests {
    func pagingScrollView() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scrollView.contentSize = CGSize(width: 300, height: 3_000)
        scrollView.isPagingEnabled = true
        return scrollView
    }

    @Test func aFastFlingTurnsOnePageNotMany() {
        let scrollView = pagingScrollView()
        // Released at 100 at 8 pt/ms: the projection (8 × 0.99 / 0.01 = 792 points on) would pass two boundaries;
        // the page turns once, to 600.
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 8)) == CGPoint(x: 0, y: 600))
        // From 600 (a boundary) flung back at 3 pt/ms: one page back, to 0.
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 650), velocity: CGPoint(x: 0, y: -3)) == CGPoint(x: 0, y: 600))
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 550), velocity: CGPoint(x: 0, y: -3)) == CGPoint(x: 0, y: 0))
    }

    @Test func aSlowReleaseRestsOnTheNearestPageAndTheLastPageIsTheContentsEnd() {
        let scrollView = pagingScrollView()
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 1_000), velocity: CGPoint(x: 0, y: 0.1)) == CGPoint(x: 0, y: 1_200))
        // Past the last page (3,000 − 600 = 2,400 is the largest offset): clamped.
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 2_300), velocity: CGPoint(x: 0, y: 5)) == CGPoint(x: 0, y: 2_400))
    }
}
