import Foundation

extension FlowSolution {
    /// The canonical frame of `item` in `section` (relative to the whole content).
    func itemRect(section: Int, item: Int) -> PixelRect {
        let model = sections[section]
        let top = sectionStarts[section] + model.contentStart
        switch model.lines {
        case .uniform(let size, let perLine, let lineCount):
            let line = item / perLine
            let position = item % perLine
            let inLine = line == lineCount - 1 ? model.itemCount - line * perLine : perLine
            let x = Self.justifiedX(
                position: position, widthsBefore: position * size.width, lineWidths: inLine * size.width,
                count: inLine, itemWidth: size.width, area: model.areaWidth)
            return PixelRect(
                x: model.areaStart + x, y: top + line * (size.height + model.lineSpacing), width: size.width,
                height: size.height)
        case .variable(let lines):
            return variableRects(lines, model: model, line: lines.line(of: item), top: top) { index, rect in
                index == item ? rect : nil
            }!
        }
    }

    /// The across offset of the item at `position` in a justified line (F1): gaps share the room left over,
    /// the first gaps a pixel more; a lone item is centred (F2).
    @inline(__always)
    static func justifiedX(
        position: Int, widthsBefore: Int, lineWidths: Int, count: Int, itemWidth: Int, area: Int
    ) -> Int {
        guard count > 1 else { return max(0, floorDivision(area - itemWidth, 2).quotient) }
        let (base, remainder) = floorDivision(area - lineWidths, count - 1)
        return widthsBefore + position * base + min(position, remainder)
    }

    /// Places the items of `line`, calling `body` with each index and canonical frame until it returns a value.
    func variableRects<Result>(
        _ lines: FlowVariableLines, model: FlowSectionModel, line: Int, top: Int,
        _ body: (Int, PixelRect) -> Result?
    ) -> Result? {
        let items = lines.runs.items(ofLine: line)
        let lineTop = top + lines.runs.offset(ofLine: line)
        var extent = 0
        var widths = 0
        for item in items {
            let size = lines.size(of: item)
            extent = max(extent, size.height)
            widths += size.width
        }
        // The last line is packed to the leading edge unless every item has the same size; others are justified
        // (F1, F3).
        let isLast = line == lines.runs.lineCount - 1 && !lines.hasUniformSizes
        var before = 0
        for (position, item) in items.enumerated() {
            let size = lines.size(of: item)
            let x = isLast
                ? before + position * model.interitemSpacing
                : Self.justifiedX(
                    position: position, widthsBefore: before, lineWidths: widths, count: items.count,
                    itemWidth: size.width, area: model.areaWidth)
            let rect = PixelRect(
                x: model.areaStart + x, y: lineTop + floorDivision(extent - size.height, 2).quotient,
                width: size.width, height: size.height)
            if let result = body(item, rect) { return result }
            before += size.width
        }
        return nil
    }

    func cellAttributes(_ rect: PixelRect, section: Int, item: Int, mapper: FrameMapper) -> LayoutAttributes {
        var axes: SizingAxes = []
        if case .variable(let lines) = sections[section].lines, lines.isEstimated { axes = [.horizontal, .vertical] }
        return LayoutAttributes(
            cellAt: section, item: item, frame: mapper.physical(rect), zIndex: 0, orthogonalScrollRegion: nil,
            selfSizingAxes: axes)
    }

    /// The attributes of an item, or `nil` if it does not exist.
    /// - Complexity: O(1) in a section of fixed size; O(log n + items in its line) otherwise.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]), indexPath[1] >= 0,
            indexPath[1] < sections[indexPath[0]].itemCount
        else { return nil }
        return cellAttributes(itemRect(section: indexPath[0], item: indexPath[1]), section: indexPath[0], item: indexPath[1], mapper: mapper)
    }

    /// The header or footer of `kind` at `[section, 0]`, pinned at `scrollPosition` when the layout pins it.
    public func attributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition? = nil
    ) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath[1] == 0, sections.indices.contains(indexPath[0]) else { return nil }
        let isHeader = kind == layout.headerElementKind
        guard isHeader || kind == layout.footerElementKind else { return nil }
        return boundary(isHeader: isHeader, section: indexPath[0], visible: scrollPosition.map(visibleAlong), mapper: mapper)
    }

    /// The visible bounds along the scroll axis, in canonical pixels.
    func visibleAlong(_ position: ScrollPosition) -> ClosedRange<Double> {
        let query = mapper.canonical(position.visibleBounds)
        return query.minY...max(query.minY, query.maxY)
    }

    /// A section's header or footer; pinned ones ride `visible` within their section (F6).
    func boundary(isHeader: Bool, section: Int, visible: ClosedRange<Double>?, mapper: FrameMapper) -> LayoutAttributes? {
        let model = sections[section]
        let length = isHeader ? model.header : model.footer
        guard length > 0 else { return nil }
        let start = sectionStarts[section]
        let end = start + model.extent
        var y = isHeader ? start : end - length
        let pins = isHeader ? layout.sectionHeadersPinToVisibleBounds : layout.sectionFootersPinToVisibleBounds
        if pins, let visible {
            if isHeader {
                let limit = end - model.footer - length
                y = min(max(y, Int(visible.lowerBound.rounded(.up))), max(y, limit))
            } else {
                let limit = start + model.header
                y = max(min(y, Int(visible.upperBound.rounded(.down)) - length), min(y, limit))
            }
        }
        let frame = mapper.physical(PixelRect(x: 0, y: y, width: boundsAcross, height: length))
        return LayoutAttributes(
            .supplementaryView, kindName: isHeader ? kindNames.header : kindNames.footer, section: section, item: 0,
            frame: frame, zIndex: pins ? pinnedZIndex : 0, isPinnedToVisibleBounds: pins)
    }

    /// The zIndex of a pinned header or footer: above every cell (the compositional layout's convention).
    var pinnedZIndex: Int { 1_000_000_000 }

    /// Every item, header and footer whose frame intersects `rect` (Foundation's closed intervals), in section
    /// order: header, items, footer. Pinned headers and footers are placed at `scrollPosition`.
    /// - Complexity: O(log sections + log lines + elements found); no per-item work outside the rectangle.
    public func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition? = nil) -> [LayoutAttributes] {
        let query = PhysicalQuery(rect)
        guard !query.isNull, !sections.isEmpty else { return [] }
        let mapper = self.mapper
        let canonical = mapper.canonical(rect)
        let visible = scrollPosition.map(visibleAlong)
        var result: [LayoutAttributes] = []
        var section = firstSection(reaching: canonical.minY)
        while section < sections.count, Double(sectionStarts[section]) <= canonical.maxY {
            if let header = boundary(isHeader: true, section: section, visible: visible, mapper: mapper),
                query.intersects(header.frame)
            {
                result.append(header)
            }
            appendItems(section: section, canonical: canonical, query: query, mapper: mapper, into: &result)
            if let footer = boundary(isHeader: false, section: section, visible: visible, mapper: mapper),
                query.intersects(footer.frame)
            {
                result.append(footer)
            }
            section += 1
        }
        return result
    }

    /// The first section whose end is at or after `y`.
    func firstSection(reaching y: Double) -> Int {
        (0..<sections.count).partitioningIndex { !(Double(sectionStarts[$0] + sections[$0].extent) < y) }
    }

    func appendItems(
        section: Int, canonical: CanonicalQuery, query: PhysicalQuery, mapper: FrameMapper,
        into result: inout [LayoutAttributes]
    ) {
        let model = sections[section]
        guard model.itemCount > 0 else { return }
        let top = sectionStarts[section] + model.contentStart
        let from = Int((canonical.minY - Double(top)).rounded(.down))
        let to = Int((canonical.maxY - Double(top)).rounded(.up))
        switch model.lines {
        case .uniform(let size, let perLine, let lineCount):
            let stride = max(1, size.height + model.lineSpacing)
            let firstLine = max(0, floorDivision(from - size.height, stride).quotient)
            let lastLine = min(lineCount - 1, floorDivision(to, stride).quotient)
            guard firstLine <= lastLine else { return }
            for line in firstLine...lastLine {
                for item in (line * perLine)..<min(model.itemCount, (line + 1) * perLine) {
                    let attributes = cellAttributes(itemRect(section: section, item: item), section: section, item: item, mapper: mapper)
                    if query.intersects(attributes.frame) { result.append(attributes) }
                }
            }
        case .variable(let lines):
            // The line whose stride (extent and spacing) holds `from`; one back for a rectangle that only touches it.
            let runs = lines.runs
            var line = max(0, min(runs.lineCount - 1, runs.leadingLines(atMost: max(0, from))) - 1)
            while line < runs.lineCount, runs.offset(ofLine: line) <= to {
                _ = variableRects(lines, model: model, line: line, top: top) { item, rect -> Bool? in
                    let attributes = cellAttributes(rect, section: section, item: item, mapper: mapper)
                    if query.intersects(attributes.frame) { result.append(attributes) }
                    return nil
                }
                line += 1
            }
        }
    }
}
