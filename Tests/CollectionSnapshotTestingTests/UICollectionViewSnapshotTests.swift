#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import CollectionRendering
import CollectionSnapshotTesting
import OpenCollectionViewRendering
import SnapshotTesting
import Testing

/// A grid screen written as an iOS team writes it, snapshotted as SVG and as a frame table.
@MainActor
@Suite struct UICollectionViewSnapshotTests {
    enum Section { case main }

    final class ColorCell: UICollectionViewCell {}

    func makeGrid() -> (UICollectionView, UICollectionViewDiffableDataSource<Section, Int>) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 250), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<ColorCell, Int> { cell, _, number in
            cell.backgroundColor = number.isMultiple(of: 2) ? .systemBlue : .systemOrange
            cell.layer.cornerRadius = 8
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<9))
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    @Test func gridAsSVGAndFrames() {
        let (collectionView, dataSource) = makeGrid()
        _ = dataSource
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        assertSnapshot(of: collectionView, as: .svg)
        assertSnapshot(of: collectionView, as: .frames)
    }

    @Test func sceneTakesTheCellsLayersAndTheSelection() throws {
        let (collectionView, dataSource) = makeGrid()
        _ = dataSource
        collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        let scene = RenderScene(collectionView)
        // 300 × 250 bounds: rows of 100 pt, so rows 0–2 (items 0…8) meet the bounds.
        #expect(scene.elements.count == 9)
        let first = try #require(scene.elements.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        // Items are 100 pt wide with 4-pt insets: (4, 4, 92, 92).
        #expect(first.frame == CGRect(x: 4, y: 4, width: 92, height: 92))
        #expect(first.content?.cornerRadius == 8)
        #expect(first.content?.backgroundColor?.hexRGB == RenderColor.systemBlue.hexRGB)
        #expect(scene.elements.filter(\.isSelected).map(\.indexPath) == [IndexPath(item: 4, section: 0)])
    }
}
