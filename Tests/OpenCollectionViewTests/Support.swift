#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// The single section of the seed articles' examples.
enum Section: Hashable, Sendable {
    case main
}

/// A cell with a label, as the seed articles' "custom cell that has a single label where we show the number".
final class NumberCell: UICollectionViewCell {
    var text: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        text = nil
    }
}

/// A collection view of `width` × `height` points showing `items` numbers in one section through a diffable data
/// source (the seed articles' set-up). The data source is returned so that the caller keeps it alive.
@MainActor
func makeCollectionView(
    layout: UICollectionViewLayout, items: Int, width: CGFloat = 428, height: CGFloat = 926
) -> (UICollectionView, UICollectionViewDiffableDataSource<Section, Int>) {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in
        cell.text = "\(number)"
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
        collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<items))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// The frame of an item.
@MainActor
func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
    collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// Whether two rects are equal to within a thousandth of a point (frames are whole pixels at scale 3, written in the
/// tests as `pixels / 3`).
func same(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
        && abs(a.height - b.height) < 0.001
}
