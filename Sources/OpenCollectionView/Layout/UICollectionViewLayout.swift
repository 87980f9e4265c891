import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// The abstract layout of a collection view: subclass it to write a layout of your own (UIKit's contract:
/// ``prepare()``, ``collectionViewContentSize``, the attribute queries, invalidation, updates), or use
/// ``UICollectionViewCompositionalLayout`` or ``UICollectionViewFlowLayout``.
///
/// A custom subclass is asked by the collection view exactly as UIKit asks it (semantics CL1–CL9): ``prepare()``
/// at the first layout and after every invalidation, before any query; ``shouldInvalidateLayout(forBoundsChange:)``
/// when the bounds (offset or size) change; ``prepare(forCollectionViewUpdates:)``, the initial and final attributes
/// of appearing and disappearing items and ``finalizeCollectionViewUpdates()`` around batch updates;
/// ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` when a fling ends.
///
/// The compositional and flow layouts are solved by layer 1 from their descriptions: they answer the queries from
/// the collection view's solved layout, and seal the members a subclass would otherwise override to no effect.
@MainActor
open class UICollectionViewLayout {
    /// The collection view the layout is installed in.
    public internal(set) weak var collectionView: UICollectionView?
    var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]
    /// What the collection view knows of a custom layout between layout passes (made on first use).
    lazy var bridge = CustomLayoutBridge(layout: self)

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Whether layer 1 solves this layout from its description (compositional and flow layouts).
    var isSolvedByLayer1: Bool { false }

    // MARK: Classes

    /// The class of the attributes the layout makes (``UICollectionViewLayoutAttributes`` by default); the
    /// built-in layouts make their attributes of this class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout makes (``UICollectionViewLayoutInvalidationContext`` by
    /// default).
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// A new, empty context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let contextClass = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            UIKitTraps.raise(
                "invalidationContextClass of \(type(of: self)) is not a subclass of UICollectionViewLayoutInvalidationContext")
        }
        return contextClass.init()
    }

    // MARK: Invalidation

    /// Invalidates the whole layout: ``invalidateLayout(with:)`` with a context whose `invalidateEverything` is
    /// set. Subclasses that override it call `super`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Invalidates what `context` names; ``prepare()`` runs again before the next query. The collection view moves
    /// its content offset by the context's `contentOffsetAdjustment`. Subclasses that override it call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !isSolvedByLayer1 { bridge.didInvalidate(with: context) }
        collectionView?.layoutDidInvalidate(self, context: context)
    }

    /// Whether a change of the collection view's bounds (scrolling or resizing) needs a new layout. Default
    /// `false` (UIKit's base class); the built-in layouts are re-solved on size changes by the collection view.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context invalidating the layout for a bounds change: an empty context of ``invalidationContextClass``
    /// (nothing named; ``prepare()`` still runs again).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's or supplementary view's preferred attributes (from `preferredLayoutAttributesFitting(_:)`)
    /// need a new layout.
    /// Default `false`: the layout keeps its own sizes.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context invalidating the layout for a preferred size: the element named, and the content size
    /// adjusted by the size difference along both axes (semantics CL5).
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        context.contentSizeAdjustment = CGSize(
            width: preferredAttributes.size.width - originalAttributes.size.width,
            height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }

    // MARK: Preparing and answering

    /// Computes the layout: called at the first layout pass and after every invalidation, before the queries.
    /// The base does nothing; the built-in layouts are solved by layer 1 instead.
    open func prepare() {}

    /// The size of all content. A custom layout overrides it (the base answers zero); the built-in layouts answer
    /// from the solved layout.
    open var collectionViewContentSize: CGSize {
        guard isSolvedByLayer1, let view = solvedView, view.headless.solution != nil else { return .zero }
        return view.headless.contentSize
    }

    /// All cells, supplementaries and decorations whose frames intersect `rect`. A custom layout overrides it (the
    /// base answers `nil`); the built-in layouts answer at the current scroll position (pinned supplementaries
    /// pinned, orthogonal sections at their offsets), as UIKit does.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard isSolvedByLayer1, let view = solvedView, view.headless.solution != nil else { return nil }
        return view.headless.layoutAttributesForElements(in: rect).map(makeAttributes)
    }

    /// The attributes of the cell at `indexPath`; `nil` if there is none (the base answers `nil` for custom layouts).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard isSolvedByLayer1 else { return nil }
        return solvedView?.headless.layoutAttributesForItem(at: indexPath).map(makeAttributes)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (at its pinned frame when pinned);
    /// `nil` if there is none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard isSolvedByLayer1 else { return nil }
        return solvedView?.headless.layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath)
            .map(makeAttributes)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; `nil` if there is none.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard isSolvedByLayer1 else { return nil }
        return solvedView?.headless.layoutAttributesForDecorationElement(ofKind: elementKind, at: indexPath)
            .map(makeAttributes)
    }

    /// The collection view, brought up to date, whose headless view answers a built-in layout's queries.
    private var solvedView: UICollectionView? {
        guard let collectionView else { return nil }
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// Layer 1's attributes as an object of ``layoutAttributesClass``.
    func makeAttributes(_ attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributesClass = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
            ?? UICollectionViewLayoutAttributes.self
        let made = attributesClass.init(
            category: UICollectionView.ElementCategory(attributes.category), kind: attributes.elementKind,
            indexPath: attributes.indexPath)
        made.update(from: attributes)
        return made
    }

    // MARK: Scrolling

    /// Where a fling that would rest at `proposedContentOffset` stops instead (`velocity` in points per millisecond,
    /// the sign giving the direction). Default: the proposed offset. Not asked when paging is enabled.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }

    /// The content offset to keep after a batch update. Default: the proposed offset (the one kept).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called before a batch update is animated, after ``prepare()`` for the new data, with what changes.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the update's animations are described.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item inserted by an update starts; `nil` (the base): its final attributes with alpha 0.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item deleted by an update ends (`itemIndexPath` is its index path before the update); `nil` (the
    /// base): where it was, with alpha 0.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a supplementary view appearing in an update starts; `nil` (the base): a fade in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view disappearing in an update ends; `nil` (the base): a fade out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view appearing in an update starts; `nil` (the base): a fade in.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a decoration view disappearing in an update ends (`decorationIndexPath` is its index path before the
    /// update); `nil` (the base): a fade out.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Interactive movement

    /// Where the item the user is moving would land with the touch at `position` (content coordinates), given its
    /// current target `previousIndexPath`. The base: the item under the position, or `previousIndexPath` over no
    /// item (semantics CL15).
    open func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    // MARK: Transitions and animated bounds changes

    /// Called on the layout being replaced, before `newLayout` is installed (`setCollectionViewLayout(_:animated:)`).
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the layout being installed, before it prepares (`setCollectionViewLayout(_:animated:)`).
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once the view has laid out with the new one.
    open func finalizeLayoutTransition() {}

    /// Called before an animated change of the collection view's bounds. The face has no animations, so the view
    /// never calls it (CL13); declared so that a layout overriding it compiles.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated change of the collection view's bounds; never called here, as
    /// ``prepare(forAnimatedBoundsChange:)``.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Decorations and direction

    /// Registers the view class of a decoration kind (`nil` unregisters it).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass {
            guard let reusable = viewClass as? UICollectionReusableView.Type else {
                UIKitTraps.raise("\(viewClass) is not a subclass of UICollectionReusableView")
            }
            decorationViewClasses[elementKind] = reusable
        } else {
            decorationViewClasses[elementKind] = nil
        }
        collectionView?.layoutDecorationsDidChange(self)
    }

    /// The reading direction the layout's frames are written for. Default `.leftToRight`.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the collection view mirrors the layout's frames when its effective layout direction differs from
    /// ``developmentLayoutDirection`` (semantics CL8). Default `false`, as UIKit's base class; the built-in layouts
    /// answer `true` (layer 1 mirrors them itself).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { isSolvedByLayer1 }

    /// Whether the view flips this custom layout's frames in `direction`.
    func flipsFrames(in direction: LayoutDirection) -> Bool {
        flipsHorizontallyInOppositeLayoutDirection
            && developmentLayoutDirection != UIUserInterfaceLayoutDirection(direction)
    }

    /// The layout layer's description of this layout; `nil` for a custom layout.
    func makeDescription() -> (any LayoutDescription)? { nil }

    /// Called with layer 1's mapping of a batch update just before the update invalidates a custom layout's counts.
    /// Default: nothing (a flow layout subclass moves its solution through it, LY3).
    func willApplyBatchUpdate(_ update: LayoutUpdate) {}

    /// The description of a layout solved by layer 1 after `context` invalidated it, given the current solution;
    /// `nil` keeps the solution as it is. Default: a new description (the flow layout reads its context, LY3).
    func description(
        invalidatedBy context: UICollectionViewLayoutInvalidationContext, solved: (any SolvedLayout)?
    ) -> (any LayoutDescription)? { makeDescription() }

    /// What `context` invalidates in a layout solved by layer 1: everything by default (the compositional layout
    /// names sections, semantics H20).
    func invalidation(for context: UICollectionViewLayoutInvalidationContext) -> LayoutInvalidation { .everything }
}
