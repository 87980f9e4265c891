// Flow layouts with literal frames worked out by hand (semantics F1–F8). Scale 1 unless stated, so that
// points are pixels.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite struct FlowLayoutConformanceTests {
    func solve(
        _ layout: FlowLayout, _ counts: [Int], size: CGSize = CGSize(width: 320, height: 480),
        direction: LayoutDirection = .leftToRight, scale: CGFloat = 1
    ) throws -> FlowSolution {
        try FlowSolution(
            layout: layout, itemCounts: counts, container: CollectionContainer(size: size),
            traits: LayoutTraits(layoutDirection: direction, displayScale: scale))
    }

    func frame(_ solution: FlowSolution, _ section: Int, _ item: Int) -> CGRect? {
        solution.attributesForItem(at: IndexPath(indexes: [section, item]))?.frame
    }

    /// 100 × 50 items, 10 pt spacing and insets, in 320 pt: the room is 320 − 20 = 300; two items take
    /// 100 + 10 + 100 = 210 ≤ 300, a third would need 320 > 300, so two per line, justified: the gap is
    /// 300 − 200 = 100. Lines at 10, 10 + 60 = 70, 130. The lone last item is centred (fixed sizes, F3):
    /// 10 + (300 − 100) / 2 = 110. Content: 10 + 3·50 + 2·10 + 10 = 190.
    @Test func fixedSizesAreJustifiedAndALoneItemCentred() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionMetrics.inset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let solution = try solve(layout, [5], scale: 3)
        #expect(frame(solution, 0, 0) == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(frame(solution, 0, 1) == CGRect(x: 210, y: 10, width: 100, height: 50))
        #expect(frame(solution, 0, 2) == CGRect(x: 10, y: 70, width: 100, height: 50))
        #expect(frame(solution, 0, 3) == CGRect(x: 210, y: 70, width: 100, height: 50))
        #expect(frame(solution, 0, 4) == CGRect(x: 110, y: 130, width: 100, height: 50))
        #expect(solution.contentSize == CGSize(width: 320, height: 190))
    }

    /// Per-item sizes in 300 pt, spacing 10: line 0 takes 100 and 150 (100 + 10 + 150 = 260; + 10 + 80 = 350
    /// > 300), extent 60, justified: gap 300 − 250 = 50, so item 1 at 150; item 0 (40 high) centred: y 10.
    /// Line 1 (the last) at 60 + 10 = 70 packs from the leading edge (F3): 80 at 0, 60 at 90; extent 30, item 3
    /// (20 high) at 70 + 5. Right to left mirrors across 300: x → 300 − x − width.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func perItemSizesPackTheLastLineAtTheLeadingEdge(direction: LayoutDirection) throws {
        var layout = FlowLayout()
        layout.itemSizing = .perItem
        let sizes = [CGSize(width: 100, height: 40), CGSize(width: 150, height: 60), CGSize(width: 80, height: 30),
                     CGSize(width: 60, height: 20)]
        layout.itemSizeProvider = { sizes[$0[1]] }
        let solution = try solve(layout, [4], size: CGSize(width: 300, height: 400), direction: direction)
        let ltr: [CGFloat] = [0, 150, 0, 90]
        let rtl: [CGFloat] = [200, 0, 220, 150]
        let ys: [CGFloat] = [10, 0, 70, 75]
        for item in 0..<4 {
            let x = direction == .leftToRight ? ltr[item] : rtl[item]
            #expect(frame(solution, 0, item) == CGRect(origin: CGPoint(x: x, y: ys[item]), size: sizes[item]))
        }
        #expect(solution.contentSize == CGSize(width: 300, height: 100))
    }

    /// Horizontal: lines are columns. 50 × 80 items in a 200 pt tall container: 80 + 10 + 80 = 170 ≤ 200, so
    /// two per column, justified (gap 200 − 160 = 40: y 0 and 120); columns at x 0, 50 + 20 = 70, 140; the lone
    /// item is centred: (200 − 80) / 2 = 60. Content 3·50 + 2·20 = 190 wide. Right to left mirrors across it.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func horizontalFlowsFillColumns(direction: LayoutDirection) throws {
        var layout = FlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 80)
        layout.sectionMetrics.minimumLineSpacing = 20
        let solution = try solve(layout, [5], size: CGSize(width: 300, height: 200), direction: direction)
        let expected: [(CGFloat, CGFloat)] = [(0, 0), (0, 120), (70, 0), (70, 120), (140, 60)]
        for (item, (x, y)) in expected.enumerated() {
            let physicalX = direction == .leftToRight ? x : 190 - x - 50
            #expect(frame(solution, 0, item) == CGRect(x: physicalX, y: y, width: 50, height: 80))
        }
        #expect(solution.contentSize == CGSize(width: 190, height: 200))
    }

    /// Headers span the width; with pinning they ride the visible top until their section's end pushes them:
    /// section 0 is 40 + 3·100 = 340 long, so its header stops at 340 − 40 = 300.
    @Test func pinnedHeadersRideTheVisibleTopWithinTheirSection() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.sectionMetrics = FlowSectionMetrics(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, headerReferenceSize: CGSize(width: 0, height: 40))
        layout.sectionHeadersPinToVisibleBounds = true
        let solution = try solve(layout, [3, 3], size: CGSize(width: 320, height: 200))
        func header(_ section: Int, at offset: CGFloat) -> CGRect? {
            let position = ScrollPosition(visibleBounds: CGRect(x: 0, y: offset, width: 320, height: 200))
            return solution.attributesForSupplementaryElement(
                ofKind: "header", at: IndexPath(indexes: [section, 0]), scrollPosition: position)?.frame
        }
        #expect(frame(solution, 1, 0) == CGRect(x: 0, y: 380, width: 320, height: 100))
        #expect(header(0, at: 0) == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(header(0, at: 100) == CGRect(x: 0, y: 100, width: 320, height: 40))
        #expect(header(0, at: 310) == CGRect(x: 0, y: 300, width: 320, height: 40))
        #expect(header(1, at: 310) == CGRect(x: 0, y: 340, width: 320, height: 40))
        #expect(header(1, at: 400) == CGRect(x: 0, y: 400, width: 320, height: 40))
        let visible = CGRect(x: 0, y: 400, width: 320, height: 200)
        let listed = solution.attributesForElements(
            in: visible, scrollPosition: ScrollPosition(visibleBounds: visible))
        #expect(listed.filter { $0.category == .supplementaryView }.map(\.frame) == [CGRect(x: 0, y: 400, width: 320, height: 40)])
        #expect(listed.filter { $0.category == .cell }.map { $0.indexPath[1] } == [0, 1, 2])
    }

    /// Estimated 100 × 50 items, no spacing, in 300 pt: three per line. Measuring item 1 at 150 × 80 re-packs:
    /// line 0 = items 0 and 1 (100 + 150 = 250; + 100 > 300), extent 80, gap 50; item 0 centred at y 15;
    /// line 1 = 2, 3, 4 at y 80; the last line 5, 6 at 130 from the leading edge.
    @Test func aMeasuredSizeRepacksTheLines() throws {
        var layout = FlowLayout()
        layout.itemSizing = .estimated(CGSize(width: 100, height: 50))
        layout.sectionMetrics = FlowSectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        var solution = try solve(layout, [7], size: CGSize(width: 300, height: 600))
        #expect(frame(solution, 0, 3) == CGRect(x: 0, y: 50, width: 100, height: 50))
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 0]))?.selfSizingAxes == [.horizontal, .vertical])
        #expect(try solution.setMeasuredSize(CGSize(width: 150, height: 80), forItemAt: IndexPath(indexes: [0, 1])))
        #expect(try !solution.setMeasuredSize(CGSize(width: 150, height: 80), forItemAt: IndexPath(indexes: [0, 1])))
        #expect(frame(solution, 0, 0) == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(frame(solution, 0, 1) == CGRect(x: 150, y: 0, width: 150, height: 80))
        #expect(frame(solution, 0, 2) == CGRect(x: 0, y: 80, width: 100, height: 50))
        #expect(frame(solution, 0, 4) == CGRect(x: 200, y: 80, width: 100, height: 50))
        #expect(frame(solution, 0, 6) == CGRect(x: 100, y: 130, width: 100, height: 50))
        #expect(solution.contentSize.height == 180)
    }

    /// A million fixed-size items answer their first screen by arithmetic.
    @Test func aMillionFixedItemsAnswerTheFirstViewport() throws {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let solution = try solve(layout, [1_000_000], size: CGSize(width: 320, height: 480))
        // 100 + 10 + 100 + 10 + 100 = 320: three per line; 333,334 lines of 110 less the last spacing.
        #expect(solution.contentSize.height == CGFloat(333_334 * 110 - 10), "\(solution.contentSize.height - CGFloat(333_334 * 110 - 10))")
        let cells = solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(cells.count == 15)  // lines at 0, 110, 220, 330, 440
    }

    @Test func badValuesAreNamed() throws {
        var layout = FlowLayout()
        layout.sectionMetrics.minimumLineSpacing = -1
        #expect(throws: LayoutError(.invalidValue(name: "minimum line spacing", value: -1), section: 0, elementPath: "")) {
            try solve(layout, [3])
        }
        layout = FlowLayout()
        layout.itemSize = CGSize(width: CGFloat.nan, height: 10)
        #expect(throws: LayoutError.self) { try solve(layout, [3]) }
        let negative = CGSize(width: -1, height: 10)
        #expect(throws: LayoutError(.invalidContainer(negative), section: nil, elementPath: "")) {
            try FlowSolution(layout: FlowLayout(), itemCounts: [1], container: CollectionContainer(size: negative))
        }
        // An empty container is a valid state (R1: a view made with `.zero` gets its size later).
        #expect(throws: Never.self) {
            try FlowSolution(layout: FlowLayout(), itemCounts: [1], container: CollectionContainer(size: .zero))
        }
    }
}
