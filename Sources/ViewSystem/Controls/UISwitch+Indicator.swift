import Foundation

/// An on/off switch: 51 × 31 points; a tap toggles it and sends `.valueChanged`.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on. Setting it sends no actions (as in UIKit).
    open var isOn = false
    /// The colour of the track when on; `nil` for the system green.
    open var onTintColor: UIColor?
    /// The colour of the thumb; `nil` for white.
    open var thumbTintColor: UIColor?

    /// Creates a switch; its size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Turns the switch on or off; `animated` is ignored.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    /// 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A tap toggles the switch and sends `.valueChanged` (and the primary action).
    @discardableResult
    open override func simulateTap() -> Bool {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return false }
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
        return true
    }
}

/// A spinning activity indicator: 20 × 20 points (`.medium`) or 37 × 37 (`.large`); hidden when stopped by default.
@MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size.
    public enum Style: Int, Sendable, Hashable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
    }

    /// The size.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The colour; `nil` for the system gray.
    open var color: UIColor!
    /// Whether the indicator hides while stopped. Default `true`.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it is animating.
    public private(set) var isAnimating = false

    /// Creates an indicator of `style`, stopped (and so hidden).
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: .zero)
        bounds.size = intrinsicContentSize
        isHidden = true
    }

    /// Creates a medium indicator with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Starts animating (and shows the indicator).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops animating (and hides the indicator when ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }
    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
