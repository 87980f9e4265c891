import CompositionalLayout
import DiffableData
import Foundation

/// A layout description the collection view can solve: compositional (`CollectionLayout`), flow
/// (`FlowLayout`) or a custom layout of the face. The collection view knows a description by its scroll
/// direction only; its ``LayoutSolver`` turns it into a ``SolvedLayout``.
public protocol LayoutDescription: Sendable {
    /// The axis along which the whole layout scrolls.
    var scrollDirection: ScrollDirection { get }
}

extension CollectionLayout: LayoutDescription {
    /// The configuration's scroll direction.
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }
}

extension FlowLayout: LayoutDescription {}

/// What the collection view needs from a solved layout: the one protocol through which it talks to compositional,
/// flow and custom layouts. Queries answer frames; the mutating requirements move the layout's state forward —
/// measured sizes (which the layout owns: the view keeps none), batch updates (``apply(_:)``, carrying measured
/// sizes by the update's index mapping) and invalidation (``update(description:container:traits:)`` for
/// everything, ``update(_:description:container:traits:)`` for what a ``LayoutInvalidation`` names).
/// `LayoutSolution` and `FlowSolution` (layer 1) conform; tests plug in small fixed layouts.
public protocol SolvedLayout: Sendable {
    var contentSize: CGSize { get }
    var numberOfSections: Int { get }
    func numberOfItems(inSection section: Int) -> Int
    var diagnostics: [LayoutDiagnostic] { get }
    /// The section's description, for its visible-items handler and scrolling properties; `nil` when the
    /// layout is not compositional.
    func layoutSection(_ section: Int) -> LayoutSection?
    func sectionFrame(_ section: Int) -> CGRect
    /// The attributes of a cell, unscrolled.
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of a cell as displayed at `scrollPosition`: moved by its orthogonal section's offset.
    func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes?
    func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes?
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// The attributes of a decoration as displayed at `scrollPosition` (orthogonal offsets do not move decorations).
    func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes?
    func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes]
    @discardableResult
    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool
    @discardableResult
    mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool
    /// Whether the item's measured size is known (so its view need not be measured again).
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool
    /// Whether the supplementary's measured size is known.
    func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool
    /// Moves the layout through a batch update: item counts, measured sizes carried by the index mapping, changed
    /// sections solved again. On error the layout is unchanged.
    mutating func apply(_ update: LayoutUpdate) throws(LayoutError)
    /// Solves again for a description (the same one invalidated, or a new one), container and traits, keeping the
    /// measured sizes. On error the layout is unchanged.
    mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError)
    /// Solves again what `invalidation` names. `.everything` is ``update(description:container:traits:)``;
    /// `.sections` solves only those sections again (their descriptions asked again, measured sizes kept) and moves
    /// the others. The view passes `.sections` only when `description`, `container` and `traits` are those last
    /// solved, and every named section exists (semantics H20). Default: ``update(description:container:traits:)``
    /// whatever the scope (flow and custom layouts). On error the layout is unchanged.
    mutating func update(
        _ invalidation: LayoutInvalidation, description: any LayoutDescription, container: CollectionContainer,
        traits: LayoutTraits
    ) throws(LayoutError)
    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry?
    func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat
    /// The separators of list rows intersecting `rect` (layer 1 computes them; semantics LI8).
    func listSeparators(in rect: CGRect, scrollPosition: ScrollPosition?) -> [ListSeparator]
    /// The separators of one list row.
    func listSeparators(forItemAt indexPath: IndexPath, scrollPosition: ScrollPosition?) -> [ListSeparator]
    /// The background shape of a list row (inset-grouped corners); `nil` outside list sections.
    func listRowShape(at indexPath: IndexPath) -> ListRowShape?
    /// Where a list row's text starts from its leading edge, as its cell reports it.
    mutating func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath)

    // UIKit's layout-object contract for layouts that are objects of their own (the face's custom
    // `UICollectionViewLayout` subclasses). Every requirement below has a default that layer 1's layouts use
    // (SolvedLayout+Hooks.swift); semantics CL1–CL9.

    /// Whether ``viewAttributes(for:)`` can differ from the plain attributes (transform, alpha, hidden, a front
    /// end's attributes object), so the view compares displayed attributes in full before applying them again.
    var hasCustomPresentation: Bool { get }
    /// How an element the layout just answered is shown. Default: the attributes' frame and zIndex, UIKit's
    /// defaults for the rest.
    func viewAttributes(for attributes: LayoutAttributes) -> ViewAttributes
    /// Whether the layout must be invalidated because the visible bounds (offset or size) became `newBounds`.
    /// Asked at the first layout pass after the bounds changed. Default `false`: layer 1's layouts answer pinned
    /// elements from the scroll position and are re-solved by the view on size changes.
    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool
    /// Invalidates the layout for a bounds change it asked for; the view then solves again before any query.
    mutating func invalidateLayout(forBoundsChange newBounds: CGRect)
    /// Where a fling whose deceleration would rest at `proposed` stops instead (points; `velocity` in points per
    /// millisecond). Default: `proposed`.
    func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint
    /// The content offset to keep after a batch update (`proposed`: the offset kept by the view). Default: `proposed`.
    func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint
    /// Called after `apply(_:)` with the update in the data layer's terms, before any attributes of the new
    /// state are asked for (UIKit's `prepare(forCollectionViewUpdates:)`).
    mutating func prepare(forUpdate update: BatchUpdate)
    /// Where an element appearing in an update starts. Default: its final attributes with alpha 0 (a fade in).
    func initialAttributes(forAppearing key: ElementKey, final: ViewAttributes) -> ViewAttributes
    /// Where an element disappearing in an update ends (`key` is its key before the update). Default: where it was,
    /// with alpha 0 (a fade out).
    func finalAttributes(forDisappearing key: ElementKey, initial: ViewAttributes) -> ViewAttributes
    /// Called once the update's transaction is described (UIKit's `finalizeCollectionViewUpdates()`).
    mutating func finalizeUpdate()
}

extension SolvedLayout {
    /// Layouts without list sections have no separators.
    public func listSeparators(in rect: CGRect, scrollPosition: ScrollPosition?) -> [ListSeparator] { [] }
    public func listSeparators(forItemAt indexPath: IndexPath, scrollPosition: ScrollPosition?) -> [ListSeparator] {
        []
    }
    public func listRowShape(at indexPath: IndexPath) -> ListRowShape? { nil }
    public mutating func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath) {}
}

/// The error of a description handed to a solution of another kind of layout.
func mismatchedDescription(_ description: any LayoutDescription, solvedBy solver: String) -> LayoutError {
    LayoutError(
        .invalidGroupDefinition("\(type(of: description)) cannot be solved by \(solver)"), section: nil, elementPath: "")
}

extension LayoutSolution: SolvedLayout {
    /// The compositional section description of `section`.
    public func layoutSection(_ section: Int) -> LayoutSection? { sectionDescription(section) }

    /// Re-solves for `description`, which must be a `CollectionLayout`.
    public mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        guard let layout = description as? CollectionLayout else {
            throw mismatchedDescription(description, solvedBy: "the compositional solver")
        }
        try update(layout: layout, container: container, traits: traits)
    }
}

extension FlowSolution: SolvedLayout {
    /// Flow layouts have no compositional sections.
    public func layoutSection(_ section: Int) -> LayoutSection? { nil }

    public func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        attributesForItem(at: indexPath)
    }

    /// Flow layouts have no decorations.
    public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    public func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? { nil }

    /// Flow headers and footers have reference sizes, never measured ones.
    public mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool { false }

    public func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Re-solves for `description`, which must be a `FlowLayout`.
    public mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        guard let layout = description as? FlowLayout else {
            throw mismatchedDescription(description, solvedBy: "the flow solver")
        }
        try update(layout: layout, container: container, traits: traits)
    }

    /// Flow layouts have no orthogonal sections.
    public func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }

    public func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { proposedOffset }
}

/// Solves a layout description for item counts, a container and traits.
public typealias LayoutSolver = @Sendable (
    _ layout: any LayoutDescription, _ itemCounts: [Int], _ container: CollectionContainer, _ traits: LayoutTraits
) throws(LayoutError) -> any SolvedLayout

/// The solvers of layer 1: `LayoutSolution` for a `CollectionLayout`, `FlowSolution` for a `FlowLayout`.
public let compositionalLayoutSolver: LayoutSolver = { (layout, counts, container, traits) throws(LayoutError) in
    switch layout {
    case let compositional as CollectionLayout:
        return try LayoutSolution(layout: compositional, itemCounts: counts, container: container, traits: traits)
    case let flow as FlowLayout:
        return try FlowSolution(layout: flow, itemCounts: counts, container: container, traits: traits)
    default:
        throw mismatchedDescription(layout, solvedBy: "layer 1")
    }
}

/// The layout of a collection view that has not been laid out yet: empty.
struct UnsolvedLayout: SolvedLayout {
    var contentSize: CGSize { .zero }
    var numberOfSections: Int { 0 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
    var diagnostics: [LayoutDiagnostic] { [] }
    func layoutSection(_ section: Int) -> LayoutSection? { nil }
    func sectionFrame(_ section: Int) -> CGRect { .zero }
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? { nil }
    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?)
        -> LayoutAttributes?
    { nil }
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?)
        -> LayoutAttributes?
    { nil }
    func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes] { [] }
    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool { false }
    mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool { false }
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool { false }
    func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool { false }
    mutating func apply(_ update: LayoutUpdate) throws(LayoutError) {}
    mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {}
    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { proposedOffset }
}
