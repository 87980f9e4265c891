import CompositionalLayout
import Foundation

/// A view the collection view shows for one element: a cell, a supplementary view or a decoration view.
///
/// There are no pixels: a view is its geometry and state. Views are created by type (`required init()`),
/// kept in reuse queues by reuse identifier, and configured by the data source or a registration.
@MainActor
open class ReusableView {
    /// The identifier of the reuse queue the view came from and goes back to.
    public internal(set) var reuseIdentifier: String?
    /// The reuse queue the view belongs to.
    var queue: ReuseQueue?
    /// The collection view that created the view (views are never shared between collection views).
    public internal(set) weak var collectionView: CollectionView?
    /// The layout pass that last showed the view.
    var generation = 0
    /// Whether something (a visible-items handler, a selection change) changed the view since its
    /// attributes were applied, so the next pass must apply them again.
    var needsAttributes = false
    /// The frame in the collection view's content coordinates, as displayed (after pinning, orthogonal
    /// scrolling and visible-items handlers).
    public var frame: CGRect = .zero
    public var alpha: CGFloat = 1
    public var isHidden: Bool = false
    public var zIndex: Int = 0
    public var transform: AffineTransform2D = .identity
    /// The layout's attributes last applied to the view (before visible-items handler changes).
    public internal(set) var layoutAttributes: LayoutAttributes?
    /// The element the view currently shows.
    public var indexPath: IndexPath? { layoutAttributes?.indexPath }
    public var elementCategory: ElementCategory? { layoutAttributes?.category }
    public var elementKind: String? { layoutAttributes?.elementKind }
    /// The centre of the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    public required init() {}

    /// Called when the view is taken from its reuse queue for another element, before it is configured.
    open func prepareForReuse() {}

    /// The size the view wants for an element with estimated dimensions. The default keeps the layout's size.
    /// Only the axes in `attributes.selfSizingAxes` are used.
    open func preferredSize(fitting attributes: LayoutAttributes) -> CGSize { attributes.frame.size }

    /// Called after the layout's attributes are applied (UIKit's `apply(_:)`).
    open func apply(_ attributes: LayoutAttributes) {}
}

/// A view that shows an item.
@MainActor
open class CollectionCell: ReusableView {
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var isFocused: Bool = false

    public required init() { super.init() }

    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}
