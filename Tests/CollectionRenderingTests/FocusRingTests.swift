import CollectionRendering
import CompositionalLayout
import Foundation
import Testing

@Suite struct FocusRingTests {
    @Test func focusedCellGetsARingJustOutsideItsFrame() throws {
        // 100 pt wide, 2 columns of 40 pt: item 0-1 is (50, 0, 50, 40). The ring is the frame outset by 1.5 pt:
        // (48.5, -1.5, 53, 43), unrounded (placeholders have no corner radius), stroked 3 pt in systemBlue.
        let solution = try solve(gridSection(columns: 2, height: 40), items: 2)
        let canvas = CGRect(x: 0, y: 0, width: 100, height: 100)
        let focused = SVGRenderer().render(RenderScene(layout: solution, canvas: canvas, focusedItem: [0, 1]))
        let plain = SVGRenderer().render(RenderScene(layout: solution, canvas: canvas))
        #expect(!plain.contains("class=\"focus\""))
        let ring = try #require(focused.split(separator: "\n").first { $0.contains("class=\"focus\"") })
        #expect(ring.contains(#"x="48.5" y="-1.5" width="53" height="43""#))
        #expect(ring.contains(##"stroke="#007aff""##))
        #expect(ring.contains(#"stroke-width="3""#))
        // The ring belongs to the focused cell's group, not the other one.
        let cell = try #require(focused.components(separatedBy: #"data-index="0-1""#).last)
        #expect(cell.contains("class=\"focus\""))
        #expect(focused.components(separatedBy: "class=\"focus\"").count == 2)
    }
}
