import Foundation

/// Manages a view: loads it lazily (``loadView()``, ``viewDidLoad()``), tells it about appearance, layout, size
/// transitions and trait changes, and holds child view controllers.
@MainActor
open class UIViewController {
    private var loadedView: UIView?
    /// Where the view is in its appearance cycle (UIViewController+Appearance.swift).
    var appearance = Appearance.disappeared
    var appearanceAnimated = false
    /// `viewIsAppearing` waits for the view to be in the window when the appearance began before it was.
    var isAppearingPending = false
    /// The view controller's title (also the navigation item's when that has none).
    open var title: String? {
        didSet { if navigationItem.title == nil || navigationItem.title == oldValue { navigationItem.title = title } }
    }
    /// What a navigation bar shows for this view controller when it is in a navigation controller.
    public let navigationItem = UINavigationItem()
    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The parent view controller (not retained).
    public private(set) weak var parent: UIViewController? {
        didSet { UIView.traitsGeneration &+= 1 }
    }
    /// Extra insets added to the root view's safe area.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { viewIfLoaded?.setNeedsLayoutInSubtree() }
    }
    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default `true`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// Trait overrides applied to the traits passed down to this view controller (iOS 17's `traitOverrides`).
    public var traitOverrides = UITraitOverrides() {
        didSet { viewIfLoaded?.propagateTraitChanges() }
    }
    /// The size the view controller would like (stored).
    open var preferredContentSize: CGSize = .zero
    /// Presentation, tab bar item and container flags (UIViewController+Containers.swift).
    var containerState = ContainerState()

    enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// Creates a view controller; nib loading does not exist here, so the view controller loads its view with
    /// ``loadView()`` when first asked for. The designated initialiser, as in UIKit.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a view controller; its view is loaded when first asked for.
    public convenience init() { self.init(nibName: nil, bundle: nil) }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: The view

    /// The root view, loaded on first access (``loadView()`` then ``viewDidLoad()``).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view. The default makes a plain view the size of the main screen; override to make your own and
    /// assign it to `view` (without calling `super`).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once per appearance, after the view is in the window and laid out by its superview.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance (`true`) or disappearance transition: will-appear (and is-appearing) or will-disappear,
    /// passed on to the children whose views are in this view's tree while
    /// ``shouldAutomaticallyForwardAppearanceMethods``.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            beginAppearing(animated: animated, deferringIsAppearing: false)
        } else {
            beginDisappearing(animated: animated)
        }
    }

    /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``: did-appear or did-disappear (passed
    /// on to the children as the beginning was).
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            announceIsAppearing()
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        default: break
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in children { child.endAppearanceTransition() }
    }

    /// Whether this view controller passes its appearance calls on to its children (UIKit's default `true`). A
    /// container returning `false` calls its children's ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` itself; its children's views then appear and disappear without calls of their
    /// own.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Layout

    /// Called before the root view's `layoutSubviews`.
    open func viewWillLayoutSubviews() {}

    /// Updates the constraints of the view controller's view in the update pass that precedes layout (instead of
    /// the view's own ``UIView/updateConstraints()``, which the default calls). Override to change constraints in one
    /// batch; call `super` last (V14).
    open func updateViewConstraints() { loadedView?.updateConstraints() }
    /// Called after the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}
    /// Called before the root view's size changes (a window resize or rotation), with a coordinator whose blocks
    /// run at once. The default passes the call on to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The smallest margins of the root view: 16 points leading and trailing in a compact width, 20 in a regular
    /// one, 0 at the top and bottom (V5).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: Traits

    /// The traits of the view controller: its parent's (or its view's superview's, or the defaults), with its
    /// ``traitOverrides`` applied.
    open var traitCollection: UITraitCollection {
        let inherited = parent?.traitCollection ?? loadedView?.superview?.traitCollection ?? UITraitCollection.standard
        return traitOverrides.applied(to: inherited)
    }

    /// Called when the traits changed, with the previous ones.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// iOS 17 trait change registrations (UITraitRegistration.swift).
    var traitChangeRegistrations = TraitChangeRegistrations()

    // MARK: Editing, presentation and status bar (bodies in UIViewController+Presentation.swift)

    /// Turns editing mode on or off; override to update the views (call `super`). The ``editButtonItem`` follows.
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }
    /// Presents `viewControllerToPresent` over this view controller's view, its view filling the window for the
    /// full-screen styles; `completion` runs after it appeared.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }
    /// Dismisses the view controller this one presented (or, when it presented none, itself from its presenter).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
    /// Shows `vc`: pushed by the enclosing navigation controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else {
            present(vc, animated: true)
        }
    }
    /// Shows `vc` as a detail (presented here: there is no split view controller).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { present(vc, animated: true) }
    /// The status bar style this view controller prefers (stored: there is no status bar to draw).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this view controller prefers the status bar hidden (no effect here).
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose status bar style is used instead of this view controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this view controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// The orientations this view controller supports (no effect: windows are resized by their owners).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Called when the root view's safe area changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// Called when the root view's layout margins changed.
    open func viewLayoutMarginsDidChange() {}

    // MARK: Children

    /// Adds a child view controller (call ``didMove(toParent:)`` after adding its view).
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the view controller from its parent (call ``willMove(toParent:)`` with `nil` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}
}
