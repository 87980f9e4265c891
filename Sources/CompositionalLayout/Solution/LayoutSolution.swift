import Foundation

/// A solved layout: the frames of every element for given item counts, container and traits, and the
/// state that lets one measured size or one section's item count be applied without re-solving the rest.
///
/// Sections whose groups do not depend on their index are solved once and answered arithmetically;
/// sections with estimated sizes keep compact per-item storage and prefix sums.
///
/// The solver works in one canonical space — scrolling down, left to right, whole pixels — and maps frames
/// to the physical space (transposed for horizontal scrolling, mirrored for right-to-left) only when it
/// hands them out (see `docs/semantics.md`, L1 and L3).
public struct LayoutSolution: Sendable {
    /// The description solved.
    public private(set) var layout: CollectionLayout
    private(set) var context: SolveContext
    var sections: [SectionModel]
    /// Where each section starts along the scroll axis, in canonical pixels.
    var sectionStarts: [Int]
    /// For each section, the furthest any element of it or of an earlier section reaches along the scroll
    /// axis (a running maximum, so it can be binary-searched).
    var sectionReach: [Int] = []
    /// The furthest any section's elements stick out before its start.
    var maxLeadingOverhang = 0
    /// The configuration's boundary supplementaries, canonical.
    var globalItems: [BoundarySupplementaryItem]
    /// The global items' kinds, interned once (L20); set with ``globalItems``.
    var globalKindNames: [InternedName<String>] = []
    var globalMeasured: [PixelSize?]
    /// Placed global supplementaries, `y` absolute.
    var globalPlacements: [BoundaryPlacement] = []
    /// The length of all content along the scroll axis, in pixels.
    var contentLength = 0
    private(set) var layoutDiagnostics: [LayoutDiagnostic]
    /// Text offsets list cells reported (`setListTextLeadingOffset`), sparse.
    var listTextLeadingOffsets: [IndexPath: CGFloat] = [:]

    /// Solves `layout` for `itemCounts` (one entry per section) in `container`.
    ///
    /// The section provider is called once per section.
    /// - Throws: ``LayoutError`` naming the section and element that cannot be laid out.
    /// - Complexity: O(sections + groups of estimated sections); a section without estimated sizes costs
    ///   O(items in one group), whatever its item count.
    public init(
        layout: CollectionLayout, itemCounts: [Int], container: CollectionContainer,
        traits: LayoutTraits = LayoutTraits()
    ) throws(LayoutError) {
        let context = try SolveContext(layout: layout, container: container, traits: traits)
        self.layout = layout
        self.context = context
        let global = layout.configuration.boundarySupplementaryItems
        var diagnostics: [LayoutDiagnostic] = []
        try validateBoundaryItems(global, section: nil, context: context, diagnostics: &diagnostics)
        layoutDiagnostics = diagnostics
        globalItems = context.isTransposed ? global.map(\.transposed) : global
        globalKindNames = global.map { InternedName(kind: $0.elementKind) }
        globalMeasured = Array(repeating: nil, count: global.count)

        let solver = SectionSolver(context: context)
        let environment = context.providerEnvironment
        var sections: [SectionModel] = []
        sections.reserveCapacity(itemCounts.count)
        for (index, count) in itemCounts.enumerated() {
            let description: LayoutSection?
            switch layout.sections {
            case .uniform(let section): description = section
            case .provider(let provider): description = provider(index, environment)
            }
            sections.append(try solver.solve(index: index, description: description, itemCount: count))
        }
        try Self.checkContentLength(sections, spacing: context.interSectionSpacing)
        self.sections = sections
        sectionStarts = Array(repeating: 0, count: sections.count)
        updatePositions(from: 0)
    }

    /// Throws ``LayoutError/Reason/contentTooLong(itemCount:)`` when the sections together reach beyond
    /// ``LayoutLimits/contentLengthPixels``, so that positions, which are sums of extents, cannot overflow (R4).
    static func checkContentLength(_ sections: [SectionModel], spacing: Int) throws(LayoutError) {
        var total = 0
        for section in sections {
            // Each extent is bounded by the section check, so one step cannot overflow.
            total += section.extent + spacing
            guard total <= LayoutLimits.contentLengthPixels else {
                throw LayoutError(
                    .contentTooLong(itemCount: section.itemCount), section: section.index, elementPath: "")
            }
        }
    }

    /// Recomputes where sections start, from `first` on, and the global supplementaries.
    /// - Complexity: O(sections after `first`).
    mutating func updatePositions(from first: Int) {
        let boundary = globalBoundaryLayout
        var y = boundary.headerExtent
        if first > 0 { y = sectionStarts[first - 1] + sections[first - 1].extent + context.interSectionSpacing }
        if sectionReach.count != sections.count { sectionReach = Array(repeating: 0, count: sections.count) }
        var reach = first > 0 ? sectionReach[first - 1] : Int.min
        for index in first..<sections.count {
            sectionStarts[index] = y
            reach = max(reach, y + sections[index].visualMax)
            sectionReach[index] = reach
            y += sections[index].extent
            if index + 1 < sections.count { y += context.interSectionSpacing }
        }
        // Only section `first` changed its own geometry; later ones only moved. (Never shrinking the bound
        // after a partial update only makes queries look at a section more.)
        if first == 0 {
            maxLeadingOverhang = sections.reduce(0) { max($0, -$1.visualMin) }
        } else if first < sections.count {
            maxLeadingOverhang = max(maxLeadingOverhang, -sections[first].visualMin)
        }
        if sections.isEmpty { y = boundary.headerExtent }
        let (placements, extent) = boundary.place(contentTop: boundary.headerExtent, contentBottom: y)
        globalPlacements = placements
        contentLength = extent
    }

    // Inlined, so that `updatePositions` (after every measured size) does not copy the whole solution to call it.
    var globalBoundaryLayout: BoundaryLayout {
        @inline(__always) get {
            let container = context.layoutContainer
            return BoundaryLayout(
                items: context.isEmpty ? [] : globalItems, areaStart: container.acrossStart,
                areaWidth: container.across, alongContainer: container.along, scale: context.scale,
                measured: globalMeasured)
        }
    }

    /// The size of all content, including global supplementaries.
    /// - Complexity: O(1).
    public var contentSize: CGSize {
        let size = CGSize(
            width: context.scale.points(context.bounds.width), height: context.scale.points(contentLength))
        return context.isTransposed ? size.transposed : size
    }

    public var numberOfSections: Int { sections.count }

    /// The number of items in `section`, or 0 for a section that does not exist.
    /// - Complexity: O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    /// Things the solver tolerated but that were probably not meant (for example insets on an estimated axis).
    public var diagnostics: [LayoutDiagnostic] { layoutDiagnostics + sections.flatMap(\.diagnostics) }

    /// The section description the layout used (the provider's answer).
    ///
    /// A section the provider returned `nil` for (allowed when it has no items) has no description; this
    /// then returns an empty placeholder section.
    public func sectionDescription(_ section: Int) -> LayoutSection {
        if sections.indices.contains(section), let description = sections[section].physicalDescription {
            return description
        }
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(0))
        return LayoutSection(group: .horizontal(size: size, subitems: [.item(LayoutItem(size: size))]))
    }

    /// The frame of a whole section, boundary supplementaries included, across the layout container.
    /// `.zero` for a section that does not exist.
    /// - Complexity: O(1).
    public func sectionFrame(_ section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return mapper.physical(sectionRect(section))
    }

    /// The section's frame in canonical pixels.
    func sectionRect(_ section: Int) -> PixelRect {
        let container = context.layoutContainer
        return PixelRect(
            x: container.acrossStart, y: sectionStarts[section], width: container.across,
            height: sections[section].extent)
    }

    /// Re-expresses measured sizes (canonical pixels) in another display scale's pixels.
struct MeasuredRescaling: Sendable {
    let old: PixelScale
    let new: PixelScale

    static let identity = MeasuredRescaling(from: PixelScale(1), to: PixelScale(1))

    init(from old: PixelScale, to new: PixelScale) {
        self.old = old
        self.new = new
    }

    var isIdentity: Bool { old == new }

    func length(_ pixels: Int) -> Int { isIdentity ? pixels : new.pixels(old.points(pixels)) }

    func size(_ size: PixelSize) -> PixelSize { PixelSize(width: length(size.width), height: length(size.height)) }

    func store(_ store: MeasuredSizeStore) -> MeasuredSizeStore {
        guard !isIdentity, !store.isEmpty else { return store }
        var result = MeasuredSizeStore(count: store.count)
        store.forEachMeasured { index, width, height in
            result.set(
                width: width.map { CGFloat(length(Int($0))) }, height: height.map { CGFloat(length(Int($0))) },
                at: index)
        }
        return result
    }
}

/// Maps canonical frames of the main content to physical ones.
    var mapper: FrameMapper {
        FrameMapper(
            scale: context.scale, isTransposed: context.isTransposed, isRightToLeft: context.isRightToLeft,
            mirrorWidth: context.isTransposed ? contentLength : context.bounds.width)
    }

    /// Re-solves every section for a new container and traits (a rotation, a size-class or display-scale
    /// change), keeping the item counts and every measured size (semantics L9: measured sizes are kept
    /// across re-solves until the collection view discards them). The section provider is called again
    /// for every section with the new environment. Measured sizes are re-expressed in the new display
    /// scale's pixels.
    ///
    /// On error the solution is unchanged.
    /// - Throws: ``LayoutError`` naming the section and element that cannot be laid out.
    /// - Complexity: as ``init(layout:itemCounts:container:traits:)``, plus O(items) per section with
    ///   estimated sizes to carry its measured sizes over.
    public mutating func update(container: CollectionContainer, traits: LayoutTraits) throws(LayoutError) {
        try update(layout: layout, container: container, traits: traits)
    }

    /// Re-solves every section for a new description (the same layout described again, or a new one), keeping
    /// item counts and measured sizes as ``update(container:traits:)`` does.
    /// - Throws: ``LayoutError``; the solution is then unchanged.
    public mutating func update(
        layout: CollectionLayout, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        let newContext = try SolveContext(layout: layout, container: container, traits: traits)
        guard newContext.isTransposed == context.isTransposed else {
            // Measured sizes are kept in canonical axes: a new scroll direction starts afresh.
            self = try LayoutSolution(
                layout: layout, itemCounts: sections.map(\.itemCount), container: container, traits: traits)
            return
        }
        var diagnostics: [LayoutDiagnostic] = []
        try validateBoundaryItems(
            layout.configuration.boundarySupplementaryItems, section: nil, context: newContext,
            diagnostics: &diagnostics)
        let rescale = MeasuredRescaling(from: context.scale, to: newContext.scale)
        let solver = SectionSolver(context: newContext)
        let environment = newContext.providerEnvironment
        var newSections: [SectionModel] = []
        newSections.reserveCapacity(sections.count)
        for old in sections {
            let description: LayoutSection?
            switch layout.sections {
            case .uniform(let uniform): description = uniform
            case .provider(let provider): description = provider(old.index, environment)
            }
            newSections.append(
                try Self.resolve(
                    old, description: description, itemCount: old.itemCount, solver: solver, rescale: rescale))
        }
        try Self.checkContentLength(newSections, spacing: newContext.interSectionSpacing)
        self.layout = layout
        context = newContext
        layoutDiagnostics = diagnostics
        let global = layout.configuration.boundarySupplementaryItems
        if global.map(\.elementKind) != globalItems.map(\.elementKind) {
            globalMeasured = Array(repeating: nil, count: global.count)
        } else {
            globalMeasured = globalMeasured.map { $0.map(rescale.size) }
        }
        globalItems = newContext.isTransposed ? global.map(\.transposed) : global
        globalKindNames = global.map { InternedName(kind: $0.elementKind) }
        sections = newSections
        sectionStarts = Array(repeating: 0, count: newSections.count)
        sectionReach = []
        maxLeadingOverhang = 0
        updatePositions(from: 0)
        assertConsistentState(after: "update")
    }

    /// Solves a section again from `description`, carrying the measured sizes of `old` over (L9): item
    /// sizes by index, supplementary sizes by kind and index, boundary sizes by position.
    static func resolve(
        _ old: SectionModel, index: Int? = nil, description: LayoutSection?, itemCount: Int, solver: SectionSolver,
        rescale: MeasuredRescaling = .identity, measured carried: MeasuredSizeStore? = nil,
        changes: SectionItemChanges? = nil
    ) throws(LayoutError) -> SectionModel {
        var measured = carried
        var supplementarySizes: [String: [Int: PixelSize]] = [:]
        if case .estimated(let storage) = old.content {
            measured = carried ?? rescale.store(storage.content.sizes)
            for (key, size) in storage.content.supplementarySizes {
                supplementarySizes[old.kinds[Int(key.kindID)], default: [:]][key.index] = rescale.size(size)
            }
        }
        var previous: PreviousContent?
        if let changes, rescale.isIdentity, case .estimated(let storage) = old.content {
            previous = PreviousContent(content: storage.content, changes: changes)
        }
        var model = try solver.solve(
            index: index ?? old.index, description: description, itemCount: itemCount, measured: measured,
            boundaryMeasured: old.boundaryMeasured.map { $0.map(rescale.size) }, previous: previous)
        if !supplementarySizes.isEmpty {
            let kinds = model.kinds
            try model.content.modifyEstimated { content in
                for (kind, sizes) in supplementarySizes {
                    guard let kindID = kinds.firstIndex(of: kind) else { continue }
                    for (index, size) in sizes {
                        content.supplementarySizes[SupplementarySizeKey(kindID: Int32(kindID), index: index)] = size
                    }
                }
            }
        }
        return model
    }

    /// Re-solves one section for a new item count; other sections only move. The section provider is called
    /// again for that section; measured sizes of the items that remain are kept.
    /// - Complexity: the cost of solving that section, plus O(sections) to move the others.
    public mutating func setItemCount(_ count: Int, inSection section: Int) throws(LayoutError) {
        guard sections.indices.contains(section) else {
            throw LayoutError(
                .invalidValue(name: "section index", value: CGFloat(section)), section: section, elementPath: "")
        }
        let description: LayoutSection?
        switch layout.sections {
        case .uniform(let uniform): description = uniform
        case .provider(let provider): description = provider(section, context.providerEnvironment)
        }
        let solved = try Self.resolve(
            sections[section], description: description, itemCount: count, solver: SectionSolver(context: context))
        let others = contentLength - sections[section].extent
        guard others <= LayoutLimits.contentLengthPixels - solved.extent else {
            throw LayoutError(.contentTooLong(itemCount: count), section: section, elementPath: "")
        }
        sections[section] = solved
        updatePositions(from: section)
        assertConsistentState(after: "setItemCount")
    }
}

/// Maps canonical pixel rectangles to physical frames in points: transposed for a horizontally scrolling
/// layout, then mirrored across `mirrorWidth` for right-to-left (semantics L1).
struct FrameMapper: Sendable {
    let scale: PixelScale
    let isTransposed: Bool
    let isRightToLeft: Bool
    /// The physical width, in pixels, frames are mirrored across.
    var mirrorWidth: Int
    /// Subtracted from physical frames: an orthogonal section's scroll offset, in points.
    var offset: CGPoint = .zero

    @inline(__always)
    func physicalPixels(_ rect: PixelRect) -> PixelRect {
        var rect = isTransposed ? rect.transposed : rect
        if isRightToLeft { rect.x = mirrorWidth - rect.x - rect.width }
        return rect
    }

    @inline(__always)
    func physical(_ rect: PixelRect) -> CGRect {
        let rect = physicalPixels(rect)
        return CGRect(
            x: scale.points(rect.x) - offset.x, y: scale.points(rect.y) - offset.y,
            width: scale.points(rect.width), height: scale.points(rect.height))
    }

    /// A physical rectangle in canonical pixels (not rounded): the inverse of ``physical(_:)``. Coordinates
    /// are clamped to ±2^52 pixels, far beyond any element, so that `.infinite` and rectangles at ±1e300 stay
    /// within `Int` when groups are computed from them (R2).
    func canonical(_ rect: CGRect) -> CanonicalQuery {
        let standard = rect.standardized
        var minX = Self.clamped(scale.exactPixels(standard.minX + offset.x))
        var maxX = Self.clamped(scale.exactPixels(standard.maxX + offset.x))
        let minY = Self.clamped(scale.exactPixels(standard.minY + offset.y))
        let maxY = Self.clamped(scale.exactPixels(standard.maxY + offset.y))
        if isRightToLeft { (minX, maxX) = (Double(mirrorWidth) - maxX, Double(mirrorWidth) - minX) }
        return isTransposed
            ? CanonicalQuery(minX: minY, minY: minX, maxX: maxY, maxY: maxX)
            : CanonicalQuery(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }

    /// `value` within ±2^52; NaN stays NaN (it matches nothing).
    @inline(__always)
    static func clamped(_ value: Double) -> Double {
        let limit = 4_503_599_627_370_496.0  // 2^52
        return value.isNaN ? value : min(max(value, -limit), limit)
    }

    /// The physical axes of canonical estimated axes.
    @inline(__always)
    func sizingAxes(x: Bool, y: Bool) -> SizingAxes {
        var axes: SizingAxes = []
        if x { axes.insert(isTransposed ? .vertical : .horizontal) }
        if y { axes.insert(isTransposed ? .horizontal : .vertical) }
        return axes
    }

    /// A physical size in canonical order.
    func canonicalSize(_ size: CGSize) -> CGSize { isTransposed ? size.transposed : size }
}

/// A query rectangle in canonical pixels, for culling: it answers whether an element may intersect the
/// rectangle (closed intervals, so it never misses what ``PhysicalQuery`` accepts).
struct CanonicalQuery: Sendable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double
}

/// A query rectangle in physical points. An element intersects it exactly when
/// `element.frame.intersects(rect)` holds with Foundation's closed-interval definition (on Linux, rectangles
/// that only touch intersect), so answers agree with what a caller checks.
struct PhysicalQuery: Sendable {
    let minX: CGFloat
    let minY: CGFloat
    let maxX: CGFloat
    let maxY: CGFloat
    let isNull: Bool

    init(_ rect: CGRect) {
        isNull = rect.isNull
        let standard = rect.standardized
        (minX, minY, maxX, maxY) = (standard.minX, standard.minY, standard.maxX, standard.maxY)
    }

    @inline(__always)
    func intersects(_ frame: CGRect) -> Bool {
        !isNull && frame.minX <= maxX && minX <= frame.maxX && frame.minY <= maxY && minY <= frame.maxY
    }
}

/// How an orthogonally scrolling section scrolls: its viewport in the collection view and its content.
public struct OrthogonalSectionGeometry: Sendable, Hashable {
    public var behavior: OrthogonalScrollingBehavior
    /// `.horizontal` when the layout scrolls vertically, and the other way round.
    public var axis: LayoutGroup.Axis
    /// The section scroller's frame in the collection view's content coordinates.
    public var scrollRegion: CGRect
    /// The length of the scroller's content along its axis (at least the region's length).
    public var contentLength: CGFloat
    /// The smallest and largest offsets the scroller can rest at (physical coordinates).
    public var offsetRange: ClosedRange<CGFloat>
    /// The initial offset: the leading end (the largest offset in a right-to-left layout).
    public var initialOffset: CGFloat
    public var groupCount: Int

    public init(
        behavior: OrthogonalScrollingBehavior, axis: LayoutGroup.Axis, scrollRegion: CGRect,
        contentLength: CGFloat, offsetRange: ClosedRange<CGFloat>, initialOffset: CGFloat, groupCount: Int
    ) {
        self.behavior = behavior
        self.axis = axis
        self.scrollRegion = scrollRegion
        self.contentLength = contentLength
        self.offsetRange = offsetRange
        self.initialOffset = initialOffset
        self.groupCount = groupCount
    }
}
