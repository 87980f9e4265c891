// Regression tests for issue 13 at layer 1: empty containers, huge rectangles and counts, lengths past the
// pixel range, deep nesting, NaN paging input and point insets in the provider's environment (semantics R1–R6).

import Foundation
import Testing

@testable import CompositionalLayout

@Suite("Reliability: layer 1 limits and degenerate input")
struct LayoutReliabilityTests {
    let list = CollectionLayout(
        section: secListSection(
            height: 50, boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(30))]),
        configuration: LayoutConfiguration(
            boundarySupplementaryItems: [secBoundary("global", .top, .fractionalWidth(1), .absolute(20))]))

    // MARK: R1 empty containers

    @Test("a 0 × 0 container solves: no elements, content 0 × 0, every query empty", arguments: [
        CGSize(width: 0, height: 0), CGSize(width: 390, height: 0), CGSize(width: 0, height: 844),
    ])
    func emptyContainer(size: CGSize) throws {
        let solution = try LayoutSolution(
            layout: list, itemCounts: [3, 2], container: CollectionContainer(size: size), traits: secTraits())
        #expect(solution.numberOfSections == 2)
        #expect(solution.numberOfItems(inSection: 0) == 3)
        // Across the scroll axis the content is as wide as the bounds; along it nothing is laid out.
        #expect(solution.contentSize == CGSize(width: size.width, height: 0))
        #expect(solution.attributesForElements(in: .infinite).isEmpty)
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 0])) == nil)
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: IndexPath(indexes: [0, 0])) == nil)
        #expect(
            solution.attributesForSupplementaryElement(ofKind: "global", at: IndexPath(indexes: [0, Int.max])) == nil)
        #expect(solution.itemFrames(inSection: 0).isEmpty)
    }

    @Test("insets that fill the container leave it empty: nothing is laid out, no error")
    func insetsFillTheContainer() throws {
        let container = secContainer(390, 844, safeArea: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200))
        let solution = try LayoutSolution(layout: list, itemCounts: [3], container: container, traits: secTraits())
        #expect(solution.attributesForElements(in: .infinite).isEmpty)
    }

    @Test("resizing from empty to 390 × 844 and back lays out normally, then nothing")
    func resizeFromEmpty() throws {
        var solution = try LayoutSolution(
            layout: list, itemCounts: [3], container: secContainer(0, 0), traits: secTraits())
        try solution.update(container: secContainer(), traits: secTraits())
        // global 20 + header 30 + 3 × 50 = 200 high.
        #expect(solution.contentSize == CGSize(width: 390, height: 200))
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 2]))?.frame == secR(0, 150, 390, 50))
        #expect(solution.attributesForElements(in: .infinite).count == 5)
        try solution.update(container: secContainer(390, 0), traits: secTraits())
        #expect(solution.attributesForElements(in: .infinite).isEmpty)
        try solution.setItemCount(10, inSection: 0)
        #expect(solution.contentSize == CGSize(width: 390, height: 0))
    }

    // MARK: R2 huge rectangles

    @Test("rectangles at ±1e300 and .infinite are answered without trapping", arguments: [
        CGRect.infinite, CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
        CGRect(x: 0, y: 1e300, width: 10, height: 10), CGRect(x: 0, y: -1e300, width: 10, height: 10),
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect.null,
    ])
    func hugeRects(rect: CGRect) throws {
        let solution = try LayoutSolution(
            layout: list, itemCounts: [100_000], container: secContainer(), traits: secTraits())
        let found = solution.attributesForElements(in: rect)
        if rect == .infinite || rect.height == 2e300 {
            #expect(found.count == 100_000 + 2)
        } else {
            #expect(found.isEmpty)
        }
    }

    @Test("a horizontal, right-to-left estimated layout answers .infinite too")
    func hugeRectsEstimatedHorizontal() throws {
        let item = secItem(.estimated(40), .fractionalHeight(1))
        let section = LayoutSection(group: secColumn(.estimated(40), .fractionalHeight(1), [item]))
        let solution = try LayoutSolution(
            layout: CollectionLayout(section: section, configuration: LayoutConfiguration(scrollDirection: .horizontal)),
            itemCounts: [1000], container: secContainer(), traits: secTraits(direction: .rightToLeft))
        #expect(solution.attributesForElements(in: .infinite).count == 1000)
        #expect(solution.attributesForElements(in: CGRect(x: 1e300, y: 0, width: 1, height: 1)).isEmpty)
    }

    // MARK: R3, R4 lengths, counts and nesting

    @Test("an item count at Int.max or 2e17 is a named error, not an overflow", arguments: [Int.max, 200_000_000_000_000_000])
    func hugeItemCounts(count: Int) {
        let error = secSolveError(CollectionLayout(section: secListSection(height: 50)), [count])
        #expect(error?.reason == .contentTooLong(itemCount: count))
        #expect(error?.section == 0)
    }

    @Test("sections whose total passes 2^52 pixels are a named error")
    func totalContentTooLong() {
        // Each section: 1e12 items × 50 pt = 5e13 pt; 100 of them = 5e15 pt > 2^52 px ≈ 4.5e15.
        let error = secSolveError(
            CollectionLayout(section: secListSection(height: 50)), Array(repeating: 1_000_000_000_000, count: 100))
        if case .contentTooLong = error?.reason {} else { Issue.record("expected contentTooLong, got \(String(describing: error))") }
    }

    @Test("a spacing or height past 2^31 pixels is a named error, never clamped", arguments: [1e12, 1e300])
    func lengthPastThePixelRange(length: CGFloat) {
        let spacing = secSolveError(CollectionLayout(section: secListSection(height: 50, interGroupSpacing: length)), [3])
        #expect(spacing?.reason == .lengthTooLarge(name: "interGroupSpacing", value: length))
        let height = secSolveError(CollectionLayout(section: secListSection(height: length)), [3])
        #expect(height?.reason == .lengthTooLarge(name: "height", value: length))
        let layout = CollectionLayout(
            section: secListSection(height: 50), configuration: LayoutConfiguration(interSectionSpacing: length))
        #expect(secSolveError(layout, [1, 1])?.reason == .lengthTooLarge(name: "interSectionSpacing", value: length))
    }

    @Test("a length just inside the range solves")
    func lengthInsideTheRange() throws {
        // 2^31 px at scale 1 is 2,147,483,648 pt; 2e9 pt fits.
        let solution = try LayoutSolution(
            layout: CollectionLayout(section: secListSection(height: 2e9)), itemCounts: [3], container: secContainer(),
            traits: secTraits())
        #expect(solution.contentSize.height == 6e9)
    }

    @Test("an estimated section of 1e9 items is a named error before anything is allocated")
    func estimatedSectionTooLarge() {
        let item = secItem(.fractionalWidth(1), .estimated(44))
        let section = LayoutSection(group: secRow(.fractionalWidth(1), .estimated(44), [item]))
        let error = secSolveError(CollectionLayout(section: section), [1_000_000_000])
        #expect(error?.reason == .tooManyItems(count: 1_000_000_000, limit: LayoutLimits.estimatedItemCount))
    }

    @Test("nested estimated groups that must be placed to be measured stay within the placement budget")
    func nestedEstimatedGroupsAreBounded() {
        // Every level is estimated along the row, so each must be placed to learn its length; the budgets turn
        // what would be 3^15 placements into a named error. (Not timed: speed is proven in the benchmarks; an
        // exponential solve would not finish, and CI bounds the test run.)
        var group = secRow(.estimated(10), .absolute(50), [secItem(.absolute(10), .absolute(50))])
        for _ in 0..<15 { group = secRow(.estimated(10), .absolute(50), [.group(group), .group(group), .group(group)]) }
        let outer = secRow(.absolute(390), .absolute(50), [.group(group)])
        let error = secSolveError(CollectionLayout(section: LayoutSection(group: outer)), [10])
        if case .invalidGroupDefinition = error?.reason {} else {
            Issue.record("expected invalidGroupDefinition, got \(String(describing: error))")
        }
    }

    // MARK: R5, R6 silently wrong values

    @Test("a custom frame with a negative size is standardised (origin moves), not zeroed")
    func negativeCustomFrame() throws {
        let group = LayoutGroup.custom(size: secSize(.fractionalWidth(1), .absolute(100))) { _ in
            [CustomGroupItem(frame: CGRect(x: 100, y: 80, width: -60, height: -40))]
        }
        let solution = try #require(secSolve(LayoutSection(group: group), [1]))
        // Standardised: x 100 − 60 = 40, y 80 − 40 = 40, 60 × 40.
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 0]))?.frame == secR(40, 40, 60, 40))
    }

    @Test("a NaN or infinite proposed offset pages to a real resting offset")
    func nanPagingInput() throws {
        var section = LayoutSection(group: secRow(.absolute(100), .absolute(100), [secItem(.fractionalWidth(1), .fractionalHeight(1))]))
        section.orthogonalScrollingBehavior = .groupPaging
        let solution = try #require(secSolve(section, [20]))
        for (proposed, current, velocity) in [
            (CGFloat.nan, CGFloat(0), CGFloat(0)), (.infinity, 0, 0), (-.infinity, 0, 0), (.nan, .nan, .nan),
            (150, 0, .nan),
        ] {
            let target = solution.targetOrthogonalOffset(
                inSection: 0, proposedOffset: proposed, currentOffset: current, velocity: velocity)
            #expect(target.isFinite)
            let range = try #require(solution.orthogonalGeometry(forSection: 0)).offsetRange
            #expect(range.contains(target))
        }
    }

    @Test("insets below one point in the provider's environment are points, not fractions")
    func pointInsetsInTheEnvironment() throws {
        let seen = ConformanceRecorder<CGSize>()
        let layout = CollectionLayout { _, environment in
            seen.append(environment.container.effectiveContentSize)
            return secListSection(height: 50)
        }
        let container = secContainer(390, 844, safeArea: EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5))
        _ = try LayoutSolution(layout: layout, itemCounts: [1], container: container, traits: secTraits())
        // 390 − 0.5 − 0.5 = 389; 844 − 0.5 − 0.5 = 843 (before: 0 × 844, read as 50 % on each side).
        #expect(seen.values == [CGSize(width: 389, height: 843)])
        // A container built by hand keeps Apple's documented rule: 0.15 leading is 15 % of the width.
        let fractional = LayoutContainer(
            contentSize: CGSize(width: 200, height: 100), contentInsets: DirectionalEdgeInsets(top: 0, leading: 0.15, bottom: 0, trailing: 0))
        #expect(fractional.effectiveContentSize.width == 170)
    }
}
