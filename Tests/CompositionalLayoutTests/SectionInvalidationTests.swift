import Foundation
import Testing

@testable import CompositionalLayout

/// Per-section invalidation: a new item count re-solves one section and moves the later ones.
///
/// Three sections 20 apart, each a 40-pt header, top inset 10, 50-pt rows, bottom inset 10; item counts
/// 2, 3, 1: section 0 spans 0 … 160, section 1 180 … 390, section 2 410 … 520.
@Suite struct SectionInvalidationTests {
    static func solution() -> LayoutSolution? {
        secSolve(
            secListSection(
                height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
                boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))]),
            [2, 3, 1], configuration: LayoutConfiguration(interSectionSpacing: 20))
    }

    @Test func initialFrames() {
        guard let solution = Self.solution() else { return }
        secExpect(solution.sectionFrame(0), secR(0, 0, 390, 160))
        secExpect(solution.sectionFrame(1), secR(0, 180, 390, 210))
        secExpect(solution.secCell(1, 2), secR(0, 330, 390, 50))  // 180 + 40 + 10 + 2 · 50
        secExpect(solution.sectionFrame(2), secR(0, 410, 390, 110))
        secExpect(solution.contentSize, CGSize(width: 390, height: 520))
    }

    @Test func growingASectionMovesTheLaterSections() throws {
        guard var solution = Self.solution() else { return }
        let before = (0..<3).map { solution.secCell(1, $0)?.minY ?? .nan }.map { $0 - solution.sectionFrame(1).minY }
        try solution.setItemCount(5, inSection: 0)
        #expect(solution.numberOfItems(inSection: 0) == 5)
        // Section 0: 40 + 10 + 5 · 50 + 10 = 310; section 1 at 330 (150 lower), section 2 at 560.
        secExpect(solution.secCell(0, 4), secR(0, 250, 390, 50))
        secExpect(solution.sectionFrame(0), secR(0, 0, 390, 310))
        secExpect(solution.secSupp("header", 1), secR(0, 330, 390, 40))
        secExpect(solution.secCell(1, 0), secR(0, 380, 390, 50))
        secExpect(solution.secCell(1, 2), secR(0, 480, 390, 50))
        secExpect(solution.secSupp("header", 2), secR(0, 560, 390, 40))
        secExpect(solution.secCell(2, 0), secR(0, 610, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 670))
        // Section 1's frames relative to the section are unchanged.
        let after = (0..<3).map { solution.secCell(1, $0)?.minY ?? .nan }.map { $0 - solution.sectionFrame(1).minY }
        #expect(before == after)
        #expect(before == [50, 100, 150])
    }

    @Test func shrinkingASectionToZero() throws {
        guard var solution = Self.solution() else { return }
        try solution.setItemCount(0, inSection: 1)
        #expect(solution.numberOfItems(inSection: 1) == 0)
        #expect(solution.attributesForItem(at: [1, 0]) == nil)
        // The empty section keeps its header but no insets: 180 … 220; section 2 at 240.
        secExpect(solution.secSupp("header", 1), secR(0, 180, 390, 40))
        secExpect(solution.sectionFrame(1), secR(0, 180, 390, 40))
        secExpect(solution.secSupp("header", 2), secR(0, 240, 390, 40))
        secExpect(solution.secCell(2, 0), secR(0, 290, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 350))
        // And back.
        try solution.setItemCount(3, inSection: 1)
        secExpect(solution.secCell(1, 2), secR(0, 330, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 520))
    }

    @Test func changingTheLastSectionMovesNothingElse() throws {
        guard var solution = Self.solution() else { return }
        try solution.setItemCount(4, inSection: 2)
        secExpect(solution.secCell(1, 2), secR(0, 330, 390, 50))
        secExpect(solution.secCell(2, 3), secR(0, 610, 390, 50))  // 410 + 40 + 10 + 3 · 50
        secExpect(solution.contentSize, CGSize(width: 390, height: 670))
    }

    // semantics L14
    @Test func orthogonalSectionItemCountChangesItsContentLength() throws {
        let slider = LayoutSection(
            group: secRow(.absolute(200), .absolute(150), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(all: 8), interGroupSpacing: 15, orthogonalScrollingBehavior: .continuous)
        guard var solution = secSolve(slider, [5, 1]) else { return }
        try solution.setItemCount(3, inSection: 0)
        let geometry = solution.orthogonalGeometry(forSection: 0)
        secExpect(geometry?.contentLength, 646)  // 8 + 3 · 200 + 2 · 15 + 8
        secExpect(geometry?.offsetRange.upperBound, 256)
        #expect(geometry?.groupCount == 3)
        // Section 1 (the same slider) still starts at 166: its item 0 at (8, 166 + 8).
        secExpect(solution.secCell(1, 0), secR(8, 174, 200, 150))
        secExpect(solution.contentSize, CGSize(width: 390, height: 332))
    }
}
