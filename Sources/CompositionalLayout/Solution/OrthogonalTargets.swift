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
    let groupCount: Int
    /// The offset at which group `i` rests (ascending in `i`); group 0 rests at 0.
    let groupOffset: (Int) -> CGFloat

    var maximumOffset: CGFloat { max(0, contentLength - regionLength) }

    func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maximumOffset) }

    /// Where the scroller comes to rest after a fling to `proposed` from `current` with `velocity`
    /// (points per millisecond; below 0.2 in magnitude counts as none).
    func target(proposed: CGFloat, current: CGFloat, velocity: CGFloat) -> CGFloat {
        let direction = abs(velocity) < 0.2 ? 0 : (velocity > 0 ? 1 : -1)
        let tolerance: CGFloat = 1e-6
        switch behavior {
        case .none, .continuous:
            return clamped(proposed)
        case .continuousGroupLeadingBoundary:
            return clamped(nearestGroupOffset(to: proposed))
        case .paging:
            guard regionLength > 0 else { return clamped(proposed) }
            let page: CGFloat
            switch direction {
            case 1: page = (current / regionLength + tolerance).rounded(.down) + 1
            case -1: page = (current / regionLength - tolerance).rounded(.up) - 1
            default: page = (proposed / regionLength).rounded()
            }
            return clamped(page * regionLength)
        case .groupPaging, .groupPagingCentered:
            guard groupCount > 0 else { return clamped(proposed) }
            switch direction {
            case 1:
                // The first group boundary after the current offset.
                let next = firstGroup(withOffsetAbove: current + tolerance)
                return clamped(groupOffset(min(next, groupCount - 1)))
            case -1:
                let previous = firstGroup(withOffsetAbove: current - tolerance) - 1
                return clamped(groupOffset(max(previous, 0)))
            default:
                return clamped(nearestGroupOffset(to: proposed))
            }
        }
    }

    /// The first group whose offset is above `offset` (`groupCount` if none), by binary search.
    private func firstGroup(withOffsetAbove offset: CGFloat) -> Int {
        var low = 0
        var high = groupCount
        while low < high {
            let middle = (low + high) / 2
            if groupOffset(middle) > offset { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func nearestGroupOffset(to offset: CGFloat) -> CGFloat {
        guard groupCount > 0 else { return offset }
        let above = firstGroup(withOffsetAbove: offset)
        let candidates = [above - 1, above].filter { $0 >= 0 && $0 < groupCount }
        return candidates.map(groupOffset).min { abs($0 - offset) < abs($1 - offset) } ?? offset
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
        case .estimated(let storage): storage.content.groupCount
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
        let content = sections[section].content
        let scale = context.scale
        let targets = OrthogonalTargets(
            behavior: sections[section].orthogonalBehavior,
            regionLength: scale.points(orthogonalRegion(section)?.width ?? 0), contentLength: geometry.contentLength,
            groupCount: geometry.groupCount
        ) { group in
            switch content {
            case .empty: 0
            case .uniform(let uniform): scale.points(group * uniform.stride)
            case .estimated(let storage): scale.points(storage.content.offset(ofGroup: group))
            }
        }
        let maximum = geometry.offsetRange.upperBound
        let mirrored = context.isRightToLeft && !context.isTransposed
        // Solve in left-to-right scroller coordinates: a right-to-left offset o is maximum - o there.
        let proposed = mirrored ? maximum - proposedOffset : proposedOffset
        let current = mirrored ? maximum - currentOffset : currentOffset
        let target = targets.target(proposed: proposed, current: current, velocity: mirrored ? -velocity : velocity)
        return mirrored ? maximum - target : target
    }
}
