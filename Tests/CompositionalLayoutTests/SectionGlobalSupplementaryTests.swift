import Foundation
import Testing

@testable import CompositionalLayout

/// The configuration's (whole-layout) headers and footers (L10, L11).
@Suite struct SectionGlobalSupplementaryTests {
    static func configuration(pinned: Bool = false, extraHeader: Bool = false) -> LayoutConfiguration {
        var items = [
            secBoundary("globalHeader", .top, .fractionalWidth(1), .absolute(60), pinned: pinned),
            secBoundary("globalFooter", .bottom, .fractionalWidth(1), .absolute(40), pinned: pinned),
        ]
        if extraHeader { items.append(secBoundary("banner", .top, .fractionalWidth(1), .absolute(20))) }
        return LayoutConfiguration(interSectionSpacing: 10, boundarySupplementaryItems: items)
    }

    // semantics L10, L11
    @Test func globalHeaderAndFooterFrameTheSections() {
        guard let solution = secSolve(secListSection(height: 50), [2, 2], configuration: Self.configuration()) else {
            return
        }
        secExpect(solution.secSupp("globalHeader", 0, Int.max), secR(0, 0, 390, 60))
        // No inter-section spacing between the global header and the first section.
        secExpect(solution.secCell(0, 0), secR(0, 60, 390, 50))
        secExpect(solution.secCell(0, 1), secR(0, 110, 390, 50))
        secExpect(solution.secCell(1, 0), secR(0, 170, 390, 50))  // 160 + 10
        secExpect(solution.secCell(1, 1), secR(0, 220, 390, 50))
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1), secR(0, 270, 390, 40))
        secExpect(solution.contentSize, CGSize(width: 390, height: 310))
        let header = solution.attributesForSupplementaryElement(ofKind: "globalHeader", at: [0, Int.max])
        #expect(header?.indexPath == [0, Int.max])
        #expect(header?.category == .supplementaryView)
        #expect(solution.attributesForSupplementaryElement(ofKind: "globalFooter", at: [0, Int.max])?.indexPath == nil)
        #expect(
            solution.attributesForSupplementaryElement(ofKind: "globalFooter", at: [0, Int.max - 1])?.indexPath
                == [0, Int.max - 1])
        #expect(solution.secElements(in: secR(0, 0, 390, 310)).contains("supplementaryView globalHeader [0, \(Int.max)]"))
    }

    // semantics L11: the index is the position among the global items; headers stack in declaration order
    @Test func globalIndexPathsCountDownFromIntMax() {
        guard
            let solution = secSolve(
                secListSection(height: 50), [1], configuration: Self.configuration(extraHeader: true))
        else { return }
        secExpect(solution.secSupp("globalHeader", 0, Int.max), secR(0, 0, 390, 60))
        secExpect(solution.secSupp("banner", 0, Int.max - 2), secR(0, 60, 390, 20))
        secExpect(solution.secCell(0, 0), secR(0, 80, 390, 50))
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1), secR(0, 130, 390, 40))
        secExpect(solution.contentSize, CGSize(width: 390, height: 170))
    }

    // semantics L10: global items span the layout container
    @Test func globalItemsSpanTheLayoutContainer() {
        var section = secListSection(height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40))
        section.boundarySupplementaryItems = [secBoundary("header", .top, .fractionalWidth(1), .absolute(30))]
        guard
            let solution = secSolve(
                section, [1], configuration: Self.configuration(),
                container: secContainer(safeArea: EdgeInsets(left: 44, right: 30)))
        else { return }
        secExpect(solution.secSupp("globalHeader", 0, Int.max), secR(44, 0, 316, 60))  // 390 − 44 − 30
        secExpect(solution.secSupp("header", 0), secR(64, 60, 256, 30))  // the section's header follows its insets
        secExpect(solution.secCell(0, 0), secR(64, 90, 256, 50))
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1), secR(44, 140, 316, 40))
    }

    // semantics L11: a pinned global header rides the visible bounds against the whole content
    @Test func pinnedGlobalHeaderAndFooter() {
        guard
            let solution = secSolve(secListSection(height: 50), [10, 10], configuration: Self.configuration(pinned: true))
        else { return }
        // Header 0 … 60, section 0 60 … 560, section 1 570 … 1070, footer 1070 … 1110.
        secExpect(solution.contentSize, CGSize(width: 390, height: 1110))
        let top = ScrollPosition(visibleBounds: secR(0, 0, 390, 844))
        secExpect(solution.secSupp("globalHeader", 0, Int.max, at: top), secR(0, 0, 390, 60))
        // Footer: min(1070, 844 − 40) = 804.
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1, at: top), secR(0, 804, 390, 40))
        let middle = ScrollPosition(visibleBounds: secR(0, 200, 390, 844))
        let header = solution.attributesForSupplementaryElement(
            ofKind: "globalHeader", at: [0, Int.max], scrollPosition: middle)
        secExpect(header?.frame, secR(0, 200, 390, 60))  // max(0, 200) ≤ 1110 − 60
        #expect(header?.zIndex == 1_000_000_001)
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1, at: middle), secR(0, 1004, 390, 40))  // 1044 − 40
        let bottom = ScrollPosition(visibleBounds: secR(0, 266, 390, 844))  // the end: 1110 − 844
        secExpect(solution.secSupp("globalHeader", 0, Int.max, at: bottom), secR(0, 266, 390, 60))
        secExpect(solution.secSupp("globalFooter", 0, Int.max - 1, at: bottom), secR(0, 1070, 390, 40))
    }
}
