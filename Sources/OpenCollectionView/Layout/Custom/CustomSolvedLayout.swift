import CompositionalLayout
import DiffableData
import Foundation
import HeadlessCollectionView

/// A custom `UICollectionViewLayout` as the headless view's layout description: the view knows it by its
/// scroll direction only.
struct CustomLayoutDescription: LayoutDescription {
    let bridge: CustomLayoutBridge

    var scrollDirection: CompositionalLayout.ScrollDirection { MainActor.assumeIsolated { bridge.scrollDirection } }
}

/// A custom layout as the headless view's ``SolvedLayout``: every answer is the layout object's, asked through
/// its bridge on the main actor; the view adds no work of its own per query (semantics CL1).
///
/// The layer-3 protocol is nonisolated (layer 1's solutions are values); the face's collection view, the only
/// caller, runs on the main actor, which `MainActor.assumeIsolated` checks at run time.
struct CustomSolvedLayout: SolvedLayout {
    let bridge: CustomLayoutBridge
    private(set) var itemCounts: [Int]
    /// Whether the view flips this layout's frames (it is wrapped in a `MirroredLayout`, CL8).
    var isFlipped = false

    /// The first solve of a layout, or one after a reload or an environment change: the layout is invalidated
    /// entirely (its counts too) and prepared.
    init(bridge: CustomLayoutBridge, itemCounts: [Int]) {
        self.bridge = bridge
        self.itemCounts = itemCounts
        MainActor.assumeIsolated {
            bridge.invalidate(everything: true, dataSourceCounts: true)
            bridge.prepareIfNeeded()
        }
    }

    var contentSize: CGSize { MainActor.assumeIsolated { bridge.contentSize } }
    var numberOfSections: Int { itemCounts.count }
    func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }
    var diagnostics: [LayoutDiagnostic] { [] }
    func layoutSection(_ section: Int) -> LayoutSection? { nil }
    /// Custom layouts have no section frames of their own.
    func sectionFrame(_ section: Int) -> CGRect { .zero }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        MainActor.assumeIsolated { bridge.item(at: indexPath) }
    }
    func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        attributesForItem(at: indexPath)
    }
    func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? {
        MainActor.assumeIsolated { bridge.supplementary(ofKind: kind, at: indexPath) }
    }
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        MainActor.assumeIsolated { bridge.decoration(ofKind: kind, at: indexPath) }
    }
    func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? {
        attributesForDecorationElement(ofKind: kind, at: indexPath)
    }
    func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes] {
        MainActor.assumeIsolated { bridge.elements(in: rect, itemCounts: itemCounts) }
    }

    // MARK: Preferred sizes

    /// A size that is not finite, or negative, is the same named error as for layer 1's layouts, not a layout
    /// object's silent infinite frame.
    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        try LayoutError.checkMeasuredSize(size, section: indexPath.section, elementPath: "item \(indexPath.item)")
        let bridge = bridge
        return MainActor.assumeIsolated { bridge.setPreferredSize(size, forItemAt: indexPath) }
    }
    mutating func setMeasuredSize(
        _ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) throws(LayoutError) -> Bool {
        try LayoutError.checkMeasuredSize(size, section: indexPath.section, elementPath: "supplementary \"\(kind)\"")
        let bridge = bridge
        return MainActor.assumeIsolated { bridge.setPreferredSize(size, forSupplementaryOfKind: kind, at: indexPath) }
    }
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated { bridge.measured.contains(.cell(indexPath)) }
    }
    func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool {
        MainActor.assumeIsolated { bridge.measured.contains(.supplementary(kind, indexPath)) }
    }

    // MARK: Moving forward

    /// A batch update: the layout sees layer 1's mapping of it (the flow layout moves its solution through it, LY3),
    /// is invalidated for its data-source counts and prepares again.
    mutating func apply(_ update: LayoutUpdate) throws(LayoutError) {
        itemCounts = update.itemCounts
        let bridge = bridge
        MainActor.assumeIsolated {
            bridge.layout.willApplyBatchUpdate(update)
            bridge.invalidate(everything: false, dataSourceCounts: true)
        }
    }

    /// An invalidation, a new bounds size or environment: the layout prepares again only if it was invalidated
    /// (UIKit asks the layout whether a bounds change invalidates it; CL3).
    mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        guard let custom = description as? CustomLayoutDescription, custom.bridge === bridge else {
            throw LayoutError(
                .invalidGroupDefinition("\(type(of: description)) is not this custom layout"), section: nil,
                elementPath: "")
        }
        let bridge = bridge
        let flips = MainActor.assumeIsolated { bridge.layout.flipsFrames(in: traits.layoutDirection) }
        guard flips == isFlipped else {
            // The direction changed whether the frames are flipped: the view solves afresh (and wraps anew).
            throw LayoutError(
                .invalidGroupDefinition("the layout direction changed whether the layout is flipped"), section: nil,
                elementPath: "")
        }
        MainActor.assumeIsolated { bridge.prepareIfNeeded() }
    }

    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    func targetOrthogonalOffset(
        inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat
    ) -> CGFloat { proposedOffset }

    // MARK: The layout object's hooks

    var hasCustomPresentation: Bool { true }

    func viewAttributes(for attributes: LayoutAttributes) -> ViewAttributes {
        MainActor.assumeIsolated { bridge.viewAttributes(for: attributes) }
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        MainActor.assumeIsolated { bridge.shouldInvalidate(forBoundsChange: newBounds) }
    }

    mutating func invalidateLayout(forBoundsChange newBounds: CGRect) {
        let bridge = bridge
        MainActor.assumeIsolated { bridge.invalidate(forBoundsChange: newBounds) }
    }

    func targetContentOffset(forProposedContentOffset proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        MainActor.assumeIsolated {
            bridge.layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        }
    }

    func targetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        MainActor.assumeIsolated { bridge.layout.targetContentOffset(forProposedContentOffset: proposed) }
    }

    mutating func prepare(forUpdate update: BatchUpdate) {
        let bridge = bridge
        MainActor.assumeIsolated { bridge.prepare(forUpdate: update) }
    }

    func initialAttributes(forAppearing key: ElementKey, final: ViewAttributes) -> ViewAttributes {
        MainActor.assumeIsolated { bridge.initialAttributes(forAppearing: key, final: final) }
    }

    func finalAttributes(forDisappearing key: ElementKey, initial: ViewAttributes) -> ViewAttributes {
        MainActor.assumeIsolated { bridge.finalAttributes(forDisappearing: key, initial: initial) }
    }

    mutating func finalizeUpdate() {
        let bridge = bridge
        MainActor.assumeIsolated { bridge.layout.finalizeCollectionViewUpdates() }
    }
}

/// The face's solver: custom layouts are answered by their objects, the others by layer 1's solvers.
let faceLayoutSolver: LayoutSolver = { (layout, counts, container, traits) throws(LayoutError) in
    if let custom = layout as? CustomLayoutDescription {
        var solved = CustomSolvedLayout(bridge: custom.bridge, itemCounts: counts)
        // The view mirrors a layout written for the other direction (CL8); HeadlessCollectionView owns the flip.
        solved.isFlipped = MainActor.assumeIsolated { custom.bridge.layout.flipsFrames(in: traits.layoutDirection) }
        return solved.isFlipped ? MirroredLayout(base: solved, visibleWidth: container.size.width) : solved
    }
    return try compositionalLayoutSolver(layout, counts, container, traits)
}
