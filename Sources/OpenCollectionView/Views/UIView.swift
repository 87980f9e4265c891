import Foundation

/// A minimal view: a frame in its superview, bounds, alpha, visibility and subviews. There are no pixels; this is
/// what cells' content views and content configurations need.
@MainActor
open class UIView {
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { boundsSize = frame.size } }
    }
    private var boundsOrigin: CGPoint = .zero
    private var boundsSize: CGSize
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: boundsSize) }
        set {
            boundsOrigin = newValue.origin
            if newValue.size != boundsSize {
                boundsSize = newValue.size
                frame.size = newValue.size
            }
        }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var alpha: CGFloat = 1
    open var isHidden: Bool = false
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    public init(frame: CGRect) {
        self.frame = frame
        self.boundsSize = frame.size
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) { nil }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The size that fits `size`; by default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSubviews() }
}
