import Foundation

// UIKit's constraint update pass: before a layout pass, every view marked by setNeedsUpdateConstraints() gets
// updateConstraints(), subviews before their superview (bottom up); layout then runs top down (semantics V14). The
// pass follows marks down from the tree's root through views whose subtree holds one, so it costs nothing when no
// view is marked.

extension UIView {
    /// Whether ``updateConstraints()`` will run in the next update pass.
    public func needsUpdateConstraints() -> Bool { flags.needsUpdateConstraints }

    /// Marks the view: its ``updateConstraints()`` runs in the next update pass, before the next layout pass.
    public func setNeedsUpdateConstraints() {
        flags.needsUpdateConstraints = true
        markSubtreeNeedsUpdateConstraints()
        autoLayoutBoundary.setNeedsLayout()
    }

    /// Runs the update pass now for the view and its subviews: each marked view's ``updateConstraints()`` (its view
    /// controller's ``UIViewController/updateViewConstraints()`` for a root view), subviews first.
    public func updateConstraintsIfNeeded() {
        markRequiredConstraintUpdates()
        guard flags.subtreeNeedsUpdateConstraints else { return }
        flags.subtreeNeedsUpdateConstraints = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard flags.needsUpdateConstraints else { return }
        flags.needsUpdateConstraints = false
        if let controller = owningViewController { controller.updateViewConstraints() } else { updateConstraints() }
    }

    /// Marks the ancestors, so that the pass from the root finds this view.
    func markSubtreeNeedsUpdateConstraints() {
        var view: UIView? = self
        while let current = view, !current.flags.subtreeNeedsUpdateConstraints {
            current.flags.subtreeNeedsUpdateConstraints = true
            view = current.superview
        }
    }

    /// A view whose class requires constraint-based layout is marked once, the first time a pass reaches it.
    private func markRequiredConstraintUpdates() {
        guard !flags.madeInitialConstraintsMark else { return }
        flags.madeInitialConstraintsMark = true
        if type(of: self).requiresConstraintBasedLayout {
            flags.needsUpdateConstraints = true
            flags.subtreeNeedsUpdateConstraints = true
        }
    }

    /// A view joined this tree: the marks it carries (and its class's requirement) reach the new ancestors.
    func updateConstraintsMarksDidMove() {
        if type(of: self).requiresConstraintBasedLayout && !flags.madeInitialConstraintsMark {
            flags.madeInitialConstraintsMark = true
            flags.needsUpdateConstraints = true
            flags.subtreeNeedsUpdateConstraints = true
        }
        guard flags.subtreeNeedsUpdateConstraints, let superview else { return }
        superview.markSubtreeNeedsUpdateConstraints()
    }
}
