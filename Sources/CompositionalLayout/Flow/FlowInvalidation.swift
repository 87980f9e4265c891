import Foundation

/// What an invalidation of a flow layout names — UIKit's `UICollectionViewFlowLayoutInvalidationContext` and the
/// flags of its base class — and so how the next solve treats the previous solution (semantics LY3).
public struct FlowInvalidation: Sendable, Hashable {
    /// Whether the whole layout is invalid (`invalidateLayout()`; a property changed).
    public var everything: Bool
    /// Whether the numbers of sections and items changed (reloads, batch updates, environment changes).
    public var dataSourceCounts: Bool
    /// Whether the providers (the delegate) are asked again for item sizes and section metrics.
    public var delegateMetrics: Bool
    /// Whether frames are computed again; `false` keeps the solution as it is.
    public var attributes: Bool

    /// An invalidation; the defaults are those of a new `UICollectionViewFlowLayoutInvalidationContext`.
    public init(everything: Bool = false, dataSourceCounts: Bool = false, delegateMetrics: Bool = true, attributes: Bool = true) {
        self.everything = everything
        self.dataSourceCounts = dataSourceCounts
        self.delegateMetrics = delegateMetrics
        self.attributes = attributes
    }

    /// Nothing to do: the state right after a solve.
    public static let none = FlowInvalidation(delegateMetrics: false, attributes: false)

    /// How the next solve treats the previous solution.
    public enum Action: Sendable, Hashable {
        /// Keep it: frames, content size and measured sizes stay as they are.
        case keep
        /// Solve again with the providers' previous answers (none is asked), keeping measured sizes.
        case reuseProviderAnswers
        /// Solve again asking the providers, keeping measured sizes.
        case askProviders
        /// Solve afresh for the data source's counts: measured sizes are dropped (the view measures again).
        case solveAfresh
    }

    /// The action: counts changed → afresh; everything → ask the providers; attributes not invalid → keep (even
    /// when the delegate metrics are: "effectively stopping the invalidation process"); otherwise solve again,
    /// asking the providers only when the delegate metrics are invalid.
    public var action: Action {
        if dataSourceCounts { return .solveAfresh }
        if everything { return .askProviders }
        if !attributes { return .keep }
        return delegateMetrics ? .askProviders : .reuseProviderAnswers
    }

    /// Both invalidations, as made one after the other before a solve: a flag set by either is set.
    public func merged(with other: FlowInvalidation) -> FlowInvalidation {
        FlowInvalidation(
            everything: everything || other.everything, dataSourceCounts: dataSourceCounts || other.dataSourceCounts,
            delegateMetrics: delegateMetrics || other.delegateMetrics, attributes: attributes || other.attributes)
    }

    /// The invalidation of a bounds change from a layout solved at `oldSize` to bounds of `newSize`: a new size
    /// asks the providers again and recomputes the frames (a delegate often sizes items from the bounds); a moved
    /// origin alone (scrolling) keeps everything — pinned headers and footers follow the scroll position in the
    /// queries themselves (F6).
    public static func boundsChange(from oldSize: CGSize?, to newSize: CGSize) -> FlowInvalidation {
        let resized = oldSize != newSize
        return FlowInvalidation(delegateMetrics: resized, attributes: resized)
    }
}
