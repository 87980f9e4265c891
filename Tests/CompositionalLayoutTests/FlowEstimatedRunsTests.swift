// Estimated flow sections keep full lines of unmeasured items as uniform runs (semantics LY6): literal frames where
// measured items break the lattice, and the runs they leave.

import Foundation
import Testing
@testable import CompositionalLayout

/// A 200-pt-wide flow of 40 × 30 estimates, 10 pt between items and lines, no insets, scale 1. Four estimates fit a
/// line (4 · 40 + 3 · 10 = 190 ≤ 200; five take 240): a full line is justified — 160 pt of items, 40 pt shared by 3
/// gaps (13 each, the first gap 1 more) — at x 0, 54, 107, 160; lines are 40 apart (30 + 10).
@Suite struct FlowEstimatedRunsTests {
    static func solve(_ count: Int) throws -> FlowSolution {
        var layout = FlowLayout()
        layout.itemSizing = .estimated(CGSize(width: 40, height: 30))
        layout.sectionMetrics = FlowSectionMetrics(minimumLineSpacing: 10, minimumInteritemSpacing: 10)
        return try FlowSolution(
            layout: layout, itemCounts: [count], container: CollectionContainer(size: CGSize(width: 200, height: 400)),
            traits: LayoutTraits(displayScale: 1))
    }

    func frame(_ solution: FlowSolution, _ item: Int) -> CGRect? {
        solution.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame
    }

    func runCount(_ solution: FlowSolution) -> Int? {
        guard case .variable(let lines) = solution.sections[0].lines else { return nil }
        return lines.runs.store.runs.count
    }

    func measure(_ solution: inout FlowSolution, _ item: Int, width: CGFloat, height: CGFloat) throws {
        try solution.setMeasuredSize(CGSize(width: width, height: height), forItemAt: IndexPath(indexes: [0, item]))
    }

    /// 1,000,000 unmeasured items: 250,000 full lines, the last one at y 249,999 · 40 = 9,999,960 packed from the
    /// leading edge (F3: x 0, 50, 100, 150), the others justified. Content 250,000 · 40 − 10 = 9,999,990. Stored as
    /// two runs: 249,999 uniform lines and the last line.
    @Test func aMillionUnmeasuredItemsAreTwoRuns() throws {
        let solution = try Self.solve(1_000_000)
        #expect(runCount(solution) == 2)
        #expect(frame(solution, 1) == CGRect(x: 54, y: 0, width: 40, height: 30))
        #expect(frame(solution, 499_999) == CGRect(x: 160, y: 4_999_960, width: 40, height: 30))
        #expect(frame(solution, 999_998) == CGRect(x: 100, y: 9_999_960, width: 40, height: 30))
        #expect(frame(solution, 999_999) == CGRect(x: 150, y: 9_999_960, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 9_999_990))
    }

    /// Item 500,001 measured 100 × 50 in a million: line 125,000 (y 125,000 · 40 = 5,000,000) takes items 500,000
    /// – 500,002 (40 + 10 + 100 + 10 + 40 = 200 ≤ 200), 50 tall; 180 pt of items and 20 pt for 2 gaps: x 0, 50, 160;
    /// the 30-pt items centred, y + 10. Lines after it start mid-lattice, at 500,003 + 4k: line 125,001 at
    /// 5,000,000 + 50 + 10 = 5,000,060. 499,997 items follow: 124,999 full lines and item 999,999 alone on the last
    /// line, at y 5,000,060 + 124,999 · 40 = 10,000,020, x 0 (F3). Content 10,000,020 + 30 = 10,000,050. Four runs:
    /// 125,000 uniform lines, the measured line, 124,999 uniform lines, the last line.
    @Test func aMeasuredItemInALongSectionShiftsTheLatticeAfterIt() throws {
        var solution = try Self.solve(1_000_000)
        try measure(&solution, 500_001, width: 100, height: 50)
        #expect(runCount(solution) == 4)
        #expect(frame(solution, 499_999) == CGRect(x: 160, y: 4_999_960, width: 40, height: 30))
        #expect(frame(solution, 500_000) == CGRect(x: 0, y: 5_000_010, width: 40, height: 30))
        #expect(frame(solution, 500_001) == CGRect(x: 50, y: 5_000_000, width: 100, height: 50))
        #expect(frame(solution, 500_002) == CGRect(x: 160, y: 5_000_010, width: 40, height: 30))
        #expect(frame(solution, 500_003) == CGRect(x: 0, y: 5_000_060, width: 40, height: 30))
        #expect(frame(solution, 500_004) == CGRect(x: 54, y: 5_000_060, width: 40, height: 30))
        #expect(frame(solution, 999_998) == CGRect(x: 160, y: 9_999_980, width: 40, height: 30))
        #expect(frame(solution, 999_999) == CGRect(x: 0, y: 10_000_020, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 10_000_050))
        // A rectangle over the measured line finds it by descent: lines 124,999 (y 4,999,960) to 125,001.
        let found = solution.attributesForElements(in: CGRect(x: 0, y: 4_999_990, width: 200, height: 71))
        #expect(found.map(\.indexPath.item) == Array(499_996...500_006))
    }

    /// A small measured item lets a fifth item join a line of estimates: item 3 measured 0 × 30 after items 0–2
    /// (3 · 40 + 2 · 10 + 10 + 0 = 150) leaves room for item 4 (150 + 10 + 40 = 200). The line holds 0–4: 160 pt of
    /// items, 40 pt for 4 gaps (10 each): x 0, 50, 100, 150, 160. The next lines start at 5 + 4k: line 1 (y 40) is
    /// 5–8, line 2 (y 80) 9 alone, packed from the leading edge (last line, x 0).
    @Test func aSmallMeasuredItemTakesTheNextEstimateIntoItsLine() throws {
        var solution = try Self.solve(10)
        try measure(&solution, 3, width: 0, height: 30)
        #expect(frame(solution, 3) == CGRect(x: 150, y: 0, width: 0, height: 30))
        #expect(frame(solution, 4) == CGRect(x: 160, y: 0, width: 40, height: 30))
        #expect(frame(solution, 5) == CGRect(x: 0, y: 40, width: 40, height: 30))
        #expect(frame(solution, 8) == CGRect(x: 160, y: 40, width: 40, height: 30))
        #expect(frame(solution, 9) == CGRect(x: 0, y: 80, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 110))
    }

    /// 20 items, item 5 measured 100 × 50: lines {0–3} y 0, {4, 5, 6} y 40 (200 pt used; x 0, 50, 160 as above; 50
    /// tall), {7–10} y 100, {11–14} y 140, {15–18} y 180, {19} y 220 (last, x 0); content 250.
    /// An estimate inserted at 5 (before the measured item, now 6): line 1 is {4, 5, 6} = 40 + 10 + 40 + 10 + 100 =
    /// 200, x 0, 50, 100; the rest moves one item on: {7–10} y 100 … {19, 20} y 220 (last: x 0, 50).
    /// Deleting item 4 gives the first layout back (item 5 measured again at index 5).
    @Test func insertsAndDeletesNextToAMeasuredItem() throws {
        var solution = try Self.solve(20)
        try measure(&solution, 5, width: 100, height: 50)
        let before = (0..<20).map { frame(solution, $0) }
        #expect(frame(solution, 4) == CGRect(x: 0, y: 50, width: 40, height: 30))
        #expect(frame(solution, 5) == CGRect(x: 50, y: 40, width: 100, height: 50))
        #expect(frame(solution, 6) == CGRect(x: 160, y: 50, width: 40, height: 30))
        #expect(frame(solution, 7) == CGRect(x: 0, y: 100, width: 40, height: 30))
        #expect(frame(solution, 19) == CGRect(x: 0, y: 220, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 250))

        try solution.apply(LayoutUpdate(itemCounts: [21], oldSectionOfNew: [0], changes: [0: SectionItemChanges(inserted: [5])]))
        #expect(frame(solution, 4) == CGRect(x: 0, y: 50, width: 40, height: 30))
        #expect(frame(solution, 5) == CGRect(x: 50, y: 50, width: 40, height: 30))
        #expect(frame(solution, 6) == CGRect(x: 100, y: 40, width: 100, height: 50))
        #expect(frame(solution, 7) == CGRect(x: 0, y: 100, width: 40, height: 30))
        #expect(frame(solution, 19) == CGRect(x: 0, y: 220, width: 40, height: 30))
        #expect(frame(solution, 20) == CGRect(x: 50, y: 220, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 250))

        try solution.apply(LayoutUpdate(itemCounts: [20], oldSectionOfNew: [0], changes: [0: SectionItemChanges(deleted: [4])]))
        #expect((0..<20).map { frame(solution, $0) } == before)
    }

    /// The last line is packed from the leading edge even when it is full (F3): 8 items are two full lines; line 0
    /// is justified (item 3 at x 160), line 1 (y 40) is not (item 7 at 3 · 50 = 150). Inserting a ninth item at the
    /// end makes line 1 an ordinary line (justified, item 7 at 160) and item 8 the last line (y 80, x 0).
    @Test func theLastLineIsPackedFromTheLeadingEdge() throws {
        var solution = try Self.solve(8)
        #expect(frame(solution, 3) == CGRect(x: 160, y: 0, width: 40, height: 30))
        #expect(frame(solution, 7) == CGRect(x: 150, y: 40, width: 40, height: 30))
        try solution.apply(LayoutUpdate(itemCounts: [9], oldSectionOfNew: [0], changes: [0: SectionItemChanges(inserted: [8])]))
        #expect(frame(solution, 7) == CGRect(x: 160, y: 40, width: 40, height: 30))
        #expect(frame(solution, 8) == CGRect(x: 0, y: 80, width: 40, height: 30))
        #expect(solution.contentSize == CGSize(width: 200, height: 110))
    }
}
