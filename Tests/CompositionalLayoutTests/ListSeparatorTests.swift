import Foundation
import Testing

@testable import CompositionalLayout

@Suite struct ListSeparatorTests {
    let first = IndexPath(item: 0, section: 0)

    @Test func separatorsAreNotLayoutElements() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .plain)
        let elements = solution.attributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        // 3 rows, 2 headers, 2 footers; nothing else
        #expect(elements.count == 7)
        #expect(Set(elements.compactMap(\.elementKind)) == [listHeaderKind, listFooterKind])
        #expect(solution.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 844)).count == 1)
    }

    @Test func rectQueryReturnsOnlySeparatorsInTheRect() throws {
        let solution = try listSolution(appearance: .plain, itemCounts: [5])
        // rows at 0, 44, 88, 132, 176; separators at their bottoms but the last
        let all = solution.listSeparators(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(all.map(\.indexPath.item) == [0, 1, 2, 3])
        let some = solution.listSeparators(in: CGRect(x: 0, y: 50, width: 390, height: 60))
        #expect(some.map(\.frame.minY) == [88 - listPixel])  // row 1's separator; row 2 ends at 132, outside
    }

    @Test func reportedTextOffsetMovesTheSeparator() throws {
        var solution = try listSolution(appearance: .plain)
        #expect(solution.listTextLeadingOffset(forItemAt: first) == 20)
        solution.setListTextLeadingOffset(60, forItemAt: first)  // an image before the text
        #expect(solution.listTextLeadingOffset(forItemAt: first) == 60)
        #expect(solution.listSeparators(forItemAt: first).map(\.frame) == [
            CGRect(x: 60, y: 44 - listPixel, width: 330, height: listPixel)
        ])
        solution.setListTextLeadingOffset(nil, forItemAt: first)
        #expect(solution.listSeparators(forItemAt: first).first?.frame.minX == 20)
    }

    @Test func sectionConfigurationInsetsAndVisibility() throws {
        let solution = try listSolution({ configuration in
            configuration.separatorConfiguration.topSeparatorVisibility = .visible
            configuration.separatorConfiguration.bottomSeparatorInsets = .init(leading: 0, trailing: 10)
        }, appearance: .plain)
        #expect(solution.listSeparators(forItemAt: first) == [
            ListSeparator(indexPath: first, edge: .top, frame: CGRect(x: 20, y: 0, width: 370, height: listPixel)),
            ListSeparator(indexPath: first, edge: .bottom, frame: CGRect(x: 0, y: 44 - listPixel, width: 380, height: listPixel)),
        ])
    }

    @Test func itemHandlerDecidesPerRow() throws {
        let solution = try listSolution({ configuration in
            configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
                var row = sectionConfiguration
                if indexPath.item == 0 { row.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 1 { row.bottomSeparatorVisibility = .visible }
                return row
            }
        }, appearance: .plain)
        #expect(solution.listSeparators(forItemAt: first).isEmpty)
        // the last row shows one because the handler asked
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 1, section: 0)).map(\.frame) == [
            CGRect(x: 20, y: 88 - listPixel, width: 370, height: listPixel)
        ])
    }

    @Test func hiddenSeparatorsIgnoreTheConfiguration() throws {
        let solution = try listSolution({ configuration in
            configuration.showsSeparators = false
            configuration.separatorConfiguration.topSeparatorVisibility = .visible
        }, appearance: .plain)
        #expect(solution.listSeparators(forItemAt: first).isEmpty)
    }

    @Test func sidebarSeparatorsShowWhenAskedFor() throws {
        let solution = try listSolution({ configuration in
            configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        }, appearance: .sidebar)
        #expect(solution.listSeparators(forItemAt: first).count == 1)
    }

    @Test func measuredRowsMoveTheirSeparators() throws {
        var solution = try listSolution(appearance: .plain)
        _ = try solution.setMeasuredSize(CGSize(width: 390, height: 61), forItemAt: first)
        #expect(solution.listSeparators(forItemAt: first).map(\.frame.minY) == [61 - listPixel])
        #expect(listItemFrame(solution, 0, 1) == CGRect(x: 0, y: 61, width: 390, height: 44))
    }

    @Test func nonListSectionsHaveNoSeparatorsOrShapes() throws {
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(50))
        let grid = LayoutSection(group: .horizontal(size: size, subitems: [.item(LayoutItem(size: size))]))
        let solution = try LayoutSolution(
            layout: CollectionLayout(section: grid), itemCounts: [3],
            container: CollectionContainer(size: CGSize(width: 390, height: 844)))
        #expect(solution.listSeparators(forItemAt: first).isEmpty)
        #expect(solution.listRowShape(at: first) == nil)
        #expect(solution.listTextLeadingOffset(forItemAt: first) == nil)
    }
}

@Suite struct ListSectionTests {
    @Test func aListSectionBesideGridSectionsInOneProvider() throws {
        let cell = LayoutSize(width: .fractionalWidth(0.5), height: .absolute(100))
        let row = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
        let layout = CollectionLayout { index, environment in
            if index == 0 {
                return LayoutSection(group: .horizontal(size: row, subitems: [.item(LayoutItem(size: cell))]))
            }
            return .list(using: ListConfiguration(appearance: .insetGrouped), environment: environment)
        }
        let solution = try LayoutSolution(
            layout: layout, itemCounts: [4, 2], container: CollectionContainer(size: CGSize(width: 390, height: 844)))
        // grid: two rows of 100; the list section starts at 200, its rows after the 35 top inset
        #expect(listItemFrame(solution, 0, 3) == CGRect(x: 195, y: 100, width: 195, height: 100))
        #expect(listItemFrame(solution, 1, 0) == CGRect(x: 20, y: 235, width: 350, height: 44))
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 1)).map(\.frame) == [
            CGRect(x: 40, y: 279 - listPixel, width: 330, height: listPixel)
        ])
    }

    @Test func explicitHeaderTopPadding() throws {
        let solution = try listSolution({ configuration in
            configuration.headerMode = .supplementary
            configuration.headerTopPadding = 5
        }, appearance: .plain)
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 0, y: 5, width: 390, height: 28))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 33, width: 390, height: 44))
    }

    @Test func firstItemInSectionHeaderIsARow() throws {
        let solution = try listSolution({ $0.headerMode = .firstItemInSection }, appearance: .insetGrouped)
        // no supplementary listHeaderKind, so the grouped top spacing applies, and item 0 is a row like the others
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == nil)
        #expect(solution.listRowShape(at: IndexPath(item: 0, section: 0))?.roundsTopCorners == true)
    }

    @Test func aListSectionInAHorizontalLayoutIsAnError() {
        let layout = CollectionLayout.list(
            using: ListConfiguration(appearance: .plain),
            layoutConfiguration: LayoutConfiguration(scrollDirection: .horizontal))
        #expect(throws: LayoutError(.listSectionInHorizontalLayout, section: 0, elementPath: "")) {
            try LayoutSolution(
                layout: layout, itemCounts: [1], container: CollectionContainer(size: CGSize(width: 390, height: 844)))
        }
    }

    @Test func aNegativeHeaderTopPaddingIsAnError() {
        #expect(throws: LayoutError(.invalidValue(name: "headerTopPadding", value: -4), section: 0, elementPath: "")) {
            try listSolution({ configuration in
                configuration.headerMode = .supplementary
                configuration.headerTopPadding = -4
            }, appearance: .plain)
        }
    }

    @Test func metricsFollowTheContainerWidthAndSizeClass() {
        #expect(ListMetrics.layoutMargin(containerWidth: 375, horizontalSizeClass: .compact) == 16)
        #expect(ListMetrics.layoutMargin(containerWidth: 390, horizontalSizeClass: .compact) == 20)
        #expect(ListMetrics.layoutMargin(containerWidth: 320, horizontalSizeClass: .regular) == 20)
    }
}
