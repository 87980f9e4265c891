#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// Navigation stacks as apps write them: a list pushes a detail, the detail pops, the bar's height and the child's
/// safe area follow the device. Everything here is UIKit API.
@MainActor
@Suite("UINavigationController: stack, bar, safe area, appearance order")
struct NavigationControllerTests {
    final class Log {
        var events: [String] = []
    }

    final class Screen: UIViewController {
        let name: String
        let log: Log
        var coordinatorSeen: [String] = []
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            log.events.append("\(name) viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append("\(name) viewWillAppear")
            // The deselect-on-appear pattern: alongside the transition, or at once outside one.
            if let coordinator = transitionCoordinator {
                coordinator.animate(alongsideTransition: { [self] _ in log.events.append("\(name) alongside") }) {
                    [self] context in log.events.append("\(name) completion cancelled=\(context.isCancelled)")
                }
            } else {
                log.events.append("\(name) no coordinator")
            }
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.events.append("\(name) viewIsAppearing")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.events.append("\(name) viewDidAppear\(transitionCoordinator == nil ? "" : " (in transition)")")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.events.append("\(name) viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.events.append("\(name) viewDidDisappear")
        }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            log.events.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "parent"))")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            log.events.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "parent"))")
        }
    }

    func ids(_ objects: [AnyObject]?) -> [ObjectIdentifier] { (objects ?? []).map(ObjectIdentifier.init) }

    /// A navigation controller showing `root` in a visible 393 × 852 window (iPhone 15: safe area 59 top, 34 bottom).
    func show(_ root: UIViewController, width: CGFloat = 393, height: CGFloat = 852) -> (UIWindow, UINavigationController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation)
    }

    @Test func theStackPushesAndPops() {
        let log = Log()
        let list = Screen("List", log: log)
        let (window, navigation) = show(list)
        let detail = Screen("Detail", log: log)
        let more = Screen("More", log: log)
        navigation.pushViewController(detail, animated: true)
        navigation.pushViewController(more, animated: false)
        #expect(ids(navigation.viewControllers) == ids([list, detail, more]))
        #expect(navigation.topViewController === more && navigation.visibleViewController === more)
        #expect(more.navigationController === navigation && list.navigationController === navigation)
        #expect(ids(navigation.children) == ids([list, detail, more]))
        #expect(navigation.navigationBar.topItem === more.navigationItem)
        #expect(navigation.navigationBar.backItem === detail.navigationItem)
        #expect(more.view.superview === navigation.view && detail.viewIfLoaded?.superview == nil)
        #expect(ids(navigation.popToViewController(list, animated: false)) == ids([detail, more]))
        #expect(detail.navigationController == nil && detail.parent == nil)
        #expect(navigation.popViewController(animated: true) == nil)  // the root stays
        navigation.pushViewController(detail, animated: false)
        #expect(ids(navigation.popToRootViewController(animated: false)) == ids([detail]))
        navigation.setViewControllers([more, detail], animated: false)
        #expect(ids(navigation.viewControllers) == ids([more, detail]) && list.parent == nil)
        #expect(detail.view.window === window)
    }

    @Test func pushAndPopCallTheAppearanceMethodsInUIKitsOrder() {
        let log = Log()
        let list = Screen("List", log: log)
        let (window, navigation) = show(list)
        defer { withExtendedLifetime(window) {} }
        #expect(log.events.contains("List no coordinator"))  // the first appearance is not a transition
        let detail = Screen("Detail", log: log)
        log.events = []
        navigation.pushViewController(detail, animated: true)
        #expect(log.events == [
            "Detail willMove(toParent: parent)", "Detail viewDidLoad", "List viewWillDisappear",
            "Detail viewWillAppear", "Detail alongside", "Detail viewIsAppearing", "Detail completion cancelled=false",
            "List viewDidDisappear", "Detail viewDidAppear", "Detail didMove(toParent: parent)",
        ])
        log.events = []
        navigation.popViewController(animated: true)
        #expect(log.events == [
            "Detail willMove(toParent: nil)", "Detail viewWillDisappear", "List viewWillAppear", "List alongside",
            "List viewIsAppearing", "List completion cancelled=false", "Detail viewDidDisappear",
            "List viewDidAppear", "Detail didMove(toParent: nil)",
        ])
        #expect(list.transitionCoordinator == nil)  // nil outside a transition
    }

    @Test func theChildExtendsUnderTheBarAndItsSafeAreaStartsBelowIt() {
        let list = UIViewController()
        let (window, navigation) = show(list)
        defer { withExtendedLifetime(window) {} }
        // Bar below the 59-pt status area, 44 tall; the child's view fills the container.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(list.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))  // 59 + 44
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)  // 44 + 52 for the large title
        #expect(list.view.safeAreaInsets.top == 155)  // 59 + 96
        list.navigationItem.largeTitleDisplayMode = .never
        navigation.view.setNeedsLayout()
        navigation.view.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 103)
        navigation.isNavigationBarHidden = true
        navigation.view.layoutIfNeeded()
        #expect(list.view.safeAreaInsets.top == 59)
    }

    @Test func anOpaqueBarPutsTheChildBelowIt() {
        let list = UIViewController()
        let (window, navigation) = show(list)
        defer { withExtendedLifetime(window) {} }
        navigation.navigationBar.isTranslucent = false
        navigation.view.layoutIfNeeded()
        #expect(list.view.frame == CGRect(x: 0, y: 103, width: 393, height: 749))  // 852 − 103
        #expect(list.view.safeAreaInsets.top == 0)
        list.extendedLayoutIncludesOpaqueBars = true
        navigation.view.layoutIfNeeded()
        #expect(list.view.frame.minY == 0)
    }

    @Test func theBarIsCompactInPhoneLandscapeAndTallerOnAPad() {
        let landscape = UIViewController()
        let (phoneWindow, phone) = show(landscape, width: 852, height: 393)
        defer { withExtendedLifetime(phoneWindow) {} }
        // Landscape iPhone 15: no top safe area, compact height → 32-pt bar.
        #expect(phone.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(landscape.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        let padRoot = UIViewController()
        let (padWindow, pad) = show(padRoot, width: 820, height: 1180)
        defer { withExtendedLifetime(padWindow) {} }
        #expect(pad.navigationBar.frame.height == 50)
    }

    @Test func navigationItemsHoldBarButtonItems() {
        let screen = UIViewController()
        var added = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        let sort = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(children: [
            UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in },
        ]))
        screen.navigationItem.rightBarButtonItem = add
        #expect(ids(screen.navigationItem.rightBarButtonItems) == ids([add]))
        screen.navigationItem.rightBarButtonItems = [add, sort]
        #expect(screen.navigationItem.rightBarButtonItem === add)
        screen.navigationItem.leftBarButtonItem = screen.editButtonItem
        #expect(screen.editButtonItem.title == "Edit")
        screen.setEditing(true, animated: false)
        #expect(screen.isEditing && screen.editButtonItem.title == "Done" && screen.editButtonItem.style == .done)
        #expect(sort.menu?.children.count == 2 && sort.title == "Sort")
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        screen.title = "Library"
        #expect(screen.navigationItem.title == "Library")
        #expect(added == 0)
    }
}
