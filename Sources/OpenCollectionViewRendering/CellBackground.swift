import CollectionRendering
import Foundation
import OpenCollectionView

/// A cell's `UIBackgroundConfiguration` as a node under its subviews: the fill (the tint when no colour is set),
/// the stroke, the insets, and the corners — an inset-grouped list rounds only its section's outer corners.
@MainActor
enum CellBackground {
    static func node(_ background: UIBackgroundConfiguration, of cell: UICollectionViewCell) -> RenderNode? {
        let frame = frame(of: background, in: cell)
        var radius = background.cornerRadius
        var corners = RenderCorners.all
        if let listCell = cell as? UICollectionViewListCell {
            let shape = listCell.backgroundCorners
            radius = shape.radius
            corners = RenderCorners().union(shape.top ? .top : []).union(shape.bottom ? .bottom : [])
        }
        let fill = RenderNode.color(of: background.resolvedBackgroundColor(for: cell.tintColor), in: cell)
        let strokes = background.strokeWidth > 0
        var children: [RenderNode] = []
        if let custom = background.customView, var node = RenderNode.node(of: custom, origin: .zero) {
            node.frame.size = frame.size
            children.append(node)
        }
        guard fill.alpha > 0 || strokes || !children.isEmpty else { return nil }
        var node = RenderNode(
            frame: frame, backgroundColor: fill.alpha > 0 ? fill : nil, cornerRadius: radius, roundedCorners: corners,
            borderWidth: strokes ? background.strokeWidth : 0,
            borderColor: strokes ? RenderNode.color(of: background.resolvedStrokeColor(for: cell.tintColor), in: cell) : nil,
            clipsToBounds: true, children: children)
        // List sections round with the continuous curve (measured: apple-api Part 4 rule 12, "Corners").
        if cell is UICollectionViewListCell { node.cornerCurve = .continuous }
        return node
    }

    /// The cell's bounds less the background's directional insets (mirrored right to left).
    static func frame(of background: UIBackgroundConfiguration, in cell: UICollectionViewCell) -> CGRect {
        let insets = background.backgroundInsets
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        let size = cell.bounds.size
        return CGRect(
            x: left, y: insets.top, width: max(size.width - left - right, 0),
            height: max(size.height - insets.top - insets.bottom, 0))
    }
}
