import CompositionalLayout
import Foundation

/// The invalidation context of ``UICollectionViewFlowLayout`` (its ``UICollectionViewLayout/invalidationContextClass``):
/// whether the flow layout asks its delegate again for sizes and metrics, and whether it computes its frames again
/// (semantics LY3). Both default to `true`, so a context made by `invalidateLayout()` or by the collection view
/// recomputes everything.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the flow layout asks its delegate (`UICollectionViewDelegateFlowLayout`) again for item sizes, insets,
    /// spacings and header and footer sizes. `false` reuses the answers it has. Default `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the flow layout computes its frames again. `false` keeps its layout as it is, even when the delegate
    /// metrics are invalidated. Default `true`.
    open var invalidateFlowLayoutAttributes = true
    /// Preferred item sizes the layout keeps when the context reaches `invalidateLayout(with:)` (set by the flow
    /// layout's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`). A message, not a store:
    /// the sizes are kept by layer 1's solution only.
    var preferredItemSizes: [(indexPath: IndexPath, size: CGSize)] = []

    /// A context that invalidates the delegate metrics and the attributes, naming no element.
    public required init() { super.init() }
}

extension UICollectionViewLayoutInvalidationContext {
    /// Layer 1's reading of the context: a context of another class invalidates the delegate metrics and the
    /// attributes.
    var flowInvalidation: FlowInvalidation {
        let flow = self as? UICollectionViewFlowLayoutInvalidationContext
        return FlowInvalidation(
            everything: invalidateEverything, dataSourceCounts: invalidateDataSourceCounts,
            delegateMetrics: flow?.invalidateFlowLayoutDelegateMetrics ?? true,
            attributes: flow?.invalidateFlowLayoutAttributes ?? true)
    }
}
