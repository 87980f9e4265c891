import Foundation

/// A view's Auto Layout state, made when the view first takes part: what UIKit keeps per view for Auto Layout.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var hugging: [UILayoutPriority?] = [nil, nil]
    var compressionResistance: [UILayoutPriority?] = [nil, nil]
    /// The active constraints installed on this view (it is their items' closest common ancestor), in order.
    var constraints: [NSLayoutConstraint] = []
    var layoutGuides: [UILayoutGuide] = []
    var systemGuides: [UILayoutGuide.SystemRole: UILayoutGuide] = [:]

    // As the root of a layout boundary (a window or detached tree, or a reusable view):
    /// Whether a constraint was ever installed inside the boundary.
    var usesAutoLayout = false
    /// Bumped whenever the boundary's constraints or tree change shape; engines rebuild when it moved.
    var structureVersion = 0
    var engine: LayoutEngine?

    /// The engine `systemLayoutSizeFitting` keeps for this view.
    var fittingEngine: LayoutEngine?
}

/// Views that report baselines (labels): offsets of the first baseline from the top and of the last from the
/// bottom. Views without them use their bottom edge for both baselines, as UIKit does.
@MainActor
public protocol AutoLayoutBaselineProviding: AnyObject {
    var firstBaselineOffsetFromTop: CGFloat { get }
    var lastBaselineOffsetFromBottom: CGFloat { get }
}

/// Views whose intrinsic size depends on the width they are given (multi-line labels): Auto Layout asks again with
/// the solved width, as UIKit sets a label's automatic `preferredMaxLayoutWidth` between its two layout passes
/// (semantics V19). The answer's width is the widest wrapped line, its height the wrapped text's.
@MainActor
public protocol AutoLayoutWidthDependentContent: AnyObject {
    /// The size wrapped at `width`; 0 for no limit (the unwrapped size UIKit's first pass measures).
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize
    /// The first and last baselines' offsets from the top of the content laid out at `width` (0: its current
    /// width). Measured from the top, so that a baseline depends on the width being solved and never on the
    /// height being solved.
    func baselineOffsetsFromTop(forLayoutWidth width: CGFloat) -> (first: CGFloat, last: CGFloat)
    /// Changes whenever the content changes (not when the width does): the engine measures new content unwrapped
    /// first, so that a width left from the old content cannot hold the new one (V19).
    var layoutContentVersion: Int { get }
}

/// Views whose default hugging and compression resistance differ from `UIView`'s 250 and 750 (for example
/// `UISwitch` and `UIActivityIndicatorView`: 750 hugging).
@MainActor
public protocol AutoLayoutDefaultPriorities: AnyObject {
    static var defaultContentHugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) { get }
}

/// Views of a higher layer that place guides of their own (a list cell's separator guide): the guide follows the
/// view's edges inset by the answer, as the system guides do.
@MainActor
package protocol SystemGuideProviding: AnyObject {
    /// The insets from the view's edges of the guide named `name`.
    func insets(ofProvidedGuide name: String) -> UIEdgeInsets
}
