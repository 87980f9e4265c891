import Foundation

// A list content view under Auto Layout (Apple's custom list cell pins one to its content view): it reports the
// height its content needs at the width the engine gives it, as a multi-line label does (semantics LC16).

extension UIListContentView: AutoLayoutWidthDependentContent {
    /// The height the content needs at `width` (0: the current width, or unwrapped before the first layout).
    public func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(atWidth: width > 0 ? width : bounds.width))
    }

    /// The text's baselines are not modelled for Auto Layout: both are at the bottom edge, as for views without
    /// text (a baseline constraint to a list content view is rare; semantics LC16).
    public func baselineOffsetsFromTop(forLayoutWidth width: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let height = intrinsicContentSize(forLayoutWidth: width).height
        return (height, height)
    }

    public var layoutContentVersion: Int { contentVersion }

    /// The fitting height at `width`; a width not yet known measures the content on one line.
    func fittingHeight(atWidth width: CGFloat) -> CGFloat {
        let measured = width > 0 ? width : unlaidWidth
        return sizeThatFits(CGSize(width: measured, height: 0)).height
    }
}

/// The width a list content view measures at before Auto Layout has given it one: wide enough for one line.
private let unlaidWidth: CGFloat = 10_000
