import Foundation

extension UIView {
    // MARK: Adding and removing

    /// Adds `view` as the frontmost subview, removing it from its previous superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range), removing it from its previous
    /// superview first. Adding an ancestor of the receiver (or the receiver) traps, as UIKit raises.
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitTraps.raise("Can't add self as subview (\(type(of: view)) is the receiver or one of its ancestors)")
        }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        let oldSuperview = view.superview
        view.willMove(toSuperview: self)
        var appearance = WindowAppearanceTransition([], leaving: nil, entering: nil)
        if oldWindow !== newWindow {
            var controllers: [UIViewController] = []
            view.notifyWillMove(toWindow: newWindow, collecting: &controllers)
            appearance = WindowAppearanceTransition(controllers, leaving: oldWindow, entering: newWindow)
        }
        appearance.begin()
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow(from: oldWindow) }
        appearance.end()
        didAddSubview(view)
        view.autoLayoutHierarchyDidChange(oldSuperview: oldSuperview)
        view.updateConstraintsMarksDidMove()
        view.propagateTraitChanges()
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling` (which must be a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < index ? 0 : 1
        insertSubview(view, at: index + adjust)
    }

    /// Inserts `view` just below `sibling` (which must be a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < index ? -1 : 0
        insertSubview(view, at: index + adjust)
    }

    /// Moves a subview to the front (the end of ``subviews``).
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves a subview to the back (the start of ``subviews``).
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview (and its window), if any.
    public func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        // View controllers whose views leave a window disappear around the removal, as in UIKit.
        var controllers: [UIViewController] = []
        if oldWindow != nil { notifyWillMove(toWindow: nil, collecting: &controllers) }
        var appearance = WindowAppearanceTransition(controllers, leaving: oldWindow, entering: nil)
        appearance.begin()
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
        appearance.end()
        propagateTraitChanges()
        autoLayoutHierarchyDidChange(oldSuperview: superview)
        superview.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Whether the receiver is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The window the view is in, or `nil`.
    public var window: UIWindow? {
        var current: UIView? = self
        while let candidate = current {
            if let window = candidate as? UIWindow { return window }
            current = candidate.superview
        }
        return nil
    }

    // MARK: Tree walk for window changes

    /// The view controllers whose views are in the tree, outermost first.
    func viewControllersInTree() -> [UIViewController] {
        var controllers: [UIViewController] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController { controllers.append(controller) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return controllers
    }

    /// Tells the tree it moves to `window`, collecting the view controllers whose views are in it (outermost first).
    private func notifyWillMove(toWindow window: UIWindow?, collecting controllers: inout [UIViewController]) {
        if let owningViewController { controllers.append(owningViewController) }
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window, collecting: &controllers) }
    }

    private func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow(from: oldWindow) }
    }
}
