import CollectionRendering
import CompositionalLayout
import Foundation
import Testing

/// The incremental renderer keeps the text of rows whose elements did not change (semantics RD14): every scene must
/// come out as the full renderer draws it, whatever changed since the last one.
@Suite struct IncrementalTerminalRendererTests {
    /// A card with a label: a rounded box with a background and one line of text.
    private func card(_ item: Int, frame: CGRect, text: String, focused: Bool = false, zIndex: Int = 0) -> RenderElement {
        let label = RenderNode(
            frame: CGRect(x: 8, y: 30, width: frame.width - 16, height: 20), content: .text(RenderText(lines: [text])))
        let content = RenderNode(
            frame: CGRect(origin: .zero, size: frame.size), backgroundColor: .white, cornerRadius: 8,
            children: [label])
        return RenderElement(
            category: .cell, indexPath: [0, item], frame: frame, zIndex: zIndex, isFocused: focused, content: content)
    }

    private func scene(_ elements: [RenderElement], y: CGFloat = 0) -> RenderScene {
        RenderScene(
            canvas: CGRect(x: 0, y: y, width: 400, height: 400), contentSize: CGSize(width: 400, height: 2000),
            elements: elements)
    }

    private let renderer = TerminalRenderer(columns: 40, usesColor: true)

    private func grid(labels: [String], focus: Int? = nil) -> [RenderElement] {
        labels.enumerated().map { index, text in
            card(index, frame: CGRect(x: CGFloat(index % 2) * 200, y: CGFloat(index / 2) * 100, width: 190, height: 90),
                 text: text, focused: index == focus)
        }
    }

    @Test func aChangedLabelRedrawsItsRowsOnly() {
        var incremental = IncrementalTerminalRenderer()
        let first = scene(grid(labels: ["One", "Two", "Three", "Four"]))
        #expect(incremental.lines(first, with: renderer) == renderer.lines(first))
        #expect(incremental.redrawnRowCount == renderer.rowCount(for: first))

        let changed = scene(grid(labels: ["One", "Two", "Three", "Forty"]))
        let lines = incremental.lines(changed, with: renderer)
        #expect(lines == renderer.lines(changed))
        #expect(lines != renderer.lines(first))
        // The changed card shares its rows with "Three": y 100…190 at 20 pt a row, rows 5…8.
        #expect(incremental.redrawnRowCount == 4)

        #expect(incremental.lines(changed, with: renderer) == lines)
        #expect(incremental.redrawnRowCount == 0)
    }

    @Test func focusMovesAndElementsLeaveOrArrive() {
        var incremental = IncrementalTerminalRenderer()
        let scenes = [
            scene(grid(labels: ["A", "B", "C"], focus: 0)),
            scene(grid(labels: ["A", "B", "C"], focus: 2)),
            scene(grid(labels: ["A", "B"], focus: 1)),
            scene(grid(labels: ["A", "B", "C", "D", "E"])),
            scene(grid(labels: ["A", "B", "C", "D", "E"]), y: 60),  // scrolled: every row moves
            scene([]),
        ]
        for scene in scenes { #expect(incremental.lines(scene, with: renderer) == renderer.lines(scene)) }
    }

    @Test func anotherRendererOrGridRedrawsEverything() {
        var incremental = IncrementalTerminalRenderer()
        let shown = scene(grid(labels: ["A", "B"]))
        _ = incremental.lines(shown, with: renderer)
        let plain = TerminalRenderer(columns: 40, usesColor: false)
        #expect(incremental.lines(shown, with: plain) == plain.lines(shown))
        #expect(incremental.redrawnRowCount == plain.rowCount(for: shown))
        var dark = shown
        dark.backgroundColor = .black
        #expect(incremental.lines(dark, with: plain) == plain.lines(dark))
        #expect(incremental.redrawnRowCount == plain.rowCount(for: dark))
    }

    @Test func randomScenesDrawAsTheFullRenderer() {
        var generator = SystemRandomNumberGenerator()
        var incremental = IncrementalTerminalRenderer()
        var elements: [RenderElement] = []
        for step in 0..<200 {
            // Overlapping cards of random sizes, z-orders and labels; one changes, arrives or leaves at a time.
            let item = Int.random(in: 0..<8, using: &generator)
            let frame = CGRect(
                x: CGFloat.random(in: -50...350, using: &generator), y: CGFloat.random(in: -50...350, using: &generator),
                width: CGFloat.random(in: 10...200, using: &generator),
                height: CGFloat.random(in: 10...120, using: &generator))
            let new = card(item, frame: frame, text: "card \(step)", focused: Bool.random(using: &generator),
                           zIndex: Int.random(in: 0...2, using: &generator))
            if let index = elements.firstIndex(where: { $0.indexPath == new.indexPath }) {
                if Bool.random(using: &generator) { elements[index] = new } else { elements.remove(at: index) }
            } else {
                elements.append(new)
            }
            let shown = scene(elements)
            #expect(incremental.lines(shown, with: renderer) == renderer.lines(shown))
        }
    }
}
