import CompositionalLayout
import Foundation

/// Supplies the collection view's data by index: counts and configured views.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int
    /// A configured cell, dequeued from `collectionView`.
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell
    /// A configured supplementary view, or `nil` if there is none (an error when the layout has the element).
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
        -> ReusableView?
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
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView)
        throws -> ReusableView?
    { nil }
    public func canMoveItem(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool { false }
    public func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
        throws(CollectionViewError)
    {}
    public func didMoveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView) {}
}

/// Hears about selection, highlighting, focus, display and scrolling. Every method has a default.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didMoveFocusTo indexPath: IndexPath?)
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind kind: String,
        at indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath)
    /// The collection view's own content offset changed (not an orthogonal section's).
    func collectionViewDidScroll(_ collectionView: CollectionView)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didMoveFocusTo indexPath: IndexPath?) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: ReusableView, forElementKind kind: String,
        at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: ReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {}
    public func collectionViewDidScroll(_ collectionView: CollectionView) {}
}
