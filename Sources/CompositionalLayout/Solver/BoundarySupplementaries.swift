import Foundation

/// How a boundary supplementary relates to its host along the scroll axis (semantics L11).
enum BoundaryRole: Sendable, Hashable {
    /// Before the content (`top…` in canonical space); extends the host unless `extendsBoundary` is false.
    case header
    /// After the content (`bottom…`).
    case footer
    /// Over the content area (`leading`, `trailing`, `none`).
    case overlay

    init(_ alignment: RectAlignment) {
        switch alignment {
        case .top, .topLeading, .topTrailing: self = .header
        case .bottom, .bottomLeading, .bottomTrailing: self = .footer
        case .leading, .trailing, .none: self = .overlay
        }
    }
}

/// A placed boundary supplementary, canonical pixels; `y` is relative to its host's start.
struct BoundaryPlacement: Sendable {
    var frame: PixelRect
    var role: BoundaryRole
    var isPinned: Bool
    var zIndex: Int
    var estimatedX: Bool
    var estimatedY: Bool
}

/// Lays out the boundary supplementaries of a section or of the whole layout.
///
/// Headers that extend the boundary are known before the content, footers and overlays after it, so the
/// layout happens in two steps: ``headerExtent`` first, then ``place(contentTop:contentBottom:)``.
struct BoundaryLayout {
    let items: [BoundarySupplementaryItem]
    /// The supplementary area across the scroll axis (L11).
    let areaStart: Int
    let areaWidth: Int
    /// The container length along the scroll axis, for height fractions.
    let alongContainer: Int
    let scale: PixelScale
    /// Measured sizes, by position in `items`.
    let measured: [PixelSize?]
    /// Space before the headers that extend the boundary, when there is one (a section's `headerTopPadding`).
    var headerPadding = 0

    var hasExtendingHeader: Bool {
        items.contains { BoundaryRole($0.alignment) == .header && $0.extendsBoundary }
    }

    var effectiveHeaderPadding: Int { headerPadding > 0 && hasExtendingHeader ? headerPadding : 0 }

    func size(at index: Int) -> PixelSize {
        let item = items[index]
        func resolve(_ dimension: LayoutDimension) -> Int {
            switch dimension {
            case .fractionalWidth(let fraction): PixelScale.rounded(Double(fraction) * Double(areaWidth))
            case .fractionalHeight(let fraction): PixelScale.rounded(Double(fraction) * Double(alongContainer))
            case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points): scale.pixels(points)
            }
        }
        var size = PixelSize(width: max(0, resolve(item.size.width)), height: max(0, resolve(item.size.height)))
        if index < measured.count, let measured = measured[index] {
            if item.size.width.isEstimated { size.width = measured.width }
            if item.size.height.isEstimated { size.height = measured.height }
        }
        return size
    }

    /// The extent of the headers that extend the boundary: they stack in declaration order.
    var headerExtent: Int {
        // No items, no headers and no padding (this runs twice per measured size).
        if items.isEmpty { return 0 }
        var extent = effectiveHeaderPadding
        for (index, item) in items.enumerated() where BoundaryRole(item.alignment) == .header && item.extendsBoundary {
            extent += size(at: index).height
        }
        return extent
    }

    /// Every item's frame, given where the content area begins and ends (after the headers, before the
    /// footers). Returns the placements and the host's total extent.
    func place(contentTop: Int, contentBottom: Int) -> (placements: [BoundaryPlacement], extent: Int) {
        // Nothing to place: no buffer (reserving capacity for none still allocates one, and this runs twice per
        // measured size).
        if items.isEmpty { return ([], contentBottom) }
        var placements: [BoundaryPlacement] = []
        placements.reserveCapacity(items.count)
        var headerY = effectiveHeaderPadding
        var footerY = contentBottom
        for (index, item) in items.enumerated() {
            let size = size(at: index)
            let role = BoundaryRole(item.alignment)
            var x: Int
            switch item.alignment {
            case .topLeading, .bottomLeading, .leading: x = areaStart
            case .topTrailing, .bottomTrailing, .trailing: x = areaStart + areaWidth - size.width
            case .top, .bottom, .none: x = areaStart + PixelScale.rounded(Double(areaWidth - size.width) / 2)
            }
            var y: Int
            switch role {
            case .header where item.extendsBoundary:
                y = headerY
                headerY += size.height
            case .header:
                y = contentTop
            case .footer where item.extendsBoundary:
                y = footerY
                footerY += size.height
            case .footer:
                y = contentBottom - size.height
            case .overlay:
                y = contentTop + PixelScale.rounded(Double(contentBottom - contentTop - size.height) / 2)
            }
            x += scale.pixels(item.offset.x)
            y += scale.pixels(item.offset.y)
            let estimatedX = item.size.width.isEstimated
            let estimatedY = item.size.height.isEstimated
            var frame = PixelRect(x: x, y: y, width: size.width, height: size.height)
            if item.contentInsets != .zero {
                let insets = item.contentInsets
                frame = frame.inset(
                    by: PixelInsets(
                        top: scale.pixels(insets.top), leading: scale.pixels(insets.leading),
                        bottom: scale.pixels(insets.bottom), trailing: scale.pixels(insets.trailing)
                    ).ignoring(estimatedX: estimatedX, estimatedY: estimatedY))
            }
            placements.append(
                BoundaryPlacement(
                    frame: frame, role: role, isPinned: item.pinToVisibleBounds, zIndex: item.zIndex,
                    estimatedX: estimatedX, estimatedY: estimatedY))
        }
        return (placements, footerY)
    }
}

/// Validates boundary supplementaries: finite, non-negative values and unique kinds (L15).
func validateBoundaryItems(
    _ items: [BoundarySupplementaryItem], section: Int?, context: SolveContext, diagnostics: inout [LayoutDiagnostic]
) throws(LayoutError) {
    var seen: Set<String> = []
    for item in items {
        let path = "boundary supplementary \"\(item.elementKind)\""
        guard seen.insert(item.elementKind).inserted else {
            throw LayoutError(.duplicateElementKind(item.elementKind), section: section, elementPath: path)
        }
        let insets = item.contentInsets
        for (name, value) in [
            ("width", item.size.width.dimension), ("height", item.size.height.dimension),
            ("contentInsets.top", insets.top), ("contentInsets.leading", insets.leading),
            ("contentInsets.bottom", insets.bottom), ("contentInsets.trailing", insets.trailing),
        ] {
            guard value.isFinite, value >= 0 else {
                throw LayoutError(
                    .invalidValue(name: context.physicalName(name), value: value), section: section, elementPath: path)
            }
            _ = try context.scale.checkedPixels(value, name: context.physicalName(name), section: section, path: path)
        }
        for value in [item.offset.x, item.offset.y] {
            guard value.isFinite else {
                throw LayoutError(.invalidValue(name: "offset", value: value), section: section, elementPath: path)
            }
            _ = try context.scale.checkedPixels(value, name: "offset", section: section, path: path)
        }
        if (item.size.width.isEstimated && (insets.leading != 0 || insets.trailing != 0))
            || (item.size.height.isEstimated && (insets.top != 0 || insets.bottom != 0))
        {
            diagnostics.append(
                LayoutDiagnostic(
                    section: section, elementPath: path, message: "content insets on an estimated axis are ignored"))
        }
    }
}
