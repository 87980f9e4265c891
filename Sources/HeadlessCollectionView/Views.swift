import CompositionalLayout
import Foundation

/// A view the collection view shows for one element: a cell, a supplementary view or a decoration view.
///
/// The headless layer owns no view class: any class conforming to this protocol can be shown (the UIKit face's
/// `UICollectionReusableView` is a `UIView`). The collection view creates views by type (``init()``), keeps them in
/// reuse queues and keeps its bookkeeping about each (reuse identifier, element, displayed attributes) in a side
/// table of its own, so a conforming class stores nothing for it.
///
/// Conforming classes are main-actor isolated, hence `Sendable`: an ``UpdateTransaction`` that names views can be
/// handed across isolation (the result of an `async` apply called from a background task), though the views
/// themselves are only touched on the main actor.
@MainActor
public protocol ReusableView: AnyObject, Sendable {
    /// Creates a view; the collection view creates views by type when a reuse queue is empty.
    init()

    /// Called when the view is taken from its reuse queue for another element, before it is configured.
    func prepareForReuse()

    /// The size the view wants for an element with estimated dimensions. Only the axes in
    /// `attributes.selfSizingAxes` are used; return `attributes.frame.size` to keep the layout's size.
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize

    /// Shows the element as `attributes` say: called when the view is dequeued for an element (before the data
    /// source configures it), when the element's layout attributes change and when a visible-items handler
    /// changes how it is displayed.
    func apply(_ attributes: ViewAttributes)
}

/// A view that shows an item: it also follows the item's selection, highlight and keyboard focus.
@MainActor
public protocol CollectionCell: ReusableView {
    /// Whether the item is selected; kept in step with the collection view's selection.
    var isSelected: Bool { get set }
    /// Whether the item is highlighted, between touch-down and touch-up of a user selection.
    var isHighlighted: Bool { get set }
    /// Whether the item has the keyboard focus; kept in step with ``CollectionView/focusedIndexPath``.
    var isFocused: Bool { get set }
}

/// Hears when the collection view starts and stops showing a view, so that a front end can put the view in (and
/// take it out of) its view tree. Called after the view's attributes are applied, and when it goes back to its
/// reuse queue.
@MainActor
public protocol ReusableViewHost: AnyObject {
    /// `view` now shows an element (it left its reuse queue or was just made).
    func collectionView(_ collectionView: CollectionView, didShow view: any ReusableView)
    /// `view` went back to its reuse queue.
    func collectionView(_ collectionView: CollectionView, didEnqueue view: any ReusableView)
    /// A layout pass is about to start, whatever started it (a query, an update's transaction, the host's own
    /// layout): the host hands over its current size, margins and safe area here, so that views are not measured
    /// against a stale container and measured again a moment later.
    func collectionViewWillLayout(_ collectionView: CollectionView)
}

extension ReusableViewHost {
    /// By default a host keeps ``CollectionView/container`` up to date itself.
    public func collectionViewWillLayout(_ collectionView: CollectionView) {}
}

/// What the collection view knows about one view it made: where it is queued and what it shows.
///
/// Kept in the collection view's side table, keyed by the view's identity. The table holds the view strongly and
/// the view holds nothing of the collection view's, so views, queues and the collection view form no cycle.
final class ViewRecord {
    let view: any ReusableView
    /// The reuse queue the view came from and goes back to.
    let poolKey: PoolKey
    /// The reuse identifier (decorations: the element kind).
    let reuseIdentifier: String
    /// What the view was last dequeued with, for messages: a registration's type or a reuse identifier.
    var dequeuedWith: String
    /// The element the view was last dequeued for (`nil`: outside any request of the collection view).
    var dequeuedFor: ElementKey?
    /// The request (`CollectionView.requestSerial`) during which the view was last dequeued; 0 outside any.
    var dequeueRequest = 0
    /// The layout pass that last showed the view.
    var generation = 0
    /// Whether something (a visible-items handler, a selection change) changed the view since its attributes
    /// were applied, so the next pass must apply them again.
    var needsAttributes = false
    /// The attributes last applied (layout attributes plus visible-items handler changes); `nil` while queued.
    var displayed: ViewAttributes?

    /// Whether the view shows `new`'s element (same key) at the same place, read in place: copying the displayed
    /// attributes out would cost more than the comparison.
    func showsSameGeometry(as new: LayoutAttributes) -> Bool {
        guard let frame = displayed?.layout.frame else { return false }
        return frame == new.frame && displayed?.layout.zIndex == new.zIndex
            && displayed?.layout.selfSizingAxes == new.selfSizingAxes
            && displayed?.layout.isPinnedToVisibleBounds == new.isPinnedToVisibleBounds
            && displayed?.layout.orthogonalScrollRegion == new.orthogonalScrollRegion
            && displayed?.layout.identity == new.identity
    }

    init(view: any ReusableView, poolKey: PoolKey, reuseIdentifier: String, dequeuedWith: String) {
        self.view = view
        self.poolKey = poolKey
        self.reuseIdentifier = reuseIdentifier
        self.dequeuedWith = dequeuedWith
    }
}
