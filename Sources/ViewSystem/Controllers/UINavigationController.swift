import Foundation

/// Tells about a navigation controller's pushes and pops. Both methods have empty defaults (UIKit's are optional).
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before `viewController`'s view is shown.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after `viewController`'s view was shown.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}

/// A stack of view controllers under a navigation bar: the top one's view fills the container (under the
/// translucent bar, its safe area starting below it), push and pop swap it with UIKit's appearance order
/// (semantics V22), and pushing a view controller already on the stack traps with UIKit's message.
@MainActor
open class UINavigationController: UIViewController, BarContainer {
    private var stack: [UIViewController] = []
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// The object told about pushes and pops.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// Whether the bar is hidden.
    open var isNavigationBarHidden = false {
        didSet { viewIfLoaded?.setNeedsLayoutInSubtree() }
    }
    /// Whether the bottom toolbar is hidden (default `true`; the toolbar itself is not modelled).
    open var isToolbarHidden = true

    /// A navigation controller whose stack is `rootViewController`.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller whose bar is of `navigationBarClass` (the toolbar class is ignored).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    open override func loadView() {
        view = BarContainerView(container: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        if let top = topViewController { install(top) }
    }

    // MARK: The stack

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The view controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The view controller whose view is shown: the one the top view controller presented, else the top one.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Pushes `viewController`: it becomes the top, the previous top disappears. Traps with UIKit's message when it
    /// is already on the stack or is a navigation controller.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            UIKitTraps.raise(ControllerMessages.pushingSameInstance(self, viewController))
        }
        if viewController is UINavigationController { UIKitTraps.raise(ControllerMessages.pushingNavigationController) }
        let previous = topViewController
        addChild(viewController)
        stack.append(viewController)
        syncItems()
        viewController.containerState.movingToParent = true
        swapTop(from: previous, to: viewController, animated: animated)
        viewController.containerState.movingToParent = false
        viewController.didMove(toParent: self)
    }

    /// Pops the top view controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(count: 1, animated: animated).first
    }

    /// Pops every view controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return [] }
        return pop(count: stack.count - 1, animated: animated)
    }

    /// Pops the view controllers above `viewController` and returns them, bottom first. Traps with UIKit's message
    /// when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            UIKitTraps.raise(ControllerMessages.popToAbsent)
        }
        return pop(count: stack.count - 1 - index, animated: animated)
    }

    /// Replaces the stack: view controllers no longer on it leave, new ones join, and the top changes with
    /// UIKit's appearance order. Traps with UIKit's message when a view controller is listed twice.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, controller) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === controller }) {
            UIKitTraps.raise(ControllerMessages.pushingSameInstance(self, controller))
        }
        let previousTop = topViewController
        let leaving = stack.filter { old in !viewControllers.contains { $0 === old } }
        let joining = viewControllers.filter { new in !stack.contains { $0 === new } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in joining { addChild(controller) }
        stack = viewControllers
        syncItems()
        let newTop = topViewController
        if previousTop !== newTop {
            previousTop.map { top in top.containerState.movingFromParent = leaving.contains { $0 === top } }
            newTop.map { top in top.containerState.movingToParent = joining.contains { $0 === top } }
            swapTop(from: previousTop, to: newTop, animated: animated)
            previousTop?.containerState.movingFromParent = false
            newTop?.containerState.movingToParent = false
        }
        for controller in leaving { controller.removeFromParent() }
        for controller in joining { controller.didMove(toParent: self) }
    }

    /// Hides or shows the bar (at once here).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Hides or shows the toolbar (stored).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// The top view controller's status bar preference.
    open override var childForStatusBarStyle: UIViewController? { topViewController }

    private func pop(count: Int, animated: Bool) -> [UIViewController] {
        let popped = Array(stack.suffix(count))
        guard let leavingTop = popped.last else { return [] }
        for controller in popped { controller.willMove(toParent: nil) }
        stack.removeLast(count)
        syncItems()
        leavingTop.containerState.movingFromParent = true
        swapTop(from: leavingTop, to: topViewController, animated: animated)
        leavingTop.containerState.movingFromParent = false
        for controller in popped { controller.removeFromParent() }
        return popped
    }

    private func syncItems() { navigationBar.items = stack.map(\.navigationItem) }
}

extension UINavigationController {
    /// Swaps the top view controller's view: in a visible navigation controller, will-disappear, will-appear, the
    /// new view in (is-appearing), the transition's completion blocks, the old view out (did-disappear), did-appear.
    func swapTop(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard old !== new else { return }
        let visible = isViewLoaded && view.window != nil && appearance == .appeared
        let transition = ControllerTransition(from: old, to: new, container: viewIfLoaded, animated: animated)
        TransitionRegistry.run(transition, for: [self] + [old, new].compactMap { $0 }) {
            if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
            if isViewLoaded { new?.loadViewIfNeeded() }
            if visible {
                old?.beginDisappearing(animated: animated)
                new?.beginAppearing(animated: animated, deferringIsAppearing: true)
            }
            if let new, isViewLoaded { install(new) }
            if isViewLoaded { view.layoutIfNeeded() }
            transition.finish()
            old?.viewIfLoaded?.removeFromSuperview()
        }
        // The transition is over: the did callbacks see no coordinator, as on iOS.
        if visible {
            if old?.appearance == .disappearing { old?.endAppearanceTransition() }
            new?.endAppearanceTransition()
        }
        if let new { delegate?.navigationController(self, didShow: new, animated: animated) }
    }

    /// Puts `controller`'s view under the bar, sized as ``layoutContainer()`` sizes it.
    func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = childFrame(for: controller)
        view.insertSubview(childView, belowSubview: navigationBar)
    }

    /// Lays out the bar below the top safe area and the top view controller's view (the container view calls it).
    func layoutContainer() {
        let bounds = view.bounds
        let largeTitle = navigationBar.showsLargeTitle
        let height = UINavigationBar.height(for: traitCollection, largeTitle: largeTitle)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: bounds.minX, y: bounds.minY + view.safeAreaInsets.top, width: bounds.width, height: height)
        if let top = topViewController, let childView = top.viewIfLoaded, childView.superview === view {
            childView.frame = childFrame(for: top)
        }
    }

    /// The whole container, or the part below a visible bar the child does not extend under.
    private func childFrame(for controller: UIViewController) -> CGRect {
        let bounds = view.bounds
        let extendsUnderBar = navigationBar.isTranslucent || controller.extendedLayoutIncludesOpaqueBars
        guard !isNavigationBarHidden, !(extendsUnderBar && controller.edgesForExtendedLayout.contains(.top)) else {
            return bounds
        }
        let barBottom = view.safeAreaInsets.top + UINavigationBar.height(
            for: traitCollection, largeTitle: navigationBar.showsLargeTitle)
        return CGRect(x: bounds.minX, y: bounds.minY + barBottom, width: bounds.width, height: max(0, bounds.height - barBottom))
    }

    func barCover(of childView: UIView) -> UIEdgeInsets {
        guard !isNavigationBarHidden, childView.superview === viewIfLoaded else { return .zero }
        let barBottom = view.safeAreaInsets.top + UINavigationBar.height(
            for: traitCollection, largeTitle: navigationBar.showsLargeTitle)
        return UIEdgeInsets(top: max(0, barBottom - (childView.frame.minY - view.bounds.minY)), left: 0, bottom: 0, right: 0)
    }

    /// Ends an interactive pop as a person's edge swipe would (not UIKit API): when `completing`, the top view
    /// controller is popped; otherwise the swipe is given up, the coordinator's context says `isCancelled`, and the
    /// top view controller appears again — the callbacks UIKit sends for a cancelled swipe (will-disappear and
    /// will-appear, then the reverse).
    public func simulateInteractivePop(completing: Bool) {
        guard stack.count > 1, let top = topViewController else { return }
        guard !completing else {
            popViewController(animated: true)
            return
        }
        let below = stack[stack.count - 2]
        let visible = isViewLoaded && view.window != nil && appearance == .appeared
        let transition = ControllerTransition(from: top, to: below, container: viewIfLoaded, animated: true, interactive: true)
        TransitionRegistry.run(transition, for: [self, top, below]) {
            guard visible else { return }
            top.beginDisappearing(animated: true)
            below.beginAppearing(animated: true, deferringIsAppearing: true)
            install(below)
            transition.endInteraction(cancelled: true)
            below.beginDisappearing(animated: true)
            below.viewIfLoaded?.removeFromSuperview()
            top.beginAppearing(animated: true, deferringIsAppearing: false)
            transition.finish(cancelled: true)
        }
        if visible { top.endAppearanceTransition() }
    }
}
