import Foundation

/// The zIndex pinned boundary supplementaries are raised by, so that they draw above cells (L11).
let pinnedZIndexBase = 1_000_000_000

extension LayoutSolution {
    // MARK: Geometry of content groups

    /// The scroll region of an orthogonal section, canonical (L14).
    func orthogonalRegion(_ section: Int) -> PixelRect? {
        // Fields are read one by one: copying the whole section model would retain all of its storage.
        guard sections[section].isOrthogonal, sections[section].itemCount > 0 else { return nil }
        let reference = sections[section].reference
        return PixelRect(
            x: reference.acrossStart, y: sectionStarts[section] + sections[section].contentTop,
            width: reference.across, height: sections[section].contentBottom - sections[section].contentTop)
    }

    /// Maps the content (cells, item and group supplementaries) of a section. An orthogonal section's content
    /// is mirrored across its scroller's content in a right-to-left layout and, with a scroll position,
    /// moved by the section's offset (L1, L14).
    @inline(__always)
    func contentMapper(forSection section: Int, scrollPosition: ScrollPosition?) -> FrameMapper {
        var mapper = self.mapper
        guard sections[section].isOrthogonal else { return mapper }
        if context.isRightToLeft && !context.isTransposed {
            mapper.mirrorWidth =
                context.bounds.width - sections[section].reference.across
                + sections[section].orthogonalContentLength
        }
        if let offset = scrollPosition?.orthogonalOffsets[section] { mapper.offset = offset }
        return mapper
    }

    // MARK: Cells

    /// The attributes of a cell, unscrolled; `nil` for an index path outside the layout.
    /// - Complexity: O(1) in a section without estimated sizes; O(log groups + items in one group) otherwise.
    @inlinable @inline(__always)
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        // Always inlined into the caller, which builds the attributes from plain values (left to its heuristics,
        // the optimiser called the module's copy, which returns the attributes through value witnesses again;
        // LayoutSolution+CellGeometry.swift).
        attributesForItem(at: indexPath, scrollPosition: nil)
    }

    /// The attributes of a cell; `nil` for an index path outside the layout. With a scroll position, a cell
    /// of an orthogonally scrolling section is moved by its section's offset, as
    /// ``attributesForElements(in:scrollPosition:)`` places it (L14); other cells do not move.
    /// - Complexity: O(1) in a section without estimated sizes; O(log groups + items in one group) otherwise.
    @inlinable @inline(__always)
    public func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let (section, item) = (indexPath[0], indexPath[1])
        guard let cell = cellGeometry(section: section, item: item, scrollPosition: scrollPosition) else { return nil }
        return LayoutAttributes(
            cellAt: section, item: item, frame: cell.frame, zIndex: cell.zIndex,
            orthogonalScrollRegion: cell.orthogonalScrollRegion, selfSizingAxes: cell.selfSizingAxes)
    }

    /// The frames of every item of `section`, in item order: the cheapest way to materialise a whole
    /// section (no attributes, no index paths). Empty for a section that does not exist.
    /// - Complexity: O(items) with no per-item allocation; a section with estimated sizes also solves each
    ///   of its groups once.
    public func itemFrames(inSection section: Int) -> [CGRect] {
        guard section >= 0, section < sections.count else { return [] }
        let count = sections[section].itemCount
        let mapper = contentMapper(forSection: section, scrollPosition: nil)
        let isOrthogonal = sections[section].isOrthogonal
        let originX = sections[section].groupOriginX
        let originY = sectionStarts[section] + sections[section].groupOriginY
        switch sections[section].content {
        case .empty:
            return []
        case .uniform(let content):
            return [CGRect](unsafeUninitializedCapacity: count) { buffer, initialized in
                var item = 0
                for group in 0..<content.groupCount {
                    let offset = group * content.stride
                    let dx = isOrthogonal ? originX + offset : originX
                    let dy = isOrthogonal ? originY : originY + offset
                    let cells =
                        group == content.groupCount - 1 ? (content.tail ?? content.full).cells : content.full.cells
                    for cell in cells where item < count {
                        (buffer.baseAddress! + item).initialize(
                            to: mapper.physical(cell.frame.offsetBy(dx: dx, dy: dy)))
                        item += 1
                    }
                }
                initialized = item
            }
        case .estimated(let storage):
            let content = storage.content
            var frames: [CGRect] = []
            frames.reserveCapacity(count)
            var placement = GroupPlacement()
            for group in 0..<content.groupCount {
                guard (try? content.place(group: group, into: &placement)) != nil else { break }
                let offset = content.offset(ofGroup: group)
                let dx = isOrthogonal ? originX + offset : originX
                let dy = isOrthogonal ? originY : originY + offset
                for cell in placement.cells {
                    frames.append(mapper.physical(cell.frame.offsetBy(dx: dx, dy: dy)))
                }
            }
            return frames
        }
    }

    // MARK: Supplementaries and decorations

    /// The attributes of a supplementary: a boundary supplementary (`[section, 0]`), a global one
    /// (`[0, Int.max - index]`), or an item or group supplementary. With a scroll position, a pinned
    /// supplementary is at its pinned frame and an orthogonal section's supplementaries are scrolled.
    /// - Complexity: O(kinds in the section) for boundary supplementaries; like ``attributesForItem(at:)``
    ///   for item and group supplementaries.
    public func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition? = nil
    ) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section
        let item = indexPath.item
        if section == 0, item > Int.max - globalItems.count,
            let index = globalItems.firstIndex(where: { $0.elementKind == kind }),
            item == Int.max - index, index < globalPlacements.count
        {
            return globalAttributes(index, scrollPosition: scrollPosition)
        }
        guard sections.indices.contains(section) else { return nil }
        let model = sections[section]
        if let index = model.boundaryItems.firstIndex(where: { $0.elementKind == kind }) {
            guard item == 0, index < model.boundaries.count else { return nil }
            return boundaryAttributes(section, index, scrollPosition: scrollPosition)
        }
        guard let kindID = model.kinds.firstIndex(of: kind), item >= 0 else { return nil }
        var sink = ElementSink(
            solution: self, section: section, query: nil, scrollPosition: scrollPosition, kindFilter: Int32(kindID),
            indexFilter: item)
        switch model.content {
        case .empty:
            return nil
        case .uniform(let content):
            // An item supplementary shares its item's index path; a group supplementary counts group instances.
            if item < model.itemCount {
                let group = item / content.itemsPerGroup
                sink.emitItemSupplementaries(
                    template: content.template(forGroup: group), groupIndex: group,
                    firstItem: group * content.itemsPerGroup, offset: group * content.stride,
                    cell: item - group * content.itemsPerGroup)
            }
            let perGroup = Int(content.full.groupKindCounts[kindID])
            if sink.output.isEmpty, perGroup > 0 {
                let group = item / perGroup
                if group < content.groupCount {
                    sink.emitGroupSupplementaries(
                        template: content.template(forGroup: group), groupIndex: group,
                        firstItem: group * content.itemsPerGroup, offset: group * content.stride, perKind: perGroup)
                }
            }
        case .estimated(let storage):
            let content = storage.content
            if item < model.itemCount {
                let group = content.group(containingItem: item)
                if let template = sink.template(content, group) {
                    let first = content.firstItem(ofGroup: group)
                    sink.emitItemSupplementaries(
                        template: template, groupIndex: group, firstItem: first, offset: content.offset(ofGroup: group),
                        cell: item - first)
                }
            }
            let perGroup = Int(content.groupKindCounts[kindID])
            if sink.output.isEmpty {
                if perGroup > 0, item / perGroup < content.groupCount {
                    let group = item / perGroup
                    if let template = sink.template(content, group) {
                        sink.emitGroupSupplementaries(
                            template: template, groupIndex: group, firstItem: content.firstItem(ofGroup: group),
                            offset: content.offset(ofGroup: group), perKind: perGroup)
                    }
                }
            }
        }
        return sink.output.first
    }

    /// The attributes of a decoration: `[section, index in decorationItems]`.
    /// - Complexity: O(1).
    public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        attributesForDecorationElement(ofKind: kind, at: indexPath, scrollPosition: nil)
    }

    /// The attributes of a decoration: `[section, index in decorationItems]`, as
    /// ``attributesForElements(in:scrollPosition:)`` places it for `scrollPosition`. A decoration covers
    /// its section, not the section's scrolled content (L13), so an orthogonal section's offset does not
    /// move it: the frame is the same with or without a scroll position.
    /// - Complexity: O(1).
    public func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let index = indexPath.item
        guard sections[indexPath.section].decorations.indices.contains(index),
            sections[indexPath.section].decorationKinds[index] == kind
        else { return nil }
        let section = indexPath.section
        let decoration = sections[section].decorations[index]
        return LayoutAttributes(
            .decorationView, kindName: sections[section].decorationKindNames[index], section: section, item: index,
            frame: mapper.physical(decoration.frame.offsetBy(dx: 0, dy: sectionStarts[section])),
            zIndex: decoration.zIndex)
    }

    /// A section's boundary supplementary, pinned when a scroll position is given (L11).
    func boundaryAttributes(_ section: Int, _ index: Int, scrollPosition: ScrollPosition?) -> LayoutAttributes {
        let placement = sections[section].boundaries[index]
        let start = sectionStarts[section]
        var frame = placement.frame.offsetBy(dx: 0, dy: start)
        if placement.isPinned, let scrollPosition {
            frame = pinned(
                frame, role: placement.role, hostStart: start, hostEnd: start + sections[section].extent, scrollPosition
            )
        }
        let zIndex = max(placement.zIndex, sections[section].zIndexFloor)
        // Boundary kinds come first among the section's kinds, in the order of its boundary items.
        return LayoutAttributes(
            .supplementaryView, kindName: sections[section].kindNames[index], section: section, item: 0,
            frame: mapper.physical(frame), zIndex: placement.isPinned ? pinnedZIndexBase + zIndex : zIndex,
            selfSizingAxes: mapper.sizingAxes(x: placement.estimatedX, y: placement.estimatedY),
            isPinnedToVisibleBounds: placement.isPinned)
    }

    /// A global boundary supplementary (L10, L11).
    func globalAttributes(_ index: Int, scrollPosition: ScrollPosition?) -> LayoutAttributes {
        let placement = globalPlacements[index]
        var frame = placement.frame
        if placement.isPinned, let scrollPosition {
            frame = pinned(frame, role: placement.role, hostStart: 0, hostEnd: contentLength, scrollPosition)
        }
        return LayoutAttributes(
            .supplementaryView, kindName: globalKindNames[index], section: 0, item: Int.max - index,
            frame: mapper.physical(frame),
            zIndex: placement.isPinned ? pinnedZIndexBase + placement.zIndex : placement.zIndex,
            selfSizingAxes: mapper.sizingAxes(x: placement.estimatedX, y: placement.estimatedY),
            isPinnedToVisibleBounds: placement.isPinned)
    }

    /// A pinned frame: a header rides the top of the visible bounds but stops at its host's far edge; a
    /// footer rides the bottom but stops at its host's start (L11).
    func pinned(
        _ frame: PixelRect, role: BoundaryRole, hostStart: Int, hostEnd: Int, _ scrollPosition: ScrollPosition
    ) -> PixelRect {
        let visible = mapper.canonical(scrollPosition.visibleBounds)
        var frame = frame
        switch role {
        case .header, .overlay:
            let top = PixelScale.rounded(visible.minY)
            frame.y = min(max(frame.y, top), hostEnd - frame.height)
        case .footer:
            let bottom = PixelScale.rounded(visible.maxY)
            frame.y = max(min(frame.y, bottom - frame.height), hostStart)
        }
        return frame
    }

    // MARK: Rectangles

    /// All elements whose frames intersect `rect`: cells, item and group supplementaries, boundary
    /// supplementaries and decorations. With a scroll position, pinned supplementaries are at their pinned
    /// frames and elements of orthogonal sections are moved by their section's offset.
    /// - Complexity: O(log sections + elements returned) for sections without estimated sizes; estimated
    ///   sections add O(log groups) and solve each visible group.
    public func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition? = nil) -> [LayoutAttributes] {
        var output: [LayoutAttributes] = []
        // A rectangle with a NaN coordinate contains nothing (and would not survive the arithmetic below).
        guard !rect.origin.x.isNaN, !rect.origin.y.isNaN, !rect.size.width.isNaN, !rect.size.height.isNaN else {
            return output
        }
        let query = mapper.canonical(rect)
        let physical = PhysicalQuery(rect)
        for index in globalPlacements.indices {
            let attributes = globalAttributes(index, scrollPosition: scrollPosition)
            if physical.intersects(attributes.frame) { output.append(attributes) }
        }
        guard !sections.isEmpty else { return output }
        // The first section whose elements (or an earlier section's) reach the rectangle's start; then every
        // section until one starts (less the largest overhang) after its end.
        var section = (0..<sections.count).partitioningIndex { Double(sectionReach[$0]) >= query.minY }
        while section < sections.count, Double(sectionStarts[section] - maxLeadingOverhang) <= query.maxY {
            appendElements(ofSection: section, in: rect, query: query, scrollPosition: scrollPosition, to: &output)
            section += 1
        }
        return output
    }

    private func appendElements(
        ofSection section: Int, in rect: CGRect, query: CanonicalQuery, scrollPosition: ScrollPosition?,
        to output: inout [LayoutAttributes]
    ) {
        let start = sectionStarts[section]
        guard Double(start + sections[section].visualMax) >= query.minY,
            Double(start + sections[section].visualMin) <= query.maxY
        else { return }
        let repeatAxis = sections[section].repeatAxis
        let groupOriginX = sections[section].groupOriginX
        let groupOriginY = sections[section].groupOriginY
        var sink = ElementSink(
            solution: self, section: section, query: rect, scrollPosition: scrollPosition, kindFilter: nil,
            indexFilter: nil)
        swap(&sink.output, &output)
        defer { swap(&sink.output, &output) }
        let contentQuery = sink.mapper.canonical(rect)
        switch sections[section].content {
        case .empty:
            break
        case .uniform(let content):
            let axis = repeatAxis
            let base = axis == .y ? sectionStarts[section] + groupOriginY : groupOriginX
            let low = axis == .y ? contentQuery.minY : contentQuery.minX
            let high = axis == .y ? contentQuery.maxY : contentQuery.maxX
            var first = 0
            var last = content.groupCount - 1
            if content.stride > 0 {
                let template = content.full
                first = max(
                    first,
                    Int(((low - Double(base) - Double(template.alongMax)) / Double(content.stride)).rounded(.down)))
                last = min(
                    last, Int(((high - Double(base) - Double(template.alongMin)) / Double(content.stride)).rounded(.up))
                )
            }
            if first <= last {
                let perGroup =
                    content.itemsPerGroup + content.full.itemSupplementaries.count
                    + content.full.groupSupplementaries.count
                // Saturating: a rectangle over a section of 1e15 groups asks for more elements than memory holds;
                // reserve what is plausible and let the array grow (docs/reliability.md).
                let (groupElements, overflow) = (last - first + 1).multipliedReportingOverflow(by: perGroup)
                let needed = sink.output.count + (overflow ? 1 << 20 : min(groupElements, 1 << 20)) + 8
                if needed > sink.output.capacity {
                    // Grow geometrically: reserving exactly one section's worth would copy everything collected so
                    // far once per section, which makes a query across many sections quadratic.
                    sink.output.reserveCapacity(max(needed, 2 * sink.output.capacity))
                }
                for group in first...last {
                    sink.emitGroup(
                        template: content.template(forGroup: group), groupIndex: group,
                        firstItem: group * content.itemsPerGroup, offset: group * content.stride,
                        perKind: content.full.groupKindCounts)
                }
            }
        case .estimated(let storage):
            let content = storage.content
            let axis = repeatAxis
            let base = axis == .y ? sectionStarts[section] + groupOriginY : groupOriginX
            let low = (axis == .y ? contentQuery.minY : contentQuery.minX) - Double(base)
            let high = (axis == .y ? contentQuery.maxY : contentQuery.maxX) - Double(base)
            var group = max(0, content.group(atOffset: Int(low.rounded(.down)) - content.overhangAfter) - 1)
            // Without supplementaries a group's cells are emitted straight from its placement, reusing one buffer.
            let hasSupplementaries = !sink.tree.supplementaries.isEmpty
            var placement = GroupPlacement()
            while group < content.groupCount {
                let offset = content.offset(ofGroup: group)
                guard Double(offset - content.overhangBefore) <= high + 1 else { break }
                if hasSupplementaries {
                    if let template = sink.template(content, group) {
                        sink.emitGroup(
                            template: template, groupIndex: group, firstItem: content.firstItem(ofGroup: group),
                            offset: offset, perKind: content.groupKindCounts)
                    }
                } else if (try? content.place(group: group, into: &placement)) != nil {
                    sink.emitCells(placement.cells, firstItem: content.firstItem(ofGroup: group), offset: offset)
                }
                group += 1
            }
        }
        for index in sections[section].boundaries.indices {
            let attributes = boundaryAttributes(section, index, scrollPosition: scrollPosition)
            if sink.physicalQuery?.intersects(attributes.frame) ?? true { sink.output.append(attributes) }
        }
        for index in sections[section].decorations.indices {
            if let attributes = attributesForDecorationElement(
                ofKind: sections[section].decorationKinds[index], at: IndexPath(item: index, section: section),
                scrollPosition: scrollPosition),
                sink.physicalQuery?.intersects(attributes.frame) ?? true
            {
                sink.output.append(attributes)
            }
        }
    }
}

/// Turns a group's template into attributes, filtered by a rectangle or by a kind and index.
struct ElementSink {
    let section: Int
    let sectionStart: Int
    let isOrthogonal: Bool
    let groupOriginX: Int
    let groupOriginY: Int
    let zIndexFloor: Int
    let kindNames: [InternedName<String>]
    let tree: ResolvedGroupTree
    let repeatAxis: CanonicalAxis
    let mapper: FrameMapper
    let region: CGRect?
    /// The rectangle elements must intersect; `nil` accepts everything.
    let physicalQuery: PhysicalQuery?
    let kindFilter: Int32?
    let indexFilter: Int?
    let anchoring: SupplementaryAnchoring
    var output: [LayoutAttributes] = []

    init(
        solution: LayoutSolution, section: Int, query rect: CGRect?, scrollPosition: ScrollPosition?,
        kindFilter: Int32?, indexFilter: Int?
    ) {
        self.section = section
        sectionStart = solution.sectionStarts[section]
        isOrthogonal = solution.sections[section].isOrthogonal
        groupOriginX = solution.sections[section].groupOriginX
        groupOriginY = solution.sections[section].groupOriginY
        zIndexFloor = solution.sections[section].zIndexFloor
        kindNames = solution.sections[section].kindNames
        tree = solution.sections[section].tree
        repeatAxis = solution.sections[section].repeatAxis
        let mapper = solution.contentMapper(forSection: section, scrollPosition: scrollPosition)
        self.mapper = mapper
        region = solution.orthogonalRegion(section).map { solution.mapper.physical($0) }
        physicalQuery = rect.map(PhysicalQuery.init)
        self.kindFilter = kindFilter
        self.indexFilter = indexFilter
        anchoring = SupplementaryAnchoring(scale: solution.context.scale)
    }

    @inline(__always)
    func origin(offset: Int) -> (x: Int, y: Int) {
        isOrthogonal
            ? (groupOriginX + offset, sectionStart + groupOriginY)
            : (groupOriginX, sectionStart + groupOriginY + offset)
    }

    /// Solves one group of an estimated section into a template.
    func template(_ content: EstimatedContent, _ group: Int) -> GroupTemplate? {
        content.template(group: group, anchoring: anchoring)
    }

    mutating func emitGroup(template: GroupTemplate, groupIndex: Int, firstItem: Int, offset: Int, perKind: [Int32]) {
        let (dx, dy) = origin(offset: offset)
        let floor = zIndexFloor
        let estimated = tree.hasEstimatedAxis
        for (index, cell) in template.cells.enumerated() {
            let frame = mapper.physical(cell.frame.offsetBy(dx: dx, dy: dy))
            if let physicalQuery, !physicalQuery.intersects(frame) { continue }
            var axes: SizingAxes = []
            if estimated && cell.item >= 0 {
                let spec = tree.items[Int(cell.item)]
                axes = mapper.sizingAxes(x: spec.estimatedX, y: spec.estimatedY)
            }
            let attributes = LayoutAttributes(
                cellAt: section, item: firstItem + index, frame: frame, zIndex: max(Int(cell.zIndex), floor),
                orthogonalScrollRegion: region, selfSizingAxes: axes)
            output.append(consume attributes)
        }
        if !template.itemSupplementaries.isEmpty {
            for supplementary in template.itemSupplementaries {
                append(supplementary, dx: dx, dy: dy, item: firstItem + Int(supplementary.cell))
            }
        }
        if !template.groupSupplementaries.isEmpty {
            for supplementary in template.groupSupplementaries {
                let count = Int(perKind[Int(supplementary.kindID)])
                append(supplementary, dx: dx, dy: dy, item: groupIndex * count + Int(supplementary.ordinal))
            }
        }
    }

    /// Emits placed cells directly (groups of sections with estimated sizes and no supplementaries).
    mutating func emitCells(_ cells: [PlacedCell], firstItem: Int, offset: Int) {
        let (dx, dy) = origin(offset: offset)
        for (index, cell) in cells.enumerated() {
            let frame = mapper.physical(cell.frame.offsetBy(dx: dx, dy: dy))
            if let physicalQuery, !physicalQuery.intersects(frame) { continue }
            var axes: SizingAxes = []
            if cell.item >= 0 {
                let spec = tree.items[Int(cell.item)]
                axes = mapper.sizingAxes(x: spec.estimatedX, y: spec.estimatedY)
            }
            let attributes = LayoutAttributes(
                cellAt: section, item: firstItem + index, frame: frame, zIndex: max(Int(cell.zIndex), zIndexFloor),
                orthogonalScrollRegion: region, selfSizingAxes: axes)
            output.append(consume attributes)
        }
    }

    mutating func emitItemSupplementaries(
        template: GroupTemplate, groupIndex: Int, firstItem: Int, offset: Int, cell: Int
    ) {
        guard cell >= 0, cell < template.cells.count else { return }
        let (dx, dy) = origin(offset: offset)
        let range = Int(template.supplementaryStart[cell])..<Int(template.supplementaryStart[cell + 1])
        for supplementary in template.itemSupplementaries[range] {
            append(supplementary, dx: dx, dy: dy, item: firstItem + cell)
        }
    }

    mutating func emitGroupSupplementaries(
        template: GroupTemplate, groupIndex: Int, firstItem: Int, offset: Int, perKind: Int
    ) {
        let (dx, dy) = origin(offset: offset)
        for supplementary in template.groupSupplementaries {
            append(supplementary, dx: dx, dy: dy, item: groupIndex * perKind + Int(supplementary.ordinal))
        }
    }

    private mutating func append(_ supplementary: TemplateSupplementary, dx: Int, dy: Int, item: Int) {
        if let kindFilter, supplementary.kindID != kindFilter { return }
        if let indexFilter, item != indexFilter { return }
        let frame = mapper.physical(supplementary.frame.offsetBy(dx: dx, dy: dy))
        if let physicalQuery, !physicalQuery.intersects(frame) { return }
        output.append(
            LayoutAttributes(
                .supplementaryView, kindName: kindNames[Int(supplementary.kindID)], section: section, item: item,
                frame: frame, zIndex: max(Int(supplementary.zIndex), zIndexFloor), orthogonalScrollRegion: region,
                selfSizingAxes: mapper.sizingAxes(x: supplementary.estimatedX, y: supplementary.estimatedY)))
    }
}
