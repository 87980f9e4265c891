import Foundation

// Labels in Auto Layout: a multi-line label without a preferred width wraps at the width the engine gives it (UIKit's
// automatic preferredMaxLayoutWidth), and its baselines come from the text model.

extension UILabel: AutoLayoutWidthDependentContent {
    /// A multi-line label without a preferred width wraps at the width the engine gives it (0: unwrapped); other
    /// labels answer their intrinsic size.
    public func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, let text, !text.isEmpty else {
            return intrinsicContentSize
        }
        return measure(width: width).size
    }

    public var layoutContentVersion: Int { contentVersion }
}

extension UILabel: AutoLayoutBaselineProviding {
    public var firstBaselineOffsetFromTop: CGFloat { baselineOffsetsFromTop(forLayoutWidth: 0).first }
    public var lastBaselineOffsetFromBottom: CGFloat {
        // Before its first layout the label has no height: it will take its text's (its intrinsic height), so the
        // baseline is measured from there rather than put on the bottom edge.
        let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
        return max(0, height - baselineOffsetsFromTop(forLayoutWidth: 0).last)
    }

    /// The baselines of the text laid out at `width` (0: the label's current width; one line never wraps).
    public func baselineOffsetsFromTop(forLayoutWidth width: CGFloat) -> (first: CGFloat, last: CGFloat) {
        let measurement = measure(width: numberOfLines == 1 ? 0 : (width > 0 ? width : bounds.width))
        guard !measurement.lines.isEmpty else { return (measuringFont.ascender, measuringFont.ascender) }
        return (measurement.firstBaseline, measurement.lastBaseline)
    }
}
