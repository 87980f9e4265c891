import Foundation
import Testing

@testable import CompositionalLayout

/// Rect and element queries across sections.
///
/// Two sections 20 apart, each a 40-pt header and three 50-pt rows: section 0 spans 0 … 190 (header 0 … 40,
/// rows at 40, 90, 140), section 1 spans 210 … 400 (header 210 … 250, rows at 250, 300, 350).
@Suite struct SectionQueryTests {
    static func solution() -> LayoutSolution? {
        secSolve(
            secListSection(height: 50, boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))]),
            [3, 3], configuration: LayoutConfiguration(interSectionSpacing: 20))
    }

    @Test func everyElementOnce() {
        guard let solution = Self.solution() else { return }
        secExpect(solution.contentSize, CGSize(width: 390, height: 400))
        let all = solution.secElements(in: secR(0, 0, 390, 400))
        #expect(
            all == [
                "cell [0, 0]", "cell [0, 1]", "cell [0, 2]", "cell [1, 0]", "cell [1, 1]", "cell [1, 2]",
                "supplementaryView header [0, 0]", "supplementaryView header [1, 0]",
            ])
        // The frames the rect query gives are the ones the element queries give.
        for attributes in solution.attributesForElements(in: secR(0, 0, 390, 400)) where attributes.category == .cell {
            secExpect(attributes.frame, solution.attributesForItem(at: attributes.indexPath)?.frame ?? .null)
        }
    }

    @Test func rectAcrossSections() {
        guard let solution = Self.solution() else { return }
        // y 150 … 260: row [0, 2] (140 … 190), header 1 (210 … 250), row [1, 0] (250 … 300).
        #expect(
            solution.secElements(in: secR(0, 150, 390, 110)) == [
                "cell [0, 2]", "cell [1, 0]", "supplementaryView header [1, 0]",
            ])
    }

    @Test func rectInTheGapBetweenSections() {
        guard let solution = Self.solution() else { return }
        // semantics L17: rects intersect as CGRect.intersects says, and touching edges count (CoreGraphics and
        // Foundation agree: the intersection of two touching rects is a zero-width rect, not the null rect).
        // y 191 … 209 lies strictly inside the inter-section gap: row [0, 2] ends at 190, header 1 starts at 210.
        #expect(solution.secElements(in: secR(0, 191, 390, 18)) == [])
        // y 190 … 210 touches both.
        #expect(solution.secElements(in: secR(0, 190, 390, 20)) == ["cell [0, 2]", "supplementaryView header [1, 0]"])
    }

    @Test func rectOutsideTheContent() {
        guard let solution = Self.solution() else { return }
        #expect(solution.secElements(in: secR(0, 1000, 390, 100)) == [])
        #expect(solution.secElements(in: secR(0, -200, 390, 100)) == [])
        #expect(solution.secElements(in: secR(400, 0, 100, 400)) == [])  // right of the content
    }

    @Test func emptyAndZeroAreaRects() {
        guard let solution = Self.solution() else { return }
        // semantics L17: a null rect intersects nothing; zero-area rects intersect what they touch or cross.
        #expect(solution.secElements(in: .null) == [])
        // The point (0, 0) is the top-left corner of header 0 (0 … 40).
        #expect(solution.secElements(in: .zero) == ["supplementaryView header [0, 0]"])
        // A point far outside the content touches nothing.
        #expect(solution.secElements(in: secR(1000, 1000, 0, 0)) == [])
        // A vertical line at x = 100 crosses every row and header.
        #expect(solution.secElements(in: secR(100, 0, 0, 400)).count == 8)
        // A horizontal line at y = 60 crosses row [0, 0] (40 … 90) only.
        #expect(solution.secElements(in: secR(0, 60, 390, 0)) == ["cell [0, 0]"])
        // A horizontal line on the edge between rows [0, 0] and [0, 1] (y = 90) touches both.
        #expect(solution.secElements(in: secR(0, 90, 390, 0)) == ["cell [0, 0]", "cell [0, 1]"])
    }

    @Test func rectInsideOneElement() {
        guard let solution = Self.solution() else { return }
        #expect(solution.secElements(in: secR(100, 260, 10, 10)) == ["cell [1, 0]"])
        #expect(solution.secElements(in: secR(100, 215, 10, 10)) == ["supplementaryView header [1, 0]"])
    }

    @Test func elementQueriesOutOfRange() {
        guard let solution = Self.solution() else { return }
        #expect(solution.numberOfSections == 2)
        #expect(solution.numberOfItems(inSection: 1) == 3)
        #expect(solution.attributesForItem(at: [0, 3]) == nil)
        #expect(solution.attributesForItem(at: [2, 0]) == nil)
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [2, 0]) == nil)
        #expect(solution.attributesForSupplementaryElement(ofKind: "footer", at: [0, 0]) == nil)
        #expect(solution.attributesForDecorationElement(ofKind: "header", at: [0, 0]) == nil)
        secExpect(solution.sectionFrame(1), secR(0, 210, 390, 190))
    }

    @Test func itemAttributes() {
        guard let solution = Self.solution() else { return }
        let attributes = solution.attributesForItem(at: [1, 2])
        #expect(attributes?.category == .cell)
        #expect(attributes?.elementKind == nil)
        #expect(attributes?.indexPath == [1, 2])
        #expect(attributes?.zIndex == 0)
        #expect(attributes?.orthogonalScrollRegion == nil)
        #expect(attributes?.selfSizingAxes == [])
        secExpect(attributes?.frame, secR(0, 350, 390, 50))
    }
}
