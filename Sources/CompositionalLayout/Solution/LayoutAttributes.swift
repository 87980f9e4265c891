import Foundation

/// Physical axes, for saying which axes of an element size themselves.
public struct SizingAxes: OptionSet, Sendable, Hashable {
    /// The axes as a bit mask.
    public let rawValue: UInt8
    /// Creates a set of axes from a bit mask (horizontal 1, vertical 2).
    @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The horizontal axis (width).
    public static let horizontal = SizingAxes(rawValue: 1 << 0)
    /// The vertical axis (height).
    public static let vertical = SizingAxes(rawValue: 1 << 1)
}

/// Where an element is and how it stacks: the layout's answer for one cell, supplementary or decoration.
public struct LayoutAttributes: Sendable, Hashable {
    /// Whether the element is a cell, a supplementary or a decoration.
    public var category: ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    @inlinable
    public var elementKind: String? {
        get { kindName?.value }
        set { kindName = newValue.map { InternedName(kind: $0) } }
    }
    /// The kind, interned: the attributes hold no counted reference, so they copy and drop as plain values (L20).
    @usableFromInline var kindName: InternedName<String>?
    /// The index path's two indices, stored as integers (semantics L20): building and dropping attributes then
    /// copies plain values, where an `IndexPath` field cost outlined copies through Foundation's storage enum.
    @usableFromInline var firstIndex: Int
    @usableFromInline var secondIndex: Int
    /// The whole index path when it does not have exactly two indices (a custom layout may use any path), interned;
    /// `nil` for every path of two.
    @usableFromInline var otherIndexPath: InternedName<[Int]>?
    /// `[section, item]`. Item supplementaries share their item's path; boundary supplementaries are
    /// `[section, 0]`; decorations `[section, index in decorationItems]`; global boundary supplementaries
    /// `[0, Int.max - index]` (see `docs/semantics.md`).
    @inlinable
    public var indexPath: IndexPath {
        get {
            if let otherIndexPath { return IndexPath(indexes: otherIndexPath.value) }
            return IndexPath(item: secondIndex, section: firstIndex)
        }
        set {
            if newValue.count == 2 {
                (firstIndex, secondIndex, otherIndexPath) = (newValue[0], newValue[1], nil)
            } else {
                (firstIndex, secondIndex, otherIndexPath) = (0, 0, InternedName(indexes: Array(newValue)))
            }
        }
    }

    /// The frame in the collection view's content coordinates, aligned to whole pixels.
    public var frame: CGRect
    /// Stacking order; higher draws above. Pinned elements carry `1_000_000_000 + zIndex`.
    public var zIndex: Int
    /// For elements of an orthogonally scrolling section: the frame of the section's scrolling region
    /// in content coordinates; `nil` elsewhere.
    public var orthogonalScrollRegion: CGRect?
    /// The axes on which the element's size is estimated and should be measured by its view.
    public var selfSizingAxes: SizingAxes
    /// Whether this is a boundary supplementary that rides the visible bounds.
    public var isPinnedToVisibleBounds: Bool

    /// Creates attributes; there is no scroll region, no self-sizing axis and no pinning by default.
    /// Inlinable, so that a caller of the inlinable ``LayoutSolution/attributesForItem(at:)`` builds only the
    /// fields it reads.
    @inlinable
    public init(
        category: ElementCategory, elementKind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int,
        orthogonalScrollRegion: CGRect? = nil, selfSizingAxes: SizingAxes = [], isPinnedToVisibleBounds: Bool = false
    ) {
        self.category = category
        kindName = elementKind.map { InternedName(kind: $0) }
        if indexPath.count == 2 {
            (firstIndex, secondIndex, otherIndexPath) = (indexPath[0], indexPath[1], nil)
        } else {
            (firstIndex, secondIndex, otherIndexPath) = (0, 0, InternedName(indexes: Array(indexPath)))
        }
        self.frame = frame
        self.zIndex = zIndex
        self.orthogonalScrollRegion = orthogonalScrollRegion
        self.selfSizingAxes = selfSizingAxes
        self.isPinnedToVisibleBounds = isPinnedToVisibleBounds
    }

    /// Attributes of a cell at `[section, item]`, from plain values: the caller of the inlinable
    /// ``LayoutSolution/attributesForItem(at:)`` builds only what it reads, with no index path to copy.
    @inlinable
    init(
        cellAt section: Int, item: Int, frame: CGRect, zIndex: Int, orthogonalScrollRegion: CGRect?,
        selfSizingAxes: SizingAxes
    ) {
        category = .cell
        kindName = nil
        (firstIndex, secondIndex, otherIndexPath) = (section, item, nil)
        self.frame = frame
        self.zIndex = zIndex
        self.orthogonalScrollRegion = orthogonalScrollRegion
        self.selfSizingAxes = selfSizingAxes
        isPinnedToVisibleBounds = false
    }
}

/// The scroll position a query is answered for: where pinned supplementaries ride and how far each
/// orthogonally scrolling section is scrolled.
public struct ScrollPosition: Sendable, Hashable {
    /// The visible bounds of the collection view, less its adjusted content insets.
    public var visibleBounds: CGRect
    /// The content offset of each orthogonally scrolling section, by section index (absent = zero).
    public var orthogonalOffsets: [Int: CGPoint]

    /// Creates a scroll position; orthogonal sections default to offset zero.
    public init(visibleBounds: CGRect, orthogonalOffsets: [Int: CGPoint] = [:]) {
        self.visibleBounds = visibleBounds
        self.orthogonalOffsets = orthogonalOffsets
    }
}
