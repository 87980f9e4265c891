// Conformance: count groups — equalSizeCount (Apple's subitem:count:) and repeatingCount
// (repeatingSubitem:count:) (semantics L4, docs/reference/collection-layout.md rule 2). Container 390 × 844 at scale 1;
// RTL x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: count groups")
struct ConformanceCountGroupTests: ConformanceSuite {
    // MARK: equalSizeCount

    @Test("equalSizeCount(3) in 390: 130 each, the subitem's own 50-pt width ignored", arguments: conformanceDirections)
    func equalCountIgnoresOwnWidth(direction: LayoutDirection) throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(50), .fractionalHeight(1))],
            repetition: .equalSizeCount(3))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 130, 100), rect(130, 0, 130, 100), rect(260, 0, 130, 100), rect(0, 100, 130, 100)],
            rtl: [rect(260, 0, 130, 100), rect(130, 0, 130, 100), rect(0, 0, 130, 100), rect(260, 100, 130, 100)]))
    }

    @Test("equalSizeCount subtracts spacing before dividing: (390 − 2 · 15) / 3 = 120", arguments: conformanceDirections)
    func equalCountSubtractsSpacing(direction: LayoutDirection) throws {
        // x = 0, 120 + 15 = 135, 135 + 120 + 15 = 270; the row ends at 390.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(50), .fractionalHeight(1))],
            repetition: .equalSizeCount(3), spacing: .fixed(15))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 120, 100), rect(135, 0, 120, 100), rect(270, 0, 120, 100), rect(0, 100, 120, 100)],
            // 390 − x − 120: 270, 135, 0.
            rtl: [rect(270, 0, 120, 100), rect(135, 0, 120, 100), rect(0, 0, 120, 100), rect(270, 100, 120, 100)]))
    }

    @Test("equalSizeCount: height fractionalWidth(0.5) resolves against the shared width 360, not 120 (Part 4.2)")
    func equalCountOtherAxisFractionOfSharedWidth() throws {
        // Shared width 390 − 2 · 15 = 360 → height 0.5 · 360 = 180; widths 360 / 3 = 120.
        let group = row(.fractionalWidth(1), .absolute(200), [item(.absolute(50), .fractionalWidth(0.5))],
            repetition: .equalSizeCount(3), spacing: .fixed(15))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 120, 180), rect(135, 0, 120, 180), rect(270, 0, 120, 180)])
    }

    @Test("equalSizeCount with group insets: inner 360, shared 330, items 110, height 0.2 · 330 = 66", arguments: conformanceDirections)
    func equalCountWithGroupInsets(direction: LayoutDirection) throws {
        // Inner width 390 − 10 − 20 = 360; shared 360 − 2 · 15 = 330; 330 / 3 = 110.
        // x = 10, 10 + 110 + 15 = 135, 135 + 125 = 260 (ends at 370 = 390 − 20); y = top inset 4.
        let group = row(.fractionalWidth(1), .absolute(200), [item(.absolute(10), .fractionalWidth(0.2))],
            repetition: .equalSizeCount(3), spacing: .fixed(15),
            contentInsets: DirectionalEdgeInsets(top: 4, leading: 10, bottom: 0, trailing: 20))
        let solution = try solve(group, items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(10, 4, 110, 66), rect(135, 4, 110, 66), rect(260, 4, 110, 66)],
            // 390 − x − 110: 270, 145, 20 (the leading inset 10 is now on the right).
            rtl: [rect(270, 4, 110, 66), rect(145, 4, 110, 66), rect(20, 4, 110, 66)]))
    }

    @Test("equalSizeCount: a cross-axis fractionalHeight resolves against the inner height (200 − 10 − 30)")
    func equalCountCrossAxisFraction() throws {
        // Inner height 160 → 0.5 · 160 = 80, placed at the top inset 10; widths 390 / 2 = 195.
        let group = row(.fractionalWidth(1), .absolute(200), [item(.absolute(10), .fractionalHeight(0.5))],
            repetition: .equalSizeCount(2), contentInsets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 30, trailing: 0))
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 10, 195, 80), rect(195, 10, 195, 80)])
    }

    @Test("vertical equalSizeCount(4) with spacing 8: (300 − 24) / 4 = 69")
    func verticalEqualCount() throws {
        // y = 0, 77, 154, 231; the next group starts at y = 300.
        let group = column(.fractionalWidth(1), .absolute(300), [item(.fractionalWidth(1), .absolute(10))],
            repetition: .equalSizeCount(4), spacing: .fixed(8))
        let solution = try solve(group, items: 5)
        expectCells(solution, [rect(0, 0, 390, 69), rect(0, 77, 390, 69), rect(0, 154, 390, 69),
                               rect(0, 231, 390, 69), rect(0, 300, 390, 69)])
    }

    @Test("vertical equalSizeCount: width fractionalHeight(0.5) resolves against the shared height 276", arguments: conformanceDirections)
    func verticalEqualCountOtherAxisFraction(direction: LayoutDirection) throws {
        // Shared height 300 − 3 · 8 = 276 → width 0.5 · 276 = 138; heights 276 / 4 = 69.
        let group = column(.fractionalWidth(1), .absolute(300), [item(.fractionalHeight(0.5), .absolute(10))],
            repetition: .equalSizeCount(4), spacing: .fixed(8))
        let solution = try solve(group, items: 2, direction: direction)
        let x: CGFloat = pick(direction, ltr: 0, rtl: 252)  // 390 − 138
        expectCells(solution, [rect(x, 0, 138, 69), rect(x, 77, 138, 69)])
    }

    @Test("equalSizeCount(1) fills the whole inner length")
    func equalCountOne() throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(10), .fractionalHeight(1))],
            repetition: .equalSizeCount(1))
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 390, 50), rect(0, 50, 390, 50)])
    }

    @Test("equalSizeCount(2) of columns: each (390 − 10) / 2 = 190 wide, the column's own 50 ignored")
    func equalCountOfGroups() throws {
        // Each column is 190 × 200 and holds two 190 × 100 items.
        let inner = column(.absolute(50), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let group = row(.fractionalWidth(1), .absolute(200), [.group(inner)], repetition: .equalSizeCount(2),
            spacing: .fixed(10))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 190, 100), rect(0, 100, 190, 100), rect(200, 0, 190, 100),
                               rect(200, 100, 190, 100)])
    }

    @Test("a partial equalSizeCount group keeps the shared item size")
    func equalCountPartial() throws {
        // 4 items in groups of 3: item 3 alone in row 2, still 130 wide at x = 0.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(50), .fractionalHeight(1))],
            repetition: .equalSizeCount(3))
        let solution = try solve(group, items: 4)
        expectFrame(cell(solution, 3), rect(0, 100, 130, 100))
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 4])) == nil)
    }

    // MARK: repeatingCount

    @Test("repeatingCount(3): three copies at their own 100 pt; the remaining 90 stays empty", arguments: conformanceDirections)
    func repeatingCountOwnSize(direction: LayoutDirection) throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
            repetition: .repeatingCount(3))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50), rect(0, 50, 100, 50)],
            rtl: [rect(290, 0, 100, 50), rect(190, 0, 100, 50), rect(90, 0, 100, 50), rect(290, 50, 100, 50)]))
    }

    @Test("repeatingCount may overflow its group: 3 × 150 = 450 in 390, no error", arguments: conformanceDirections)
    func repeatingCountOverflows(direction: LayoutDirection) throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(150), .fractionalHeight(1))],
            repetition: .repeatingCount(3))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 150, 50), rect(150, 0, 150, 50), rect(300, 0, 150, 50), rect(0, 50, 150, 50)],
            // Mirrored across 390: 390 − 0 − 150 = 240, 390 − 150 − 150 = 90, 390 − 300 − 150 = −60.
            rtl: [rect(240, 0, 150, 50), rect(90, 0, 150, 50), rect(-60, 0, 150, 50), rect(240, 50, 150, 50)]))
    }

    @Test("repeatingCount: fractions resolve against the group, not divided: 0.5 · 390 = 195 at 0 and 205")
    func repeatingCountFractionsNotDivided() throws {
        // Unlike filling, the second copy is placed although 195 + 10 + 195 = 400 > 390.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            repetition: .repeatingCount(2), spacing: .fixed(10))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 195, 50), rect(205, 0, 195, 50), rect(0, 50, 195, 50)])
    }

    @Test("vertical repeatingCount(2) of 80-pt items with spacing 20: y = 0, 100; next group at 200")
    func verticalRepeatingCount() throws {
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(80))],
            repetition: .repeatingCount(2), spacing: .fixed(20))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 390, 80), rect(0, 100, 390, 80), rect(0, 200, 390, 80)])
    }

    @Test("repeatingCount(1) of an item smaller than the group: one item per group")
    func repeatingCountOne() throws {
        // Filling would put three 100-pt items in a row; repeatingCount(1) puts exactly one.
        let group = row(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))],
            repetition: .repeatingCount(1))
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 100, 50), rect(0, 50, 100, 50)])
    }
}
