import Foundation

// UIKit's automatic appearance forwarding (semantics V13): a view controller appears when its view enters a visible
// window and disappears when it leaves one, and a parent passes its own transitions on to the children whose views
// are in its view's tree — unless it opts out with `shouldAutomaticallyForwardAppearanceMethods`.

extension UIViewController {
    /// Will-appear now; is-appearing now or, when `deferringIsAppearing`, once the view is in the window
    /// (``announceIsAppearing()``). Passed on to the forwarded children.
    func beginAppearing(animated: Bool, deferringIsAppearing: Bool) {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        appearanceAnimated = animated
        loadViewIfNeeded()
        viewWillAppear(animated)
        if deferringIsAppearing { isAppearingPending = true } else { viewIsAppearing(animated) }
        for child in forwardedChildren {
            child.beginAppearing(animated: animated, deferringIsAppearing: deferringIsAppearing)
        }
    }

    /// Will-disappear, passed on to the forwarded children.
    func beginDisappearing(animated: Bool) {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        appearanceAnimated = animated
        isAppearingPending = false
        viewWillDisappear(animated)
        for child in forwardedChildren { child.beginDisappearing(animated: animated) }
    }

    /// The deferred `viewIsAppearing`, here and in the forwarded children.
    func announceIsAppearing() {
        if isAppearingPending {
            isAppearingPending = false
            viewIsAppearing(appearanceAnimated)
        }
        for child in forwardedChildren { child.announceIsAppearing() }
    }

    /// The children this view controller's transitions reach: none when it forwards nothing, else those whose views
    /// are in its view's tree (a child whose view was never added has nothing on screen to appear).
    private var forwardedChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, !children.isEmpty, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether the appearance of this view controller follows its view in and out of windows: not when its parent
    /// handles its children's appearance itself.
    var appearsWithItsView: Bool { parent?.shouldAutomaticallyForwardAppearanceMethods ?? true }
}

/// The appearance calls a view tree's move between windows causes: the view controllers whose views are in the
/// moving tree disappear from a window they leave and appear in a visible window they enter, around the move.
@MainActor
struct WindowAppearanceTransition {
    private var appearing: [UIViewController] = []
    private var appearingNow: [UIViewController] = []
    private var disappearing: [UIViewController] = []

    /// The transition of `controllers` (those owning views of the moving tree, outermost first).
    init(_ controllers: [UIViewController], leaving oldWindow: UIWindow?, entering newWindow: UIWindow?) {
        guard !controllers.isEmpty else { return }
        let candidates = controllers.filter(\.appearsWithItsView)
        if oldWindow != nil { disappearing = candidates }
        if let newWindow, !newWindow.isHidden { appearing = candidates }
    }

    /// Before the move: will-disappear, then will-appear. A child whose parent is itself still appearing gets its
    /// did-appear with the parent's (the parent's end passes it on); any other finishes after the move.
    mutating func begin() {
        for controller in disappearing { controller.beginDisappearing(animated: false) }
        for controller in appearing {
            guard controller.appearance == .disappeared || controller.appearance == .disappearing else { continue }
            let parentAppearing = controller.parent?.appearance == .appearing
            controller.beginAppearing(animated: false, deferringIsAppearing: true)
            if !parentAppearing { appearingNow.append(controller) }
        }
    }

    /// After the move: did-disappear; is-appearing (the view is in the window now) and did-appear.
    func end() {
        for controller in disappearing where controller.appearance == .disappearing {
            controller.endAppearanceTransition()
        }
        for controller in appearing { controller.announceIsAppearing() }
        for controller in appearingNow where controller.appearance == .appearing {
            controller.endAppearanceTransition()
        }
    }
}
