import CompositionalLayout
import Foundation

/// Supplies the collection view's data by index: counts and configured views.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int
    /// A configured cell, dequeued from `collectionView`.
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell
    /// A configured supplementary view, or `nil` if there is none (an error when the layout has the element).
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
        -> (any ReusableView)?
    /// Whether the user may move the item (UIKit's `collectionView(_:canMoveItemAt:)`). Default: `false`.
    func canMoveItem(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool
    /// The user moved an item: from now on the data source must report it at `destination` (its index path after
    /// the move; UIKit's `collectionView(_:moveItemAt:to:)`). The view then shows the move. Default: nothing.
    func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
        throws(CollectionViewError)
    /// The view has shown a user's move (after ``moveItem(at:to:in:)``). Default: nothing.
    func didMoveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
}

extension CollectionViewDataSource {
    /// Returns 1: a single section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// Returns `nil`: no supplementary views.
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView)
        throws -> (any ReusableView)?
    { nil }
    /// Returns `false`: items cannot be moved by the user.
    public func canMoveItem(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool { false }
    /// Does nothing.
    public func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
        throws(CollectionViewError)
    {}
    /// Does nothing.
    public func didMoveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView) {}
}

/// Hears about selection, highlighting, focus, display and scrolling. Every method has a default.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Whether a user selection (a tap or the primary key) may select the item. Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item. Not called by ``CollectionView/selectItem(at:scrollPosition:)``.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a user selection may deselect the item (multiple selection). Default: `true`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A user selection deselected the item (toggled, or replaced in single selection). Default: nothing.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A user selection highlighted the item. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// A user selection ended the item's highlight. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item can take the keyboard focus. Default: `true`.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The keyboard focus moved to `indexPath`, or was taken away (`nil`). Default: nothing.
    func collectionView(_ collectionView: CollectionView, didMoveFocusTo indexPath: IndexPath?)
    /// A cell is about to be shown for the item. Default: nothing.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: any CollectionCell, forItemAt indexPath: IndexPath)
    /// A cell stopped showing the item and went back to its reuse queue. Default: nothing.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: any CollectionCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: any ReusableView, forElementKind kind: String,
        at indexPath: IndexPath)
    /// A supplementary view stopped being shown and went back to its reuse queue. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: any ReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath)
    /// The collection view's own content offset changed (not an orthogonal section's).
    func collectionViewDidScroll(_ collectionView: CollectionView)
}

extension CollectionViewDelegate {
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Returns `true`.
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didMoveFocusTo indexPath: IndexPath?) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: any CollectionCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: any CollectionCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: any ReusableView, forElementKind kind: String,
        at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: any ReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionViewDidScroll(_ collectionView: CollectionView) {}
}
