import CollectionRendering
import CompositionalLayout
import Foundation
import HeadlessCollectionView
import Testing

@Suite struct TerminalRendererTests {
    @Test func gridOfTwoCellsIsBoxedAndLabelled() throws {
        // 100 pt over 20 columns: 5 pt a column, 10 pt a row. Items 50 × 40 pt → 10 columns × 4 rows each;
        // the 100-pt canvas is 10 rows, the last 6 empty.
        let solution = try solve(gridSection(columns: 2, height: 40), items: 2)
        let scene = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        let lines = TerminalRenderer(columns: 20, usesColor: false).lines(scene)
        #expect(lines == [
            "┌────────┐┌────────┐",
            "│  0·0   ││  0·1   │",
            "│        ││        │",
            "└────────┘└────────┘",
            "", "", "", "", "", "",
        ])
    }

    @Test func boxesLessThanARowApartKeepTheirBorders() {
        // 5 pt a column, 10 pt a row. The upper box spans y 0…34 (rows 0.0…3.4: the centres 0.5, 1.5 and 2.5 are
        // inside, 3.5 is not → rows 0…2); the lower one y 38…70 (rows 3.8…7.0 → centres 4.5…6.5 → rows 4…6). Row 3
        // stays empty: neither box draws over the other's border (before, both took row 3).
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 100, height: 100), contentSize: CGSize(width: 100, height: 100),
            elements: [
                RenderElement(category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 0, width: 100, height: 34)),
                RenderElement(category: .cell, indexPath: [0, 1], frame: CGRect(x: 0, y: 38, width: 100, height: 32)),
            ])
        #expect(TerminalRenderer(columns: 20, usesColor: false).lines(scene) == [
            "┌──────────────────┐",
            "│       0·0        │",
            "└──────────────────┘",
            "",
            "┌──────────────────┐",
            "│       0·1        │",
            "└──────────────────┘",
            "", "", "",
        ])
    }

    @Test func boxesSharingAnEdgeShareNoCell() {
        // Rows of 10 pt; boxes at y 0…25 and 25…50 (rows 0…2.5 and 2.5…5): the centre 2.5 lies on the shared edge
        // and goes to the lower box only (a cell's centre is inside when top ≤ centre < bottom): rows 0…1 and 2…4.
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 100, height: 50), contentSize: CGSize(width: 100, height: 50),
            elements: [
                RenderElement(category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 0, width: 100, height: 25)),
                RenderElement(category: .cell, indexPath: [0, 1], frame: CGRect(x: 0, y: 25, width: 100, height: 25)),
            ])
        let lines = TerminalRenderer(columns: 20, usesColor: false).lines(scene)
        // The upper box is 2 rows: too low for a border, its label on row (0 + 1) / 2 = 0.
        #expect(lines == [
            "        0·0",
            "",
            "┌──────────────────┐",
            "│       0·1        │",
            "└──────────────────┘",
        ])
    }

    @Test func focusIsHeavyAndSelectionDouble() throws {
        let solution = try solve(gridSection(columns: 2, height: 40), items: 2)
        let scene = RenderScene(
            layout: solution, canvas: CGRect(x: 0, y: 0, width: 100, height: 40), selectedItems: [[0, 1]],
            focusedItem: [0, 0])
        let lines = TerminalRenderer(columns: 20, usesColor: false).lines(scene)
        #expect(lines.first == "┏━━━━━━━━┓╔════════╗")
        #expect(lines.last == "┗━━━━━━━━┛╚════════╝")
    }

    @Test func colorIsWrittenAsTrueColorEscapesOnlyWhereItChanges() throws {
        let solution = try solve(gridSection(columns: 1, height: 20), items: 1)
        let scene = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 0, width: 100, height: 10))
        // 10 pt a column, 20 pt a row: the 20-pt item is one row, too low for a border: blue spaces, the white
        // bold label centred ((10 − 3) / 2 = 3 spaces before it), blue spaces; escapes only where the style changes.
        let line = try #require(TerminalRenderer(columns: 10).lines(scene).first)
        let blue = "\u{1B}[0;48;2;0;122;255m"
        #expect(line == blue + "   " + "\u{1B}[0;1;38;2;255;255;255;48;2;0;122;255m0·0" + blue + "    \u{1B}[0m")
    }

    @Test func contentTextIsWrittenAtItsScaledPlace() {
        // A cell at (0, 20) 100 × 40 pt with a label at (10, 10) in it: the label's line is on row (20+10)/10 = 3
        // (its 12-pt line box covers rows 3…4, the middle row is 3), from column 10 / 5 = 2.
        let label = RenderNode(
            frame: CGRect(x: 10, y: 10, width: 80, height: 12),
            content: .text(RenderText(lines: ["Hello"], fontSize: 10, lineHeight: 12)))
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 100, height: 60), contentSize: CGSize(width: 100, height: 60),
            elements: [RenderElement(category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 20, width: 100, height: 40),
                content: RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 40), children: [label]))])
        let lines = TerminalRenderer(columns: 20, usesColor: false).lines(scene)
        #expect(lines[3] == "│ Hello            │")
    }

    @Test func framesOutsideTheCanvasAreSkipped() {
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 100, height: 20), contentSize: CGSize(width: 100, height: 20),
            elements: [
                RenderElement(category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 500, width: 100, height: 40)),
                RenderElement(category: .cell, indexPath: [0, 1], frame: CGRect(x: -.infinity, y: 0, width: 10, height: 10)),
            ])
        // 10 pt a column, 20 pt a row: the canvas is one empty row.
        #expect(TerminalRenderer(columns: 10, usesColor: false).lines(scene) == [""])
    }
}
