import Foundation

/// What an invalidation of a layout names: everything, the data source's counts, particular elements, and
/// adjustments of the content offset and size. Subclass it (with ``UICollectionViewLayout/invalidationContextClass``)
/// to carry more.
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is invalid (``UICollectionViewLayout/invalidateLayout()`` and reloads set it).
    public internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items changed (reloads and batch updates set it).
    public internal(set) var invalidateDataSourceCounts = false
    /// The items named by ``invalidateItems(at:)``; `nil` when none.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements named, by kind; `nil` when none.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements named, by kind; `nil` when none.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view moves its content offset when the invalidation happens.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes, for the layout's own use (the collection view reads the layout's
    /// ``UICollectionViewLayout/collectionViewContentSize`` again after ``UICollectionViewLayout/prepare()``; CL5).
    open var contentSizeAdjustment: CGSize = .zero

    /// An empty context: nothing named, no adjustment.
    public required init() {}

    /// Names items whose attributes are invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary elements of `elementKind` whose attributes are invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedSupplementaryIndexPaths![elementKind, default: []] += indexPaths
    }

    /// Names decoration elements of `elementKind` whose attributes are invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
        invalidatedDecorationIndexPaths![elementKind, default: []] += indexPaths
    }
}

/// One change of a batch update, as a layout's ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` sees
/// it. A section change has `NSNotFound` as its item.
public final class UICollectionViewUpdateItem: CustomStringConvertible {
    /// The kind of change.
    public enum Action: Int, Sendable, Hashable {
        /// Inserted.
        case insert = 0
        /// Deleted.
        case delete = 1
        /// Reloaded.
        case reload = 2
        /// Moved.
        case move = 3
        /// Nothing.
        case none = 4
    }

    /// The index path before the update (`nil` for inserts).
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update (`nil` for deletes).
    public let indexPathAfterUpdate: IndexPath?
    /// What happens.
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The action and index paths.
    public var description: String {
        func text(_ path: IndexPath?) -> String {
            guard let path else { return "nil" }
            return path.map { $0 == NSNotFound ? "NSNotFound" : String($0) }.joined(separator: "-")
        }
        return "<UICollectionViewUpdateItem: \(updateAction) \(text(indexPathBeforeUpdate)) -> \(text(indexPathAfterUpdate))>"
    }
}
