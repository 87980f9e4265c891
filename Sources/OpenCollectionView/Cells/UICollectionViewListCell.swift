import CompositionalLayout
import Foundation
import HeadlessCollectionView
import ListCellLayout

/// A cell of a list: accessories at its leading and trailing edges, indentation for outlines, and the list's
/// default content and background configurations. Its geometry (where the accessories and the content view go)
/// is the layout layer's (`ListCellLayout.CellGeometry`); a `UIListContentView` inside it inherits its margins
/// and sizes it (LC2–LC5 in `docs/semantics.md`).
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown at the edges UIKit places them on, in the editing states they are displayed in.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsListLayout() }
    }

    /// The indentation level (0 or more). A diffable data source sets it to the item's level in its section
    /// snapshot before the cell is configured. A negative level is taken as 0 (LC3).
    open var indentationLevel: Int = 0 {
        didSet {
            if indentationLevel < 0 { indentationLevel = 0 }
            configurationStorage.indentationSetByClient = true
            setNeedsListLayout()
        }
    }

    /// The width of one indentation level (10 points by default). A negative or non-finite width is taken as 0
    /// (LC3).
    open var indentationWidth: CGFloat = ListCellMetrics.indentationWidth {
        didSet {
            if !indentationWidth.isFinite || indentationWidth < 0 { indentationWidth = 0 }
            setNeedsListLayout()
        }
    }

    /// Whether indentation moves the leading accessories with the content (default `true`).
    open var indentsAccessories: Bool = true {
        didSet { setNeedsListLayout() }
    }

    /// The frames of the accessories shown, in the cell's coordinates, each edge from the cell's edge inward.
    private(set) var placedAccessories: [(accessory: UICellAccessory, frame: CGRect)] = []
    /// The views showing ``placedAccessories``, in the same order (system ones are ``CellAccessoryView``s).
    var accessoryViews: [UIView] = []

    /// The list content configuration for where the cell is: a header or footer style when it shows a list
    /// section's header or footer (or is the header row of a `firstItemInSection` section), the sidebar cell style
    /// in sidebars, `UIListContentConfiguration.cell()` otherwise (semantics LC6). It adapts to its list as
    /// iOS 18's configurations do (LC14).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let role = listContext.elementRole
        return UIListContentConfiguration(style: role.contentStyle(in: listEnvironment), adaptiveRole: role)
    }

    /// The background configuration for where the cell is: the list's header and footer backgrounds, or its
    /// plain, grouped or sidebar rows (semantics LC6); it adapts to its list (LC14).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        let role = listContext.elementRole
        return UIBackgroundConfiguration(style: role.backgroundStyle(in: listEnvironment), adaptiveRole: role)
    }

    /// The cell's state, its traits naming the list it is in (`listEnvironment`: the appearance of its list
    /// section, `.none` outside one, unspecified before it shows an element), so that configurations adapt (LC14).
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.traitCollection = UITraitCollection(traitsFrom: [
            state.traitCollection, UITraitCollection(listEnvironment: listEnvironment),
        ])
        return state
    }

    /// The list environment the cell is in.
    var listEnvironment: UIListEnvironment {
        shownElement == nil ? .unspecified : UIListEnvironment(listContext.appearance)
    }

    /// The corners of the cell's background as drawn: the background configuration's corner radius on every
    /// corner when it has one; otherwise, in an inset-grouped section, the list's radius on the section's outer
    /// corners (the first row's top, the last row's bottom). An OpenCollectionView addition (UIKit draws it).
    public var backgroundCorners: (radius: CGFloat, top: Bool, bottom: Bool) {
        if let radius = backgroundConfiguration?.cornerRadius, radius > 0 { return (radius, true, true) }
        guard let shown = shownElement, shown.category == .cell,
            let corners = hostCollectionView?.listRowCorners(at: shown.indexPath), corners.top || corners.bottom
        else { return (0, false, false) }
        return corners
    }

    // MARK: Queries (OpenCollectionView additions: UIKit draws accessories without telling)

    /// The frame, in the cell's coordinates, of the first shown accessory of `type`; `nil` when none is shown.
    public func accessoryFrame(_ type: UICellAccessory.AccessoryType) -> CGRect? {
        layoutListCellIfNeeded()
        return placedAccessories.first { $0.accessory.accessoryType == type }?.frame
    }

    /// The view showing the first shown accessory of `type` (a ``CellAccessoryView``, or a custom accessory's own
    /// view), a subview of the cell at ``accessoryFrame(_:)``; `nil` when none is shown.
    public func accessoryView(_ type: UICellAccessory.AccessoryType) -> UIView? {
        layoutListCellIfNeeded()
        guard let index = placedAccessories.firstIndex(where: { $0.accessory.accessoryType == type }) else { return nil }
        return accessoryViews[index]
    }

    /// The accessories shown in the current editing state, leading ones (outside in) then trailing ones.
    public var displayedAccessoryTypes: [UICellAccessory.AccessoryType] {
        layoutListCellIfNeeded()
        return placedAccessories.map(\.accessory.accessoryType)
    }

    // MARK: Layout

    private var needsListLayout = true
    /// Where the row's text starts from its leading edge, as last reported to the list (LI8).
    private(set) var reportedTextOffset: CGFloat?
    private var reportedTextOffsetIndexPath: IndexPath?
    private var laidOutSize: CGSize?

    /// Something the accessories show changed (a pop-up menu's selected title): they are laid out again.
    func accessoriesDidChange() {
        setNeedsListLayout()
        layoutListCellIfNeeded()
    }

    private func setNeedsListLayout() {
        needsListLayout = true
        setNeedsLayout()
    }

    override func contentConfigurationDidChange() {
        setNeedsListLayout()
        layoutListCellIfNeeded()
    }

    override func editingStateDidChange() { setNeedsListLayout() }

    /// The state changed (selection, expansion): accessories that show it (multiselect, outline disclosure) redraw.
    override func configurationDidUpdate() { refreshAccessoryViews() }

    /// The element the cell last showed, from the attributes the collection view applied.
    private(set) var shownElement: (category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath)?

    /// Remembers which element the cell shows (an item, or a header or footer when used as a supplementary view).
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        shownElement = (
            layoutAttributes.representedElementCategory, layoutAttributes.representedElementKind,
            layoutAttributes.indexPath
        )
    }

    /// The cell's size changed: the accessories and the content view are placed again at once.
    override package func viewBoundsDidChange(from old: CGRect) {
        super.viewBoundsDidChange(from: old)
        setNeedsListLayout()
        layoutListCellIfNeeded()
    }

    /// Runs a pending configuration update, then places the accessories and the content view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutListCellIfNeeded()
    }

    /// Places the accessories and the content view for the cell's current size, when something changed.
    func layoutListCellIfNeeded() {
        guard needsListLayout || laidOutSize != bounds.size else { return }
        needsListLayout = false
        laidOutSize = bounds.size
        let arrangement = AccessoryArrangement(
            accessories, editing: isEditing, outlineHeader: listContext.isFirstItemHeader)
        guard let geometry = try? CellGeometry(geometryInput(arrangement, size: bounds.size)) else { return }
        contentView.frame = geometry.contentFrame
        placedAccessories =
            zip(arrangement.leading, geometry.leadingAccessoryFrames).map { ($0, $1) }
            + zip(arrangement.trailing, geometry.trailingAccessoryFrames).map { ($0, $1) }
        installAccessoryViews()
        if let listContent = contentConfigurationContentView as? UIListContentView {
            listContent.inheritedMargins = ContentInsets(
                leading: geometry.inheritedLeadingMargin, trailing: geometry.inheritedTrailingMargin)
            listContent.layoutDirection = cellDirection
            listContent.displayScale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
            listContent.layoutSubviews()
            reportTextOffset(listContent, contentFrame: geometry.contentFrame)
        } else if let hosting = contentConfigurationContentView as? HostingContentView {
            applyListMargins(to: hosting, leading: geometry.inheritedLeadingMargin, trailing: geometry.inheritedTrailingMargin)
        } else {
            shareListMargins(geometry)
        }
    }

    /// Apple's custom list cell adds a list content view to the plain content view: it takes the list's margins on
    /// the sides, as UIKit's preserves its superview's, so that its text lines up with standard rows (LC16).
    private func shareListMargins(_ geometry: CellGeometry) {
        for case let listContent as UIListContentView in contentView.subviews {
            listContent.inheritedMargins = ContentInsets(
                leading: geometry.inheritedLeadingMargin, trailing: geometry.inheritedTrailingMargin)
            listContent.layoutDirection = cellDirection
        }
    }

    /// Tells the list where the row's text starts, from its leading edge, so that its separator aligns with the
    /// text (LI8); only for an item of a list section, and only when it changed.
    private func reportTextOffset(_ listContent: UIListContentView, contentFrame: CGRect) {
        guard let shown = shownElement, shown.category == .cell, let text = listContent.textLayoutFrame,
            let collectionView = hostCollectionView, listContext.appearance != nil
        else { return }
        let offset =
            cellDirection == .leftToRight
            ? contentFrame.minX + text.minX : bounds.width - (contentFrame.minX + text.maxX)
        guard reportedTextOffset != offset || reportedTextOffsetIndexPath != shown.indexPath else { return }
        reportedTextOffset = offset
        reportedTextOffsetIndexPath = shown.indexPath
        collectionView.setListTextLeadingOffset(offset, forItemAt: shown.indexPath)
    }

    /// The layout layer's input for this cell at `size`.
    func geometryInput(_ arrangement: AccessoryArrangement, size: CGSize) -> CellGeometryInput {
        let margins = listLayoutMargins
        return CellGeometryInput(
            size: size, direction: cellDirection, leadingMargin: margins.leading, trailingMargin: margins.trailing,
            indentationLevel: indentationLevel, indentationWidth: indentationWidth,
            indentsAccessories: indentsAccessories, leadingAccessories: arrangement.leading.map(box),
            trailingAccessories: arrangement.trailing.map(box),
            scale: traitCollection.displayScale > 0 ? traitCollection.displayScale : 3)
    }

    private func box(_ accessory: UICellAccessory) -> AccessoryBox {
        AccessoryBox(size: accessorySize(accessory), reservedWidth: accessory.reservedWidth)
    }

    /// The accessory's own size: its glyph's, its text's (label; a pop-up menu's title and chevron) or its view's
    /// (custom).
    private func accessorySize(_ accessory: UICellAccessory) -> CGSize {
        if case .customView(let configuration) = accessory.kind {
            let view = configuration.customView
            return configuration.maintainsFixedSize == true ? view.frame.size : view.sizeThatFits(bounds.size)
        }
        if let (text, font) = accessory.labelText {
            var properties = UIListContentConfiguration.TextProperties(font: font, color: .secondaryLabel)
            properties.numberOfLines = 1
            var size = ListText.size(of: text, properties: properties, width: .greatestFiniteMagnitude, scale: traitCollection.resolvedDisplayScale)
            if accessory.accessoryType == .popUpMenu {
                size.width += ListCellMetrics.popUpMenuChevronSpacing + ListCellMetrics.popUpMenuChevronWidth
            }
            return size
        }
        return accessory.placement(outlineHeader: false).system?.glyphSize ?? .zero
    }

    /// The cell's horizontal layout margins: the list's margin for its window's width, else its collection view's,
    /// and size class (the list layout's `ListMetrics`, LC3; UIKit follows the screen, LI6).
    var listLayoutMargins: (leading: CGFloat, trailing: CGFloat) {
        let width = hostCollectionView?.window?.bounds.width ?? hostCollectionView?.bounds.width ?? bounds.width
        let margin = ListMetrics.layoutMargin(
            containerWidth: width, horizontalSizeClass: traitCollection.horizontalSizeClass.sizeClass)
        return (margin, margin)
    }

    var cellDirection: LayoutDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    // MARK: Self-sizing

    /// The list cell's size at the layout's width: the height its content view needs beside its accessories
    /// (a list content view's fitting height, at least 44 points for cell styles).
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        // A pending configuration update runs first, as before UIKit's layout of the cell: the configuration it
        // sizes is the one it shows (an adaptive header takes its list's style, LC14).
        updateConfigurationIfNeeded()
        if let hosting = contentConfigurationContentView as? HostingContentView {
            return hostingPreferredAttributes(hosting, layoutAttributes)
        }
        let arrangement = AccessoryArrangement(
            accessories, editing: isEditing, outlineHeader: listContext.isFirstItemHeader)
        let size = layoutAttributes.size
        let geometry = try? CellGeometry(geometryInput(arrangement, size: size))
        guard let listContent = contentConfigurationContentView as? UIListContentView else {
            if let geometry { shareListMargins(geometry) }
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
        guard let geometry else { return layoutAttributes }
        listContent.inheritedMargins = ContentInsets(
            leading: geometry.inheritedLeadingMargin, trailing: geometry.inheritedTrailingMargin)
        let fitted = listContent.sizeThatFits(CGSize(width: geometry.contentFrame.width, height: 0))
        let accessoryHeight = (geometry.leadingAccessoryFrames + geometry.trailingAccessoryFrames).map(\.height).max() ?? 0
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = CGSize(width: size.width, height: max(fitted.height, accessoryHeight))
        return attributes
    }
}

/// Where a list cell is shown: the list appearance of its section and what it shows there.
struct ListCellContext {
    enum Role { case row, header, footer }
    /// The section's list appearance; `nil` outside list sections.
    var appearance: ListAppearance?
    var role: Role
    /// Whether the cell is the header row of a `firstItemInSection` section.
    var isFirstItemHeader: Bool

    /// What the cell is for the configurations that adapt to their list.
    var elementRole: ListElementRole {
        switch role {
        case .row: .cell
        case .header: .header
        case .footer: .footer
        }
    }
}

extension UICollectionViewListCell {
    /// The collection view the cell is in (the one that dequeued it).
    var hostCollectionView: UICollectionView? {
        configurationStorage.owner ?? superview as? UICollectionView ?? UICollectionView.dequeuing.last
    }

    /// The cell's list context, from the element it shows and its section's list style.
    var listContext: ListCellContext {
        guard let shown = shownElement, let section = shown.indexPath.first else {
            return ListCellContext(appearance: nil, role: .row, isFirstItemHeader: false)
        }
        let style = hostCollectionView?.headless.listStyle(ofSection: section)
        switch shown.category {
        case .supplementaryView:
            let footer = shown.kind == UICollectionView.elementKindSectionFooter
            return ListCellContext(appearance: style?.appearance, role: footer ? .footer : .header, isFirstItemHeader: false)
        default:
            let headerRow = style?.headerMode == .firstItemInSection && shown.indexPath.count == 2 && shown.indexPath[1] == 0
            return ListCellContext(
                appearance: style?.appearance, role: headerRow ? .header : .row, isFirstItemHeader: headerRow)
        }
    }
}

// MARK: - Outlines and accessory taps

extension UICollectionViewListCell {
    /// Sets the indentation level from the item's outline level, unless the cell's configuration code set one
    /// since the cell was dequeued. In a `.firstItemInSection` list the first item is the section's header, not an
    /// outline level: the items below it are shown one level less (iOS does not indent a header's children;
    /// semantics LC17).
    func applyOutlineLevel(_ level: Int) {
        guard !configurationStorage.indentationSetByClient else { return }
        indentationLevel = isBelowFirstItemHeader ? max(0, level - 1) : level
        configurationStorage.indentationSetByClient = false
    }

    /// Whether the cell shows an item after the first of a `.firstItemInSection` list section.
    private var isBelowFirstItemHeader: Bool {
        guard let shown = shownElement, shown.category == .cell, shown.indexPath.count == 2, shown.indexPath[1] > 0
        else { return false }
        return hostCollectionView?.headless.listStyle(ofSection: shown.indexPath[0])?.headerMode == .firstItemInSection
    }
}

/// Why a simulated accessory tap could not be made (an OpenCollectionView addition: UIKit has only touches).
public enum UICellAccessoryTapError: Error, Hashable, CustomStringConvertible {
    /// The cell shows no accessory of the type (none set, not displayed in the editing state, or hidden).
    case notShown(UICellAccessory.AccessoryType)
    /// The outline disclosure of a view that shows no item (a list cell used as a header or footer, or not in a
    /// collection view) has no item to expand.
    case notAnItem(String)
    /// The collection view's data source is not a diffable data source, which owns expansion.
    case noOutlineDataSource
    /// The action chosen is not in the pop-up menu accessory's menu.
    case notInMenu(String)

    public var description: String {
        switch self {
        case .notShown(let type):
            "the cell shows no \(type) accessory (none set, not displayed in this editing state, or hidden)"
        case .notAnItem(let what):
            "an outline disclosure on \(what) has no item to expand or collapse: outline disclosures act on the item "
                + "of a cell in a diffable data source's section"
        case .notInMenu(let title):
            "the action \"\(title)\" is not in the cell's pop-up menu accessory's menu"
        case .noOutlineDataSource:
            "an outline disclosure expands items through a UICollectionViewDiffableDataSource, and the collection "
                + "view's data source is not one"
        }
    }
}

extension UICollectionViewListCell {
    /// Taps the first shown accessory of `type`, as a user would: an accessory with an action handler runs it; an
    /// outline disclosure without one expands or collapses the cell's item through the diffable data source
    /// (its `sectionSnapshotHandlers`). Accessories without an action (disclosure indicator, checkmark, reorder,
    /// multiselect, label, custom views) do nothing: returns `false`. Pending configuration updates run after the
    /// tap, as after a touch.
    ///
    /// An OpenCollectionView addition standing in for a touch.
    /// - Returns: whether an action ran.
    /// - Throws: ``UICellAccessoryTapError`` when no such accessory is shown, or an outline disclosure has no item.
    @discardableResult
    public func simulateTap(onAccessory type: UICellAccessory.AccessoryType) throws(UICellAccessoryTapError) -> Bool {
        layoutListCellIfNeeded()
        guard let placed = placedAccessories.first(where: { $0.accessory.accessoryType == type }),
            !placed.accessory.isHidden
        else { throw .notShown(type) }
        defer { configurationStorage.owner?.flushConfigurationUpdates() }
        if let action = placed.accessory.actionHandler {
            action()
            return true
        }
        guard type == .outlineDisclosure else { return false }
        guard let owner = configurationStorage.owner, let indexPath = owner.indexPath(for: self) else {
            throw .notAnItem(describedElement)
        }
        guard let outline = owner.dataSource as? any OutlineDataSource else { throw .noOutlineDataSource }
        return outline.toggleOutline(ofItemAt: indexPath)
    }

    /// What the view shows, for error messages.
    private var describedElement: String {
        if let shown = shownElement, shown.category == .supplementaryView {
            return "a \(shown.kind ?? "supplementary") supplementary view at \(shown.indexPath)"
        }
        return "a list cell that shows no item"
    }
}
