// Estimated sizes scrolling sideways and right to left (F5, F7), and what `sectionInsetReference` adds to the
// section insets (F4), with literal frames worked out by hand. Scale 1, so that points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

extension FlowLayoutConformanceTests {
    /// Scrolling sideways, estimated 50 × 50 items, spacing 10, in 300 × 200: columns hold 50 + 10 + 50 + 10 + 50 =
    /// 170 ≤ 200 (+ 60 = 230 does not fit): three, justified down the 200 (gaps 25: y 0, 75, 150); item 3 alone in
    /// the last column, packed from the top, at x 60. Item 1 then measures 80 × 120: column 0 holds 50 + 10 + 120 =
    /// 180 (+ 60 > 200): items 0 and 1, justified (y 0 and 200 − 120 = 80), 80 wide, item 0 centred along it at
    /// x (80 − 50) / 2 = 15; column 1 at 80 + 10 = 90 holds items 2 and 3 (the last column: y 0 and 60). Content
    /// 90 + 50 = 140 wide. Right to left mirrors across the content's width: x → 140 − x − width (110 before).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func estimatedSizesScrollingSideways(direction: LayoutDirection) throws {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSizing = .estimated(CGSize(width: 50, height: 50))
        var solution = try solve(layout, [4], size: CGSize(width: 300, height: 200), direction: direction)
        let rtl = direction == .rightToLeft
        #expect(frame(solution, 0, 1) == CGRect(x: rtl ? 60 : 0, y: 75, width: 50, height: 50))
        #expect(frame(solution, 0, 2) == CGRect(x: rtl ? 60 : 0, y: 150, width: 50, height: 50))
        #expect(frame(solution, 0, 3) == CGRect(x: rtl ? 0 : 60, y: 0, width: 50, height: 50))
        #expect(solution.contentSize == CGSize(width: 110, height: 200))
        #expect(try solution.setMeasuredSize(CGSize(width: 80, height: 120), forItemAt: IndexPath(indexes: [0, 1])))
        #expect(frame(solution, 0, 0) == CGRect(x: rtl ? 75 : 15, y: 0, width: 50, height: 50))
        #expect(frame(solution, 0, 1) == CGRect(x: rtl ? 60 : 0, y: 80, width: 80, height: 120))
        #expect(frame(solution, 0, 2) == CGRect(x: rtl ? 0 : 90, y: 0, width: 50, height: 50))
        #expect(frame(solution, 0, 3) == CGRect(x: rtl ? 0 : 90, y: 60, width: 50, height: 50))
        #expect(solution.contentSize == CGSize(width: 140, height: 200))
    }

    /// Right to left scrolling down, estimated sizes re-pack exactly as left to right (aMeasuredSizeRepacksTheLines)
    /// and are mirrored across the 300-pt width: x → 300 − x − width. Item 0 (x 0) is at 200, item 1 (150, 150
    /// wide) at 0; the last line packs from the leading, right, edge: item 5 (x 0) at 200, item 6 (x 100) at 100.
    @Test func estimatedSizesRightToLeft() throws {
        var layout = FlowLayout()
        layout.itemSizing = .estimated(CGSize(width: 100, height: 50))
        layout.sectionMetrics = FlowSectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        var solution = try solve(layout, [7], size: CGSize(width: 300, height: 600), direction: .rightToLeft)
        #expect(frame(solution, 0, 0) == CGRect(x: 200, y: 0, width: 100, height: 50))
        try solution.setMeasuredSize(CGSize(width: 150, height: 80), forItemAt: IndexPath(indexes: [0, 1]))
        #expect(frame(solution, 0, 0) == CGRect(x: 200, y: 15, width: 100, height: 50))
        #expect(frame(solution, 0, 1) == CGRect(x: 0, y: 0, width: 150, height: 80))
        #expect(frame(solution, 0, 2) == CGRect(x: 200, y: 80, width: 100, height: 50))
        #expect(frame(solution, 0, 5) == CGRect(x: 200, y: 130, width: 100, height: 50))
        #expect(frame(solution, 0, 6) == CGRect(x: 100, y: 130, width: 100, height: 50))
    }

    /// A 320 × 480 container with a safe area of 47 / 44 / 34 / 30 (top, left, bottom, right) and margins 8 / 60 / 8 /
    /// 20 (top, leading, bottom, trailing); 100 × 50 items, section insets 10 at the sides. `.contentInset`: room 300,
    /// two a line (210 ≤ 300 < 320), x 10 and 210. `.safeArea` adds 44 and 30: room 320 − 54 − 40 = 226, x 54 and 54 +
    /// 226 − 100 = 180; right to left the safe area stays where it is (physical): x 180 and 54. `.layoutMargins` adds
    /// the leading 60 and trailing 20: room 220, x 70 and 190; right to left the leading margin is on the right:
    /// x 320 − 70 − 100 = 150 and 30. The references inset only across the scroll axis: the first line is at y 0.
    @Test(arguments: [
        (FlowSectionInsetReference.contentInset, LayoutDirection.leftToRight, CGFloat(10), CGFloat(210)),
        (.contentInset, .rightToLeft, 210, 10), (.safeArea, .leftToRight, 54, 180), (.safeArea, .rightToLeft, 180, 54),
        (.layoutMargins, .leftToRight, 70, 190), (.layoutMargins, .rightToLeft, 150, 30),
    ])
    func sectionInsetReferences(reference: FlowSectionInsetReference, direction: LayoutDirection, x0: CGFloat, x1: CGFloat) throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionMetrics.inset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = reference
        let container = CollectionContainer(
            size: CGSize(width: 320, height: 480), safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 30),
            layoutMargins: DirectionalEdgeInsets(top: 8, leading: 60, bottom: 8, trailing: 20))
        let solution = try FlowSolution(
            layout: layout, itemCounts: [3], container: container,
            traits: LayoutTraits(layoutDirection: direction, displayScale: 1))
        #expect(frame(solution, 0, 0) == CGRect(x: x0, y: 0, width: 100, height: 50))
        #expect(frame(solution, 0, 1) == CGRect(x: x1, y: 0, width: 100, height: 50))
        #expect(frame(solution, 0, 2)?.minY == 60)
        #expect(solution.contentSize == CGSize(width: 320, height: 110))
    }

    /// Scrolling sideways the references inset the top and bottom: `.safeArea` in a 320 × 480 container with a safe
    /// area of 47 at the top and 34 at the bottom leaves 480 − 81 = 399 for 100 × 100 items: three a column (320 ≤ 399
    /// < 430), justified: gaps share 99, 49 each and the first a pixel more: y 47, 47 + 150 = 197, 47 + 299 = 346
    /// (ending at 446 = 480 − 34); item 3 alone in the next column (x 110) is centred: 47 + ⌊299 / 2⌋ = 196.
    /// `.layoutMargins` (8 and 8) leaves 464: four a column (430 ≤ 464), y 8 … 372.
    @Test func sectionInsetReferencesScrollingSideways() throws {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        let container = CollectionContainer(
            size: CGSize(width: 320, height: 480), safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 30),
            layoutMargins: DirectionalEdgeInsets(top: 8, leading: 60, bottom: 8, trailing: 20))
        layout.sectionInsetReference = .safeArea
        var solution = try FlowSolution(layout: layout, itemCounts: [4], container: container, traits: LayoutTraits(displayScale: 1))
        #expect((0..<4).map { frame(solution, 0, $0)?.origin } == [
            CGPoint(x: 0, y: 47), CGPoint(x: 0, y: 197), CGPoint(x: 0, y: 346), CGPoint(x: 110, y: 196),
        ])
        layout.sectionInsetReference = .layoutMargins
        solution = try FlowSolution(layout: layout, itemCounts: [4], container: container, traits: LayoutTraits(displayScale: 1))
        #expect(frame(solution, 0, 0)?.origin == CGPoint(x: 0, y: 8))
        #expect(frame(solution, 0, 3)?.origin == CGPoint(x: 0, y: 372))
    }
    /// The container's content inset narrows the lines across the scroll axis (UIKit's flow layout: "the width of the
    /// UICollectionView minus the section insets … minus the content insets"): 340 wide less 20 + 20 leaves 300 for
    /// 100 × 50 items: two a line (210 ≤ 300 < 320), x 0 and 200, the lone fifth centred at 100; the content is 300
    /// wide. Its top and bottom (along the scroll axis) change nothing. Scrolling sideways, the top and bottom inset
    /// instead: 200 high less 30 + 30 leaves 140 for 100 × 50 items, two a column (50 + 10 + 50 = 110 ≤ 140), y 0 and
    /// 90; content 140 high.
    @Test func theContentInsetNarrowsTheLines() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let inset = EdgeInsets(top: 30, left: 20, bottom: 30, right: 20)
        var solution = try FlowSolution(
            layout: layout, itemCounts: [5], container: CollectionContainer(size: CGSize(width: 340, height: 200), contentInset: inset),
            traits: LayoutTraits(displayScale: 1))
        #expect(frame(solution, 0, 1) == CGRect(x: 200, y: 0, width: 100, height: 50))
        #expect(frame(solution, 0, 4) == CGRect(x: 100, y: 120, width: 100, height: 50))
        #expect(solution.contentSize == CGSize(width: 300, height: 170))
        layout.scrollDirection = .horizontal
        solution = try FlowSolution(
            layout: layout, itemCounts: [5], container: CollectionContainer(size: CGSize(width: 340, height: 200), contentInset: inset),
            traits: LayoutTraits(displayScale: 1))
        #expect(frame(solution, 0, 1) == CGRect(x: 0, y: 90, width: 100, height: 50))
        #expect(frame(solution, 0, 2) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(solution.contentSize == CGSize(width: 320, height: 140))
    }
}
