// Negative insets and spacings are accepted, as UIKit accepts them: items overlap by the negative amount, lengths
// clamp at zero where they would go negative (semantics L21). Container 390 × 844 at scale 1.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Negative insets and spacings overlap (L21)")
struct NegativeInsetsAndSpacingTests: ConformanceSuite {
    var square: GroupSubitem { item(.absolute(100), .fractionalHeight(1)) }
    /// A full-width row of one full-size item, 50 pt tall.
    var fullWidthRow: LayoutGroup {
        row(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
    }

    @Test("interItemSpacing .fixed(−4): 100 + 3 × 96 = 388 ≤ 390, so four items a row, each 4 pt over the last")
    func negativeInterItemSpacing() throws {
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [square], spacing: .fixed(-4)), items: 5)
        expectCells(solution, [
            rect(0, 0, 100, 100), rect(96, 0, 100, 100), rect(192, 0, 100, 100), rect(288, 0, 100, 100),
            rect(0, 100, 100, 100),  // 100 + 4 × 96 = 484 > 390: the fifth starts the next row
        ])
    }

    @Test("item contentInsets of −5 at the top and leading edge grow the item past its slot")
    func negativeItemInsets() throws {
        let grown = item(
            .absolute(100), .fractionalHeight(1),
            contentInsets: DirectionalEdgeInsets(top: -5, leading: -5, bottom: 0, trailing: 0))
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [grown]), items: 2)
        // Slots at x 0 and 100; each frame starts 5 pt before its slot and is 105 × 105.
        expectCells(solution, [rect(-5, -5, 105, 105), rect(95, -5, 105, 105)])
    }

    @Test("group contentInsets of −10 widen the space the subitems share: 390 + 20 = 410, 100 + 20 = 120")
    func negativeGroupInsets() throws {
        let group = row(
            .fractionalWidth(1), .absolute(100), [square], contentInsets: DirectionalEdgeInsets(all: -10))
        let solution = try solve(group, items: 5)
        // Four 100-pt items fit 410; they start at the inset, x −10, and are 120 tall from y −10.
        expectCells(solution, [
            rect(-10, -10, 100, 120), rect(90, -10, 100, 120), rect(190, -10, 100, 120), rect(290, -10, 100, 120),
            rect(-10, 90, 100, 120),  // the second group starts at y 100
        ])
    }

    @Test("edgeSpacing leading .fixed(−4): each item needs 96, four fit (384 ≤ 390), each 4 pt before its slot")
    func negativeEdgeSpacing() throws {
        let shifted = item(.absolute(100), .fractionalHeight(1), edgeSpacing: EdgeSpacing(leading: .fixed(-4)))
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [shifted]), items: 5)
        expectCells(solution, [
            rect(-4, 0, 100, 100), rect(92, 0, 100, 100), rect(188, 0, 100, 100), rect(284, 0, 100, 100),
            rect(-4, 100, 100, 100),
        ])
    }

    @Test("interGroupSpacing −4: 50-pt rows at y 0, 46, 92; content 2 × 46 + 50 = 142")
    func negativeInterGroupSpacing() throws {
        let group = fullWidthRow
        let solution = try solve(group, items: 3, interGroupSpacing: -4)
        expectCells(solution, [rect(0, 0, 390, 50), rect(0, 46, 390, 50), rect(0, 92, 390, 50)])
        #expect(solution.contentSize.height == 142)
    }

    @Test("interGroupSpacing −4 between estimated rows: 44-pt estimates at y 0, 40, 80; content 2 × 40 + 44 = 124")
    func negativeInterGroupSpacingEstimated() throws {
        let group = row(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let solution = try solve(group, items: 3, interGroupSpacing: -4)
        expectCells(solution, [rect(0, 0, 390, 44), rect(0, 40, 390, 44), rect(0, 80, 390, 44)])
        #expect(solution.contentSize.height == 124)
    }

    @Test("section contentInsets of −10: rows 410 wide from x −10, from y −10; the content reaches the last row's end, 90")
    func negativeSectionInsets() throws {
        let group = fullWidthRow
        let solution = try solve(group, items: 2, sectionInsets: DirectionalEdgeInsets(all: -10))
        expectCells(solution, [rect(-10, -10, 410, 50), rect(-10, 40, 410, 50)])
        // −10 + 2 × 50 − 10 = 80 by the insets, but the section never cuts a frame: the second row ends at 90.
        #expect(solution.contentSize.height == 90)
    }

    @Test("a spacing longer than the group stacks groups at one place: the stride 50 − 60 clamps at 0")
    func strideClampsAtZero() throws {
        let group = fullWidthRow
        let solution = try solve(group, items: 3, interGroupSpacing: -60)
        expectCells(solution, [rect(0, 0, 390, 50), rect(0, 0, 390, 50), rect(0, 0, 390, 50)])
        #expect(solution.contentSize.height == 50)
    }

    @Test("insets longer than the content clamp its length at zero (−40 + 50 − 40 = −30 → 0); the row still ends at 10")
    func sectionLengthClampsAtZero() throws {
        let group = fullWidthRow
        let insets = DirectionalEdgeInsets(top: -40, leading: 0, bottom: -40, trailing: 0)
        let solution = try solve(group, items: 1, sectionInsets: insets)
        expectCells(solution, [rect(0, -40, 390, 50)])
        // The content length is 0, but the section reaches its frames' end: −40 + 50 = 10.
        #expect(solution.contentSize.height == 10)
    }

    @Test("a second section follows the first's clamped length: 0 + the first's frames' end 10")
    func nextSectionFollowsTheClampedSection() throws {
        let group = fullWidthRow
        let squeezed = LayoutSection(
            group: group, contentInsets: DirectionalEdgeInsets(top: -40, leading: 0, bottom: -40, trailing: 0))
        let layout = CollectionLayout(sectionProvider: { index, _ in
            index == 0 ? squeezed : LayoutSection(group: group)
        })
        let solution = try LayoutSolution(
            layout: layout, itemCounts: [1, 1], container: CollectionContainer(size: phone),
            traits: traits(scale: 1, direction: .leftToRight))
        expectFrame(cell(solution, 0, section: 1), rect(0, 10, 390, 50))
        #expect(solution.contentSize.height == 60)
    }

    @Test("a spacing that cancels a filling group's item is a named error, never a hang: 100 − 100 = 0")
    func cancellingSpacingIsAnError() throws {
        let error = try #require(solveError(row(.fractionalWidth(1), .absolute(100), [square], spacing: .fixed(-100))))
        #expect(error.reason == .invalidGroupDefinition(
            "the subitems take no room along the group's axis, so it would never fill"))
    }

    @Test("NaN and infinite insets are still errors")
    func nonFiniteInsetsAreStillErrors() throws {
        let group = row(
            .fractionalWidth(1), .absolute(100), [square],
            contentInsets: DirectionalEdgeInsets(top: 0, leading: -.infinity, bottom: 0, trailing: 0))
        let error = try #require(solveError(group))
        #expect(error.reason == .invalidValue(name: "contentInsets.leading", value: -.infinity))
    }
}
