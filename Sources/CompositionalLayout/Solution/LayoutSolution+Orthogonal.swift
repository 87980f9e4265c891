import Foundation

// Orthogonally scrolling sections (semantics L14): their scrolling geometry and resting offsets, answered
// by the shared paging math of ``OrthogonalPaging``.

extension LayoutSolution {
    /// The scrolling geometry of an orthogonally scrolling section; `nil` for other sections.
    /// - Complexity: O(1).
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? {
        guard sections.indices.contains(section), let region = orthogonalRegion(section) else { return nil }
        let scale = context.scale
        let regionLength = scale.points(region.width)
        let contentLength = scale.points(sections[section].orthogonalContentLength)
        return OrthogonalSectionGeometry(
            behavior: sections[section].orthogonalBehavior, axis: context.isTransposed ? .vertical : .horizontal,
            scrollRegion: mapper.physical(region), contentLength: contentLength,
            offsetRange: OrthogonalPaging.offsetRange(regionLength: regionLength, contentLength: contentLength),
            initialOffset: OrthogonalPaging.initialOffset(
                regionLength: regionLength, contentLength: contentLength, layoutDirection: orthogonalDirection),
            groupCount: groupCount(section))
    }

    func groupCount(_ section: Int) -> Int {
        switch sections[section].content {
        case .empty: 0
        case .uniform(let content): content.groupCount
        case .estimated(let storage): storage.content.groupCount
        }
    }

    /// The reading direction of orthogonal scrollers: mirrored in a right-to-left layout that scrolls
    /// vertically (a horizontal layout's orthogonal sections scroll vertically, L1).
    private var orthogonalDirection: LayoutDirection {
        context.isRightToLeft && !context.isTransposed ? .rightToLeft : .leftToRight
    }

    /// Where an orthogonally scrolling section comes to rest after a fling that would stop at
    /// `proposedOffset` (along the section's scrolling axis) with `velocity` (points per millisecond,
    /// positive towards larger offsets), by the section's behaviour. Offsets are physical: in a
    /// right-to-left layout the section starts at its largest offset.
    ///
    /// Group *i* rests where it sits as group 0 does at offset 0 (for `groupPagingCentered`, centred), L16.
    /// Returns `proposedOffset` for a section that does not scroll orthogonally.
    /// - Complexity: O(log g) for g groups; O(g log g) for a section with estimated sizes (its groups are
    ///   listed one by one).
    public func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat {
        guard let geometry = orthogonalGeometry(forSection: section), let region = orthogonalRegion(section) else {
            return proposedOffset
        }
        // Non-finite input is no offset to page from (R6): NaN means "where it is" (or the initial offset),
        // infinities and velocities are bounded far beyond any content.
        func finite(_ value: CGFloat, _ fallback: CGFloat) -> CGFloat {
            value.isNaN ? fallback : min(max(value, -1e15), 1e15)
        }
        let currentOffset = finite(currentOffset, geometry.initialOffset)
        let proposedOffset = finite(proposedOffset, currentOffset)
        let velocity = finite(velocity, 0)
        let model = sections[section]
        let scale = context.scale
        let direction = orthogonalDirection
        let mirror: CGFloat? = direction == .rightToLeft ? geometry.contentLength : nil
        func rest(_ groups: some OrthogonalGroupSpans) -> CGFloat {
            OrthogonalPaging.restingOffset(
                behavior: model.orthogonalBehavior, groups: groups, regionLength: scale.points(region.width),
                contentLength: geometry.contentLength, layoutDirection: direction, currentOffset: currentOffset,
                proposedOffset: proposedOffset, velocity: velocity)
        }
        // Group 0's leading edge in the scroller's content (unmirrored), in pixels.
        let leading = model.groupOriginX - region.x
        switch model.content {
        case .empty:
            return rest(ExplicitGroupSpans(starts: [], lengths: []))
        case .uniform(let content):
            // A partial last group is shorter, but its centred resting offset lies past the end of the range
            // (the centring trailing inset is the full group's, L14), so the common pitch serves every group.
            let length = content.full.size.width
            return rest(
                UniformGroupSpans(
                    groupCount: content.groupCount, leadingInset: scale.points(leading), length: scale.points(length),
                    spacing: scale.points(content.stride - length), mirroredContentLength: mirror))
        case .estimated(let storage):
            let estimated = storage.content
            let lengths = (0..<estimated.groupCount).map { scale.points(estimated.extent(ofGroup: $0)) }
            return rest(
                ExplicitGroupSpans(
                    starts: (0..<estimated.groupCount).map { group in
                        let start = scale.points(leading + estimated.offset(ofGroup: group))
                        return mirror.map { $0 - start - lengths[group] } ?? start
                    }, lengths: lengths))
        }
    }
}
