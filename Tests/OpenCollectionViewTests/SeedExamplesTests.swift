// The code examples of the seed articles (docs/reference/seeds.md), written out with their typos fixed, run against
// OpenCollectionView (or UIKit) and checked frame by frame. Frames are whole pixels at scale 3 and are written as
// `pixels / 3` with the arithmetic beside them (docs/semantics.md L3: lengths are rounded to the pixel first).
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("Seed 001: grid layout at 428 pt")
struct Seed001GridTests {
    /// "let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension:
    /// .fractionalHeight(1.0))"; the group is as wide as the section and `.fractionalWidth(0.2)` high.
    func fiveColumnLayout(configureItem: (NSCollectionLayoutItem) -> Void = { _ in }) -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        configureItem(item)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("five 85.667-pt items per row (0.2 × 1284 px = 256.8 → 257 px)")
    func fiveColumns() {
        let (collectionView, dataSource) = makeCollectionView(layout: fiveColumnLayout(), items: 20)
        _ = dataSource
        // Row 0: x = 0, 257, 514, 771, 1028 px; 257 px wide and high.
        for column in 0..<5 {
            #expect(same(frame(collectionView, column), CGRect(x: CGFloat(257 * column) / 3, y: 0, width: 257.0 / 3, height: 257.0 / 3)))
        }
        // Item 5 starts row 1 at y = 257 px; item 19 is the last of row 3 (y = 771 px, x = 1028 px).
        #expect(same(frame(collectionView, 5), CGRect(x: 0, y: 257.0 / 3, width: 257.0 / 3, height: 257.0 / 3)))
        #expect(same(frame(collectionView, 19), CGRect(x: 1028.0 / 3, y: 771.0 / 3, width: 257.0 / 3, height: 257.0 / 3)))
        // Four rows of 257 px.
        #expect(abs(collectionView.contentSize.height - 1028.0 / 3) < 0.001)
    }

    @Test("the cells are the items, configured by the registration")
    func cells() {
        let (collectionView, dataSource) = makeCollectionView(layout: fiveColumnLayout(), items: 20)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 20)
        // 926 pt shows all four rows.
        #expect(collectionView.indexPathsForVisibleItems.count == 20)
        let cell = collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? NumberCell
        #expect(cell?.text == "7")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 7, section: 0)) == 7)
        #expect(dataSource.indexPath(for: 12) == IndexPath(item: 12, section: 0))
    }

    @Test("full-width variant: one 428 × 85.667 item per row")
    func fullWidth() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 3)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 428, height: 257.0 / 3)))
        #expect(same(frame(collectionView, 2), CGRect(x: 0, y: 514.0 / 3, width: 428, height: 257.0 / 3)))  // 2 × 257 px
    }

    @Test("interGroupSpacing = 10: rows 257 + 30 px apart")
    func interGroupSpacing() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 15)
        _ = dataSource
        #expect(same(frame(collectionView, 5), CGRect(x: 0, y: 287.0 / 3, width: 257.0 / 3, height: 257.0 / 3)))  // 257 + 30
        #expect(same(frame(collectionView, 10), CGRect(x: 0, y: 574.0 / 3, width: 257.0 / 3, height: 257.0 / 3)))  // 2 × 287
        // No spacing after the last row: 3 × 257 + 2 × 30 px.
        #expect(abs(collectionView.contentSize.height - 831.0 / 3) < 0.001)
    }

    @Test("section contentInsets = 10: the group is 408 pt wide, items 0.2 × 1224 px = 244.8 → 245 px")
    func sectionInsets() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 10)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 10, y: 10, width: 245.0 / 3, height: 245.0 / 3)))
        // Item 6: row 1, column 1: 30 + 245 px on both axes.
        #expect(same(frame(collectionView, 6), CGRect(x: 275.0 / 3, y: 275.0 / 3, width: 245.0 / 3, height: 245.0 / 3)))
        // 30 + 2 × 245 + 30 px.
        #expect(abs(collectionView.contentSize.height - 550.0 / 3) < 0.001)
    }

    @Test("item contentInsets set before creating the group shrink each item by 5 pt on every edge")
    func itemInsetsBeforeGroup() {
        let layout = fiveColumnLayout { item in
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        }
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 10)
        _ = dataSource
        // Slot 257 px; 15 px in from each edge: 257 − 30 = 227 px.
        #expect(same(frame(collectionView, 0), CGRect(x: 5, y: 5, width: 227.0 / 3, height: 227.0 / 3)))
        #expect(same(frame(collectionView, 1), CGRect(x: 272.0 / 3, y: 5, width: 227.0 / 3, height: 227.0 / 3)))  // 257 + 15
    }

    @Test("item contentInsets set AFTER creating the group have no effect (the group copied the item)")
    func itemInsetsAfterGroup() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)  // too late
        let section = NSCollectionLayoutSection(group: group)
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 10)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 257.0 / 3, height: 257.0 / 3)))
        #expect(group.subitems[0].contentInsets == .zero)
    }

    @Test("two columns with subitem:count: 2 — the item's own width is overridden: 214 pt each")
    func twoColumns() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.5))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 5)
        _ = dataSource
        // 1284 px / 2 = 642 px = 214 pt; the group is 0.5 × 428 = 214 pt high.
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 214, height: 214)))
        #expect(same(frame(collectionView, 1), CGRect(x: 214, y: 0, width: 214, height: 214)))
        #expect(same(frame(collectionView, 4), CGRect(x: 0, y: 428, width: 214, height: 214)))
    }
}

@MainActor
@Suite("Seed 004: CocoaHeads Aachen examples at 428 pt")
struct Seed004Tests {
    @Test("Replicating Flow Layout: three 1/3-wide squares per row (428 px each)")
    func flowLayout() {
        // The slide writes `NSCollectionLayoutItem(widthDimension:heightDimension:)` for the size.
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3))
        let group: NSCollectionLayoutGroup = .horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 7)
        _ = dataSource
        // 1284 px / 3 = 428 px = 142.667 pt.
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 428.0 / 3, height: 428.0 / 3)))
        #expect(same(frame(collectionView, 2), CGRect(x: 856.0 / 3, y: 0, width: 428.0 / 3, height: 428.0 / 3)))
        #expect(same(frame(collectionView, 3), CGRect(x: 0, y: 428.0 / 3, width: 428.0 / 3, height: 428.0 / 3)))
        // Item 6 alone in row 2; the last group is trimmed to it: 3 × 428 px.
        #expect(same(frame(collectionView, 6), CGRect(x: 0, y: 856.0 / 3, width: 428.0 / 3, height: 428.0 / 3)))
        #expect(abs(collectionView.contentSize.height - 428) < 0.001)
    }

    func sliderSection() -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150))
        let group: NSCollectionLayoutGroup = .horizontal(layoutSize: groupSize, subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test("Horizontal Slider 1: without orthogonal scrolling the 200 × 150 groups stack down the leading edge")
    func slider() {
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: sliderSection()), items: 4)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 200, height: 150)))
        #expect(same(frame(collectionView, 3), CGRect(x: 0, y: 450, width: 200, height: 150)))
    }

    @Test("Horizontal Slider 2: interGroupSpacing = 15")
    func sliderSpacing() {
        let section = sliderSection()
        section.interGroupSpacing = 15
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 4)
        _ = dataSource
        #expect(same(frame(collectionView, 1), CGRect(x: 0, y: 165, width: 200, height: 150)))
        #expect(same(frame(collectionView, 3), CGRect(x: 0, y: 495, width: 200, height: 150)))  // 3 × 165
        #expect(abs(collectionView.contentSize.height - 645) < 0.001)  // 4 × 150 + 3 × 15
    }

    func insetSliderSection() -> NSCollectionLayoutSection {
        let section = sliderSection()
        section.interGroupSpacing = 15
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        return section
    }

    @Test("Horizontal Slider 3: contentInsets = 8 on every edge")
    func sliderInsets() {
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: insetSliderSection()), items: 4)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 8, y: 8, width: 200, height: 150)))
        #expect(same(frame(collectionView, 2), CGRect(x: 8, y: 338, width: 200, height: 150)))  // 8 + 2 × 165
        #expect(abs(collectionView.contentSize.height - 661) < 0.001)  // 8 + 645 + 8
    }

    @Test(
        "Horizontal Slider 4: .continuous and .groupPaging lay the groups out sideways from the leading inset",
        arguments: [UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous, .groupPaging, .paging,
                    .continuousGroupLeadingBoundary])
    func sliderOrthogonal(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) {
        let section = insetSliderSection()
        section.orthogonalScrollingBehavior = behavior
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 4)
        _ = dataSource
        // Frames as if the section were not scrolled: x = 8 + 215 i.
        #expect(same(frame(collectionView, 0), CGRect(x: 8, y: 8, width: 200, height: 150)))
        #expect(same(frame(collectionView, 1), CGRect(x: 223, y: 8, width: 200, height: 150)))
        #expect(same(frame(collectionView, 3), CGRect(x: 653, y: 8, width: 200, height: 150)))
        // The section is one group high: 8 + 150 + 8.
        #expect(abs(collectionView.contentSize.height - 166) < 0.001)
    }

    @Test("Horizontal Slider 4: .groupPagingCentered centres the first group: (428 − 200) / 2 = 114")
    func sliderCentered() {
        let section = insetSliderSection()
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 4)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 114, y: 8, width: 200, height: 150)))
        #expect(same(frame(collectionView, 1), CGRect(x: 329, y: 8, width: 200, height: 150)))  // 114 + 215
    }

    @Test("Combining Groups: a row of two halves above a full-width item, in a 200 × 200 column")
    func combiningGroups() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 2), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let doubleItemGroupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 2))
        let doubleItemGroup: NSCollectionLayoutGroup = .horizontal(
            layoutSize: doubleItemGroupSize, repeatingSubitem: item, count: 2)
        let fullWidthItemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 2))
        let fullWidthItem = NSCollectionLayoutItem(layoutSize: fullWidthItemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(200))
        let group: NSCollectionLayoutGroup = .vertical(layoutSize: groupSize, subitems: [doubleItemGroup, fullWidthItem])
        let section = NSCollectionLayoutSection(group: group)
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 6)
        _ = dataSource
        #expect(same(frame(collectionView, 0), CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(same(frame(collectionView, 1), CGRect(x: 100, y: 0, width: 100, height: 100)))
        #expect(same(frame(collectionView, 2), CGRect(x: 0, y: 100, width: 200, height: 100)))
        #expect(same(frame(collectionView, 3), CGRect(x: 0, y: 200, width: 100, height: 100)))
        #expect(same(frame(collectionView, 5), CGRect(x: 0, y: 300, width: 200, height: 100)))
    }

    @Test("Adding Supplementary Views: an estimated 40-pt header above the slider, inset like the section")
    func header() {
        let section = insetSliderSection()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40))
        let kind = UICollectionView.elementKindSectionHeader
        let item = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: .top)
        section.boundarySupplementaryItems = [item]

        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 428, height: 926),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let cells = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: kind) { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        // The header follows the section's leading and trailing insets: 428 − 2 × 8 = 412 wide, at y = 0.
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))
        #expect(same(header?.frame, CGRect(x: 8, y: 0, width: 412, height: 40)))
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) != nil)
        // The content starts after the header and the top inset: 40 + 8.
        #expect(same(frame(collectionView, 0), CGRect(x: 8, y: 48, width: 200, height: 150)))
    }

    @Test("Observing User Interaction: the handler sees the section's visible cells, the offset and the environment")
    func visibleItemsHandler() {
        let section = insetSliderSection()
        section.orthogonalScrollingBehavior = .continuous
        final class Seen {
            var calls = 0
            var paths: [IndexPath] = []
            var offset: CGPoint?
            var containerWidth: CGFloat?
        }
        let seen = Seen()
        section.visibleItemsInvalidationHandler = { visibleItems, scrollOffset, layoutEnvironment in
            // Handle new scroll position here
            seen.calls += 1
            seen.paths = visibleItems.filter { $0.representedElementCategory == .cell }.map(\.indexPath)
            seen.offset = scrollOffset
            seen.containerWidth = layoutEnvironment.container.contentSize.width
            for item in visibleItems { item.alpha = 0.5 }
        }
        let (collectionView, dataSource) = makeCollectionView(
            layout: UICollectionViewCompositionalLayout(section: section), items: 4)
        _ = dataSource
        #expect(seen.calls >= 1)
        // 428 pt shows groups at x = 8 and 223 (and 438 starts beyond the edge).
        #expect(seen.paths.contains(IndexPath(item: 0, section: 0)))
        #expect(seen.paths.contains(IndexPath(item: 1, section: 0)))
        #expect(seen.offset == CGPoint(x: 0, y: 0))
        #expect(seen.containerWidth == 428)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha == 0.5)
    }
}

@MainActor
@Suite("Seed 001/003: diffable snapshots")
struct SeedSnapshotTests {
    @Test("enum Section { case main } with Int items: appendSections, appendItems, apply")
    func snapshotExample() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1...10))
        #expect(snapshot.numberOfSections == 1)
        #expect(snapshot.numberOfItems == 10)
        #expect(snapshot.itemIdentifiers(inSection: .main) == Array(1...10))
        #expect(snapshot.sectionIdentifier(containingItem: 3) == .main)
        #expect(snapshot.indexOfItem(4) == 3)
    }

    @Test("a second snapshot (sorted differently) is applied as a difference; the cells follow the data")
    func sortedSnapshot() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: itemSize)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 5)
        var snapshot = dataSource.snapshot()
        snapshot.deleteAllItems()
        snapshot.appendSections([.main])
        snapshot.appendItems([4, 3, 2, 1, 0])
        dataSource.apply(snapshot, animatingDifferences: true)
        collectionView.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == [4, 3, 2, 1, 0])
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)?.text == "4")
        #expect(dataSource.sectionIdentifier(for: 0) == .main)
        #expect(dataSource.index(for: .main) == 0)
    }
}
