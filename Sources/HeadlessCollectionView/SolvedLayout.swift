import CompositionalLayout
import Foundation

/// What the collection view needs from a solved layout. ``LayoutSolution`` (layer 1) is the layout the
/// collection view uses; the protocol lets tests plug in a small fixed layout. (The UIKit face supports only
/// compositional layouts: it traps for a non-compositional `UICollectionViewLayout` subclass.)
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

extension LayoutSolution: SolvedLayout {
    /// The compositional section description of `section`.
    public func layoutSection(_ section: Int) -> LayoutSection? { sectionDescription(section) }
}

/// Solves a layout description for item counts, a container and traits.
public typealias LayoutSolver = @Sendable (
    _ layout: CollectionLayout, _ itemCounts: [Int], _ container: CollectionContainer, _ traits: LayoutTraits
) throws(LayoutError) -> any SolvedLayout

/// The solver of layer 1.
public let compositionalLayoutSolver: LayoutSolver = { (layout, counts, container, traits) throws(LayoutError) in
    try LayoutSolution(layout: layout, itemCounts: counts, container: container, traits: traits)
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
    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { proposedOffset }
}
