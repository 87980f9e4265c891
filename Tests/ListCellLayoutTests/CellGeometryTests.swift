import Foundation
import PropertyBased
import Testing

@testable import ListCellLayout

private let disclosure = AccessoryBox(size: SystemAccessoryKind.disclosureIndicator.glyphSize!)
private let delete = AccessoryBox(size: SystemAccessoryKind.delete.glyphSize!)
private let outline = AccessoryBox(
    size: SystemAccessoryKind.outlineDisclosureCell.glyphSize!, reservedWidth: ListCellMetrics.standardAccessoryWidth)
private let reorder = AccessoryBox(size: SystemAccessoryKind.reorder.glyphSize!)
private let checkmark = AccessoryBox(size: SystemAccessoryKind.checkmark.glyphSize!)

/// Literal frames for a list cell's accessories and content view (LC2, LC3), compact (390) and regular (820),
/// left to right and right to left. Margins are the list's: 20 at both widths (docs/reference/uikit-metrics.md §1).
@Suite struct CellGeometryTests {
    @Test func aDisclosureIndicatorSitsAtTheTrailingMarginInACompactCell() throws {
        let geometry = try CellGeometry(
            CellGeometryInput(
                size: CGSize(width: 390, height: 44), leadingMargin: 20, trailingMargin: 20,
                trailingAccessories: [disclosure]))
        // Slot ends at the trailing margin: 390 − 20 = 370; the 8 × 13 chevron: x 362, y (44 − 13) / 2 = 15.5,
        // rounded to the pixel at @3x (46.5 px → 47 px) = 47/3.
        #expect(geometry.trailingAccessoryFrames == [CGRect(x: 362, y: 47.0 / 3, width: 8, height: 13)])
        // The content view runs from the cell's leading edge to the chevron's slot: 0…362.
        #expect(geometry.contentFrame == CGRect(x: 0, y: 0, width: 362, height: 44))
        // It inherits the cell's leading margin (it reaches the leading edge), not the trailing one.
        #expect(geometry.inheritedLeadingMargin == 20)
        #expect(geometry.inheritedTrailingMargin == 0)
    }

    @Test func rightToLeftMirrorsTheCompactCell() throws {
        let geometry = try CellGeometry(
            CellGeometryInput(
                size: CGSize(width: 390, height: 44), direction: .rightToLeft, leadingMargin: 20, trailingMargin: 20,
                trailingAccessories: [disclosure]))
        // Mirrored: chevron x = 390 − 370 = 20; content x = 390 − 362 = 28.
        #expect(geometry.trailingAccessoryFrames == [CGRect(x: 20, y: 47.0 / 3, width: 8, height: 13)])
        #expect(geometry.contentFrame == CGRect(x: 28, y: 0, width: 362, height: 44))
    }

    /// An editing outline row at 820: indentation level 2, delete and outline disclosure leading, reorder and
    /// checkmark trailing.
    private func regularEditingRow(_ direction: LayoutDirection) throws -> CellGeometry {
        try CellGeometry(
            CellGeometryInput(
                size: CGSize(width: 820, height: 44), direction: direction, leadingMargin: 20, trailingMargin: 20,
                indentationLevel: 2, leadingAccessories: [delete, outline], trailingAccessories: [reorder, checkmark]))
    }

    @Test func accessoriesOnBothEdgesOfAnIndentedRegularCell() throws {
        let geometry = try regularEditingRow(.leftToRight)
        // Leading slots start at margin + indentation = 20 + 2 × 10 = 40.
        // delete: slot 40…62, 22 × 22 at y (44 − 22) / 2 = 11. Next slot at 62 + 8 = 70.
        // outline: slot 70…94 (standard 24), 17 × 17 centred: x 73.5 → 220.5 px → 221 px; y 13.5 → 41 px.
        #expect(
            geometry.leadingAccessoryFrames == [
                CGRect(x: 40, y: 11, width: 22, height: 22),
                CGRect(x: 221.0 / 3, y: 41.0 / 3, width: 17, height: 17),
            ])
        // Trailing slots from 820 − 20 = 800 inward: reorder 780…800 (20 × 13, y 15.5 → 47/3);
        // checkmark slot ends at 780 − 8 = 772: 758…772.
        #expect(
            geometry.trailingAccessoryFrames == [
                CGRect(x: 780, y: 47.0 / 3, width: 20, height: 13),
                CGRect(x: 758, y: 47.0 / 3, width: 14, height: 13),
            ])
        // Content from the outline slot's end (94) to the checkmark's slot (758): width 664.
        #expect(geometry.contentFrame == CGRect(x: 94, y: 0, width: 664, height: 44))
        #expect(geometry.inheritedLeadingMargin == 0 && geometry.inheritedTrailingMargin == 0)
    }

    @Test func rightToLeftMirrorsTheRegularCell() throws {
        let geometry = try regularEditingRow(.rightToLeft)
        // x' = 820 − maxX: delete 820 − 62 = 758; outline 820 − 90.5 = 729.5 → 2188.5 px → 2189 px.
        #expect(
            geometry.leadingAccessoryFrames == [
                CGRect(x: 758, y: 11, width: 22, height: 22),
                CGRect(x: 2189.0 / 3, y: 41.0 / 3, width: 17, height: 17),
            ])
        // reorder 820 − 800 = 20; checkmark 820 − 772 = 48; content 820 − 758 = 62.
        #expect(
            geometry.trailingAccessoryFrames == [
                CGRect(x: 20, y: 47.0 / 3, width: 20, height: 13),
                CGRect(x: 48, y: 47.0 / 3, width: 14, height: 13),
            ])
        #expect(geometry.contentFrame == CGRect(x: 62, y: 0, width: 664, height: 44))
    }

    @Test func indentationMovesOnlyTheContentWhenAccessoriesAreNotIndented() throws {
        let geometry = try CellGeometry(
            CellGeometryInput(
                size: CGSize(width: 390, height: 44), leadingMargin: 20, trailingMargin: 20, indentationLevel: 3,
                indentsAccessories: false, leadingAccessories: [delete]))
        // delete stays at the margin: 20…42; content starts at 42 + 3 × 10 = 72.
        #expect(geometry.leadingAccessoryFrames == [CGRect(x: 20, y: 11, width: 22, height: 22)])
        #expect(geometry.contentFrame == CGRect(x: 72, y: 0, width: 318, height: 44))
    }

    @Test func indentationWithoutAccessoriesMovesTheContentView() throws {
        let geometry = try CellGeometry(
            CellGeometryInput(size: CGSize(width: 390, height: 44), leadingMargin: 20, trailingMargin: 20, indentationLevel: 2))
        // Level 2 × 10: the content view starts at 20 and still inherits the cell's 20-point margin (text at 40).
        #expect(geometry.contentFrame == CGRect(x: 20, y: 0, width: 370, height: 44))
        #expect(geometry.inheritedLeadingMargin == 20)
    }

    @Test func aNegativeIndentationLevelIsAnError() {
        #expect(throws: CellLayoutError.negativeIndentationLevel(-1)) {
            try CellGeometry(CellGeometryInput(size: CGSize(width: 390, height: 44), indentationLevel: -1))
        }
        #expect(throws: CellLayoutError.invalidIndentationWidth(-.infinity)) {
            try CellGeometry(CellGeometryInput(size: CGSize(width: 390, height: 44), indentationWidth: -.infinity))
        }
        #expect(throws: CellLayoutError.invalidSize(CGSize(width: -1, height: 2), element: "accessory 0")) {
            try CellGeometry(
                CellGeometryInput(
                    size: CGSize(width: 390, height: 44),
                    trailingAccessories: [AccessoryBox(size: CGSize(width: -1, height: 2))]))
        }
    }

    @Test func errorsNameWhatIsWrong() {
        #expect(CellLayoutError.negativeIndentationLevel(-2).description.contains("indentation level -2 is negative"))
    }

    @Test func systemAccessoriesHaveUIKitsEdges() {
        let leading = SystemAccessoryKind.allCases.filter { $0.edge == .leading }
        #expect(leading == [.multiselect, .delete, .insert, .outlineDisclosureCell])
        // Within an edge the ranks are distinct, so the order is total.
        for edge in [CellEdge.leading, .trailing] {
            let ranks = SystemAccessoryKind.allCases.filter { $0.edge == edge }.map(\.outwardRank)
            #expect(Set(ranks).count == ranks.count)
        }
    }

    /// Generated rows: the content view never overlaps an accessory, stays inside the cell, and right to left is
    /// left to right mirrored (within the pixel rounding).
    @Test func contentAndAccessoriesNeverOverlapAndMirror() async {
        let box = Gen.int(in: 1...30).map { AccessoryBox(size: CGSize(width: $0, height: 13)) }
        await propertyCheck(
            count: 200, input: Gen.int(in: 200...900), Gen.int(in: 0...4), box.array(of: 0...3), box.array(of: 0...3)
        ) { width, level, leading, trailing in
            let input = CellGeometryInput(
                size: CGSize(width: CGFloat(width), height: 44), leadingMargin: 16, trailingMargin: 16,
                indentationLevel: level, leadingAccessories: leading, trailingAccessories: trailing)
            var mirroredInput = input
            mirroredInput.direction = .rightToLeft
            let ltr: CellGeometry
            let rtl: CellGeometry
            do {
                ltr = try CellGeometry(input)
                rtl = try CellGeometry(mirroredInput)
            } catch {
                Issue.record("valid input failed: \(error)")
                return
            }
            let content = ltr.contentFrame
            #expect(content.width >= 0)
            // When the accessories leave room for the content (margins, indentation, slots and spacings fit in the
            // width), the content never overlaps them.
            let slots = (leading + trailing).reduce(CGFloat(0)) { $0 + $1.size.width + ListCellMetrics.accessorySpacing }
            let fits = 32 + CGFloat(level) * ListCellMetrics.indentationWidth + slots <= CGFloat(width)
            for frame in ltr.leadingAccessoryFrames + ltr.trailingAccessoryFrames where fits {
                #expect(!frame.insetBy(dx: 0.5, dy: 0).intersects(content))
            }
            #expect(abs(rtl.contentFrame.minX - (CGFloat(width) - content.maxX)) <= 1.0 / 3 + 1e-9)
        }
    }
}
