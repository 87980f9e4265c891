import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// UIKit's flow layout: items in lines that wrap, with section headers and footers. Its properties (and the
/// collection view's ``UICollectionViewDelegateFlowLayout`` delegate) are translated into layer 1's `FlowLayout`,
/// which the flow solver lays out (semantics F1–F8); setting a property to a new value invalidates the layout.
///
/// A subclass may override `prepare()`, the attribute queries and `targetContentOffset` with UIKit's signatures:
/// the collection view then asks the subclass, and `super` answers from layer 1's solution (semantics LY2).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable, Hashable {
        /// From the content inset: the insets alone.
        case fromContentInset = 0
        /// From the safe area.
        case fromSafeArea = 1
        /// From the layout margins.
        case fromLayoutMargins = 2
    }

    /// As `estimatedItemSize`: items size themselves, starting from `itemSize`.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The scroll direction. Default `.vertical`.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if oldValue != scrollDirection { invalidateLayout() } } }
    /// The smallest spacing between lines. Default 10.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if oldValue != minimumLineSpacing { invalidateLayout() } } }
    /// The smallest spacing between items of a line. Default 10.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if oldValue != minimumInteritemSpacing { invalidateLayout() } } }
    /// The size of every item (unless the delegate answers `sizeForItemAt`). Default 50 × 50.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if oldValue != itemSize { invalidateLayout() } } }
    /// A non-zero size makes items size themselves from this estimate (`automaticSize`: from `itemSize`).
    /// Default `.zero`.
    open var estimatedItemSize: CGSize = .zero { didSet { if oldValue != estimatedItemSize { invalidateLayout() } } }
    /// The insets of every section. Default zero.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if oldValue != sectionInset { invalidateLayout() } } }
    /// What the section insets are measured from. Default `.fromContentInset`.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if oldValue != sectionInsetReference { invalidateLayout() } } }
    /// The size of section headers (zero: none). Default zero.
    open var headerReferenceSize: CGSize = .zero { didSet { if oldValue != headerReferenceSize { invalidateLayout() } } }
    /// The size of section footers (zero: none). Default zero.
    open var footerReferenceSize: CGSize = .zero { didSet { if oldValue != footerReferenceSize { invalidateLayout() } } }
    /// Whether headers stay at the top of the visible bounds while their section is visible. Default `false`.
    open var sectionHeadersPinToVisibleBounds = false { didSet { if oldValue != sectionHeadersPinToVisibleBounds { invalidateLayout() } } }
    /// Whether footers stay at the bottom of the visible bounds while their section is visible. Default `false`.
    open var sectionFootersPinToVisibleBounds = false { didSet { if oldValue != sectionFootersPinToVisibleBounds { invalidateLayout() } } }

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// Layer 1's solution a subclass's `super` calls answer from, kept between preparations with the invalidations
    /// since the last and the cells' preferred sizes (LY2, LY3).
    private var prepared = PreparedFlow()

    /// The plain flow layout is solved by layer 1 inside the view; a subclass is asked as a custom layout.
    override var isSolvedByLayer1: Bool { type(of: self) == UICollectionViewFlowLayout.self }

    /// `true`: a right-to-left view mirrors the flow (layer 1 for the plain layout, the view for a subclass).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// ``UICollectionViewFlowLayoutInvalidationContext``.
    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    // MARK: What a subclass's `super` answers (LY2)

    /// Brings layer 1's flow up to date for a subclass, in its development direction (the view flips it, CL8):
    /// solved again only as far as the invalidations since the last preparation ask (LY3).
    open override func prepare() {
        guard !isSolvedByLayer1, let view = collectionView else { return }
        // The view's counts as they are, without a layout pass: `prepare()` also runs while the view measures cells
        // in the middle of a batch update, where a nested pass would re-enter it.
        let counts = view.headless.itemCounts
        var traits = view.traitCollection.layoutTraits
        traits.layoutDirection = developmentLayoutDirection == .leftToRight ? .leftToRight : .rightToLeft
        try? prepared.prepare(
            layout: { makeFlowDescription() }, itemCounts: counts, container: CollectionContainer(size: view.bounds.size, contentInset: view.adjustedContentInset),
            traits: traits)
    }

    /// The flow's content size.
    open override var collectionViewContentSize: CGSize {
        isSolvedByLayer1 ? super.collectionViewContentSize : (prepared.solution?.contentSize ?? .zero)
    }

    /// The flow's elements in `rect` (items at their measured sizes), pinned headers at the current scroll position.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard !isSolvedByLayer1 else { return super.layoutAttributesForElements(in: rect) }
        return prepared.solution?.attributesForElements(in: rect, scrollPosition: collectionView?.headless.scrollPosition)
            .map(makeAttributes)
    }

    /// The flow's attributes of an item (at its measured size).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard !isSolvedByLayer1 else { return super.layoutAttributesForItem(at: indexPath) }
        return prepared.solution?.attributesForItem(at: indexPath).map(makeAttributes)
    }

    /// The flow's header or footer.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard !isSolvedByLayer1 else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        return prepared.solution?.attributesForSupplementaryElement(
            ofKind: elementKind, at: indexPath, scrollPosition: collectionView?.headless.scrollPosition
        ).map(makeAttributes)
    }

    /// Pinned headers or footers follow the bounds: a subclass prepares again when they move.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        !isSolvedByLayer1 && (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds)
    }

    /// A flow context: a new size invalidates the delegate metrics and the attributes; scrolling alone neither, as
    /// pinned headers follow the scroll position in the queries (LY3).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext else { return context }
        let invalidation = prepared.invalidation(forBoundsChange: newBounds)
        flow.invalidateFlowLayoutDelegateMetrics = invalidation.delegateMetrics
        flow.invalidateFlowLayoutAttributes = invalidation.attributes
        return flow
    }

    // MARK: Preferred sizes and invalidation (LY3)

    /// With `estimatedItemSize` set, a cell whose preferred size differs from its item's invalidates the layout.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && originalAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    /// The base's context (the item named, the content size adjusted) carrying the preferred size, which the layout
    /// keeps when the context reaches ``invalidateLayout(with:)``; neither the delegate metrics nor the attributes
    /// are invalidated, since the size re-packs only the lines it moves (F7).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        guard let flow = context as? UICollectionViewFlowLayoutInvalidationContext,
            originalAttributes.representedElementCategory == .cell
        else { return context }
        flow.invalidateFlowLayoutDelegateMetrics = false
        flow.invalidateFlowLayoutAttributes = false
        flow.preferredItemSizes.append((originalAttributes.indexPath, preferredAttributes.size))
        return flow
    }

    /// Records what `context` invalidates for the next ``prepare()`` and keeps the preferred sizes it carries (in
    /// layer 1's measured sizes). A subclass that overrides it calls `super`.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if !isSolvedByLayer1 {
            prepared.invalidate(context.flowInvalidation)
            for (indexPath, size) in (context as? UICollectionViewFlowLayoutInvalidationContext)?.preferredItemSizes ?? [] {
                _ = try? prepared.setMeasuredSize(size, forItemAt: indexPath)
            }
        }
        super.invalidateLayout(with: context)
    }

    /// A subclass's solution moves through the update, its measured sizes carried (LY3).
    override func willApplyBatchUpdate(_ update: LayoutUpdate) {
        if !isSolvedByLayer1 { prepared.apply(update) }
    }

    /// The plain layout's description after an invalidation: `nil` (keep the solution) when the context keeps the
    /// attributes; the solution's own provider answers when it keeps the delegate metrics (LY3).
    override func description(
        invalidatedBy context: UICollectionViewLayoutInvalidationContext, solved: (any SolvedLayout)?
    ) -> (any LayoutDescription)? {
        switch context.flowInvalidation.action {
        case .keep: return nil
        case .reuseProviderAnswers: return (solved as? FlowSolution)?.layoutReusingProviderAnswers ?? makeFlowDescription()
        case .askProviders, .solveAfresh: return makeFlowDescription()
        }
    }

    /// Archiving is not supported: always `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The layer-1 description of the plain layout; a subclass is described as a custom layout.
    override func makeDescription() -> (any LayoutDescription)? { isSolvedByLayer1 ? makeFlowDescription() : nil }

    /// The layer-1 description: the properties, and the delegate's answers through providers. A section whose
    /// delegate does not implement `sizeForItemAt` is answered by arithmetic (LY4).
    func makeFlowDescription() -> FlowLayout {
        var flow = FlowLayout()
        flow.scrollDirection = scrollDirection.scrollDirection
        flow.itemSize = itemSize
        flow.sectionMetrics = FlowSectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
        switch sectionInsetReference {
        case .fromContentInset: flow.sectionInsetReference = .contentInset
        case .fromSafeArea: flow.sectionInsetReference = .safeArea
        case .fromLayoutMargins: flow.sectionInsetReference = .layoutMargins
        }
        flow.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        flow.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        flow.headerElementKind = UICollectionView.elementKindSectionHeader
        flow.footerElementKind = UICollectionView.elementKindSectionFooter
        let usesDelegate = collectionView?.delegate is any UICollectionViewDelegateFlowLayout
        if estimatedItemSize != .zero {
            flow.itemSizing = .estimated(estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize)
        } else if usesDelegate {
            flow.itemSizing = .perItem
        }
        if usesDelegate {
            // Weak: a subclass keeps this description in its prepared solution (a strong box would be a cycle).
            let box = MainActorWeakBound(self)
            let fallbackSize = itemSize
            let fallbackMetrics = flow.sectionMetrics
            flow.itemSizeProvider = { indexPath in
                box.withValue { layout in
                    layout.delegateAnswer({ $0.collectionView($1, layout: layout, sizeForItemAt: indexPath) }) ?? layout.itemSize
                } ?? fallbackSize
            }
            flow.providerSizesItems = { indexPath in
                box.withValue { layout in layout.delegateImplementsSizeForItem(probing: indexPath) } ?? false
            }
            flow.sectionMetricsProvider = { section in
                box.withValue { layout in layout.metrics(forSection: section) } ?? fallbackMetrics
            }
        }
        return flow
    }

    /// The delegate's answer to `question`, if the collection view has a flow-layout delegate.
    private func delegateAnswer<Answer>(
        _ question: (any UICollectionViewDelegateFlowLayout, UICollectionView) -> Answer
    ) -> Answer? {
        guard let collectionView, let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        else { return nil }
        return question(delegate, collectionView)
    }

    /// Whether the delegate implements `sizeForItemAt`, learnt by asking it for `indexPath` (LY4).
    private func delegateImplementsSizeForItem(probing indexPath: IndexPath) -> Bool {
        delegateAnswer { delegate, view in
            FlowDelegateProbe.implements(delegate) { _ = $0.collectionView(view, layout: self, sizeForItemAt: indexPath) }
        } ?? false
    }

    /// The metrics of `section` from the delegate (whose defaults are this layout's properties).
    private func metrics(forSection section: Int) -> FlowSectionMetrics {
        delegateAnswer { delegate, view in
            FlowSectionMetrics(
                inset: delegate.collectionView(view, layout: self, insetForSectionAt: section),
                minimumLineSpacing: delegate.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section),
                minimumInteritemSpacing: delegate.collectionView(
                    view, layout: self, minimumInteritemSpacingForSectionAt: section),
                headerReferenceSize: delegate.collectionView(view, layout: self, referenceSizeForHeaderInSection: section),
                footerReferenceSize: delegate.collectionView(view, layout: self, referenceSizeForFooterInSection: section))
        } ?? FlowSectionMetrics(
            inset: sectionInset, minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
            headerReferenceSize: headerReferenceSize, footerReferenceSize: footerReferenceSize)
    }
}
