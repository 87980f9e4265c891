import CompositionalLayout
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// Rows of a height per section (absolute or estimated), counting the provider's calls per section.
final class RowSections: @unchecked Sendable {
    private let lock = NSLock()
    private var heights: [LayoutDimension]
    private var asked: [Int]

    init(_ heights: [LayoutDimension]) {
        self.heights = heights
        asked = Array(repeating: 0, count: heights.count)
    }

    var calls: [Int] { lock.withLock { asked } }

    func setHeight(_ height: LayoutDimension, ofSection section: Int) { lock.withLock { heights[section] = height } }

    var layout: CollectionLayout {
        CollectionLayout(configuration: LayoutConfiguration()) { [self] index, _ in
            let height = lock.withLock {
                asked[index] += 1
                return heights[index]
            }
            let size = LayoutSize(width: .fractionalWidth(1), height: height)
            return LayoutSection(group: .horizontal(size: size, subitems: [.item(LayoutItem(size: size))]))
        }
    }
}

/// The collection view solves again only the sections an invalidation names, when nothing else changed (H20).
@MainActor
@Suite struct HeadlessScopedInvalidationTests {
    /// Three sections of 2, 3 and 1 rows in a 300 × 600 view, scale 1.
    static func make(_ sections: RowSections) throws -> CollectionView {
        let (view, _) = try makeCompositional(
            sections.layout, counts: [2, 3, 1], traits: LayoutTraits(displayScale: 1))
        return view
    }

    static func delta(_ sections: RowSections, since before: [Int]) -> [Int] {
        zip(sections.calls, before).map { $0 - $1 }
    }

    @Test func aNamedSectionIsSolvedAgainAlone() throws {
        let sections = RowSections([.absolute(50), .absolute(50), .absolute(50)])
        let view = try Self.make(sections)
        let before = sections.calls
        sections.setHeight(.absolute(80), ofSection: 1)
        view.invalidateLayout(.sections([1]))
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [0, 1, 0])
        // Section 0: 0 … 100; section 1: rows of 80 at 100, 180, 260; section 2 at 340: content 390.
        #expect(view.layoutAttributesForItem(at: ip(1, 2))?.frame == CGRect(x: 0, y: 260, width: 300, height: 80))
        #expect(view.layoutAttributesForItem(at: ip(2, 0))?.frame == CGRect(x: 0, y: 340, width: 300, height: 50))
        #expect(view.contentSize == CGSize(width: 300, height: 390))
    }

    @Test func invalidationsBeforeOnePassAreMerged() throws {
        let sections = RowSections([.absolute(50), .absolute(50), .absolute(50)])
        let view = try Self.make(sections)
        let before = sections.calls
        view.invalidateLayout(.sections([0]))
        view.invalidateLayout(.sections([2]))
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [1, 0, 1])
    }

    @Test func aNewDescriptionOrAnUnknownSectionSolvesEverySection() throws {
        let sections = RowSections([.absolute(50), .absolute(50), .absolute(50)])
        let view = try Self.make(sections)
        var before = sections.calls
        view.invalidateLayout(.sections([1]))
        view.layout = sections.layout
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [1, 1, 1])
        before = sections.calls
        view.invalidateLayout(.sections([1, 7]))
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [1, 1, 1])
        before = sections.calls
        view.invalidateLayout()
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [1, 1, 1])
    }

    @Test func measuredSizesInOtherSectionsSurvive() throws {
        let sections = RowSections([.estimated(44), .estimated(44), .estimated(44)])
        // Cells measure 70 at [0, 0], 90 at [2, 0], their estimate elsewhere.
        let source = TestDataSource(counts: [2, 3, 1])
        source.heights = { $0 == ip(0, 0) ? 70 : $0 == ip(2, 0) ? 90 : nil }
        let view = CollectionView(
            layout: sections.layout, size: CGSize(width: 300, height: 600), traits: LayoutTraits(displayScale: 1),
            solver: retaining(Retainer(source), compositionalLayoutSolver))
        view.dataSource = source
        try view.layoutIfNeeded()
        let before = sections.calls
        sections.setHeight(.absolute(30), ofSection: 1)
        view.invalidateLayout(.sections([1]))
        try view.layoutIfNeeded()
        #expect(Self.delta(sections, since: before) == [0, 1, 0])
        // Section 0: 70 (measured) + 44 = 0 … 114; section 1: rows of 30 at 114, 144, 174; section 2 at 204, 90 tall.
        #expect(view.layoutAttributesForItem(at: ip(0, 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 70))
        #expect(view.layoutAttributesForItem(at: ip(1, 0))?.frame == CGRect(x: 0, y: 114, width: 300, height: 30))
        #expect(view.layoutAttributesForItem(at: ip(2, 0))?.frame == CGRect(x: 0, y: 204, width: 300, height: 90))
        #expect(view.contentSize == CGSize(width: 300, height: 294))
    }

    @Test func namedElementsGiveTheirSections() {
        let paths: [IndexPath] = [ip(2, 5), ip(0, 1), ip(2, 0)]
        #expect(LayoutInvalidation(elementsAt: paths) == .sections([0, 2]))
        #expect(LayoutInvalidation(elementsAt: [IndexPath()]) == .everything)
        #expect(LayoutInvalidation.sections([1]).merged(with: .sections([3])) == .sections([1, 3]))
        #expect(LayoutInvalidation.sections([1]).merged(with: .everything) == .everything)
    }
}
