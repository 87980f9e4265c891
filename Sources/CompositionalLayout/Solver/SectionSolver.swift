import Foundation

/// The solved content of a section whose groups do not depend on their index: one template for a full
/// group and one for the last, partial group. Immutable, so copies of a solution share it.
final class UniformContent: Sendable {
    let full: GroupTemplate
    /// The last group when it holds fewer items than a full one.
    let tail: GroupTemplate?
    let groupCount: Int
    /// Distance between consecutive group origins along the repeat axis.
    let stride: Int

    init(full: GroupTemplate, tail: GroupTemplate?, groupCount: Int, stride: Int) {
        self.full = full
        self.tail = tail
        self.groupCount = groupCount
        self.stride = stride
    }

    var itemsPerGroup: Int { full.itemCount }

    /// Cell `index` of group `group`.
    @inline(__always)
    func cell(_ index: Int, inGroup group: Int) -> TemplateCell {
        if group == groupCount - 1, let tail { return tail.cells[index] }
        return full.cells[index]
    }

    @inline(__always)
    func template(forGroup group: Int) -> GroupTemplate {
        if group == groupCount - 1, let tail { return tail }
        return full
    }

    /// The extent along the repeat axis of groups, edge spacing included, without trailing spacing.
    func groupsLength(edgeSpacing: Int) -> Int {
        guard groupCount > 0 else { return 0 }
        let last = (tail ?? full).size
        return (groupCount - 1) * stride + edgeSpacing + last.length(repeatAxis)
    }

    var repeatAxis: CanonicalAxis { full.repeatAxis }
}

/// A section background or other decoration, canonical pixels, `y` relative to the section's start.
struct DecorationPlacement: Sendable {
    var frame: PixelRect
    var zIndex: Int
}

/// How a section's content is stored.
enum SectionContent: Sendable {
    /// No items: no group is laid out (L8).
    case empty
    /// Groups that do not depend on their index, answered from templates.
    case uniform(UniformContent)
    /// Groups with estimated sizes, stored per group with prefix sums (L9).
    case estimated(EstimatedStorage)
}

/// Boxes an estimated section's content so that copies of a solution share its per-item arrays, and one
/// measured size mutates them in place: ``SectionContent/modifyEstimated(_:)`` copies the box only when it
/// is shared (copy-on-write by hand; the box is never mutated while shared, which makes it safe to send).
final class EstimatedStorage: @unchecked Sendable {
    // Both are changed only through `SectionContent.modifyEstimated` (below, the only code that may set them), on
    // a box it holds uniquely (copy on write by hand), so no two accesses can overlap: the run-time exclusivity
    // checks are left out (a measured size made one or two of them, about 170 instructions each).
    /// Changed only through ``SectionContent/modifyEstimated(_:)``, which keeps ``surroundings`` up to date.
    @exclusivity(unchecked) fileprivate(set) var content: EstimatedContent
    /// Read after every measurement without copying ``content`` (``EstimatedSurroundings``).
    @exclusivity(unchecked) private(set) var surroundings: EstimatedSurroundings

    init(_ content: EstimatedContent) {
        var content = content
        surroundings = EstimatedSurroundings(&content)
        self.content = content
    }

    /// Recomputes ``surroundings`` after ``content`` changed.
    func refreshSurroundings() {
        surroundings = EstimatedSurroundings(&content)
    }
}

extension SectionContent {
    /// Runs `body` on estimated content in place: the content is taken out of the enum first, so its storage
    /// stays uniquely referenced and is not copied. Returns `nil` for other content.
    mutating func modifyEstimated<Result>(
        _ body: (inout EstimatedContent) throws(LayoutError) -> Result
    ) throws(LayoutError) -> Result? {
        guard case .estimated(var box) = self else { return nil }
        // Drop the enum's reference, so that the box is unique unless another solution shares it.
        self = .empty
        if !isKnownUniquelyReferenced(&box) { box = EstimatedStorage(box.content) }
        defer {
            // Also after a failed change: the content may have been partly changed before it threw.
            box.refreshSurroundings()
            self = .estimated(box)
        }
        return try body(&box.content)
    }
}

/// A section's estimated content before a batch update, with the update's changes to it.
struct PreviousContent {
    var content: EstimatedContent
    var changes: SectionItemChanges
}

/// One solved section: its geometry in canonical pixels, relative to the section's start along the scroll
/// axis and absolute across it.
struct SectionModel: Sendable {
    var index: Int
    /// The provider's answer, as given.
    var physicalDescription: LayoutSection?
    /// The same in canonical space (transposed for a horizontal layout).
    var description: LayoutSection?
    var itemCount: Int
    /// Element kinds: boundary kinds first, then item and group supplementary kinds.
    var kinds: [String] = []
    /// ``kinds`` and ``decorationKinds`` interned once per solve, for the attributes queries answer (L20).
    var kindNames: [InternedName<String>] = []
    var decorationKindNames: [InternedName<String>] = []
    var tree = ResolvedGroupTree()
    var content: SectionContent = .empty
    /// The axis groups repeat along: `.y`, or `.x` for orthogonal sections.
    var repeatAxis: CanonicalAxis = .y
    var orthogonalBehavior: OrthogonalScrollingBehavior = .none
    var isOrthogonal: Bool { orthogonalBehavior != .none }
    /// The section's reference container (L2).
    var reference = PixelContainer(acrossStart: 0, across: 0, along: 0)
    var insets = PixelInsets.zero
    var outerEdges = ResolvedEdgeSpacing.none
    var interGroupSpacing = 0
    /// Where the content area (insets included) begins and ends, and the whole section's extent.
    var contentTop = 0
    var contentBottom = 0
    var extent = 0
    /// How far the section's elements reach along the scroll axis, relative to its start: usually
    /// `0...extent`, more when supplementaries or overflowing items stick out (for finding the sections a
    /// rectangle touches).
    var visualMin = 0
    var visualMax = 0
    /// The origin of group 0 (its frame's origin, not its edge spacing's).
    var groupOriginX = 0
    var groupOriginY = 0
    /// Orthogonal sections: the scroller's content length and its region across, in pixels.
    var orthogonalContentLength = 0
    var boundaryItems: [BoundarySupplementaryItem] = []
    var boundaryMeasured: [PixelSize?] = []
    var boundaryAreaStart = 0
    var boundaryAreaWidth = 0
    /// Pixels before the section's headers (`headerTopPadding`).
    var headerPadding = 0
    var boundaries: [BoundaryPlacement] = []
    var decorations: [DecorationPlacement] = []
    var decorationKinds: [String] = []
    var diagnostics: [LayoutDiagnostic] = []

    var hasDecorations: Bool { !decorations.isEmpty }
    /// The zIndex floor of non-decoration elements: 1 in a section with decorations (L13).
    var zIndexFloor: Int { decorationKinds.isEmpty ? Int.min : 1 }
}

/// Builds ``SectionModel``s (semantics L2, L8, L10, L11, L13, L14).
struct SectionSolver {
    let context: SolveContext

    func error(_ reason: LayoutError.Reason, _ section: Int, _ path: String) -> LayoutError {
        LayoutError(reason, section: section, elementPath: path)
    }

    /// Solves section `index` from the provider's answer. `measured` carries item sizes over from an earlier
    /// solve of the section (L9).
    ///
    /// `previous` is the section's estimated content before a batch update and the update's changes: when the
    /// description resolves to the same tree, that content is moved through the changes instead of built again.
    func solve(
        index: Int, description physical: LayoutSection?, itemCount: Int, measured: MeasuredSizeStore? = nil,
        boundaryMeasured: [PixelSize?] = [], previous: PreviousContent? = nil
    ) throws(LayoutError) -> SectionModel {
        guard itemCount >= 0 else {
            throw error(.invalidValue(name: "item count", value: CGFloat(itemCount)), index, "")
        }
        var model = SectionModel(index: index, physicalDescription: physical, itemCount: itemCount)
        guard let physical else {
            if itemCount > 0 { throw error(.missingSection(itemCount: itemCount), index, "") }
            return model
        }
        let section = context.isTransposed ? physical.transposed : physical
        model.description = section
        model.orthogonalBehavior = section.orthogonalScrollingBehavior
        model.repeatAxis = model.isOrthogonal ? .x : .y
        let scale = context.scale

        // Section-level values (L15).
        func checked(_ value: CGFloat, _ name: String) throws(LayoutError) -> Int {
            guard value.isFinite, value >= 0 else {
                throw error(.invalidValue(name: context.physicalName(name), value: value), index, "")
            }
            return try scale.checkedPixels(value, name: context.physicalName(name), section: index)
        }
        // Insets and spacing may be negative: content then reaches past the section's edge, groups overlap (L21).
        func checkedOffset(_ value: CGFloat, _ name: String) throws(LayoutError) -> Int {
            guard value.isFinite else {
                throw error(.invalidValue(name: context.physicalName(name), value: value), index, "")
            }
            return try scale.checkedPixels(value, name: context.physicalName(name), section: index)
        }
        model.insets = PixelInsets(
            top: try checkedOffset(section.contentInsets.top, "contentInsets.top"),
            leading: try checkedOffset(section.contentInsets.leading, "contentInsets.leading"),
            bottom: try checkedOffset(section.contentInsets.bottom, "contentInsets.bottom"),
            trailing: try checkedOffset(section.contentInsets.trailing, "contentInsets.trailing"))
        model.interGroupSpacing = try checkedOffset(section.interGroupSpacing, "interGroupSpacing")
        model.headerPadding = try checked(section.headerTopPadding, "headerTopPadding")
        if section.listStyle != nil && context.isTransposed {
            throw error(.listSectionInHorizontalLayout, index, "")
        }
        for (offset, decoration) in section.decorationItems.enumerated() {
            let path = "decoration \(offset) \"\(decoration.elementKind)\""
            guard context.registeredDecorationKinds.contains(decoration.elementKind) else {
                throw error(.unregisteredDecorationKind(decoration.elementKind), index, path)
            }
            let insets = decoration.contentInsets
            for value in [insets.top, insets.leading, insets.bottom, insets.trailing] where !value.isFinite || value < 0
            {
                throw error(.invalidValue(name: "contentInsets", value: value), index, path)
            }
        }
        model.decorationKinds = section.decorationItems.map(\.elementKind)
        try validateBoundaryItems(
            section.boundarySupplementaryItems, section: index, context: context, diagnostics: &model.diagnostics)
        model.boundaryItems = section.boundarySupplementaryItems
        model.boundaryMeasured =
            boundaryMeasured.count == model.boundaryItems.count
            ? boundaryMeasured : Array(repeating: nil, count: model.boundaryItems.count)
        model.kinds = section.boundarySupplementaryItems.map(\.elementKind)
        model.reference = try context.container(for: section.contentInsetsReference, section: index)
        guard model.reference.across > 0, model.reference.along > 0 else {
            // An empty container lays out nothing: no cells, supplementaries or decorations (R1).
            model.orthogonalBehavior = .none
            model.repeatAxis = .y
            model.boundaryItems = []
            model.boundaryMeasured = []
            model.kinds = []
            model.decorationKinds = []
            return model
        }

        // The supplementary area across the scroll axis (L11).
        if section.supplementaryContentInsetsReference == .automatic {
            model.boundaryAreaStart = model.reference.acrossStart
            model.boundaryAreaWidth = model.reference.across
            if section.supplementariesFollowContentInsets {
                model.boundaryAreaStart += model.insets.leading
                model.boundaryAreaWidth -= model.insets.leading + model.insets.trailing
            }
        } else {
            let area = try context.container(for: section.supplementaryContentInsetsReference, section: index)
            model.boundaryAreaStart = area.acrossStart
            model.boundaryAreaWidth = area.across
        }
        model.boundaryAreaWidth = max(0, model.boundaryAreaWidth)

        if itemCount > 0 {
            try solveContent(section, into: &model, measured: measured, previous: previous)
        }
        layoutAroundContent(&model)
        model.kindNames = model.kinds.map { InternedName(kind: $0) }
        model.decorationKindNames = model.decorationKinds.map { InternedName(kind: $0) }
        return model
    }

    /// Resolves the group and lays out the section's groups.
    private func solveContent(
        _ section: LayoutSection, into model: inout SectionModel, measured: MeasuredSizeStore?,
        previous: PreviousContent?
    ) throws(LayoutError) {
        let index = model.index
        // The group's container (L2): across, the reference container less the section's insets (the whole
        // container for orthogonal sections); along, the whole container.
        let groupAcross =
            model.isOrthogonal
            ? model.reference.across : model.reference.across - model.insets.leading - model.insets.trailing
        guard groupAcross > 0 else {
            throw error(
                .negativeEffectiveSize(
                    context.physicalSize(PixelSize(width: groupAcross, height: model.reference.along))),
                index, "")
        }
        var resolver = GroupTreeResolver(context: context, section: index, kinds: model.kinds)
        resolver.boundaryKindCount = model.kinds.count
        let root = try resolver.resolveGroup(
            section.group, container: (groupAcross, model.reference.along), alongOverride: nil,
            path: TreePath(parent: -1, steps: "group"))
        var tree = resolver.tree
        tree.rootGroup = root
        model.kinds = resolver.kinds
        model.diagnostics += tree.diagnostics
        model.tree = tree
        model.outerEdges = tree.groups[root].edges

        let solver = GroupSolver(
            tree: tree, section: index, scale: context.scale, repeatAxis: model.repeatAxis,
            assumesNominalSizesBeyondEnd: !tree.hasEstimatedAxis)
        let anchoring = SupplementaryAnchoring(scale: context.scale)
        let axis = model.repeatAxis
        let edgeAlong = model.outerEdges.total(axis)
        if !tree.hasEstimatedAxis {
            var placement = GroupPlacement()
            try solver.placeOuterGroup(firstItem: 0, endItem: Int.max, sizes: MeasuredSizeStore(), into: &placement)
            let perGroup = placement.itemCount
            guard perGroup > 0 else {
                throw error(.invalidGroupDefinition("the group holds no items"), index, "group")
            }
            let full = GroupTemplate(
                placement: placement, tree: tree, kindCount: model.kinds.count, repeatAxis: axis, anchoring: anchoring)
            let groupCount = model.itemCount / perGroup + (model.itemCount % perGroup == 0 ? 0 : 1)
            let lastCount = model.itemCount - (groupCount - 1) * perGroup
            var tail: GroupTemplate?
            if lastCount < perGroup {
                let fullPlacement = placement
                try solver.placeOuterGroup(firstItem: 0, endItem: lastCount, sizes: MeasuredSizeStore(), into: &placement)
                if placement.itemCount != lastCount { placement = fullPlacement.truncated(to: lastCount) }
                tail = GroupTemplate(
                    placement: placement, tree: tree, kindCount: model.kinds.count, repeatAxis: axis,
                    anchoring: anchoring)
            }
            // A negative spacing overlaps groups, but a group never starts before the one it follows (L21).
            let stride = max(0, full.size.length(axis) + edgeAlong + model.interGroupSpacing)
            // Every later position is a multiple of the stride plus small terms: bound the product once, so
            // that no query or placement can overflow (R4).
            let (reach, overflow) = (groupCount - 1).multipliedReportingOverflow(by: stride)
            guard !overflow, reach <= LayoutLimits.contentLengthPixels - 4 * LayoutLimits.lengthPixels else {
                throw error(.contentTooLong(itemCount: model.itemCount), index, "")
            }
            model.content = .uniform(UniformContent(full: full, tail: tail, groupCount: groupCount, stride: stride))
        } else if var content = previous?.content, let changes = previous?.changes,
            content.canApplyItemChanges(solver: solver, edgeSpacing: edgeAlong, interGroupSpacing: model.interGroupSpacing)
        {
            try content.apply(changes, newCount: model.itemCount, sizes: measured ?? MeasuredSizeStore(), solver: solver)
            model.content = .estimated(EstimatedStorage(content))
        } else {
            model.content = .estimated(
                EstimatedStorage(try EstimatedContent(
                    solver: solver, itemCount: model.itemCount, measured: measured ?? MeasuredSizeStore(),
                    edgeSpacing: edgeAlong, interGroupSpacing: model.interGroupSpacing, kindCount: model.kinds.count)))
        }
        try checkStacking(model)
    }

    /// Throws ``LayoutError/Reason/tooManyStackedItems(count:limit:)`` when the groups are so short along the
    /// repeat axis that more than ``LayoutLimits/stackedItemsPerPixel`` items share each pixel (groups of zero
    /// extent put every item at one place). Every rectangle that meets such a place returns all of its items, so
    /// `Int.max` items there would make any query exhaust memory (a LayoutFuzz finding).
    private func checkStacking(_ model: SectionModel) throws(LayoutError) {
        let length: Int
        switch model.content {
        case .empty: return
        case .uniform(let content): length = content.groupsLength(edgeSpacing: model.outerEdges.total(model.repeatAxis))
        case .estimated(let storage): length = storage.surroundings.groupsLength
        }
        let (limit, overflow) = max(1, length).multipliedReportingOverflow(by: LayoutLimits.stackedItemsPerPixel)
        guard !overflow, model.itemCount > limit else { return }
        throw error(.tooManyStackedItems(count: model.itemCount, limit: limit), model.index, "group")
    }

    /// Places the content area, the boundary supplementaries and the decorations once the content's length
    /// is known. Called again whenever the content's length changes.
    func layoutAroundContent(_ model: inout SectionModel) {
        Self.layoutAroundContent(&model, scale: context.scale, layoutContainer: context.layoutContainer)
    }

    /// ``layoutAroundContent(_:)`` given the two values of the solve's context it reads: a measured size calls it
    /// with them, where making a solver would copy the whole context (and retain what it holds) each time.
    static func layoutAroundContent(_ model: inout SectionModel, scale: PixelScale, layoutContainer: PixelContainer) {
        var boundary = BoundaryLayout(
            items: model.boundaryItems, areaStart: model.boundaryAreaStart, areaWidth: model.boundaryAreaWidth,
            alongContainer: model.reference.along, scale: scale, measured: model.boundaryMeasured)
        boundary.headerPadding = model.headerPadding
        model.contentTop = boundary.headerExtent
        // Negative insets or spacing may cancel the content's length; it clamps at zero (L21).
        model.contentBottom = model.contentTop + max(0, placeContent(&model))
        let (placements, extent) = boundary.place(contentTop: model.contentTop, contentBottom: model.contentBottom)
        model.boundaries = placements
        // Rounding may push cells and nested groups past their group's end (L3.2): the section's extent, and
        // so its frame and the content size, contain them.
        model.extent = max(extent, framesEnd(model))
        (model.visualMin, model.visualMax) = visualBounds(model, boundaries: placements)
        placeDecorations(&model, scale: scale, layoutContainer: layoutContainer)
    }

    /// Places group 0 and, in an orthogonal section, measures the scrolling content; returns the content area's
    /// length along the scroll axis.
    @inline(__always)
    private static func placeContent(_ model: inout SectionModel) -> Int {
        let edges = model.outerEdges
        let insets = model.insets
        switch model.content {
        case .empty:
            return 0
        case .uniform(let content):
            let groupSize = content.full.size
            placeGroupOrigin(&model, groupSize: groupSize)
            guard model.isOrthogonal else {
                return insets.top + content.groupsLength(edgeSpacing: edges.total(.y)) + insets.bottom
            }
            let last = (content.tail ?? content.full).size.width
            let end = model.groupOriginX + (content.groupCount - 1) * content.stride + last + edges.trailing
            model.orthogonalContentLength = orthogonalContentLength(model, groupEnd: end, groupWidth: groupSize.width)
            return insets.top + edges.total(.y) + groupSize.height + insets.bottom
        case .estimated(let storage):
            // Read from the box's stored summary: reading the content would copy it (EstimatedSurroundings).
            let surroundings = storage.surroundings
            placeGroupOrigin(&model, groupSize: surroundings.firstGroupSize)
            guard model.isOrthogonal else { return insets.top + surroundings.groupsLength + insets.bottom }
            let end = model.groupOriginX + surroundings.groupsLength - edges.leading
            model.orthogonalContentLength = orthogonalContentLength(
                model, groupEnd: end, groupWidth: surroundings.firstGroupSize.width)
            return insets.top + edges.total(.y) + surroundings.maxAcross + insets.bottom
        }
    }

    /// How far the groups' cells and nested groups reach down the scroll axis.
    @inline(__always)
    private static func framesEnd(_ model: SectionModel) -> Int {
        switch model.content {
        case .empty:
            return 0
        case .uniform(let content):
            let last = content.tail ?? content.full
            if model.isOrthogonal { return model.groupOriginY + max(content.full.framesMaxY, last.framesMaxY) }
            let lastOrigin = model.groupOriginY + (content.groupCount - 1) * content.stride
            guard content.groupCount > 1 else { return lastOrigin + last.framesMaxY }
            return max(lastOrigin + last.framesMaxY, lastOrigin - content.stride + content.full.framesMaxY)
        case .estimated(let storage):
            return model.groupOriginY + storage.surroundings.framesMaxY
        }
    }

    /// The section's visual extent along the scroll axis: its extent, its boundary supplementaries and what its
    /// elements draw outside their groups.
    @inline(__always)
    private static func visualBounds(
        _ model: SectionModel, boundaries: [BoundaryPlacement]
    ) -> (min: Int, max: Int) {
        var visualMin = 0
        var visualMax = model.extent
        for placement in boundaries {
            visualMin = min(visualMin, placement.frame.y)
            visualMax = max(visualMax, placement.frame.maxY)
        }
        switch model.content {
        case .empty:
            break
        case .uniform(let content):
            let last = content.tail ?? content.full
            if model.isOrthogonal {
                visualMin = min(visualMin, model.groupOriginY + min(content.full.elementBounds.y, last.elementBounds.y))
                visualMax = max(
                    visualMax, model.groupOriginY + max(content.full.elementBounds.maxY, last.elementBounds.maxY))
            } else {
                let lastOrigin = model.groupOriginY + (content.groupCount - 1) * content.stride
                visualMin = min(visualMin, model.groupOriginY + content.full.elementBounds.y)
                visualMax = max(
                    visualMax, lastOrigin + last.elementBounds.maxY,
                    lastOrigin - content.stride + content.full.elementBounds.maxY)
            }
        case .estimated(let storage):
            // From the stored summary, as above.
            let surroundings = storage.surroundings
            if model.isOrthogonal {
                visualMin = min(visualMin, model.groupOriginY + surroundings.elementBounds.y)
                visualMax = max(visualMax, model.groupOriginY + surroundings.elementBounds.maxY)
            } else {
                visualMin = min(visualMin, model.groupOriginY - surroundings.overhangBefore)
                visualMax = max(visualMax, model.contentBottom + surroundings.overhangAfter)
            }
        }
        return (visualMin, visualMax)
    }

    /// Places the section's decoration items over its extent, inset by their content insets.
    @inline(__always)
    private static func placeDecorations(
        _ model: inout SectionModel, scale: PixelScale, layoutContainer: PixelContainer
    ) {
        model.decorations = []
        // Asked through the optional first: binding the description copies the whole section description (this
        // runs after every measured size, and most sections have no decorations).
        guard model.extent > 0, model.description?.decorationItems.isEmpty == false, let description = model.description
        else { return }
        let container = layoutContainer
        let sectionRect = PixelRect(x: container.acrossStart, y: 0, width: container.across, height: model.extent)
        for decoration in description.decorationItems {
            let insets = decoration.contentInsets
            let frame = sectionRect.inset(
                by: PixelInsets(
                    top: scale.pixels(insets.top), leading: scale.pixels(insets.leading),
                    bottom: scale.pixels(insets.bottom), trailing: scale.pixels(insets.trailing)))
            model.decorations.append(DecorationPlacement(frame: frame, zIndex: decoration.zIndex))
        }
    }

    /// Where group 0 sits: after the top inset along the scroll axis; across it, at the leading inset, moved
    /// by the group's edge spacing (flexible edges share what is left, L5). Orthogonal sections start at the
    /// leading inset, or centre the group for `groupPagingCentered` (L14).
    private static func placeGroupOrigin(_ model: inout SectionModel, groupSize: PixelSize) {
        let edges = model.outerEdges
        let insets = model.insets
        if model.isOrthogonal {
            model.groupOriginY = model.contentTop + insets.top + edges.top
            if model.orthogonalBehavior == .groupPagingCentered {
                model.groupOriginX =
                    model.reference.acrossStart
                    + PixelScale.rounded(Double(model.reference.across - groupSize.width) / 2)
            } else {
                model.groupOriginX = model.reference.acrossStart + insets.leading + edges.leading
            }
            return
        }
        model.groupOriginY = model.contentTop + insets.top + edges.top
        let start = model.reference.acrossStart + insets.leading
        let across = model.reference.across - insets.leading - insets.trailing
        let leftover = across - groupSize.width - edges.total(.x)
        var x = start + edges.leading
        switch (edges.leadingIsFlexible, edges.trailingIsFlexible) {
        case (true, true): x += flexibleShare(leftover, slots: 2, index: 0)
        case (true, false): x += leftover
        default: break
        }
        model.groupOriginX = x
    }

    /// The orthogonal scroller's content length: to the last group's end plus the trailing inset (centring
    /// for `groupPagingCentered`), at least the region's width.
    private static func orthogonalContentLength(_ model: SectionModel, groupEnd: Int, groupWidth: Int) -> Int {
        let trailing =
            model.orthogonalBehavior == .groupPagingCentered
            ? model.reference.across - groupWidth - PixelScale.rounded(Double(model.reference.across - groupWidth) / 2)
            : model.insets.trailing
        return max(model.reference.across, groupEnd + trailing - model.reference.acrossStart)
    }
}
