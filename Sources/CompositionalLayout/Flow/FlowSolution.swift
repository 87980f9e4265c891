import Foundation

/// A solved ``FlowLayout``: the frames of every item, header and footer for given item counts, container and
/// traits, and the state that lets a measured size or a change of items re-pack only the lines concerned.
///
/// Like ``LayoutSolution``, it works in one canonical space — scrolling down, left to right, whole pixels — and
/// maps frames to the physical space (transposed for horizontal scrolling, mirrored for right-to-left) only when it
/// hands them out. A section of one fixed item size is answered by arithmetic, whatever its item count.
public struct FlowSolution: Sendable {
    /// The layout solved.
    public internal(set) var layout: FlowLayout {
        didSet { kindNames = FlowKindNames(layout) }
    }
    /// The header and footer kinds, interned once (semantics L20).
    var kindNames: FlowKindNames
    let scale: PixelScale
    let isTransposed: Bool
    let isRightToLeft: Bool
    /// The container's length across the scroll axis less its content inset there, in pixels.
    let boundsAcross: Int
    /// The container's length along the scroll axis, in pixels.
    let boundsAlong: Int
    let container: CollectionContainer
    let traits: LayoutTraits
    var sections: [FlowSectionModel]
    /// Where each section starts along the scroll axis, in canonical pixels.
    var sectionStarts: [Int]
    var contentLength = 0

    /// Solves `layout` for `itemCounts` (one entry per section) in `container`.
    /// - Throws: ``LayoutError`` for a container, size, inset or spacing that is not finite or negative, naming
    ///   the section and value.
    /// - Complexity: O(sections) for sections of fixed size; O(measured items) for estimated sections (lines of
    ///   unmeasured items are counted, not stored, semantics LY6); O(items) for per-item sizes (each is asked).
    public init(
        layout: FlowLayout, itemCounts: [Int], container: CollectionContainer, traits: LayoutTraits = LayoutTraits()
    ) throws(LayoutError) {
        let size = container.size
        // An empty container is valid (R1): the view shows nothing until it grows; lines hold one item each.
        try container.validate()
        guard traits.displayScale.isFinite, traits.displayScale > 0 else {
            throw LayoutError(.invalidValue(name: "display scale", value: traits.displayScale), section: nil, elementPath: "")
        }
        self.layout = layout
        kindNames = FlowKindNames(layout)
        self.container = container
        self.traits = traits
        scale = PixelScale(traits.displayScale)
        isTransposed = layout.scrollDirection == .horizontal
        isRightToLeft = traits.layoutDirection == .rightToLeft
        let canonical = isTransposed ? size.transposed : size
        // The lines fill the bounds less the content inset across the scroll axis (F4).
        let inset = container.contentInset
        let insetAcross = isTransposed ? inset.top + inset.bottom : inset.left + inset.right
        boundsAcross = max(0, scale.pixels(canonical.width - (insetAcross.isFinite ? insetAcross : 0)))
        boundsAlong = scale.pixels(canonical.height)
        sections = []
        sectionStarts = Array(repeating: 0, count: itemCounts.count)
        sections.reserveCapacity(itemCounts.count)
        for (index, count) in itemCounts.enumerated() {
            sections.append(try solveSection(index, itemCount: count, measured: nil))
        }
        updatePositions(from: 0)
    }

    /// Recomputes where sections start, from `first` on.
    mutating func updatePositions(from first: Int) {
        var y = first > 0 ? sectionStarts[first - 1] + sections[first - 1].extent : 0
        for index in first..<sections.count {
            sectionStarts[index] = y
            y += sections[index].extent
        }
        contentLength = y
    }

    var mapper: FrameMapper {
        FrameMapper(
            scale: scale, isTransposed: isTransposed, isRightToLeft: isRightToLeft,
            mirrorWidth: isTransposed ? contentLength : boundsAcross)
    }

    /// The size of all content: the container's width less its content inset (height when scrolling horizontally) by
    /// the sections' length.
    /// - Complexity: O(1).
    public var contentSize: CGSize {
        let size = CGSize(width: scale.points(boundsAcross), height: scale.points(contentLength))
        return isTransposed ? size.transposed : size
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    /// Sizes that did not fit (an item wider than its section's room, F2).
    public var diagnostics: [LayoutDiagnostic] { sections.flatMap(\.diagnostics) }

    /// The frame of a whole section (header to footer) across the container.
    public func sectionFrame(_ section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return mapper.physical(
            PixelRect(x: 0, y: sectionStarts[section], width: boundsAcross, height: sections[section].extent))
    }
}

/// A flow layout's header and footer kinds, interned, so that answering a query takes no lock (semantics L20).
struct FlowKindNames: Sendable {
    let header: InternedName<String>
    let footer: InternedName<String>

    init(_ layout: FlowLayout) {
        header = InternedName(kind: layout.headerElementKind)
        footer = InternedName(kind: layout.footerElementKind)
    }
}
