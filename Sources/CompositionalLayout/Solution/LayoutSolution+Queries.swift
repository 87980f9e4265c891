import Foundation

/// The zIndex pinned boundary supplementaries are raised by, so that they draw above cells (L11).
let pinnedZIndexBase = 1_000_000_000

extension LayoutSolution {
    // MARK: Geometry of content groups

    /// The canonical origin of group `group` of a section (absolute).
    @inline(__always)
    func groupOrigin(_ model: SectionModel, section: Int, offset: Int) -> (x: Int, y: Int) {
        let start = sectionStarts[section]
        return model.isOrthogonal
            ? (model.groupOriginX + offset, start + model.groupOriginY)
            : (model.groupOriginX, start + model.groupOriginY + offset)
    }

    /// The scroll region of an orthogonal section, canonical (L14).
    func orthogonalRegion(_ section: Int) -> PixelRect? {
        let model = sections[section]
        guard model.isOrthogonal, model.itemCount > 0 else { return nil }
        return PixelRect(
            x: model.reference.acrossStart, y: sectionStarts[section] + model.contentTop, width: model.reference.across,
            height: model.contentBottom - model.contentTop)
    }

    /// Maps the content (cells, item and group supplementaries) of a section. An orthogonal section's content
    /// is mirrored across its scroller's content in a right-to-left layout and, with a scroll position,
    /// moved by the section's offset (L1, L14).
    func contentMapper(forSection section: Int, scrollPosition: ScrollPosition?) -> FrameMapper {
        var mapper = self.mapper
        let model = sections[section]
        guard model.isOrthogonal else { return mapper }
        if context.isRightToLeft && !context.isTransposed {
            mapper.mirrorWidth = context.bounds.width - model.reference.across + model.orthogonalContentLength
        }
        if let offset = scrollPosition?.orthogonalOffsets[section] { mapper.offset = offset }
        return mapper
    }

    // MARK: Cells

    /// The attributes of a cell; `nil` for an index path outside the layout.
    /// - Complexity: O(1) in a section without estimated sizes; O(log groups + items in one group) otherwise.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard sections.indices.contains(section) else { return nil }
        let model = sections[section]
        guard item >= 0, item < model.itemCount else { return nil }
        let mapper = contentMapper(forSection: section, scrollPosition: nil)
        let region = orthogonalRegion(section).map { self.mapper.physical($0) }
        switch model.content {
        case .empty:
            return nil
        case .uniform(let content):
            let perGroup = content.itemsPerGroup
            let group = item / perGroup
            let cell = content.template(forGroup: group).cells[item - group * perGroup]
            let origin = groupOrigin(model, section: section, offset: group * content.stride)
            return LayoutAttributes(
                category: .cell, elementKind: nil, indexPath: indexPath,
                frame: mapper.physical(cell.frame.offsetBy(dx: origin.x, dy: origin.y)),
                zIndex: max(Int(cell.zIndex), model.zIndexFloor), orthogonalScrollRegion: region)
        case .estimated(let content):
            let group = content.group(containingItem: item)
            var placement = GroupPlacement()
            guard (try? content.place(group: group, into: &placement)) != nil else { return nil }
            let offset = item - content.firstItem(ofGroup: group)
            guard offset < placement.cells.count else { return nil }
            let cell = placement.cells[offset]
            let origin = groupOrigin(model, section: section, offset: content.offset(ofGroup: group))
            var axes: SizingAxes = []
            if cell.item >= 0 {
                let spec = model.tree.items[Int(cell.item)]
                axes = mapper.sizingAxes(x: spec.estimatedX, y: spec.estimatedY)
            }
            return LayoutAttributes(
                category: .cell, elementKind: nil, indexPath: indexPath,
                frame: mapper.physical(cell.frame.offsetBy(dx: origin.x, dy: origin.y)),
                zIndex: max(Int(cell.zIndex), model.zIndexFloor), orthogonalScrollRegion: region, selfSizingAxes: axes)
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
        let section = indexPath.section, item = indexPath.item
        if section == 0, item > Int.max - globalItems.count, let index = globalItems.firstIndex(where: { $0.elementKind == kind }),
            item == Int.max - index
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
        var found: LayoutAttributes?
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
        case .estimated(let content):
            if item < model.itemCount {
                let group = content.group(containingItem: item)
                if let template = sink.template(content, group) {
                    let first = content.firstItem(ofGroup: group)
                    sink.emitItemSupplementaries(
                        template: template, groupIndex: group, firstItem: first, offset: content.offset(ofGroup: group),
                        cell: item - first)
                }
            }
            if sink.output.isEmpty, let template = sink.template(content, 0) {
                let perGroup = Int(template.groupKindCounts[kindID])
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
        found = sink.output.first
        return found
    }

    /// The attributes of a decoration: `[section, index in decorationItems]`.
    public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let model = sections[indexPath.section]
        let index = indexPath.item
        guard model.decorations.indices.contains(index), model.decorationKinds[index] == kind else { return nil }
        let decoration = model.decorations[index]
        return LayoutAttributes(
            category: .decorationView, elementKind: kind, indexPath: indexPath,
            frame: mapper.physical(decoration.frame.offsetBy(dx: 0, dy: sectionStarts[indexPath.section])),
            zIndex: decoration.zIndex)
    }

    /// A section's boundary supplementary, pinned when a scroll position is given (L11).
    func boundaryAttributes(_ section: Int, _ index: Int, scrollPosition: ScrollPosition?) -> LayoutAttributes {
        let model = sections[section]
        let placement = model.boundaries[index]
        let start = sectionStarts[section]
        var frame = placement.frame.offsetBy(dx: 0, dy: start)
        if placement.isPinned, let scrollPosition {
            frame = pinned(frame, role: placement.role, hostStart: start, hostEnd: start + model.extent, scrollPosition)
        }
        let zIndex = max(placement.zIndex, model.zIndexFloor)
        return LayoutAttributes(
            category: .supplementaryView, elementKind: model.boundaryItems[index].elementKind,
            indexPath: IndexPath(item: 0, section: section), frame: mapper.physical(frame),
            zIndex: placement.isPinned ? pinnedZIndexBase + zIndex : zIndex,
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
            category: .supplementaryView, elementKind: globalItems[index].elementKind,
            indexPath: IndexPath(item: Int.max - index, section: 0), frame: mapper.physical(frame),
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
        let query = mapper.canonical(rect)
        for index in globalPlacements.indices {
            let attributes = globalAttributes(index, scrollPosition: scrollPosition)
            if attributes.frame.intersects(rect) { output.append(attributes) }
        }
        guard !sections.isEmpty else { return output }
        // The first section ending after the rectangle's start (section ends never decrease).
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if Double(sectionStarts[middle] + sections[middle].extent) > query.minY { high = middle } else { low = middle + 1 }
        }
        var section = low
        while section < sections.count, Double(sectionStarts[section]) < query.maxY {
            appendElements(ofSection: section, in: rect, query: query, scrollPosition: scrollPosition, to: &output)
            section += 1
        }
        return output
    }

    private func appendElements(
        ofSection section: Int, in rect: CGRect, query: CanonicalQuery, scrollPosition: ScrollPosition?,
        to output: inout [LayoutAttributes]
    ) {
        let model = sections[section]
        guard model.extent > 0 else { return }
        var sink = ElementSink(
            solution: self, section: section, query: rect, scrollPosition: scrollPosition, kindFilter: nil,
            indexFilter: nil)
        swap(&sink.output, &output)
        defer { swap(&sink.output, &output) }
        let contentQuery = sink.mapper.canonical(rect)
        switch model.content {
        case .empty:
            break
        case .uniform(let content):
            let axis = model.repeatAxis
            let base = axis == .y ? sectionStarts[section] + model.groupOriginY : model.groupOriginX
            let low = axis == .y ? contentQuery.minY : contentQuery.minX
            let high = axis == .y ? contentQuery.maxY : contentQuery.maxX
            var first = 0, last = content.groupCount - 1
            if content.stride > 0 {
                let template = content.full
                first = max(first, Int(((low - Double(base) - Double(template.alongMax)) / Double(content.stride)).rounded(.down)))
                last = min(last, Int(((high - Double(base) - Double(template.alongMin)) / Double(content.stride)).rounded(.up)))
            }
            if first <= last {
                for group in first...last {
                    sink.emitGroup(
                        template: content.template(forGroup: group), groupIndex: group,
                        firstItem: group * content.itemsPerGroup, offset: group * content.stride,
                        perKind: content.full.groupKindCounts)
                }
            }
        case .estimated(let content):
            let axis = model.repeatAxis
            let base = axis == .y ? sectionStarts[section] + model.groupOriginY : model.groupOriginX
            let low = (axis == .y ? contentQuery.minY : contentQuery.minX) - Double(base)
            let high = (axis == .y ? contentQuery.maxY : contentQuery.maxX) - Double(base)
            var group = max(0, content.group(atOffset: Int(low.rounded(.down))) - 1)
            var perKind: [Int32]?
            while group < content.groupCount, Double(content.offset(ofGroup: group)) < high + 1 {
                if let template = sink.template(content, group) {
                    if perKind == nil { perKind = sink.template(content, 0)?.groupKindCounts }
                    sink.emitGroup(
                        template: template, groupIndex: group, firstItem: content.firstItem(ofGroup: group),
                        offset: content.offset(ofGroup: group), perKind: perKind ?? template.groupKindCounts)
                }
                group += 1
            }
        }
        for index in model.boundaries.indices {
            let attributes = boundaryAttributes(section, index, scrollPosition: scrollPosition)
            if attributes.frame.intersects(rect) { sink.output.append(attributes) }
        }
        for index in model.decorations.indices {
            if let attributes = attributesForDecorationElement(
                ofKind: model.decorationKinds[index], at: IndexPath(item: index, section: section)),
                attributes.frame.intersects(rect)
            {
                sink.output.append(attributes)
            }
        }
    }
}

/// Turns a group's template into attributes, filtered by a rectangle or by a kind and index.
struct ElementSink {
    let model: SectionModel
    let section: Int
    let sectionStart: Int
    let mapper: FrameMapper
    let region: CGRect?
    /// In canonical pixels, for filtering; `nil` accepts everything.
    let query: CanonicalQuery?
    let kindFilter: Int32?
    let indexFilter: Int?
    let anchoring: SupplementaryAnchoring
    var output: [LayoutAttributes] = []

    init(
        solution: LayoutSolution, section: Int, query rect: CGRect?, scrollPosition: ScrollPosition?,
        kindFilter: Int32?, indexFilter: Int?
    ) {
        model = solution.sections[section]
        self.section = section
        sectionStart = solution.sectionStarts[section]
        let mapper = solution.contentMapper(forSection: section, scrollPosition: scrollPosition)
        self.mapper = mapper
        region = solution.orthogonalRegion(section).map { solution.mapper.physical($0) }
        query = rect.map { mapper.canonical($0) }
        self.kindFilter = kindFilter
        self.indexFilter = indexFilter
        anchoring = SupplementaryAnchoring(scale: solution.context.scale)
    }

    @inline(__always)
    func origin(offset: Int) -> (x: Int, y: Int) {
        model.isOrthogonal
            ? (model.groupOriginX + offset, sectionStart + model.groupOriginY)
            : (model.groupOriginX, sectionStart + model.groupOriginY + offset)
    }

    /// Solves one group of an estimated section into a template.
    func template(_ content: EstimatedContent, _ group: Int) -> GroupTemplate? {
        var placement = GroupPlacement()
        guard group >= 0, group < content.groupCount, (try? content.place(group: group, into: &placement)) != nil else {
            return nil
        }
        return GroupTemplate(
            placement: placement, tree: model.tree, kindCount: model.kinds.count, repeatAxis: model.repeatAxis,
            anchoring: anchoring)
    }

    mutating func emitGroup(template: GroupTemplate, groupIndex: Int, firstItem: Int, offset: Int, perKind: [Int32]) {
        let (dx, dy) = origin(offset: offset)
        let floor = model.zIndexFloor
        let estimated = model.tree.hasEstimatedAxis
        for (index, cell) in template.cells.enumerated() {
            let frame = cell.frame.offsetBy(dx: dx, dy: dy)
            if let query, !query.intersects(frame) { continue }
            var axes: SizingAxes = []
            if estimated && cell.item >= 0 {
                let spec = model.tree.items[Int(cell.item)]
                axes = mapper.sizingAxes(x: spec.estimatedX, y: spec.estimatedY)
            }
            output.append(
                LayoutAttributes(
                    category: .cell, elementKind: nil, indexPath: IndexPath(item: firstItem + index, section: section),
                    frame: mapper.physical(frame), zIndex: max(Int(cell.zIndex), floor), orthogonalScrollRegion: region,
                    selfSizingAxes: axes))
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
        let frame = supplementary.frame.offsetBy(dx: dx, dy: dy)
        if let query, !query.intersects(frame) { return }
        output.append(
            LayoutAttributes(
                category: .supplementaryView, elementKind: model.kinds[Int(supplementary.kindID)],
                indexPath: IndexPath(item: item, section: section), frame: mapper.physical(frame),
                zIndex: max(Int(supplementary.zIndex), model.zIndexFloor), orthogonalScrollRegion: region,
                selfSizingAxes: mapper.sizingAxes(x: supplementary.estimatedX, y: supplementary.estimatedY)))
    }
}
