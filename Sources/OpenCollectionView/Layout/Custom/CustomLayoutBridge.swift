import CompositionalLayout
import DiffableData
import Foundation
import HeadlessCollectionView

/// What the collection view keeps about a custom layout object between its calls: whether it must prepare, the
/// attributes objects it last answered (for how views show them), which cells and supplementary views reported
/// preferred attributes.
/// State only: every frame comes from the layout object's own methods (semantics CL1).
@MainActor
final class CustomLayoutBridge {
    /// The layout owns its bridge.
    unowned let layout: UICollectionViewLayout
    /// Whether ``UICollectionViewLayout/prepare()`` must run before the next query.
    var needsPrepare = true
    /// Set while the bridge itself invalidates the layout (reloads, batch updates), so the collection view is not
    /// told again about what it asked for.
    var isInvalidatingForView = false
    /// Set while the layout prepares: an invalidation from inside `prepare()` is not passed to the view.
    var isPreparing = false
    /// Copies of the attributes objects the layout answered last, by element.
    var presentations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Cells and supplementary views whose views were asked for preferred attributes since the data last changed
    /// (as element keys, which hash their two indices: `IndexPath`'s own hashing is slow on Linux, and the view asks
    /// once per element a pass).
    var measured: Set<ElementKey> = []
    /// The layout's content size, asked once after each `prepare()` (as UIKit asks once per layout update) and
    /// again when the view's size changes: the view needs it, and the scroll direction that follows from it, many
    /// times a pass, and a layout's getter may ask the view for counts or walk its own data (CL11).
    private var knownContentSize: (bounds: CGSize, content: CGSize)?

    init(layout: UICollectionViewLayout) { self.layout = layout }

    /// The layout was invalidated (by itself, its subclass or the view): prepare again before the next query.
    func didInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        knownContentSize = nil
        if context.invalidateEverything || context.invalidateDataSourceCounts { measured.removeAll() }
        if let items = context.invalidatedItemIndexPaths { measured.subtract(items.map(ElementKey.cell)) }
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            measured.subtract(paths.lazy.map { ElementKey.supplementary(kind, $0) })
        }
    }

    /// Invalidates the layout on the view's behalf (a reload: everything and the counts; a batch update: the counts).
    func invalidate(everything: Bool, dataSourceCounts: Bool) {
        let context = layout.makeInvalidationContext()
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = dataSourceCounts
        isInvalidatingForView = true
        defer { isInvalidatingForView = false }
        layout.invalidateLayout(with: context)
    }

    /// Runs ``UICollectionViewLayout/prepare()`` if an invalidation asked for it.
    /// A `prepare()` that invalidates the layout (a flow subclass setting `itemSize` from the bounds) runs again, at
    /// most twice more, so the queries see the settled layout (LY2).
    func prepareIfNeeded() {
        var rounds = 0
        while needsPrepare && rounds < 3 {
            needsPrepare = false
            rounds += 1
            presentations.removeAll(keepingCapacity: true)
            isPreparing = true
            layout.prepare()
            isPreparing = false
            // Forgotten after `prepare()`: a size asked while it ran (from a query it made) predates what it set.
            knownContentSize = nil
        }
    }

    // MARK: Queries

    var contentSize: CGSize {
        prepareIfNeeded()
        return currentContentSize()
    }

    /// ``UICollectionViewLayout/collectionViewContentSize``, asked again only after a `prepare()` or a resize.
    private func currentContentSize() -> CGSize {
        let bounds = layout.collectionView?.bounds.size ?? .zero
        if let known = knownContentSize, known.bounds == bounds { return known.content }
        let content = layout.collectionViewContentSize
        checked { () throws(CustomLayoutAnswerError) in try CustomLayoutAnswerCheck.check(contentSize: content) }
        if !isPreparing { knownContentSize = (bounds, content) }
        return content
    }

    /// The layout's elements in `rect`. Their objects join the kept ones rather than replacing them: the view also
    /// queries other rects (the prefetch window, keyboard focus, the public rect query) between passes, and the
    /// elements on screen must keep their objects. Entries of elements no longer asked for are dropped once they
    /// outnumber the answer several times over, so the table stays O(answered elements).
    /// The answer is checked first: a cell that does not exist or a frame that is not finite traps, naming the
    /// layout; an element answered twice is shown once, as the layout first answered it (CL16, CL17).
    func elements(in rect: CGRect, itemCounts: [Int]) -> [LayoutAttributes] {
        prepareIfNeeded()
        let answered = checked { () throws(CustomLayoutAnswerError) in
            try CustomLayoutAnswerCheck.checked(layout.layoutAttributesForElements(in: rect) ?? [], itemCounts: itemCounts)
        }.map(record)
        if presentations.count > 4 * max(answered.count, 64) {
            var kept: [ElementKey: UICollectionViewLayoutAttributes] = [:]
            kept.reserveCapacity(answered.count)
            for attributes in answered {
                let key = ElementKey(attributes)
                kept[key] = presentations[key]
            }
            presentations = kept
        }
        return answered
    }

    func item(at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath).map(checkedRecord)
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(checkedRecord)
    }

    func decoration(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        prepareIfNeeded()
        return layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath).map(checkedRecord)
    }

    /// One element the view asked for by its index path: its frame is checked (CL17). Whether the element exists is
    /// the asker's question, not the layout's answer's (the public query may ask for any index path).
    private func checkedRecord(_ object: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        checked { () throws(CustomLayoutAnswerError) in try CustomLayoutAnswerCheck.checkFrame(of: object) }
        return record(object)
    }

    /// Runs a check of the layout's answer; an answer the view cannot show traps, naming the layout (CL16, CL17).
    private func checked<Value>(_ check: () throws(CustomLayoutAnswerError) -> Value) -> Value {
        do {
            return try check()
        } catch {
            UIKitTraps.raise(UIKitTraps.customLayoutAnswer(error, layout: type(of: layout)))
        }
    }

    /// Layer 1's attributes for an object the layout answered, keeping a copy of the object (the layout may change
    /// its cached objects later, as UIKit assumes when it copies them). Cells and supplementary views are asked for
    /// preferred attributes (CL5).
    /// The copy kept from an earlier query stays when the layout answers an equal object (`isEqual(_:)`, which UIKit
    /// also relies on to tell whether attributes changed, CL12) that shows the same: no new copy, and the view sees
    /// the same object and need not compare the presentation again.
    func record(_ object: UICollectionViewLayoutAttributes) -> LayoutAttributes {
        let category: CompositionalLayout.ElementCategory
        switch object.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        let attributes = LayoutAttributes(
            category: category, elementKind: object.representedElementKind, indexPath: object.indexPath,
            frame: object.untransformedFrame, zIndex: object.zIndex,
            selfSizingAxes: category == .decorationView ? [] : [.horizontal, .vertical])
        let key = ElementKey(attributes)
        if let index = presentations.index(forKey: key) {
            let kept = presentations.values[index]
            if Self.showsTheSame(kept, object) && kept.isEqual(object) { return attributes }
            presentations.values[index] = object.copy() as! UICollectionViewLayoutAttributes
        } else {
            presentations[key] = (object.copy() as! UICollectionViewLayoutAttributes)
        }
        return attributes
    }

    /// Whether two objects give a view the same frame, stacking, opacity, visibility and transform: what the view
    /// reads from the kept copy. An `isEqual(_:)` that forgets `super` must not keep a copy with an old frame.
    static func showsTheSame(_ lhs: UICollectionViewLayoutAttributes, _ rhs: UICollectionViewLayoutAttributes) -> Bool {
        lhs.untransformedFrame == rhs.untransformedFrame && lhs.zIndex == rhs.zIndex && lhs.alpha == rhs.alpha
            && lhs.isHidden == rhs.isHidden && lhs.transform == rhs.transform
            && lhs.nonAffineTransform == rhs.nonAffineTransform
    }

    /// How the element is shown: the object's transform, alpha, hidden and zIndex, and the object itself.
    func viewAttributes(for attributes: LayoutAttributes) -> ViewAttributes {
        guard let object = presentations[ElementKey(attributes)] else { return ViewAttributes(attributes) }
        return Self.viewAttributes(of: object, layout: attributes)
    }

    static func viewAttributes(of object: UICollectionViewLayoutAttributes, layout: LayoutAttributes) -> ViewAttributes {
        ViewAttributes(
            layout, frame: object.untransformedFrame, alpha: object.alpha, zIndex: object.zIndex,
            isHidden: object.isHidden, transform: object.transform,
            custom: CustomElementAttributes(object) { lhs, rhs in
                MainActor.assumeIsolated {
                    // The 3D remainder first: an `isEqual(_:)` that forgets `super` must not keep an old one.
                    let (lhs, rhs) = (lhs as! UICollectionViewLayoutAttributes, rhs as! UICollectionViewLayoutAttributes)
                    return lhs.nonAffineTransform == rhs.nonAffineTransform && lhs.isEqual(rhs)
                }
            })
    }

    // MARK: Bounds and preferred sizes

    func shouldInvalidate(forBoundsChange bounds: CGRect) -> Bool {
        layout.shouldInvalidateLayout(forBoundsChange: bounds)
    }

    func invalidate(forBoundsChange bounds: CGRect) {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }

    /// A cell's view reported `size`: when it differs from the layout's, the layout decides whether to invalidate
    /// (CL5). Returns whether it did.
    func setPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        setPreferredSize(size, for: .cell(indexPath)) { $0.layoutAttributesForItem(at: indexPath) }
    }

    /// The same for a supplementary view (CL5).
    func setPreferredSize(_ size: CGSize, forSupplementaryOfKind kind: String, at indexPath: IndexPath) -> Bool {
        setPreferredSize(size, for: .supplementary(kind, indexPath)) {
            $0.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
    }

    /// Asks the layout about the element's preferred size, against the attributes the view shows (or the layout's
    /// answer, when the element is not shown).
    private func setPreferredSize(
        _ size: CGSize, for key: ElementKey, answer: (UICollectionViewLayout) -> UICollectionViewLayoutAttributes?
    ) -> Bool {
        measured.insert(key)
        prepareIfNeeded()  // the element's attributes may be asked for below: never of an unprepared layout
        guard let original = presentations[key] ?? answer(layout), original.size != size else { return false }
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size = size
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        else { return false }
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        // The context named the element, which forgot it was measured: it was, and is not asked again.
        measured.insert(key)
        return true
    }

    // MARK: Updates

    func prepare(forUpdate update: BatchUpdate) {
        prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: Self.updateItems(update))
    }

    /// UIKit's update items: deletes, inserts, moves, reloads — sections before items in each (CL7).
    static func updateItems(_ update: BatchUpdate) -> [UICollectionViewUpdateItem] {
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        items += update.sectionDeletes.sorted().map { .init(before: section($0), after: nil, action: .delete) }
        items += update.itemDeletes.sorted().map { .init(before: $0, after: nil, action: .delete) }
        items += update.sectionInserts.sorted().map { .init(before: nil, after: section($0), action: .insert) }
        items += update.itemInserts.sorted().map { .init(before: nil, after: $0, action: .insert) }
        items += update.sectionMoves.map { .init(before: section($0.source), after: section($0.destination), action: .move) }
        items += update.itemMoves.map { .init(before: $0.source, after: $0.destination, action: .move) }
        items += update.sectionReloads.sorted().map { .init(before: section($0), after: section($0), action: .reload) }
        items += update.itemReloads.sorted().map { .init(before: $0, after: $0, action: .reload) }
        return items
    }

    func initialAttributes(forAppearing key: ElementKey, final: ViewAttributes) -> ViewAttributes {
        let object: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: object = layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            object = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: key.elementKind ?? "", at: key.indexPath)
        case .decorationView:
            object = layout.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: key.elementKind ?? "", at: key.indexPath)
        }
        guard let object else { return final.with(alpha: 0) }
        return Self.viewAttributes(of: object.copy() as! UICollectionViewLayoutAttributes, layout: final.layout)
    }

    func finalAttributes(forDisappearing key: ElementKey, initial: ViewAttributes) -> ViewAttributes {
        let object: UICollectionViewLayoutAttributes?
        switch key.category {
        case .cell: object = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            object = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.elementKind ?? "", at: key.indexPath)
        case .decorationView:
            object = layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: key.elementKind ?? "", at: key.indexPath)
        }
        guard let object else { return initial.with(alpha: 0) }
        return Self.viewAttributes(of: object.copy() as! UICollectionViewLayoutAttributes, layout: initial.layout)
    }

    // MARK: Scroll direction

    /// A custom layout scrolls horizontally when its content is wider than the collection view and no taller;
    /// otherwise vertically (CL2).
    var scrollDirection: CompositionalLayout.ScrollDirection {
        guard let view = layout.collectionView, !needsPrepare else { return .vertical }
        let content = currentContentSize()
        let bounds = view.bounds.size
        return content.width > bounds.width && content.height <= bounds.height ? .horizontal : .vertical
    }
}
