// Issue 26, "hostile input", as app code meets it: a custom layout answering an element twice, a scroll from inside a
// cell provider, an apply after the collection view is gone or that releases it (semantics CL17, H21, H22).
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// 100-pt rows, one per item, that also answers item 0 a second time further down (a layout merging two caches).
final class DoubledFirstRowLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(itemCount) * 100)
    }

    var itemCount: Int { (collectionView?.numberOfSections ?? 0) > 0 ? collectionView!.numberOfItems(inSection: 0) : 0 }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let rows = (0..<itemCount).map { row(IndexPath(item: $0, section: 0), y: CGFloat($0) * 100) }
        return rows.isEmpty ? rows : rows + [row(IndexPath(item: 0, section: 0), y: 600)]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        row(indexPath, y: CGFloat(indexPath.item) * 100)
    }

    func row(_ indexPath: IndexPath, y: CGFloat) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: y, width: collectionView?.bounds.width ?? 0, height: 100)
        return attributes
    }
}

/// What a view controller holds: the collection view, until it lets it go.
@MainActor
final class Screen {
    var collectionView: UICollectionView?
}

@MainActor
@Suite("Hostile input at the UIKit face (issue 26)")
struct HostileInputTests {
    static func snapshot(_ items: Int) -> NSDiffableDataSourceSnapshot<Section, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<items))
        return snapshot
    }

    // semantics CL17
    @Test("a custom layout answering an item twice shows one cell for it, where it first answered it")
    func elementAnsweredTwice() {
        let (collectionView, dataSource) = makeCollectionView(layout: DoubledFirstRowLayout(), items: 6)
        _ = dataSource
        #expect(collectionView.visibleCells.count == 6)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 428, height: 100))
    }

    // semantics H22
    @Test("scrolling from inside a cell provider: the pass ends with the cells of the new bounds")
    func scrollFromACellProvider() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ReliabilityFaceTests.listLayout())
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }
        var hasScrolled = false
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            if !hasScrolled {
                hasScrolled = true
                collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)
            }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        dataSource.apply(Self.snapshot(100), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 3000))  // 60 × 50
        // 3000…3844 shows items 60…76 (76 × 50 = 3800 < 3844).
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == Array(60...76))
        #expect(collectionView.visibleCells.count == 17)
    }

    /// A screen holding a collection view of 50-pt rows whose data source tells `didMakeCell` about every cell.
    static func screen(
        didMakeCell: @escaping (Screen, Int) -> Void = { _, _ in }
    ) -> (Screen, UICollectionViewDiffableDataSource<Section, Int>) {
        let screen = Screen()
        screen.collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ReliabilityFaceTests.listLayout())
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: screen.collectionView!) {
            collectionView, indexPath, number in
            didMakeCell(screen, number)
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        return (screen, dataSource)
    }

    // semantics H21
    @Test("an apply after the collection view is gone keeps the snapshot and calls the completion")
    func applyAfterTheCollectionViewIsGone() {
        let (screen, dataSource) = Self.screen()
        weak let released = screen.collectionView
        screen.collectionView = nil
        #expect(released == nil)
        var completions = 0
        dataSource.apply(Self.snapshot(3), animatingDifferences: false) { completions += 1 }
        dataSource.apply(Self.snapshot(5), animatingDifferences: true) { completions += 1 }
        #expect(completions == 2)
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3, 4])
    }

    // semantics H21
    @Test("a cell provider that releases the collection view mid-apply: the apply finishes, then the view goes")
    func collectionViewReleasedDuringAnApply() {
        var provided: [Int] = []
        let (screen, dataSource) = Self.screen { screen, number in
            provided.append(number)
            screen.collectionView = nil  // the screen is dismissed while its cells are made
        }
        weak let released = screen.collectionView
        var completions = 0
        dataSource.apply(Self.snapshot(4), animatingDifferences: false) { completions += 1 }
        #expect(provided == [0, 1, 2, 3])
        #expect(completions == 1)
        #expect(released == nil)
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3])
    }

    @Test("30 nested single-subitem groups lay out as UIKit lays them out (the limit was 16 levels)")
    func thirtyNestedGroups() {
        let full = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        var group = NSCollectionLayoutGroup.horizontal(layoutSize: full, subitems: [NSCollectionLayoutItem(layoutSize: full)])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)
        for _ in 0..<30 {
            group = NSCollectionLayoutGroup.horizontal(layoutSize: full, subitems: [group])
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)
        }
        let outer = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [group])
        outer.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: outer))
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 10, width: 390, height: 844)
        _ = dataSource
        // 32 groups, each inset 2 pt on the leading edge: the cell starts at 64 and is 390 − 64 = 326 wide; item 7's
        // row starts at 7 × 50 = 350.
        #expect(frame(collectionView, 7) == CGRect(x: 64, y: 350, width: 326, height: 50))
        #expect(collectionView.visibleCells.count == 10)
    }
}
