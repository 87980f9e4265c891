#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A list in a collection view narrower than its window takes the window's margins, as UIKit's lists take the
/// screen's (measured: a 375-point view on a 393-point screen got 20; semantics LI6).
@MainActor
@Suite("List margins follow the window")
struct ListMarginsFollowTheWindowTests {
    /// A controller whose inset-grouped list sits in a 375-point-wide column of its 393-point view.
    final class ColumnViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collectionView = UICollectionView(
                frame: CGRect(x: 9, y: 0, width: 375, height: view.bounds.height), collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleHeight]
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["General", "Privacy"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test("a 375-point list in a 393-point window is inset by 20, not 16")
    func narrowListInAWideWindow() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = ColumnViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        // The window is 393 wide (≥ 390): margin 20. The section is inset 20 on both sides of the 375-point view:
        // x 20, width 375 − 40 = 335; the first row starts 35 points down (grouped lists without headers).
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 20, y: 35, width: 335, height: 44))
    }

    @Test("outside a window the view's own width decides: 375 points give 16")
    func narrowListWithoutAWindow() throws {
        let controller = ColumnViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        controller.loadViewIfNeeded()
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        // 375 < 390: margin 16, width 375 − 32 = 343.
        let first = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 16, y: 35, width: 343, height: 44))
    }
}
