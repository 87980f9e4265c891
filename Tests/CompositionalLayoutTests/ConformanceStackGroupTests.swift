// Conformance: stack groups that fill their available space (semantics L4, L5, L8).
// Container 390 × 844 at scale 1; RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: stack groups filling available space")
struct ConformanceStackGroupTests: ConformanceSuite {
    @Test("subitems are taken cyclically a, b, a, b until the next does not fit; each group restarts at a", arguments: conformanceDirections)
    func cyclicSubitems(direction: LayoutDirection) throws {
        // a = 100, b = 50: a 0…100, b 100…150, a 150…250, b 250…300, a would end at 400 > 390 → 4 per row.
        // Row 2 restarts with a: a 0…100, b 100…150.
        let a = item(.absolute(100), .absolute(50))
        let b = item(.absolute(50), .absolute(50))
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [a, b]), items: 6, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(100, 0, 50, 50), rect(150, 0, 100, 50), rect(250, 0, 50, 50),
                  rect(0, 50, 100, 50), rect(100, 50, 50, 50)],
            // 390 − 0 − 100 = 290, 390 − 100 − 50 = 240, 390 − 150 − 100 = 140, 390 − 250 − 50 = 90.
            rtl: [rect(290, 0, 100, 50), rect(240, 0, 50, 50), rect(140, 0, 100, 50), rect(90, 0, 50, 50),
                  rect(290, 50, 100, 50), rect(240, 50, 50, 50)]))
    }

    @Test("a row ending exactly at the edge holds the item: 3 × 130 = 390 ≤ 390")
    func boundaryExactlyAtEdgeFits() throws {
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [item(.absolute(130), .absolute(50))]), items: 4)
        expectCells(solution, [rect(0, 0, 130, 50), rect(130, 0, 130, 50), rect(260, 0, 130, 50),
                               rect(0, 50, 130, 50)])
    }

    @Test("one point past the edge does not fit: 3 × 131 = 393 > 390 sends the third item to the next row")
    func boundaryOnePointPastEdge() throws {
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [item(.absolute(131), .absolute(50))]), items: 3)
        expectCells(solution, [rect(0, 0, 131, 50), rect(131, 0, 131, 50), rect(0, 50, 131, 50)])
    }

    @Test("spacing counts toward the fit: 100 + 45 + 100 + 45 + 100 = 390 fits exactly")
    func spacingCountsTowardFit() throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50))], spacing: .fixed(45))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 100, 50), rect(145, 0, 100, 50), rect(290, 0, 100, 50),
                               rect(0, 50, 100, 50)])
    }

    @Test("two fractionalWidth(0.5) items with fixed spacing 10: one item per group (L4)", arguments: conformanceDirections)
    func halfItemsWithSpacingDoNotShareARow(direction: LayoutDirection) throws {
        // The fraction resolves against 390 (spacing is not subtracted): 195; 195 + 10 + 195 = 400 > 390.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            spacing: .fixed(10))
        let solution = try solve(group, items: 2, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 195, 100), rect(0, 100, 195, 100)],
            rtl: [rect(195, 0, 195, 100), rect(195, 100, 195, 100)]))
    }

    @Test("two fractionalWidth(0.5) items without spacing share a row: 195 + 195 = 390", arguments: conformanceDirections)
    func halfItemsWithoutSpacingShareARow(direction: LayoutDirection) throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 195, 100), rect(195, 0, 195, 100), rect(0, 100, 195, 100)],
            rtl: [rect(195, 0, 195, 100), rect(0, 0, 195, 100), rect(195, 100, 195, 100)]))
    }

    @Test("a vertical group stacks items top to bottom while they fit: 3 · 60 = 180 ≤ 200 < 240")
    func verticalGroupFills() throws {
        // A full group keeps its resolved 200-pt height, so the next group starts at y = 200.
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(60))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 390, 60), rect(0, 60, 390, 60), rect(0, 120, 390, 60),
                               rect(0, 200, 390, 60)])
    }

    @Test("a half-width vertical group of fractionalHeight(1/3) items: 195 × 100 each", arguments: conformanceDirections)
    func verticalGroupOfFractionalItems(direction: LayoutDirection) throws {
        // 1/3 · 300 = 100; the section repeats the group downwards (y = 300), not beside it.
        let group = column(.fractionalWidth(0.5), .absolute(300), [item(.fractionalWidth(1), .fractionalHeight(1.0 / 3))])
        let solution = try solve(group, items: 4, direction: direction)
        let x: CGFloat = pick(direction, ltr: 0, rtl: 195)
        expectCells(solution, [rect(x, 0, 195, 100), rect(x, 100, 195, 100), rect(x, 200, 195, 100),
                               rect(x, 300, 195, 100)])
    }

    @Test("an item shorter than its row sits at the row's top (Part 4.3)")
    func shortItemSitsAtTop() throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .absolute(40))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 100, 40), rect(100, 0, 100, 40), rect(200, 0, 100, 40),
                               rect(0, 100, 100, 40)])
    }

    @Test("an item narrower than its column sits at the column's leading edge", arguments: conformanceDirections)
    func narrowItemSitsAtLeadingEdge(direction: LayoutDirection) throws {
        let group = column(.fractionalWidth(1), .absolute(100), [item(.absolute(150), .absolute(50))])
        let solution = try solve(group, items: 2, direction: direction)
        let x: CGFloat = pick(direction, ltr: 0, rtl: 240)  // 390 − 150
        expectCells(solution, [rect(x, 0, 150, 50), rect(x, 50, 150, 50)])
    }

    @Test("mixed fraction and absolute subitems: 195 + 95 = 290, the next 195 does not fit")
    func mixedSubitems() throws {
        let group = row(.fractionalWidth(1), .absolute(80),
            [item(.fractionalWidth(0.5), .fractionalHeight(1)), item(.absolute(95), .fractionalHeight(1))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 195, 80), rect(195, 0, 95, 80), rect(0, 80, 195, 80)])
    }

    @Test("a subitem that never fits after the first is never used: every group holds only a")
    func laterSubitemThatNeverFits() throws {
        // a = 300; a then b (100) would end at 400 > 390, so each group is [a] and b is never reached.
        let a = item(.absolute(300), .fractionalHeight(1))
        let b = item(.absolute(100), .fractionalHeight(1))
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [a, b]), items: 3)
        expectCells(solution, [rect(0, 0, 300, 50), rect(0, 50, 300, 50), rect(0, 100, 300, 50)])
    }

    @Test("the last, partial vertical group is trimmed to its items; full groups keep their size (L8)")
    func lastPartialGroupTrimmed() throws {
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(60))])
        // 3 items fill one group (all it can hold): it keeps its 200 pt.
        #expect(try solve(group, items: 3).contentSize.height == 200)
        // 4 items: 200 for the full group + 60 for the one item of the last group.
        #expect(try solve(group, items: 4).contentSize.height == 260)
        // 5 items: the last group holds items 3 and 4 (y = 200, 260), reaching 120 → 200 + 120.
        #expect(try solve(group, items: 5).contentSize.height == 320)
    }

    @Test("the trimmed last group keeps its own far content inset (L8)")
    func lastPartialGroupKeepsFarInset() throws {
        // Inner height 200 − 5 − 10 = 185 holds 3 items (180). Items at y = 5, 65, 125.
        // 4 items: the last group (y = 200) holds one item at 200 + 5; its extent 5 + 60 + 10 = 75 → 275.
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(60))],
            contentInsets: DirectionalEdgeInsets(top: 5, leading: 0, bottom: 10, trailing: 0))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 5, 390, 60), rect(0, 65, 390, 60), rect(0, 125, 390, 60),
                               rect(0, 205, 390, 60)])
        #expect(solution.contentSize.height == 275)
    }

    @Test("a partial row does not shrink across: its items keep their x and the row its height")
    func partialRowKeepsPositions() throws {
        // 5 items, 3 per row: row 2 holds 2 items at x = 0, 100; content 50 + 50 = 100.
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))]), items: 5)
        expectCells(solution, [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50),
                               rect(0, 50, 100, 50), rect(100, 50, 100, 50)])
        #expect(solution.contentSize.height == 100)
    }

    @Test("content size spans the layout container's width in either direction", arguments: conformanceDirections)
    func contentSize(direction: LayoutDirection) throws {
        let solution = try solve(row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))]),
            items: 4, direction: direction)
        #expect(solution.contentSize == CGSize(width: 390, height: 100))
    }
}
