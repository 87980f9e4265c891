import CollectionRendering
import CompositionalLayout
import Foundation
import Testing

@Suite struct SVGRendererTests {
    @Test func twoColumnGridIsDrawnExactly() throws {
        // 100 pt wide, 2 columns: items (0,0,50,40) and (50,0,50,40); the canvas is the 100 × 100 viewport.
        let solution = try solve(gridSection(columns: 2, height: 40), items: 2)
        let scene = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 0, width: 100, height: 100))
        let svg = SVGRenderer(options: .init(title: "grid", fontFamily: "sans-serif")).render(scene)
        // Placeholder cells are inset by 0.25 pt with a 0.5 pt white hairline; labels are 13 pt at midY + 4.55.
        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100" font-family="sans-serif">
             <title>grid</title>
             <rect class="background" x="0" y="0" width="100" height="100" fill="#ffffff"/>
             <g class="cell" data-index="0-0">
              <rect x="0.25" y="0.25" width="49.5" height="39.5" fill="#007aff" stroke="#ffffff" stroke-width="0.5"/>
              <text x="25" y="24.55" font-size="13" font-weight="600" text-anchor="middle" direction="ltr" fill="#ffffff">0·0</text>
             </g>
             <g class="cell" data-index="0-1">
              <rect x="50.25" y="0.25" width="49.5" height="39.5" fill="#007aff" stroke="#ffffff" stroke-width="0.5"/>
              <text x="75" y="24.55" font-size="13" font-weight="600" text-anchor="middle" direction="ltr" fill="#ffffff">0·1</text>
             </g>
            </svg>

            """
        #expect(svg == expected)
    }

    @Test func pinnedHeaderRidesTheCanvasAndDrawsAboveCells() throws {
        // Header 20 pt, rows of 40 pt, 10 rows: content 420 pt. Canvas at y = 200: the pinned header sits at
        // y = 200 (not 0) and, with zIndex 1_000_000_001, after every cell.
        let solution = try solve(gridSection(columns: 1, height: 40, header: 20, pinned: true), items: 10)
        let scene = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 200, width: 100, height: 100))
        let header = try #require(scene.elements.last)
        #expect(header.elementKind == "header")
        #expect(header.frame == CGRect(x: 0, y: 200, width: 100, height: 20))
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains("viewBox=\"0 200 100 100\""))
        #expect(svg.contains("<rect x=\"0.5\" y=\"200.5\" width=\"99\" height=\"19\""))
    }

    @Test func aCanvasScrolledPastIntsRangeIsWrittenNotTrapped() throws {
        // `ocv render --offset 1e300` trapped converting 1e300 to Int. Nothing is at y = 1e300 (content 400 pt),
        // so the picture is an empty canvas whose viewBox names the offset in full.
        let solution = try solve(gridSection(columns: 1, height: 40), items: 10)
        let scene = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 1e300, width: 100, height: 100))
        #expect(scene.elements.isEmpty)
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains("viewBox=\"0 \(String(format: "%.0f", 1e300)) 100 100\""))
        let negative = SVGRenderer().render(RenderScene(layout: solution, canvas: CGRect(x: 0, y: -1e300, width: 100, height: 100)))
        #expect(negative.contains("viewBox=\"0 -1"))
    }

    @Test func orthogonalSectionIsClippedToItsRegionAndScrolled() throws {
        // Groups 60 % of 100 pt wide scroll sideways: 3 items of 60 pt. Scrolled by 30 pt, item 0 is at x = −30.
        var section = gridSection(columns: 1, height: 40)
        section.group.size = LayoutSize(width: .fractionalWidth(0.6), height: .absolute(40))
        section.orthogonalScrollingBehavior = .continuous
        let solution = try solve(section, items: 3)
        let scene = RenderScene(
            layout: solution, canvas: CGRect(x: 0, y: 0, width: 100, height: 100),
            orthogonalOffsets: [0: CGPoint(x: 30, y: 0)])
        let first = try #require(scene.elements.first { $0.indexPath == [0, 0] })
        #expect(first.frame == CGRect(x: -30, y: 0, width: 60, height: 40))
        #expect(first.clipRect == CGRect(x: 0, y: 0, width: 100, height: 40))
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains("<clipPath id=\"clip-0\">\n   <rect x=\"0\" y=\"0\" width=\"100\" height=\"40\"/>"))
        #expect(svg.contains("<g class=\"cell\" data-index=\"0-0\" clip-path=\"url(#clip-0)\">"))
    }

    @Test func rightToLeftFramesAreDrawnMirrored() throws {
        // Three 1/3 columns of 99 pt: in right-to-left item 0 is the rightmost, x = 66.
        let solution = try solve(
            gridSection(columns: 3, height: 40), items: 1, width: 99,
            traits: LayoutTraits(layoutDirection: .rightToLeft))
        let scene = RenderScene(
            layout: solution, canvas: CGRect(x: 0, y: 0, width: 99, height: 100),
            traits: LayoutTraits(layoutDirection: .rightToLeft))
        #expect(scene.elements.map(\.frame) == [CGRect(x: 66, y: 0, width: 33, height: 40)])
        #expect(SVGRenderer().render(scene).contains("direction=\"rtl\""))
    }

    @Test func contentNodesDrawLayerTextSymbolAndGlyph() {
        let label = RenderNode(
            frame: CGRect(x: 8, y: 4, width: 60, height: 40),
            content: .text(RenderText(lines: ["Hello", "<world>"], fontSize: 10, lineHeight: 12)))
        let symbol = RenderNode(
            frame: CGRect(x: 70, y: 4, width: 20, height: 20), content: .symbol(name: "star", tint: .systemBlue))
        let cell = RenderNode(
            frame: CGRect(x: 0, y: 0, width: 100, height: 50), backgroundColor: RenderColor(hex: "#ff0000")!,
            cornerRadius: 10, borderWidth: 2, borderColor: .black, children: [label, symbol])
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 100, height: 50), contentSize: CGSize(width: 100, height: 50),
            elements: [RenderElement(category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 0, width: 100, height: 50),
                isSelected: true, content: cell)])
        let svg = SVGRenderer().render(scene)
        // Background with the corner radius; the border inset by half its width (radius 10 − 1 = 9).
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"100\" height=\"50\" rx=\"10\" fill=\"#ff0000\"/>"))
        #expect(svg.contains("<rect x=\"1\" y=\"1\" width=\"98\" height=\"48\" rx=\"9\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"))
        // Baselines: (12 − 10) / 2 + 8 = 9 below each line's top: 4 + 9 = 13, then 25. Text is escaped.
        #expect(svg.contains("<text x=\"8\" y=\"13\" font-size=\"10\" text-anchor=\"start\" xml:space=\"preserve\" fill=\"#000000\">Hello</text>"))
        #expect(svg.contains("y=\"25\" font-size=\"10\" text-anchor=\"start\" xml:space=\"preserve\" fill=\"#000000\">&lt;world&gt;</text>"))
        #expect(svg.contains("<g class=\"symbol\" data-symbol=\"star\" transform=\"translate(70 4) scale(0.833)\""))
        #expect(svg.contains("class=\"selection\""))
    }

    @Test func debugOverlayOutlinesSectionsAndShadesInsets() throws {
        var section = gridSection(columns: 1, height: 40)
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        let solution = try solve(section, items: 1)
        let scene = RenderScene.wholeContent(of: solution)
        // The section is 60 pt tall (10 + 40 + 10); the item is at (10, 10, 80, 40).
        #expect(scene.sections == [SectionGuide(section: 0, frame: CGRect(x: 0, y: 0, width: 100, height: 60),
            itemBounds: CGRect(x: 10, y: 10, width: 80, height: 40))])
        let svg = SVGRenderer(options: .init(showsDebugOverlay: true)).render(scene)
        #expect(svg.contains("d=\"M0 0H100V60H0Z M10 10H90V50H10Z\" fill-rule=\"evenodd\""))
        #expect(svg.contains(">section 0</text>"))
    }

    @Test func sameSceneGivesTheSameBytes() throws {
        var section = gridSection(columns: 3, height: 30, header: 20, pinned: true)
        section.orthogonalScrollingBehavior = .groupPaging
        let solution = try solve(section, items: 20)
        let first = SVGRenderer().render(RenderScene.wholeContent(of: solution, orthogonalOffsets: [0: CGPoint(x: 10, y: 0)]))
        let second = SVGRenderer().render(RenderScene.wholeContent(of: solution, orthogonalOffsets: [0: CGPoint(x: 10, y: 0)]))
        #expect(first == second)
        #expect(first.components(separatedBy: "class=\"cell\"").count - 1 == scene(of: solution).elements.filter { $0.category == .cell }.count)
    }

    private func scene(of solution: LayoutSolution) -> RenderScene {
        RenderScene.wholeContent(of: solution, orthogonalOffsets: [0: CGPoint(x: 10, y: 0)])
    }

    @Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() {
        let scene = RenderScene(
            canvas: CGRect(x: 0, y: 0, width: 10, height: 10), contentSize: CGSize(width: 10, height: 10),
            elements: [RenderElement(category: .decorationView, elementKind: "bg", indexPath: [0, 0],
                frame: CGRect(x: -0.0001, y: 1.0 / 3, width: 2.5, height: 3),
                content: RenderNode(frame: CGRect(x: 0, y: 0, width: 2.5, height: 3), backgroundColor: .systemGroupedBackground))])
        #expect(SVGRenderer().render(scene).contains("<rect x=\"0\" y=\"0.333\" width=\"2.5\" height=\"3\" fill=\"#f2f2f7\"/>"))
    }

    /// Numbers are written from their count of thousandths, as `String(format: "%.3f")` of the rounded value with
    /// the trailing zeros taken off wrote them before (the same text, byte for byte), for values of every size and
    /// sign.
    @Test func numbersAreWrittenAsThreeDecimalFormattingWroteThem() {
        func formatted(_ value: Double) -> String {
            let rounded = (value * 1000).rounded() / 1000
            if rounded == 0 { return "0" }
            if rounded == rounded.rounded() { return String(format: "%.0f", rounded) }
            var text = String(format: "%.3f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            return text
        }
        var values: [Double] = [0.0005, -0.0005, 0.0004999, 1.0005, 2.675, -2.675, 0.1, 0.07, 0.001, -0.001, 1e9 + 0.25]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<1_500 {
            // A fixed linear congruential sequence: values from −100,000 to 100,000 with any fraction.
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            values.append(Double(Int64(bitPattern: seed >> 11) % 200_000_000_000) / 1_000_000)
        }
        let elements = values.map { value in
            RenderElement(
                category: .cell, indexPath: [0, 0], frame: CGRect(x: 0, y: 0, width: 1, height: 1),
                content: RenderNode(frame: CGRect(x: value, y: 0, width: 1, height: 1), backgroundColor: .black))
        }
        let scene = RenderScene(canvas: CGRect(x: 0, y: 0, width: 1, height: 1), contentSize: CGSize(width: 1, height: 1), elements: elements)
        let written = SVGRenderer().render(scene).split(separator: "\n").filter { $0.hasPrefix("  <rect x=") }
        #expect(written.count == values.count)
        for (line, value) in zip(written, values) {
            #expect(line.hasPrefix("  <rect x=\"\(formatted(value))\" "), "\(value)")
        }
    }

    @Test func colorsParseFromHex() {
        #expect(RenderColor(hex: "#0a0")?.hexRGB == "#00aa00")
        #expect(RenderColor(hex: "FF000080")?.alpha == 128.0 / 255)
        #expect(RenderColor(hex: "#12345") == nil)
        #expect(RenderColor(hex: "#zzzzzz") == nil)
        #expect(RenderColor(hex: "ABC")?.hexRGB == "#aabbcc")
        #expect(RenderColor(hex: "#34C759") == RenderColor(red: 0x34 / 255.0, green: 0xC7 / 255.0, blue: 0x59 / 255.0))
        // One "#" at most, only at the start; no other length; ASCII digits only (not full-width ones).
        for refused in ["##abc", "", "#", "a#bc", "#abcd", "#1234567", "#123456789", "#１２３"] {
            #expect(RenderColor(hex: refused) == nil, "\(refused)")
        }
    }
}
