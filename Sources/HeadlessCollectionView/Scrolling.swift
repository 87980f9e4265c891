import CompositionalLayout
import Foundation

/// Where ``CollectionView/scrollToItem(at:position:)`` puts an item (UIKit's `ScrollPosition`). With no
/// option on an axis the item is scrolled the least distance that shows it ("nearest").
public struct ItemScrollPosition: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: UInt
    /// Creates a position from its option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Puts the item at the top of the visible area.
    public static let top = ItemScrollPosition(rawValue: 1 << 0)
    /// Centres the item vertically in the visible area.
    public static let centeredVertically = ItemScrollPosition(rawValue: 1 << 1)
    /// Puts the item at the bottom of the visible area.
    public static let bottom = ItemScrollPosition(rawValue: 1 << 2)
    /// Puts the item at the left edge of the visible area.
    public static let left = ItemScrollPosition(rawValue: 1 << 3)
    /// Centres the item horizontally in the visible area.
    public static let centeredHorizontally = ItemScrollPosition(rawValue: 1 << 4)
    /// Puts the item at the right edge of the visible area.
    public static let right = ItemScrollPosition(rawValue: 1 << 5)
}

extension CollectionView {
    // MARK: Scrolling the collection view

    /// Scrolls so that the item is at `position` (clamped to the content). An item of an orthogonally
    /// scrolling section is also scrolled into place inside its section.
    /// - Throws: ``CollectionViewError`` naming the item if it does not exist.
    public func scrollToItem(at indexPath: IndexPath, position: ItemScrollPosition = []) throws(CollectionViewError) {
        try layoutIfNeeded()
        guard isValidItem(indexPath), isSolved, let attributes = solved.attributesForItem(at: indexPath) else {
            throw itemNotFound(indexPath, operation: .scroll)
        }
        var frame = attributes.frame
        let visible = visibleContentRect
        var offset = scroll.offset
        let inset = adjustedContentInset
        let section = indexPath[0]
        let horizontalOptions = position.intersection([.left, .centeredHorizontally, .right])
        let verticalOptions = position.intersection([.top, .centeredVertically, .bottom])

        if let geometry = sectionScrolling.geometries[section], let region = attributes.orthogonalScrollRegion {
            // Scroll the section along its own axis first; the collection view then scrolls along its axis.
            let current = orthogonalOffset(forSection: section) ?? 0
            let target: CGFloat
            if geometry.axis == .horizontal {
                target = Self.offset(
                    for: frame.minX...frame.maxX, in: region.minX...region.maxX, current: current,
                    leading: horizontalOptions.contains(.left), centred: horizontalOptions.contains(.centeredHorizontally),
                    trailing: horizontalOptions.contains(.right), regionOrigin: region.minX)
            } else {
                target = Self.offset(
                    for: frame.minY...frame.maxY, in: region.minY...region.maxY, current: current,
                    leading: verticalOptions.contains(.top), centred: verticalOptions.contains(.centeredVertically),
                    trailing: verticalOptions.contains(.bottom), regionOrigin: region.minY)
            }
            setOrthogonalOffset(target, forSection: section)
            frame = solved.attributesForItem(at: indexPath, scrollPosition: scrollPosition)?.frame ?? frame
            if geometry.axis == .horizontal { frame.origin.x = visible.minX } else { frame.origin.y = visible.minY }
        }

        func axisTarget(min: CGFloat, max: CGFloat, visibleMin: CGFloat, visibleMax: CGFloat, current: CGFloat,
                        leadingInset: CGFloat, leading: Bool, centred: Bool, trailing: Bool) -> CGFloat {
            let length = visibleMax - visibleMin
            if leading { return min - leadingInset }
            if centred { return (min + max) / 2 - length / 2 - leadingInset }
            if trailing { return max - length - leadingInset }
            if min < visibleMin || max - min > length { return min - leadingInset }
            if max > visibleMax { return max - length - leadingInset }
            return current
        }
        offset.y = axisTarget(
            min: frame.minY, max: frame.maxY, visibleMin: visible.minY, visibleMax: visible.maxY, current: offset.y,
            leadingInset: inset.top, leading: verticalOptions.contains(.top),
            centred: verticalOptions.contains(.centeredVertically), trailing: verticalOptions.contains(.bottom))
        offset.x = axisTarget(
            min: frame.minX, max: frame.maxX, visibleMin: visible.minX, visibleMax: visible.maxX, current: offset.x,
            leadingInset: inset.left, leading: horizontalOptions.contains(.left),
            centred: horizontalOptions.contains(.centeredHorizontally), trailing: horizontalOptions.contains(.right))
        contentOffset = offset
        try layoutIfNeeded()
    }

    /// The section offset that shows `item` (an unscrolled range) at the requested place of `region`.
    static func offset(
        for item: ClosedRange<CGFloat>, in region: ClosedRange<CGFloat>, current: CGFloat,
        leading: Bool, centred: Bool, trailing: Bool, regionOrigin: CGFloat
    ) -> CGFloat {
        let length = region.upperBound - region.lowerBound
        if leading { return item.lowerBound - region.lowerBound }
        if centred { return (item.lowerBound + item.upperBound) / 2 - (region.lowerBound + length / 2) }
        if trailing { return item.upperBound - region.upperBound }
        // Nearest: displayed range is item − current.
        if item.lowerBound - current < region.lowerBound { return item.lowerBound - region.lowerBound }
        if item.upperBound - current > region.upperBound { return item.upperBound - region.upperBound }
        return current
    }

    /// Whether the collection view's own scrolling stops on multiples of its bounds (UIScrollView paging).
    public var isPagingEnabled: Bool {
        get { scroll.isPagingEnabled }
        set {
            scroll.isPagingEnabled = newValue
            debugCheck()
        }
    }

    /// Where a fling of the collection view with `velocity` (points per millisecond) comes to rest:
    /// the projected offset (``decelerationRate``) clamped to the content, or with paging the next page in
    /// the direction of the fling (the nearest page without velocity). Without paging the layout may move the
    /// projected offset (``SolvedLayout/targetContentOffset(forProposedContentOffset:velocity:)``) before clamping.
    public func targetContentOffset(forVelocity velocity: CGPoint) -> CGPoint {
        implicitLayout()
        let start = scroll.offset
        // A NaN velocity is no velocity; an infinite one reaches the end of the content (clamped below).
        let velocity = CGPoint(x: velocity.x.isNaN ? 0 : velocity.x, y: velocity.y.isNaN ? 0 : velocity.y)
        var proposed = CGPoint(
            x: DecelerationSimulation(startOffset: start.x, velocity: velocity.x, rate: decelerationRate).projectedOffset,
            y: DecelerationSimulation(startOffset: start.y, velocity: velocity.y, rate: decelerationRate).projectedOffset)
        if scroll.isPagingEnabled {
            proposed = CGPoint(
                x: Paging.restingOffset(from: start.x, velocity: velocity.x, pageLength: container.size.width),
                y: Paging.restingOffset(from: start.y, velocity: velocity.y, pageLength: container.size.height))
        } else {
            // The layout may choose where the fling rests (CL6); paging decides on its own, as in UIKit.
            proposed = solved.targetContentOffset(forProposedContentOffset: proposed, velocity: velocity)
        }
        return clampedOffset(proposed)
    }

    /// Flings the collection view: it comes to rest at ``targetContentOffset(forVelocity:)``, which is
    /// returned. The motion is described by `DecelerationSimulation`; no time passes here.
    @discardableResult
    public func fling(velocity: CGPoint) -> CGPoint {
        let target = targetContentOffset(forVelocity: velocity)
        contentOffset = target
        return target
    }

    // MARK: Orthogonal sections

    /// The scrolling geometry of an orthogonally scrolling section.
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? {
        implicitLayout()
        return sectionScrolling.geometries[section]
    }

    /// An orthogonal section's own offset along its axis (physical: in right-to-left layouts it starts at
    /// its largest value); `nil` for other sections.
    public func orthogonalOffset(forSection section: Int) -> CGFloat? {
        implicitLayout()
        return sectionScrolling.offset(forSection: section)
    }

    /// Scrolls an orthogonal section to `offset`, clamped to its offset range (no bouncing).
    /// - Throws: ``CollectionViewError`` if the section does not scroll orthogonally, or the layout fails.
    public func scrollOrthogonalSection(_ section: Int, to offset: CGFloat) throws(CollectionViewError) {
        try layoutIfNeeded()
        guard sectionScrolling.geometries[section] != nil else { throw CollectionViewError(.sectionNotOrthogonal(section)) }
        setOrthogonalOffset(offset, forSection: section)
        try layoutIfNeeded()
    }

    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        if sectionScrolling.setOffset(offset, forSection: section) { pendingWork.markVisiblePass() }
    }

    /// The deceleration rate of an orthogonal section: its properties' rate, or by behaviour
    /// (normal for continuous ones, fast for paging ones).
    public func orthogonalDecelerationRate(forSection section: Int) -> CGFloat {
        implicitLayout()
        let behavior = sectionScrolling.geometries[section]?.behavior ?? .continuous
        switch solution?.layoutSection(section)?.orthogonalScrollingProperties.decelerationRate ?? .automatic {
        case .normal: return DecelerationRate.normal
        case .fast: return DecelerationRate.fast
        case .custom(let rate): return rate
        case .automatic:
            switch behavior {
            case .none, .continuous, .continuousGroupLeadingBoundary: return DecelerationRate.normal
            case .paging, .groupPaging, .groupPagingCentered: return DecelerationRate.fast
            }
        }
    }

    /// Where a fling of an orthogonal section with `velocity` (points per millisecond along its axis)
    /// would come to rest: the projected offset snapped by the section's behaviour (layer 1's
    /// `targetOrthogonalOffset`).
    /// - Throws: ``CollectionViewError`` if the section does not scroll orthogonally, or the layout fails.
    public func targetOrthogonalOffset(forSection section: Int, velocity: CGFloat) throws(CollectionViewError) -> CGFloat {
        try layoutIfNeeded()
        guard sectionScrolling.geometries[section] != nil, let current = orthogonalOffset(forSection: section), let solution else {
            throw CollectionViewError(.sectionNotOrthogonal(section))
        }
        let proposed = DecelerationSimulation(
            startOffset: current, velocity: velocity, rate: orthogonalDecelerationRate(forSection: section)
        ).projectedOffset
        return solution.targetOrthogonalOffset(
            inSection: section, proposedOffset: proposed, currentOffset: current, velocity: velocity)
    }

    /// Flings an orthogonal section; it comes to rest at ``targetOrthogonalOffset(forSection:velocity:)``,
    /// which is returned.
    /// - Throws: ``CollectionViewError`` if the section does not scroll orthogonally, or the layout fails.
    @discardableResult
    public func flingOrthogonalSection(_ section: Int, velocity: CGFloat) throws(CollectionViewError) -> CGFloat {
        let target = try targetOrthogonalOffset(forSection: section, velocity: velocity)
        try scrollOrthogonalSection(section, to: target)
        return orthogonalOffset(forSection: section) ?? target
    }
}
