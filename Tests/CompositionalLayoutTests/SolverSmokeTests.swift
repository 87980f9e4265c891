import Foundation
import Testing

@testable import CompositionalLayout

/// A few literal-frame checks of the solver; the conformance suites live in other files.
@Suite struct SolverSmokeTests {
    static let iPhone = CollectionContainer(size: CGSize(width: 428, height: 926))

    static func px(_ pixels: Int) -> CGFloat { CGFloat(Double(pixels) / 3) }

    static func grid(columns: Int, height: CGFloat) -> LayoutSection {
        let item = LayoutItem(
            size: LayoutSize(width: .fractionalWidth(1 / CGFloat(columns)), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)), subitems: [.item(item)])
        return LayoutSection(group: group)
    }

    // semantics L3, L4
    @Test func fiveColumnGridRoundsEachItemToWholePixels() throws {
        let layout = CollectionLayout(section: Self.grid(columns: 5, height: 100))
        let solution = try LayoutSolution(layout: layout, itemCounts: [12], container: Self.iPhone)
        // 0.2 × 1284 px = 256.8 → 257 px per item; positions are sums of rounded lengths.
        let first = try #require(solution.attributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: Self.px(257), height: 100))
        let seventh = try #require(solution.attributesForItem(at: IndexPath(item: 6, section: 0)))
        #expect(seventh.frame == CGRect(x: Self.px(257), y: 100, width: Self.px(257), height: 100))
        #expect(solution.attributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == Self.px(4 * 257))
        #expect(solution.contentSize == CGSize(width: 428, height: 300))
        let visible = solution.attributesForElements(in: CGRect(x: 0, y: 150, width: 428, height: 100))
        #expect(visible.map(\.indexPath.item).sorted() == Array(5..<12))
        #expect(visible.allSatisfy { $0.elementKind == nil && $0.zIndex == 0 })
    }

    // semantics L10, L11, L13
    @Test func listWithHeaderFooterAndBackground() throws {
        let row = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)))
        let header = BoundarySupplementaryItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "header", alignment: .top)
        let footer = BoundarySupplementaryItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), elementKind: "footer",
            alignment: .bottom)
        let section = LayoutSection(
            group: .vertical(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), subitems: [.item(row)]),
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16), interGroupSpacing: 8,
            boundarySupplementaryItems: [header, footer], decorationItems: [.background(elementKind: "bg")])
        let layout = CollectionLayout(
            section: section, configuration: LayoutConfiguration(interSectionSpacing: 12),
            registeredDecorationKinds: ["bg"])
        let solution = try LayoutSolution(layout: layout, itemCounts: [3, 0], container: Self.iPhone)
        let headerFrame = solution.attributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(headerFrame?.frame == CGRect(x: 16, y: 0, width: 396, height: 30))
        #expect(
            solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 16, y: 40, width: 396, height: 44))
        #expect(solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == CGFloat(144))
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
        // Header 30 + inset 10 + 3 × 44 + 2 × 8 + inset 10 = 198, then the 20 pt footer.
        let footerFrame = solution.attributesForSupplementaryElement(
            ofKind: "footer", at: IndexPath(item: 0, section: 0))
        #expect(footerFrame?.frame == CGRect(x: 16, y: 198, width: 396, height: 20))
        let background = solution.attributesForDecorationElement(ofKind: "bg", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 0, y: 0, width: 428, height: 218))
        #expect(background?.zIndex == 0)
        // The empty section: header and footer one after the other, after the inter-section spacing.
        #expect(solution.sectionFrame(1) == CGRect(x: 0, y: 230, width: 428, height: 50))
        #expect(solution.contentSize.height == 280)
    }

    // semantics L1
    @Test func rightToLeftRowIsMirrored() throws {
        let item = LayoutItem(size: LayoutSize(width: .absolute(100), height: .absolute(50)))
        let section = LayoutSection(
            group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)]),
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0))
        let solution = try LayoutSolution(
            layout: CollectionLayout(section: section), itemCounts: [3], container: Self.iPhone,
            traits: LayoutTraits(layoutDirection: .rightToLeft))
        #expect(
            solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 318, y: 0, width: 100, height: 50))
        #expect(
            solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 118, y: 0, width: 100, height: 50))
    }

    // semantics L1
    @Test func horizontalLayoutIsTransposed() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .absolute(120), height: .fractionalHeight(1)), subitems: [.item(item)])
        let layout = CollectionLayout(
            section: LayoutSection(group: group, interGroupSpacing: 10),
            configuration: LayoutConfiguration(scrollDirection: .horizontal))
        let container = CollectionContainer(size: CGSize(width: 400, height: 300))
        let solution = try LayoutSolution(layout: layout, itemCounts: [5], container: container)
        #expect(
            solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 150, width: 120, height: 150))
        #expect(
            solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 130, y: 0, width: 120, height: 150))
        // The last group holds one item and is trimmed to it along the scroll axis (it is still 120 wide).
        #expect(solution.contentSize == CGSize(width: 3 * 120 + 2 * 10, height: 300))
    }

    // semantics L15
    @Test func errorsNameTheSectionAndElement() {
        let item = LayoutItem(size: LayoutSize(width: .absolute(500), height: .absolute(10)))
        let group = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), subitems: [.item(item)])
        let layout = CollectionLayout(section: LayoutSection(group: group))
        #expect(throws: LayoutError.self) {
            try LayoutSolution(layout: layout, itemCounts: [1], container: Self.iPhone)
        }
        let error = #expect(throws: LayoutError.self) {
            try LayoutSolution(layout: layout, itemCounts: [0, 1], container: Self.iPhone)
        }
        #expect(error?.section == 1)
        #expect(error?.elementPath == "group › subitem 0 (item)")
        #expect(error.map { "\($0)" } == "section 1 › group › subitem 0 (item): there is no room for the first subitem: 500.0 pt needed, 428.0 pt available")
    }

    // semantics L9
    @Test func measuredSizeMovesLaterItems() throws {
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
        let group = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)])
        var solution = try LayoutSolution(
            layout: CollectionLayout(section: LayoutSection(group: group)), itemCounts: [1000], container: Self.iPhone)
        #expect(solution.contentSize.height == 44_000)
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == .vertical)
        #expect(
            try solution.setMeasuredSize(CGSize(width: 428, height: 100), forItemAt: IndexPath(item: 1, section: 0)))
        #expect(solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 144)
        #expect(solution.contentSize.height == 44_056)
        let visible = solution.attributesForElements(in: CGRect(x: 0, y: 100, width: 428, height: 50))
        #expect(visible.map(\.indexPath.item) == [1, 2])
    }

    // semantics L4, L8
    @Test func nestedGroupsKeepItemOrderAndTheLastGroupIsTrimmed() throws {
        let wide = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
        let cell = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)), subitems: [.item(cell)])
        let row = LayoutGroup.horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            subitems: [.group(column), .item(wide), .group(column)])
        let container = CollectionContainer(size: CGSize(width: 300, height: 600))
        let solution = try LayoutSolution(
            layout: CollectionLayout(section: LayoutSection(group: row)), itemCounts: [6], container: container)
        let frames = (0..<6).compactMap { solution.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 75, height: 50), CGRect(x: 0, y: 50, width: 75, height: 50),
                CGRect(x: 75, y: 0, width: 150, height: 100), CGRect(x: 225, y: 0, width: 75, height: 50),
                CGRect(x: 225, y: 50, width: 75, height: 50), CGRect(x: 0, y: 100, width: 75, height: 50),
            ])
        #expect(solution.itemFrames(inSection: 0) == frames)
        // The last group holds one item: it is trimmed to the item's 50 pt.
        #expect(solution.contentSize.height == 150)
    }
}
