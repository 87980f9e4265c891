// Scoped invalidation (semantics H20): `invalidateSections(_:)` asks the section provider again for the named
// sections only, keeps every measured size, and gives the frames of a fresh solve. Scale 1, so points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

/// Full-width rows whose height a section provider answers per section (absolute or estimated), counting how often
/// each section is asked.
final class CountingSections: @unchecked Sendable {
    private let lock = NSLock()
    private var heights: [Int: LayoutDimension] = [:]
    private var asked: [Int: Int] = [:]
    private let defaultHeight: LayoutDimension

    init(defaultHeight: LayoutDimension) { self.defaultHeight = defaultHeight }

    /// How often sections `0..<count` were asked for.
    func calls(_ count: Int) -> [Int] { lock.withLock { (0..<count).map { asked[$0, default: 0] } } }

    func setHeight(_ height: LayoutDimension, ofSection section: Int) { lock.withLock { heights[section] = height } }

    func section(_ index: Int) -> LayoutSection {
        let height = lock.withLock {
            asked[index, default: 0] += 1
            return heights[index] ?? defaultHeight
        }
        return LayoutSection(
            group: secRow(.fractionalWidth(1), height, [secItem(.fractionalWidth(1), height)]))
    }

    /// Sections 10 apart, from this provider.
    var layout: CollectionLayout {
        CollectionLayout(configuration: LayoutConfiguration(interSectionSpacing: 10)) { [self] index, _ in
            section(index)
        }
    }
}

@Suite struct ScopedInvalidationTests {
    static let container = secContainer(300, 800)

    static func solve(_ sections: CountingSections, _ counts: [Int] = [2, 3, 1]) throws -> LayoutSolution {
        try LayoutSolution(layout: sections.layout, itemCounts: counts, container: container, traits: secTraits())
    }

    static func cells(_ solution: LayoutSolution) -> [CGRect?] {
        (0..<solution.numberOfSections).flatMap { section in
            (0..<solution.numberOfItems(inSection: section)).map { solution.secCell(section, $0) }
        }
    }

    @Test func onlyTheNamedSectionsAreAskedAgain() throws {
        let sections = CountingSections(defaultHeight: .absolute(50))
        var solution = try Self.solve(sections)
        #expect(sections.calls(3) == [1, 1, 1])
        try solution.invalidateSections([1])
        #expect(sections.calls(3) == [1, 2, 1])
        try solution.invalidateSections([0, 2])
        #expect(sections.calls(3) == [2, 2, 2])
        try solution.invalidateSections([])
        #expect(sections.calls(3) == [2, 2, 2])
    }

    @Test func tallerRowsInTheNamedSectionGiveTheFramesOfAFreshSolve() throws {
        let sections = CountingSections(defaultHeight: .absolute(50))
        var solution = try Self.solve(sections)
        sections.setHeight(.absolute(80), ofSection: 1)
        try solution.invalidateSections([1])
        // Section 0: 2 · 50 = 0 … 100; section 1 at 100 + 10 = 110, rows of 80 at 110, 190, 270, ending at 350;
        // section 2 at 350 + 10 = 360, one row of 50: content 410.
        #expect(Self.cells(solution) == [
            secR(0, 0, 300, 50), secR(0, 50, 300, 50),
            secR(0, 110, 300, 80), secR(0, 190, 300, 80), secR(0, 270, 300, 80),
            secR(0, 360, 300, 50),
        ])
        #expect(solution.contentSize == CGSize(width: 300, height: 410))
        let fresh = try Self.solve(sections)
        #expect(allElements(solution, globalKinds: []) == allElements(fresh, globalKinds: []))
        #expect(solution.contentSize == fresh.contentSize)
    }

    @Test func measuredSizesSurviveInTheNamedAndTheOtherSections() throws {
        let sections = CountingSections(defaultHeight: .estimated(44))
        var solution = try Self.solve(sections)
        try solution.setMeasuredSize(CGSize(width: 300, height: 70), forItemAt: [0, 0])
        try solution.setMeasuredSize(CGSize(width: 300, height: 60), forItemAt: [1, 1])
        try solution.setMeasuredSize(CGSize(width: 300, height: 90), forItemAt: [2, 0])
        sections.setHeight(.estimated(50), ofSection: 1)
        var full = solution
        try solution.invalidateSections([1])
        // Section 0: 70 (measured) + 44 = 0 … 114; section 1 at 124: 50 (new estimate), 60 (measured), 50, ending
        // at 284; section 2 at 294: 90 (measured), ending at 384.
        #expect(Self.cells(solution) == [
            secR(0, 0, 300, 70), secR(0, 70, 300, 44),
            secR(0, 124, 300, 50), secR(0, 174, 300, 60), secR(0, 234, 300, 50),
            secR(0, 294, 300, 90),
        ])
        #expect(solution.contentSize == CGSize(width: 300, height: 384))
        for indexPath: IndexPath in [[0, 0], [1, 1], [2, 0]] { #expect(solution.hasMeasuredSize(forItemAt: indexPath)) }
        #expect(!solution.hasMeasuredSize(forItemAt: [1, 0]))
        // The same frames as solving every section again with the same sizes.
        try full.update(layout: full.layout, container: Self.container, traits: secTraits())
        #expect(allElements(solution, globalKinds: []) == allElements(full, globalKinds: []))
    }

    @Test func aSectionThatDoesNotExistThrowsAndChangesNothing() throws {
        let sections = CountingSections(defaultHeight: .absolute(50))
        var solution = try Self.solve(sections)
        let before = Self.cells(solution)
        sections.setHeight(.absolute(80), ofSection: 0)
        #expect(throws: LayoutError.self) { try solution.invalidateSections([0, 3]) }
        #expect(Self.cells(solution) == before)
        #expect(sections.calls(3) == [1, 1, 1])
    }

    @Test func aDescriptionThatCannotBeSolvedThrowsAndChangesNothing() throws {
        let sections = CountingSections(defaultHeight: .absolute(50))
        var solution = try Self.solve(sections)
        let before = Self.cells(solution)
        sections.setHeight(.absolute(-5), ofSection: 1)
        #expect(throws: LayoutError.self) { try solution.invalidateSections([1]) }
        #expect(Self.cells(solution) == before)
        #expect(solution.contentSize == CGSize(width: 300, height: 320))  // 100 + 10 + 150 + 10 + 50
    }
}
