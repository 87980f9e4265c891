#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Testing

/// Child view controller containment as a custom container writes it (Apple's "Creating a custom container view
/// controller"): `addChild`, add the child's view, `didMove(toParent:)`; removal in the reverse order.
@MainActor
@Suite("Child view controllers: appearance forwarding")
struct ChildAppearanceTests {
    /// One log shared by every screen of a test, so that the order between parent and child shows.
    final class Log {
        var events: [String] = []
    }

    class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            log.events.append("\(name) viewDidLoad")
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.events.append("\(name) viewWillAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.events.append("\(name) viewIsAppearing\(view.window == nil ? " (no window)" : "")")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.events.append("\(name) viewDidAppear")
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

    /// A screen that embeds `embedded` in its `viewDidLoad`, pinned to its edges by constraints.
    final class ContainerScreen: Screen {
        var embedded: UIViewController?
        var addsAsChild = true
        override func viewDidLoad() {
            super.viewDidLoad()
            guard let embedded else { return }
            if addsAsChild { addChild(embedded) }
            embed(embedded.view)
            if addsAsChild { embedded.didMove(toParent: self) }
        }
        func embed(_ childView: UIView) {
            childView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(childView)
            NSLayoutConstraint.activate([
                childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                childView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                childView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                childView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    func shownWindow(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func aChildAddedToAVisibleParentAppearsWhenItsViewIsAdded() {
        let log = Log()
        let parent = Screen("parent", log: log)
        let window = shownWindow(root: parent)
        log.events = []
        let child = Screen("child", log: log)
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.events == [
            "child willMove(toParent: parent)", "child viewDidLoad", "child viewWillAppear", "child viewIsAppearing",
            "child viewDidAppear", "child didMove(toParent: parent)",
        ])
        #expect(child.view.window === window)
    }

    @Test func removingAChildFromAVisibleParentMakesItDisappear() {
        let log = Log()
        let parent = Screen("parent", log: log)
        let window = shownWindow(root: parent)
        defer { withExtendedLifetime(window) {} }
        let child = Screen("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.events = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.events == [
            "child willMove(toParent: nil)", "child viewWillDisappear", "child viewDidDisappear",
            "child didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty)
        // Added again: a second appearance.
        log.events = []
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.events.filter { $0.hasPrefix("child view") } == [
            "child viewWillAppear", "child viewIsAppearing", "child viewDidAppear",
        ])
    }

    @Test func aChildEmbeddedInViewDidLoadAppearsWithItsParent() {
        // The order UIKit logs for a child added in the parent's viewDidLoad: parent will, child will, parent did,
        // child did.
        let log = Log()
        let parent = ContainerScreen("parent", log: log)
        let child = Screen("child", log: log)
        parent.embedded = child
        let window = shownWindow(root: parent)
        #expect(log.events == [
            "parent viewDidLoad", "child willMove(toParent: parent)", "child viewDidLoad",
            "child didMove(toParent: parent)", "parent viewWillAppear", "parent viewIsAppearing", "child viewWillAppear",
            "child viewIsAppearing", "parent viewDidAppear", "child viewDidAppear",
        ])
        // Pinned by constraints below the safe area's top (47 on a 390 × 844 iPhone).
        #expect(child.view.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        // Replacing the root makes both disappear, the parent first.
        log.events = []
        window.rootViewController = Screen("other", log: Log())
        #expect(log.events == [
            "parent viewWillDisappear", "child viewWillDisappear", "parent viewDidDisappear", "child viewDidDisappear",
        ])
    }

    @Test func aViewControllersViewAddedWithoutContainmentStillAppears() {
        // Without addChild nothing forwards to it, but its view enters the window: it appears inside the parent's
        // appearance (parent will, child will, child did, parent did — UIKit's log for this mistake).
        let log = Log()
        let parent = ContainerScreen("parent", log: log)
        parent.addsAsChild = false
        parent.embedded = Screen("loose", log: log)
        let window = shownWindow(root: parent)
        defer { withExtendedLifetime(window) {} }
        #expect(log.events.filter { $0.contains("Appear") } == [
            "parent viewWillAppear", "parent viewIsAppearing", "loose viewWillAppear",
            "loose viewIsAppearing", "loose viewDidAppear", "parent viewDidAppear",
        ])
        #expect(parent.children.isEmpty)
    }

    @Test func grandchildrenAppearWithTheChildThatEmbedsThem() {
        let log = Log()
        let parent = Screen("parent", log: log)
        let window = shownWindow(root: parent)
        defer { withExtendedLifetime(window) {} }
        let child = ContainerScreen("child", log: log)
        child.embedded = Screen("grandchild", log: log)
        log.events = []
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.events.filter { $0.contains("Appear") } == [
            "child viewWillAppear", "grandchild viewWillAppear", "child viewIsAppearing", "grandchild viewIsAppearing",
            "child viewDidAppear", "grandchild viewDidAppear",
        ])
    }

    @Test func aChildWhoseViewIsNotInTheTreeDoesNotAppear() {
        // Decided (V13): forwarding reaches the children whose views are in the parent's view tree.
        let log = Log()
        let parent = Screen("parent", log: log)
        let child = Screen("child", log: log)
        parent.addChild(child)
        child.didMove(toParent: parent)
        let window = shownWindow(root: parent)
        defer { withExtendedLifetime(window) {} }
        #expect(!log.events.contains { $0.hasPrefix("child view") })
        #expect(!child.isViewLoaded)
    }

    /// A container that tells its children about appearance itself (as a paging container does for the page
    /// coming into view).
    final class ManualContainer: Screen {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            for child in children { child.beginAppearanceTransition(true, animated: animated) }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            for child in children { child.endAppearanceTransition() }
        }
    }

    @Test func aContainerThatDoesNotForwardCallsItsChildrenItself() {
        let log = Log()
        let container = ManualContainer("container", log: log)
        let first = Screen("first", log: log)
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        let window = shownWindow(root: container)
        defer { withExtendedLifetime(window) {} }
        #expect(log.events.filter { $0.contains("Appear") } == [
            "container viewWillAppear", "first viewWillAppear", "first viewIsAppearing", "container viewIsAppearing",
            "container viewDidAppear", "first viewDidAppear",
        ])
        // A second page added to the visible container gets nothing until the container says so.
        log.events = []
        let second = Screen("second", log: log)
        container.addChild(second)
        container.view.addSubview(second.view)
        second.didMove(toParent: container)
        #expect(!log.events.contains { $0.hasPrefix("second view") && $0.contains("Appear") })
        second.beginAppearanceTransition(true, animated: true)
        first.beginAppearanceTransition(false, animated: true)
        second.endAppearanceTransition()
        first.endAppearanceTransition()
        #expect(log.events.filter { $0.contains("ppear") } == [
            "second viewWillAppear", "second viewIsAppearing", "first viewWillDisappear", "second viewDidAppear",
            "first viewDidDisappear",
        ])
        // Removing the page that is gone sends nothing again: the container said it disappeared.
        log.events = []
        first.willMove(toParent: nil)
        first.view.removeFromSuperview()
        first.removeFromParent()
        #expect(log.events == ["first willMove(toParent: nil)", "first didMove(toParent: nil)"])
    }

    @Test func anAppearanceTransitionIsBalanced() {
        // A second begin while appearing changes nothing; an end without a begin changes nothing.
        let log = Log()
        let screen = Screen("screen", log: log)
        screen.endAppearanceTransition()
        screen.beginAppearanceTransition(true, animated: false)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()
        #expect(log.events == ["screen viewDidLoad", "screen viewWillAppear", "screen viewIsAppearing (no window)", "screen viewDidAppear"])
    }
}
