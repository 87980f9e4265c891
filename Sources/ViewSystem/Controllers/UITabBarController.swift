import Foundation

/// What a tab bar shows for a view controller: title, image, badge.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The standard tab items.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// The image shown when the tab is selected.
    open var selectedImage: UIImage?
    /// The badge text.
    open var badgeValue: String?
    /// The badge colour (stored).
    open var badgeColor: UIColor?
    /// The system item the tab was made from, if any.
    public private(set) var systemItem: SystemItem?

    /// A tab item with nothing yet.
    public override init() { super.init() }

    /// A tab of `title` and `image`, told apart by `tag`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab of `title`, `image` and `selectedImage`.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// A standard tab.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: nil, image: nil, tag: tag)
        self.systemItem = systemItem
    }
}

/// Tells about a tab bar controller's selection by a person (programmatic selection is not reported, as in UIKit).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab of `viewController` may be selected (default `true`).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the tab of `viewController` was selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// The bar at the bottom of a tab bar controller: 49 pt above the bottom safe area (50 on a pad, 32 in a compact
/// height; docs/reference/controllers.md). It draws nothing here.
@MainActor
open class UITabBar: UIView {
    /// The tab items, in order.
    public internal(set) var items: [UITabBarItem]?
    /// The selected item.
    public internal(set) var selectedItem: UITabBarItem?
    /// Whether content shows through the bar (default `true`).
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// The bar's background tint (stored).
    open var barTintColor: UIColor?
    /// The tint of unselected items (stored).
    open var unselectedItemTintColor: UIColor?
    /// The appearance (stored).
    open var standardAppearance = UITabBarAppearance()
    /// The appearance at the content's edge (stored).
    open var scrollEdgeAppearance: UITabBarAppearance?

    /// The bar's height above the bottom safe area for `traits`.
    static func height(for traits: UITraitCollection) -> CGFloat {
        if traits.verticalSizeClass == .compact { return 32 }
        return traits.userInterfaceIdiom == .pad ? 50 : 49
    }
}

/// Tabs of view controllers: the selected one's view fills the container (under the translucent tab bar, its safe
/// area ending above it), selecting another swaps views with UIKit's appearance order.
@MainActor
open class UITabBarController: UIViewController, BarContainer {
    private var tabs: [UIViewController] = []
    private var selection = 0
    /// The bar at the bottom.
    public let tabBar = UITabBar()
    /// The object told about selections made by a person.
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        view = BarContainerView(container: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tabBar)
        if let selected = selectedViewController { install(selected) }
    }

    /// The tabs' view controllers, in order.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays at its index when there is one, else goes to the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let newTabs = viewControllers ?? []
        let previous = selectedViewController
        let leaving = tabs.filter { old in !newTabs.contains { $0 === old } }
        let joining = newTabs.filter { new in !tabs.contains { $0 === new } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining { addChild(controller) }
        tabs = newTabs
        if selection >= tabs.count { selection = 0 }
        syncItems()
        swapSelected(from: previous, to: selectedViewController)
        for controller in leaving { controller.removeFromParent() }
        for controller in joining { controller.didMove(toParent: self) }
    }

    /// The index of the selected tab.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard tabs.indices.contains(newValue), newValue != selection else { return }
            let previous = selectedViewController
            selection = newValue
            syncItems()
            swapSelected(from: previous, to: selectedViewController)
        }
    }

    /// The selected tab's view controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Taps a tab as a person would (not UIKit API): asks the delegate, selects, tells the delegate.
    public func simulateTabSelection(at index: Int) {
        guard tabs.indices.contains(index) else { return }
        let controller = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
    }

    private func syncItems() {
        tabBar.items = tabs.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func swapSelected(from old: UIViewController?, to new: UIViewController?) {
        guard old !== new, isViewLoaded else { return }
        let visible = view.window != nil && appearance == .appeared
        if visible {
            old?.beginDisappearing(animated: false)
            new?.beginAppearing(animated: false, deferringIsAppearing: true)
        }
        if let new { install(new) }
        view.layoutIfNeeded()
        old?.viewIfLoaded?.removeFromSuperview()
        if visible {
            if old?.appearance == .disappearing { old?.endAppearanceTransition() }
            new?.endAppearanceTransition()
        }
    }

    private func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = childFrame(for: controller)
        view.insertSubview(childView, belowSubview: tabBar)
    }

    /// Whether the bar is hidden: a view controller pushed with `hidesBottomBarWhenPushed` is on the selected
    /// navigation stack.
    var isTabBarHiddenByPush: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    private var barTop: CGFloat {
        let bounds = view.bounds
        return bounds.maxY - view.safeAreaInsets.bottom - UITabBar.height(for: traitCollection)
    }

    /// Lays out the bar at the bottom and the selected view controller's view (the container view calls it).
    func layoutContainer() {
        let bounds = view.bounds
        let top = barTop
        tabBar.isHidden = isTabBarHiddenByPush
        tabBar.frame = CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top)
        if let selected = selectedViewController, let childView = selected.viewIfLoaded, childView.superview === view {
            childView.frame = childFrame(for: selected)
        }
    }

    private func childFrame(for controller: UIViewController) -> CGRect {
        let bounds = view.bounds
        let extendsUnderBar = tabBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars
        guard !tabBar.isHidden, !(extendsUnderBar && controller.edgesForExtendedLayout.contains(.bottom)) else {
            return bounds
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: max(0, barTop - bounds.minY))
    }

    func barCover(of childView: UIView) -> UIEdgeInsets {
        guard !isTabBarHiddenByPush, childView.superview === viewIfLoaded else { return .zero }
        return UIEdgeInsets(top: 0, left: 0, bottom: max(0, childView.frame.maxY - barTop), right: 0)
    }
}
