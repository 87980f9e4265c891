import Foundation
import Testing

@testable import CompositionalLayout

/// Inter-section spacing, empty sections (L8, L10, docs/reference/collection-layout.md rule 8) and the last partial
/// group (L8).
@Suite struct SectionSpacingAndEmptySectionsTests {
    static let spaced = LayoutConfiguration(interSectionSpacing: 20)

    // semantics L10
    @Test func interSectionSpacingGoesBetweenSections() {
        guard let solution = secSolve(secListSection(height: 50), [2, 2, 2], configuration: Self.spaced) else { return }
        // Sections 0 … 100, 120 … 220, 240 … 340.
        secExpect(solution.secCell(1, 0), secR(0, 120, 390, 50))
        secExpect(solution.secCell(2, 1), secR(0, 290, 390, 50))
        secExpect(solution.sectionFrame(1), secR(0, 120, 390, 100))
        secExpect(solution.contentSize, CGSize(width: 390, height: 340))  // no spacing after the last section
        #expect(solution.numberOfSections == 3)
    }

    // semantics L8; docs/reference/collection-layout.md rule 8: an empty section has no extent, not even its insets,
    // but the spacing still follows it
    @Test func emptySectionHasNoExtent() {
        let section = secListSection(height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0))
        guard let solution = secSolve(section, [2, 0, 2], configuration: Self.spaced) else { return }
        // Section 0: 10 + 100 + 10 = 120; spacing 20; section 1 at 140 is empty; spacing 20; section 2 at 160.
        secExpect(solution.secCell(0, 1), secR(0, 60, 390, 50))
        secExpect(solution.secCell(2, 0), secR(0, 170, 390, 50))
        secExpect(solution.secCell(2, 1), secR(0, 220, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 280))  // 160 + 120
        // decision: an empty section's frame is a zero-height rectangle where it would start.
        secExpect(solution.sectionFrame(1), secR(0, 140, 390, 0))
        #expect(solution.numberOfItems(inSection: 1) == 0)
        #expect(solution.attributesForItem(at: [1, 0]) == nil)
    }

    // docs/reference/collection-layout.md rule 8
    @Test func emptyFirstSectionStillTakesItsSpacing() {
        guard let solution = secSolve(secListSection(height: 50), [0, 1], configuration: Self.spaced) else { return }
        secExpect(solution.secCell(1, 0), secR(0, 20, 390, 50))  // 0 + 20
        secExpect(solution.contentSize, CGSize(width: 390, height: 70))
    }

    // semantics L8; docs/reference/collection-layout.md rule 8: an empty section's header and footer are laid out one
    // after the other
    @Test func emptySectionHeaderAndFooterFollowEachOther() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
            boundary: [
                secBoundary("header", .top, .fractionalWidth(1), .absolute(40)),
                secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(30)),
            ])
        guard let solution = secSolve(section, [1, 0, 1], configuration: Self.spaced) else { return }
        // Section 0: header 0 … 40, inset 10, item 50 … 100, inset 10, footer 110 … 140.
        secExpect(solution.secSupp("footer", 0), secR(0, 110, 390, 30))
        // Section 1 at 160: header 160 … 200, footer right after it (no insets), 200 … 230.
        secExpect(solution.secSupp("header", 1), secR(0, 160, 390, 40))
        secExpect(solution.secSupp("footer", 1), secR(0, 200, 390, 30))
        secExpect(solution.sectionFrame(1), secR(0, 160, 390, 70))
        // Section 2 at 230 + 20 = 250.
        secExpect(solution.secSupp("header", 2), secR(0, 250, 390, 40))
        secExpect(solution.secCell(2, 0), secR(0, 300, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 390))
    }

    // semantics L8: the last group is trimmed to what its items reach, plus the group's far content inset
    @Test func lastPartialVerticalGroupIsTrimmed() {
        var group = secColumn(.fractionalWidth(1), .absolute(300), [secItem(.fractionalWidth(1), .absolute(90))])
        group.contentInsets = DirectionalEdgeInsets(top: 4, leading: 0, bottom: 8, trailing: 0)
        let section = LayoutSection(
            group: group, boundarySupplementaryItems: [secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(30))])
        guard let solution = secSolve(section, [4]) else { return }
        // Inner height 300 − 12 = 288 holds three 90-pt items (270); items at 4, 94, 184.
        secExpect(solution.secCell(0, 0), secR(0, 4, 390, 90))
        secExpect(solution.secCell(0, 2), secR(0, 184, 390, 90))
        // The second group (at 300) holds item 3 only: 4 + 90 + 8 = 102 instead of 300.
        secExpect(solution.secCell(0, 3), secR(0, 304, 390, 90))
        secExpect(solution.secSupp("footer", 0), secR(0, 402, 390, 30))
        secExpect(solution.contentSize, CGSize(width: 390, height: 432))
    }

    // semantics L8: a partial row is as tall as its present items
    @Test func lastPartialRowIsTrimmedToItsItems() {
        let group = secRow(
            .fractionalWidth(1), .absolute(100),
            [secItem(.fractionalWidth(0.5), .absolute(60)), secItem(.fractionalWidth(0.5), .absolute(100))])
        guard let solution = secSolve(LayoutSection(group: group), [3]) else { return }
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 60))
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 100))
        secExpect(solution.secCell(0, 2), secR(0, 100, 195, 60))  // a, b, a: the second row holds only a
        secExpect(solution.contentSize, CGSize(width: 390, height: 160))  // 100 + 60
    }

    // semantics L8: a full group keeps its resolved size even if its items are shorter
    @Test(arguments: [(4, CGFloat(200)), (3, CGFloat(160))])
    func fullGroupsKeepTheirSize(count: Int, height: CGFloat) {
        let group = secRow(.fractionalWidth(1), .absolute(100), [secItem(.fractionalWidth(0.5), .absolute(60))])
        guard let solution = secSolve(LayoutSection(group: group, interGroupSpacing: 0), [count]) else { return }
        secExpect(solution.secCell(0, 2), secR(0, 100, 195, 60))
        // Four items: two full rows, 100 + 100. Three: the second row holds one item and is trimmed to 60.
        secExpect(solution.contentSize, CGSize(width: 390, height: height))
    }
}
