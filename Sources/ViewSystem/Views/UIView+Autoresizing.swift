import Foundation

extension UIView {
    /// Whether the subviews' autoresizing masks follow this view's size changes. Default `true`.
    public var autoresizesSubviews: Bool {
        get { flags.autoresizesSubviews }
        set { flags.autoresizesSubviews = newValue }
    }

    /// UIKit's autoresizing, run whenever the bounds' size changes (semantics V20): each subview that translates
    /// its mask into constraints and has one moves and resizes as the mask says. The flexible parts of an axis
    /// (margins, size) share the change in proportion to their current lengths; equally when all of them are
    /// zero. A transformed subview keeps its centre's share and resizes its bounds.
    func autoresizeSubviews(from oldSize: CGSize) {
        let newSize = bounds.size
        for subview in subviews
        where !subview.autoresizingMask.isEmpty && subview.translatesAutoresizingMaskIntoConstraints {
            let mask = subview.autoresizingMask
            let untransformed = CGRect(
                x: subview.center.x - subview.bounds.width / 2, y: subview.center.y - subview.bounds.height / 2,
                width: subview.bounds.width, height: subview.bounds.height)
            let x = AutoresizingParts.axis(
                origin: untransformed.minX, size: untransformed.width, container: oldSize.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            let y = AutoresizingParts.axis(
                origin: untransformed.minY, size: untransformed.height, container: oldSize.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(
                x: x.a * newSize.width + x.b, y: y.a * newSize.height + y.b, width: x.c * newSize.width + x.d,
                height: y.c * newSize.height + y.d)
            guard resized.width.isFinite, resized.height.isFinite, resized.minX.isFinite, resized.minY.isFinite
            else { continue }
            subview.bounds.size = CGSize(width: max(0, resized.width), height: max(0, resized.height))
            subview.center = CGPoint(x: resized.midX, y: resized.midY)
        }
    }
}
