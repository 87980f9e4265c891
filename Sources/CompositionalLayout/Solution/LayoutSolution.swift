import Foundation

/// A solved layout: the frames of every element for given item counts, container and traits, and the
/// state that lets one measured size or one section's item count be applied without re-solving the rest.
///
/// Sections whose groups do not depend on their index are solved once and answered arithmetically;
/// sections with estimated sizes keep compact per-item storage and prefix sums.
public struct LayoutSolution: Sendable {
    /// Solves `layout` for `itemCounts` (one entry per section) in `container`.
    /// - Throws: ``LayoutError`` naming the section and element that cannot be laid out.
    public init(
        layout: CollectionLayout, itemCounts: [Int], container: CollectionContainer,
        traits: LayoutTraits = LayoutTraits()
    ) throws(LayoutError) {
        preconditionFailure("API stub: implemented on the layout branch")
    }

    /// The size of all content, including global supplementaries.
    public var contentSize: CGSize { preconditionFailure("API stub") }
    public var numberOfSections: Int { preconditionFailure("API stub") }
    public func numberOfItems(inSection section: Int) -> Int { preconditionFailure("API stub") }
    /// Things the solver tolerated but that were probably not meant (for example insets on an estimated axis).
    public var diagnostics: [LayoutDiagnostic] { preconditionFailure("API stub") }
    /// The section description the layout used (the provider's answer).
    public func sectionDescription(_ section: Int) -> LayoutSection { preconditionFailure("API stub") }
    /// The frame of a whole section, boundary supplementaries included.
    public func sectionFrame(_ section: Int) -> CGRect { preconditionFailure("API stub") }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { preconditionFailure("API stub") }
    public func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition? = nil
    ) -> LayoutAttributes? { preconditionFailure("API stub") }
    public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        preconditionFailure("API stub")
    }
    /// All elements whose frames intersect `rect`. With a scroll position, pinned supplementaries are at
    /// their pinned frames and elements of orthogonal sections are moved by their section's offset.
    public func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition? = nil) -> [LayoutAttributes] {
        preconditionFailure("API stub")
    }

    /// Applies a measured size to an item with an estimated dimension. Returns whether anything moved.
    @discardableResult
    public mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        preconditionFailure("API stub")
    }
    @discardableResult
    public mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool { preconditionFailure("API stub") }
    /// Re-solves one section for a new item count; other sections only move.
    public mutating func setItemCount(_ count: Int, inSection section: Int) throws(LayoutError) {
        preconditionFailure("API stub")
    }

    /// The scrolling geometry of an orthogonally scrolling section; `nil` for other sections.
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { preconditionFailure("API stub") }

    /// Where an orthogonally scrolling section comes to rest after a fling that would stop at
    /// `proposedOffset` (along the section's scrolling axis) with `velocity` (points per millisecond,
    /// positive towards larger offsets), by the section's behaviour. Offsets are physical: in a
    /// right-to-left layout the section starts at its largest offset.
    public func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { preconditionFailure("API stub") }
}

/// How an orthogonally scrolling section scrolls: its viewport in the collection view and its content.
public struct OrthogonalSectionGeometry: Sendable, Hashable {
    public var behavior: OrthogonalScrollingBehavior
    /// `.horizontal` when the layout scrolls vertically, and the other way round.
    public var axis: LayoutGroup.Axis
    /// The section scroller's frame in the collection view's content coordinates.
    public var scrollRegion: CGRect
    /// The length of the scroller's content along its axis (at least the region's length).
    public var contentLength: CGFloat
    /// The smallest and largest offsets the scroller can rest at (physical coordinates).
    public var offsetRange: ClosedRange<CGFloat>
    /// The initial offset: the leading end (the largest offset in a right-to-left layout).
    public var initialOffset: CGFloat
    public var groupCount: Int

    public init(
        behavior: OrthogonalScrollingBehavior, axis: LayoutGroup.Axis, scrollRegion: CGRect,
        contentLength: CGFloat, offsetRange: ClosedRange<CGFloat>, initialOffset: CGFloat, groupCount: Int
    ) {
        self.behavior = behavior
        self.axis = axis
        self.scrollRegion = scrollRegion
        self.contentLength = contentLength
        self.offsetRange = offsetRange
        self.initialOffset = initialOffset
        self.groupCount = groupCount
    }
}
