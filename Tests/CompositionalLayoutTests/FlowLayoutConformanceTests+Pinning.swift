// Pinned footers, and pinned headers scrolling sideways and right to left (semantics F5, F6), with literal frames
// worked out by hand. Scale 1, so that points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

extension FlowLayoutConformanceTests {
    /// The supplementary of `kind` at `[section, 0]` with the visible bounds at `visible`.
    func supplementary(
        _ solution: FlowSolution, _ kind: String, _ section: Int, visible: CGRect
    ) -> LayoutAttributes? {
        solution.attributesForSupplementaryElement(
            ofKind: kind, at: IndexPath(indexes: [section, 0]), scrollPosition: ScrollPosition(visibleBounds: visible))
    }

    /// 320 × 100 items, no spacing, headers 40 (not pinned) and footers 30 (pinned) in a 200-pt-high view: section 0
    /// is header 0…40, items 40…340, footer 340…370; section 1 header 370…410, items 410…710, footer 710…740. A pinned
    /// footer rides the bottom of the visible bounds (visible maxY − 30), never below its place and never above the
    /// end of its section's header: visible 0…200 puts footer 0 at 170 and footer 1 at its header's end, 410;
    /// 100…300: 270 and 410; 250…450: footer 0 home at 340, footer 1 at 420; 540…740: 340 and footer 1 home at 710.
    /// Pinned footers draw above the cells; headers stay where they are.
    @Test func pinnedFootersRideTheVisibleBottomWithinTheirSection() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.sectionMetrics = FlowSectionMetrics(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, headerReferenceSize: CGSize(width: 0, height: 40),
            footerReferenceSize: CGSize(width: 0, height: 30))
        layout.sectionFootersPinToVisibleBounds = true
        let solution = try solve(layout, [3, 3], size: CGSize(width: 320, height: 200))
        func footers(at offset: CGFloat) -> [CGFloat?] {
            let visible = CGRect(x: 0, y: offset, width: 320, height: 200)
            return [0, 1].map { supplementary(solution, "footer", $0, visible: visible)?.frame.minY }
        }
        #expect(footers(at: 0) == [170, 410])
        #expect(footers(at: 100) == [270, 410])
        #expect(footers(at: 250) == [340, 420])
        #expect(footers(at: 540) == [340, 710])
        let visible = CGRect(x: 0, y: 100, width: 320, height: 200)
        let footer = supplementary(solution, "footer", 0, visible: visible)
        #expect(footer?.frame == CGRect(x: 0, y: 270, width: 320, height: 30))
        #expect(footer?.zIndex == 1_000_000_000)
        #expect(supplementary(solution, "header", 1, visible: visible)?.frame == CGRect(x: 0, y: 370, width: 320, height: 40))
        #expect(supplementary(solution, "header", 1, visible: visible)?.zIndex == 0)
        let listed = solution.attributesForElements(in: visible, scrollPosition: ScrollPosition(visibleBounds: visible))
        // In 100…300 only footer 0 (pinned at 270): header 0 (0…40) is above, section 1 below.
        #expect(listed.filter { $0.category == .supplementaryView }.map(\.frame) == [CGRect(x: 0, y: 270, width: 320, height: 30)])
    }

    /// Scrolling sideways, headers are 40 wide (their reference width) and as high as the view. 100 × 200 items, no
    /// spacing, in 320 × 200: one item a column; section 0 is header 0…40, items 40…340; section 1 header 340…380,
    /// items 380…680; content 680 wide. Pinned headers ride the leading edge of the visible bounds: at x 100 header 0
    /// is at 100; at 310 it stops at 340 − 40 = 300 while header 1 is home at 340; at 360 header 1 is at 360.
    /// Right to left mirrors across the content's 680: a canonical x c is at 680 − c − 40 (640, 540, 340 and 300,
    /// 280), with the visible bounds mirrored too (canonical 100…420 is 260…580).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func pinnedHeadersRideTheLeadingEdgeScrollingSideways(direction: LayoutDirection) throws {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        layout.sectionMetrics = FlowSectionMetrics(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, headerReferenceSize: CGSize(width: 40, height: 0))
        layout.sectionHeadersPinToVisibleBounds = true
        let solution = try solve(layout, [3, 3], size: CGSize(width: 320, height: 200), direction: direction)
        let rtl = direction == .rightToLeft
        #expect(solution.contentSize == CGSize(width: 680, height: 200))
        #expect(frame(solution, 0, 0) == CGRect(x: rtl ? 540 : 40, y: 0, width: 100, height: 200))
        // (visible x left to right, right to left) → (header 0 x, header 1 x), physical.
        let cases: [((CGFloat, CGFloat), (CGFloat, CGFloat), (CGFloat, CGFloat))] = [
            ((0, 360), (0, 340), (640, 300)),
            ((100, 260), (100, 340), (540, 300)),
            ((310, 50), (300, 340), (340, 300)),
            ((360, 0), (300, 360), (340, 280)),
        ]
        for (visibleX, ltrX, rtlX) in cases {
            let visible = CGRect(x: rtl ? visibleX.1 : visibleX.0, y: 0, width: 320, height: 200)
            let expected = rtl ? rtlX : ltrX
            #expect(supplementary(solution, "header", 0, visible: visible)?.frame == CGRect(x: expected.0, y: 0, width: 40, height: 200))
            #expect(supplementary(solution, "header", 1, visible: visible)?.frame == CGRect(x: expected.1, y: 0, width: 40, height: 200))
        }
    }

    /// Pinned headers right to left scrolling down: the header spans the width and rides the top as left to right
    /// (mirroring across the width leaves a full-width frame in place): section 0 of 40 + 3 · 100 ends at 340, so
    /// at y 310 its header stops at 300.
    @Test func pinnedHeadersRightToLeftScrollingDown() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionMetrics = FlowSectionMetrics(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, headerReferenceSize: CGSize(width: 0, height: 40))
        layout.sectionHeadersPinToVisibleBounds = true
        // 100 + 100 + 100 = 300 ≤ 320 < 400: three a line, so three items are one line: use 9 for three lines.
        let solution = try solve(layout, [9, 3], size: CGSize(width: 320, height: 200), direction: .rightToLeft)
        let visible = CGRect(x: 0, y: 310, width: 320, height: 200)
        #expect(supplementary(solution, "header", 0, visible: visible)?.frame == CGRect(x: 0, y: 300, width: 320, height: 40))
        #expect(supplementary(solution, "header", 1, visible: visible)?.frame == CGRect(x: 0, y: 340, width: 320, height: 40))
        // Justified lines of three: 320 − 300 = 20 in two gaps of 10: left to right x 0, 110, 220; mirrored 220, 110, 0.
        #expect(frame(solution, 0, 0) == CGRect(x: 220, y: 40, width: 100, height: 100))
        #expect(frame(solution, 0, 2) == CGRect(x: 0, y: 40, width: 100, height: 100))
    }
}
