// Conformance: horizontal scrolling (the transposed solve) and right-to-left layouts (semantics L1, L2;
// docs/reference/collection-layout.md §3). Horizontal tests use a 400 × 800 container at scale 1, so that fractions of
// both axes are whole numbers.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: scroll direction and reading direction")
struct ConformanceDirectionTests: ConformanceSuite {
    var landscapeFree: CGSize { CGSize(width: 400, height: 800) }

    func solveHorizontal(
        _ group: LayoutGroup, items: Int, direction: LayoutDirection = .leftToRight,
        sectionInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: CGFloat = 0
    ) throws(LayoutError) -> LayoutSolution {
        try solve(group, items: items, container: landscapeFree, direction: direction, scroll: .horizontal,
            sectionInsets: sectionInsets, interGroupSpacing: interGroupSpacing)
    }

    // MARK: Horizontal scrolling

    @Test("horizontal: columns repeat left to right; fractionalHeight(0.25) is a quarter of the 800-pt height")
    func horizontalColumnsRepeatRightwards() throws {
        // Column 100 × 800 holds four 100 × 200 items; item 4 starts the second column at x = 100.
        let group = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.25))])
        let solution = try solveHorizontal(group, items: 5)
        expectCells(solution, [rect(0, 0, 100, 200), rect(0, 200, 100, 200), rect(0, 400, 100, 200),
                               rect(0, 600, 100, 200), rect(100, 0, 100, 200)])
        #expect(solution.contentSize == CGSize(width: 200, height: 800))
    }

    @Test("horizontal: a row group 0.5 × 0.5 of the container is 200 × 400; the next group is to its right")
    func horizontalRowGroups() throws {
        // Items 0.5 · 200 = 100 × 400: two per group; group 1 at x = 200.
        let group = row(.fractionalWidth(0.5), .fractionalHeight(0.5), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solveHorizontal(group, items: 3)
        expectCells(solution, [rect(0, 0, 100, 400), rect(100, 0, 100, 400), rect(200, 0, 100, 400)])
    }

    @Test("horizontal: section insets shrink the height fractions resolve against, never the width (L2 transposed)")
    func horizontalSectionInsets() throws {
        // Insets top 20, leading 10, bottom 30: group 0.5 · 400 = 200 wide (whole width), 800 − 50 = 750 tall,
        // first group at (10, 20); items 100 × 750; the next group at x = 10 + 200 = 210.
        let group = row(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solveHorizontal(group, items: 3,
            sectionInsets: DirectionalEdgeInsets(top: 20, leading: 10, bottom: 30, trailing: 0))
        expectCells(solution, [rect(10, 20, 100, 750), rect(110, 20, 100, 750), rect(210, 20, 100, 750)])
    }

    @Test("horizontal: an item narrower than its column sits at the column's leading edge")
    func horizontalCrossAxisStart() throws {
        let group = column(.absolute(200), .fractionalHeight(1), [item(.absolute(100), .absolute(200))])
        let solution = try solveHorizontal(group, items: 5)
        expectCells(solution, [rect(0, 0, 100, 200), rect(0, 200, 100, 200), rect(0, 400, 100, 200),
                               rect(0, 600, 100, 200), rect(200, 0, 100, 200)])
    }

    @Test("horizontal: interGroupSpacing 10 goes between columns: x = 0, 110, 220")
    func horizontalInterGroupSpacing() throws {
        let group = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(400))])
        let solution = try solveHorizontal(group, items: 5, interGroupSpacing: 10)
        expectCells(solution, [rect(0, 0, 100, 400), rect(0, 400, 100, 400), rect(110, 0, 100, 400),
                               rect(110, 400, 100, 400), rect(220, 0, 100, 400)])
    }

    @Test("horizontal: fixed spacing along a row and flexible top/bottom centring across it")
    func horizontalRowSpacingAndCentring() throws {
        // Group 200 × 100: 90 + 20 + 90 = 200 fits two; items 50 tall centred: (100 − 50) / 2 = 25.
        let group = row(.fractionalWidth(0.5), .absolute(100),
            [item(.absolute(90), .absolute(50), edgeSpacing: EdgeSpacing(top: .flexible(0), bottom: .flexible(0)))],
            spacing: .fixed(20))
        let solution = try solveHorizontal(group, items: 3)
        expectCells(solution, [rect(0, 25, 90, 50), rect(110, 25, 90, 50), rect(200, 25, 90, 50)])
    }

    @Test("horizontal: equalSizeCount(4) in an 800-pt column with spacing 20: (800 − 60) / 4 = 185")
    func horizontalEqualCount() throws {
        let group = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(10))],
            repetition: .equalSizeCount(4), spacing: .fixed(20))
        let solution = try solveHorizontal(group, items: 5)
        expectCells(solution, [rect(0, 0, 100, 185), rect(0, 205, 100, 185), rect(0, 410, 100, 185),
                               rect(0, 615, 100, 185), rect(100, 0, 100, 185)])
    }

    @Test("horizontal: fixed top edge spacing along a column: slots of 200, items at y = 10, 210, 410, 610")
    func horizontalEdgeSpacingAlongColumn() throws {
        let group = column(.absolute(100), .fractionalHeight(1),
            [item(.fractionalWidth(1), .absolute(190), edgeSpacing: EdgeSpacing(top: .fixed(10)))])
        let solution = try solveHorizontal(group, items: 4)
        expectCells(solution, [rect(0, 10, 100, 190), rect(0, 210, 100, 190), rect(0, 410, 100, 190), rect(0, 610, 100, 190)])
    }

    @Test("horizontal: the section group's leading/trailing edge spacing adds space around each column")
    func horizontalSectionGroupEdgeSpacing() throws {
        // Leading 10, trailing 5 (along the horizontal scroll axis): column 0 at 10, column 1 at 10 + 100 + 5 + 10 = 125.
        let group = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))],
            edgeSpacing: EdgeSpacing(leading: .fixed(10), trailing: .fixed(5)))
        let solution = try solveHorizontal(group, items: 2)
        expectCells(solution, [rect(10, 0, 100, 800), rect(125, 0, 100, 800)])
    }

    @Test("horizontal: group content insets stay physical: top 10, leading 20 → items at (20, 10)")
    func horizontalGroupInsets() throws {
        // Column 200 × 800 less top 10, leading 20, bottom 30, trailing 40 → inner 140 × 760;
        // items 140 × 380 at y = 10, 390; the next column at x = 200, its item at 220.
        let group = column(.absolute(200), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40))
        let solution = try solveHorizontal(group, items: 3)
        expectCells(solution, [rect(20, 10, 140, 380), rect(20, 390, 140, 380), rect(220, 10, 140, 380)])
    }

    @Test("horizontal: custom frames are physical coordinates inside the group")
    func horizontalCustomGroup() throws {
        let frames = [rect(0, 0, 200, 100), rect(50, 100, 150, 300)]
        let group = LayoutGroup.custom(size: size(.absolute(200), .fractionalHeight(1))) { _ in
            frames.map { CustomGroupItem(frame: $0) }
        }
        let solution = try solveHorizontal(group, items: 3)
        expectCells(solution, [rect(0, 0, 200, 100), rect(50, 100, 150, 300), rect(200, 0, 200, 100)])
    }

    @Test("horizontal: a custom group's container is its physical size (200 × 800)")
    func horizontalCustomGroupEnvironment() throws {
        let seen = ConformanceRecorder<CGSize>()
        let group = LayoutGroup.custom(size: size(.absolute(200), .fractionalHeight(1))) { environment in
            seen.append(environment.container.contentSize)
            return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        _ = try solveHorizontal(group, items: 1)
        #expect(seen.values.first == CGSize(width: 200, height: 800))
    }

    @Test("horizontal: an item supplementary's [.top, .trailing] stays at the physical top-right corner")
    func horizontalSupplementary() throws {
        // Item 1 at (0, 200, 100, 200); 20 × 10 badge at (100 − 20, 200) = (80, 200).
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let group = column(.absolute(100), .fractionalHeight(1),
            [item(.fractionalWidth(1), .absolute(200), supplementaries: [badge])])
        let solution = try solveHorizontal(group, items: 2)
        expectFrame(supp(solution, "badge", 1), rect(80, 200, 20, 10))
    }

    @Test("horizontal + right to left: frames are mirrored across the 600-pt content width (L1)", arguments: conformanceDirections)
    func horizontalRightToLeft(direction: LayoutDirection) throws {
        // Three columns 200 × 800 of two 200 × 400 items: content 600 wide.
        // RTL: x' = 600 − x − 200: 0 → 400, 200 → 200, 400 → 0.
        let group = column(.absolute(200), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let solution = try solveHorizontal(group, items: 6, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 200, 400), rect(0, 400, 200, 400), rect(200, 0, 200, 400), rect(200, 400, 200, 400),
                  rect(400, 0, 200, 400), rect(400, 400, 200, 400)],
            rtl: [rect(400, 0, 200, 400), rect(400, 400, 200, 400), rect(200, 0, 200, 400), rect(200, 400, 200, 400),
                  rect(0, 0, 200, 400), rect(0, 400, 200, 400)]))
        #expect(solution.contentSize == CGSize(width: 600, height: 800))
    }

    @Test("horizontal + right to left: a top-leading badge moves to the item's top-right corner")
    func horizontalRightToLeftSupplementary() throws {
        // Item 2 LTR (200, 0, 200, 400) → RTL (200, 0, 200, 400) in a 600-pt content (600 − 200 − 200 = 200);
        // leading is the right edge: x = 400 − 20 = 380.
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .leading])
        let group = column(.absolute(200), .fractionalHeight(1),
            [item(.fractionalWidth(1), .fractionalHeight(0.5), supplementaries: [badge])])
        let solution = try solveHorizontal(group, items: 6, direction: .rightToLeft)
        expectFrame(supp(solution, "badge", 2), rect(380, 0, 20, 10))
        // Item 0 at (400, 0, 200, 400): badge at 600 − 20 = 580.
        expectFrame(supp(solution, "badge", 0), rect(580, 0, 20, 10))
    }

    // MARK: Right to left, vertical scrolling

    @Test("right to left: the leading item inset is on the right; the trailing one on the left")
    func rightToLeftItemInsets() throws {
        // Slot 290…390; leading 30 on the right, trailing 10 on the left → x = 300, width 60.
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .fractionalHeight(1), contentInsets: DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10))])
        let solution = try solve(group, items: 1, direction: .rightToLeft)
        expectCells(solution, [rect(300, 0, 60, 100)])
    }

    @Test("right to left: the first item of a row is the rightmost; item order runs right to left")
    func rightToLeftOrder() throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(120), .fractionalHeight(1))])
        let solution = try solve(group, items: 4, direction: .rightToLeft)
        let xs = (0..<3).compactMap { cell(solution, $0)?.minX }
        #expect(xs == [270, 150, 30])
        expectFrame(cell(solution, 3), rect(270, 50, 120, 50))
    }

    @Test("right to left: y positions and content size do not change", arguments: conformanceDirections)
    func rightToLeftKeepsVerticalGeometry(direction: LayoutDirection) throws {
        let group = column(.fractionalWidth(0.5), .absolute(200), [item(.fractionalWidth(1), .absolute(60))], spacing: .fixed(10))
        let solution = try solve(group, items: 5, direction: direction)
        // Column 195 wide: y = 0, 70, 140; next column at y = 200: 200, 270. RTL x = 390 − 195 = 195.
        let x: CGFloat = pick(direction, ltr: 0, rtl: 195)
        expectCells(solution, [rect(x, 0, 195, 60), rect(x, 70, 195, 60), rect(x, 140, 195, 60),
                               rect(x, 200, 195, 60), rect(x, 270, 195, 60)])
        #expect(solution.contentSize == CGSize(width: 390, height: 330))
    }

    @Test("right to left at scale 3: mirrored frames stay on the pixel grid")
    func rightToLeftPixelGrid() throws {
        // 0.3 · 390 = 351 px = 117 pt exactly at 3x; make it uneven with 0.33: 0.33 · 1170 = 386.1 px → 386 px.
        // LTR x = 0, 386 px; RTL x = 1170 − 0 − 386 = 784 px, 1170 − 386 − 386 = 398 px.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.33), .fractionalHeight(1))])
        let solution = try solve(group, items: 2, scale: 3, direction: .rightToLeft)
        expectCells(solution, [rect(CGFloat(784) / 3, 0, CGFloat(386) / 3, 50), rect(CGFloat(398) / 3, 0, CGFloat(386) / 3, 50)])
    }
}
