import Foundation

// Labels in Auto Layout: a multi-line label without a preferred width wraps at the width the engine gives it (UIKit's
// automatic preferredMaxLayoutWidth), and its baselines come from the text model.

extension UILabel: AutoLayoutWidthDependentContent {
    public func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, let text, !text.isEmpty else {
            return intrinsicContentSize
        }
        return measure(width: width).size
    }
}

extension UILabel: AutoLayoutBaselineProviding {
    public var firstBaselineOffsetFromTop: CGFloat { baselineOffsets.first }
    public var lastBaselineOffsetFromBottom: CGFloat {
        // Before its first layout the label has no height: it will take its text's (its intrinsic height), so the
        // baseline is measured from there rather than put on the bottom edge.
        let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
        return max(0, height - baselineOffsets.last)
    }
}
