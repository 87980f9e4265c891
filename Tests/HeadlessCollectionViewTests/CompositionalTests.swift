import CompositionalLayout
import DiffableData
import Foundation
import Testing
@testable import HeadlessCollectionView

// The collection view on layer 1's real solver.

func listSection(rowHeight: CGFloat = 50, pinnedHeader: Bool = false) -> LayoutSection {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)))
    let group = LayoutGroup.vertical(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)), subitems: [.item(item)])
    var section = LayoutSection(group: group)
    if pinnedHeader {
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), elementKind: "header",
                alignment: .top, pinToVisibleBounds: true)
        ]
    }
    return section
}

func carouselSection(_ behavior: OrthogonalScrollingBehavior) -> LayoutSection {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
        size: LayoutSize(width: .absolute(100), height: .absolute(100)), subitems: [.item(item)])
    return LayoutSection(group: group, interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
}

@MainActor
func makeCompositional(
    _ layout: CollectionLayout, counts: [Int], size: CGSize = CGSize(width: 300, height: 600),
    traits: LayoutTraits = LayoutTraits()
) throws -> (CollectionView, TestDataSource) {
    let view = CollectionView(layout: layout, size: size, traits: traits)
    let source = TestDataSource(counts: counts)
    view.dataSource = source
    KeepAlive.objects.append(source)
    try view.layoutIfNeeded()
    return (view, source)
}

@MainActor
@Suite struct CompositionalPinnedHeaderTests {
    @Test func pinnedHeadersBeforeInsideAndPastTheirSection() throws {
        // Sections of 10 rows of 50 pt under a pinned 40 pt header: section s spans 540 s … 540 s + 540.
        let (view, _) = try makeCompositional(
            CollectionLayout(section: listSection(pinnedHeader: true)), counts: [10, 10, 10],
            size: CGSize(width: 300, height: 300))
        func header(_ section: Int) -> ReusableView? { view.supplementaryView(forElementKind: "header", at: ip(section, 0)) }
        #expect(view.contentSize == CGSize(width: 300, height: 1_620))  // 3 × 540
        #expect(header(0)?.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(header(1) == nil)  // 540 is beyond the prepared rect −150 … 450
        // Inside section 0: the header rides the top of the visible bounds, above the cells; section 1 (not yet
        // reached) has its header at its natural place.
        view.contentOffset.y = 200
        #expect(header(0)?.frame == CGRect(x: 0, y: 200, width: 300, height: 40))
        #expect(header(1)?.frame == CGRect(x: 0, y: 540, width: 300, height: 40))
        #expect((header(0)?.zIndex ?? 0) >= 1_000_000_000)
        #expect(view.cellForItem(at: ip(0, 4))?.frame == CGRect(x: 0, y: 240, width: 300, height: 50))  // 40 + 4 × 50
        // Near the end of section 0: it stops at the section's far edge, 540 − 40 = 500.
        view.contentOffset.y = 520
        #expect(header(0)?.frame == CGRect(x: 0, y: 500, width: 300, height: 40))
        #expect(header(1)?.frame.minY == 540)
        // Past section 0, inside section 1: section 1's header rides; section 0's is gone from the prepared rect
        // (it stopped at 500 … 540, and the prepared rect is 1050 … 1650).
        view.contentOffset.y = 1_200
        #expect(header(0) == nil)
        #expect(header(2)?.frame == CGRect(x: 0, y: 1_200, width: 300, height: 40))
        #expect(header(1)?.frame == CGRect(x: 0, y: 1_040, width: 300, height: 40))  // 1080 − 40
    }

    @Test func reuseOnTheRealSolver() throws {
        let (view, _) = try makeCompositional(CollectionLayout(section: listSection()), counts: [10_000])
        let initial = view.reuseStatistics.viewsCreated
        #expect(initial == 18)  // (600 + 2 × 300) / 50
        for step in 1...2_000 {
            view.contentOffset.y = CGFloat(step) * 250
            try view.layoutIfNeeded()
        }
        #expect(view.contentOffset.y == 499_400)  // 10 000 × 50 − 600
        // At most the prepared rect (1200 pt = 24 rows) plus one straddling row, however far it scrolls.
        #expect(view.reuseStatistics.viewsCreated <= 25)
        #expect(view.reuseStatistics.viewsReused > 9_000)
        #expect(view.indexPathsForVisibleItems.last == ip(0, 9_999))
    }
}

@MainActor
@Suite struct OrthogonalSectionTests {
    // One carousel of 10 groups 100 × 100 with 10 pt spacing in a 300 pt wide view: content 10 × 100 + 9 × 10
    // = 1090, offsets 0 … 790; group leading edges at 110 i.
    func make(_ behavior: OrthogonalScrollingBehavior, direction: LayoutDirection = .leftToRight) throws -> CollectionView {
        try makeCompositional(
            CollectionLayout(section: carouselSection(behavior)), counts: [10],
            traits: LayoutTraits(layoutDirection: direction)
        ).0
    }

    @Test func itemsMoveWithTheSectionsOffset() throws {
        let view = try make(.continuous)
        let geometry = try #require(view.orthogonalGeometry(forSection: 0))
        #expect(geometry.offsetRange == 0...790)
        #expect(view.orthogonalOffset(forSection: 0) == 0)
        #expect(view.cellForItem(at: ip(0, 1))?.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        try view.scrollOrthogonalSection(0, to: 115)
        #expect(view.cellForItem(at: ip(0, 1))?.frame == CGRect(x: -5, y: 0, width: 100, height: 100))  // 110 − 115
        #expect(view.cellForItem(at: ip(0, 3))?.frame.minX == 215)  // 330 − 115
        #expect(view.contentOffset == .zero)  // the collection view itself did not scroll
        try view.scrollOrthogonalSection(0, to: 5_000)
        #expect(view.orthogonalOffset(forSection: 0) == 790)  // clamped: no bounce
        #expect(view.cellForItem(at: ip(0, 9))?.frame.maxX == 300)  // 9 × 110 + 100 − 790
        #expect(throws: CollectionViewError.self) { try view.scrollOrthogonalSection(1, to: 0) }
    }

    @Test(arguments: [
        // behaviour, velocity (pt/ms), resting offset from 0 (LTR)
        (OrthogonalScrollingBehavior.continuous, 0.0, 0.0),
        (.continuous, 0.5, 249.5),  // 0.5 × 0.998 / 0.002
        (.continuous, 1.0, 499.0),
        (.continuous, 3.0, 790.0),  // 1497, clamped
        (.continuousGroupLeadingBoundary, 0.5, 220.0),  // 249.5 → nearest leading edge 220
        (.continuousGroupLeadingBoundary, 1.0, 550.0),  // 499 → 550 (51 away; 440 is 59 away)
        (.continuousGroupLeadingBoundary, 3.0, 790.0),
        (.paging, 0.0, 0.0),
        (.paging, 1.0, 300.0),  // one page at most: 99 proposed, next page
        (.paging, 5.0, 300.0),  // 495 proposed, still one page
        (.groupPaging, 0.0, 0.0),
        (.groupPaging, 1.0, 110.0),  // next group
        (.groupPaging, 5.0, 110.0),
    ])
    func restingOffsetsLeftToRight(_ behavior: OrthogonalScrollingBehavior, _ velocity: CGFloat, _ expected: CGFloat) throws {
        let view = try make(behavior)
        #expect(view.orthogonalOffset(forSection: 0) == 0)
        let rest = try view.flingOrthogonalSection(0, velocity: velocity)
        #expect(abs(rest - expected) < 0.001, "\(behavior) at \(velocity)")
        #expect(view.orthogonalOffset(forSection: 0) == rest)
    }

    @Test func pagingBackwardsAndGroupPagingCentered() throws {
        let paging = try make(.paging)
        try paging.scrollOrthogonalSection(0, to: 600)
        #expect(try paging.flingOrthogonalSection(0, velocity: -1) == 300)
        // groupPagingCentered: the first group is centred ((300 − 100) / 2 = 100 inset), so group i is centred
        // at offset 100 + 110 i + 50 − 150 = 110 i.
        let centred = try make(.groupPagingCentered)
        #expect(try centred.flingOrthogonalSection(0, velocity: 1) == 110)
        #expect(centred.cellForItem(at: ip(0, 1))?.frame.midX == 150)  // centred in the 300 pt view
        #expect(try centred.flingOrthogonalSection(0, velocity: 1) == 220)
        #expect(try centred.flingOrthogonalSection(0, velocity: -1) == 110)
    }

    @Test(arguments: [
        (OrthogonalScrollingBehavior.continuous, -1.0, 291.0),  // 790 − 499
        (.continuousGroupLeadingBoundary, -1.0, 240.0),  // 291 → nearest RTL boundary 790 − 550
        (.paging, -1.0, 490.0),  // 790 − 300
        (.groupPaging, -1.0, 680.0),  // 790 − 110
    ])
    func restingOffsetsRightToLeft(_ behavior: OrthogonalScrollingBehavior, _ velocity: CGFloat, _ expected: CGFloat) throws {
        let view = try make(behavior, direction: .rightToLeft)
        // Right to left, the section starts at its trailing end: the largest offset, item 0 at the right edge.
        #expect(view.orthogonalOffset(forSection: 0) == 790)
        #expect(view.cellForItem(at: ip(0, 0))?.frame == CGRect(x: 200, y: 0, width: 100, height: 100))
        let rest = try view.flingOrthogonalSection(0, velocity: velocity)
        #expect(abs(rest - expected) < 0.001, "\(behavior) at \(velocity)")
    }
}
