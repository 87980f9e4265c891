import CollectionGeometry
import Foundation

extension UIView {
    /// The value of an axis of ``intrinsicContentSize`` that has no intrinsic size: −1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Options for how a view's content fills its bounds (UIKit's raw values).
    public enum ContentMode: Int, Sendable, Hashable {
        /// Stretched to fill the bounds.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio (may be clipped).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Aligned to the top edge, unscaled.
        case top = 5
        /// Aligned to the bottom edge, unscaled.
        case bottom = 6
        /// Aligned to the left edge, unscaled.
        case left = 7
        /// Aligned to the right edge, unscaled.
        case right = 8
        /// Aligned to the top-left corner, unscaled.
        case topLeft = 9
        /// Aligned to the top-right corner, unscaled.
        case topRight = 10
        /// Aligned to the bottom-left corner, unscaled.
        case bottomLeft = 11
        /// Aligned to the bottom-right corner, unscaled.
        case bottomRight = 12
    }

    // MARK: The layout pass

    /// One layout pass: find the topmost ancestor (or the view itself) that needs layout and lay out its subtree,
    /// parents before children.
    func runLayoutPass() {
        var root: UIView = self
        var top: UIView = self
        var current = superview
        while let ancestor = current {
            if ancestor.needsLayout { root = ancestor }
            top = ancestor
            current = ancestor.superview
        }
        // UIKit's order: the constraint update pass (bottom up) over the whole tree, then layout (top down).
        if top.flags.subtreeNeedsUpdateConstraints || !top.flags.madeInitialConstraintsMark {
            top.updateConstraintsIfNeeded()
            if root !== top, top.needsLayout { root = top }
        }
        root.layoutSubtree()
    }

    /// Lays out this view if it needs it (with its view controller's will/did callbacks around it), then its
    /// subviews' subtrees. Subviews added during `layoutSubviews` are laid out in the same pass.
    package func layoutSubtree() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            prepareForLayoutSubviews()
            applyAutoLayoutToSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        var index = 0
        while index < subviews.count {
            subviews[index].layoutSubtree()
            index += 1
        }
    }

    // MARK: Layout direction

    /// The layout direction the view uses: forced by ``semanticContentAttribute`` for `.forceLeftToRight` and
    /// `.forceRightToLeft`, else its trait collection's (left to right when unspecified).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// The layout direction for `attribute` in an interface whose direction is `layoutDirection`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial: .leftToRight
        case .unspecified: layoutDirection
        }
    }

    // MARK: Safe area

    /// The part of the view that ancestors' bars, notches and home indicator leave unobscured, as insets from its
    /// bounds: the window's (from its screen model), and for a subview the part of its superview's unsafe area it
    /// overlaps, plus ``UIViewController/additionalSafeAreaInsets`` for a view controller's root view. A scroll
    /// view's content sees only the part of the scroll view's safe area its adjusted content inset leaves out
    /// (semantics V21).
    public var safeAreaInsets: UIEdgeInsets {
        if let window = self as? UIWindow { return window.windowSafeAreaInsets }
        guard let superview else { return .zero }
        let outer = superview.safeAreaInsets
        // Scroll view content (V21): the edges whose safe area the scroll view already adds to its content inset
        // are not the content's, so content scrolled under a bar or the home indicator is not inset for it; and
        // content scrolled past a safe edge is not inset either.
        let scrollView = superview as? UIScrollView
        let absorbed = scrollView?.safeAreaInContentInset ?? .zero
        let isContent = scrollView != nil
        func edge(_ unsafe: CGFloat, _ absorbed: CGFloat, _ distance: CGFloat) -> CGFloat {
            if isContent, absorbed > 0 || unsafe <= 0 { return 0 }
            return max(0, unsafe - distance)
        }
        let frame = self.frame
        let container = superview.bounds
        var insets = UIEdgeInsets(
            top: edge(outer.top, absorbed.top, frame.minY - container.minY),
            left: edge(outer.left, absorbed.left, frame.minX - container.minX),
            bottom: edge(outer.bottom, absorbed.bottom, container.maxY - frame.maxY),
            right: edge(outer.right, absorbed.right, container.maxX - frame.maxX))
        // A container's bars (navigation bar, tab bar) cover the child's view like the status bar does.
        if let bars = owningViewController?.barCoverInsets { insets = insets.edgewiseMax(bars) }
        if let extra = owningViewController?.additionalSafeAreaInsets {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    // MARK: Layout margins

    /// Whether margins grow to at least the superview's where the view is near its superview's edges. Default
    /// `false`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { flags.preservesSuperviewLayoutMargins }
        set {
            flags.preservesSuperviewLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// Whether margins are measured from the safe area (the safe area insets are added to them). Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { flags.insetsLayoutMarginsFromSafeArea }
        set {
            flags.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The margins in reading-direction terms. Setting them sets the view's own margins; reading them gives the
    /// effective ones: the own margins (8 on each side by default; a view controller's root view: at least the
    /// system minimum), plus the safe area when ``insetsLayoutMarginsFromSafeArea``, raised to the superview's
    /// where ``preservesSuperviewLayoutMargins`` (V5).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveDirectionalMargins }
        set {
            customDirectionalMargins = newValue
            marginsDidChange()
        }
    }

    /// The margins in physical terms (left and right from leading and trailing by the effective layout direction).
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = directionalLayoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: margins.top, left: rightToLeft ? margins.trailing : margins.leading, bottom: margins.bottom,
                right: rightToLeft ? margins.leading : margins.trailing)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rightToLeft ? newValue.right : newValue.left, bottom: newValue.bottom,
                trailing: rightToLeft ? newValue.left : newValue.right)
        }
    }

    private func marginsDidChange() {
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    private var effectiveDirectionalMargins: NSDirectionalEdgeInsets {
        let controller = owningViewController
        var margins = customDirectionalMargins ?? (controller == nil ? NSDirectionalEdgeInsets(all: 8) : .zero)
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins = NSDirectionalEdgeInsets(
                top: max(margins.top, minimum.top), leading: max(margins.leading, minimum.leading),
                bottom: max(margins.bottom, minimum.bottom), trailing: max(margins.trailing, minimum.trailing))
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.bottom += safe.bottom
            margins.leading += rightToLeft ? safe.right : safe.left
            margins.trailing += rightToLeft ? safe.left : safe.right
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.layoutMargins
        let frame = self.frame
        let container = superview.bounds
        let left = outer.left - (frame.minX - container.minX)
        let right = outer.right - (container.maxX - frame.maxX)
        margins.top = max(margins.top, outer.top - (frame.minY - container.minY))
        margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - frame.maxY))
        margins.leading = max(margins.leading, rightToLeft ? right : left)
        margins.trailing = max(margins.trailing, rightToLeft ? left : right)
        return margins
    }
}

/// Whether a view's content flips for right-to-left languages (UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the interface's direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Directional controls such as arrows: never flipped.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}
