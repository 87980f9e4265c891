import Foundation
import Testing

@testable import CompositionalLayout

/// Pinned ("sticky") headers and footers (L11, docs/reference/collection-layout.md rule 6).
///
/// Three sections, each: a pinned 40-pt header, five 100-pt rows, a pinned 30-pt footer; 40 + 500 + 30 = 570.
/// Section 0 spans 0 … 570, section 1 570 … 1140, section 2 1140 … 1710. Natural frames: headers at 0, 570,
/// 1140; footers at 540, 1110, 1680. The visible bounds are 844 tall.
@Suite struct SectionPinningTests {
    static let pinnedZ = 1_000_000_000

    static func solution(headerZ: Int = 1) -> LayoutSolution? {
        let section = secListSection(
            height: 100,
            boundary: [
                secBoundary("header", .top, .fractionalWidth(1), .absolute(40), pinned: true, zIndex: headerZ),
                secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(30), pinned: true),
            ])
        return secSolve(section, [5, 5, 5])
    }

    static func at(_ y: CGFloat) -> ScrollPosition {
        ScrollPosition(visibleBounds: secR(0, y, 390, 844))
    }

    // semantics L11: without a scroll position, frames are natural
    @Test func naturalFrames() {
        guard let solution = Self.solution() else { return }
        secExpect(solution.secSupp("header", 0), secR(0, 0, 390, 40))
        secExpect(solution.secSupp("footer", 0), secR(0, 540, 390, 30))
        secExpect(solution.secSupp("header", 1), secR(0, 570, 390, 40))
        secExpect(solution.secSupp("footer", 1), secR(0, 1110, 390, 30))
        secExpect(solution.secSupp("footer", 2), secR(0, 1680, 390, 30))
        secExpect(solution.contentSize, CGSize(width: 390, height: 1710))
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0])?.isPinnedToVisibleBounds == true)
    }

    // semantics L11; docs/reference/collection-layout.md rule 6: at the top, the first section's footer rides the
    // bottom of the visible bounds
    @Test func scrolledToTheTop() {
        guard let solution = Self.solution() else { return }
        let scroll = Self.at(0)  // visible 0 … 844
        secExpect(solution.secSupp("header", 0, at: scroll), secR(0, 0, 390, 40))  // max(0, 0)
        secExpect(solution.secSupp("footer", 0, at: scroll), secR(0, 540, 390, 30))  // min(540, 844 − 30)
        secExpect(solution.secSupp("header", 1, at: scroll), secR(0, 570, 390, 40))  // max(570, 0)
        // Section 1's footer: min(1110, 814) = 814, at least the section's top 570.
        secExpect(solution.secSupp("footer", 1, at: scroll), secR(0, 814, 390, 30))
        let footer = solution.attributesForSupplementaryElement(ofKind: "footer", at: [1, 0], scrollPosition: scroll)
        #expect(footer?.zIndex == Self.pinnedZ + 1)  // draws above the cells
    }

    // semantics L11: inside section 0
    @Test func scrolledInsideTheFirstSection() {
        guard let solution = Self.solution() else { return }
        let scroll = Self.at(300)  // visible 300 … 1144
        secExpect(solution.secSupp("header", 0, at: scroll), secR(0, 300, 390, 40))  // max(0, 300) ≤ 570 − 40
        let header = solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0], scrollPosition: scroll)
        #expect(header?.zIndex == Self.pinnedZ + 1)
        secExpect(solution.secSupp("footer", 0, at: scroll), secR(0, 540, 390, 30))  // min(540, 1114)
        secExpect(solution.secSupp("header", 1, at: scroll), secR(0, 570, 390, 40))
        secExpect(solution.secSupp("footer", 1, at: scroll), secR(0, 1110, 390, 30))  // min(1110, 1114)
        // Section 2: min(1680, 1114) = 1114, but at least the section's top: 1140.
        secExpect(solution.secSupp("footer", 2, at: scroll), secR(0, 1140, 390, 30))
    }

    // semantics L11: a header stops at the far edge of its section
    @Test func scrolledIntoTheSecondSection() {
        guard let solution = Self.solution() else { return }
        let scroll = Self.at(600)  // visible 600 … 1444
        secExpect(solution.secSupp("header", 0, at: scroll), secR(0, 530, 390, 40))  // max(0, 600) → at most 570 − 40
        secExpect(solution.secSupp("header", 1, at: scroll), secR(0, 600, 390, 40))  // max(570, 600) ≤ 1100
        secExpect(solution.secSupp("footer", 1, at: scroll), secR(0, 1110, 390, 30))
        secExpect(solution.secSupp("header", 2, at: scroll), secR(0, 1140, 390, 40))
        secExpect(solution.secSupp("footer", 2, at: scroll), secR(0, 1414, 390, 30))  // min(1680, 1444 − 30)
    }

    // semantics L11: past a section
    @Test func scrolledPastTheFirstTwoSections() {
        guard let solution = Self.solution() else { return }
        let scroll = Self.at(1200)  // visible 1200 … 2044
        secExpect(solution.secSupp("header", 0, at: scroll), secR(0, 530, 390, 40))
        secExpect(solution.secSupp("header", 1, at: scroll), secR(0, 1100, 390, 40))  // at most 1140 − 40
        secExpect(solution.secSupp("header", 2, at: scroll), secR(0, 1200, 390, 40))  // max(1140, 1200) ≤ 1670
        secExpect(solution.secSupp("footer", 2, at: scroll), secR(0, 1680, 390, 30))  // min(1680, 2014)
    }

    // semantics L11: the rect query answers with pinned frames
    @Test func rectQueryReturnsPinnedFrames() {
        guard let solution = Self.solution() else { return }
        let scroll = Self.at(300)
        let attributes = solution.attributesForElements(in: scroll.visibleBounds, scrollPosition: scroll)
        // Section 0's header's natural frame (0 … 40) is off screen, but its pinned frame is at 300.
        let header0 = attributes.first { $0.elementKind == "header" && $0.indexPath == [0, 0] }
        secExpect(header0?.frame, secR(0, 300, 390, 40))
        #expect(header0?.zIndex == Self.pinnedZ + 1)
        let footer2 = attributes.first { $0.elementKind == "footer" && $0.indexPath == [2, 0] }
        secExpect(footer2?.frame, secR(0, 1140, 390, 30))
        // Visible: section 0 rows 2 … 4 (240 … 540), all of section 1, section 2's header (1140 … 1180).
        #expect(
            solution.secElements(in: scroll.visibleBounds, scroll: scroll) == [
                "cell [0, 2]", "cell [0, 3]", "cell [0, 4]",
                "cell [1, 0]", "cell [1, 1]", "cell [1, 2]", "cell [1, 3]", "cell [1, 4]",
                "supplementaryView footer [0, 0]", "supplementaryView footer [1, 0]", "supplementaryView footer [2, 0]",
                "supplementaryView header [0, 0]", "supplementaryView header [1, 0]", "supplementaryView header [2, 0]",
            ])
        // Without a scroll position the same rect sees natural frames: section 0's header is not in it.
        let natural = solution.attributesForElements(in: scroll.visibleBounds)
        #expect(!natural.contains { $0.elementKind == "header" && $0.indexPath == [0, 0] })
    }

    // semantics L11: the pinned zIndex adds the item's own zIndex
    @Test func pinnedZIndexAddsTheOwnZIndex() {
        guard let solution = Self.solution(headerZ: 5) else { return }
        let header = solution.attributesForSupplementaryElement(ofKind: "header", at: [1, 0], scrollPosition: Self.at(700))
        secExpect(header?.frame, secR(0, 700, 390, 40))
        #expect(header?.zIndex == Self.pinnedZ + 5)
    }

    // semantics L11: an unpinned header does not move
    @Test func unpinnedHeaderDoesNotMove() {
        let section = secListSection(
            height: 100, boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))])
        guard let solution = secSolve(section, [5]) else { return }
        let header = solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0], scrollPosition: Self.at(300))
        secExpect(header?.frame, secR(0, 0, 390, 40))
        #expect(header?.zIndex == 1)
        #expect(header?.isPinnedToVisibleBounds == false)
    }
}
