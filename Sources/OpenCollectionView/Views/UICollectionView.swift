import CompositionalLayout
import DiffableData
import Foundation
import HeadlessCollectionView

/// Supplies a collection view's data by index path (UIKit's protocol; optional methods have defaults).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`. Required.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued from the collection view. Required.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The view for a supplementary element, dequeued from the collection view. Default: traps, so implement it when
    /// the layout has supplementary items.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the user may move the item (interactive movement). Default: `false`.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item: update the data so that it is at `destinationIndexPath`. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// No item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    /// Traps with UIKit's message: a layout with supplementary items needs the data source to provide their views.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIKitTraps.raise(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
                + "\(UIKitTraps.describe(indexPath))) was nil: the data source must implement it when the layout has "
                + "supplementary views")
    }
}

/// Hears about selection and display (UIKit's protocol; every method has a default).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item may be selected by the user. Default: `true`.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item may be deselected by the user. Default: `true`.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// A cell is about to be shown for the item. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell stopped being shown for the item. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Allows selection.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Allows deselection.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

/// A collection view: Apple's API over the headless collection view, which owns scrolling, the visible set, reuse,
/// self-sizing and the solved layout.
@MainActor
open class UICollectionView: UIScrollView, ViewSystemObserving {
    // MARK: Nested types

    /// The axis along which the layout scrolls.
    public enum ScrollDirection: Int, Sendable, Hashable {
        /// Content scrolls vertically.
        case vertical = 0
        /// Content scrolls horizontally.
        case horizontal = 1

        var scrollDirection: CompositionalLayout.ScrollDirection { self == .vertical ? .vertical : .horizontal }
    }

    /// Which kind of view an element is shown by.
    public enum ElementCategory: UInt, Sendable, Hashable {
        /// A cell, showing an item.
        case cell = 0
        /// A supplementary view, such as a header or footer.
        case supplementaryView = 1
        /// A decoration view, such as a section background.
        case decorationView = 2

        init(_ category: CompositionalLayout.ElementCategory) {
            switch category {
            case .cell: self = .cell
            case .supplementaryView: self = .supplementaryView
            case .decorationView: self = .decorationView
            }
        }
    }

    /// Where an item comes to rest when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates a position from its option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Puts the item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centres the item vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Puts the item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Puts the item at the left edge of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centres the item horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Puts the item at the right edge of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// Layer 3's position, option by option (the two option sets are not assumed to share raw values).
        var itemScrollPosition: ItemScrollPosition {
            var position: ItemScrollPosition = []
            if contains(.top) { position.insert(.top) }
            if contains(.centeredVertically) { position.insert(.centeredVertically) }
            if contains(.bottom) { position.insert(.bottom) }
            if contains(.left) { position.insert(.left) }
            if contains(.centeredHorizontally) { position.insert(.centeredHorizontally) }
            if contains(.right) { position.insert(.right) }
            return position
        }
    }

    /// The element kind of section headers (list layouts use it).
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    // MARK: State

    /// The headless collection view that does the work.
    let headless: CollectionView
    private let dataSourceAdapter = DataSourceAdapter()
    private let delegateAdapter = DelegateAdapter()
    private let hostAdapter = HostAdapter()
    let prefetchingAdapter = PrefetchingAdapter()
    private var batch: BatchRecorder?
    var isDiffableDataSourceAttached = false

    /// The layout; setting it installs the new layout and lays out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            // A layout another view has taken since stays that view's (CL19).
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            install(collectionViewLayout)
        }
    }

    // MARK: Init

    /// Creates a collection view of `frame` showing `layout`: a compositional or flow layout (solved by layer 1) or
    /// a subclass of ``UICollectionViewLayout`` of your own (asked as UIKit asks it).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        // The layout is described once, here; `attach` does the rest of `install`.
        headless = CollectionView(
            layout: Self.description(of: layout), size: frame.size, traits: UITraitCollection().layoutTraits,
            solver: faceLayoutSolver)
        super.init(frame: frame)
        isObservedByHigherLayer = true
        dataSourceAdapter.owner = self
        delegateAdapter.owner = self
        headless.dataSource = dataSourceAdapter
        headless.delegate = delegateAdapter
        hostAdapter.owner = self
        headless.host = hostAdapter
        headless.clampsContentOffset = false
        attach(layout)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The headless view's description of `layout`: layer 1's for the built-in layouts, the layout object itself
    /// for a custom one.
    private static func description(of layout: UICollectionViewLayout) -> any LayoutDescription {
        layout.makeDescription() ?? CustomLayoutDescription(bridge: layout.bridge)
    }

    /// Attaches `layout` and describes it to the headless view. Attached first: a flow layout's description asks
    /// its collection view's delegate (`UICollectionViewDelegateFlowLayout`), which it reaches through the view
    /// (semantics CL20).
    private func install(_ layout: UICollectionViewLayout) {
        attach(layout)
        headless.layout = Self.description(of: layout)
    }

    /// Makes this view the layout's collection view and registers its decoration classes.
    private func attach(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        for (kind, viewClass) in layout.decorationViewClasses {
            headless.register(viewClass, forDecorationViewOfKind: kind)
        }
    }

    /// Changes the layout, as UIKit's `setCollectionViewLayout(_:animated:)`: the layouts hear the transition's hooks
    /// and the view lays out with the new one at once (semantics CL13).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout: the old layout hears `prepareForTransition(to:)` and the new one
    /// `prepareForTransition(from:)`, the new layout is installed and the view laid out with it, the new layout
    /// may move the content offset (`targetContentOffset(forProposedContentOffset:)`), then both hear
    /// `finalizeLayoutTransition()` and `completion` runs with `true` (there is no animation to wait for; CL13).
    /// Setting the layout it already has changes nothing.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let old = collectionViewLayout
        guard layout !== old else {
            completion?(true)
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = layout
        layoutIfNeeded()
        let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        if target != contentOffset {
            contentOffset = target
            layoutIfNeeded()
        }
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        completion?(true)
    }

    /// Called by the layout when it is invalidated: a built-in layout describes itself again and the view
    /// re-solves; a custom one prepares again before the next query (unless the view itself invalidated it).
    /// The content offset moves by the context's adjustment. A built-in layout's context may keep its solution or
    /// its delegate's answers (the flow layout's, LY3).
    func layoutDidInvalidate(_ layout: UICollectionViewLayout, context: UICollectionViewLayoutInvalidationContext? = nil) {
        guard layout === collectionViewLayout else { return }
        let adjustment = context?.contentOffsetAdjustment ?? .zero
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        if layout.isSolvedByLayer1 {
            // A context naming sections only keeps the description: the view solves those sections again (H20).
            if let invalidation = context.map(layout.invalidation(for:)), case .sections = invalidation {
                headless.invalidateLayout(invalidation)
                return
            }
            let description = context.map { layout.description(invalidatedBy: $0, solved: headless.solution) }
                ?? layout.makeDescription()
            // A context that keeps the attributes keeps the solution.
            guard let description else { return }
            headless.layout = description
            attach(layout)
        } else if layout.bridge.isInvalidatingForView || layout.bridge.isPreparing {
            return
        }
        headless.invalidateLayout()
    }

    /// Called by the layout when its decoration classes change.
    func layoutDecorationsDidChange(_ layout: UICollectionViewLayout) {
        guard layout === collectionViewLayout else { return }
        attach(layout)
        layoutDidInvalidate(layout)
    }

    // MARK: Geometry

    /// The visible bounds: the content offset (the headless view's) and the view's size.
    open override var bounds: CGRect {
        get { CGRect(origin: headless.contentOffset, size: super.bounds.size) }
        set {
            super.bounds = CGRect(origin: .zero, size: newValue.size)
            headless.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// The point of the content at the top-left of the visible bounds: the headless view's offset. A programmatic
    /// offset is not clamped (UIKit's behaviour, V10); the delegate hears `scrollViewDidScroll`.
    open override var contentOffset: CGPoint {
        get { headless.contentOffset }
        set {
            guard newValue != headless.contentOffset else { return }
            headless.contentOffset = newValue
            setNeedsLayout()
        }
    }

    /// The size of the content: the layout's (setting it does nothing; the layout decides it).
    open override var contentSize: CGSize {
        get { headless.contentSize }
        set {}
    }

    /// Extra scrollable space around the content.
    open override var contentInset: UIEdgeInsets {
        get { headless.contentInset }
        set { headless.contentInset = newValue }
    }

    /// How the safe area adds to the content inset: the headless view adds it along the scroll axis unless
    /// `.never`.
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { headless.adjustsContentInsetForSafeArea = contentInsetAdjustmentBehavior != .never }
    }

    /// The content inset plus the safe area along the scroll axis (the headless view's).
    open override var adjustedContentInset: UIEdgeInsets { headless.adjustedContentInset }

    /// Where a drag released with `velocity` comes to rest: the headless view's answer (deceleration, paging,
    /// clamping).
    open override func targetContentOffset(forVelocity velocity: CGPoint) -> CGPoint {
        layoutHeadlessView()
        return headless.targetContentOffset(forVelocity: velocity)
    }

    /// The delegate as a collection-view delegate.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The traits the layout uses: the environment's (an iPhone in portrait outside a window). Setting them (not
    /// UIKit API: UIKit's are read-only) overrides the specified traits, as `traitOverrides` would.
    open override var traitCollection: UITraitCollection {
        get { super.traitCollection }
        set {
            var overrides = traitOverrides
            if newValue.displayScale > 0 { overrides.displayScale = newValue.displayScale }
            if newValue.horizontalSizeClass != .unspecified { overrides.horizontalSizeClass = newValue.horizontalSizeClass }
            if newValue.verticalSizeClass != .unspecified { overrides.verticalSizeClass = newValue.verticalSizeClass }
            if newValue.layoutDirection != .unspecified { overrides.layoutDirection = newValue.layoutDirection }
            if newValue.userInterfaceStyle != .unspecified { overrides.userInterfaceStyle = newValue.userInterfaceStyle }
            if newValue.preferredContentSizeCategory != .unspecified {
                overrides.preferredContentSizeCategory = newValue.preferredContentSizeCategory
            }
            traitOverrides = overrides
        }
    }

    /// Keeps the headless view's traits in step with the environment's.
    package func viewEffectiveTraitsDidChange(from previous: UITraitCollection?) {
        var traits = traitCollection.layoutTraits
        traits.marginReferenceWidth = window?.bounds.width
        headless.traits = traits
    }

    /// Before any headless layout pass (this view's `layoutSubviews`, a query, an applied snapshot's transaction):
    /// the headless view lays out in the size, safe area and margins the view tree gives now. A view whose layout
    /// object another collection view has taken since traps: it would lay out the other view's data (semantics CL19).
    func willLayout() {
        guard collectionViewLayout.collectionView === self else {
            UIKitTraps.raise(UIKitTraps.layoutOfAnotherCollectionView(type(of: collectionViewLayout)))
        }
        updateContainer()
    }

    /// Hands the headless view the size, safe area and margins the view tree gives the collection view.
    func updateContainer() {
        var container = headless.container
        container.size = super.bounds.size
        container.safeAreaInsets = safeAreaInsets
        container.layoutMargins = directionalLayoutMargins
        headless.container = container
        // List margins follow the window, as UIKit's follow the screen (LI6).
        let marginReference = window?.bounds.width
        if headless.traits.marginReferenceWidth != marginReference {
            var traits = headless.traits
            traits.marginReferenceWidth = marginReference
            headless.traits = traits
        }
    }

    /// Whether the content stops on multiples of the bounds after a fling.
    open override var isPagingEnabled: Bool {
        get { headless.isPagingEnabled }
        set { headless.isPagingEnabled = newValue }
    }

    // MARK: Data source and delegate

    /// The data source. A collection view driven by a diffable data source cannot change it.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        willSet {
            if isDiffableDataSourceAttached, newValue !== dataSource { UIKitTraps.raise(UIKitTraps.changingDataSource) }
        }
        didSet { headless.reloadData() }
    }

    /// The delegate, told about selection, display and scrolling (held weakly; declared on `UIScrollView`, V10). A
    /// flow layout also asks it for sizes and metrics (``UICollectionViewDelegateFlowLayout``), so setting it
    /// invalidates a flow layout.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            if collectionViewLayout is UICollectionViewFlowLayout { layoutDidInvalidate(collectionViewLayout) }
        }
    }

    /// Whether the user can select items.
    open var allowsSelection: Bool {
        get { headless.allowsSelection }
        set { headless.allowsSelection = newValue }
    }

    /// Whether the user can select more than one item.
    open var allowsMultipleSelection: Bool {
        get { headless.allowsMultipleSelection }
        set { headless.allowsMultipleSelection = newValue }
    }

    // MARK: Layout pass

    /// Lays out now: the view tree's pass, then the headless view's (fetching counts, solving and creating the
    /// views of what is visible). Layout and data-source misuse traps with UIKit's message.
    open override func layoutIfNeeded() {
        super.layoutIfNeeded()
        layoutHeadlessView()
    }

    /// The collection view's part of the layout pass: the headless view lays out its elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutHeadlessView()
    }

    private func layoutHeadlessView() {
        do {
            try headless.layoutIfNeeded()
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
        flushConfigurationUpdates()
    }

    /// Discards the views and asks the data source again.
    open func reloadData() {
        headless.reloadData()
    }

    // MARK: Queries

    /// The number of sections the collection view shows (after a layout pass).
    open var numberOfSections: Int {
        layoutUnlessLayingOut()
        return headless.numberOfSections
    }

    /// The number of items the collection view shows in `section`. A section it does not have traps with UIKit's
    /// message, as UIKit raises (semantics CL18).
    open func numberOfItems(inSection section: Int) -> Int {
        layoutUnlessLayingOut()
        let sections = headless.numberOfSections
        guard section >= 0, section < sections else {
            UIKitTraps.raise(UIKitTraps.sectionOutOfRange(section, sections: sections))
        }
        return headless.numberOfItems(inSection: section)
    }

    /// A layout pass for a query, unless one is under way: a custom layout asks for counts from inside the pass
    /// (in `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`), where the counts are
    /// already current and another walk of the view tree would cost O(subviews) per question (semantics CL11).
    private func layoutUnlessLayingOut() {
        if !headless.isLayingOut { layoutIfNeeded() }
    }

    /// The cell of a visible item, or `nil` (here a cell kept in the overscan margin is returned too).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return headless.cellForItem(at: indexPath) as? UICollectionViewCell
    }

    /// The view of a visible supplementary element of `elementKind`, or `nil` (here also one in the overscan margin).
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return headless.supplementaryView(forElementKind: elementKind, at: indexPath) as? UICollectionReusableView
    }

    /// The views of the visible supplementary elements of `elementKind`.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return headless.visibleSupplementaryViews(ofKind: elementKind).compactMap { $0 as? UICollectionReusableView }
    }

    /// The cells of the visible items.
    open var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return headless.visibleCells.compactMap { $0 as? UICollectionViewCell }
    }

    /// The index paths of the visible items.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return headless.indexPathsForVisibleItems
    }

    /// The index path of `cell`, or `nil` if it shows no item.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return headless.indexPath(for: cell)
    }

    /// The index path of the item at `point` (content coordinates), or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        return headless.indexPathForItem(at: point)
    }

    /// The layout attributes of an item, or `nil` if it does not exist (orthogonal sections unscrolled).
    /// The layout attributes of an item, or `nil` if it does not exist (orthogonal sections unscrolled): an object
    /// of the layout's `layoutAttributesClass` at the view's geometry; for a custom layout, a copy of its own answer
    /// (extra properties included) at that geometry (semantics CL21).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        let layout = collectionViewLayout
        guard let solved = headless.layoutAttributesForItem(at: indexPath) else { return nil }
        return answer(solved, own: layout.isSolvedByLayer1 ? nil : layout.layoutAttributesForItem(at: indexPath))
    }

    /// The layout attributes of a supplementary element, or `nil` if it does not exist: the layout's own, as for
    /// items.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        let layout = collectionViewLayout
        guard let solved = headless.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath) else {
            return nil
        }
        return answer(
            solved, own: layout.isSolvedByLayer1 ? nil : layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// The view's answer for an element: the layout's own object when it has one of a subclass (copied, so that the
    /// caller cannot change the layout's), else a new object of its class; at the frame the view shows.
    private func answer(_ solved: LayoutAttributes, own: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes {
        guard let own, type(of: own) != UICollectionViewLayoutAttributes.self,
            let copy = own.copy() as? UICollectionViewLayoutAttributes
        else { return collectionViewLayout.makeAttributes(solved) }
        // The view's frame differs from the layout's where the view flipped it (right to left) or a cell
        // self-sized; the layout's transform, alpha and properties stay.
        if copy.transform.isIdentity, copy.frame != solved.frame { copy.frame = solved.frame }
        return copy
    }

    // MARK: Scrolling

    /// Scrolls so that the item is at `scrollPosition` (the nearest position when empty); animated in a window, the
    /// content offset moves there as `setContentOffset(_:animated: true)` does (semantics AN12; an orthogonal
    /// section's own offset changes at once). An item that does not exist traps, as in UIKit.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let start = contentOffset
        do {
            try headless.scrollToItem(at: indexPath, position: scrollPosition.itemScrollPosition)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
        guard animated, window != nil, UIView.areAnimationsEnabled, contentOffset != start else { return }
        let target = contentOffset
        contentOffset = start
        setContentOffset(target, animated: true)
    }

    // MARK: Selection

    /// The selected items, in selection order; `nil` when none is selected (as UIKit returns).
    open var indexPathsForSelectedItems: [IndexPath]? {
        let selected = headless.indexPathsForSelectedItems
        return selected.isEmpty ? nil : selected
    }

    /// Selects an item (no delegate calls, as in UIKit) and optionally scrolls to it; `nil` clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        do {
            try headless.selectItem(
                at: indexPath, scrollPosition: scrollPosition.isEmpty ? nil : scrollPosition.itemScrollPosition)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    /// Deselects an item (no delegate calls).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        headless.deselectItem(at: indexPath)
    }

    /// What a user's tap on an item does: asks the delegate, selects (toggles in multiple selection) and tells it.
    /// There are no touches on Linux; hosts and tests call this for a tap.
    @discardableResult
    open func simulateTap(onItemAt indexPath: IndexPath) -> Bool {
        do {
            defer { flushConfigurationUpdates() }
            return try headless.userSelectItem(at: indexPath)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    // MARK: Registration and dequeuing

    /// Registers a cell class for a reuse identifier; `nil` does nothing here. A class that is not a
    /// `UICollectionViewCell` traps.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            UIKitTraps.raise("\(cellClass) is not a subclass of UICollectionViewCell")
        }
        headless.register(type, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a supplementary view class for an element kind and reuse identifier; `nil` does nothing here. A
    /// class that is not a `UICollectionReusableView` traps.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        guard let viewClass else { return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            UIKitTraps.raise("\(viewClass) is not a subclass of UICollectionReusableView")
        }
        headless.register(type, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }

    /// A reused or new cell of the class registered for `identifier`; an unregistered identifier traps.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        do {
            let cell = try headless.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
            guard let cell = cell as? UICollectionViewCell else {
                UIKitTraps.raise("the cell registered for \(identifier) is not a UICollectionViewCell")
            }
            cell.configurationStorage.owner = self
            return cell
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    /// A reused or new supplementary view of the class registered for the kind and `identifier`; an unregistered
    /// identifier traps.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        do {
            let view = try headless.dequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
            guard let view = view as? UICollectionReusableView else {
                UIKitTraps.raise("the view registered for \(identifier) is not a UICollectionReusableView")
            }
            (view as? UICollectionViewCell)?.configurationStorage.owner = self
            return view
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    /// A cell of the registration's class, dequeued (registered on first use) and configured by its handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        whileDequeuing { headless.dequeueConfiguredReusableCell(using: registration.registration, for: indexPath, item: item) }
    }

    /// A supplementary view of the registration's class and kind, dequeued and configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        whileDequeuing { headless.dequeueConfiguredReusableSupplementary(using: registration.registration, for: indexPath) }
    }

    // MARK: Updates

    /// Performs inserts, deletes, moves and reloads as one update, checked against the data source's counts with
    /// UIKit's "Invalid update" rules (the check is the data layer's).
    ///
    /// A call nested in another's `updates` joins the outer batch; its completion runs after the outer batch is
    /// applied, after the outer completion, in the order the calls were made. In a window, the update animates
    /// on the animation clock (0.3 s, ease in-out) and the completions run when it ends (semantics AN11).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batch != nil {
            updates?()
            if let completion { batch!.nestedCompletions.append(completion) }
            return
        }
        // UIKit brings its counts up to date before the updates run, so that the check compares before and after.
        layoutIfNeeded()
        batch = BatchRecorder()
        updates?()
        let update = batch!.update
        let nestedCompletions = batch!.nestedCompletions
        batch = nil
        let transaction: UpdateTransaction
        do {
            // The headless view checks the update against the new counts (the data layer's UIKit rules) and
            // moves the views.
            transaction = try headless.performBatchUpdates(update, animation: animationsEnabled ? nil : UpdateAnimation.none)
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
        let finish = { (finished: Bool) in
            completion?(finished)
            for nested in nestedCompletions { nested(finished) }
        }
        // Animated on the clock in a window (semantics AN11); otherwise the update shows at once.
        if !animateUpdate(transaction, completion: finish) { finish(true) }
    }

    /// Whether updates are described as animated (UIView's `areAnimationsEnabled`, per collection view).
    var animationsEnabled = true

    private func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!.update)
        } else {
            withoutActuallyEscaping(change) { change in
                performBatchUpdates { change(&self.batch!.update) }
            }
        }
    }

    /// Inserts items at the index paths (in a batch update of its own when not inside one).
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.itemInserts += indexPaths } }
    /// Deletes the items at the index paths (in a batch update of its own when not inside one).
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.itemDeletes += indexPaths } }
    /// Reloads the items: their cells are asked for again (in a batch update of its own when not inside one).
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.itemReloads += indexPaths } }
    /// Reconfigures the items' existing cells (in a batch update of its own when not inside one).
    open func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.itemReconfigures += indexPaths } }
    /// Moves an item (in a batch update of its own when not inside one).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.itemMoves.append(BatchUpdate.ItemMove(source: indexPath, destination: newIndexPath)) }
    }
    /// Inserts sections (in a batch update of its own when not inside one).
    open func insertSections(_ sections: IndexSet) { record { $0.sectionInserts += Array(sections) } }
    /// Deletes sections (in a batch update of its own when not inside one).
    open func deleteSections(_ sections: IndexSet) { record { $0.sectionDeletes += Array(sections) } }
    /// Reloads sections (in a batch update of its own when not inside one).
    open func reloadSections(_ sections: IndexSet) { record { $0.sectionReloads += Array(sections) } }
    /// Moves a section (in a batch update of its own when not inside one).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.sectionMoves.append(BatchUpdate.SectionMove(source: section, destination: newSection)) }
    }

    // MARK: Interactive movement

    /// Starts moving an item; `false` when the data source's `collectionView(_:canMoveItemAt:)` says no (for a
    /// diffable data source: its `reorderingHandlers.canReorderItem`).
    @discardableResult
    open func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        let began = headless.beginInteractiveMovement(forItemAt: indexPath)
        if began { setReorderingState(true, ofItemAt: indexPath) }
        return began
    }

    /// Moves the target of the movement to the item under `targetPosition` (content coordinates).
    /// The layout decides the target (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`; the base: the item
    /// under the position).
    open func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let current = headless.interactiveMovementTargetIndexPath else { return }
        let target = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: current, withPosition: targetPosition)
        headless.setInteractiveMovementTarget(target)
    }

    /// Ends the movement: the data source moves the item and the collection view shows the move.
    open func endInteractiveMovement() {
        defer { clearReorderingState() }
        do {
            try headless.endInteractiveMovement()
        } catch {
            UIKitTraps.raise(UIKitTraps.collectionViewFailure(error))
        }
    }

    /// Ends the movement, leaving the item where it was.
    open func cancelInteractiveMovement() {
        headless.cancelInteractiveMovement()
        clearReorderingState()
    }

    // MARK: Adapters to the headless view

    /// Answers the headless view from the UIKit data source.
    final class DataSourceAdapter: CollectionViewDataSource {
        weak var owner: UICollectionView?

        func numberOfSections(in collectionView: CollectionView) -> Int {
            guard let owner, let dataSource = owner.dataSource else { return 0 }
            return dataSource.numberOfSections(in: owner)
        }

        func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int {
            guard let owner, let dataSource = owner.dataSource else { return 0 }
            return dataSource.collectionView(owner, numberOfItemsInSection: section)
        }

        func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
            guard let owner, let dataSource = owner.dataSource else { UIKitTraps.raise(UIKitTraps.noDataSource) }
            return dataSource.collectionView(owner, cellForItemAt: indexPath)
        }

        func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
            -> (any ReusableView)?
        {
            guard let owner, let dataSource = owner.dataSource else { UIKitTraps.raise(UIKitTraps.noDataSource) }
            return dataSource.collectionView(owner, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }

        func canMoveItem(at indexPath: IndexPath, in collectionView: CollectionView) -> Bool {
            guard let owner, let dataSource = owner.dataSource else { return false }
            return dataSource.collectionView(owner, canMoveItemAt: indexPath)
        }

        func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: CollectionView)
            throws(CollectionViewError)
        {
            guard let owner, let dataSource = owner.dataSource else { return }
            dataSource.collectionView(owner, moveItemAt: source, to: destination)
        }
    }

    /// Forwards the headless view's delegate calls to the UIKit delegate.
    final class DelegateAdapter: CollectionViewDelegate {
        weak var owner: UICollectionView?

        func collectionView(_ collectionView: CollectionView, willDisplay cell: any CollectionCell, forItemAt indexPath: IndexPath) {
            guard let owner, let cell = cell as? UICollectionViewCell else { return }
            cell.configurationStorage.owner = owner
            cell.updateConfigurationIfNeeded()
            owner.collectionDelegate?.collectionView(owner, willDisplay: cell, forItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: CollectionView, didEndDisplaying cell: any CollectionCell, forItemAt indexPath: IndexPath
        ) {
            guard let owner, let cell = cell as? UICollectionViewCell else { return }
            owner.collectionDelegate?.collectionView(owner, didEndDisplaying: cell, forItemAt: indexPath)
        }

        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            guard let owner else { return true }
            return owner.collectionDelegate?.collectionView(owner, shouldSelectItemAt: indexPath) ?? true
        }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            guard let owner else { return }
            owner.collectionDelegate?.collectionView(owner, didSelectItemAt: indexPath)
        }

        func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            guard let owner else { return true }
            return owner.collectionDelegate?.collectionView(owner, shouldDeselectItemAt: indexPath) ?? true
        }

        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            guard let owner else { return }
            owner.collectionDelegate?.collectionView(owner, didDeselectItemAt: indexPath)
        }

        func collectionViewDidScroll(_ collectionView: CollectionView) {
            guard let owner else { return }
            owner.delegate?.scrollViewDidScroll(owner)
        }
    }
}

/// The operations recorded inside `performBatchUpdates`.
struct BatchRecorder {
    var update = BatchUpdate()
    /// Completions of `performBatchUpdates` calls nested in the batch's updates, run once the batch is applied.
    var nestedCompletions: [(Bool) -> Void] = []
}
