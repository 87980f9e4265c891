import Foundation

/// A flow solution kept between the preparations of a flow layout object, as UIKit's flow layout keeps its layout:
/// invalidations accumulate until the next ``prepare(layout:itemCounts:container:traits:)``, which solves again only
/// what they name (``FlowInvalidation/action``), and preferred item sizes go straight into the solution's
/// measured-size store, the only place they are kept (semantics LY3, H19).
public struct PreparedFlow: Sendable {
    /// The solution of the last preparation; `nil` before the first.
    public private(set) var solution: FlowSolution?
    /// What was invalidated since the last preparation.
    public private(set) var pending = FlowInvalidation(everything: true, dataSourceCounts: true)

    /// Nothing solved yet.
    public init() {}

    /// Whether the solution moved through a batch update whose invalidation of the counts comes next.
    private var hasAppliedUpdate = false

    /// Records an invalidation for the next preparation. The counts invalidation of a batch update the solution
    /// already moved through (``apply(_:)``) invalidates nothing more: `apply` asked the providers about the items
    /// that changed and re-packed what they moved, as the plain layout does (LY5); its flow flags (both `true` in
    /// every context the view makes) would otherwise solve every section again.
    public mutating func invalidate(_ invalidation: FlowInvalidation) {
        var invalidation = invalidation
        if hasAppliedUpdate && !invalidation.everything && invalidation.dataSourceCounts { invalidation = .none }
        hasAppliedUpdate = false
        pending = pending.merged(with: invalidation)
    }

    /// Moves the solution through a batch update before the update invalidates the counts, measured sizes carried
    /// by its mapping (H19). Nothing is done when the solution is not up to date (the counts were invalidated since
    /// it was prepared); a solution the update cannot move is dropped, to be solved afresh.
    public mutating func apply(_ update: LayoutUpdate) {
        guard var current = solution, !pending.dataSourceCounts else { return }
        solution = nil  // uniquely referenced storage while it moves
        do throws(LayoutError) { try current.apply(update) } catch { return }
        solution = current
        hasAppliedUpdate = true
    }

    /// Keeps a measured (preferred) size of an item of an estimated section; lines re-pack from the item's line
    /// at once (F7), so no further solve is needed. Returns whether anything moved.
    /// - Throws: ``LayoutError`` for a size that is not finite or negative.
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        guard solution != nil else { return false }
        return try solution!.setMeasuredSize(size, forItemAt: indexPath)
    }

    /// Brings the solution up to date with what was invalidated: solved afresh when there is none yet, the counts
    /// differ or were invalidated; otherwise kept or solved again as ``FlowInvalidation/action`` says. `layout` is
    /// only asked for when the providers are.
    /// - Throws: ``LayoutError``; the solution and what is pending are then unchanged.
    public mutating func prepare(
        layout: () -> FlowLayout, itemCounts: [Int], container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        guard var current = solution, current.itemCounts == itemCounts else {
            solution = try FlowSolution(layout: layout(), itemCounts: itemCounts, container: container, traits: traits)
            pending = .none
            return
        }
        switch pending.action {
        case .keep: break
        case .reuseProviderAnswers:
            try current.update(layout: current.layoutReusingProviderAnswers, container: container, traits: traits)
        case .askProviders: try current.update(layout: layout(), container: container, traits: traits)
        case .solveAfresh:
            current = try FlowSolution(layout: layout(), itemCounts: itemCounts, container: container, traits: traits)
        }
        solution = current
        pending = .none
    }

    /// The invalidation of a bounds change to `newBounds` (``FlowInvalidation/boundsChange(from:to:)``), measured
    /// against the container the solution was prepared for.
    public func invalidation(forBoundsChange newBounds: CGRect) -> FlowInvalidation {
        FlowInvalidation.boundsChange(from: solution?.container.size, to: newBounds.size)
    }
}

extension FlowSolution {
    /// The number of items of every section.
    public var itemCounts: [Int] { sections.map(\.itemCount) }

    /// This solution's layout with providers answering what its providers answered when it was solved — section
    /// metrics, and the sizes of per-item sections — so that solving it again asks no provider (UIKit's flow
    /// layout keeping its delegate metrics, LY3). Sections past the solved ones fall back to the layout's own.
    public var layoutReusingProviderAnswers: FlowLayout {
        var reused = layout
        reused.recordedFrom = FlowProviderOrigin(layout.withLiveProviders)
        let (sections, scale, isTransposed) = (sections, scale, isTransposed)
        let defaults = layout.sectionMetrics
        let itemSize = layout.itemSize
        reused.sectionMetricsProvider = { section in
            sections.indices.contains(section) ? sections[section].metrics : defaults
        }
        // A section solved by arithmetic stays so; one whose provider sized its items is sized from the record.
        reused.providerSizesItems = { indexPath in
            guard sections.indices.contains(indexPath[0]), case .variable = sections[indexPath[0]].lines else { return false }
            return true
        }
        reused.itemSizeProvider = { indexPath in
            let (section, item) = (indexPath[0], indexPath[1])
            guard sections.indices.contains(section), case .variable(let lines) = sections[section].lines,
                !lines.isEstimated, item >= 0, item < sections[section].itemCount
            else { return sections.indices.contains(section) ? sections[section].metrics.itemSize ?? itemSize : itemSize }
            let pixels = lines.size(of: item)
            let size = CGSize(width: scale.points(pixels.width), height: scale.points(pixels.height))
            return isTransposed ? size.transposed : size
        }
        return reused
    }
}
