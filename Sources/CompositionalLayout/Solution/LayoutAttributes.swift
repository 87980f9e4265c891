import Foundation

/// Physical axes, for saying which axes of an element size themselves.
public struct SizingAxes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let horizontal = SizingAxes(rawValue: 1 << 0)
    public static let vertical = SizingAxes(rawValue: 1 << 1)
}

/// Where an element is and how it stacks: the layout's answer for one cell, supplementary or decoration.
public struct LayoutAttributes: Sendable, Hashable {
    public var category: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    public var elementKind: String?
    /// `[section, item]`. Item supplementaries share their item's path; boundary supplementaries are
    /// `[section, 0]`; decorations `[section, index in decorationItems]`; global boundary supplementaries
    /// `[0, Int.max - index]` (see `docs/semantics.md`).
    public var indexPath: IndexPath
    /// The frame in the collection view's content coordinates, aligned to whole pixels.
    public var frame: CGRect
    public var zIndex: Int
    /// For elements of an orthogonally scrolling section: the frame of the section's scrolling region
    /// in content coordinates; `nil` elsewhere.
    public var orthogonalScrollRegion: CGRect?
    /// The axes on which the element's size is estimated and should be measured by its view.
    public var selfSizingAxes: SizingAxes
    /// Whether this is a boundary supplementary that rides the visible bounds.
    public var isPinnedToVisibleBounds: Bool

    public init(
        category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int,
        orthogonalScrollRegion: CGRect? = nil, selfSizingAxes: SizingAxes = [], isPinnedToVisibleBounds: Bool = false
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.orthogonalScrollRegion = orthogonalScrollRegion
        self.selfSizingAxes = selfSizingAxes
        self.isPinnedToVisibleBounds = isPinnedToVisibleBounds
    }
}

/// The scroll position a query is answered for: where pinned supplementaries ride and how far each
/// orthogonally scrolling section is scrolled.
public struct ScrollPosition: Sendable, Hashable {
    /// The visible bounds of the collection view, less its adjusted content insets.
    public var visibleBounds: CGRect
    /// The content offset of each orthogonally scrolling section, by section index (absent = zero).
    public var orthogonalOffsets: [Int: CGPoint]

    public init(visibleBounds: CGRect, orthogonalOffsets: [Int: CGPoint] = [:]) {
        self.visibleBounds = visibleBounds
        self.orthogonalOffsets = orthogonalOffsets
    }
}
