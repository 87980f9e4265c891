#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// Tab bar controllers, search controllers, presentations and Display P3 colours, as screens use them. Everything
/// here is UIKit API.
@MainActor
@Suite("UITabBarController, UISearchController, presentation, Display P3")
struct TabBarAndSearchTests {
    @Test func theSelectedTabFillsTheContainerAboveTheTabBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let library = UIViewController()
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
        let search = UIViewController()
        search.title = "Search"
        let tabs = UITabBarController()
        tabs.viewControllers = [library, UINavigationController(rootViewController: search)]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        // 49-pt bar above the 34-pt home indicator area: 852 − 83 = 769.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 769, width: 393, height: 83))
        #expect(library.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(library.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === library)
        #expect(library.tabBarController === tabs && search.tabBarController === tabs)
        #expect(tabs.tabBar.items?.first?.title == "Library")
        tabs.selectedIndex = 1
        #expect(library.viewIfLoaded?.window == nil && search.view.window === window)
        // Search sits in a navigation controller in the tab: bar at 59 (44 tall), tab bar below.
        #expect(search.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(search.tabBarItem.title == "Search")  // made from the title
    }

    @Test func aPushedScreenCanHideTheTabBar() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        tabs.view.setNeedsLayout()
        tabs.view.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.safeAreaInsets.bottom == 34)
    }

    final class Filter: NSObject, UISearchResultsUpdating, UISearchBarDelegate {
        var queries: [String] = []
        var events: [String] = []
        func updateSearchResults(for searchController: UISearchController) {
            queries.append(searchController.searchBar.text ?? "")
        }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            events.append("scope \(selectedScope)")
        }
    }

    @Test func aSearchControllerIsConfiguredAsScreensConfigureIt() {
        let screen = UIViewController()
        let filter = Filter()
        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchResultsUpdater = filter
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.hidesNavigationBarDuringPresentation = false
        searchController.searchBar.placeholder = "Search books"
        searchController.searchBar.scopeButtonTitles = ["All", "Unread"]
        searchController.searchBar.delegate = filter
        screen.navigationItem.searchController = searchController
        screen.navigationItem.hidesSearchBarWhenScrolling = false
        #expect(screen.navigationItem.searchController === searchController)
        #expect(searchController.searchBar.placeholder == "Search books")
        #expect(!searchController.isActive)
        searchController.searchBar.text = "Dune"  // set in code: nobody is told
        #expect(filter.queries.isEmpty)
        searchController.isActive = true  // becoming active asks for results
        #expect(filter.queries == ["Dune"])
        #expect(searchController.searchBar.showsCancelButton)
        searchController.isActive = false
        #expect(!searchController.searchBar.showsCancelButton)
    }

    final class Presenter: UIViewController {
        var events: [String] = []
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            events.append("presenter viewWillDisappear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("presenter viewDidAppear")
        }
    }

    @Test func presentAndDismiss() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let presenter = Presenter()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        presenter.events = []
        let sheet = UIViewController()
        var completed = false
        presenter.present(sheet, animated: true) { completed = true }
        #expect(completed && presenter.presentedViewController === sheet && sheet.presentingViewController === presenter)
        #expect(sheet.view.window === window && presenter.events.isEmpty)  // a sheet leaves the presenter on screen
        sheet.dismiss(animated: true)
        #expect(presenter.presentedViewController == nil && sheet.viewIfLoaded?.window == nil)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        presenter.present(cover, animated: false)
        #expect(cover.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        presenter.dismiss(animated: false)
        #expect(presenter.events == ["presenter viewWillDisappear", "presenter viewDidAppear"])
    }

    @Test func displayP3ColoursAreStoredAsExtendedSRGB() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        // P3 (1, 0, 0) lies outside sRGB: components beyond 0…1 (docs/reference/display-p3.md).
        #expect(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 1.093066) < 1e-5 && abs(green + 0.226742) < 1e-5 && abs(blue + 0.150135) < 1e-5 && alpha == 1)
        _ = UIColor(displayP3Red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.104056) < 1e-5 && abs(green - 0.405932) < 1e-5 && abs(blue - 0.617002) < 1e-5 && alpha == 0.5)
        _ = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(abs(red - 0.5) < 1e-9 && abs(green - 0.5) < 1e-9 && abs(blue - 0.5) < 1e-9)  // greys are unchanged
    }
}
