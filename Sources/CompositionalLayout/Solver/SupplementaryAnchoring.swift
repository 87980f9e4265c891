import Foundation

/// Places item and group supplementaries on their host's frame (semantics L12), in canonical pixels.
struct SupplementaryAnchoring {
    let scale: PixelScale

    /// The size of `item` attached to `host`: fractions refer to the host, measured lengths replace the
    /// estimate on estimated axes.
    @inline(__always)
    func size(of item: SupplementaryItem, host: PixelRect, measured: PixelSize?) -> PixelSize {
        func resolve(_ dimension: LayoutDimension) -> Int {
            switch dimension {
            case .fractionalWidth(let fraction): PixelScale.rounded(Double(fraction) * Double(host.width))
            case .fractionalHeight(let fraction): PixelScale.rounded(Double(fraction) * Double(host.height))
            case .absolute(let points), .estimated(let points), .uniformAcrossSiblings(let points): scale.pixels(points)
            }
        }
        var size = PixelSize(width: max(0, resolve(item.size.width)), height: max(0, resolve(item.size.height)))
        if let measured {
            if item.size.width.isEstimated { size.width = measured.width }
            if item.size.height.isEstimated { size.height = measured.height }
        }
        return size
    }

    /// The frame of `item` attached to `host`: the container anchor picks a point on the host, the item
    /// anchor the point of the supplementary placed on it, both offsets add, and the origin is rounded to
    /// the pixel after anchoring to the rounded host (L3).
    func frame(of item: SupplementaryItem, host: PixelRect, measured: PixelSize? = nil) -> PixelRect {
        let size = size(of: item, host: host, measured: measured)
        let container = item.containerAnchor
        let anchor = item.itemAnchor ?? LayoutAnchor(edges: container.edges)
        func coordinate(
            _ edges: DirectionalRectEdge, start: DirectionalRectEdge, end: DirectionalRectEdge,
            origin: Int, length: Int
        ) -> Double {
            if edges.contains(start) { return Double(origin) }
            if edges.contains(end) { return Double(origin + length) }
            return Double(origin) + Double(length) / 2
        }
        func offset(_ anchor: LayoutAnchor) -> (Double, Double) {
            switch anchor.offset {
            case .absolute(let point): (scale.exactPixels(point.x), scale.exactPixels(point.y))
            case .fractional(let point): (Double(point.x) * Double(size.width), Double(point.y) * Double(size.height))
            }
        }
        let hostX = coordinate(container.edges, start: .leading, end: .trailing, origin: host.x, length: host.width)
        let hostY = coordinate(container.edges, start: .top, end: .bottom, origin: host.y, length: host.height)
        let ownX = coordinate(anchor.edges, start: .leading, end: .trailing, origin: 0, length: size.width)
        let ownY = coordinate(anchor.edges, start: .top, end: .bottom, origin: 0, length: size.height)
        let (containerDX, containerDY) = offset(container)
        let (anchorDX, anchorDY) = item.itemAnchor.map(offset) ?? (0, 0)
        let rect = PixelRect(
            x: PixelScale.rounded(hostX - ownX + containerDX + anchorDX),
            y: PixelScale.rounded(hostY - ownY + containerDY + anchorDY),
            width: size.width, height: size.height)
        let insets = item.contentInsets
        guard insets != .zero else { return rect }
        let pixels = PixelInsets(
            top: scale.pixels(insets.top), leading: scale.pixels(insets.leading),
            bottom: scale.pixels(insets.bottom), trailing: scale.pixels(insets.trailing))
        return rect.inset(
            by: pixels.ignoring(estimatedX: item.size.width.isEstimated, estimatedY: item.size.height.isEstimated))
    }
}
