// Conformance: how each kind of dimension resolves (semantics L2, L9).
// Container 390 × 844 at scale 1 unless stated; RTL frames are mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: dimensions")
struct ConformanceDimensionsTests: ConformanceSuite {
    @Test("absolute 100 × 50 items: three per 390-pt row, the fourth starts the next row", arguments: conformanceDirections)
    func absoluteItems(direction: LayoutDirection) throws {
        // 100 + 100 + 100 = 300 ≤ 390; 300 + 100 = 400 > 390 → three per row. Rows are 50 tall.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50))])
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50), rect(0, 50, 100, 50)],
            // 390 − 0 − 100 = 290; 390 − 100 − 100 = 190; 390 − 200 − 100 = 90.
            rtl: [rect(290, 0, 100, 50), rect(190, 0, 100, 50), rect(90, 0, 100, 50), rect(290, 50, 100, 50)]))
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 4])) == nil, "only 4 items exist")
    }

    @Test("fractionalWidth(0.2) of a 390-pt group: five 78-pt items per row", arguments: conformanceDirections)
    func fractionalWidth(direction: LayoutDirection) throws {
        // 0.2 · 390 = 78; 5 · 78 = 390 ≤ 390 → five per row; height fractionalHeight(1) of 100 = 100.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.2), .fractionalHeight(1))])
        let solution = try solve(group, items: 6, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 78, 100), rect(78, 0, 78, 100), rect(156, 0, 78, 100), rect(234, 0, 78, 100),
                  rect(312, 0, 78, 100), rect(0, 100, 78, 100)],
            // 390 − x − 78: 312, 234, 156, 78, 0.
            rtl: [rect(312, 0, 78, 100), rect(234, 0, 78, 100), rect(156, 0, 78, 100), rect(78, 0, 78, 100),
                  rect(0, 0, 78, 100), rect(312, 100, 78, 100)]))
    }

    @Test("an item's fractionalHeight(0.5) resolves against its group's 120-pt height")
    func itemFractionalHeight() throws {
        // height 0.5 · 120 = 60; the row is 120 tall, so the fourth item starts at y = 120.
        let group = row(.fractionalWidth(1), .absolute(120), [item(.absolute(100), .fractionalHeight(0.5))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 100, 60), rect(100, 0, 100, 60), rect(200, 0, 100, 60),
                               rect(0, 120, 100, 60)])
    }

    @Test("a section's group: fractionalHeight(0.25) resolves against the whole 844-pt container height (L2)")
    func groupFractionalHeightAlongScrollAxis() throws {
        // 0.25 · 844 = 211.
        let group = row(.fractionalWidth(1), .fractionalHeight(0.25), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 390, 211), rect(0, 211, 390, 211)])
    }

    @Test("section insets shrink the width a group resolves against, never its height (L2)", arguments: conformanceDirections)
    func sectionInsetsShrinkOnlyTheCrossAxis(direction: LayoutDirection) throws {
        // Group container: width 390 − 10 − 30 = 350, height 844 (not 844 − 20).
        // Group 350 × 0.25 · 844 = 350 × 211; items 0.5 · 350 = 175 wide, 211 tall.
        // First group at (leading 10, top 20); the second at y = 20 + 211 = 231.
        let group = row(.fractionalWidth(1), .fractionalHeight(0.25), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 3, direction: direction,
            sectionInsets: DirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 30))
        expectCells(solution, pick(direction,
            ltr: [rect(10, 20, 175, 211), rect(185, 20, 175, 211), rect(10, 231, 175, 211)],
            // 390 − 10 − 175 = 205; 390 − 185 − 175 = 30.
            rtl: [rect(205, 20, 175, 211), rect(30, 20, 175, 211), rect(205, 231, 175, 211)]))
    }

    @Test("height = fractionalWidth(0.5): half as tall as the group is wide (195 of 390)")
    func heightAsFractionOfWidth() throws {
        let group = row(.fractionalWidth(1), .absolute(300), [item(.absolute(100), .fractionalWidth(0.5))])
        let solution = try solve(group, items: 1)
        expectCells(solution, [rect(0, 0, 100, 195)])
    }

    @Test("squares: item and group sized by fractionalWidth(1/3) are 130 × 130")
    func squaresFromFractionalWidth() throws {
        // Group height 1/3 · 390 = 130 (of the container's width); items 130 wide and 1/3 · 390 = 130 tall.
        // 3 · 130 = 390 ≤ 390 → three per row.
        let group = row(.fractionalWidth(1), .fractionalWidth(1.0 / 3), [item(.fractionalWidth(1.0 / 3), .fractionalWidth(1.0 / 3))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 130, 130), rect(130, 0, 130, 130), rect(260, 0, 130, 130),
                               rect(0, 130, 130, 130)])
    }

    @Test("group width = fractionalHeight(0.25): 211 pt of the 844-pt height, at the leading edge", arguments: conformanceDirections)
    func widthAsFractionOfHeight(direction: LayoutDirection) throws {
        // Group 0.25 · 844 = 211 wide; the item fills it.
        let group = row(.fractionalHeight(0.25), .absolute(100), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solve(group, items: 2, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 211, 100), rect(0, 100, 211, 100)],
            // 390 − 211 = 179.
            rtl: [rect(179, 0, 211, 100), rect(179, 100, 211, 100)]))
    }

    @Test("item width = fractionalHeight(0.5) of a 100-pt row: 50-pt items, seven per row")
    func itemWidthAsFractionOfHeight() throws {
        // 0.5 · 100 = 50; 7 · 50 = 350 ≤ 390, 8 · 50 = 400 > 390.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalHeight(0.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 8)
        expectFrame(cell(solution, 6), rect(300, 0, 50, 100))
        expectFrame(cell(solution, 7), rect(0, 100, 50, 100))
    }

    @Test("a group narrower than its section sits at the leading edge", arguments: conformanceDirections)
    func narrowGroupAtLeadingEdge(direction: LayoutDirection) throws {
        // Group 200 wide holds 2 items of 100.
        let group = row(.absolute(200), .absolute(50), [item(.absolute(100), .absolute(50))])
        let solution = try solve(group, items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(0, 50, 100, 50)],
            // The group occupies 190…390; items at 390 − 0 − 100 = 290 and 390 − 100 − 100 = 190.
            rtl: [rect(290, 0, 100, 50), rect(190, 0, 100, 50), rect(290, 50, 100, 50)]))
    }

    @Test("estimated height: until measured, the estimate is the height; the vertical axis self-sizes (L9)")
    func estimatedHeightBeforeMeasurement() throws {
        let group = row(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 390, 44), rect(0, 44, 390, 44), rect(0, 88, 390, 44)])
        let attributes = try #require(solution.attributesForItem(at: IndexPath(indexes: [0, 1])))
        #expect(attributes.selfSizingAxes == .vertical)
    }

    @Test("estimated width: items flow while their 100-pt estimates fit; the horizontal axis self-sizes (L9)", arguments: conformanceDirections)
    func estimatedWidthFlows(direction: LayoutDirection) throws {
        // 3 · 100 = 300 ≤ 390; 400 > 390 → three per row.
        let group = row(.fractionalWidth(1), .absolute(40), [item(.estimated(100), .fractionalHeight(1))])
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 40), rect(100, 0, 100, 40), rect(200, 0, 100, 40), rect(0, 40, 100, 40)],
            rtl: [rect(290, 0, 100, 40), rect(190, 0, 100, 40), rect(90, 0, 100, 40), rect(290, 40, 100, 40)]))
        let attributes = try #require(solution.attributesForItem(at: IndexPath(indexes: [0, 0])))
        #expect(attributes.selfSizingAxes == .horizontal)
    }

    @Test("an estimated width longer than its row sits alone in the row and overflows, no error (L16)", arguments: conformanceDirections)
    func estimatedWidthLongerThanRow(direction: LayoutDirection) throws {
        // 500 > 390: a self-sizing item never makes the layout fail; it takes a row of its own.
        let group = row(.fractionalWidth(1), .absolute(40), [item(.estimated(500), .fractionalHeight(1))])
        let solution = try solve(group, items: 2, direction: direction)
        let x: CGFloat = pick(direction, ltr: 0, rtl: -110)  // 390 − 500
        expectCells(solution, [rect(x, 0, 500, 40), rect(x, 40, 500, 40)])
    }

    @Test("a measured size replaces the estimate only on the estimated axis (L9)")
    func measuredSizeOnlyOnEstimatedAxis() throws {
        // Measured 200 × 60: the width stays 390 (it is fractional), the height becomes 60;
        // the estimated row grows to 60, so item 1 moves to y = 60 and keeps its 44 estimate.
        let group = row(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        var solution = try solve(group, items: 2)
        let moved = try solution.setMeasuredSize(CGSize(width: 200, height: 60), forItemAt: IndexPath(indexes: [0, 0]))
        #expect(moved)
        expectCells(solution, [rect(0, 0, 390, 60), rect(0, 60, 390, 44)])
    }

    @Test("absolute sizes do not self-size")
    func absoluteDoesNotSelfSize() throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))])
        let solution = try solve(group, items: 1)
        let attributes = try #require(solution.attributesForItem(at: IndexPath(indexes: [0, 0])))
        #expect(attributes.selfSizingAxes == [])
    }

    @Test("a cell's attributes: category .cell, no kind, its index path, zIndex 0")
    func cellAttributes() throws {
        // decision: a cell's default zIndex is 0 (UIKit's default; L12 puts supplementaries above at 1).
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .absolute(50))])
        let solution = try solve(group, items: 3)
        let attributes = try #require(solution.attributesForItem(at: IndexPath(indexes: [0, 2])))
        #expect(attributes.category == .cell)
        #expect(attributes.elementKind == nil)
        #expect(attributes.indexPath == IndexPath(indexes: [0, 2]))
        #expect(attributes.zIndex == 0)
        #expect(attributes.orthogonalScrollRegion == nil)
        #expect(!attributes.isPinnedToVisibleBounds)
    }

    @Test("fractionalHeight(1) inside a group of estimated height takes the group's estimate")
    func fractionInsideEstimatedGroup() throws {
        // decision: the spec's L2 calls a fraction of an estimated container an error, but
        // docs/reference/collection-layout.md rule 10 (UIKit, reported on Apple's forums) says the estimate becomes the
        // item's height; UIKit users write this pattern constantly, so the test expects the UIKit behaviour: 195 × 50.
        let group = row(.fractionalWidth(1), .estimated(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 195, 50), rect(195, 0, 195, 50)])
    }
}
