import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// Where one element is and how it is shown: a cell, a supplementary view or a decoration view.
///
/// As in UIKit, an `NSObject` that is copied (`copy(with:)`) whenever the collection view keeps or hands out
/// attributes, and compared with `isEqual(_:)` to decide whether a view is given its attributes again: a subclass
/// with properties of its own overrides both (and calls `super`). The untransformed rectangle (`center`, `size`)
/// and `transform` are stored; `frame` is the bounding box of the transformed bounds (the untransformed rectangle
/// when the transform is the identity), and setting it sets `center` and `size`. `transform3D` and `transform` are
/// one value, as in UIKit: setting either replaces the other (semantics CL14).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The untransformed rectangle (kept as a rectangle, so that frames without a transform stay exact).
    private var untransformed: CGRect = .zero
    /// The centre of the element in the collection view's content coordinates; setting it moves the element.
    open var center: CGPoint {
        get { CGPoint(x: untransformed.midX, y: untransformed.midY) }
        set {
            untransformed.origin = CGPoint(
                x: newValue.x - untransformed.width / 2, y: newValue.y - untransformed.height / 2)
        }
    }
    /// The element's untransformed size; setting it keeps the centre.
    open var size: CGSize {
        get { untransformed.size }
        set {
            let center = self.center
            untransformed = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The bounding box of the element as displayed (projected through `transform3D` when it is not affine);
    /// setting it sets `center` and `size`.
    open var frame: CGRect {
        get {
            if let transform3D = nonAffineTransform { return projectedBoundingBox(transform3D) }
            return transform.isIdentity ? untransformed : transformedBoundingBox()
        }
        set { untransformed = newValue }
    }
    /// The element's size at origin zero; setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// The untransformed frame: centred on `center`, `size` large — where the view's bounds go before its
    /// transform.
    var untransformedFrame: CGRect { untransformed }

    /// The box around the bounds' corners transformed about the centre.
    private func transformedBoundingBox() -> CGRect {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        let corners = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)]
        let xs = corners.map { center.x + transform.a * $0.0 + transform.c * $0.1 + transform.tx }
        let ys = corners.map { center.y + transform.b * $0.0 + transform.d * $0.1 + transform.ty }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    /// The transform applied when displayed; identity by default. Setting it sets `transform3D` to its 3D form.
    open var transform: CGAffineTransform = CGAffineTransform(AffineTransform2D.identity) {
        didSet { nonAffineTransform = nil }
    }

    /// The 3D transform applied when displayed: the 3D form of `transform` unless a 3D transform with perspective or
    /// depth was set. Setting it sets `transform` to its affine part.
    open var transform3D: CATransform3D {
        get { nonAffineTransform ?? CATransform3DMakeAffineTransform(transform) }
        set {
            transform = CATransform3DGetAffineTransform(newValue)
            nonAffineTransform = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    /// The 3D transform last set when it is not affine (then ``transform`` holds only its affine part).
    private(set) var nonAffineTransform: CATransform3D?

    /// The box around the bounds' corners transformed about the centre and projected (Core Animation's frame of a
    /// layer with a 3D transform); the untransformed rectangle when a corner falls behind the eye.
    private func projectedBoundingBox(_ transform3D: CATransform3D) -> CGRect {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        let corners = [(-halfWidth, -halfHeight), (halfWidth, -halfHeight), (-halfWidth, halfHeight), (halfWidth, halfHeight)]
        let projected = corners.compactMap { transform3D.project(CGPoint(x: $0.0, y: $0.1)) }
        guard projected.count == 4 else { return untransformed }
        let xs = projected.map { center.x + $0.x }, ys = projected.map { center.y + $0.y }
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
    /// The opacity, 0 to 1; 1 by default.
    open var alpha: CGFloat = 1
    /// Stacking order; 0 by default.
    open var zIndex: Int = 0
    /// The axes the layout estimates, which self-sizing measures (Auto Layout's fitting priorities follow them).
    var selfSizingAxes: SizingAxes = []
    /// Whether the element is hidden; `false` by default.
    open var isHidden: Bool = false
    /// The index path of the element.
    open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    public let representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary or decoration view; `nil` for cells.
    public let representedElementKind: String?

    /// Attributes of an element of `category` and `kind` at `indexPath`, with a zero frame. Not in UIKit: the
    /// designated initialiser the convenience ones (and `copy(with:)`) share.
    required public init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes of a cell with an empty index path (UIKit's `init()`).
    public override convenience init() {
        self.init(category: .cell, kind: nil, indexPath: IndexPath())
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// Attributes of a supplementary view.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(category: .supplementaryView, kind: elementKind, indexPath: indexPath)
    }

    /// Attributes of a decoration view.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(category: .decorationView, kind: decorationViewKind, indexPath: indexPath)
    }

    /// The layout layer's attributes, as Apple's class.
    convenience init(_ attributes: LayoutAttributes) {
        self.init(
            category: UICollectionView.ElementCategory(attributes.category), kind: attributes.elementKind,
            indexPath: attributes.indexPath)
        update(from: attributes)
    }

    /// Sets every mutable property from the layout layer's attributes (as a fresh object would have them).
    func update(from attributes: LayoutAttributes) {
        indexPath = attributes.indexPath
        selfSizingAxes = attributes.selfSizingAxes
        frame = attributes.frame
        zIndex = attributes.zIndex
        transform = CGAffineTransform(AffineTransform2D.identity)
        alpha = 1
        isHidden = false
    }

    /// Sets every mutable property from the headless layer's displayed attributes (visible-items handler changes
    /// included).
    func update(from attributes: ViewAttributes) {
        indexPath = attributes.layout.indexPath
        transform = CGAffineTransform(attributes.transform)
        frame = attributes.frame
        zIndex = attributes.zIndex
        alpha = attributes.alpha
        isHidden = attributes.isHidden
    }

    /// A new object of the same class with the same properties. Subclasses with properties of their own override
    /// it, call `super` and copy theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.untransformed = untransformed
        copy.transform = transform
        copy.nonAffineTransform = nonAffineTransform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// Whether `object` is attributes of the same class, element and appearance (centre, size, transform, alpha,
    /// zIndex, hidden). Subclasses with properties of their own override it and call `super`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.untransformed == untransformed
            && other.transform == transform && other.nonAffineTransform == nonAffineTransform && other.alpha == alpha && other.zIndex == zIndex
            && other.isHidden == isHidden
    }

    /// The index path's hash: equal attributes hash alike.
    open override var hash: Int { indexPath.hashValue }

    /// UIKit's format: class, index path, frame, element kind and z-index.
    open override var description: String {
        let kind = representedElementKind.map { "; elementKind: \($0)" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath.map(String.init).joined(separator: "-"))); "
            + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))\(kind); zIndex = \(zIndex)>"
    }
}
