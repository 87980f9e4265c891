import CompositionalLayout
import Foundation
import HeadlessCollectionView

extension RenderScene {
    /// The scene of a solved layout in `canvas`: every element whose frame meets the canvas, with pinned
    /// supplementaries riding the canvas and orthogonal sections at their offsets.
    ///
    /// - Parameters:
    ///   - layout: A solved layout (a `LayoutSolution`, or any layout the headless collection view solves).
    ///   - canvas: The region to draw, in content coordinates: the visible bounds for a screen, or
    ///     `CGRect(origin: .zero, size: layout.contentSize)` for the whole content.
    ///   - orthogonalOffsets: The content offset of each orthogonally scrolling section; a section not named is
    ///     at its resting offset (the layout's `initialOffset`).
    ///   - traits: The traits the layout was solved with (display scale, layout direction).
    ///   - selectedItems: Items drawn selected.
    ///   - focusedItem: The item drawn with the focus ring.
    ///   - content: What each element's view draws; `nil` draws a placeholder.
    /// - Complexity: O(elements in the canvas), as the layout's rectangle query.
    public init(
        layout: some SolvedLayout, canvas: CGRect, orthogonalOffsets: [Int: CGPoint] = [:],
        traits: LayoutTraits = LayoutTraits(), selectedItems: Set<IndexPath> = [], focusedItem: IndexPath? = nil,
        content: (LayoutAttributes) -> RenderNode? = { _ in nil }
    ) {
        let position = ScrollPosition(
            visibleBounds: canvas, orthogonalOffsets: Self.restingOffsets(of: layout, overriddenBy: orthogonalOffsets))
        let separators = Self.separatorsByItem(layout.listSeparators(in: canvas, scrollPosition: position))
        let elements = layout.attributesForElements(in: canvas, scrollPosition: position).map { attributes in
            var element = RenderElement(attributes, content: content(attributes))
            if attributes.category == .cell {
                element.isSelected = selectedItems.contains(attributes.indexPath)
                element.isFocused = focusedItem == attributes.indexPath
                element.setSeparators(separators[attributes.indexPath])
            }
            return element
        }
        self.init(
            canvas: canvas, contentSize: layout.contentSize, displayScale: traits.displayScale,
            layoutDirection: traits.layoutDirection, elements: elements,
            sections: Self.guides(layout: layout, canvas: canvas, elements: elements))
    }

    /// The scene of a layout's whole content (the canvas is the content size; pinned supplementaries are at
    /// their places at the top of the content).
    public static func wholeContent(
        of layout: some SolvedLayout, orthogonalOffsets: [Int: CGPoint] = [:], traits: LayoutTraits = LayoutTraits(),
        content: (LayoutAttributes) -> RenderNode? = { _ in nil }
    ) -> RenderScene {
        RenderScene(
            layout: layout, canvas: CGRect(origin: .zero, size: layout.contentSize),
            orthogonalOffsets: orthogonalOffsets, traits: traits, content: content)
    }

    /// The list separators by their row's index path, in the layout's order.
    static func separatorsByItem(_ separators: [ListSeparator]) -> [IndexPath: [ListSeparator]] {
        Dictionary(grouping: separators, by: \.indexPath)
    }

    /// Each orthogonal section's offset: the one given, else the layout's resting (initial) offset.
    static func restingOffsets(of layout: some SolvedLayout, overriddenBy given: [Int: CGPoint]) -> [Int: CGPoint] {
        var offsets = given
        for section in 0..<layout.numberOfSections where offsets[section] == nil {
            guard let geometry = layout.orthogonalGeometry(forSection: section) else { continue }
            offsets[section] = geometry.axis == .horizontal
                ? CGPoint(x: geometry.initialOffset, y: 0) : CGPoint(x: 0, y: geometry.initialOffset)
        }
        return offsets
    }

    /// Guides for the sections that meet the canvas; item bounds from the cells drawn.
    static func guides(layout: some SolvedLayout, canvas: CGRect, elements: [RenderElement]) -> [SectionGuide] {
        var itemBounds: [Int: CGRect] = [:]
        for element in elements where element.category == .cell {
            let frame = element.clipRect.map { element.frame.intersection($0) } ?? element.frame
            guard !frame.isNull else { continue }
            itemBounds[element.section] = itemBounds[element.section].map { $0.union(frame) } ?? frame
        }
        return (0..<layout.numberOfSections).compactMap { section in
            let frame = layout.sectionFrame(section)
            guard frame.intersects(canvas) || itemBounds[section] != nil else { return nil }
            return SectionGuide(section: section, frame: frame, itemBounds: itemBounds[section])
        }
    }
}

extension RenderScene {
    /// The scene a headless collection view shows now: its visible views at their displayed frames (pinned,
    /// orthogonally scrolled, changed by visible-items handlers), with selection and focus.
    ///
    /// - Parameters:
    ///   - collectionView: The headless collection view, laid out.
    ///   - content: What each view draws (the UIKit face passes its views' layers, labels and images); `nil` draws
    ///     a placeholder.
    @MainActor
    public init(
        collectionView: CollectionView, content: (ElementKey, any ReusableView) -> RenderNode? = { _, _ in nil }
    ) {
        let canvas = collectionView.visibleRect
        let separators = Self.separatorsByItem(collectionView.listSeparators(in: canvas))
        let elements = collectionView.visibleViews.compactMap { key, view -> RenderElement? in
            // The collection view keeps what each view displays (semantics V1).
            guard let shown = collectionView.viewAttributes(of: view) else { return nil }
            let cell = view as? any CollectionCell
            var element = RenderElement(
                category: key.category, elementKind: key.elementKind, indexPath: key.indexPath, frame: shown.frame,
                zIndex: shown.zIndex, clipRect: shown.layout.orthogonalScrollRegion, alpha: shown.alpha,
                isSelected: cell?.isSelected ?? false, isFocused: cell?.isFocused ?? false,
                content: content(key, view))
            element.transform = shown.transform
            element.isHidden = shown.isHidden || shown.alpha <= 0
            if key.category == .cell { element.setSeparators(separators[key.indexPath]) }
            return element
        }
        let sections = collectionView.solution.map { Self.guides(layout: $0, canvas: canvas, elements: elements) }
        self.init(
            canvas: canvas, contentSize: collectionView.contentSize, displayScale: collectionView.traits.displayScale,
            layoutDirection: collectionView.traits.layoutDirection, elements: elements, sections: sections ?? [])
    }
}

extension RenderElement {
    /// Takes a row's separators from the layout: their frames and their colour (one per row).
    mutating func setSeparators(_ separators: [ListSeparator]?) {
        guard let separators, let first = separators.first else { return }
        self.separators = separators.map(\.frame)
        separatorColor = first.color.map {
            RenderColor(red: $0.red, green: $0.green, blue: $0.blue, alpha: $0.alpha)
        }
    }
}
