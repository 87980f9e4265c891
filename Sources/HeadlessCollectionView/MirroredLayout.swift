import CompositionalLayout
import DiffableData
import Foundation

/// A layout whose frames are given in the opposite reading direction, flipped by the view (UIKit's
/// `flipsHorizontallyInOppositeLayoutDirection`, semantics CL8): every frame the base layout answers is mirrored
/// across the flip width, and every rectangle, bounds and offset the view hands it is mirrored back, so the base
/// layout works in its own (development) direction only. The flip width is the content width, or the visible width
/// when the content is narrower, so a vertical layout's leading column sits at the right edge.
///
/// Each query costs the base layout's query plus O(answered elements).
public struct MirroredLayout: SolvedLayout {
    /// The layout working in its development direction.
    public private(set) var base: any SolvedLayout
    /// The width of the collection view's bounds.
    public private(set) var visibleWidth: CGFloat

    /// Flips `base` in a collection view `visibleWidth` wide.
    public init(base: any SolvedLayout, visibleWidth: CGFloat) {
        self.base = base
        self.visibleWidth = visibleWidth
    }

    /// The width frames are mirrored across.
    public var flipWidth: CGFloat { max(base.contentSize.width, visibleWidth) }

    private func flipped(_ attributes: LayoutAttributes) -> LayoutAttributes {
        attributes.mirroredHorizontally(acrossWidth: flipWidth)
    }

    private func flipped(_ attributes: ViewAttributes) -> ViewAttributes {
        var result = attributes
        let width = flipWidth
        result.layout = attributes.layout.mirroredHorizontally(acrossWidth: width)
        result.frame = attributes.frame.mirroredHorizontally(acrossWidth: width)
        return result
    }

    private func flipped(_ position: ScrollPosition?) -> ScrollPosition? {
        guard var position else { return nil }
        position.visibleBounds = position.visibleBounds.mirroredHorizontally(acrossWidth: flipWidth)
        return position
    }

    /// A content offset (the visible bounds' origin) in the other direction's coordinates.
    private func flipped(offset: CGPoint) -> CGPoint {
        CGPoint(x: flipWidth - visibleWidth - offset.x, y: offset.y)
    }

    public var contentSize: CGSize { base.contentSize }
    public var numberOfSections: Int { base.numberOfSections }
    public func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
    public var diagnostics: [LayoutDiagnostic] { base.diagnostics }
    public func layoutSection(_ section: Int) -> LayoutSection? { base.layoutSection(section) }
    public func sectionFrame(_ section: Int) -> CGRect {
        base.sectionFrame(section).mirroredHorizontally(acrossWidth: flipWidth)
    }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForItem(at: indexPath).map(flipped)
    }
    public func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        base.attributesForItem(at: indexPath, scrollPosition: flipped(scrollPosition)).map(flipped)
    }
    public func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? {
        base.attributesForSupplementaryElement(ofKind: kind, at: indexPath, scrollPosition: flipped(scrollPosition))
            .map(flipped)
    }
    public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForDecorationElement(ofKind: kind, at: indexPath).map(flipped)
    }
    public func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? {
        base.attributesForDecorationElement(ofKind: kind, at: indexPath, scrollPosition: flipped(scrollPosition))
            .map(flipped)
    }
    public func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes] {
        let width = flipWidth
        return base.attributesForElements(
            in: rect.mirroredHorizontally(acrossWidth: width), scrollPosition: flipped(scrollPosition)
        ).map { $0.mirroredHorizontally(acrossWidth: width) }
    }

    public mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        try base.setMeasuredSize(size, forItemAt: indexPath)
    }
    public mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool {
        try base.setMeasuredSize(size, forSupplementaryElementOfKind: kind, at: indexPath)
    }
    public func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool { base.hasMeasuredSize(forItemAt: indexPath) }
    public func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool {
        base.hasMeasuredSize(forSupplementaryElementOfKind: kind, at: indexPath)
    }
    public mutating func apply(_ update: LayoutUpdate) throws(LayoutError) { try base.apply(update) }
    public mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        try base.update(description: description, container: container, traits: traits)
        visibleWidth = container.size.width
    }
    /// Orthogonal sections belong to layer 1's layouts, which mirror themselves.
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    public func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { proposedOffset }

    // MARK: The layout object's hooks, in the base's coordinates

    public var hasCustomPresentation: Bool { base.hasCustomPresentation }

    public func viewAttributes(for attributes: LayoutAttributes) -> ViewAttributes {
        flipped(base.viewAttributes(for: flipped(attributes)))
    }
    public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        base.shouldInvalidateLayout(forBoundsChange: newBounds.mirroredHorizontally(acrossWidth: flipWidth))
    }
    public mutating func invalidateLayout(forBoundsChange newBounds: CGRect) {
        base.invalidateLayout(forBoundsChange: newBounds.mirroredHorizontally(acrossWidth: flipWidth))
    }
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let answer = base.targetContentOffset(
            forProposedContentOffset: flipped(offset: proposed), velocity: CGPoint(x: -velocity.x, y: velocity.y))
        return flipped(offset: answer)
    }
    public func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        flipped(offset: base.targetContentOffset(forProposedContentOffset: flipped(offset: proposed)))
    }
    public mutating func prepare(forUpdate update: BatchUpdate) { base.prepare(forUpdate: update) }
    public func initialAttributes(forAppearing key: ElementKey, final: ViewAttributes) -> ViewAttributes {
        flipped(base.initialAttributes(forAppearing: key, final: flipped(final)))
    }
    public func finalAttributes(forDisappearing key: ElementKey, initial: ViewAttributes) -> ViewAttributes {
        flipped(base.finalAttributes(forDisappearing: key, initial: flipped(initial)))
    }
    public mutating func finalizeUpdate() { base.finalizeUpdate() }
}
