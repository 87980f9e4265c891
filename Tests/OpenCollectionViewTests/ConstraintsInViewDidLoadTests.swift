#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

// Screens written the way iOS developers write them with Auto Layout: the constraints are activated in viewDidLoad,
// while the controller's view is still the root of its own tree, and the view is put in a window afterwards. The
// constraints must follow the view into the window (or under any other root) and be solved there.

/// A one-column list of absolute 50-pt rows, pinned to the safe area in viewDidLoad.
final class PinnedListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, number in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(number)"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A title label pinned 20 pt inside the safe area, 44 pt tall.
final class PinnedLabelViewController: UIViewController {
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Hello"
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            titleLabel.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

@MainActor
@Suite("Constraints activated in viewDidLoad follow the view into a window")
struct ConstraintsInViewDidLoadTests {
    @Test func aCollectionViewPinnedToTheSafeAreaInViewDidLoadFillsItInAWindow() throws {
        let controller = PinnedListViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // iPhone 14: safe area 47 / 34
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // y = 47 (top safe area); height = 844 − 47 − 34 = 763; width = the view's 390.
        #expect(collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // Inside the safe area already: no content inset. Rows 50 pt each from y = 0; 763 / 50 → rows 0…15 visible.
        #expect(collectionView.adjustedContentInset == .zero)
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        #expect(second.frame == CGRect(x: 0, y: 50, width: 390, height: 50))
        #expect(third.frame == CGRect(x: 0, y: 100, width: 390, height: 50))  // 2 × 50
        #expect(collectionView.contentSize == CGSize(width: 390, height: 1500))  // 30 × 50
    }

    @Test func aLabelPinnedInViewDidLoadIsPlacedInAWindow() {
        let controller = PinnedLabelViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // x = 20; y = 47 (safe area) + 20 = 67; width = 390 − 20 − 20 = 350; height 44.
        #expect(controller.titleLabel.frame == CGRect(x: 20, y: 67, width: 350, height: 44))
    }

    @Test func aLabelPinnedInViewDidLoadIsPlacedUnderAnotherRootView() {
        let controller = PinnedLabelViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(controller.view)
        root.layoutIfNeeded()
        // No window, no safe area: y = 0 + 20; width = 300 − 40 = 260.
        #expect(controller.titleLabel.frame == CGRect(x: 20, y: 20, width: 260, height: 44))

        // Taken out again, the view is a tree of its own and still solves its constraints.
        controller.view.removeFromSuperview()
        controller.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        controller.view.layoutIfNeeded()
        #expect(controller.titleLabel.frame == CGRect(x: 20, y: 20, width: 160, height: 44))  // 200 − 40
    }
}
