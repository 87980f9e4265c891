// The face's traps for a collection view's misuse (issue 26: semantics CL16–CL19) and a few of the view system's,
// each committed as an app would. See main.swift.
import Foundation
import OpenCollectionView

/// A custom layout answering 100-pt rows for `rows` items, with `badFrame` for item 3 when given, and `contentSize`.
final class RowsLayout: UICollectionViewLayout {
    var rows = 8
    var badFrame: CGRect?
    var contentSize = CGSize(width: 390, height: 800)

    override var collectionViewContentSize: CGSize { contentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<rows).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame =
                item == 3 ? (badFrame ?? CGRect(x: 0, y: 300, width: 390, height: 100))
                : CGRect(x: 0, y: CGFloat(item) * 100, width: 390, height: 100)
            return attributes
        }
    }
}

/// A full-width list of 50-pt rows.
@MainActor
func listLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A collection view of `items` rows through a diffable data source, laid out.
@MainActor
@discardableResult
func showCollectionView(
    layout: UICollectionViewLayout, items: Int
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<items))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

typealias TrapCase = (message: String, misuse: @MainActor () -> Void)

@MainActor
func collectionViewCases() -> [String: TrapCase] {
    [
        "layout-answers-missing-cell": (
            // CL16
            "UICollectionView received layout attributes for a cell with an index path that does not exist: "
                + "<NSIndexPath> {length = 2, path = 0 - 7} (answered by RowsLayout)",
            { showCollectionView(layout: RowsLayout(), items: 7) }
        ),
        "layout-answers-nan-frame": (
            // CL17
            "RowsLayout answered a frame that is not finite for the cell at <NSIndexPath> {length = 2, path = 0 - 3}: "
                + "CGRect(origin: Foundation.CGPoint(x: 0.0, y: nan)",
            {
                let layout = RowsLayout()
                layout.badFrame = CGRect(x: 0, y: CGFloat.nan, width: 100, height: 50)
                showCollectionView(layout: layout, items: 8)
            }
        ),
        "layout-content-size-not-finite": (
            // CL17
            "RowsLayout.collectionViewContentSize is not finite: CGSize(width: 390.0, height: inf). Return a finite size",
            {
                let layout = RowsLayout()
                layout.contentSize = CGSize(width: 390, height: CGFloat.infinity)
                showCollectionView(layout: layout, items: 8)
            }
        ),
        "items-in-missing-section": (
            // CL18
            "request for number of items in section 99 when there are only 1 sections in the collection view",
            {
                let (collectionView, dataSource) = showCollectionView(layout: listLayout(), items: 3)
                _ = dataSource
                _ = collectionView.numberOfItems(inSection: 99)
            }
        ),
        "layout-of-another-view": (
            // CL19
            "UICollectionViewCompositionalLayout is the layout of another collection view",
            {
                let layout = listLayout()
                let first = showCollectionView(layout: layout, items: 3)
                let second = showCollectionView(layout: layout, items: 40)
                _ = second
                first.0.setNeedsLayout()
                first.0.layoutIfNeeded()
            }
        ),
        "dequeue-unregistered-identifier": (
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing",
            {
                let collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
                let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                    collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1])
                dataSource.apply(snapshot, animatingDifferences: false)
                collectionView.layoutIfNeeded()
            }
        ),
        "add-self-as-subview": (
            "Can't add self as subview",
            {
                let view = UIView()
                view.addSubview(view)
            }
        ),
        "duplicate-items-in-snapshot": (
            "Fatal: supplied item identifiers are not unique.",
            {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 1])
            }
        ),
    ]
}
