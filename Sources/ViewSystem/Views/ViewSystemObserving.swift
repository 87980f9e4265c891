import Foundation

/// A view of a higher layer that follows what the view system does to it: the collection face's reusable views
/// resize their content with their bounds, and its collection view hands its layout the traits it is given. Such a
/// view sets ``UIView/isObservedByHigherLayer`` when it is made. UIKit's own hooks for this are private; these are
/// the package's, not API.
@MainActor
package protocol ViewSystemObserving: UIView {
    /// The view's bounds changed from `old`, after the view system's own response (a layout pass is requested).
    func viewBoundsDidChange(from old: CGRect)
    /// The view's effective traits changed from `previous`.
    func viewEffectiveTraitsDidChange(from previous: UITraitCollection?)
}

extension ViewSystemObserving {
    /// Nothing to do by default.
    package func viewBoundsDidChange(from old: CGRect) {}
    /// Nothing to do by default.
    package func viewEffectiveTraitsDidChange(from previous: UITraitCollection?) {}
}
