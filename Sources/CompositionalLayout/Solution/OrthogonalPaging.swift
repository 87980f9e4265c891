import Foundation

// Where an orthogonally scrolling section comes to rest (docs/semantics.md L14, docs/reference/collection-layout.md
// §2). The deceleration model that proposes where a fling would stop is scroll physics and lives in layer 3
// (HeadlessCollectionView's `DecelerationSimulation` and `orthogonalDecelerationRate(forSection:)`).
//
// Everything here is a pure function of numbers in the section scroller's own coordinates along its
// scrolling axis: 0 is the start of the scroller's content, offsets are physical (in a right-to-left
// layout the section starts at its largest offset, and group 0 is the right-most group).

// MARK: - Group spans

/// The groups of an orthogonally scrolling section along the scrolling axis, in physical content
/// coordinates of the section's scroller (0 …  content length).
///
/// A conformer answers for one group at a time so that a uniform section, whose groups are
/// arithmetic, never builds an array of all of them. Groups are in item order: in a left-to-right
/// layout their starts increase with the index, in a right-to-left one (mirrored content) they decrease.
protocol OrthogonalGroupSpans {
    /// The number of groups.
    var groupCount: Int { get }
    /// The smallest coordinate of group `index` (its left edge for a horizontal scroller, whatever the
    /// reading direction).
    func start(ofGroup index: Int) -> CGFloat
    /// The length of group `index` along the scrolling axis.
    func length(ofGroup index: Int) -> CGFloat
}

/// Equal groups at equal pitch: `leadingInset + i · (length + spacing)` from the leading end.
///
/// In a right-to-left layout pass the content length to mirror with: group `i` then starts at
/// `contentLength − leadingInset − length − i · (length + spacing)`.
struct UniformGroupSpans: OrthogonalGroupSpans, Sendable, Hashable {
    var groupCount: Int
    /// Where group 0's leading edge is, measured from the content's leading end.
    var leadingInset: CGFloat
    var length: CGFloat
    var spacing: CGFloat
    /// The content length to mirror across (right-to-left layouts), or `nil` for unmirrored content.
    var mirroredContentLength: CGFloat?

    init(groupCount: Int, leadingInset: CGFloat, length: CGFloat, spacing: CGFloat, mirroredContentLength: CGFloat? = nil) {
        self.groupCount = groupCount
        self.leadingInset = leadingInset
        self.length = length
        self.spacing = spacing
        self.mirroredContentLength = mirroredContentLength
    }

    /// - Complexity: O(1).
    func start(ofGroup index: Int) -> CGFloat {
        let leading = leadingInset + CGFloat(index) * (length + spacing)
        guard let mirroredContentLength else { return leading }
        return mirroredContentLength - leading - length
    }

    /// - Complexity: O(1).
    func length(ofGroup index: Int) -> CGFloat { length }
}

/// Groups given one by one (sections whose groups differ, and tests).
struct ExplicitGroupSpans: OrthogonalGroupSpans, Sendable, Hashable {
    var starts: [CGFloat]
    var lengths: [CGFloat]

    init(starts: [CGFloat], lengths: [CGFloat]) {
        precondition(starts.count == lengths.count, "ExplicitGroupSpans: \(starts.count) starts but \(lengths.count) lengths")
        self.starts = starts
        self.lengths = lengths
    }

    /// Groups laid end to end from `leadingInset` with `spacing` between them, optionally mirrored
    /// across `mirroredContentLength`.
    init(leadingInset: CGFloat, lengths: [CGFloat], spacing: CGFloat, mirroredContentLength: CGFloat? = nil) {
        var starts: [CGFloat] = []
        starts.reserveCapacity(lengths.count)
        var position = leadingInset
        for length in lengths {
            starts.append(mirroredContentLength.map { $0 - position - length } ?? position)
            position += length + spacing
        }
        self.init(starts: starts, lengths: lengths)
    }

    var groupCount: Int { starts.count }
    func start(ofGroup index: Int) -> CGFloat { starts[index] }
    func length(ofGroup index: Int) -> CGFloat { lengths[index] }
}

// MARK: - Resting offsets

/// Where an orthogonally scrolling section comes to rest (semantics L14).
///
/// The rules, in reading order (offset 0 = the section's leading end; a right-to-left layout is mapped
/// onto this and back, `reading = maxOffset − physical`, velocity negated):
/// - `continuous`: the proposed offset.
/// - `continuousGroupLeadingBoundary`: the group resting offset nearest the proposed offset.
///
/// "Nearest" ties (distances within ``tolerance`` of each other) go to the smaller reading offset, the
/// candidate nearer the section's leading end, whichever arithmetic produced the candidates.
/// - `paging`: multiples of the region length (and the end of the content); with velocity, the next
///   page past the current offset in the velocity's direction (so at most one page), else the nearest.
/// - `groupPaging`: group resting offsets; with velocity the next/previous one from the current offset
///   in the velocity's direction, else the nearest to the proposed offset.
/// - `groupPagingCentered`: as `groupPaging`, with each group resting centred.
/// - `none`: the section does not scroll; its initial offset.
///
/// A group's resting offset puts it where group 0 is at offset 0: `start(i) − start(0)` for leading
/// edges (so a group rests after the section's leading content inset, as the first group does), and
/// `centre(i) − centre(0)` for centred paging (group 0 is centred at offset 0 by the centring insets
/// of L14). Every target is clamped to `0 … max(0, contentLength − regionLength)`, and the clamped values
/// are the candidates: the end of the content is a resting place when the last groups cannot reach
/// theirs. Velocities below ``velocityThreshold`` (in magnitude) count as none.
enum OrthogonalPaging {
    /// Velocities (points per ms) below this magnitude count as no velocity.
    static let velocityThreshold: CGFloat = 0.2

    /// Offsets within this distance count as equal when stepping from the current offset (so a scroller
    /// resting on a page a rounding error short of it still moves a whole page), and distances within it
    /// count as equal when choosing the nearest candidate (a tie, which goes to the smaller reading offset).
    static let tolerance: CGFloat = 1e-6

    /// The offsets the section can rest at: `0 … max(0, contentLength − regionLength)`.
    ///
    /// - Complexity: O(1).
    static func offsetRange(regionLength: CGFloat, contentLength: CGFloat) -> ClosedRange<CGFloat> {
        0...max(0, contentLength - regionLength)
    }

    /// The offset a section starts at: the leading end (the largest offset in a right-to-left layout).
    ///
    /// - Complexity: O(1).
    static func initialOffset(regionLength: CGFloat, contentLength: CGFloat, layoutDirection: LayoutDirection) -> CGFloat {
        layoutDirection == .rightToLeft ? offsetRange(regionLength: regionLength, contentLength: contentLength).upperBound : 0
    }

    /// Where the section comes to rest after a fling that would stop at `proposedOffset`.
    ///
    /// - Parameters:
    ///   - groups: the groups along the scrolling axis, in physical content coordinates (mirrored in a
    ///     right-to-left layout).
    ///   - regionLength: the length of the section's scroll region (its viewport) along the axis.
    ///   - contentLength: the length of the scroller's content (groups plus insets).
    ///   - currentOffset: where the scroller is now (physical).
    ///   - proposedOffset: where deceleration would stop (physical; layer 3 projects it).
    ///   - velocity: points per ms, positive towards larger physical offsets.
    /// - Complexity: O(log g) for g groups (O(1) for `continuous`, `paging` and `none`).
    static func restingOffset(
        behavior: OrthogonalScrollingBehavior,
        groups: some OrthogonalGroupSpans,
        regionLength: CGFloat,
        contentLength: CGFloat,
        layoutDirection: LayoutDirection = .leftToRight,
        currentOffset: CGFloat,
        proposedOffset: CGFloat,
        velocity: CGFloat
    ) -> CGFloat {
        let maxOffset = offsetRange(regionLength: regionLength, contentLength: contentLength).upperBound
        let isMirrored = layoutDirection == .rightToLeft
        // Into reading order, where group 0 is at the small end and offsets grow away from it.
        let current = isMirrored ? maxOffset - currentOffset : currentOffset
        let proposed = isMirrored ? maxOffset - proposedOffset : proposedOffset
        let readingVelocity = isMirrored ? -velocity : velocity
        let direction: Int = abs(readingVelocity) < velocityThreshold ? 0 : (readingVelocity > 0 ? 1 : -1)
        let clamp = { (offset: CGFloat) in min(max(offset, 0), maxOffset) }

        let reading: CGFloat
        switch behavior {
        case .none:
            reading = 0
        case .continuous:
            reading = clamp(proposed)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            let readingGroups = ReadingOrderGroups(base: groups, contentLength: contentLength, isMirrored: isMirrored)
            let count = readingGroups.groupCount
            guard count > 0 else {
                reading = clamp(proposed)
                break
            }
            let centred = behavior == .groupPagingCentered
            func anchor(_ index: Int) -> CGFloat {
                centred
                    ? readingGroups.start(ofGroup: index) + readingGroups.length(ofGroup: index) / 2
                    : readingGroups.start(ofGroup: index)
            }
            let origin = anchor(0)
            let candidates = RestingCandidates(count: count) { clamp(anchor($0) - origin) }
            reading =
                behavior == .continuousGroupLeadingBoundary
                ? candidates.nearest(to: proposed)
                : candidates.step(from: current, direction: direction, orNearestTo: proposed)
        case .paging:
            guard regionLength > 0, maxOffset > 0 else {
                reading = clamp(proposed)
                break
            }
            // Pages 0, P, 2P, … and the end of the content when it is not a whole page.
            let pageCount = Int((maxOffset / regionLength).rounded(.up)) + 1
            let candidates = RestingCandidates(count: pageCount) { clamp(CGFloat($0) * regionLength) }
            reading = candidates.step(from: current, direction: direction, orNearestTo: proposed)
        }
        return isMirrored ? maxOffset - reading : reading
    }

    /// ``restingOffset(behavior:groups:regionLength:contentLength:layoutDirection:currentOffset:proposedOffset:velocity:)``
    /// for a section's geometry: its behaviour, its region's length along `geometry.axis` and its content length.
    ///
    /// - Complexity: O(log g) for g groups.
    static func restingOffset(
        geometry: OrthogonalSectionGeometry,
        groups: some OrthogonalGroupSpans,
        layoutDirection: LayoutDirection,
        currentOffset: CGFloat,
        proposedOffset: CGFloat,
        velocity: CGFloat
    ) -> CGFloat {
        restingOffset(
            behavior: geometry.behavior, groups: groups,
            regionLength: geometry.axis == .horizontal ? geometry.scrollRegion.width : geometry.scrollRegion.height,
            contentLength: geometry.contentLength, layoutDirection: layoutDirection, currentOffset: currentOffset,
            proposedOffset: proposedOffset, velocity: velocity
        )
    }

    /// The group resting offsets of a section (physical, clamped, in group order), for tests and for
    /// callers that show snap points. Not used by ``restingOffset(behavior:groups:regionLength:contentLength:layoutDirection:currentOffset:proposedOffset:velocity:)``,
    /// which never materialises them.
    ///
    /// - Complexity: O(g).
    static func groupRestingOffsets(
        centred: Bool, groups: some OrthogonalGroupSpans, regionLength: CGFloat, contentLength: CGFloat,
        layoutDirection: LayoutDirection = .leftToRight
    ) -> [CGFloat] {
        let maxOffset = offsetRange(regionLength: regionLength, contentLength: contentLength).upperBound
        let isMirrored = layoutDirection == .rightToLeft
        let readingGroups = ReadingOrderGroups(base: groups, contentLength: contentLength, isMirrored: isMirrored)
        guard readingGroups.groupCount > 0 else { return [] }
        func anchor(_ index: Int) -> CGFloat {
            readingGroups.start(ofGroup: index) + (centred ? readingGroups.length(ofGroup: index) / 2 : 0)
        }
        return (0..<readingGroups.groupCount).map { index in
            let reading = min(max(anchor(index) - anchor(0), 0), maxOffset)
            return isMirrored ? maxOffset - reading : reading
        }
    }
}

/// The groups in reading order: unchanged left to right, mirrored (`contentLength − start − length`)
/// right to left, so that group starts increase with the index in both.
private struct ReadingOrderGroups<Base: OrthogonalGroupSpans> {
    var base: Base
    var contentLength: CGFloat
    var isMirrored: Bool

    var groupCount: Int { base.groupCount }

    func start(ofGroup index: Int) -> CGFloat {
        let start = base.start(ofGroup: index)
        return isMirrored ? contentLength - start - base.length(ofGroup: index) : start
    }

    func length(ofGroup index: Int) -> CGFloat { base.length(ofGroup: index) }
}

/// A non-decreasing sequence of resting offsets (reading order), answered one at a time.
private struct RestingCandidates {
    var count: Int
    var offset: (Int) -> CGFloat

    init(count: Int, offset: @escaping (Int) -> CGFloat) {
        precondition(count > 0)
        self.count = count
        self.offset = offset
    }

    /// The candidate nearest `target`; on a tie the smaller one (in reading order: the one nearer the
    /// leading end).
    ///
    /// Distances within ``OrthogonalPaging/tolerance`` of each other are a tie. Candidates computed by
    /// different arithmetic (a uniform section's `inset + i · pitch` against explicit spans summed group
    /// by group) differ in the last bits, so a target exactly half-way between two of them must not be
    /// decided by which side the rounding happened to fall on.
    func nearest(to target: CGFloat) -> CGFloat {
        let after = (0..<count).partitioningIndex { offset($0) >= target }
        if after == count { return offset(count - 1) }
        if after == 0 { return offset(0) }
        let above = offset(after)
        let below = offset(after - 1)
        return above - target < target - below - OrthogonalPaging.tolerance ? above : below
    }

    /// The first candidate beyond `current` in `direction` (+1 towards larger offsets, −1 towards
    /// smaller), or the last one that way when there is none; without a direction the nearest to `proposed`.
    func step(from current: CGFloat, direction: Int, orNearestTo proposed: CGFloat) -> CGFloat {
        switch direction {
        case 1:
            let next = (0..<count).partitioningIndex { offset($0) > current + OrthogonalPaging.tolerance }
            return offset(min(next, count - 1))
        case -1:
            let next = (0..<count).partitioningIndex { offset($0) >= current - OrthogonalPaging.tolerance }
            return offset(max(next - 1, 0))
        default:
            return nearest(to: proposed)
        }
    }
}
