import Foundation
import Testing

@testable import CompositionalLayout

/// Estimated sizes in sections: lists, flow (tag) layouts, estimated rows, self-sizing axes (L6, L9).
@Suite struct SectionEstimatedSizeTests {
    static let list = LayoutSection(
        group: secRow(.fractionalWidth(1), .estimated(44), [secItem(.fractionalWidth(1), .estimated(44))]))

    // semantics L9: estimates until measured; a measured item moves the items after it
    @Test func estimatedListIsMeasured() throws {
        guard var solution = secSolve(Self.list, [5]) else { return }
        secExpect(solution.secCell(0, 0), secR(0, 0, 390, 44))
        secExpect(solution.secCell(0, 4), secR(0, 176, 390, 44))  // 4 · 44
        secExpect(solution.contentSize, CGSize(width: 390, height: 220))
        #expect(solution.attributesForItem(at: [0, 0])?.selfSizingAxes == .vertical)

        #expect(try solution.setMeasuredSize(CGSize(width: 390, height: 80), forItemAt: [0, 1]))
        secExpect(solution.secCell(0, 0), secR(0, 0, 390, 44))
        secExpect(solution.secCell(0, 1), secR(0, 44, 390, 80))
        secExpect(solution.secCell(0, 2), secR(0, 124, 390, 44))  // 44 + 80
        secExpect(solution.secCell(0, 4), secR(0, 212, 390, 44))
        secExpect(solution.contentSize, CGSize(width: 390, height: 256))  // 220 + 36

        // The same size again moves nothing.
        #expect(try !solution.setMeasuredSize(CGSize(width: 390, height: 80), forItemAt: [0, 1]))
    }

    // semantics L9: a measured size replaces the estimate only on the estimated axes
    @Test func measuredWidthIsIgnoredWhenTheWidthIsNotEstimated() throws {
        guard var solution = secSolve(Self.list, [2]) else { return }
        try solution.setMeasuredSize(CGSize(width: 200, height: 50), forItemAt: [0, 0])
        secExpect(solution.secCell(0, 0), secR(0, 0, 390, 50))
        secExpect(solution.secCell(0, 1), secR(0, 50, 390, 44))
    }

    // semantics L9: measuring in one section moves the later sections
    @Test func measuredItemMovesLaterSections() throws {
        let section = LayoutSection(
            group: Self.list.group,
            boundarySupplementaryItems: [secBoundary("header", .top, .fractionalWidth(1), .absolute(30))])
        guard var solution = secSolve(section, [2, 2], configuration: LayoutConfiguration(interSectionSpacing: 10))
        else { return }
        // Section 0: 30 + 88 = 118; section 1 at 128.
        secExpect(solution.secSupp("header", 1), secR(0, 128, 390, 30))
        try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: [0, 0])
        // Section 0: 30 + 100 + 44 = 174; section 1 at 184.
        secExpect(solution.secCell(0, 1), secR(0, 130, 390, 44))
        secExpect(solution.secSupp("header", 1), secR(0, 184, 390, 30))
        secExpect(solution.secCell(1, 0), secR(0, 214, 390, 44))
        secExpect(solution.contentSize, CGSize(width: 390, height: 302))  // 184 + 30 + 88
    }

    // semantics L9: an estimated row is as tall as its tallest item; its neighbours keep their own heights
    @Test func estimatedRowGrowsToItsTallestItem() throws {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .estimated(50), [secItem(.fractionalWidth(0.5), .estimated(50))]))
        guard var solution = secSolve(section, [4]) else { return }
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 50))
        secExpect(solution.secCell(0, 2), secR(0, 50, 195, 50))
        try solution.setMeasuredSize(CGSize(width: 195, height: 80), forItemAt: [0, 0])
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 80))
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 50))  // not stretched
        secExpect(solution.secCell(0, 2), secR(0, 80, 195, 50))  // the row is 80 tall
        secExpect(solution.contentSize, CGSize(width: 390, height: 130))
        try solution.setMeasuredSize(CGSize(width: 195, height: 120), forItemAt: [0, 1])
        secExpect(solution.secCell(0, 2), secR(0, 120, 195, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 170))
    }

    /// The seed's fixed-spacing flow (tag) layout: self-sizing widths, 4-pt fixed edge spacing all round, in a
    /// full-width row whose height is estimated.
    static let tags = LayoutSection(
        group: secRow(
            .fractionalWidth(1), .estimated(38),
            [
                secItem(
                    .estimated(100), .absolute(30),
                    edgeSpacing: EdgeSpacing(leading: .fixed(4), top: .fixed(4), trailing: .fixed(4), bottom: .fixed(4)))
            ]))

    // semantics L4, L5, L9: estimated widths make the row flow; rows hold different numbers of items
    @Test func flowLayoutWithFixedEdgeSpacing() throws {
        guard var solution = secSolve(Self.tags, [7]) else { return }
        // Each estimate takes 4 + 100 + 4 = 108: three fit in 390 (324), a fourth would need 432.
        secExpect(solution.secCell(0, 0), secR(4, 4, 100, 30))
        secExpect(solution.secCell(0, 1), secR(112, 4, 100, 30))
        secExpect(solution.secCell(0, 2), secR(220, 4, 100, 30))
        // decision: an estimated row is as tall as its tallest item's slot, fixed edge spacing included:
        // rows are 4 + 30 + 4 = 38 tall.
        secExpect(solution.secCell(0, 3), secR(4, 42, 100, 30))
        secExpect(solution.secCell(0, 6), secR(4, 80, 100, 30))
        secExpect(solution.contentSize, CGSize(width: 390, height: 114))  // 3 rows
        #expect(solution.attributesForItem(at: [0, 0])?.selfSizingAxes == .horizontal)

        let widths: [CGFloat] = [150, 60, 200, 90, 120, 80, 300]
        for (index, width) in widths.enumerated() {
            // The measured height (44) is ignored: the height is absolute.
            try solution.setMeasuredSize(CGSize(width: width, height: 44), forItemAt: [0, index])
        }
        // Row 0: 4 + 150 + 4 = 158, + 68 = 226; item 2 would reach 434.
        secExpect(solution.secCell(0, 0), secR(4, 4, 150, 30))
        secExpect(solution.secCell(0, 1), secR(162, 4, 60, 30))
        // Row 1: 208, + 98 = 306; item 4 would reach 434.
        secExpect(solution.secCell(0, 2), secR(4, 42, 200, 30))
        secExpect(solution.secCell(0, 3), secR(212, 42, 90, 30))
        // Row 2: 128, + 88 = 216; item 6 would reach 524.
        secExpect(solution.secCell(0, 4), secR(4, 80, 120, 30))
        secExpect(solution.secCell(0, 5), secR(132, 80, 80, 30))
        // Row 3: item 6 alone.
        secExpect(solution.secCell(0, 6), secR(4, 118, 300, 30))
        secExpect(solution.contentSize, CGSize(width: 390, height: 152))  // 4 · 38
    }

    // semantics L9: self-sizing axes
    @Test func selfSizingAxes() {
        let section = LayoutSection(
            group: secRow(
                .fractionalWidth(1), .estimated(50),
                [
                    secItem(.estimated(100), .estimated(50)), secItem(.absolute(100), .absolute(50)),
                    secItem(.absolute(100), .estimated(50)),
                ]))
        guard let solution = secSolve(section, [3]) else { return }
        #expect(solution.attributesForItem(at: [0, 0])?.selfSizingAxes == [.horizontal, .vertical])
        #expect(solution.attributesForItem(at: [0, 1])?.selfSizingAxes == [])
        #expect(solution.attributesForItem(at: [0, 2])?.selfSizingAxes == .vertical)
    }

    // semantics L6: item content insets are ignored on the estimated axis, with a diagnostic
    @Test func contentInsetsOnAnEstimatedAxisAreIgnored() {
        let section = LayoutSection(
            group: secRow(
                .fractionalWidth(1), .estimated(44),
                [secItem(.fractionalWidth(1), .estimated(44), insets: DirectionalEdgeInsets(all: 5))]))
        guard let solution = secSolve(section, [2]) else { return }
        // Width is not estimated: inset to 5 … 385. Height is: no insets.
        secExpect(solution.secCell(0, 0), secR(5, 0, 380, 44))
        secExpect(solution.secCell(0, 1), secR(5, 44, 380, 44))
        #expect(solution.diagnostics.contains { $0.section == 0 })
    }

    // semantics L9: measured sizes are kept across re-solves of the section
    @Test func measuredSizesSurviveAnItemCountChange() throws {
        guard var solution = secSolve(Self.list, [3, 1]) else { return }
        try solution.setMeasuredSize(CGSize(width: 390, height: 80), forItemAt: [0, 1])
        try solution.setItemCount(4, inSection: 0)
        secExpect(solution.secCell(0, 1), secR(0, 44, 390, 80))
        secExpect(solution.secCell(0, 3), secR(0, 168, 390, 44))  // 44 + 80 + 44
        secExpect(solution.secCell(1, 0), secR(0, 212, 390, 44))
        secExpect(solution.contentSize, CGSize(width: 390, height: 256))
    }
}
