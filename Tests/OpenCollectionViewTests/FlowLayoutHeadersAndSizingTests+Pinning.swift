#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// Pinned footers, and pinned headers scrolling sideways, left to right and right to left (semantics F5, F6).
extension FlowLayoutHeadersAndSizingTests {
    /// `headerLayout()` with pinned footers in a 340 × 200 view: section 0 is header 0…40, lines 50…220, footer
    /// 230…260; section 1 header 260…300, lines 310…480, footer 490…520. A pinned footer rides the bottom of the
    /// visible bounds (offset + 200 − 30) between its section's header end and its own place: at offset 0 footer 0 is
    /// at 170 and footer 1 at 260 + 40 = 300; at 100 footer 0 is home (230 < 270), footer 1 still at 300; at 200
    /// footer 1 is at 370; at 320 (the end) home at 490. It draws above the cells; headers do not move.
    @Test func pinnedFootersRideTheVisibleBottom() {
        let layout = Self.headerLayout()
        layout.sectionFootersPinToVisibleBounds = true
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<5), Array(5..<10)], width: 340, height: 200)
        _ = dataSource
        #expect(footer(view, 0) == CGRect(x: 0, y: 170, width: 340, height: 30))
        #expect(footer(view, 1) == CGRect(x: 0, y: 300, width: 340, height: 30))
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(footer(view, 0) == CGRect(x: 0, y: 230, width: 340, height: 30))
        #expect(footer(view, 1) == CGRect(x: 0, y: 300, width: 340, height: 30))
        #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 340, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(footer(view, 1) == CGRect(x: 0, y: 370, width: 340, height: 30))
        let pinned = view.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))
        #expect(pinned?.frame == CGRect(x: 0, y: 370, width: 340, height: 30))
        #expect(
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.zIndex == 1_000_000_000)
        view.contentOffset = CGPoint(x: 0, y: 320)
        #expect(footer(view, 1) == CGRect(x: 0, y: 490, width: 340, height: 30))
    }

    /// Scrolling sideways, a header is its reference width (40) wide and as high as the view. 100 × 200 items with no
    /// spacing in 320 × 200: one a column; section 0 is header 0…40, items 40…340; section 1 header 340…380, items
    /// 380…680. Pinned headers ride the leading edge of the visible bounds: at offset 100 header 0 is at 100; at 310
    /// it stops at 340 − 40 = 300 (header 1 home at 340); at 360 (the end) header 1 is at 360. Right to left the
    /// content is mirrored across its 680: canonical x c is at 680 − c − 40, and the offset showing canonical v…v + 320
    /// is 680 − 320 − v: offsets 360, 260, 50 and 0 show headers at (640, 300), (540, 300), (340, 300), (340, 280).
    @Test(arguments: [false, true])
    func pinnedHeadersScrollingSideways(rightToLeft: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<3), Array(3..<6)], width: 320, height: 200, rightToLeft: rightToLeft)
        _ = dataSource
        #expect(view.contentSize == CGSize(width: 680, height: 200))
        #expect(frame(view, 0) == CGRect(x: rightToLeft ? 540 : 40, y: 0, width: 100, height: 200))
        // (offset, header 0 x, header 1 x)
        let cases: [(CGFloat, CGFloat, CGFloat)] = rightToLeft
            ? [(360, 640, 300), (260, 540, 300), (50, 340, 300), (0, 340, 280)]
            : [(0, 0, 340), (100, 100, 340), (310, 300, 340), (360, 300, 360)]
        for (offset, x0, x1) in cases {
            view.contentOffset = CGPoint(x: offset, y: 0)
            #expect(header(view, 0) == CGRect(x: x0, y: 0, width: 40, height: 200), "offset \(offset)")
            #expect(header(view, 1) == CGRect(x: x1, y: 0, width: 40, height: 200), "offset \(offset)")
        }
    }

    /// Right to left scrolling down, a pinned header spans the width and rides the top as left to right does
    /// (pinnedHeadersRideTheVisibleBounds): at offset 200 header 0 stops at 190, header 1 is home at 260.
    @Test func pinnedHeadersRightToLeft() {
        let layout = Self.headerLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<5), Array(5..<10)], width: 340, height: 200, rightToLeft: true)
        _ = dataSource
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header(view, 0) == CGRect(x: 0, y: 100, width: 340, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header(view, 0) == CGRect(x: 0, y: 190, width: 340, height: 40))
        #expect(header(view, 1) == CGRect(x: 0, y: 260, width: 340, height: 40))
        // Items mirror (rightToLeftMirrorsTheLines): item 0 of section 1 at x 220, y 310.
        #expect(frame(view, 0, section: 1) == CGRect(x: 220, y: 310, width: 100, height: 50))
    }
}
