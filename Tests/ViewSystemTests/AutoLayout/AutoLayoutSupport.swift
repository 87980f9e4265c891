import Foundation

@testable import ViewSystem

/// A view with a fixed intrinsic size, standing in for a label or an image whose content was measured.
@MainActor
final class IntrinsicView: UIView {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// A plain view placed by constraints.
@MainActor
func constrainedView() -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A root view of `width` × `height` with the given subviews, laid out.
@MainActor
func laidOut(_ root: UIView) -> UIView {
    root.layoutIfNeeded()
    return root
}

/// Whether two rects are equal to within a thousandth of a point (frames are whole pixels at scale 3, written in the
/// tests as `pixels / 3`).
func same(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
        && abs(a.height - b.height) < 0.001
}
