import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// Where one element is and how it is shown: a cell, a supplementary view or a decoration view.
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    /// The frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of the frame; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size; setting it resizes the frame about its centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The frame's size at origin zero; setting it sets `size`.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The transform applied when displayed; identity by default.
    open var transform: CGAffineTransform = CGAffineTransform(AffineTransform2D.identity)
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
    /// designated initialiser the convenience ones (and `copy()`) share.
    required public init(category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        representedElementCategory = category
        representedElementKind = kind
        self.indexPath = indexPath
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
        frame = attributes.frame
        zIndex = attributes.zIndex
        transform = CGAffineTransform(attributes.transform)
        alpha = attributes.alpha
        isHidden = attributes.isHidden
    }

    /// A new object of the same class with the same properties.
    public func copy() -> Any {
        let copy = Self(category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// UIKit's format: class, index path, frame, element kind and z-index.
    open var description: String {
        let kind = representedElementKind.map { "; elementKind: \($0)" } ?? ""
        return "<\(type(of: self)): index path: (\(indexPath.map(String.init).joined(separator: "-"))); "
            + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))\(kind); zIndex = \(zIndex)>"
    }
}
