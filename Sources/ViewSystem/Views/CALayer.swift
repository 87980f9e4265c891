import Foundation

/// The corners a layer's `cornerRadius` rounds (Core Animation's raw values).
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How rounded corners are drawn.
public enum CALayerCornerCurve: String, Sendable, Hashable {
    /// Circular arcs.
    case circular
    /// Continuous (squircle) corners.
    case continuous
}

/// A view's backing layer: its appearance stored as data so that renderers can draw it. No pixels; the geometry is
/// the view's (``frame``, ``bounds`` and ``position`` read it).
@MainActor
open class CALayer {
    /// The view the layer backs.
    weak var delegateView: UIView?

    /// Creates a layer (views make their own).
    public init() {}

    /// The geometry of a copy made by `presentation()`.
    var presentedGeometry: PresentedGeometry?

    /// The layer's frame in its superlayer: the view's frame.
    open var frame: CGRect { delegateView?.frame ?? presentedGeometry?.frame ?? .zero }
    /// The layer's bounds: the view's bounds.
    open var bounds: CGRect { delegateView?.bounds ?? presentedGeometry?.bounds ?? .zero }
    /// The layer's position (anchor point in the middle): the view's centre.
    open var position: CGPoint { delegateView?.center ?? presentedGeometry?.position ?? .zero }

    /// The radius of the rounded corners. Default 0.
    open var cornerRadius: CGFloat = 0
    /// Which corners are rounded. Default all four.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The corner curve. Default `.circular`.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// The width of the border drawn inside the bounds. Default 0.
    open var borderWidth: CGFloat = 0
    /// The border colour. Default opaque black.
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The background colour (the view's `backgroundColor`, resolved). Default `nil`.
    open var backgroundColor: CGColor?
    /// Whether sublayers are clipped to the bounds (the view's `clipsToBounds`). Default `false`.
    open var masksToBounds: Bool = false
    /// The layer's 3D transform about its centre: the 3D form of the view's `transform` unless a transform with
    /// perspective or depth was set. Setting it sets the view's `transform` to its affine part (renderers draw that
    /// part; semantics CL14).
    open var transform: CATransform3D {
        get {
            if let nonAffineTransform { return nonAffineTransform }
            guard let delegateView else { return ownAffineTransform }
            return CATransform3DMakeAffineTransform(delegateView.transform)
        }
        set {
            if let delegateView {
                delegateView.transform = CATransform3DGetAffineTransform(newValue)
            } else {
                ownAffineTransform = CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(newValue))
            }
            nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    /// The 3D transform last set when it is not affine.
    var nonAffineTransform: CATransform3D?
    /// The affine transform of a layer that backs no view.
    private var ownAffineTransform = CATransform3DIdentity

    /// The layer's position on the z axis: higher draws above siblings. Default 0.
    open var zPosition: CGFloat = 0
    /// The opacity, 0 to 1 (the view's `alpha`). Default 1.
    open var opacity: Float = 1
    /// Whether the layer is hidden (the view's `isHidden`). Default `false`.
    open var isHidden: Bool = false
    /// The shadow colour. Default opaque black.
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The shadow's opacity, 0 to 1. Default 0 (no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset. Default (0, −3), Core Animation's.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape in the layer's coordinates (`UIBezierPath(roundedRect:cornerRadius:).cgPath`). Default
    /// `nil`: the layer's own shape.
    open var shadowPath: CGPath?
    /// The rectangle of ``shadowPath`` (setting it makes a rectangular path).
    open var shadowRect: CGRect? {
        get { shadowPath?.boundingBox }
        set { shadowPath = newValue.map { CGPath(rect: $0, transform: nil) } }
    }
}
