// Conformance: nested groups (semantics L2 "nested groups", L4, L8). Container 390 × 844 at scale 1;
// RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: nested groups")
struct ConformanceNestedGroupTests: ConformanceSuite {
    @Test("depth 3: fractions resolve against each parent's size less its content insets", arguments: conformanceDirections)
    func depthThree(direction: LayoutDirection) throws {
        // Level 1 row 390 × 300, insets 10 all round → inner 370 × 280, origin (10, 10).
        // Level 2 columns 0.5 · 370 = 185 × 280, leading inset 5 → inner 180 × 280; two per row (370 ≤ 370).
        // Level 3 rows 180 × 0.5 · 280 = 140; two per column (280 ≤ 280).
        // Items 0.5 · 180 = 90 × 140; two per level-3 row (180 ≤ 180). 8 items per level-1 group.
        // Column 0 at x = 10, its inner at 15; column 1 at 10 + 185 = 195, inner at 200.
        let level3 = row(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let level2 = column(.fractionalWidth(0.5), .fractionalHeight(1), [.group(level3)],
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0))
        let level1 = row(.fractionalWidth(1), .absolute(300), [.group(level2)], contentInsets: DirectionalEdgeInsets(all: 10))
        let solution = try solve(level1, items: 9, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(15, 10, 90, 140), rect(105, 10, 90, 140), rect(15, 150, 90, 140), rect(105, 150, 90, 140),
                  rect(200, 10, 90, 140), rect(290, 10, 90, 140), rect(200, 150, 90, 140), rect(290, 150, 90, 140),
                  // The next level-1 group at y = 300: first item at (15, 300 + 10).
                  rect(15, 310, 90, 140)],
            // 390 − x − 90: 15 → 285, 105 → 195, 200 → 100, 290 → 10.
            rtl: [rect(285, 10, 90, 140), rect(195, 10, 90, 140), rect(285, 150, 90, 140), rect(195, 150, 90, 140),
                  rect(100, 10, 90, 140), rect(10, 10, 90, 140), rect(100, 150, 90, 140), rect(10, 150, 90, 140),
                  rect(285, 310, 90, 140)]))
    }

    @Test("the seed's \"Combining Groups\": 200 × 200 column of [row of two half-width items, full-width item]", arguments: conformanceDirections)
    func combiningGroups(direction: LayoutDirection) throws {
        // Column 200 × 200. doubleItemGroup: 1 · 200 × 1/2 · 200 = 200 × 100, repeating its item twice;
        // item 1/2 · 200 = 100 × 1 · 100 = 100 → (0, 0) and (100, 0).
        // fullWidthItem: 200 × 1/2 · 200 = 100 at y = 100. Next subitem (the row again) would end at 300 > 200.
        // So each column holds 3 items; the section repeats it downwards at y = 200.
        let halfItem = item(.fractionalWidth(1 / 2), .fractionalHeight(1))
        let doubleItemGroup = row(.fractionalWidth(1), .fractionalHeight(1 / 2), [halfItem], repetition: .repeatingCount(2))
        let fullWidthItem = item(.fractionalWidth(1), .fractionalHeight(1 / 2))
        let group = column(.absolute(200), .absolute(200), [.group(doubleItemGroup), fullWidthItem])
        let solution = try solve(group, items: 6, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 100), rect(100, 0, 100, 100), rect(0, 100, 200, 100),
                  rect(0, 200, 100, 100), rect(100, 200, 100, 100), rect(0, 300, 200, 100)],
            // The column occupies 190…390: 390 − 0 − 100 = 290, 390 − 100 − 100 = 190, 390 − 0 − 200 = 190.
            rtl: [rect(290, 0, 100, 100), rect(190, 0, 100, 100), rect(190, 100, 200, 100),
                  rect(290, 200, 100, 100), rect(190, 200, 100, 100), rect(190, 300, 200, 100)]))
    }

    @Test("a nested group resolves against its parent's 300 × 180 inner size", arguments: conformanceDirections)
    func nestedFractionsAgainstInsetParent(direction: LayoutDirection) throws {
        // Row 390 × 200, insets top 20, leading 30, trailing 60 → inner 300 × 180 at (30, 20).
        // Columns 0.5 · 300 = 150 × 0.5 · 180 = 90; each holds one 150 × 90 item; two per row.
        let inner = column(.fractionalWidth(0.5), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let group = row(.fractionalWidth(1), .absolute(200), [.group(inner)],
            contentInsets: DirectionalEdgeInsets(top: 20, leading: 30, bottom: 0, trailing: 60))
        let solution = try solve(group, items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(30, 20, 150, 90), rect(180, 20, 150, 90), rect(30, 220, 150, 90)],
            // 390 − x − 150: 30 → 210, 180 → 60.
            rtl: [rect(210, 20, 150, 90), rect(60, 20, 150, 90), rect(210, 220, 150, 90)]))
    }

    @Test("spacing between nested groups and inside them: 190 + 10 + 190 = 390; 45 + 10 + 45 = 100")
    func spacingAtEachLevel() throws {
        let inner = column(.absolute(190), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(45))],
            spacing: .fixed(10))
        let group = row(.fractionalWidth(1), .absolute(100), [.group(inner)], spacing: .fixed(10))
        let solution = try solve(group, items: 5)
        expectCells(solution, [rect(0, 0, 190, 45), rect(0, 55, 190, 45), rect(200, 0, 190, 45),
                               rect(200, 55, 190, 45), rect(0, 100, 190, 45)])
    }

    @Test("items and groups mixed in one row: item, column(2), item, column(2); then the row is full", arguments: conformanceDirections)
    func mixedItemsAndGroups(direction: LayoutDirection) throws {
        // Item 90 (0…90), column 100 (90…190), item (190…280), column (280…380 ≤ 390), item would end at 470.
        let inner = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(90), .fractionalHeight(1)), .group(inner)])
        let solution = try solve(group, items: 7, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 90, 100), rect(90, 0, 100, 50), rect(90, 50, 100, 50), rect(190, 0, 90, 100),
                  rect(280, 0, 100, 50), rect(280, 50, 100, 50), rect(0, 100, 90, 100)],
            // 390 − 0 − 90 = 300, 390 − 90 − 100 = 200, 390 − 190 − 90 = 110, 390 − 280 − 100 = 10.
            rtl: [rect(300, 0, 90, 100), rect(200, 0, 100, 50), rect(200, 50, 100, 50), rect(110, 0, 90, 100),
                  rect(10, 0, 100, 50), rect(10, 50, 100, 50), rect(300, 100, 90, 100)]))
    }

    @Test("a nested column that does not fit ends the row like an item: 2 × 150 = 300, a third would end at 450")
    func nestedGroupThatDoesNotFit() throws {
        let inner = column(.absolute(150), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 3)
        expectCells(solution, [rect(0, 0, 150, 100), rect(150, 0, 150, 100), rect(0, 100, 150, 100)])
    }

    @Test("a count column nested in a filling row: (120 − 2 · 6) / 3 = 36-pt cells beside a 195-pt item", arguments: conformanceDirections)
    func countGroupInsideFillingGroup(direction: LayoutDirection) throws {
        // Row 390 × 120: item 195 × 120, then a column 195 × 120 with 3 equal cells at y = 0, 42, 84.
        let inner = column(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(10))],
            repetition: .equalSizeCount(3), spacing: .fixed(6))
        let group = row(.fractionalWidth(1), .absolute(120), [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(inner)])
        let solution = try solve(group, items: 5, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 195, 120), rect(195, 0, 195, 36), rect(195, 42, 195, 36), rect(195, 84, 195, 36),
                  rect(0, 120, 195, 120)],
            rtl: [rect(195, 0, 195, 120), rect(0, 0, 195, 36), rect(0, 42, 195, 36), rect(0, 84, 195, 36),
                  rect(195, 120, 195, 120)]))
    }

    @Test("the last row holding a partial column ends where its items end (L8)")
    func partialNestedGroupTrimsLastGroup() throws {
        // Columns 195 × 300 hold three 100-pt items; a row holds two columns (6 items).
        let inner = column(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(100))])
        let group = row(.fractionalWidth(1), .absolute(300), [.group(inner)])
        // 2 items: one partial column reaching 200.
        #expect(try solve(group, items: 2).contentSize.height == 200)
        // 4 items: the first column is full (300).
        #expect(try solve(group, items: 4).contentSize.height == 300)
        // 8 items: a full row (300), then a partial row reaching 200 → 500.
        let solution = try solve(group, items: 8)
        #expect(solution.contentSize.height == 500)
        expectFrame(cell(solution, 7), rect(0, 400, 195, 100))
    }

    @Test("a grid: a 200-pt column of rows, each row three 130 × 100 items")
    func gridOfRows() throws {
        let inner = row(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let group = column(.fractionalWidth(1), .absolute(200), [.group(inner)])
        let solution = try solve(group, items: 7)
        expectCells(solution, [rect(0, 0, 130, 100), rect(130, 0, 130, 100), rect(260, 0, 130, 100),
                               rect(0, 100, 130, 100), rect(130, 100, 130, 100), rect(260, 100, 130, 100),
                               rect(0, 200, 130, 100)])
    }
}
