import CollectionGeometry
import Foundation

// How Auto Layout joins the layout pass. Each layout boundary — a view marked `isLayoutBoundary` (the collection
// face's cells and supplementaries solve their own content) or the root of a tree — has one engine for the constraints installed inside it. The pass calls
// `applyAutoLayoutToSubviews()` before each view's `layoutSubviews()`; changes mark the boundary as needing layout.

extension UIView {
    /// The root of the layout boundary the view's subviews belong to: the nearest reusable view among the view and its
    /// ancestors, else the root of the tree.
    var autoLayoutBoundary: UIView {
        var view = self
        while !view.isLayoutBoundary, let superview = view.superview { view = superview }
        return view
    }

    /// Constraints, priorities or translation flags changed inside this view's boundary.
    func autoLayoutStructureDidChange(enabling: Bool = false) {
        let boundary = autoLayoutBoundary
        if enabling { boundary.autoLayout.usesAutoLayout = true }
        guard let state = boundary.autoLayoutState, state.usesAutoLayout else { return }
        state.structureVersion += 1
        boundary.setNeedsLayout()
    }

    /// A constant, an intrinsic size or a margin changed: solve again in the next pass.
    func autoLayoutInputsDidChange() {
        let boundary = autoLayoutBoundary
        guard boundary.autoLayoutState?.usesAutoLayout == true else { return }
        boundary.setNeedsLayout()
    }

    /// The tree changed around this view (it was added or removed): engines of both boundaries rebuild, and
    /// constraints that now join separate trees are deactivated, as UIKit removes them. The constraints inside the
    /// moved subtree follow it: its new boundary (a window, another root, or the subtree itself once detached) starts
    /// using Auto Layout if the subtree carries any, even when they were activated under another root.
    func autoLayoutHierarchyDidChange(oldSuperview: UIView?) {
        if let oldSuperview {
            var ancestor: UIView? = oldSuperview
            while let holder = ancestor {
                for constraint in holder.constraints where constraint.commonAncestor() !== holder {
                    constraint.deactivate()
                }
                ancestor = holder.superview
            }
            if oldSuperview.autoLayoutBoundary.autoLayoutState?.usesAutoLayout == true {
                oldSuperview.autoLayoutStructureDidChange()
            }
        }
        // A reusable view is its own boundary wherever it goes: its constraints stay with its own engine.
        let carriesOwnBoundary = isLayoutBoundary
        if let superview {
            if superview.autoLayoutBoundary.autoLayoutState?.usesAutoLayout == true {
                superview.autoLayoutStructureDidChange()
            } else if !carriesOwnBoundary, autoLayoutState?.usesAutoLayout == true || subtreeUsesAutoLayout() {
                superview.autoLayoutStructureDidChange(enabling: true)
            }
            // No longer the root of a boundary: the engine it had as one is stale.
            if !carriesOwnBoundary { autoLayoutState?.engine = nil }
        } else if !carriesOwnBoundary, subtreeUsesAutoLayout() {
            // Detached: the subtree is a tree of its own, solved by its own engine.
            autoLayoutStructureDidChange(enabling: true)
        }
    }

    /// The intrinsic content size changed (called by `invalidateIntrinsicContentSize()`).
    func autoLayoutIntrinsicSizeDidChange() { autoLayoutInputsDidChange() }

    /// The layout pass's hook: solve the boundary's constraints if needed and give this view's constrained subviews
    /// their frames, before the view's own `layoutSubviews()`.
    func applyAutoLayoutToSubviews() {
        // A view without subviews has no frames to receive. Each update costs O(constraints) (it polls every live
        // constant), so updating for each leaf would make a pass over n constrained views cost n².
        guard !subviews.isEmpty, let engine = layoutEngine() else { return }
        engine.update()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// The engine of the view's boundary, made on first use; `nil` when the boundary uses no Auto Layout.
    func layoutEngine() -> LayoutEngine? {
        let boundary = autoLayoutBoundary
        guard let state = boundary.autoLayoutState, state.usesAutoLayout else { return nil }
        if let engine = state.engine { return engine }
        let engine = LayoutEngine(root: boundary, fitting: false)
        state.engine = engine
        return engine
    }

    // MARK: Fitting

    /// The smallest (for `layoutFittingCompressedSize`) or largest size that satisfies the constraints in the view's
    /// subtree, as close to `targetSize` as the fitting priority (50) allows on both axes. Does not resize the view.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints in the view's subtree, with `width == targetSize.width` at
    /// `horizontalFittingPriority` and `height == targetSize.height` at `verticalFittingPriority` (pass `.required`
    /// to fix an axis). Does not resize the view. Rounded to the display's pixels.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        updateConstraintsIfNeeded()
        let state = autoLayout
        let engine: LayoutEngine
        if let cached = state.fittingEngine, cached.fittingPriorities == [horizontalFittingPriority, verticalFittingPriority] {
            engine = cached
        } else {
            engine = LayoutEngine(root: self, fitting: true)
            engine.fittingPriorities = [horizontalFittingPriority, verticalFittingPriority]
            state.fittingEngine = engine
        }
        engine.fittingTarget = targetSize
        engine.update()
        return engine.rootSize()
    }

    /// The size UIKit's self-sizing gives a reusable view: the axes the layout estimates (`horizontal`, `vertical`)
    /// are measured at the fitting priority (50), the others are fixed (required) — width fixed in a vertical list,
    /// height free. `nil` when no axis is estimated or no constraint is installed in the view's subtree.
    package func autoLayoutPreferredSize(fitting size: CGSize, horizontal: Bool, vertical: Bool) -> CGSize? {
        guard horizontal || vertical, subtreeUsesAutoLayout() else { return nil }
        return systemLayoutSizeFitting(
            size, withHorizontalFittingPriority: horizontal ? .fittingSizeLevel : .required,
            verticalFittingPriority: vertical ? .fittingSizeLevel : .required)
    }

    /// Whether a constraint is installed on this view or a descendant.
    func subtreeUsesAutoLayout() -> Bool {
        if !constraints.isEmpty || (self as? UIStackView)?.hasPendingArrangement == true { return true }
        return subviews.contains { $0.subtreeUsesAutoLayout() }
    }

    // MARK: Ambiguity

    /// Whether the view's frame is not determined by the constraints: another position or size satisfies them
    /// equally well. A view that no constraint mentions is not ambiguous.
    public var hasAmbiguousLayout: Bool { isAmbiguous(self) }

    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let engine = layoutEngine() else { return false }
        engine.update()
        return engine.isAmbiguous(item)
    }

    /// A client guide's frame in its owning view's coordinates, as solved.
    func solvedFrame(of guide: UILayoutGuide) -> CGRect? {
        guard let engine = layoutEngine() else { return nil }
        engine.update()
        guard let frame = engine.absoluteFrame(of: guide), let own = engine.absoluteFrame(of: self) else { return nil }
        return frame.offsetBy(dx: -own.minX, dy: -own.minY)
    }
}
