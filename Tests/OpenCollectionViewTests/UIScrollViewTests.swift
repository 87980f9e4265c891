#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
final class ScrollLog: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var rewriteTarget: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(scrollView.contentOffset.y)") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging \(targetContentOffset.pointee.y)")
        if let rewriteTarget { targetContentOffset.pointee = rewriteTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

@MainActor
@Suite("UIScrollView, and UICollectionView as one")
struct UIScrollViewTests {
    @Test func aProgrammaticOffsetIsNotClamped() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        scrollView.contentSize = CGSize(width: 300, height: 1_000)
        scrollView.contentOffset = CGPoint(x: 0, y: -50)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -50))
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: -50))
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 10)  // 500 pt of content
        _ = dataSource
        collectionView.contentOffset = CGPoint(x: 0, y: 2_000)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 2_000))
        #expect(collectionView.visibleCells.isEmpty)
    }

    @Test func adjustedContentInsetFollowsTheBehaviour() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))  // safe area 59 / 34
        let scrollView = UIScrollView(frame: window.bounds)
        window.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scrollView.contentSize = CGSize(width: 393, height: 2_000)  // scrolls vertically
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))  // 10 + 59
        scrollView.contentSize = CGSize(width: 393, height: 100)  // does not scroll: no adjustment
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 69, left: 0, bottom: 34, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    // Face-only: `simulateDrag(to:velocity:)` stands in for a finger.
    #if !canImport(UIKit)
        @Test func aDragCallsTheDelegateInUIKitsOrderAndPages() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
            scrollView.contentSize = CGSize(width: 300, height: 3_000)
            scrollView.isPagingEnabled = true
            let log = ScrollLog()
            scrollView.delegate = log
            // Released at 350 without velocity: the nearest page is 600 (350 / 600 rounds to 1).
            #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 350)) == CGPoint(x: 0, y: 600))
            #expect(log.calls == [
                "willBeginDragging", "didScroll 350.0", "willEndDragging 600.0", "didEndDragging true",
                "willBeginDecelerating", "didScroll 600.0", "didEndDecelerating",
            ])
            log.calls = []
            log.rewriteTarget = CGPoint(x: 0, y: 1_200)
            #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 700)) == CGPoint(x: 0, y: 1_200))
            log.rewriteTarget = nil
            log.calls = []
            scrollView.isPagingEnabled = false
            // Resting exactly where released (no velocity, no paging): no deceleration.
            scrollView.simulateDrag(to: CGPoint(x: 0, y: 800))
            #expect(log.calls == ["willBeginDragging", "didScroll 800.0", "willEndDragging 800.0", "didEndDragging false"])
        }
    #endif

    @Test func aCollectionViewIsAScrollViewWhoseScrollingComesFromTheHeadlessView() {
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 100, height: 600)
        _ = dataSource
        let scrollView: UIScrollView = collectionView
        let log = ScrollLog()
        collectionView.delegate = log
        #expect(scrollView.contentSize == CGSize(width: 428, height: 5_000))  // 100 rows of 50
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(log.calls == ["didScroll 120.0"])
        // Face-only: `simulateDrag(to:velocity:)` stands in for a finger.
        #if !canImport(UIKit)
            collectionView.isPagingEnabled = true
            // The headless view pages: released at 350 with no velocity, the nearest page is 600.
            #expect(collectionView.simulateDrag(to: CGPoint(x: 0, y: 350)) == CGPoint(x: 0, y: 600))
            #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 12, section: 0))  // 600 / 50
        #endif
    }
}
