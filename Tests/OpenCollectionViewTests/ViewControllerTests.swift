#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("UIViewController, UIWindow and UICollectionViewController")
struct ViewControllerTests {
    final class LoggingViewController: UIViewController {
        var log: [String] = []
        let child = UIView()
        override func loadView() {
            log.append("loadView")
            view = UIView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.append("viewDidLoad")
            view.addSubview(child)
        }
        override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.append("viewIsAppearing") }
        override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() {
            log.append("viewDidLayoutSubviews")
            child.frame = view.bounds.inset(by: view.safeAreaInsets)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("viewWillTransition \(Int(size.width))×\(Int(size.height))")
        }
    }

    @Test func aWindowShowsItsRootViewControllerAsOnIOS() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // iPhone 14: 47 / 34
        let controller = LoggingViewController()
        controller.title = "Library"
        #expect(controller.log.isEmpty && !controller.isViewLoaded)  // the view loads lazily
        window.rootViewController = controller
        #expect(controller.log == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.log == [
            "loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "viewDidAppear",
        ])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controller.child.frame == CGRect(x: 0, y: 47, width: 390, height: 763))  // 844 − 47 − 34
        // The root view's margins: the system minimum (16 at the sides in a compact width) plus the safe area.
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
        #expect(controller.navigationItem.title == "Library")
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        controller.log = []
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)  // rotate
        window.layoutIfNeeded()
        #expect(controller.log.first == "viewWillTransition 844×390")
        #expect(controller.traitCollection.verticalSizeClass == .compact)
        #expect(controller.child.frame == CGRect(x: 47, y: 0, width: 750, height: 369))  // 844 − 47 − 47, 390 − 21
    }

    @Test func childViewControllersInheritTraitsAndAppearance() {
        let parent = LoggingViewController(), child = LoggingViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.first === child && child.parent === parent)
        parent.traitOverrides.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.beginAppearanceTransition(true, animated: false)
        parent.endAppearanceTransition()
        #expect(child.log.suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    final class NumbersViewController: UICollectionViewController, UICollectionViewDelegate {
        var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
        override func viewDidLoad() {
            super.viewDidLoad()
            let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in
                cell.text = "\(number)"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, path, number in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: path, item: number)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
            snapshot.appendSections([.main])
            snapshot.appendItems(Array(0..<40))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test func aCollectionViewControllersViewIsItsCollectionView() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = NumbersViewController(collectionViewLayout: rowsLayout())
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view === controller.collectionView)
        #expect(controller.collectionView.delegate === controller)
        // 50-pt rows from the top of the content; the safe area (47) is added to the content inset along the axis.
        #expect(controller.collectionView.adjustedContentInset.top == 47)
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 100, width: 390, height: 50))
        controller.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }
}
