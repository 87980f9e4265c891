// Conformance: group content insets and item content insets (semantics L2, L6, L8; docs/reference/collection-layout.md
// rule 2). Container 390 × 844 at scale 1; RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: content insets")
struct ConformanceInsetsTests: ConformanceSuite {
    @Test("group content insets shrink the space subitems share: inner 350 × 80, items 175 × 80", arguments: conformanceDirections)
    func groupInsets(direction: LayoutDirection) throws {
        // Insets top 10, leading 10, bottom 10, trailing 30 → inner 390 − 40 = 350 wide, 100 − 20 = 80 tall.
        // Items 0.5 · 350 = 175 at x = 10, 185; the next group at y = 100, its item at 110.
        let group = row(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 30))
        let solution = try solve(group, items: 3, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(10, 10, 175, 80), rect(185, 10, 175, 80), rect(10, 110, 175, 80)],
            // 390 − x − 175: 205, 30.
            rtl: [rect(205, 10, 175, 80), rect(30, 10, 175, 80), rect(205, 110, 175, 80)]))
    }

    @Test("item content insets shrink the frame; the 100-pt slot stays", arguments: conformanceDirections)
    func itemInsets(direction: LayoutDirection) throws {
        // Slots 0…100, 100…200, 200…300; frames inset by 10 all round → 80 × 80.
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .absolute(100), contentInsets: DirectionalEdgeInsets(all: 10))])
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(10, 10, 80, 80), rect(110, 10, 80, 80), rect(210, 10, 80, 80), rect(10, 110, 80, 80)],
            // 390 − x − 80: 300, 200, 100.
            rtl: [rect(300, 10, 80, 80), rect(200, 10, 80, 80), rect(100, 10, 80, 80), rect(300, 110, 80, 80)]))
    }

    @Test("asymmetric item insets: top 2, leading 5, bottom 8, trailing 15 → 80 × 90 at (5, 2)", arguments: conformanceDirections)
    func asymmetricItemInsets(direction: LayoutDirection) throws {
        let insets = DirectionalEdgeInsets(top: 2, leading: 5, bottom: 8, trailing: 15)
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .absolute(100), contentInsets: insets)])
        let solution = try solve(group, items: 1, direction: direction)
        // RTL: slot 290…390, leading 5 on the right → x = 390 − 5 − 80 = 305.
        expectCells(solution, [pick(direction, ltr: rect(5, 2, 80, 90), rtl: rect(305, 2, 80, 90))])
    }

    @Test("item insets change neither the fraction nor the fit: two 195-pt slots, frames 175 × 80")
    func itemInsetsDoNotChangeSlots() throws {
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.fractionalWidth(0.5), .fractionalHeight(1), contentInsets: DirectionalEdgeInsets(all: 10))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(10, 10, 175, 80), rect(205, 10, 175, 80), rect(10, 110, 175, 80)])
    }

    @Test("an inset larger than its slot clamps the frame to zero length (L6)")
    func insetLargerThanSlotClamps() throws {
        // Slot 100 wide, insets 60 + 60 = 120 > 100 → width 0 (not UIKit's |−20| = 20); the height keeps 50.
        // decision: where the zero-width frame sits inside its slot is not specified; only that it stays in it.
        let group = row(.fractionalWidth(1), .absolute(50),
            [item(.absolute(100), .absolute(50), contentInsets: DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 60))])
        let solution = try solve(group, items: 2)
        for (index, slot) in [(0, CGFloat(0)), (1, CGFloat(100))] {
            let frame = try #require(cell(solution, index))
            #expect(frame.width == 0, "item \(index): width \(frame.width)")
            #expect(frame.height == 50 && frame.minY == 0, "item \(index): \(frame)")
            #expect(frame.minX >= slot && frame.minX <= slot + 100, "item \(index): \(frame) outside its slot")
        }
    }

    @Test("item insets on an estimated height are ignored, with a diagnostic naming the item (L6)")
    func insetsIgnoredOnEstimatedHeight() throws {
        // Width 390 is fractional: leading/trailing 10 apply → x 10, width 370. Height estimated: top/bottom ignored.
        let group = row(.fractionalWidth(1), .estimated(44),
            [item(.fractionalWidth(1), .estimated(44), contentInsets: DirectionalEdgeInsets(all: 10))])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(10, 0, 370, 44), rect(10, 44, 370, 44)])
        let diagnostic = try #require(solution.diagnostics.first)
        #expect(diagnostic.section == 0)
        #expect(diagnostic.elementPath.contains("subitem 0 (item)"), "\(diagnostic)")
    }

    @Test("item insets on an estimated width are ignored; those on the absolute height apply (L6)")
    func insetsIgnoredOnEstimatedWidth() throws {
        // Slots 100 wide (the estimate), 50 tall; top/bottom 5 apply → y 5, height 40; leading/trailing ignored.
        let insets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        let group = row(.fractionalWidth(1), .absolute(50), [item(.estimated(100), .absolute(50), contentInsets: insets)])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 5, 100, 40), rect(100, 5, 100, 40)])
        #expect(!solution.diagnostics.isEmpty)
    }

    @Test("no diagnostic when no inset is on an estimated axis")
    func noDiagnosticWithoutEstimatedInsets() throws {
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .absolute(100), contentInsets: DirectionalEdgeInsets(all: 10))])
        let solution = try solve(group, items: 3)
        #expect(solution.diagnostics.isEmpty)
    }

    @Test("group insets on an estimated height are ignored; the leading/trailing ones apply")
    func groupInsetsIgnoredOnEstimatedHeight() throws {
        // decision: L6 is written for items; Apple's "contentInsets are ignored for any axis with an .estimated
        // dimension" is on NSCollectionLayoutItem, which groups inherit, so it applies to groups too.
        // Inner width 390 − 20 = 370 → items 185 at x = 10, 195; top inset ignored → y = 0.
        let group = row(.fractionalWidth(1), .estimated(50), [item(.fractionalWidth(0.5), .estimated(50))],
            contentInsets: DirectionalEdgeInsets(all: 10))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(10, 0, 185, 50), rect(195, 0, 185, 50), rect(10, 50, 185, 50)])
    }

    @Test("column insets: inner height 200 − 20 = 180, fractionalHeight(0.5) items 90 tall at y = 10, 100")
    func columnInsets() throws {
        let group = column(.fractionalWidth(1), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 10, 390, 90), rect(0, 100, 390, 90), rect(0, 210, 390, 90)])
    }

    @Test("section insets place the group: width 390 − 16 − 24 = 350, first group at (16, 20)", arguments: conformanceDirections)
    func sectionInsetsPlaceGroup(direction: LayoutDirection) throws {
        let group = row(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let solution = try solve(group, items: 2, direction: direction,
            sectionInsets: DirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 24))
        expectCells(solution, pick(direction,
            ltr: [rect(16, 20, 175, 50), rect(191, 20, 175, 50)],
            // 390 − x − 175: 199, 24.
            rtl: [rect(199, 20, 175, 50), rect(24, 20, 175, 50)]))
    }

    @Test("insets at three levels combine: row 10, column 5, item 2", arguments: conformanceDirections)
    func insetsAtEveryLevel(direction: LayoutDirection) throws {
        // Row 390 × 120 inset 10 → inner 370 × 100 at (10, 10). Columns 185 × 100 inset 5 → inner 175 × 90.
        // Column 0 inner at (15, 15): slots (15, 15, 175, 45), (15, 60, 175, 45); column 1 inner at (200, 15).
        // Item frames inset by 2 → 171 × 41.
        let inner = column(.fractionalWidth(0.5), .fractionalHeight(1),
            [item(.fractionalWidth(1), .fractionalHeight(0.5), contentInsets: DirectionalEdgeInsets(all: 2))],
            contentInsets: DirectionalEdgeInsets(all: 5))
        let group = row(.fractionalWidth(1), .absolute(120), [.group(inner)], contentInsets: DirectionalEdgeInsets(all: 10))
        let solution = try solve(group, items: 4, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(17, 17, 171, 41), rect(17, 62, 171, 41), rect(202, 17, 171, 41), rect(202, 62, 171, 41)],
            // 390 − x − 171: 17 → 202, 202 → 17.
            rtl: [rect(202, 17, 171, 41), rect(202, 62, 171, 41), rect(17, 17, 171, 41), rect(17, 62, 171, 41)]))
    }

    @Test("the last group's extent counts slots and edge spacing, not item insets (L8)")
    func trimmedExtentUsesSlots() throws {
        // Items 100 tall + bottom edge 20 → slots of 120: two per 300-pt column (240; 360 > 300).
        // Frames lose the 30-pt bottom inset → 70 tall. 3 items: the last column holds one item whose slot
        // reaches 100 + 20 = 120 → content 300 + 120 = 420 (not 300 + 70 + 20).
        let group = column(.fractionalWidth(1), .absolute(300),
            [item(.fractionalWidth(1), .absolute(100), contentInsets: DirectionalEdgeInsets(top: 0, leading: 0, bottom: 30, trailing: 0),
                  edgeSpacing: EdgeSpacing(bottom: .fixed(20)))])
        let solution = try solve(group, items: 3)
        expectCells(solution, [rect(0, 0, 390, 70), rect(0, 120, 390, 70), rect(0, 300, 390, 70)])
        #expect(solution.contentSize.height == 420)
    }
}
