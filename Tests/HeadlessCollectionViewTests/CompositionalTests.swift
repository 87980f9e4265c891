import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

// The collection view on layer 1's real solver (sections keep the description's defaults unless a test says otherwise).

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
    let source = TestDataSource(counts: counts)
    let view = CollectionView(
        layout: layout, size: size, traits: traits, solver: retaining(Retainer(source), compositionalLayoutSolver))
    view.dataSource = source
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
        // The overscan extends along the section's axis too: x −150 … 450 holds groups 0 … 4 (440 < 450);
        // the bounds (0 … 300) show groups 0 … 2.
        #expect(view.preparedViews.count == 5)
        #expect(view.indexPathsForVisibleItems == [ip(0, 0), ip(0, 1), ip(0, 2)])
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
        (.groupPagingCentered, 0.0, 0.0),  // content 100 + 1090 + 100 = 1290, offsets 0 … 990
        (.groupPagingCentered, 1.0, 110.0),
        (.groupPagingCentered, 5.0, 110.0),
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
        (OrthogonalScrollingBehavior.continuous, 0.0, 790.0),
        (.continuous, -1.0, 291.0),  // 790 − 499
        (.continuous, -3.0, 0.0),  // 790 − 1497, clamped
        (.continuous, 1.0, 790.0),  // already at the end
        (.continuousGroupLeadingBoundary, -1.0, 240.0),  // 291 → nearest RTL boundary 790 − 550
        (.continuousGroupLeadingBoundary, -0.5, 570.0),  // 790 − 249.5 = 540.5 → 790 − 220
        (.paging, 0.0, 790.0),
        (.paging, -1.0, 490.0),  // 790 − 300
        (.paging, -5.0, 490.0),  // one page at most
        (.groupPaging, -1.0, 680.0),  // 790 − 110
        (.groupPaging, -5.0, 680.0),
        (.groupPagingCentered, -1.0, 880.0),  // 990 − 110
    ])
    func restingOffsetsRightToLeft(_ behavior: OrthogonalScrollingBehavior, _ velocity: CGFloat, _ expected: CGFloat) throws {
        let view = try make(behavior, direction: .rightToLeft)
        // Right to left, the section starts at its trailing end: the largest offset, item 0 at the right edge.
        let start = try #require(view.orthogonalGeometry(forSection: 0)).offsetRange.upperBound
        #expect(view.orthogonalOffset(forSection: 0) == start)
        // Item 0 sits at the right edge (centred when the groups are centred: (300 − 100) / 2 = 100).
        let x: CGFloat = behavior == .groupPagingCentered ? 100 : 200
        #expect(view.cellForItem(at: ip(0, 0))?.frame == CGRect(x: x, y: 0, width: 100, height: 100))
        let rest = try view.flingOrthogonalSection(0, velocity: velocity)
        #expect(abs(rest - expected) < 0.001, "\(behavior) at \(velocity)")
    }
}

func estimatedListSection() -> LayoutSection {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)))
    let group = LayoutGroup.vertical(
        size: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), subitems: [.item(item)])
    return LayoutSection(group: group)
}

final class BackgroundView: TestView {}

@MainActor
@Suite struct CompositionalBehaviourTests {
    @Test func selfSizingReachesMeasuredFramesAndKeepsTheAnchor() throws {
        let view = CollectionView(layout: CollectionLayout(section: estimatedListSection()), size: CGSize(width: 300, height: 600))
        let source = TestDataSource(counts: [1_000])
        source.heights = { 40 + 30 * CGFloat($0[1] % 3) }  // 40, 70, 100, 40, …
        view.dataSource = source
        defer { withExtendedLifetime(source) {} }
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: ip(0, 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(view.cellForItem(at: ip(0, 1))?.frame == CGRect(x: 0, y: 40, width: 300, height: 70))
        #expect(view.cellForItem(at: ip(0, 2))?.frame == CGRect(x: 0, y: 110, width: 300, height: 100))
        #expect(view.cellForItem(at: ip(0, 3))?.frame == CGRect(x: 0, y: 210, width: 300, height: 40))
        // Jump to item 600 (30 000 by estimate): items above it are measured as they enter the overscan, and
        // the content offset follows so that item 600 stays at the top.
        try view.scrollToItem(at: ip(0, 600), position: .top)
        let anchor = try #require(view.cellForItem(at: ip(0, 600)))
        #expect(anchor.frame.minY == view.contentOffset.y)
        #expect(anchor.frame.minY > 30_000)
        #expect(anchor.frame.height == 40)
        #expect(view.cellForItem(at: ip(0, 602))?.frame.minY == anchor.frame.minY + 110)  // 40 + 70
        #expect(measuredItemCount(view) < 80)  // measured as they became visible, not all 1000
    }

    @Test func insertTransactionOnTheRealSolver() throws {
        let (view, source) = try makeCompositional(CollectionLayout(section: listSection()), counts: [20])
        source.counts = [21]
        let transaction = try view.insertItems(at: [ip(0, 0)])
        let inserted = try #require(transaction.element(after: .cell(ip(0, 0))))
        #expect(inserted.change == .appearing && inserted.initial.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
        let old0 = try #require(transaction.element(before: .cell(ip(0, 0))))
        #expect(old0.keyAfter == .cell(ip(0, 1)) && old0.after?.frame.minY == 50)
        #expect(transaction.contentSizeBefore.height == 1_000 && transaction.contentSizeAfter.height == 1_050)
    }

    @Test func decorationViewsAreRegisteredOnTheView() throws {
        var section = listSection()
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CollectionLayout(section: section, registeredDecorationKinds: ["background"])
        let view = CollectionView(layout: layout, size: CGSize(width: 300, height: 600))
        let source = TestDataSource(counts: [4, 4])
        view.dataSource = source
        defer { withExtendedLifetime(source) {} }
        let error = #expect(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error?.description == "The layout has a decoration element of kind 'background', but no view class is "
            + "registered for it: call register(_:forDecorationViewOfKind:) on the collection view.")
        view.register(BackgroundView.self, forDecorationViewOfKind: "background")
        try view.layoutIfNeeded()
        // Section 1's background covers its 4 rows: 200 … 400, behind its cells (which are promoted to zIndex 1).
        let backgrounds = view.preparedViews.filter { $0.key.category == .decorationView }
        #expect(backgrounds.count == 2)
        let second = try #require(backgrounds.first { $0.key.indexPath == ip(1, 0) })
        #expect(second.view is BackgroundView)
        #expect(second.view.frame == CGRect(x: 0, y: 200, width: 300, height: 200))
        #expect(view.preparedViews.first?.key.category == .decorationView)  // drawn first
    }

    @Test func orthogonalHandlerGetsTheSectionsOffsetAndUnscrolledFrames() throws {
        let log = HandlerLog()
        var section = carouselSection(.continuous)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            log.record(items, offset)
            for index in items.indices {
                // Scale by distance of the item's centre from the viewport centre (the classic carousel).
                let distance = abs(items[index].frame.midX - offset.x - 150)
                let scale = max(0.5, 1 - distance / 300)
                items[index].transform = AffineTransform2D(scaleX: scale, y: scale)
            }
        }
        let (view, _) = try makeCompositional(CollectionLayout(section: section), counts: [10])
        try view.scrollOrthogonalSection(0, to: 110)
        let call = try #require(log.calls.last)
        #expect(call.offset == CGPoint(x: 110, y: 0))
        let item2 = try #require(call.items.first { $0.indexPath == ip(0, 2) })
        #expect(item2.frame == CGRect(x: 220, y: 0, width: 100, height: 100))  // unscrolled
        // Item 2 is displayed at 220 − 110 = 110 … 210, centre 160: 10 pt from the middle → scale 1 − 10/300.
        let cell = try #require(view.cellForItem(at: ip(0, 2)))
        #expect(cell.frame == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(abs(cell.transform.a - (1 - 10.0 / 300)) < 1e-9)
    }

    @Test func scrollToAnItemOfAnOrthogonalSectionScrollsTheSection() throws {
        let layout = CollectionLayout(sectionProvider: { index, _ in
            index == 0 ? listSection(rowHeight: 400) : carouselSection(.continuous)
        })
        // Section 0: 3 rows of 400 (0 … 1200); section 1: the carousel at 1200 … 1300.
        let (view, _) = try makeCompositional(layout, counts: [3, 10])
        try view.scrollToItem(at: ip(1, 5), position: [.centeredHorizontally, .bottom])
        // Item 5 is at 550 … 650 unscrolled: centred → offset 600 − 150 = 450; the view scrolls to 1300 − 600.
        #expect(view.orthogonalOffset(forSection: 1) == 450)
        #expect(view.contentOffset.y == 700)
        #expect(view.cellForItem(at: ip(1, 5))?.frame == CGRect(x: 100, y: 1_200, width: 100, height: 100))
    }

    @Test func focusMovesThroughTheRealGrid() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitem: .item(item), count: 3)
        let (view, _) = try makeCompositional(CollectionLayout(section: LayoutSection(group: group)), counts: [30])
        try view.setFocus(to: ip(0, 4))
        #expect(try view.moveFocus(.down) == ip(0, 7))
        #expect(try view.moveFocus(.left) == ip(0, 6))
        #expect(try view.moveFocus(.left) == ip(0, 6))
        for _ in 0..<7 { try view.moveFocus(.down) }
        #expect(view.focusedIndexPath == ip(0, 27))
        #expect(view.contentOffset.y == 400)  // row 9 at 900 … 1000 − 600
    }
}

final class BadgeView: TestView {}

@MainActor
final class BadgeSource: CollectionViewDataSource {
    var counts: [Int]
    let cells = CellRegistration<TestCell, String> { cell, _, item in cell.text = item }
    let badges = SupplementaryRegistration<BadgeView>(elementKind: "badge") { _, _, _ in }
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { counts[section] }
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "\(indexPath[1])")
    }
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
        -> ReusableView?
    {
        collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
    }
}

@MainActor
@Suite struct CompositionalLayoutVariantsTests {
    @Test func itemSupplementariesFollowTheirItems() throws {
        // A list of 50 pt rows, each with a 20 × 20 badge at its top trailing corner.
        let badge = SupplementaryItem(
            size: LayoutSize(width: .absolute(20), height: .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), supplementaryItems: [badge])
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)])
        let view = CollectionView(layout: CollectionLayout(section: LayoutSection(group: group)), size: CGSize(width: 300, height: 600))
        let source = BadgeSource(counts: [10])
        view.dataSource = source
        defer { withExtendedLifetime(source) {} }
        try view.layoutIfNeeded()
        let badge3 = try #require(view.supplementaryView(forElementKind: "badge", at: ip(0, 3)))
        #expect(badge3.frame == CGRect(x: 280, y: 150, width: 20, height: 20))  // 300 − 20, 3 × 50
        source.counts = [9]
        let transaction = try view.deleteItems(at: [ip(0, 1)])
        // Item 3 becomes item 2; its badge goes with it (same view), to y = 100.
        let moved = try #require(transaction.element(before: .supplementary("badge", ip(0, 3))))
        #expect(moved.keyAfter == .supplementary("badge", ip(0, 2)) && moved.view === badge3)
        #expect(moved.after?.frame.minY == 100)
        #expect(transaction.element(before: .supplementary("badge", ip(0, 1)))?.change == .disappearing)
    }

    @Test func aHorizontallyScrollingLayout() throws {
        // Columns of 100 pt, each a vertical group of 3 items filling the 600 pt height.
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1.0 / 3)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(100), height: .fractionalHeight(1)), subitem: .item(item), count: 3)
        let layout = CollectionLayout(
            section: LayoutSection(group: group), configuration: LayoutConfiguration(scrollDirection: .horizontal))
        let (view, _) = try makeCompositional(layout, counts: [300], size: CGSize(width: 300, height: 600))
        #expect(view.contentSize == CGSize(width: 10_000, height: 600))  // 100 columns of 100
        // Prepared rect: x −150 … 450 → columns 0 … 4 (15 cells); visible: columns 0 … 2.
        #expect(view.preparedViews.count == 15)
        #expect(view.indexPathsForVisibleItems.count == 9)
        view.contentOffset = CGPoint(x: 20_000, y: 50)
        #expect(view.contentOffset == CGPoint(x: 9_700, y: 0))  // clamped on both axes
        try view.scrollToItem(at: ip(0, 150), position: .left)  // column 50
        #expect(view.contentOffset.x == 5_000)
        #expect(view.cellForItem(at: ip(0, 151))?.frame == CGRect(x: 5_000, y: 200, width: 100, height: 200))
        #expect(view.reuseStatistics.viewsCreated <= 21)  // 600 pt prepared = 6 columns + 1 straddling, × 3
    }

    @Test func globalHeadersStayPut() throws {
        let header = BoundarySupplementaryItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), elementKind: "badge", alignment: .top)
        let layout = CollectionLayout(
            section: listSection(), configuration: LayoutConfiguration(boundarySupplementaryItems: [header]))
        let view = CollectionView(layout: layout, size: CGSize(width: 300, height: 600))
        let source = BadgeSource(counts: [5, 5])
        view.dataSource = source
        defer { withExtendedLifetime(source) {} }
        try view.layoutIfNeeded()
        let global = try #require(view.preparedViews.first { $0.key.category == .supplementaryView })
        #expect(global.key.indexPath == ip(0, Int.max))
        #expect(global.view.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(view.cellForItem(at: ip(0, 0))?.frame.minY == 60)
        source.counts = [5]
        let transaction = try view.deleteSections([0])
        let kept = try #require(transaction.element(before: global.key))
        #expect(kept.change == .moving && kept.keyAfter == global.key && kept.view === global.view)
    }
}

@MainActor
@Suite struct SupplementarySelfSizingTests {
    @Test func anEstimatedHeaderIsMeasured() throws {
        var section = listSection()
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), elementKind: "header",
                alignment: .top)
        ]
        // The header registration's views want 60 pt.
        let (view, _) = try makeCompositional(CollectionLayout(section: section), counts: [5, 5])
        #expect(view.supplementaryView(forElementKind: "header", at: ip(0, 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(view.cellForItem(at: ip(0, 0))?.frame.minY == 60)
        // Section 1: 60 + 5 × 50 = 310, its header 310 … 370, its first row at 370.
        #expect(view.supplementaryView(forElementKind: "header", at: ip(1, 0))?.frame == CGRect(x: 0, y: 310, width: 300, height: 60))
        #expect(view.cellForItem(at: ip(1, 0))?.frame.minY == 370)
        #expect(view.contentSize.height == 620)
    }
}
