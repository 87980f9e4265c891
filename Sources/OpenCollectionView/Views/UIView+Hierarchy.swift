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
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.notifyDidMoveToWindow(from: oldWindow) }
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
        let leave = {
            if oldWindow != nil { self.notifyWillMove(toWindow: nil) }
            self.detachFromSuperview()
            self.didMoveToSuperview()
            if oldWindow != nil { self.notifyDidMoveToWindow(from: oldWindow) }
        }
        // A view controller's view leaving a window: the controller disappears around it, as in UIKit.
        if oldWindow != nil, let controller = owningViewController { controller.disappear(around: leave) } else { leave() }
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

    private func notifyWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for subview in subviews { subview.notifyWillMove(toWindow: window) }
    }

    private func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        didMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow(from: oldWindow) }
    }
}
