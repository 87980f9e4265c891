import Foundation

/// Resting offsets of orthogonally scrolling sections (semantics L14), in the section's canonical
/// (left-to-right) scroller coordinates, in points.
///
/// This is the solver's own, simple version; the shared paging math may replace it.
struct OrthogonalTargets {
    let behavior: OrthogonalScrollingBehavior
    /// The scroller's viewport length along its axis.
    let regionLength: CGFloat
    /// The scroller's content length.
    let contentLength: CGFloat
    /// The offset at which group `i` rests: `i * groupStride`, for `i` in `0..<groupCount`.
    let groupStride: CGFloat
    let groupCount: Int

    var maximumOffset: CGFloat { max(0, contentLength - regionLength) }

    func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maximumOffset) }

    /// Where the scroller comes to rest after a fling to `proposed` from `current` with `velocity`
    /// (points per millisecond; below 0.2 in magnitude counts as none).
    func target(proposed: CGFloat, current: CGFloat, velocity: CGFloat) -> CGFloat {
        let direction = abs(velocity) < 0.2 ? 0 : (velocity > 0 ? 1 : -1)
        switch behavior {
        case .none, .continuous:
            return clamped(proposed)
        case .continuousGroupLeadingBoundary:
            return clamped(nearestGroupOffset(to: proposed))
        case .paging:
            guard regionLength > 0 else { return clamped(proposed) }
            let page: CGFloat
            let tolerance: CGFloat = 1e-6
            switch direction {
            case 1: page = (current / regionLength + tolerance).rounded(.down) + 1
            case -1: page = (current / regionLength - tolerance).rounded(.up) - 1
            default: page = (proposed / regionLength).rounded()
            }
            return clamped(page * regionLength)
        case .groupPaging, .groupPagingCentered:
            guard groupStride > 0, groupCount > 0 else { return clamped(proposed) }
            let tolerance: CGFloat = 1e-6
            var group: CGFloat
            switch direction {
            case 1: group = (current / groupStride + tolerance).rounded(.down) + 1
            case -1: group = (current / groupStride - tolerance).rounded(.up) - 1
            default: group = (proposed / groupStride).rounded()
            }
            group = min(max(group, 0), CGFloat(groupCount - 1))
            return clamped(group * groupStride)
        }
    }

    private func nearestGroupOffset(to offset: CGFloat) -> CGFloat {
        guard groupStride > 0, groupCount > 0 else { return offset }
        let group = min(max((offset / groupStride).rounded(), 0), CGFloat(groupCount - 1))
        return group * groupStride
    }
}

extension LayoutSolution {
    /// The scrolling geometry of an orthogonally scrolling section; `nil` for other sections.
    /// - Complexity: O(1).
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? {
        guard sections.indices.contains(section), let region = orthogonalRegion(section) else { return nil }
        let model = sections[section]
        let scale = context.scale
        let regionLength = scale.points(region.width)
        let contentLength = scale.points(model.orthogonalContentLength)
        let maximum = max(0, contentLength - regionLength)
        let rightToLeft = context.isRightToLeft && !context.isTransposed
        return OrthogonalSectionGeometry(
            behavior: model.orthogonalBehavior, axis: context.isTransposed ? .vertical : .horizontal,
            scrollRegion: mapper.physical(region), contentLength: contentLength, offsetRange: 0...maximum,
            initialOffset: rightToLeft ? maximum : 0, groupCount: groupCount(section))
    }

    func groupCount(_ section: Int) -> Int {
        switch sections[section].content {
        case .empty: 0
        case .uniform(let content): content.groupCount
        case .estimated(let content): content.groupCount
        }
    }

    /// Where an orthogonally scrolling section comes to rest after a fling that would stop at
    /// `proposedOffset` (along the section's scrolling axis) with `velocity` (points per millisecond,
    /// positive towards larger offsets), by the section's behaviour. Offsets are physical: in a
    /// right-to-left layout the section starts at its largest offset.
    ///
    /// Group boundaries are the offsets at which a group sits where the first group sits at offset 0
    /// (for `groupPagingCentered`, centred). Returns `proposedOffset` for a section that does not scroll
    /// orthogonally.
    /// - Complexity: O(1).
    public func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat {
        guard let geometry = orthogonalGeometry(forSection: section) else { return proposedOffset }
        let model = sections[section]
        let stride: Int
        switch model.content {
        case .uniform(let content): stride = content.stride
        case .estimated(let content): stride = content.groupCount > 1 ? content.offset(ofGroup: 1) : 0
        case .empty: stride = 0
        }
        let targets = OrthogonalTargets(
            behavior: model.orthogonalBehavior, regionLength: context.scale.points(orthogonalRegion(section)?.width ?? 0),
            contentLength: geometry.contentLength, groupStride: context.scale.points(stride),
            groupCount: geometry.groupCount)
        let maximum = geometry.offsetRange.upperBound
        let mirrored = context.isRightToLeft && !context.isTransposed
        // Solve in left-to-right scroller coordinates: a right-to-left offset o is maximum - o there.
        let proposed = mirrored ? maximum - proposedOffset : proposedOffset
        let current = mirrored ? maximum - currentOffset : currentOffset
        let target = targets.target(proposed: proposed, current: current, velocity: mirrored ? -velocity : velocity)
        return mirrored ? maximum - target : target
    }
}
