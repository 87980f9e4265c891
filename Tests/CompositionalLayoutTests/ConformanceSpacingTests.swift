// Conformance: interItemSpacing, fixed and flexible (semantics L3, L4). Container 390 × 844 at scale 1 unless
// stated; RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: inter-item spacing")
struct ConformanceSpacingTests: ConformanceSuite {
    func spacedRow(_ itemWidth: CGFloat, _ spacing: LayoutSpacing?, repetition: LayoutGroup.Repetition = .fillingAvailableSpace) -> LayoutGroup {
        row(.fractionalWidth(1), .absolute(50), [item(.absolute(itemWidth), .fractionalHeight(1))],
            repetition: repetition, spacing: spacing)
    }

    @Test("fixed spacing 20: x = 0, 120, 240; a fourth would end at 460", arguments: conformanceDirections)
    func fixedSpacing(direction: LayoutDirection) throws {
        let solution = try solve(spacedRow(100, .fixed(20)), items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(120, 0, 100, 50), rect(240, 0, 100, 50), rect(0, 50, 100, 50)],
            // 390 − x − 100: 290, 170, 50.
            rtl: [rect(290, 0, 100, 50), rect(170, 0, 100, 50), rect(50, 0, 100, 50), rect(290, 50, 100, 50)]))
    }

    @Test("nil spacing means fixed 0")
    func nilSpacingIsZero() throws {
        let implicit = try solve(spacedRow(100, nil), items: 4)
        let explicit = try solve(spacedRow(100, .fixed(0)), items: 4)
        let expected = [rect(0, 0, 100, 50), rect(100, 0, 100, 50), rect(200, 0, 100, 50), rect(0, 50, 100, 50)]
        expectCells(implicit, expected)
        expectCells(explicit, expected)
    }

    @Test("flexible(10): three items fit on the minimum (320); 70 left over, 35 per gap → x = 0, 145, 290", arguments: conformanceDirections)
    func flexibleSpacing(direction: LayoutDirection) throws {
        // 100 + 10 + 100 + 10 + 100 = 320 ≤ 390; + 10 + 100 = 430 > 390. Gaps 10 + 35 = 45.
        let solution = try solve(spacedRow(100, .flexible(10)), items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(145, 0, 100, 50), rect(290, 0, 100, 50), rect(0, 50, 100, 50)],
            rtl: [rect(290, 0, 100, 50), rect(145, 0, 100, 50), rect(0, 0, 100, 50), rect(290, 50, 100, 50)]))
    }

    @Test("flexible shares are floored, the remainder goes to the first gaps: 55 over 3 → 19, 18, 18", arguments: conformanceDirections)
    func flexibleRemainderToFirstShares(direction: LayoutDirection) throws {
        // 80-pt items, flexible(5): 4 · 80 + 3 · 5 = 335 ≤ 390; 5 items would need 420. Leftover 55:
        // ⌊55 / 3⌋ = 18, remainder 1 → shares 19, 18, 18 → gaps 24, 23, 23.
        // x = 0, 80 + 24 = 104, 184 + 23 = 207, 287 + 23 = 310 (ends at 390).
        let solution = try solve(spacedRow(80, .flexible(5)), items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 80, 50), rect(104, 0, 80, 50), rect(207, 0, 80, 50), rect(310, 0, 80, 50)],
            // Solved left to right, then mirrored: 390 − x − 80: 310, 206, 103, 0.
            rtl: [rect(310, 0, 80, 50), rect(206, 0, 80, 50), rect(103, 0, 80, 50), rect(0, 0, 80, 50)]))
    }

    @Test("flexible shares at scale 2 are whole pixels: 110 px over 3 → 37, 37, 36 px", arguments: conformanceDirections)
    func flexibleSharesAtScale2(direction: LayoutDirection) throws {
        // In pixels: items 160, minimum 10, leftover 780 − 4 · 160 − 3 · 10 = 110 → ⌊110 / 3⌋ = 36, remainder 2
        // → shares 37, 37, 36 px → gaps 47, 47, 46 px = 23.5, 23.5, 23 pt.
        // x = 0, 80 + 23.5 = 103.5, 183.5 + 23.5 = 207, 287 + 23 = 310.
        let solution = try solve(spacedRow(80, .flexible(5)), items: 4, scale: 2, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 80, 50), rect(103.5, 0, 80, 50), rect(207, 0, 80, 50), rect(310, 0, 80, 50)],
            // 390 − x − 80: 310, 206.5, 103, 0.
            rtl: [rect(310, 0, 80, 50), rect(206.5, 0, 80, 50), rect(103, 0, 80, 50), rect(0, 0, 80, 50)]))
    }

    @Test("the last, partial row places its items where a full row would: gaps of 45, not of the partial row (L16)", arguments: conformanceDirections)
    func partialRowFlexibleSpacing(direction: LayoutDirection) throws {
        // 5 items, three per row: row 1 holds items 3 and 4 at x = 0 and 145, as in the full row 0.
        let solution = try solve(spacedRow(100, .flexible(10)), items: 5, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 50), rect(145, 0, 100, 50), rect(290, 0, 100, 50), rect(0, 50, 100, 50), rect(145, 50, 100, 50)],
            rtl: [rect(290, 0, 100, 50), rect(145, 0, 100, 50), rect(0, 0, 100, 50), rect(290, 50, 100, 50), rect(145, 50, 100, 50)]))
    }

    @Test("flexible spacing never changes how many fit: two 0.5 items with flexible(10) → one per group")
    func flexibleDoesNotChangeCount() throws {
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            spacing: .flexible(10))
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 195, 100), rect(0, 100, 195, 100)])
    }

    @Test("a lone item with flexible spacing has no gap to grow and stays at the leading edge", arguments: conformanceDirections)
    func loneItemWithFlexibleSpacing(direction: LayoutDirection) throws {
        let solution = try solve(spacedRow(300, .flexible(0)), items: 2, direction: direction)
        let x: CGFloat = pick(direction, ltr: 0, rtl: 90)
        expectCells(solution, [rect(x, 0, 300, 50), rect(x, 50, 300, 50)])
    }

    @Test("flexible spacing in a column: 3 · 60 = 180 in 200, gaps 10 → y = 0, 70, 140")
    func flexibleSpacingVertical() throws {
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(60))],
            spacing: .flexible(0))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 390, 60), rect(0, 70, 390, 60), rect(0, 140, 390, 60), rect(0, 200, 390, 60)])
    }

    @Test("fixed spacing in a column: 60 + 10 + 60 + 10 + 60 = 200 fits exactly")
    func fixedSpacingVertical() throws {
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .absolute(60))],
            spacing: .fixed(10))
        let solution = try solve(group, items: 4)
        expectCells(solution, [rect(0, 0, 390, 60), rect(0, 70, 390, 60), rect(0, 140, 390, 60), rect(0, 200, 390, 60)])
    }

    @Test("flexible spacing in an equalSizeCount group: items fill the shared length, nothing is left to share")
    func flexibleInEqualCount() throws {
        // (390 − 2 · 15) / 3 = 120; x = 0, 135, 270.
        let solution = try solve(spacedRow(10, .flexible(15), repetition: .equalSizeCount(3)), items: 3)
        expectCells(solution, [rect(0, 0, 120, 50), rect(135, 0, 120, 50), rect(270, 0, 120, 50)])
    }

    @Test("flexible spacing in a repeatingCount group shares the leftover: 390 − 300 = 90 → gaps 45")
    func flexibleInRepeatingCount() throws {
        let solution = try solve(spacedRow(100, .flexible(0), repetition: .repeatingCount(3)), items: 3)
        expectCells(solution, [rect(0, 0, 100, 50), rect(145, 0, 100, 50), rect(290, 0, 100, 50)])
    }

    @Test("an overflowing repeatingCount shares a negative leftover: 390 − 450 = −60 → gaps −30")
    func flexibleNegativeLeftover() throws {
        // decision: L4 allows a negative leftover; for an overflowing repeatingCount group the flexible gaps
        // shrink below their minimum (−60 / 2 = −30 each), so the items overlap and the row ends at 390.
        let solution = try solve(spacedRow(150, .flexible(0), repetition: .repeatingCount(3)), items: 3)
        expectCells(solution, [rect(0, 0, 150, 50), rect(120, 0, 150, 50), rect(240, 0, 150, 50)])
    }

    @Test("spacing is only between items: 4 · 90 + 3 · 10 = 390 fits, from 0 to exactly 390")
    func noOuterSpacing() throws {
        // 4 · 90 + 3 · 10 = 390 ≤ 390: four fit, the first at 0, the last ending exactly at 390.
        let solution = try solve(spacedRow(90, .fixed(10)), items: 5)
        expectCells(solution, [rect(0, 0, 90, 50), rect(100, 0, 90, 50), rect(200, 0, 90, 50), rect(300, 0, 90, 50),
                               rect(0, 50, 90, 50)])
    }
}
