import Foundation

/// The screen a window shows on: its size in points and its scale. The default screen is an iPhone 15 Pro-class
/// phone in portrait (393 × 852 points, scale 3).
@MainActor
public final class UIScreen {
    /// The screen's rectangle in points.
    public var bounds: CGRect
    /// Pixels per point.
    public var scale: CGFloat
    /// The same as ``scale`` here.
    public var nativeScale: CGFloat { scale }

    /// A screen of `bounds` and `scale`.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The main screen (shared, adjustable in tests).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3)
}

/// The root of a view tree: it holds the root view controller's view, is the source of the trait collection
/// (from its size and screen) and of the safe area (from the device its size names, V7).
@MainActor
open class UIWindow: UIView {
    /// The screen the window shows on.
    open var screen: UIScreen = .main {
        didSet { windowEnvironmentDidChange() }
    }
    /// Whether the window is the key window (``makeKeyAndVisible()``).
    public private(set) var isKeyWindow = false
    /// The safe area to use instead of the device model's (not UIKit API: Linux has no device to ask).
    public var safeAreaInsetsOverride: UIEdgeInsets? {
        didSet { windowEnvironmentDidChange() }
    }

    override var isWindow: Bool { true }

    /// Creates a window of `frame`; it starts hidden, as UIKit's.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The view controller whose view fills the window. Setting it loads the view and puts it in the window; in a
    /// visible window the old one disappears and the new one appears, as in UIKit.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let controller = rootViewController else { return }
            let view = controller.view!
            view.frame = bounds
            guard !isHidden else { return addSubview(view) }
            controller.beginAppearanceTransition(true, animated: false)
            addSubview(view)
            layoutIfNeeded()
            controller.endAppearanceTransition()
        }
    }

    /// Shows the window and makes it key: the root view controller appears (will-appear, a layout pass,
    /// did-appear).
    open func makeKeyAndVisible() {
        isKeyWindow = true
        let wasHidden = isHidden
        isHidden = false
        guard wasHidden, let controller = rootViewController else {
            layoutIfNeeded()
            return
        }
        // The root appears, passing it on to its children; view controllers whose views were put in the hidden
        // window without being children (nothing forwards to them) appear with their views.
        var others = WindowAppearanceTransition(viewControllersInTree(), leaving: nil, entering: self)
        controller.beginAppearanceTransition(true, animated: false)
        others.begin()
        layoutIfNeeded()
        others.end()
        controller.endAppearanceTransition()
    }

    /// Makes the window key without showing it.
    open func makeKey() { isKeyWindow = true }

    /// Keeps the root view controller's view filling the window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.viewIfLoaded?.frame = bounds
    }

    package override func boundsDidChange(from old: CGRect) {
        let newSize = bounds.size
        if old.size != newSize, let controller = rootViewController {
            controller.viewWillTransition(to: newSize, with: ImmediateTransitionCoordinator())
        }
        super.boundsDidChange(from: old)
        if old.size != newSize { windowEnvironmentDidChange() }
    }

    /// The window's traits: scale from the screen; idiom, size classes from the window's size (V7); the rest
    /// from the overrides (light, `.large`, left to right by default).
    open override var traitCollection: UITraitCollection {
        let size = bounds.size
        let isPad = min(size.width, size.height) >= 700
        let landscape = size.width > size.height
        let horizontal: UIUserInterfaceSizeClass = isPad || (landscape && size.width >= 896) ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = isPad || !landscape ? .regular : .compact
        let base = UITraitCollection(
            displayScale: screen.scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            layoutDirection: .leftToRight, userInterfaceStyle: .light, preferredContentSizeCategory: .large,
            userInterfaceIdiom: isPad ? .pad : .phone)
        return traitOverrides.applied(to: base)
    }

    /// The safe area of the device the window's size names, or the override.
    var windowSafeAreaInsets: UIEdgeInsets {
        if let safeAreaInsetsOverride { return safeAreaInsetsOverride }
        return DeviceSafeArea.insets(for: bounds.size)
    }

    func windowEnvironmentDidChange() {
        propagateTraitChanges()
        setNeedsLayoutInSubtree()
    }
}

extension UIView {
    /// Marks every view in the subtree as needing layout (the environment changed: size, safe area, traits).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}

/// Safe-area insets of iPhones by their screen size in points, portrait and landscape (V7).
enum DeviceSafeArea {
    static func insets(for size: CGSize) -> UIEdgeInsets {
        let portrait = CGSize(width: min(size.width, size.height), height: max(size.width, size.height))
        let landscape = size.width > size.height
        let top: CGFloat
        switch (portrait.width, portrait.height) {
        case (375, 667), (414, 736), (320, 568): top = 20
        case (375, 812): top = 50  // 12 mini, 13 mini (X, XS, 11 Pro: 44)
        case (414, 896): top = 48  // XR, 11 on iOS 14+
        case (390, 844), (428, 926): top = 47
        case (393, 852), (430, 932): top = 59
        case (402, 874), (440, 956): top = 62
        default: return .zero
        }
        let hasHomeIndicator = top > 20
        guard landscape else { return UIEdgeInsets(top: top, left: 0, bottom: hasHomeIndicator ? 34 : 0, right: 0) }
        guard hasHomeIndicator else { return .zero }
        let side = top  // the sensor housing moves to the side
        return UIEdgeInsets(top: 0, left: side, bottom: 21, right: side)
    }
}
