import Foundation

extension UIView {
    /// The traits passed down to the view: its view controller's (for a root view), else its superview's, else
    /// the default traits (a view outside any window).
    var inheritedTraitCollection: UITraitCollection {
        if let controller = owningViewController { return controller.traitCollection }
        return superview?.traitCollection ?? UITraitCollection.standard
    }

    /// Announces changed traits through the subtree: every view whose ``traitCollection`` differs from what it
    /// last announced gets ``traitCollectionDidChange(_:)`` (and its view controller too). O(subtree).
    func propagateTraitChanges() {
        UIView.traitsGeneration &+= 1
        let current = traitCollection
        if let previous = lastTraitCollection, previous.hasSameTraits(as: current) {
            // unchanged here; descendants may still differ (they may have been added since)
        } else {
            let previous = lastTraitCollection
            lastTraitCollection = current
            effectiveTraitsDidChange(from: previous)
            if isObservedByHigherLayer { (self as? ViewSystemObserving)?.viewEffectiveTraitsDidChange(from: previous) }
            if previous != nil || window != nil {
                if let controller = owningViewController {
                    controller.traitCollectionDidChange(previous)
                    controller.traitChangeRegistrations.notify(
                        controller, previous: previous, current: controller.traitCollection)
                }
                traitCollectionDidChange(previous)
                traitChangeRegistrations.notify(self, previous: previous, current: current)
                if backgroundColor != nil { layer.backgroundColor = backgroundColor?.resolvedColor(with: current).cgColor }
            }
        }
        for subview in subviews { subview.propagateTraitChanges() }
    }

    /// Tells the subtree's views whose effective tint colour came from above that it changed.
    func propagateTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.propagateTintColorChange() }
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}
