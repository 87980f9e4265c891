// Conformance: edge spacing, fixed and flexible, along and across the group's axis (semantics L4, L5).
// Container 390 × 844 at scale 1; RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: edge spacing")
struct ConformanceEdgeSpacingTests: ConformanceSuite {
    /// A 390 × `height` row of `width` × `itemHeight` items with `edges`.
    func edgeRow(_ width: CGFloat, _ itemHeight: LayoutDimension, _ edges: EdgeSpacing, height: CGFloat = 50,
                 spacing: LayoutSpacing? = nil, repetition: LayoutGroup.Repetition = .fillingAvailableSpace) -> LayoutGroup {
        row(.fractionalWidth(1), .absolute(height), [item(.absolute(width), itemHeight, edgeSpacing: edges)],
            repetition: repetition, spacing: spacing)
    }

    // MARK: Along the axis

    @Test("fixed leading 10 consumes room: slots of 110, items at x = 10, 120, 230", arguments: conformanceDirections)
    func fixedLeading(direction: LayoutDirection) throws {
        // 3 · 110 = 330 ≤ 390; 440 > 390.
        let solution = try solve(edgeRow(100, .fractionalHeight(1), EdgeSpacing(leading: .fixed(10))), items: 4,
            direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(10, 0, 100, 50), rect(120, 0, 100, 50), rect(230, 0, 100, 50), rect(10, 50, 100, 50)],
            // 390 − x − 100: 280, 170, 60.
            rtl: [rect(280, 0, 100, 50), rect(170, 0, 100, 50), rect(60, 0, 100, 50), rect(280, 50, 100, 50)]))
    }

    @Test("fixed trailing counts toward the fit: 3 · (120 + 10) = 390 fits exactly", arguments: conformanceDirections)
    func fixedTrailingFitsExactly(direction: LayoutDirection) throws {
        let solution = try solve(edgeRow(120, .fractionalHeight(1), EdgeSpacing(trailing: .fixed(10))), items: 4,
            direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 120, 50), rect(130, 0, 120, 50), rect(260, 0, 120, 50), rect(0, 50, 120, 50)],
            // 390 − x − 120: 270, 140, 10.
            rtl: [rect(270, 0, 120, 50), rect(140, 0, 120, 50), rect(10, 0, 120, 50), rect(270, 50, 120, 50)]))
    }

    @Test("fixed trailing 11: the third item's slot would end at 3 · 131 = 393 > 390, so it starts a new row")
    func fixedTrailingDoesNotFit() throws {
        let solution = try solve(edgeRow(120, .fractionalHeight(1), EdgeSpacing(trailing: .fixed(11))), items: 3)
        expectCells(solution, [rect(0, 0, 120, 50), rect(131, 0, 120, 50), rect(0, 50, 120, 50)])
    }

    @Test("a fixed leading edge does not shrink the fraction: 10 + 195 = 205, one half-width item per row")
    func fixedLeadingWithFraction() throws {
        let group = row(.fractionalWidth(1), .absolute(50),
            [item(.fractionalWidth(0.5), .fractionalHeight(1), edgeSpacing: EdgeSpacing(leading: .fixed(10)))])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(10, 0, 195, 50), rect(10, 50, 195, 50)])
    }

    @Test("flexible leading on each item: 90 left over shared by 3 → 30 each: x = 30, 160, 290", arguments: conformanceDirections)
    func flexibleLeading(direction: LayoutDirection) throws {
        let solution = try solve(edgeRow(100, .fractionalHeight(1), EdgeSpacing(leading: .flexible(0))), items: 3,
            direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(30, 0, 100, 50), rect(160, 0, 100, 50), rect(290, 0, 100, 50)],
            // 390 − x − 100: 260, 130, 0.
            rtl: [rect(260, 0, 100, 50), rect(130, 0, 100, 50), rect(0, 0, 100, 50)]))
    }

    @Test("flexible leading and trailing on every item: 90 over 6 edges → 15 each: x = 15, 145, 275", arguments: conformanceDirections)
    func flexibleLeadingAndTrailing(direction: LayoutDirection) throws {
        // 15 + 100 + 15 | 15 + 100 + 15 | 15 + 100 + 15 = 390.
        let edges = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let solution = try solve(edgeRow(100, .fractionalHeight(1), edges), items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(15, 0, 100, 50), rect(145, 0, 100, 50), rect(275, 0, 100, 50)],
            rtl: [rect(275, 0, 100, 50), rect(145, 0, 100, 50), rect(15, 0, 100, 50)]))
    }

    @Test("flexible leading and trailing on a single repeated item centre it: (390 − 100) / 2 = 145")
    func flexibleEdgesCentreAlongAxis() throws {
        let edges = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let solution = try solve(edgeRow(100, .fractionalHeight(1), edges, repetition: .repeatingCount(1)), items: 2)
        expectCells(solution, [rect(145, 0, 100, 50), rect(145, 50, 100, 50)])
    }

    @Test("flexible edges and flexible spacing share the leftover together: 90 over 5 shares → 18 each", arguments: conformanceDirections)
    func flexibleEdgesAndSpacing(direction: LayoutDirection) throws {
        // Shares in order: leading₀, gap, leading₁, gap, leading₂. x = 18, 18 + 100 + 18 + 18 = 154, 290.
        let solution = try solve(edgeRow(100, .fractionalHeight(1), EdgeSpacing(leading: .flexible(0)),
            spacing: .flexible(0)), items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(18, 0, 100, 50), rect(154, 0, 100, 50), rect(290, 0, 100, 50)],
            // 390 − x − 100: 272, 136, 0.
            rtl: [rect(272, 0, 100, 50), rect(136, 0, 100, 50), rect(0, 0, 100, 50)]))
    }

    @Test("fixed top along a column's axis: slots of 60, items at y = 10, 70, 130")
    func fixedTopAlongColumn() throws {
        // 3 · 60 = 180 ≤ 200; 240 > 200. The next column starts at y = 200, its item at 210.
        let group = column(.fractionalWidth(1), .absolute(200),
            [item(.fractionalWidth(1), .absolute(50), edgeSpacing: EdgeSpacing(top: .fixed(10)))])
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 10, 390, 50), rect(0, 70, 390, 50), rect(0, 130, 390, 50), rect(0, 210, 390, 50)])
    }

    @Test("fixed bottom along a column's axis counts toward the fit: 3 · 67 = 201 > 200 → two per column")
    func fixedBottomAlongColumn() throws {
        let group = column(.fractionalWidth(1), .absolute(200),
            [item(.fractionalWidth(1), .absolute(60), edgeSpacing: EdgeSpacing(bottom: .fixed(7)))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 390, 60), rect(0, 67, 390, 60), rect(0, 200, 390, 60)])
    }

    @Test("flexible top along a column: 20 left over shared by 3 → ⌊20 / 3⌋ = 6, remainder 2 → 7, 7, 6")
    func flexibleTopAlongColumn() throws {
        // y = 7, 7 + 60 + 7 = 74, 74 + 60 + 6 = 140; the last item ends at 200.
        let group = column(.fractionalWidth(1), .absolute(200),
            [item(.fractionalWidth(1), .absolute(60), edgeSpacing: EdgeSpacing(top: .flexible(0)))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 7, 390, 60), rect(0, 74, 390, 60), rect(0, 140, 390, 60)])
    }

    // MARK: Across the axis

    @Test("fixed top 10 across a row moves the item down")
    func fixedTopAcross() throws {
        let solution = try solve(edgeRow(100, .absolute(50), EdgeSpacing(top: .fixed(10)), height: 100), items: 4)
        expectCells(solution, [rect(0, 10, 100, 50), rect(100, 10, 100, 50), rect(200, 10, 100, 50), rect(0, 110, 100, 50)])
    }

    @Test("fixed bottom across a row leaves the item at the top")
    func fixedBottomAcross() throws {
        let solution = try solve(edgeRow(100, .absolute(50), EdgeSpacing(bottom: .fixed(10)), height: 100), items: 1)
        expectCells(solution, [rect(0, 0, 100, 50)])
    }

    @Test("flexible top and bottom centre the item: (100 − 50) / 2 = 25 (L5)", arguments: conformanceDirections)
    func flexibleTopAndBottomCentre(direction: LayoutDirection) throws {
        let edges = EdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        let solution = try solve(edgeRow(100, .absolute(50), edges, height: 100), items: 2, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 25, 100, 50), rect(100, 25, 100, 50)],
            rtl: [rect(290, 25, 100, 50), rect(190, 25, 100, 50)]))
    }

    @Test("flexible top 10 and bottom 0 start at their minimum: leftover 40 shared, top = 10 + 20 = 30")
    func flexibleTopAndBottomWithMinimum() throws {
        let edges = EdgeSpacing(top: .flexible(10), bottom: .flexible(0))
        let solution = try solve(edgeRow(100, .absolute(50), edges, height: 100), items: 1)
        expectCells(solution, [rect(0, 30, 100, 50)])
    }

    @Test("only the bottom flexible keeps the item at the top (Apple's header example)")
    func onlyBottomFlexible() throws {
        let solution = try solve(edgeRow(100, .absolute(50), EdgeSpacing(bottom: .flexible(0)), height: 100), items: 1)
        expectCells(solution, [rect(0, 0, 100, 50)])
    }

    @Test("only the top flexible takes the whole leftover: the item sits at the bottom (y = 50)")
    func onlyTopFlexible() throws {
        // decision: L5 says the flexible cross-axis edges share the leftover; with a single flexible edge it
        // takes all of it, so a flexible top alone aligns the item to the bottom.
        let solution = try solve(edgeRow(100, .absolute(50), EdgeSpacing(top: .flexible(0)), height: 100), items: 1)
        expectCells(solution, [rect(0, 50, 100, 50)])
    }

    @Test("flexible leading and trailing across a column centre the item horizontally: (200 − 100) / 2 = 50", arguments: conformanceDirections)
    func flexibleEdgesAcrossColumn(direction: LayoutDirection) throws {
        let edges = EdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let group = column(.absolute(200), .absolute(100), [item(.absolute(100), .fractionalHeight(1), edgeSpacing: edges)])
        let solution = try solve(group, items: 1, direction: direction)
        // RTL: the column occupies 190…390; 390 − 50 − 100 = 240.
        expectCells(solution, [pick(direction, ltr: rect(50, 0, 100, 100), rtl: rect(240, 0, 100, 100))])
    }

    @Test("fixed leading across a column moves the item toward the trailing side", arguments: conformanceDirections)
    func fixedLeadingAcrossColumn(direction: LayoutDirection) throws {
        let group = column(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .fractionalHeight(1), edgeSpacing: EdgeSpacing(leading: .fixed(20)))])
        let solution = try solve(group, items: 1, direction: direction)
        // RTL: 390 − 20 − 100 = 270.
        expectCells(solution, [pick(direction, ltr: rect(20, 0, 100, 100), rtl: rect(270, 0, 100, 100))])
    }

    // MARK: Groups

    @Test("a nested group's edge spacing acts in its parent like an item's: slots of 120, x = 20, 140, 260", arguments: conformanceDirections)
    func nestedGroupEdgeSpacing(direction: LayoutDirection) throws {
        let inner = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))],
            edgeSpacing: EdgeSpacing(leading: .fixed(20)))
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(20, 0, 100, 100), rect(140, 0, 100, 100), rect(260, 0, 100, 100), rect(20, 100, 100, 100)],
            // 390 − x − 100: 270, 150, 30.
            rtl: [rect(270, 0, 100, 100), rect(150, 0, 100, 100), rect(30, 0, 100, 100), rect(270, 100, 100, 100)]))
    }

    @Test("the section's group: fixed top 10 and bottom 5 add space around each group (L5)")
    func sectionGroupEdgeSpacingAlongScrollAxis() throws {
        // Group 0 at y = 10 (ends 60, + 5); group 1 at 65 + 10 = 75 (ends 125, + 5 = 130).
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
            edgeSpacing: EdgeSpacing(top: .fixed(10), bottom: .fixed(5)))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 10, 100, 50), rect(100, 10, 100, 50), rect(200, 10, 100, 50), rect(0, 75, 100, 50)])
        #expect(solution.contentSize.height == 130)
    }

    @Test("the section's group: edge spacing adds to interGroupSpacing")
    func sectionGroupEdgeSpacingPlusInterGroupSpacing() throws {
        // Group 0 at 10, ends 60 + 5 = 65; spacing 20; group 1 at 65 + 20 + 10 = 95.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
            edgeSpacing: EdgeSpacing(top: .fixed(10), bottom: .fixed(5)))
        let solution = try solve(group, items: 4, interGroupSpacing: 20)
        expectFrame(cell(solution, 0), rect(0, 10, 100, 50))
        expectFrame(cell(solution, 3), rect(0, 95, 100, 50))
    }

    @Test("the section's group: a fixed leading edge moves it across the section", arguments: conformanceDirections)
    func sectionGroupLeadingEdge(direction: LayoutDirection) throws {
        // Group 300 wide at x = 20; RTL: 390 − 20 − 300 = 70, items 390 − x − 100.
        let group = row(.absolute(300), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
            edgeSpacing: EdgeSpacing(leading: .fixed(20)))
        let solution = try solve(group, items: 2, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(20, 0, 100, 50), rect(120, 0, 100, 50)],
            rtl: [rect(270, 0, 100, 50), rect(170, 0, 100, 50)]))
    }
}
