import CollectionGeometry
import Foundation

/// A rectangle in a view tree: geometry, subviews, layout, appearance stored as data, traits and hit testing. There
/// are no pixels; renderers read the stored state.
///
/// Geometry is kept as UIKit's layer keeps it: ``center`` (the layer's position, anchor point in the middle),
/// ``bounds`` and ``transform``; ``frame`` is derived from them (semantics V3).
@MainActor
open class UIView {
    // MARK: Geometry state

    /// The untransformed frame's origin (the centre is derived, so that a frame set reads back exactly).
    private var storedOrigin: CGPoint
    private var storedBounds: CGRect
    private var storedTransform: CGAffineTransform = .identity

    // MARK: Tree state

    /// The view this view was added to (not retained).
    public internal(set) weak var superview: UIView? {
        didSet { UIView.traitsGeneration &+= 1 }
    }
    /// The views added to this view, back to front.
    public internal(set) var subviews: [UIView] = []
    /// The view controller whose ``UIViewController/view`` this is (not retained).
    weak var owningViewController: UIViewController? {
        didSet { UIView.traitsGeneration &+= 1 }
    }
    /// The window a window's tree belongs to; set on the window itself.
    var isWindow: Bool { false }

    // MARK: Layout state

    /// Whether ``layoutSubviews()`` must run in the next layout pass.
    var needsLayout = true
    /// Auto Layout's per-view state, made when the view first takes part (AutoLayout/).
    var autoLayoutState: AutoLayoutState?
    /// Whether the view solves its own subviews' constraints in an engine of its own, wherever it is in the tree:
    /// the collection face's cells and supplementary views, which size themselves, set it when they are made.
    package var isLayoutBoundary = false
    /// Whether the view is a ``ViewSystemObserving`` view of a higher layer, told of bounds and trait changes; a
    /// flag, so that other views pay one test instead of a cast.
    package var isObservedByHigherLayer = false
    var customDirectionalMargins: NSDirectionalEdgeInsets?
    var storedTintColor: UIColor?
    var flags = Flags()
    /// The traits last announced through ``traitCollectionDidChange(_:)``.
    var lastTraitCollection: UITraitCollection?
    /// iOS 17 trait change registrations (Controllers/UITraitRegistration.swift).
    var traitChangeRegistrations = TraitChangeRegistrations()
    /// Gesture recognizers and accessibility values (UIView+Extras.swift): stored, for source compatibility.
    var extras = ViewExtras()
    /// The backing layer: appearance stored as data for renderers.
    public let layer: CALayer
    /// The animations running on the view's properties (Animation/): the presentation values are read from them.
    var runningAnimations: [PropertyAnimation] = []
    /// The transition `UIView.transition(with:…)` runs on the view, while it runs.
    var runningTransition: ViewTransition?

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        storedOrigin = frame.standardized.origin
        storedBounds = CGRect(origin: .zero, size: frame.size)
        layer = CALayer()
        layer.delegateView = self
    }

    /// Creates a view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Frame, bounds, centre, transform

    /// The view's rectangle in its superview's coordinates: the bounding box of the transformed bounds about the
    /// centre (with the identity transform, `center` ± half the bounds' size). Setting it sets ``center`` and the
    /// size of ``bounds``, as UIKit does when the transform is the identity.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            guard !storedTransform.isIdentity else { return CGRect(origin: storedOrigin, size: size) }
            return transformedBoundingBox(size: size)
        }
        set {
            willChangeAnimatable(.center)
            willChangeAnimatable(.bounds)
            let standard = newValue.standardized
            bounds.size = standard.size  // keeps the centre, moving the origin; the origin is set after
            let moved = standard.origin != storedOrigin
            storedOrigin = standard.origin
            if moved { superview?.subviewGeometryDidChange(self) }
        }
    }

    /// The view's rectangle in its own coordinates. Its origin is the point of the content at the top-left (a
    /// scroll view's content offset); changing it (or the size, which keeps ``center``) lays out again.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            guard newValue != old else { return }
            willChangeAnimatable(.bounds)
            // A new size keeps the centre, as UIKit's does.
            storedOrigin.x -= (newValue.width - old.width) / 2
            storedOrigin.y -= (newValue.height - old.height) / 2
            storedBounds = newValue
            boundsDidChange(from: old)
            if isObservedByHigherLayer { (self as? ViewSystemObserving)?.viewBoundsDidChange(from: old) }
        }
    }

    /// The centre of the frame in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedOrigin.x + storedBounds.width / 2, y: storedOrigin.y + storedBounds.height / 2) }
        set {
            guard newValue != center else { return }
            willChangeAnimatable(.center)
            storedOrigin = CGPoint(x: newValue.x - storedBounds.width / 2, y: newValue.y - storedBounds.height / 2)
            superview?.subviewGeometryDidChange(self)
        }
    }

    /// The affine transform applied about the centre. Auto Layout ignores it (it lays out untransformed frames).
    /// Setting it replaces the layer's 3D transform with its 3D form.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            willChangeAnimatable(.transform)
            storedTransform = newValue
            layer.nonAffineTransform = nil
        }
    }

    /// Called when the bounds change: a new size or origin asks for a layout pass.
    package func boundsDidChange(from old: CGRect) {
        setNeedsLayout()
        guard old.size != storedBounds.size else { return }
        // Whoever changed the size (code, the window, Auto Layout), the subviews' masks follow it (semantics V20).
        if flags.autoresizesSubviews { autoresizeSubviews(from: old.size) }
        superview?.subviewGeometryDidChange(self)
    }

    /// A subview moved or was resized; subclasses that depend on their subviews' frames (none here) override.
    func subviewGeometryDidChange(_ subview: UIView) {}

    /// The bounding box of the bounds, transformed about the centre, in superview coordinates.
    private func transformedBoundingBox(size: CGSize) -> CGRect {
        let corners = [
            CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
            CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2),
        ].map { storedTransform.apply(to: $0) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: center.x + minX, y: center.y + minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    // MARK: Tree events (override points)

    /// Called before the view moves to `newSuperview` (`nil`: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (`nil`: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a window (or left one).
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (override points; the pass is in UIView+Layout.swift)

    /// Lays out the subviews. The default does nothing of its own (Auto Layout, when it is used, applies the
    /// solved frames here); override to set subviews' frames. Called by the layout pass, never directly.
    open func layoutSubviews() {}

    /// Marks the view as needing layout; the next ``layoutIfNeeded()`` on it or an ancestor lays it out.
    open func setNeedsLayout() { needsLayout = true }

    /// Whether a view of this class builds its constraints in ``updateConstraints()``: such a view gets that call
    /// before its first layout without asking. Default `false`.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Updates the view's constraints in one batch, in the update pass that precedes layout (subviews first). Override
    /// to add or change constraints; call `super` last. Runs after ``setNeedsUpdateConstraints()`` (V14).
    open func updateConstraints() {}

    /// Called by the layout pass before Auto Layout and ``layoutSubviews()`` (scroll views re-read their safe area).
    func prepareForLayoutSubviews() {}

    /// Runs the layout pass now if the view or an ancestor needs it: from the topmost ancestor that needs layout,
    /// every view in the subtree that needs layout gets ``layoutSubviews()``, parents before children (V4).
    open func layoutIfNeeded() { runLayoutPass() }

    /// The size that best fits `size`. The default returns the current bounds' size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        frame.origin = origin
    }

    /// The size the view's content needs; ``UIView/noIntrinsicMetric`` on an axis with none. The default has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells the layout that ``intrinsicContentSize`` changed: the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        autoLayoutIntrinsicSizeDidChange()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Called when the effective layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area insets change.
    open func safeAreaInsetsDidChange() {}

    // MARK: Appearance (stored as data)

    /// The background colour; `nil` (clear) by default. Mirrored to ``CALayer/backgroundColor``.
    open var backgroundColor: UIColor? {
        willSet { willChangeAnimatable(.backgroundColor) }
        didSet { layer.backgroundColor = backgroundColor?.resolvedColor(with: traitCollection).cgColor }
    }
    /// The opacity, 0 to 1. Default 1. Mirrored to the layer's `opacity`.
    open var alpha: CGFloat = 1 {
        willSet { willChangeAnimatable(.alpha) }
        didSet { layer.opacity = Float(alpha) }
    }
    /// Whether the view is hidden (and its subtree with it). Default `false`; it does not consult superviews.
    open var isHidden: Bool = false {
        didSet { layer.isHidden = isHidden }
    }
    /// Whether the view is opaque (a drawing hint). Default `true`.
    open var isOpaque: Bool = true
    /// Whether subviews are clipped to the bounds: the layer's ``CALayer/masksToBounds``.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// How content is laid out when the bounds change. Default `.scaleToFill`.
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            propagateTintColorChange()
        }
    }
    /// Called when the effective ``tintColor`` changes (the view's own or an ancestor's).
    open func tintColorDidChange() {}
    /// Whether the view (and its subtree) receives touches. Default `true`.
    open var isUserInteractionEnabled: Bool = true
    /// Whether the view flips for right-to-left languages. Default `.unspecified`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsLayout() }
    }

    // MARK: Traits (override points; propagation in UIView+Traits.swift)

    /// The traits of the view's environment: its window's, as its view controllers and ancestors pass them down,
    /// with this view's ``traitOverrides`` applied.
    open var traitCollection: UITraitCollection {
        // Traits change only through propagation and the tree (V18): a collection computed since then still holds.
        if let cached = cachedTraitCollection, cached.generation == UIView.traitsGeneration { return cached.traits }
        let traits = traitOverrides.applied(to: inheritedTraitCollection)
        cachedTraitCollection = (UIView.traitsGeneration, traits)
        return traits
    }

    /// Bumped whenever traits may have changed anywhere (a propagation, a view or view controller moved): trait
    /// collections cached before it are computed again.
    static var traitsGeneration = 0
    var cachedTraitCollection: (generation: Int, traits: UITraitCollection)?

    /// Traits that replace the inherited ones for this view and its subtree (iOS 17's `traitOverrides`).
    public var traitOverrides = UITraitOverrides() {
        didSet { propagateTraitChanges() }
    }

    /// The light or dark appearance forced on this view and its subtree; `.unspecified` inherits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle ?? .unspecified }
        set { traitOverrides.userInterfaceStyle = newValue == .unspecified ? nil : newValue }
    }

    /// Called when ``traitCollection`` changed, with the previous traits.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called whenever the effective traits change, in or out of a window (the face's own views follow it).
    func effectiveTraitsDidChange(from previous: UITraitCollection?) {}

    // MARK: Hit testing (override points; conversion in UIView+Geometry.swift)

    /// Whether `point` (in the view's coordinates) is inside the view: inside ``bounds`` by default.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The frontmost view of the subtree containing `point` (in the view's coordinates): `nil` when the view is
    /// hidden, does not take touches, is nearly transparent (alpha < 0.01) or `point` is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    // MARK: Tag

    /// An integer that identifies the view in ``viewWithTag(_:)``. Default 0.
    open var tag: Int = 0

    /// The first view in this subtree (this view first, then depth-first in subview order) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

extension UIView {
    /// Boolean settings kept together.
    struct Flags {
        var preservesSuperviewLayoutMargins = false
        var insetsLayoutMarginsFromSafeArea = true
        var autoresizesSubviews = true
        /// ``updateConstraints()`` must run in the next update pass (UIView+UpdateConstraints.swift).
        var needsUpdateConstraints = false
        /// The view or a descendant needs ``updateConstraints()``: the pass descends here.
        var subtreeNeedsUpdateConstraints = false
        /// Whether the class's ``requiresConstraintBasedLayout`` mark has been made.
        var madeInitialConstraintsMark = false
    }
}

extension CGAffineTransform {
    /// The point transformed by the matrix (`x·a + y·c + tx`, `x·b + y·d + ty`).
    func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: point.x * a + point.y * c + tx, y: point.x * b + point.y * d + ty)
    }

    /// The inverse matrix, or `nil` when the determinant is zero.
    var inverse: CGAffineTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        let ia = d / determinant, ib = -b / determinant, ic = -c / determinant, id = a / determinant
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }
}
