import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

/// `uniformAcrossSiblings(estimate:)` (iOS 17): siblings in one group take the longest measured length among them;
/// before measurement, the estimate (semantics LY1). Container 390 × 844 at scale 1 unless stated.
@Suite struct UniformAcrossSiblingsTests {
    /// Two half-width cards per row, heights uniform across the row.
    static let cards = LayoutSection(
        group: secRow(
            .fractionalWidth(1), .estimated(100),
            [secItem(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 100))]))

    @Test func dimensionReportsItselfAsEstimatedAndUniform() {
        let dimension = LayoutDimension.uniformAcrossSiblings(estimate: 44)
        #expect(dimension.isEstimated)
        #expect(dimension.isUniformAcrossSiblings)
        #expect(dimension.dimension == 44)
        #expect(!LayoutDimension.estimated(44).isUniformAcrossSiblings)
    }

    // LY1: before measurement every item is its estimate; both axes self-size as for `.estimated`
    @Test func unmeasuredItemsAreTheirEstimate() throws {
        guard let solution = secSolve(Self.cards, [3]) else { return }
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 100))
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 100))
        secExpect(solution.secCell(0, 2), secR(0, 100, 195, 100))  // second row at 100
        secExpect(solution.contentSize, CGSize(width: 390, height: 200))
        #expect(solution.attributesForItem(at: [0, 0])?.selfSizingAxes == .vertical)
    }

    // LY1: a taller sibling stretches the whole row; a shorter one takes the row's height too
    @Test func siblingsTakeTheTallestMeasuredHeight() throws {
        guard var solution = secSolve(Self.cards, [4]) else { return }
        #expect(try solution.setMeasuredSize(CGSize(width: 195, height: 140), forItemAt: [0, 0]))
        #expect(try solution.setMeasuredSize(CGSize(width: 195, height: 60), forItemAt: [0, 1]))
        // Row 0: max(140, 60) = 140 for both; the row is 140 tall.
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 140))
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 140))
        // Row 1 is unmeasured: the estimate, at y = 140.
        secExpect(solution.secCell(0, 2), secR(0, 140, 195, 100))
        secExpect(solution.secCell(0, 3), secR(195, 140, 195, 100))
        secExpect(solution.contentSize, CGSize(width: 390, height: 240))  // 140 + 100

        // Row 1 measured 30 and 50: both 50; content 140 + 50.
        try solution.setMeasuredSize(CGSize(width: 195, height: 30), forItemAt: [0, 2])
        try solution.setMeasuredSize(CGSize(width: 195, height: 50), forItemAt: [0, 3])
        secExpect(solution.secCell(0, 2), secR(0, 140, 195, 50))
        secExpect(solution.secCell(0, 3), secR(195, 140, 195, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 190))

        // The tall item shrinks to 70: row 0 becomes max(70, 60) = 70 and row 1 moves up to 70.
        try solution.setMeasuredSize(CGSize(width: 195, height: 70), forItemAt: [0, 0])
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 70))
        secExpect(solution.secCell(0, 3), secR(195, 70, 195, 50))
        #expect(solution.stateProblems().isEmpty)
    }

    // LY1: one measured item, one not: the unmeasured sibling counts with its estimate
    @Test func anUnmeasuredSiblingCountsWithItsEstimate() throws {
        guard var solution = secSolve(Self.cards, [2]) else { return }
        try solution.setMeasuredSize(CGSize(width: 195, height: 60), forItemAt: [0, 0])
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 100))  // max(60, estimate 100)
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 100))
    }

    // LY1: only uniform siblings are equalized; an `.estimated` neighbour keeps its own height (L9)
    @Test func aPlainEstimatedNeighbourKeepsItsHeight() throws {
        let section = LayoutSection(
            group: secRow(
                .fractionalWidth(1), .estimated(50),
                [
                    secItem(.fractionalWidth(0.2), .uniformAcrossSiblings(estimate: 50)),
                    secItem(.fractionalWidth(0.2), .estimated(50)),
                    secItem(.fractionalWidth(0.2), .uniformAcrossSiblings(estimate: 50)),
                ]))
        guard var solution = secSolve(section, [3]) else { return }
        try solution.setMeasuredSize(CGSize(width: 78, height: 80), forItemAt: [0, 0])
        try solution.setMeasuredSize(CGSize(width: 78, height: 120), forItemAt: [0, 1])
        try solution.setMeasuredSize(CGSize(width: 78, height: 30), forItemAt: [0, 2])
        // 390 · 0.2 = 78; the uniform items 0 and 2 take max(80, 30) = 80; item 1 keeps 120; the row is 120.
        secExpect(solution.secCell(0, 0), secR(0, 0, 78, 80))
        secExpect(solution.secCell(0, 1), secR(78, 0, 78, 120))
        secExpect(solution.secCell(0, 2), secR(156, 0, 78, 80))
        secExpect(solution.contentSize, CGSize(width: 390, height: 120))
    }

    // LY1: along the group's axis: chips of uniform width in a row estimated along its axis
    @Test func uniformWidthsAlongAnEstimatedRow() throws {
        var row = secRow(
            .estimated(300), .absolute(40),
            [
                secItem(.uniformAcrossSiblings(estimate: 60), .fractionalHeight(1)),
                secItem(.uniformAcrossSiblings(estimate: 60), .fractionalHeight(1)),
                secItem(.uniformAcrossSiblings(estimate: 60), .fractionalHeight(1)),
            ])
        row.interItemSpacing = .fixed(10)
        let section = LayoutSection(group: row)
        guard var solution = secSolve(section, [3]) else { return }
        // Unmeasured: 60 each, 10 apart: x = 0, 70, 140.
        secExpect(solution.secCell(0, 2), secR(140, 0, 60, 40))
        try solution.setMeasuredSize(CGSize(width: 90, height: 40), forItemAt: [0, 1])
        try solution.setMeasuredSize(CGSize(width: 40, height: 40), forItemAt: [0, 0])
        try solution.setMeasuredSize(CGSize(width: 50, height: 40), forItemAt: [0, 2])
        // All take max(40, 90, 50) = 90: x = 0, 100, 200.
        secExpect(solution.secCell(0, 0), secR(0, 0, 90, 40))
        secExpect(solution.secCell(0, 1), secR(100, 0, 90, 40))
        secExpect(solution.secCell(0, 2), secR(200, 0, 90, 40))
    }

    // LY1: siblings are one group instance's items: rows of a nested column are equalized separately
    @Test func nestedGroupsEqualizeTheirOwnItems() throws {
        let row = secRow(
            .fractionalWidth(1), .estimated(50),
            [secItem(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50))])
        let section = LayoutSection(group: secColumn(.fractionalWidth(1), .estimated(100), [.group(row), .group(row)]))
        guard var solution = secSolve(section, [4]) else { return }
        try solution.setMeasuredSize(CGSize(width: 195, height: 90), forItemAt: [0, 0])
        try solution.setMeasuredSize(CGSize(width: 195, height: 20), forItemAt: [0, 2])
        try solution.setMeasuredSize(CGSize(width: 195, height: 30), forItemAt: [0, 3])
        // First row: max(90, estimate 50) = 90; second row: max(20, 30) = 30, at y = 90.
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 90))
        secExpect(solution.secCell(0, 2), secR(0, 90, 195, 30))
        secExpect(solution.secCell(0, 3), secR(195, 90, 195, 30))
        secExpect(solution.contentSize, CGSize(width: 390, height: 120))
    }

    // LY1: in a group fixed on that axis the item sizes itself alone, with a diagnostic naming it
    @Test func aFixedGroupDropsUniformityWithADiagnostic() throws {
        let section = LayoutSection(
            group: secRow(
                .fractionalWidth(1), .absolute(100),
                [secItem(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 40))]))
        guard var solution = secSolve(section, [2]) else { return }
        #expect(
            solution.diagnostics.contains {
                $0.message.contains("uniformAcrossSiblings height needs a group estimated") && $0.section == 0
                    && $0.elementPath.contains("subitem 0 (item)")
            })
        try solution.setMeasuredSize(CGSize(width: 195, height: 70), forItemAt: [0, 0])
        secExpect(solution.secCell(0, 0), secR(0, 0, 195, 70))
        secExpect(solution.secCell(0, 1), secR(195, 0, 195, 40))  // not equalized
    }

    // L1, LY1: a horizontal layout transposes the description; uniform widths across a column's items
    @Test func horizontalLayoutEqualizesWidthsInAColumn() throws {
        let section = LayoutSection(
            group: secColumn(
                .estimated(100), .fractionalHeight(1),
                [secItem(.uniformAcrossSiblings(estimate: 100), .fractionalHeight(0.5))]))
        let layout = CollectionLayout(section: section, configuration: LayoutConfiguration(scrollDirection: .horizontal))
        guard var solution = secSolve(layout, [2]) else { return }
        try solution.setMeasuredSize(CGSize(width: 150, height: 422), forItemAt: [0, 1])
        // 844 · 0.5 = 422 high; both 150 wide (max(estimate 100, 150)); the next column would start at 150.
        secExpect(solution.secCell(0, 0), secR(0, 0, 150, 422))
        secExpect(solution.secCell(0, 1), secR(0, 422, 150, 422))
        secExpect(solution.contentSize, CGSize(width: 150, height: 844))
    }

    // LY1, L1: right to left mirrors the equalized frames
    @Test func rightToLeftMirrorsTheRow() throws {
        guard var solution = secSolve(Self.cards, [2], traits: secTraits(direction: .rightToLeft)) else { return }
        try solution.setMeasuredSize(CGSize(width: 195, height: 30), forItemAt: [0, 0])
        try solution.setMeasuredSize(CGSize(width: 195, height: 130), forItemAt: [0, 1])
        secExpect(solution.secCell(0, 0), secR(195, 0, 195, 130))  // 390 − 0 − 195
        secExpect(solution.secCell(0, 1), secR(0, 0, 195, 130))
    }

    // LY1 invariant over random measurements: every row's two cards are as tall as the taller of their current
    // heights (measured or the estimate 100), rows follow each other, and the measuring order does not matter.
    @Test func randomMeasurementsEqualizeEachRowWhateverTheOrder() async {
        let measurement = zip(Gen.int(in: 0...9), Gen.int(in: 10...300))
        await propertyCheck(count: 60, input: measurement.array(of: 1...20)) { measurements in
            guard var solution = secSolve(Self.cards, [10]), var reordered = secSolve(Self.cards, [10]) else { return }
            var heights = Array(repeating: CGFloat(100), count: 10)
            for (item, height) in measurements {
                try solution.setMeasuredSize(CGSize(width: 195, height: CGFloat(height)), forItemAt: [0, item])
                heights[item] = CGFloat(height)
            }
            for (item, height) in heights.enumerated().reversed() {
                try reordered.setMeasuredSize(CGSize(width: 195, height: height), forItemAt: [0, item])
            }
            var y: CGFloat = 0
            for row in 0..<5 {
                let rowHeight = max(heights[2 * row], heights[2 * row + 1])
                secExpect(solution.secCell(0, 2 * row), secR(0, y, 195, rowHeight))
                secExpect(solution.secCell(0, 2 * row + 1), secR(195, y, 195, rowHeight))
                #expect(reordered.secCell(0, 2 * row) == solution.secCell(0, 2 * row))
                y += rowHeight
            }
            #expect(solution.contentSize == CGSize(width: 390, height: y))
            #expect(solution.stateProblems().isEmpty)
        }
    }
}
