import Foundation
import Testing

@testable import CompositionalLayout

/// Orthogonally scrolling sections: frames, scroll geometry, resting offsets, queries (L2, L14;
/// docs/reference/collection-layout.md rule 1).
@Suite struct SectionOrthogonalTests {
    /// The seed "Horizontal Slider": 200 × 150 groups of one item, 15 apart, insets 8 all round.
    static func slider(
        _ behavior: OrthogonalScrollingBehavior = .continuous, insets: CGFloat = 8, header: Bool = false
    ) -> LayoutSection {
        LayoutSection(
            group: secRow(.absolute(200), .absolute(150), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(all: insets), interGroupSpacing: 15,
            orthogonalScrollingBehavior: behavior,
            boundarySupplementaryItems: header ? [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))] : [])
    }

    // semantics L14
    @Test func groupsRunAlongTheOrthogonalAxis() {
        guard let solution = secSolve(Self.slider(), [5]) else { return }
        // x = 8 + i · (200 + 15): 8, 223, 438, 653, 868; y = the top inset.
        secExpect(solution.secCell(0, 0), secR(8, 8, 200, 150))
        secExpect(solution.secCell(0, 1), secR(223, 8, 200, 150))
        secExpect(solution.secCell(0, 4), secR(868, 8, 200, 150))
        // The section is the tallest group plus its insets: 8 + 150 + 8 = 166; it does not widen the content.
        secExpect(solution.contentSize, CGSize(width: 390, height: 166))
        let geometry = solution.orthogonalGeometry(forSection: 0)
        #expect(geometry?.behavior == .continuous)
        #expect(geometry?.axis == .horizontal)
        secExpect(geometry?.scrollRegion, secR(0, 0, 390, 166))
        secExpect(geometry?.contentLength, 1076)  // 8 + 5 · 200 + 4 · 15 + 8
        secExpect(geometry?.offsetRange.lowerBound, 0)
        secExpect(geometry?.offsetRange.upperBound, 686)  // 1076 − 390
        secExpect(geometry?.initialOffset, 0)
        #expect(geometry?.groupCount == 5)
        #expect(solution.attributesForItem(at: [0, 3])?.orthogonalScrollRegion == secR(0, 0, 390, 166))
    }

    // semantics L14: boundary supplementaries do not scroll; the region is the groups' band
    @Test func headerAboveAnOrthogonalSection() {
        let layout = CollectionLayout { index, _ in index == 0 ? Self.slider(header: true) : secListSection(height: 50) }
        guard let solution = secSolve(layout, [5, 1]) else { return }
        // The header follows the section's leading/trailing insets (8): 390 − 16 = 374.
        secExpect(solution.secSupp("header", 0), secR(8, 0, 374, 40))
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0])?.orthogonalScrollRegion == nil)
        secExpect(solution.secCell(0, 0), secR(8, 48, 200, 150))  // 40 + 8
        let region = secR(0, 40, 390, 166)
        secExpect(solution.orthogonalGeometry(forSection: 0)?.scrollRegion, region)
        #expect(solution.attributesForItem(at: [0, 0])?.orthogonalScrollRegion == region)
        // The next section starts after 40 + 166.
        secExpect(solution.secCell(1, 0), secR(0, 206, 390, 50))
        #expect(solution.attributesForItem(at: [1, 0])?.orthogonalScrollRegion == nil)
        #expect(solution.orthogonalGeometry(forSection: 1) == nil)
        secExpect(solution.contentSize, CGSize(width: 390, height: 256))
    }

    // semantics L2; docs/reference/collection-layout.md rule 1: fractions resolve against the full container width, the
    // leading inset places the group
    @Test func groupWidthFractionUsesTheFullWidth() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(0.8), .absolute(100), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .groupPaging)
        guard let solution = secSolve(section, [3]) else { return }
        // 0.8 · 390 = 312 (not 0.8 · 350 = 280); x = 20, 20 + 322 = 342, 664.
        secExpect(solution.secCell(0, 0), secR(20, 0, 312, 100))
        secExpect(solution.secCell(0, 1), secR(342, 0, 312, 100))
        secExpect(solution.secCell(0, 2), secR(664, 0, 312, 100))
        secExpect(solution.orthogonalGeometry(forSection: 0)?.contentLength, 996)  // 20 + 3 · 312 + 2 · 10 + 20
    }

    // semantics L3, L14: rounding of a fractional group width at 3x
    @Test func fractionalGroupWidthIsRoundedToPixels() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(0.85), .absolute(150), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPaging)
        guard let solution = secSolve(section, [3], traits: secTraits(scale: 3)) else { return }
        // 0.85 · 390 = 331.5 pt = 994.5 px → 995 px; spacing 30 px.
        secExpect(solution.secCell(0, 0), secR(0, 0, 995.0 / 3, 150))
        secExpect(solution.secCell(0, 1), secR(1025.0 / 3, 0, 995.0 / 3, 150))
        secExpect(solution.secCell(0, 2), secR(2050.0 / 3, 0, 995.0 / 3, 150))
        secExpect(solution.orthogonalGeometry(forSection: 0)?.contentLength, 1015)  // (3 · 995 + 2 · 30) px / 3
    }

    // semantics L14: groupPagingCentered replaces the leading and trailing insets so every group can centre
    @Test func groupPagingCenteredCentresTheFirstGroup() {
        let section = LayoutSection(
            group: secRow(.absolute(300), .absolute(100), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(all: 8), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .groupPagingCentered)
        guard let solution = secSolve(section, [5]) else { return }
        // Leading inset (390 − 300) / 2 = 45 instead of 8; groups 310 apart.
        secExpect(solution.secCell(0, 0), secR(45, 8, 300, 100))
        secExpect(solution.secCell(0, 1), secR(355, 8, 300, 100))
        secExpect(solution.secCell(0, 4), secR(1285, 8, 300, 100))
        let geometry = solution.orthogonalGeometry(forSection: 0)
        secExpect(geometry?.contentLength, 1630)  // 45 + 5 · 300 + 4 · 10 + 45
        secExpect(geometry?.offsetRange.upperBound, 1240)
        secExpect(geometry?.scrollRegion, secR(0, 0, 390, 116))  // 8 + 100 + 8
    }

    // semantics L1, L14: right to left mirrors across the scroller's content and starts at the largest offset
    @Test func rightToLeftOrthogonalSection() {
        guard let solution = secSolve(Self.slider(), [5], traits: secTraits(direction: .rightToLeft)) else { return }
        // x' = 1076 − x − 200.
        secExpect(solution.secCell(0, 0), secR(868, 8, 200, 150))  // 1076 − 8 − 200
        secExpect(solution.secCell(0, 1), secR(653, 8, 200, 150))
        secExpect(solution.secCell(0, 4), secR(8, 8, 200, 150))
        let geometry = solution.orthogonalGeometry(forSection: 0)
        secExpect(geometry?.scrollRegion, secR(0, 0, 390, 166))
        secExpect(geometry?.offsetRange.upperBound, 686)
        secExpect(geometry?.initialOffset, 686)  // item 0 then shows at 868 − 686 = 182 = 390 − 8 − 200
    }

    // semantics L14: a query with a scroll position moves the section's elements by its offset
    @Test func queriesMoveElementsByTheOrthogonalOffset() {
        guard let solution = secSolve(Self.slider(header: true), [5]) else { return }
        let screen = secR(0, 0, 390, 844)
        // Unscrolled: items 0 (8 … 208) and 1 (223 … 423) reach into x 0 … 390; item 2 starts at 438.
        #expect(
            solution.secElements(in: screen) == ["cell [0, 0]", "cell [0, 1]", "supplementaryView header [0, 0]"])
        // Scrolled by 300: item 1 at −77, item 2 at 138, item 3 at 353; item 0 (−292 … −92) and 4 (568) are out.
        let scroll = ScrollPosition(visibleBounds: screen, orthogonalOffsets: [0: CGPoint(x: 300, y: 0)])
        #expect(
            solution.secElements(in: screen, scroll: scroll) == [
                "cell [0, 1]", "cell [0, 2]", "cell [0, 3]", "supplementaryView header [0, 0]",
            ])
        let attributes = solution.attributesForElements(in: screen, scrollPosition: scroll)
        secExpect(attributes.first { $0.indexPath == [0, 1] && $0.category == .cell }?.frame, secR(-77, 48, 200, 150))
        secExpect(attributes.first { $0.elementKind == "header" }?.frame, secR(8, 0, 374, 40))  // does not scroll
        // A scroll position without an offset for the section leaves it unscrolled.
        let unscrolled = ScrollPosition(visibleBounds: screen)
        #expect(solution.secElements(in: screen, scroll: unscrolled) == solution.secElements(in: screen))
        secExpect(solution.secCell(0, 1), secR(223, 48, 200, 150))  // item queries are unscrolled
    }

    // semantics L14: single-element queries with a scroll position answer as the rect query does
    @Test func elementQueriesWithAScrollPositionMoveOrthogonalContent() {
        var withBackground = Self.slider(header: true)
        withBackground.decorationItems = [.background(elementKind: "bg")]
        let slider = withBackground
        let layout = CollectionLayout(
            configuration: LayoutConfiguration(), registeredDecorationKinds: ["bg"]
        ) { index, _ in index == 0 ? slider : secListSection(height: 50) }
        guard let solution = secSolve(layout, [5, 1]) else { return }
        let screen = secR(0, 0, 390, 844)
        // Section 1 is not orthogonal: an offset given for it is ignored.
        let scroll = ScrollPosition(
            visibleBounds: screen, orthogonalOffsets: [0: CGPoint(x: 300, y: 0), 1: CGPoint(x: 0, y: 50)])
        // Unscrolled: cells at x = 8 + 215 i, y = 40 + 8 = 48.
        secExpect(solution.attributesForItem(at: [0, 1])?.frame, secR(223, 48, 200, 150))
        // Scrolled by 300: 223 − 300 = −77, 868 − 300 = 568; the region does not move.
        secExpect(solution.attributesForItem(at: [0, 1], scrollPosition: scroll)?.frame, secR(-77, 48, 200, 150))
        secExpect(solution.attributesForItem(at: [0, 4], scrollPosition: scroll)?.frame, secR(568, 48, 200, 150))
        #expect(solution.attributesForItem(at: [0, 4], scrollPosition: scroll)?.orthogonalScrollRegion == secR(0, 40, 390, 166))
        // The list cell below (40 + 166 = 206) does not move.
        secExpect(solution.attributesForItem(at: [1, 0], scrollPosition: scroll)?.frame, secR(0, 206, 390, 50))
        // A scroll position without an offset for the section leaves it unscrolled.
        secExpect(
            solution.attributesForItem(at: [0, 1], scrollPosition: ScrollPosition(visibleBounds: screen))?.frame,
            secR(223, 48, 200, 150))
        #expect(solution.attributesForItem(at: [0, 5], scrollPosition: scroll) == nil)
        // The background covers the section (40 + 8 + 150 + 8 = 206 tall), not its scrolled content (L13):
        // the same frame with or without the scroll position.
        secExpect(solution.attributesForDecorationElement(ofKind: "bg", at: [0, 0])?.frame, secR(0, 0, 390, 206))
        secExpect(
            solution.attributesForDecorationElement(ofKind: "bg", at: [0, 0], scrollPosition: scroll)?.frame,
            secR(0, 0, 390, 206))
        #expect(solution.attributesForDecorationElement(ofKind: "bg", at: [0, 1], scrollPosition: scroll) == nil)
        // Each answer is the element the rect query returns for the same scroll position.
        let all = solution.attributesForElements(in: secR(-1000, -1000, 3000, 3000), scrollPosition: scroll)
        for element in all {
            switch element.category {
            case .cell:
                #expect(solution.attributesForItem(at: element.indexPath, scrollPosition: scroll) == element)
            case .decorationView:
                #expect(
                    solution.attributesForDecorationElement(
                        ofKind: element.elementKind ?? "", at: element.indexPath, scrollPosition: scroll) == element)
            case .supplementaryView:
                break
            }
        }
        #expect(all.filter { $0.category == .cell }.count == 6)
    }

    // semantics L1, L14: right to left, the single-element query moves by the physical offset too
    @Test func elementQueryWithAScrollPositionRightToLeft() {
        guard let solution = secSolve(Self.slider(), [5], traits: secTraits(direction: .rightToLeft)) else { return }
        // Item 0 at 1076 − 8 − 200 = 868 unscrolled; at the initial offset 686 it shows at 868 − 686 = 182.
        let scroll = ScrollPosition(visibleBounds: secR(0, 0, 390, 844), orthogonalOffsets: [0: CGPoint(x: 686, y: 0)])
        secExpect(solution.attributesForItem(at: [0, 0], scrollPosition: scroll)?.frame, secR(182, 8, 200, 150))
        // Item 1 at 653 − 686 = −33.
        secExpect(solution.attributesForItem(at: [0, 1], scrollPosition: scroll)?.frame, secR(-33, 8, 200, 150))
    }

    // MARK: resting offsets (L14)

    /// Five 200-pt groups 15 apart, no insets: content 1060, offsets 0 … 670, group edges 0, 215, 430, 645, 860.
    static func pager(_ behavior: OrthogonalScrollingBehavior) -> LayoutSolution? {
        secSolve(Self.slider(behavior, insets: 0), [5])
    }

    static func target(
        _ solution: LayoutSolution, proposed: CGFloat, current: CGFloat, velocity: CGFloat
    ) -> CGFloat {
        solution.targetOrthogonalOffset(inSection: 0, proposedOffset: proposed, currentOffset: current, velocity: velocity)
    }

    @Test func pagerGeometry() {
        guard let solution = Self.pager(.paging) else { return }
        secExpect(solution.orthogonalGeometry(forSection: 0)?.contentLength, 1060)  // 5 · 200 + 4 · 15
        secExpect(solution.orthogonalGeometry(forSection: 0)?.offsetRange.upperBound, 670)
    }

    @Test(arguments: [
        // proposed, current, velocity, expected
        (CGFloat(300), CGFloat(0), CGFloat(0), CGFloat(300)),  // anywhere
        (300, 0, 0.1, 300),
        (300, 400, -0.1, 300),
        (800, 0, 3, 670),  // clamped to the end
        (-50, 0, -3, 0),  // clamped to the start
    ])
    func continuous(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        guard let solution = Self.pager(.continuous) else { return }
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    @Test(arguments: [
        (CGFloat(300), CGFloat(0), CGFloat(0), CGFloat(215)),  // |300 − 215| = 85 < |300 − 430| = 130
        (330, 0, 0, 430),  // 115 > 100
        (330, 0, 2, 430),  // the nearest edge, whatever the velocity
        (100, 215, -0.5, 0),
        (900, 0, 2, 670),  // 860 is nearest, clamped to 670
        (-40, 215, -2, 0),
    ])
    func continuousGroupLeadingBoundary(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        guard let solution = Self.pager(.continuousGroupLeadingBoundary) else { return }
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    @Test(arguments: [
        // Pages are multiples of the region's width, 390.
        (CGFloat(1000), CGFloat(0), CGFloat(2), CGFloat(390)),  // at most one page forward
        (1000, 390, 2, 670),  // 780, clamped
        (-200, 390, -3, 0),
        (500, 390, 0, 390),  // no velocity: the nearest multiple (|110| < |280|)
        (200, 0, 0, 390),  // |190| < |200|
        (100, 0, 0.1, 0),  // a velocity below 0.2 counts as none
    ])
    func paging(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        guard let solution = Self.pager(.paging) else { return }
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    @Test(arguments: [
        (CGFloat(900), CGFloat(215), CGFloat(2), CGFloat(430)),  // the next group only
        (0, 215, -2, 0),  // the previous group
        (600, 645, -2, 430),
        (1000, 645, 2, 670),  // 860, clamped
        (240, 215, 0.5, 430),  // a small but real velocity still moves one group
        (300, 0, 0, 215),  // no velocity: the nearest edge
        (340, 0, 0, 430),
        (240, 215, 0.1, 215),  // 0.1 counts as no velocity: the nearest edge
        (190, 215, -0.1, 215),
    ])
    func groupPaging(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        guard let solution = Self.pager(.groupPaging) else { return }
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    /// Five 300-pt groups 10 apart, centred: offsets that centre group i are i · 310, 0 … 1240.
    @Test(arguments: [
        (CGFloat(400), CGFloat(0), CGFloat(0), CGFloat(310)),  // nearest centred group
        (1200, 310, 2, 620),  // one group forward
        (0, 310, -2, 0),
        (2000, 930, 0, 1240),  // the last group centres at the end of the range
        (420, 310, 0.1, 310),
        (420, 310, 1, 620),
    ])
    func groupPagingCentered(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        let section = LayoutSection(
            group: secRow(.absolute(300), .absolute(100), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPagingCentered)
        guard let solution = secSolve(section, [5]) else { return }
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    // semantics L14: right to left, group leading edges are their right edges and offsets are physical
    @Test(arguments: [
        // Groups x' = 860 − 215 i; group i rests with its right edge at the region's: 670 − 215 i (0 for i = 4).
        (CGFloat(0), CGFloat(670), CGFloat(-2), CGFloat(455)),  // a fling towards smaller offsets moves forward
        (CGFloat(1000), CGFloat(455), CGFloat(2), CGFloat(670)),  // and back
        (CGFloat(300), CGFloat(670), CGFloat(0), CGFloat(240)),  // nearest: |60| < |155|
        (CGFloat(-100), CGFloat(25), CGFloat(-2), CGFloat(0)),  // the last group: −190 clamped to 0
    ])
    func groupPagingRightToLeft(proposed: CGFloat, current: CGFloat, velocity: CGFloat, expected: CGFloat) {
        guard let solution = secSolve(Self.slider(.groupPaging, insets: 0), [5], traits: secTraits(direction: .rightToLeft))
        else { return }
        secExpect(solution.orthogonalGeometry(forSection: 0)?.initialOffset, 670)
        secExpect(solution.secCell(0, 0), secR(860, 0, 200, 150))
        secExpect(Self.target(solution, proposed: proposed, current: current, velocity: velocity), expected)
    }

    // semantics L14: a section that does not scroll on its own
    @Test func nonOrthogonalSectionHasNoScrollGeometry() {
        guard let solution = secSolve(Self.slider(.none), [5]) else { return }
        #expect(solution.orthogonalGeometry(forSection: 0) == nil)
        #expect(solution.attributesForItem(at: [0, 0])?.orthogonalScrollRegion == nil)
        // Groups repeat down the section instead: 8, 8 + 165, …
        secExpect(solution.secCell(0, 1), secR(8, 173, 200, 150))
        // decision: a section without orthogonal scrolling has nothing to snap to: the proposed offset is kept.
        secExpect(Self.target(solution, proposed: 123, current: 0, velocity: 2), 123)
    }

    // semantics L14, L16: a section with estimated sizes rests its groups at their actual offsets
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func groupPagingWithMeasuredGroups(direction: LayoutDirection) throws {
        let section = LayoutSection(
            group: secRow(.estimated(100), .absolute(100), [secItem(.estimated(100), .fractionalHeight(1))]),
            interGroupSpacing: 10, orthogonalScrollingBehavior: .groupPaging)
        guard var solution = secSolve(section, [8], traits: secTraits(direction: direction)) else { return }
        try solution.setMeasuredSize(CGSize(width: 200, height: 100), forItemAt: [0, 1])
        // Groups start at 0, 110, 320, 430, …, 870; the content is 970 long, so offsets run 0 … 580.
        let geometry = try #require(solution.orthogonalGeometry(forSection: 0))
        secExpect(geometry.contentLength, 970)
        let physical = { (reading: CGFloat) in direction == .rightToLeft ? 580 - reading : reading }
        let sign: CGFloat = direction == .rightToLeft ? -1 : 1
        // From group 1, a fling forward rests on group 2 at 320 (not at a uniform pitch's 220).
        secExpect(Self.target(solution, proposed: physical(900), current: physical(110), velocity: 2 * sign), physical(320))
        secExpect(Self.target(solution, proposed: physical(0), current: physical(430), velocity: -2 * sign), physical(320))
        secExpect(Self.target(solution, proposed: physical(300), current: physical(0), velocity: 0), physical(320))
    }

    // semantics L14
    @Test func groupPagingWithALeadingInset() {
        guard let solution = secSolve(Self.slider(.groupPaging), [5]) else { return }
        // decision: a group's resting offset puts its leading edge where the first group starts, at the leading
        // inset: group i (x = 8 + 215 i) rests at offset 215 i, as UIKit's App Store-style carousels do.
        secExpect(Self.target(solution, proposed: 300, current: 0, velocity: 0), 215)
        secExpect(Self.target(solution, proposed: 900, current: 215, velocity: 2), 430)
        secExpect(Self.target(solution, proposed: 2000, current: 645, velocity: 2), 686)  // 860 clamped to 1076 − 390
    }
}
