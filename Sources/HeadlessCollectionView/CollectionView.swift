import CompositionalLayout
import Foundation

/// A collection view without pixels: bounds, content offset, a solved layout, the views of what is
/// visible (plus an overscan margin), reuse queues, self-sizing, updates, selection and focus.
///
/// Property changes mark the view as needing layout; queries (``visibleCells``, ``contentSize``, …) and
/// ``layoutIfNeeded()`` bring it up to date. Errors of implicit layout passes go to ``diagnosticsHandler``;
/// call ``layoutIfNeeded()`` to get them thrown.
@MainActor
public final class CollectionView {
    // MARK: Configuration

    /// The layout description (compositional, flow or custom); setting it re-solves, keeping measured sizes when
    /// the new description is solved by the same kind of solution.
    public var layout: any LayoutDescription {
        didSet { setNeedsSolve(keepingAnchor: true) }
    }
    /// The bounds size, safe area and margins.
    public var container: CollectionContainer {
        didSet {
            guard container != oldValue else { return }
            keepOffsetAtRestingEdge(insetBefore: adjustedContentInset(safeArea: adjustedSafeArea(of: oldValue)))
            // Measured sizes depend on the width (the height in a horizontal layout) offered to the views.
            let crossChanged = scrollDirection == .vertical
                ? container.size.width != oldValue.size.width : container.size.height != oldValue.size.height
            if crossChanged || container.layoutMargins != oldValue.layoutMargins
                || container.safeAreaInsets != oldValue.safeAreaInsets
            {
                discardMeasuredSizes()
            }
            setNeedsSolve(keepingAnchor: true)
        }
    }
    /// The bounds size (the container's size).
    public var size: CGSize {
        get { container.size }
        set { container.size = newValue }
    }
    /// The traits the layout is solved with; changing them discards measured sizes and re-solves.
    public var traits: LayoutTraits {
        didSet {
            guard traits != oldValue else { return }
            discardMeasuredSizes()
            setNeedsSolve(keepingAnchor: true)
        }
    }
    /// Extra scrollable space around the content (UIScrollView's `contentInset`). A NaN or infinite side is taken
    /// as 0 and reported to ``diagnosticsHandler`` (semantics R12).
    public var contentInset: EdgeInsets = .zero {
        didSet {
            let finite = contentInset.replacingNonFinite()
            if finite != contentInset {
                reportInvalidValue("contentInset \(contentInset) is not finite: its non-finite sides are taken as 0")
                contentInset = finite
            }
            keepOffsetAtRestingEdge(insetBefore: adjustedContentInset(safeArea: adjustedSafeArea(of: container), contentInset: oldValue))
            // A flow layout fills the bounds less the inset across the scroll axis (F4): solve again when it moves.
            let acrossChanged = scrollDirection == .vertical
                ? (contentInset.left, contentInset.right) != (oldValue.left, oldValue.right)
                : (contentInset.top, contentInset.bottom) != (oldValue.top, oldValue.bottom)
            if acrossChanged { setNeedsSolve(keepingAnchor: true) }
            setNeedsVisiblePass()
        }
    }
    /// How far beyond the visible bounds views are kept, as a fraction of the bounds' length along the
    /// scroll axis, on each side (semantics H3). A negative, NaN or infinite value is taken as 0 and reported
    /// (semantics R12).
    public var overscanFraction: CGFloat = 0.5 {
        didSet {
            if !(overscanFraction.isFinite && overscanFraction >= 0) {
                reportInvalidValue("overscanFraction \(overscanFraction) is not a finite value ≥ 0: it is taken as 0")
                overscanFraction = 0
            }
            setNeedsVisiblePass()
        }
    }
    /// The deceleration rate of the collection view's own scrolling, per millisecond.
    public var decelerationRate: CGFloat = DecelerationRate.normal
    /// Whether selecting items is allowed at all.
    public var allowsSelection = true {
        didSet { debugCheck() }
    }
    /// Whether more than one item may be selected.
    public var allowsMultipleSelection = false {
        didSet { debugCheck() }
    }

    /// The data source (held weakly); setting it reloads the data.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The delegate (held weakly).
    public weak var delegate: (any CollectionViewDelegate)?
    /// Receives diagnostics: registrations created in providers, layout diagnostics, failed implicit passes.
    public var diagnosticsHandler: (@MainActor (CollectionViewDiagnostic) -> Void)?

    let solver: LayoutSolver

    // MARK: State

    // The view's own state, in groups that each keep their rules (State/*.swift); `checkInvariants()` checks them and
    // the rules between them after every public mutation in debug builds.

    /// The solved layout; `nil` before the first layout pass.
    public var solution: (any SolvedLayout)? { isSolved ? solved : nil }
    /// The current solution (a placeholder until `isSolved`); non-optional so that per-frame queries do not
    /// copy the existential out of an optional. Its own state is checked by layer 1.
    var solved: any SolvedLayout = UnsolvedLayout()
    /// Whether `solved` is a solution (it stays one once there is one).
    var isSolved = false
    /// The item counts the collection view currently shows (UIKit's internal counts).
    public internal(set) var itemCounts: [Int] = []
    /// What the next layout pass must do.
    var pendingWork = PendingWork()
    /// The content offset and what a re-solve keeps in place.
    var scroll = ScrollState()
    /// Orthogonal sections' geometries and offsets, and visible-items handlers, of the installed solution.
    var sectionScrolling = SectionScrolling()
    /// Shown views, the side table of every view made, and the reuse queues.
    var viewStore = ViewStore()
    /// The requests for views made to the data source.
    var dequeueRequests = DequeueRequests()
    /// Registered view classes and the check that registrations are made up front.
    var registrations = Registrations()
    /// The selection and the keyboard focus.
    var itemMarks = ItemMarks()
    /// What the prefetch data source was told.
    var prefetchState = PrefetchState()
    /// List text offsets and reported diagnostics, kept across solves.
    var carriedAcrossSolves = CarriedAcrossSolves()
    /// The item being moved by the user and where it would land (``beginInteractiveMovement(forItemAt:)``).
    var interactiveMovement: (source: IndexPath, target: IndexPath)?
    /// Whether a layout pass is under way: queries made from inside it (a layout asking for item counts) answer
    /// from the pass's state instead of starting another.
    public internal(set) var isLayingOut = false

    /// Told about items entering and leaving the prefetch window (held weakly; semantics CL10).
    public weak var prefetchDataSource: (any CollectionViewPrefetching)? {
        didSet {
            prefetchState.forgetItems()
            debugCheck()
        }
    }
    /// Whether the prefetch data source is told anything. Default `true`.
    public var isPrefetchingEnabled = true {
        didSet {
            if !isPrefetchingEnabled { prefetchState.forgetItems() }
            debugCheck()
        }
    }
    /// How far ahead of the prepared rect items are prefetched, as a fraction of the bounds' length along the
    /// scroll axis. Default 1: one screen (CL10).
    public var prefetchFraction: CGFloat = 1 {
        didSet { setNeedsVisiblePass() }
    }
    /// Told when views start and stop showing elements (held weakly).
    public weak var host: (any ReusableViewHost)?
    /// How many views were created and reused, by reuse identifier (decorations: by kind).
    public var reuseStatistics: ReuseStatistics {
        var statistics = ReuseStatistics()
        for queue in viewStore.reuseQueues.values {
            statistics.byReuseIdentifier[queue.statisticsKey, default: ReuseCount()].created += queue.created
            statistics.byReuseIdentifier[queue.statisticsKey, default: ReuseCount()].reused += queue.reused
        }
        return statistics
    }
    /// The animation of updates that do not name one.
    public var defaultUpdateAnimation = UpdateAnimation.default


    // MARK: Init

    /// A collection view of `container.size` showing `layout`, solved by `solver` (layer 1's by default).
    public init(
        layout: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits = LayoutTraits(),
        solver: @escaping LayoutSolver = compositionalLayoutSolver
    ) {
        self.layout = layout
        self.container = container
        self.traits = traits
        self.solver = solver
    }

    /// A collection view of `size` with no safe area or margins, showing `layout`, solved by `solver`.
    public convenience init(
        layout: any LayoutDescription, size: CGSize, traits: LayoutTraits = LayoutTraits(),
        solver: @escaping LayoutSolver = compositionalLayoutSolver
    ) {
        self.init(layout: layout, container: CollectionContainer(size: size), traits: traits, solver: solver)
    }

    // MARK: Geometry

    /// The layout's scroll direction.
    public var scrollDirection: ScrollDirection { layout.scrollDirection }

    /// Whether a content offset that is set (and one kept across a re-solve) is clamped to the content. Default
    /// `true`; UIKit's scroll views do not clamp programmatic offsets, so the UIKit face sets it to `false` (V10).
    /// Offsets the view computes itself (scrolling to an item, keeping an anchor, flinging) are always clamped.
    public var clampsContentOffset = true {
        didSet { debugCheck() }
    }

    /// Whether ``adjustedContentInset`` adds the safe area along the scroll axis. Default `true` (UIKit's
    /// `.automatic` and `.scrollableAxes` for a scrolling layout); `false` is UIKit's `.never`.
    public var adjustsContentInsetForSafeArea = true {
        didSet {
            keepOffsetAtRestingEdge(insetBefore: adjustedContentInset(safeArea: oldValue ? container.safeAreaInsets : .zero))
            setNeedsVisiblePass()
        }
    }

    /// The content offset; setting it clamps to the content (no bouncing) unless ``clampsContentOffset`` is `false`,
    /// and updates the visible set lazily. A NaN or infinite coordinate leaves that coordinate as it was and is
    /// reported to ``diagnosticsHandler`` (semantics R12).
    public var contentOffset: CGPoint {
        get { scroll.offset }
        set {
            var newValue = newValue
            if !newValue.x.isFinite || !newValue.y.isFinite {
                reportInvalidValue("contentOffset \(newValue) is not finite: its non-finite coordinates are ignored")
                if !newValue.x.isFinite { newValue.x = scroll.offset.x }
                if !newValue.y.isFinite { newValue.y = scroll.offset.y }
            }
            defer { debugCheck() }
            let clamped = clampsContentOffset ? clampedOffset(newValue) : newValue
            guard clamped != scroll.offset else {
                scroll.pendingAnchor = nil
                return
            }
            scroll.scroll(to: clamped)
            setNeedsVisiblePass()
            delegate?.collectionViewDidScroll(self)
        }
    }

    /// The content size of the solved layout (solving if needed).
    public var contentSize: CGSize {
        implicitLayout()
        return solved.contentSize
    }

    /// `contentInset` plus the safe area along the scroll axis (UIKit's `.scrollableAxes` adjustment).
    public var adjustedContentInset: EdgeInsets {
        adjustedContentInset(safeArea: adjustedSafeArea(of: container))
    }

    private func adjustedSafeArea(of container: CollectionContainer) -> EdgeInsets {
        adjustsContentInsetForSafeArea ? container.safeAreaInsets : .zero
    }

    /// `contentInset` plus `safe` along the scroll axis.
    func adjustedContentInset(safeArea safe: EdgeInsets, contentInset: EdgeInsets? = nil) -> EdgeInsets {
        var inset = contentInset ?? self.contentInset
        switch scrollDirection {
        case .vertical:
            inset.top += safe.top
            inset.bottom += safe.bottom
        case .horizontal:
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The visible bounds in content coordinates.
    public var visibleRect: CGRect { CGRect(origin: scroll.offset, size: container.size) }

    /// The visible bounds less the adjusted content inset: where pinned supplementaries ride.
    public var visibleContentRect: CGRect {
        let inset = adjustedContentInset
        let rect = visibleRect
        return CGRect(
            x: rect.minX + inset.left, y: rect.minY + inset.top,
            width: max(0, rect.width - inset.left - inset.right), height: max(0, rect.height - inset.top - inset.bottom))
    }

    /// The rectangle whose elements have views: the visible bounds extended by the overscan on each side along
    /// the scroll axis, and across it too when the layout has orthogonal sections (whose elements scroll that way).
    public var preparedRect: CGRect {
        let rect = visibleRect
        let across = sectionScrolling.hasOrthogonalSections ? overscanFraction : 0
        switch scrollDirection {
        case .vertical:
            let margin = rect.height * overscanFraction
            let side = rect.width * across
            return CGRect(
                x: rect.minX - side, y: rect.minY - margin, width: rect.width + 2 * side, height: rect.height + 2 * margin)
        case .horizontal:
            let margin = rect.width * overscanFraction
            let side = rect.height * across
            return CGRect(
                x: rect.minX - margin, y: rect.minY - side, width: rect.width + 2 * margin, height: rect.height + 2 * side)
        }
    }

    /// The scroll position handed to the layout: visible content bounds and orthogonal offsets.
    public var scrollPosition: ScrollPosition {
        ScrollPosition(visibleBounds: visibleContentRect, orthogonalOffsets: sectionScrolling.offsets)
    }

    /// The smallest and largest content offsets.
    public var contentOffsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let content = solved.contentSize
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, content.width + inset.right - container.size.width),
            y: max(minimum.y, content.height + inset.bottom - container.size.height))
        return (minimum, maximum)
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        guard isSolved else { return offset }
        let range = contentOffsetRange
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            value.isNaN ? low : Swift.min(Swift.max(value, low), high)  // ±infinity: the far ends
        }
        return CGPoint(x: clamp(offset.x, range.min.x, range.max.x), y: clamp(offset.y, range.min.y, range.max.y))
    }

    func along(_ point: CGPoint) -> CGFloat { scrollDirection == .vertical ? point.y : point.x }
    func leadingEdge(_ rect: CGRect) -> CGFloat { scrollDirection == .vertical ? rect.minY : rect.minX }
    func withAlong(_ point: CGPoint, _ value: CGFloat) -> CGPoint {
        scrollDirection == .vertical ? CGPoint(x: point.x, y: value) : CGPoint(x: value, y: point.y)
    }

    // MARK: Invalidation

    /// Discards the visible views and measured sizes and asks the data source again (UIKit's `reloadData`).
    public func reloadData() {
        pendingWork.markReload()
        debugCheck()
    }

    /// Re-solves what `invalidation` names on the next pass (sizes measured so far are kept): every section by
    /// default, only the named sections when nothing else changed before that pass (semantics H20).
    /// - Complexity: O(sections named) now; the solve is deferred to the next layout pass.
    public func invalidateLayout(_ invalidation: LayoutInvalidation = .everything) {
        setNeedsSolve(keepingAnchor: false, invalidating: invalidation)
    }

    func setNeedsSolve(keepingAnchor: Bool, invalidating invalidation: LayoutInvalidation = .everything) {
        if keepingAnchor, scroll.pendingAnchor == nil, isSolved, !pendingWork.needsReload { scroll.pendingAnchor = currentAnchor() }
        pendingWork.markSolve(invalidating: invalidation)
        debugCheck()
    }

    /// Marks the views as needing a visible pass; the end of a property's `didSet`, hence the debug check.
    func setNeedsVisiblePass() {
        pendingWork.markVisiblePass()
        debugCheck()
    }

    /// Reports a property value that was replaced by a safe one (R12).
    func reportInvalidValue(_ message: String) {
        diagnosticsHandler?(CollectionViewDiagnostic(kind: .invalidValue, message: message))
    }

    /// Forgets every measured size: the next solve starts afresh and elements are measured again as they are shown.
    func discardMeasuredSizes() { pendingWork.markFreshSolve() }

    /// The first item (in index order) whose frame intersects the visible content, with its distance from
    /// the content offset: what environment changes and self-sizing keep in place.
    func currentAnchor() -> ScrollState.Anchor? {
        var best: LayoutAttributes?
        let visible = visibleContentRect
        for attributes in viewStore.displayedAttributes where attributes.category == .cell
            && attributes.orthogonalScrollRegion == nil && attributes.frame.overlaps(visible)
        {
            if best == nil || attributes.indexPath < best!.indexPath { best = attributes }
        }
        guard let best else { return nil }
        return ScrollState.Anchor(indexPath: best.indexPath, distanceFromOffset: leadingEdge(best.frame) - along(scroll.offset))
    }

    // MARK: Layout pass

    /// Brings the solution and the visible set up to date.
    /// - Throws: ``CollectionViewError`` for a layout that cannot be solved or a data source that fails.
    public func layoutIfNeeded() throws(CollectionViewError) {
        guard !isLayingOut else { return }
        defer { debugCheck() }  // after the pass has ended (deferred actions run last to first)
        isLayingOut = true
        defer { isLayingOut = false }
        host?.collectionViewWillLayout(self)
        if pendingWork.needsReload { try reload() }
        askLayoutAboutBoundsChange()
        if pendingWork.needsSolve { try solve() }
        pendingWork.layoutBounds = visibleRect
        if pendingWork.needsVisiblePass { try updateVisibleViews() }
    }

    /// Asks the layout whether the bounds it last saw laid out, changed since (scrolled or resized), invalidate it
    /// (UIKit's `shouldInvalidateLayout(forBoundsChange:)`, once per pass; semantics CL3).
    func askLayoutAboutBoundsChange() {
        let bounds = visibleRect
        guard isSolved, let seen = pendingWork.layoutBounds, seen != bounds else { return }
        pendingWork.layoutBounds = bounds
        if solved.shouldInvalidateLayout(forBoundsChange: bounds) {
            solved.invalidateLayout(forBoundsChange: bounds)
            pendingWork.markSolveForBoundsChange()
        }
    }

    /// A layout pass started by a query: failures are reported, not thrown.
    func implicitLayout() {
        do { try layoutIfNeeded() } catch {
            diagnosticsHandler?(CollectionViewDiagnostic(kind: .layoutPassFailed, message: error.description))
        }
    }

    func fetchCounts() throws(CollectionViewError) -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<Swift.max(0, sections)).map { dataSource.numberOfItems(inSection: $0, in: self) }
    }

    func reload() throws(CollectionViewError) {
        for (key, view) in viewStore.views { recycle(view, key: key) }
        viewStore.views.removeAll(keepingCapacity: true)
        viewStore.displayedAttributes.removeAll(keepingCapacity: true)
        pendingWork.markFreshSolve()
        prefetchState.forgetItems()
        carriedAcrossSolves.forgetListTextLeadingOffsets()
        itemCounts = try fetchCounts()
        itemMarks.keep(where: isValidItem)
        pendingWork.reloadDone()
    }

    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath[0] >= 0 && indexPath[0] < itemCounts.count && indexPath[1] >= 0
            && indexPath[1] < itemCounts[indexPath[0]]
    }

    /// The container the layout is solved in: ``container`` with the adjusted content inset (a flow layout's lines
    /// fill the bounds less it across the scroll axis, F4).
    var solvingContainer: CollectionContainer {
        var solving = container
        solving.contentInset = adjustedContentInset
        return solving
    }

    /// Solves the layout: afresh after a reload or when measured sizes were discarded, otherwise by moving the
    /// current solution to the (maybe new) description, container and traits, keeping its measured sizes — only
    /// the sections a pending invalidation names when nothing else changed (H20).
    func solve() throws(CollectionViewError) {
        var next = solved
        var isFresh = pendingWork.needsFreshSolve || !isSolved
        let invalidation = pendingWork.invalidation.limited(toSectionCount: solved.numberOfSections)
        do {
            if !isFresh {
                do {
                    try next.update(invalidation, description: layout, container: solvingContainer, traits: traits)
                } catch {
                    // A description of another kind of layout (or one the old solution cannot move to): start afresh.
                    isFresh = true
                }
            }
            if isFresh { next = try solver(layout, itemCounts, solvingContainer, traits) }
        } catch {
            throw CollectionViewError(.layout(error))
        }
        if isFresh {
            for (indexPath, offset) in carriedAcrossSolves.listTextLeadingOffsets {
                next.setListTextLeadingOffset(offset, forItemAt: indexPath)
            }
        }
        install(next)
    }

    /// Makes `solved` current: orthogonal offsets, handlers, diagnostics, anchor and offset clamping.
    func install(_ solved: any SolvedLayout) {
        self.solved = solved
        isSolved = true
        pendingWork.solveDone()
        sectionScrolling.install(from: solved)
        if carriedAcrossSolves.noteDiagnostics(solved.diagnostics) {
            for diagnostic in solved.diagnostics {
                diagnosticsHandler?(CollectionViewDiagnostic(kind: .layout, message: diagnostic.description))
            }
        }
        var anchored = false
        if let anchor = scroll.takeAnchor() {
            if let attributes = solved.attributesForItem(at: anchor.indexPath) {
                scroll.offset = withAlong(scroll.offset, leadingEdge(attributes.frame) - anchor.distanceFromOffset)
                anchored = true
            }
        }
        if clampsContentOffset || anchored { scroll.offset = clampedOffset(scroll.offset) }
    }

    /// Reconciles the views with the elements in the prepared rect, measures self-sizing elements as they
    /// appear (keeping the anchor item in place) and runs visible-items handlers.
    func updateVisibleViews() throws(CollectionViewError) {
        guard isSolved else { return }
        var anchor: ScrollState.Anchor?
        var rounds = 0
        while true {
            let (bounds, rect) = (visibleRect, preparedRect)
            var attributes = solved.attributesForElements(in: rect, scrollPosition: scrollPosition)
            Self.removeElementsOnlyTouching(rect, from: &attributes)
            try reconcile(attributes)
            // A provider that scrolled while its view was made (scrollToItem in a cell provider) moved the bounds the
            // round reconciled: the pass goes round again for the new bounds (semantics H22). The bounds, not the
            // prepared rect, are compared: the rect asks the layout its scroll direction, which is not free.
            var moved = visibleRect != bounds
            // By index: iterating would copy each element's attributes.
            for index in attributes.indices where !attributes[index].selfSizingAxes.isEmpty {
                let element = attributes[index]
                let key = ElementKey(element)
                guard let view = viewStore.views[key], !hasMeasuredSize(key) else { continue }
                if anchor == nil { anchor = currentAnchor() }
                let preferred = view.preferredSize(fitting: element)
                var size = element.frame.size
                if element.selfSizingAxes.contains(.horizontal) { size.width = preferred.width }
                if element.selfSizingAxes.contains(.vertical) { size.height = preferred.height }
                do {
                    switch key.category {
                    case .cell: moved = try solved.setMeasuredSize(size, forItemAt: key.indexPath) || moved
                    case .supplementaryView:
                        moved = try solved.setMeasuredSize(
                            size, forSupplementaryElementOfKind: key.elementKind ?? "", at: key.indexPath) || moved
                    case .decorationView: break
                    }
                } catch {
                    throw CollectionViewError(.layout(error))
                }
            }
            rounds += 1
            guard moved, rounds < 16 else { break }
            if let anchor, let attributes = solved.attributesForItem(at: anchor.indexPath) {
                scroll.offset = withAlong(scroll.offset, leadingEdge(attributes.frame) - anchor.distanceFromOffset)
            }
            scroll.offset = clampedOffset(scroll.offset)
        }
        pendingWork.visiblePassDone()
        runVisibleItemsHandlers()
        updatePrefetching()
    }

    /// Elements that only touch the rect's edge do not get views (H2). Nonisolated, so that its predicate carries no
    /// main-actor check per element.
    nonisolated static func removeElementsOnlyTouching(_ rect: CGRect, from attributes: inout [LayoutAttributes]) {
        guard attributes.contains(where: { !$0.frame.overlaps(rect) }) else { return }
        attributes.removeAll { !$0.frame.overlaps(rect) }
    }

    /// Whether the solution knows the element's measured size.
    func hasMeasuredSize(_ key: ElementKey) -> Bool {
        switch key.category {
        case .cell: solved.hasMeasuredSize(forItemAt: key.indexPath)
        case .supplementaryView: solved.hasMeasuredSize(forSupplementaryElementOfKind: key.elementKind ?? "", at: key.indexPath)
        case .decorationView: true
        }
    }

    /// Makes the views match `attributes`: keeps views of elements still shown, recycles the others,
    /// creates views for new elements and applies the attributes.
    func reconcile(_ attributes: [LayoutAttributes]) throws(CollectionViewError) {
        // One hash per element: views still shown are stamped with this pass's generation; the others
        // (few per scroll step) are recycled first, so that the new elements reuse them.
        viewStore.generation &+= 1
        let stamp = viewStore.generation
        var current = viewStore.views
        viewStore.views = [:]  // keep `current` uniquely referenced while mutating it
        var missing: [(ElementKey, LayoutAttributes)] = []
        let customPresentation = solved.hasCustomPresentation
        for element in attributes {
            let key = ElementKey(element)
            if let view = current[key] {
                let record = viewStore.records[ObjectIdentifier(view)]!
                record.generation = stamp
                if record.needsAttributes || !record.showsSameGeometry(as: element)
                    || (customPresentation && record.displayed != solved.viewAttributes(for: element))
                {
                    applyAttributes(element, to: view)
                }
            } else {
                missing.append((key, element))
            }
        }
        if current.count + missing.count != attributes.count {
            var leaving: [ElementKey] = []
            for (key, view) in current where viewStore.records[ObjectIdentifier(view)]?.generation != stamp { leaving.append(key) }
            for key in leaving {
                if let view = current.removeValue(forKey: key) { recycle(view, key: key) }
            }
        }
        defer { viewStore.views = current }
        viewStore.displayedAttributes = attributes
        for (key, element) in missing where current[key] == nil {  // (a layout listing an element twice)
            do throws(CollectionViewError) {
                dequeueRequests.appliedAtDequeue = nil
                // makeView checks the view was dequeued from this collection view, for this element (V2, R9).
                let view = try makeView(for: element)
                let id = ObjectIdentifier(view)
                viewStore.records[id]!.generation = stamp
                // Dequeuing applied the attributes before the data source configured the view; not again.
                if dequeueRequests.appliedAtDequeue != id || viewStore.records[id]!.displayed?.layout != element
                    || (customPresentation && viewStore.records[id]!.displayed != solved.viewAttributes(for: element))
                {
                    applyAttributes(element, to: view)
                }
                current[key] = view
                host?.collectionView(self, didShow: view)
                announceDisplay(of: view, key: key)
            } catch {
                viewStore.displayedAttributes = attributes.filter { current[ElementKey($0)] != nil }
                throw error
            }
        }
    }

    func applyAttributes(_ attributes: LayoutAttributes, to view: any ReusableView) {
        let id = ObjectIdentifier(view)
        let displayed = solved.viewAttributes(for: attributes)
        viewStore.records[id]?.needsAttributes = false
        viewStore.records[id]?.displayed = displayed
        if attributes.category == .cell, let cell = view as? any CollectionCell {
            let selected = itemMarks.isSelected(attributes.indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            let focused = itemMarks.focused != nil && itemMarks.focused == attributes.indexPath
            if cell.isFocused != focused { cell.isFocused = focused }
        }
        view.apply(displayed)
    }

    func announceDisplay(of view: any ReusableView, key: ElementKey) {
        guard let delegate else { return }
        switch key.category {
        case .cell: delegate.collectionView(self, willDisplay: view as! any CollectionCell, forItemAt: key.indexPath)
        case .supplementaryView:
            delegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.elementKind ?? "", at: key.indexPath)
        case .decorationView: break
        }
    }

    // MARK: Visible-items handlers

    func runVisibleItemsHandlers() {
        guard !sectionScrolling.handlers.isEmpty else { return }
        var bySection: [Int: [LayoutAttributes]] = [:]
        for attributes in viewStore.displayedAttributes {
            let key = ElementKey(attributes)
            guard !key.isGlobal, let section = attributes.indexPath.first, sectionScrolling.handlers[section] != nil else { continue }
            bySection[section, default: []].append(attributes)
        }
        let environment = LayoutEnvironment(
            container: LayoutContainer(
                contentSize: container.size, pointInsets: container.safeAreaInsets.directional(traits.layoutDirection)),
            traits: traits)
        for (section, elements) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let handler = sectionScrolling.handlers[section] else { continue }
            let sectionOffset = sectionScrolling.offsets[section]
            let ordered =
                elements.filter { $0.category == .cell } + elements.filter { $0.category == .supplementaryView }
                + elements.filter { $0.category == .decorationView }
            var items = ordered.map { attributes -> VisibleItem in
                let shift = orthogonalShift(of: attributes)
                return VisibleItem(
                    indexPath: attributes.indexPath, category: attributes.category, elementKind: attributes.elementKind,
                    frame: attributes.frame.offsetBy(dx: -shift.x, dy: -shift.y), zIndex: attributes.zIndex)
            }
            handler(&items, sectionOffset ?? scroll.offset, environment)
            for (item, attributes) in zip(items, ordered) {
                guard let view = viewStore.views[ElementKey(attributes)], var displayed = viewStore.records[ObjectIdentifier(view)]?.displayed
                else { continue }
                let shift = orthogonalShift(of: attributes)
                let center = CGPoint(x: item.center.x + shift.x, y: item.center.y + shift.y)
                displayed.frame.origin = CGPoint(
                    x: center.x - displayed.frame.width / 2, y: center.y - displayed.frame.height / 2)
                displayed.alpha = item.alpha
                displayed.zIndex = item.zIndex
                displayed.isHidden = item.isHidden
                displayed.transform = item.transform
                viewStore.records[ObjectIdentifier(view)]!.needsAttributes = true
                viewStore.records[ObjectIdentifier(view)]!.displayed = displayed
                view.apply(displayed)
            }
        }
    }

    /// How far the layout moved a displayed element for its orthogonal section's offset (displayed frame minus
    /// the frame as if the section were not scrolled, H8); zero for elements that do not scroll with a section.
    /// Visible-items handlers work in unscrolled frames: subtract it for the handler, add it back for the view.
    func orthogonalShift(of attributes: LayoutAttributes) -> CGPoint {
        guard attributes.orthogonalScrollRegion != nil, let section = attributes.indexPath.first,
            let offset = sectionScrolling.offsets[section]
        else { return .zero }
        return CGPoint(x: -offset.x, y: -offset.y)
    }

    // MARK: Queries

    /// The cells whose frames intersect the visible bounds, in index-path order.
    public var visibleCells: [any CollectionCell] {
        indexPathsForVisibleItems.compactMap { viewStore.views[.cell($0)] as? any CollectionCell }
    }

    /// The index paths of the items whose frames intersect the visible bounds, sorted.
    public var indexPathsForVisibleItems: [IndexPath] {
        implicitLayout()
        let visible = visibleRect
        return viewStore.displayedAttributes.lazy.filter { $0.category == .cell && $0.frame.overlaps(visible) }
            .map(\.indexPath).sorted()
    }

    /// Every view that exists (visible or in the overscan), with its displayed attributes, in drawing
    /// order (zIndex, then the layout's order).
    public var preparedViews: [(key: ElementKey, view: any ReusableView)] {
        implicitLayout()
        return viewStore.displayedAttributes.enumerated().compactMap { index, attributes -> (Int, ElementKey, any ReusableView, Int)? in
            let key = ElementKey(attributes)
            return viewStore.views[key].map { (index, key, $0, viewStore.records[ObjectIdentifier($0)]?.displayed?.zIndex ?? 0) }
        }
        .sorted { ($0.3, $0.0) < ($1.3, $1.0) }
        .map { (key: $0.1, view: $0.2) }
    }

    /// The views whose frames intersect the visible bounds, in drawing order.
    public var visibleViews: [(key: ElementKey, view: any ReusableView)] {
        let visible = visibleRect
        return preparedViews.filter {
            guard let displayed = viewStore.records[ObjectIdentifier($0.view)]?.displayed else { return false }
            return displayed.frame.overlaps(visible) && !displayed.isHidden
        }
    }

    /// The cell of a visible (or overscanned) item.
    public func cellForItem(at indexPath: IndexPath) -> (any CollectionCell)? {
        implicitLayout()
        return viewStore.views[.cell(indexPath)] as? any CollectionCell
    }

    /// The view of a visible (or overscanned) supplementary element of `kind`.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> (any ReusableView)? {
        implicitLayout()
        return viewStore.views[.supplementary(kind, indexPath)]
    }

    /// The views of supplementary elements of `kind` whose frames intersect the visible bounds.
    public func visibleSupplementaryViews(ofKind kind: String) -> [any ReusableView] {
        visibleViews.filter { $0.key.category == .supplementaryView && $0.key.elementKind == kind }.map(\.view)
    }

    /// The index path of the item whose displayed frame contains `point` (content coordinates).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        implicitLayout()
        return viewStore.displayedAttributes.last { attributes in
            guard attributes.category == .cell else { return false }
            let shown = viewStore.views[ElementKey(attributes)].flatMap { viewStore.records[ObjectIdentifier($0)]?.displayed?.frame }
            return (shown ?? attributes.frame).contains(point)
        }?.indexPath
    }

    /// The index path of `cell` if it is the collection view's current cell for that item.
    public func indexPath(for cell: any CollectionCell) -> IndexPath? {
        implicitLayout()
        guard let displayed = viewStore.records[ObjectIdentifier(cell)]?.displayed, displayed.layout.category == .cell,
            viewStore.views[.cell(displayed.indexPath)] === cell
        else { return nil }
        return displayed.indexPath
    }

    /// The number of sections the collection view currently shows.
    public var numberOfSections: Int {
        implicitLayout()
        return itemCounts.count
    }

    /// The number of items the collection view currently shows in `section` (0 for a section that does not exist).
    public func numberOfItems(inSection section: Int) -> Int {
        implicitLayout()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// The layout's attributes of an item (unscrolled for orthogonal sections).
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        implicitLayout()
        return isSolved ? solved.attributesForItem(at: indexPath) : nil
    }

    /// The layout's attributes of a supplementary element, as at the current scroll position.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        implicitLayout()
        return isSolved ? solved.attributesForSupplementaryElement(ofKind: kind, at: indexPath, scrollPosition: scrollPosition) : nil
    }

    /// The layout's attributes of a decoration view.
    public func layoutAttributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        implicitLayout()
        return isSolved ? solved.attributesForDecorationElement(ofKind: kind, at: indexPath) : nil
    }

    /// The attributes of all cells, supplementaries and decorations whose frames intersect `rect` (content
    /// coordinates): pinned supplementaries at their pinned frames and orthogonal sections at their current offsets,
    /// as at the current scroll position.
    public func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes] {
        implicitLayout()
        return isSolved ? solved.attributesForElements(in: rect, scrollPosition: scrollPosition) : []
    }
}

extension EdgeInsets {
    /// The insets with every NaN or infinite side replaced by 0 (R12).
    func replacingNonFinite() -> EdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return EdgeInsets(top: finite(top), left: finite(left), bottom: finite(bottom), right: finite(right))
    }
}
