import Foundation

/// A cell of a group template: its frame relative to the group's origin.
struct TemplateCell: Sendable {
    var frame: PixelRect
    var zIndex: Int32
    /// The item spec (for self-sizing axes), or -1 for a custom group's cell.
    var item: Int32
}

/// An item or group supplementary of a group template.
struct TemplateSupplementary: Sendable {
    var frame: PixelRect
    var kindID: Int32
    var zIndex: Int32
    /// For item supplementaries the cell (item offset in the group); for group supplementaries the first
    /// item offset of the group instance that carries it.
    var cell: Int32
    /// For group supplementaries: the position among the group instances of this kind in the template.
    var ordinal: Int32
    var estimatedX: Bool
    var estimatedY: Bool
}

/// One outer group, solved: every frame it holds relative to the group's origin. A section whose groups do
/// not depend on their index is answered from one full template (and one for its last, partial group):
/// item `n` is cell `n % k` of group `n / k` (semantics L8), so there is no per-item storage.
///
/// Immutable and shared by reference, so that handing a template to a query costs one retain.
final class GroupTemplate: Sendable {
    let cells: [TemplateCell]
    /// Item supplementaries of cell `i` are `itemSupplementaries[supplementaryStart[i]..<supplementaryStart[i + 1]]`.
    let supplementaryStart: [Int32]
    let itemSupplementaries: [TemplateSupplementary]
    let groupSupplementaries: [TemplateSupplementary]
    /// How many group instances carry each kind (indexed by kind ID).
    let groupKindCounts: [Int32]
    /// The outer group's size (trimmed when it is the last, partial group).
    let size: PixelSize
    /// The box every element of the group covers, relative to the group's origin (supplementaries and
    /// overflowing items may stick out of the group), for culling rectangles arithmetically.
    let elementBounds: PixelRect
    /// How far the group's cells and nested groups reach along the canonical scroll axis (``GroupPlacement/framesMaxY``).
    let framesMaxY: Int
    /// The range ``elementBounds`` covers along the section's repeat axis.
    var alongMin: Int { elementBounds.start(repeatAxis) }
    var alongMax: Int { elementBounds.end(repeatAxis) }
    let repeatAxis: CanonicalAxis
    var itemCount: Int { cells.count }

    init(
        placement: GroupPlacement, tree: ResolvedGroupTree, kindCount: Int, repeatAxis: CanonicalAxis,
        anchoring: SupplementaryAnchoring,
        measuredSupplementary: (Int32, Int32, Int32) -> PixelSize? = { _, _, _ in nil }
    ) {
        self.repeatAxis = repeatAxis
        framesMaxY = placement.framesMaxY
        let cells = placement.cells.map { TemplateCell(frame: $0.frame, zIndex: $0.zIndex, item: $0.item) }
        self.cells = cells
        let size = placement.size
        self.size = size
        var starts: [Int32] = []
        starts.reserveCapacity(cells.count + 1)
        var itemSupplementaries: [TemplateSupplementary] = []
        for (offset, cell) in placement.cells.enumerated() {
            starts.append(Int32(itemSupplementaries.count))
            guard cell.item >= 0 else { continue }
            for index in tree.items[Int(cell.item)].supplementaries {
                let spec = tree.supplementaries[index]
                let measured =
                    (spec.estimatedX || spec.estimatedY)
                    ? measuredSupplementary(Int32(spec.kindID), Int32(offset), -1) : nil
                itemSupplementaries.append(
                    TemplateSupplementary(
                        frame: anchoring.frame(of: spec.description, host: cell.frame, measured: measured),
                        kindID: Int32(spec.kindID), zIndex: Int32(truncatingIfNeeded: spec.description.zIndex),
                        cell: Int32(offset), ordinal: 0, estimatedX: spec.estimatedX, estimatedY: spec.estimatedY))
            }
        }
        starts.append(Int32(itemSupplementaries.count))
        supplementaryStart = starts
        self.itemSupplementaries = itemSupplementaries

        var counts = [Int32](repeating: 0, count: kindCount)
        var groupSupplementaries: [TemplateSupplementary] = []
        for node in placement.nodes {
            let group = tree.groups[Int(node.group)]
            guard !group.supplementaries.isEmpty else { continue }
            let host = node.rect.inset(by: group.insets)
            for index in group.supplementaries {
                let spec = tree.supplementaries[index]
                let ordinal = counts[spec.kindID]
                counts[spec.kindID] += 1
                let measured =
                    (spec.estimatedX || spec.estimatedY)
                    ? measuredSupplementary(Int32(spec.kindID), node.firstCell, ordinal) : nil
                groupSupplementaries.append(
                    TemplateSupplementary(
                        frame: anchoring.frame(of: spec.description, host: host, measured: measured),
                        kindID: Int32(spec.kindID), zIndex: Int32(truncatingIfNeeded: spec.description.zIndex),
                        cell: node.firstCell, ordinal: ordinal, estimatedX: spec.estimatedX, estimatedY: spec.estimatedY
                    ))
            }
        }
        groupKindCounts = counts
        self.groupSupplementaries = groupSupplementaries

        var minX = 0
        var minY = 0
        var maxX = size.width
        var maxY = size.height
        func include(_ frame: PixelRect) {
            minX = min(minX, frame.x)
            minY = min(minY, frame.y)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        for cell in cells { include(cell.frame) }
        for supplementary in itemSupplementaries { include(supplementary.frame) }
        for supplementary in groupSupplementaries { include(supplementary.frame) }
        elementBounds = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
