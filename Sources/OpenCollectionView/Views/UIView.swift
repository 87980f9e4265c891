import Foundation

/// A minimal view: a frame in its superview, bounds, alpha, visibility and subviews. There are no pixels; this is
/// what cells' content views and content configurations need.
@MainActor
open class UIView {
    /// The view's rectangle in its superview's coordinates; changing its size changes the bounds' size.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { boundsSize = frame.size } }
    }
    private var boundsOrigin: CGPoint = .zero
    private var boundsSize: CGSize
    /// The view's rectangle in its own coordinates; changing its size changes the frame's size.
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
    /// The centre of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The view's opacity (stored only; nothing is drawn).
    open var alpha: CGFloat = 1
    /// Whether the view is hidden (stored only; nothing is drawn).
    open var isHidden: Bool = false
    /// The view this view was added to.
    public private(set) weak var superview: UIView?
    /// The views added to this view, in the order they were added.
    public private(set) var subviews: [UIView] = []

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        self.boundsSize = frame.size
    }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Adds `view` as the last subview, removing it from its previous superview first.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview, if any.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// The size that fits `size`; by default the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Lays out subviews; the default does nothing.
    open func layoutSubviews() {}
    /// Does nothing here: there is no layout cycle to schedule.
    open func setNeedsLayout() {}
    /// Calls ``layoutSubviews()`` at once.
    open func layoutIfNeeded() { layoutSubviews() }
}
