#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif
import CollectionSnapshotTesting
import SnapshotTesting
import Testing

// The README's example for iOS teams, verbatim, so that it keeps compiling and passing.
@MainActor @Test func photoGrid() {
    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)), subitems: [item])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in cell.backgroundColor = .systemBlue }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0]); snapshot.appendItems(Array(0..<30))
    dataSource.apply(snapshot, animatingDifferences: false)
    assertSnapshot(of: collectionView, as: .svg)      // __Snapshots__/…/photoGrid.1.svg: the screen, as a picture
    assertSnapshot(of: collectionView, as: .frames)   // every frame, for exact diffs
}
