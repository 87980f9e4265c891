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
    /// The opacity, 0 to 1. Defaults to 1.
    public var alpha: CGFloat = 1
    /// Whether the view is hidden. Defaults to `false`.
    public var isHidden: Bool = false
    /// The stacking order; higher draws above. Set from the layout's attributes.
    public var zIndex: Int = 0
    /// The view's transform. Defaults to the identity.
    public var transform: AffineTransform2D = .identity
    /// The layout's attributes last applied to the view (before visible-items handler changes).
    public internal(set) var layoutAttributes: LayoutAttributes?
    /// The element the view currently shows.
    public var indexPath: IndexPath? { layoutAttributes?.indexPath }
    /// Whether the view shows a cell, a supplementary or a decoration; `nil` while not showing an element.
    public var elementCategory: ElementCategory? { layoutAttributes?.category }
    /// The supplementary or decoration kind; `nil` for cells and while not showing an element.
    public var elementKind: String? { layoutAttributes?.elementKind }
    /// The centre of the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Creates a view; the collection view creates views by type when its reuse queue is empty.
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
    /// Whether the item is selected; kept in step with the collection view's selection.
    open var isSelected: Bool = false
    /// Whether the item is highlighted, between touch-down and touch-up of a user selection.
    open var isHighlighted: Bool = false
    /// Whether the item has the keyboard focus; kept in step with ``CollectionView/focusedIndexPath``.
    open var isFocused: Bool = false

    /// Creates a cell; the collection view creates cells by type when its reuse queue is empty.
    public required init() { super.init() }

    /// Called when the cell is dequeued for another item, before it is configured. Call `super` when overriding.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }
}
