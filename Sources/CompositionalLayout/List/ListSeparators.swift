import CollectionGeometry
import Foundation

/// A separator line of a list row, in content coordinates (semantics LI8).
///
/// Under Apple's names a list cell draws its own separators, so they are not layout elements: the collection
/// view's element queries never return them. Renderers and tests ask for them here.
public struct ListSeparator: Sendable, Hashable {
    /// Which edge of its row the separator runs along.
    public enum Edge: Sendable, Hashable {
        case top, bottom
    }

    public var indexPath: IndexPath
    public var edge: Edge
    /// One device pixel thick, on the row's own first (top) or last (bottom) pixel row, inset by the
    /// separator's leading and trailing insets (mirrored right to left).
    public var frame: CGRect
    /// The row's separator colour (its configuration's, after the item separator handler); `nil` is the system
    /// separator colour.
    public var color: ListSeparatorColor?

    public init(indexPath: IndexPath, edge: Edge, frame: CGRect, color: ListSeparatorColor? = nil) {
        self.indexPath = indexPath
        self.edge = edge
        self.frame = frame
        self.color = color
    }
}

/// The shape of a list row's background: inset-grouped sections round their first row's top corners and
/// their last row's bottom corners (semantics LI7).
public struct ListRowShape: Sendable, Hashable {
    public var cornerRadius: CGFloat
    public var roundsTopCorners: Bool
    public var roundsBottomCorners: Bool
    public var isFirstInSection: Bool
    public var isLastInSection: Bool

    public init(
        cornerRadius: CGFloat, roundsTopCorners: Bool, roundsBottomCorners: Bool, isFirstInSection: Bool,
        isLastInSection: Bool
    ) {
        self.cornerRadius = cornerRadius
        self.roundsTopCorners = roundsTopCorners
        self.roundsBottomCorners = roundsBottomCorners
        self.isFirstInSection = isFirstInSection
        self.isLastInSection = isLastInSection
    }
}

extension LayoutSolution {
    /// The separators of the row at `indexPath` (none, one or two), or an empty array for an item that does not
    /// exist or is not in a list section.
    /// - Complexity: that of ``attributesForItem(at:scrollPosition:)``, plus the item separator handler.
    public func listSeparators(forItemAt indexPath: IndexPath, scrollPosition: ScrollPosition? = nil) -> [ListSeparator] {
        guard indexPath.count == 2, let style = listStyle(ofSection: indexPath[0]),
            let attributes = attributesForItem(at: indexPath, scrollPosition: scrollPosition)
        else { return [] }
        return separators(of: attributes, style: style)
    }

    /// The separators of the list rows that intersect `rect`.
    /// - Complexity: that of ``attributesForElements(in:scrollPosition:)``.
    public func listSeparators(in rect: CGRect, scrollPosition: ScrollPosition? = nil) -> [ListSeparator] {
        var styles: [Int: ListSectionStyle?] = [:]
        var result: [ListSeparator] = []
        for attributes in attributesForElements(in: rect, scrollPosition: scrollPosition)
        where attributes.category == .cell {
            let section = attributes.indexPath[0]
            if styles[section] == nil { styles[section] = .some(listStyle(ofSection: section)) }
            guard let style = styles[section] ?? nil else { continue }
            result += separators(of: attributes, style: style).filter { $0.frame.intersects(rect) }
        }
        return result
    }

    /// The background shape of the row at `indexPath`; `nil` outside list sections.
    /// - Complexity: O(1).
    public func listRowShape(at indexPath: IndexPath) -> ListRowShape? {
        guard indexPath.count == 2, let style = listStyle(ofSection: indexPath[0]) else { return nil }
        let count = numberOfItems(inSection: indexPath[0])
        guard indexPath[1] >= 0, indexPath[1] < count else { return nil }
        let first = indexPath[1] == 0
        let last = indexPath[1] == count - 1
        let rounded = style.cornerRadius > 0
        return ListRowShape(
            cornerRadius: style.cornerRadius, roundsTopCorners: rounded && first, roundsBottomCorners: rounded && last,
            isFirstInSection: first, isLastInSection: last)
    }

    /// Tells the layout where the text of the row at `indexPath` starts, from the row's leading edge; `nil`
    /// forgets it. Separators with automatic leading insets start there (LI8). Cells report it when their
    /// content is laid out (an image moves the text, and the separator with it).
    public mutating func setListTextLeadingOffset(_ offset: CGFloat?, forItemAt indexPath: IndexPath) {
        listTextLeadingOffsets[indexPath] = offset
    }

    /// The text offset of the row at `indexPath`: the one reported, else its section's standard one.
    public func listTextLeadingOffset(forItemAt indexPath: IndexPath) -> CGFloat? {
        guard indexPath.count == 2, let style = listStyle(ofSection: indexPath[0]) else { return nil }
        return listTextLeadingOffsets[indexPath] ?? style.standardTextLeadingOffset
    }

    func listStyle(ofSection section: Int) -> ListSectionStyle? {
        guard sections.indices.contains(section) else { return nil }
        return sections[section].physicalDescription?.listStyle
    }

    func separators(of attributes: LayoutAttributes, style: ListSectionStyle) -> [ListSeparator] {
        guard style.showsSeparators else { return [] }
        let indexPath = attributes.indexPath
        var configuration = style.separatorConfiguration
        if let handler = style.itemSeparatorHandler { configuration = handler(indexPath, configuration) }
        let isLast = indexPath[1] == numberOfItems(inSection: indexPath[0]) - 1
        // A grouped section is closed by full-width lines above its first row and below its last (measured, LI8).
        let closesSection = style.appearance == .grouped
        let fullWidthTop = closesSection && indexPath[1] == 0
        let fullWidthBottom = closesSection && isLast
        var result: [ListSeparator] = []
        if resolvedVisibility(configuration.topSeparatorVisibility, automatic: fullWidthTop) {
            var insets = configuration.topSeparatorInsets
            if fullWidthTop, insets.leading == nil { insets.leading = 0 }
            result.append(separator(.top, attributes, insets, configuration.color, style))
        }
        let automaticBottom = style.appearance.showsSeparatorsAutomatically && (!isLast || fullWidthBottom)
        if resolvedVisibility(configuration.bottomSeparatorVisibility, automatic: automaticBottom) {
            var insets = configuration.bottomSeparatorInsets
            if fullWidthBottom, insets.leading == nil { insets.leading = 0 }
            result.append(separator(.bottom, attributes, insets, configuration.color, style))
        }
        return result
    }

    private func resolvedVisibility(_ visibility: ListSeparatorConfiguration.Visibility, automatic: Bool) -> Bool {
        switch visibility {
        case .automatic: automatic
        case .visible: true
        case .hidden: false
        }
    }

    private func separator(
        _ edge: ListSeparator.Edge, _ attributes: LayoutAttributes, _ insets: ListSeparatorConfiguration.Insets,
        _ color: ListSeparatorColor?, _ style: ListSectionStyle
    ) -> ListSeparator {
        let scale = context.traits.displayScale
        func pixel(_ value: CGFloat) -> CGFloat { value.roundedToPixel(scale: scale) }
        let row = attributes.frame
        let leading = max(0, insets.leading ?? listTextLeadingOffsets[attributes.indexPath] ?? style.standardTextLeadingOffset)
        let trailing = max(0, insets.trailing ?? ListMetrics.separatorTrailingInset)
        let rightToLeft = context.isRightToLeft
        let minX = pixel(row.minX + (rightToLeft ? trailing : leading))
        let maxX = max(minX, pixel(row.maxX - (rightToLeft ? leading : trailing)))
        let thickness = ListMetrics.separatorThicknessInPixels / scale
        let y = edge == .top ? row.minY : row.maxY - thickness
        return ListSeparator(
            indexPath: attributes.indexPath, edge: edge, frame: CGRect(x: minX, y: y, width: maxX - minX, height: thickness),
            color: color)
    }
}
