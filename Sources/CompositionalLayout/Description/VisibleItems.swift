import Foundation

/// Which kind of view an element is shown by.
public enum ElementCategory: Sendable, Hashable {
    case cell
    case supplementaryView
    case decorationView
}

/// A 2-D affine transform, as `CGAffineTransform` (which Foundation on Linux lacks).
public struct AffineTransform2D: Sendable, Hashable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(scaleX: CGFloat, y: CGFloat) { self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(translationX: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y) }
    public var isIdentity: Bool { self == .identity }
}

/// One element visible in a section, handed to a visible-items handler, which may change how it is shown.
public struct VisibleItem: Sendable, Hashable {
    public let indexPath: IndexPath
    public let category: ElementCategory
    /// The kind of a supplementary or decoration; `nil` for cells.
    public let elementKind: String?
    /// The element's layout frame (for orthogonal sections: as if the section were not scrolled).
    public let frame: CGRect
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    public var alpha: CGFloat
    public var zIndex: Int
    public var isHidden: Bool
    public var center: CGPoint
    public var transform: AffineTransform2D

    public init(
        indexPath: IndexPath, category: ElementCategory, elementKind: String?, frame: CGRect,
        alpha: CGFloat = 1, zIndex: Int = 0, isHidden: Bool = false, transform: AffineTransform2D = .identity
    ) {
        self.indexPath = indexPath
        self.category = category
        self.elementKind = elementKind
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.center = CGPoint(x: frame.midX, y: frame.midY)
        self.transform = transform
    }
}

/// Called with a section's visible items, the scroll offset (the section's own offset for orthogonal
/// sections) and the environment; the changes it makes to the items apply to what is displayed.
public typealias VisibleItemsInvalidationHandler =
    @Sendable (_ visibleItems: inout [VisibleItem], _ contentOffset: CGPoint, _ environment: LayoutEnvironment) -> Void
