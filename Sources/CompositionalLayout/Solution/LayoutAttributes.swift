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
    /// Which element this is: category, kind and index path, as a plain value (semantics L20).
    public var identity: ElementIdentity
    /// Whether the element is a cell, a supplementary or a decoration.
    @inlinable
    public var category: ElementCategory {
        get { identity.category }
        set { identity.category = newValue }
    }
    /// The supplementary or decoration kind; `nil` for cells.
    @inlinable
    public var elementKind: String? {
        get { identity.elementKind }
        set { identity.elementKind = newValue }
    }
    /// `[section, item]`. Item supplementaries share their item's path; boundary supplementaries are
    /// `[section, 0]`; decorations `[section, index in decorationItems]`; global boundary supplementaries
    /// `[0, Int.max - index]` (see `docs/semantics.md`).
    @inlinable
    public var indexPath: IndexPath {
        get { identity.indexPath }
        set { identity.indexPath = newValue }
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
        identity = ElementIdentity(category: category, elementKind: elementKind, indexPath: indexPath)
        self.frame = frame
        self.zIndex = zIndex
        self.orthogonalScrollRegion = orthogonalScrollRegion
        self.selfSizingAxes = selfSizingAxes
        self.isPinnedToVisibleBounds = isPinnedToVisibleBounds
    }

    /// Attributes of a supplementary or decoration of an interned kind at `[section, item]`: the solver interns its
    /// kinds once per solve, so that answering a query takes no lock (L20).
    init(
        _ category: ElementCategory, kindName: InternedName<String>, section: Int, item: Int, frame: CGRect,
        zIndex: Int, orthogonalScrollRegion: CGRect? = nil, selfSizingAxes: SizingAxes = [],
        isPinnedToVisibleBounds: Bool = false
    ) {
        identity = ElementIdentity(category: category, kindName: kindName, section: section, item: item)
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
        identity = ElementIdentity(cellAt: section, item: item)
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

extension LayoutAttributes: CustomReflectable {
    /// The fields as a caller sees them (kind text and index path, not their interned storage), for test failures
    /// and `dump`.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "category": category, "elementKind": elementKind as Any, "indexPath": indexPath, "frame": frame,
                "zIndex": zIndex, "orthogonalScrollRegion": orthogonalScrollRegion as Any,
                "selfSizingAxes": selfSizingAxes, "isPinnedToVisibleBounds": isPinnedToVisibleBounds,
            ])
    }
}
