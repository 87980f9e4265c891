// Conformance: pixel rounding, the iOS 17 rule (semantics L3; docs/reference/collection-layout.md rule 9). Expected
// values at scale 3 are written as pixels over 3 so that the arithmetic is exact.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: pixel rounding")
struct ConformanceRoundingTests: ConformanceSuite {
    /// iPhone 14 Plus / 15 Plus: 428 × 926 pt.
    var plus: CGSize { CGSize(width: 428, height: 926) }

    func px(_ pixels: CGFloat, _ scale: CGFloat = 3) -> CGFloat { pixels / scale }

    @Test("five fractionalWidth(0.2) items in 428 pt at 3x: 257 px each, the row ends at 1285 px (L3)", arguments: conformanceDirections)
    func fiveFifthsAtScale3(direction: LayoutDirection) throws {
        // 0.2 · 428 = 85.6 pt = 256.8 px → 257 px = 85.667 pt; x = k · 257 px; the row ends at 1285 px = 428.333 pt.
        // The fit is decided on the unrounded sum 5 · 256.8 = 1284 px ≤ 1284 px (L16), so five share the row
        // although their rounded lengths add up to 1285 px.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let solution = try solve(group, items: 6, container: plus, scale: 3, direction: direction)
        let w = px(257)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, w, 100), rect(px(257), 0, w, 100), rect(px(514), 0, w, 100), rect(px(771), 0, w, 100),
                  rect(px(1028), 0, w, 100), rect(0, 100, w, 100)],
            // Mirrored across 1284 px: 1284 − x − 257 = 1027, 770, 513, 256, −1 px (the drift ends up on the left).
            rtl: [rect(px(1027), 0, w, 100), rect(px(770), 0, w, 100), rect(px(513), 0, w, 100), rect(px(256), 0, w, 100),
                  rect(px(-1), 0, w, 100), rect(px(1027), 100, w, 100)]))
        // Equal inputs give bit-identical lengths (L3.5).
        let widths = (0..<6).compactMap { cell(solution, $0)?.width }
        #expect(widths.count == 6 && Set(widths).count == 1, "widths \(widths)")
        #expect(cell(solution, 0)?.minX == cell(solution, 5)?.minX)
    }

    @Test("equalSizeCount(5) in 428 pt at 3x: 1284 / 5 = 256.8 px → 257 px; the row ends at 1285 px")
    func equalCountFifthsAtScale3() throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(10), .fractionalHeight(1))],
            repetition: .equalSizeCount(5))
        let solution = try solve(group, items: 5, container: plus, scale: 3)
        let w = px(257)
        expectCells(solution, [rect(0, 0, w, 100), rect(px(257), 0, w, 100), rect(px(514), 0, w, 100),
                               rect(px(771), 0, w, 100), rect(px(1028), 0, w, 100)])
        expectClose(try #require(cell(solution, 4)).maxX, px(1285), "row end")
    }

    @Test("spacing stays constant: 0.3 · 428 = 385.2 px → 385 px items, 10-pt (30 px) gaps")
    func spacingStaysConstant() throws {
        // 385 + 30 + 385 + 30 + 385 = 1215 ≤ 1284; + 30 + 385 = 1630 > 1284 → 3 items at 0, 415, 830 px.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.3), .fractionalHeight(1))],
            spacing: .fixed(10))
        let solution = try solve(group, items: 3, container: plus, scale: 3)
        expectCells(solution, [rect(0, 0, px(385), 100), rect(px(415), 0, px(385), 100), rect(px(830), 0, px(385), 100)])
        let frames = (0..<3).compactMap { cell(solution, $0) }
        try #require(frames.count == 3)
        expectClose(frames[1].minX - frames[0].maxX, 10, "gap 0–1")
        expectClose(frames[2].minX - frames[1].maxX, 10, "gap 1–2")
    }

    @Test("scale 2: 0.15 · 375 = 112.5 px rounds half away from zero to 113 px = 56.5 pt")
    func halfPixelAtScale2() throws {
        // 6 · 113 = 678 ≤ 750 px; 7 · 113 = 791 > 750 → six per row, x = k · 56.5.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.15), .fractionalHeight(1))])
        let solution = try solve(group, items: 7, container: CGSize(width: 375, height: 812), scale: 2)
        expectCells(solution, [rect(0, 0, 56.5, 100), rect(56.5, 0, 56.5, 100), rect(113, 0, 56.5, 100),
                               rect(169.5, 0, 56.5, 100), rect(226, 0, 56.5, 100), rect(282.5, 0, 56.5, 100),
                               rect(0, 100, 56.5, 100)])
    }

    @Test("scale 1: 390 / 4 = 97.5 rounds to 98; positions are sums of rounded lengths", arguments: conformanceDirections)
    func halfPointAtScale1(direction: LayoutDirection) throws {
        // x = 0, 98, 196, 294; the row ends at 392, two points past the edge.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(10), .fractionalHeight(1))],
            repetition: .equalSizeCount(4))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 98, 50), rect(98, 0, 98, 50), rect(196, 0, 98, 50), rect(294, 0, 98, 50)],
            // 390 − x − 98: 292, 194, 96, −2.
            rtl: [rect(292, 0, 98, 50), rect(194, 0, 98, 50), rect(96, 0, 98, 50), rect(-2, 0, 98, 50)]))
    }

    @Test("equalSizeCount(7) in 428 pt at 3x: 1284 / 7 = 183.43 px → 183 px = 61 pt; the row ends 3 px short")
    func seventhsAtScale3() throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(10), .fractionalHeight(1))],
            repetition: .equalSizeCount(7))
        let solution = try solve(group, items: 7, container: plus, scale: 3)
        expectCells(solution, (0..<7).map { rect(CGFloat($0) * 61, 0, 61, 100) })
    }

    @Test("absolute lengths are rounded: 33.4 pt = 100.2 px → 100 px at 3x; eleven per 1170-px row")
    func absoluteRoundedAtScale3() throws {
        // 11 · 100 = 1100 ≤ 1170 px; 12 · 100 = 1200 > 1170.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(33.4), .fractionalHeight(1))])
        let solution = try solve(group, items: 12, scale: 3)
        expectFrame(cell(solution, 1), rect(px(100), 0, px(100), 50))
        expectFrame(cell(solution, 10), rect(px(1000), 0, px(100), 50))
        expectFrame(cell(solution, 11), rect(0, 50, px(100), 50))
    }

    @Test("absolute halves at scale 1 round away from zero: 10.5 → 11")
    func absoluteHalfAtScale1() throws {
        let group = row(.fractionalWidth(1), .absolute(10.5), [item(.absolute(10.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 11, 11), rect(11, 0, 11, 11)])
    }

    @Test("fixed spacing is rounded before use: 10.4 → 10 at scale 1")
    func spacingRounded() throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))], spacing: .fixed(10.4))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)])
    }

    @Test("edge spacing is rounded before use: leading 10.6 → 11 at scale 1; slots of 111")
    func edgeSpacingRounded() throws {
        let group = row(.fractionalWidth(1), .absolute(50),
            [item(.absolute(100), .fractionalHeight(1), edgeSpacing: EdgeSpacing(leading: .fixed(10.6)))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(11, 0, 100, 50), rect(122, 0, 100, 50), rect(233, 0, 100, 50), rect(11, 50, 100, 50)])
    }

    @Test("item content insets are rounded: 2.5 → 3 at scale 1")
    func insetsRounded() throws {
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .absolute(100), contentInsets: DirectionalEdgeInsets(all: 2.5))])
        let solution = try solve(group, items: 1)
        expectCells(solution, [rect(3, 3, 94, 94)])
    }

    @Test("group lengths are rounded: 0.3 · 926 = 833.4 px → 833 px; groups at 0, 833, 1666 px")
    func groupHeightRounded() throws {
        let group = row(.fractionalWidth(1), .fractionalHeight(0.3), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solve(group, items: 3, container: plus, scale: 3)
        expectCells(solution, [rect(0, 0, 428, px(833)), rect(0, px(833), 428, px(833)), rect(0, px(1666), 428, px(833))])
    }

    @Test("a supplementary's origin is rounded after anchoring: 190.2 → 571 px, 45.8 → 137 px at 3x (L3.3)")
    func supplementaryOriginRounded() throws {
        // Host item 1 at (100, 50, 100, 100). Badge 14 pt, [.top, .trailing], fractional (0.3, −0.3):
        // x = 200 − 14 + 4.2 = 190.2 pt = 570.6 px → 571 px; y = 50 − 4.2 = 45.8 pt = 137.4 px → 137 px.
        let badge = supplementary("badge", .absolute(14), .absolute(14), edges: [.top, .trailing],
            offset: .fractional(CGPoint(x: 0.3, y: -0.3)))
        let group = row(.fractionalWidth(1), .absolute(200), [item(.absolute(100), .absolute(100), supplementaries: [badge])],
            contentInsets: DirectionalEdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0))
        let solution = try solve(group, items: 2, scale: 3)
        expectFrame(supp(solution, "badge", 1), rect(px(571), px(137), 14, 14))
    }

    @Test("a supplementary anchors to its host's rounded frame: top-trailing of a 385-px item at 3x")
    func supplementaryOnRoundedHost() throws {
        // Item 0 is 0.3 · 428 = 385.2 px → 385 px wide; a 6-pt (18 px) badge inside its top-trailing corner
        // sits at 385 − 18 = 367 px (the unrounded host would give 367.2 px, which also rounds to 367; the
        // point is that the result is on the pixel grid and aligned with the rounded edge).
        let badge = supplementary("badge", .absolute(6), .absolute(6), edges: [.top, .trailing])
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.fractionalWidth(0.3), .fractionalHeight(1), supplementaries: [badge])])
        let solution = try solve(group, items: 1, container: plus, scale: 3)
        let host = try #require(cell(solution, 0))
        let frame = try #require(supp(solution, "badge", 0))
        expectFrame(frame, rect(px(367), 0, 6, 6))
        expectClose(frame.maxX, host.maxX, "badge flush with the rounded host edge")
    }
}
