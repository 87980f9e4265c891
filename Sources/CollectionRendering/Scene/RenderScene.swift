import CompositionalLayout
import Foundation

/// Everything a renderer draws, already laid out: a canvas (the visible bounds or the whole content) and the
/// elements in it, in drawing order, with their content when the views carry any.
///
/// A scene is made from a solved layout (``init(layout:canvas:orthogonalOffsets:traits:selectedItems:focusedItem:content:)``)
/// or from a headless collection view at its current offset (``init(collectionView:content:)``). Renderers
/// (``SVGRenderer``, ``TerminalRenderer``) are pure functions of a scene.
public struct RenderScene: Sendable, Hashable {
    /// The region drawn, in content coordinates.
    public var canvas: CGRect
    /// The size of the whole content.
    public var contentSize: CGSize
    /// The display scale (pixels per point) the frames were aligned to.
    public var displayScale: CGFloat
    /// The layout direction the frames were laid out for (the frames are already mirrored for right-to-left).
    public var layoutDirection: LayoutDirection
    /// The elements, back to front.
    public var elements: [RenderElement]
    /// Each section's frame, for the debug overlay.
    public var sections: [SectionGuide]
    /// The collection view's background colour.
    public var backgroundColor: RenderColor

    /// Creates a scene from parts; the elements are sorted into drawing order (zIndex, then the order given).
    public init(
        canvas: CGRect, contentSize: CGSize, displayScale: CGFloat = defaultDisplayScale, layoutDirection: LayoutDirection = .leftToRight,
        elements: [RenderElement], sections: [SectionGuide] = [], backgroundColor: RenderColor = .white
    ) {
        self.canvas = canvas
        self.contentSize = contentSize
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.elements = elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element)
        self.sections = sections
        self.backgroundColor = backgroundColor
    }
}

/// One cell, supplementary or decoration as displayed.
public struct RenderElement: Sendable, Hashable {
    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public var elementKind: String?
    /// The element's index path.
    public var indexPath: IndexPath
    /// The frame in content coordinates, as displayed (pinned and orthogonally scrolled).
    public var frame: CGRect
    /// The stacking order; higher draws above.
    public var zIndex: Int
    /// For an element of an orthogonally scrolling section: the region it is clipped to.
    public var clipRect: CGRect?
    /// The view's opacity.
    public var alpha: CGFloat
    /// The view's transform, about the frame's centre as UIKit applies it (a custom layout's or a visible-items
    /// handler's scale, say); the frame is the untransformed one (semantics RD11).
    public var transform: AffineTransform2D = .identity
    /// Whether the item is selected.
    public var isSelected: Bool
    /// Whether the item has the keyboard focus.
    public var isFocused: Bool
    /// What the element's view draws; `nil` draws a placeholder (a coloured box labelled with its index path).
    public var content: RenderNode?
    /// A list row's separator lines, in content coordinates (the layout's; a list cell draws its own separators,
    /// so they are drawn with the element, clipped with it).
    public var separators: [CGRect] = []
    /// Whether the element's view is invisible (hidden, fully transparent, or drawing nothing at all): renderers
    /// draw nothing for it, not even a placeholder; the debug overlay outlines it.
    public var isHidden = false
    /// The colour of ``separators``, as the layout's separator configuration gives it for the row (semantics
    /// RD10); `nil` draws the system ``RenderColor/separator``.
    public var separatorColor: RenderColor?

    /// Creates an element; it is unselected, unfocused, opaque and without content by default.
    public init(
        category: ElementCategory, elementKind: String? = nil, indexPath: IndexPath, frame: CGRect, zIndex: Int = 0,
        clipRect: CGRect? = nil, alpha: CGFloat = 1, isSelected: Bool = false, isFocused: Bool = false,
        content: RenderNode? = nil
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.clipRect = clipRect
        self.alpha = alpha
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.content = content
    }

    /// The element made from layout attributes.
    public init(_ attributes: LayoutAttributes, content: RenderNode? = nil) {
        self.init(
            category: attributes.category, elementKind: attributes.elementKind, indexPath: attributes.indexPath,
            frame: attributes.frame, zIndex: attributes.zIndex, clipRect: attributes.orthogonalScrollRegion,
            content: content)
    }

    /// The section the element belongs to (0 for global supplementaries).
    public var section: Int { indexPath.first ?? 0 }

    /// A short label: the item number for cells, the kind's last word for supplementaries and decorations.
    public var shortLabel: String {
        switch category {
        case .cell: return indexPath.count == 2 ? "\(indexPath[0])·\(indexPath[1])" : "\(indexPath)"
        case .supplementaryView, .decorationView: return Self.readableKind(elementKind ?? "")
        }
    }

    /// `UICollectionElementKindSectionHeader` → `header`; other kinds as given.
    static func readableKind(_ kind: String) -> String {
        let prefix = "UICollectionElementKindSection"
        return kind.hasPrefix(prefix) ? kind.dropFirst(prefix.count).lowercased() : kind
    }
}

/// A section's frame and the union of its cells' frames, for the debug overlay (the space between them is the
/// section's insets and boundary supplementaries).
public struct SectionGuide: Sendable, Hashable {
    /// The section index.
    public var section: Int
    /// The section's frame, boundary supplementaries included.
    public var frame: CGRect
    /// The union of the section's item frames (unscrolled), `nil` for an empty section.
    public var itemBounds: CGRect?

    /// Creates a guide.
    public init(section: Int, frame: CGRect, itemBounds: CGRect?) {
        self.section = section
        self.frame = frame
        self.itemBounds = itemBounds
    }
}
