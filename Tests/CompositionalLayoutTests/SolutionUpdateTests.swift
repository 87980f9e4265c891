import Foundation
import Testing

@testable import CompositionalLayout

/// `LayoutSolution.update(container:traits:)`: a new environment re-runs the provider and re-solves every
/// section, keeping measured sizes (semantics L9).
@Suite struct SolutionUpdateTests {
    /// Rows of estimated 44-pt-high items: one column below 600 pt of width, two from 600 pt on.
    static let layout = CollectionLayout { _, environment in
        let columns = environment.container.effectiveContentSize.width >= 600 ? 2 : 1
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1 / CGFloat(columns)), height: .estimated(44)))
        let row = LayoutGroup(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            arrangement: .stack(.horizontal, .equalSizeCount(columns)), subitems: [.item(item)])
        return LayoutSection(group: row)
    }

    static func portrait(scale: CGFloat = 3) throws -> LayoutSolution {
        try LayoutSolution(
            layout: layout, itemCounts: [4, 0], container: CollectionContainer(size: CGSize(width: 390, height: 844)),
            traits: LayoutTraits(displayScale: scale))
    }

    // semantics L9: measured sizes are kept across re-solves (container changes)
    @Test func aNewContainerReRunsTheProviderAndKeepsMeasuredSizes() throws {
        var solution = try Self.portrait()
        try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: [0, 1])
        #expect(solution.attributesForItem(at: [0, 2])?.frame == CGRect(x: 0, y: 144, width: 390, height: 44))
        try solution.update(
            container: CollectionContainer(size: CGSize(width: 844, height: 390)), traits: LayoutTraits(displayScale: 3))
        // Two columns now; item 1 keeps its measured height, and its row is as tall as it (L9).
        #expect(solution.attributesForItem(at: [0, 0])?.frame == CGRect(x: 0, y: 0, width: 422, height: 44))
        #expect(solution.attributesForItem(at: [0, 1])?.frame == CGRect(x: 422, y: 0, width: 422, height: 100))
        #expect(solution.attributesForItem(at: [0, 2])?.frame == CGRect(x: 0, y: 100, width: 422, height: 44))
        #expect(solution.contentSize == CGSize(width: 844, height: 144))
        #expect(solution.numberOfSections == 2 && solution.numberOfItems(inSection: 0) == 4)
        // And back: one column again, the measurement still there.
        try solution.update(
            container: CollectionContainer(size: CGSize(width: 390, height: 844)), traits: LayoutTraits(displayScale: 3))
        #expect(solution.attributesForItem(at: [0, 1])?.frame == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(solution.contentSize.height == 232)
    }

    @Test func aNewDisplayScaleKeepsMeasuredLengthsInPoints() throws {
        var solution = try Self.portrait(scale: 3)
        try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: [0, 1])
        try solution.update(
            container: CollectionContainer(size: CGSize(width: 390, height: 844)), traits: LayoutTraits(displayScale: 2))
        #expect(solution.attributesForItem(at: [0, 1])?.frame == CGRect(x: 0, y: 44, width: 390, height: 100))
        #expect(solution.contentSize.height == 232)
    }

    @Test func anUpdateThatFailsLeavesTheSolutionUnchanged() throws {
        var solution = try Self.portrait()
        try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: [0, 1])
        let before = solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(throws: LayoutError.self) {
            // A negative container is an error (an empty one is valid and lays out nothing, R1).
            try solution.update(
                container: CollectionContainer(size: CGSize(width: -1, height: 844)), traits: LayoutTraits(displayScale: 3))
        }
        #expect(solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) == before)
        #expect(solution.contentSize.height == 232)
    }
}
