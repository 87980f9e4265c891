import CollectionRendering
import Foundation
import Testing

/// Issue 21's drawing defects in the SVG renderer's own terms: measured text placed at its boxes (RD21), symbols
/// drawn as shapes with an unknown name listed (RD22), bitmaps placed by content mode.
@Suite struct PictureTruthTests {
    /// A one-element scene whose cell is `node`.
    func scene(_ nodes: [RenderNode]) -> RenderScene {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        return RenderScene(
            canvas: frame, contentSize: frame.size,
            elements: [
                RenderElement(category: .cell, indexPath: [0, 0], frame: frame, content: RenderNode(frame: frame, children: nodes))
            ])
    }

    @Test func measuredLinesFillExactlyTheirWidthAtTheirAlignment() {
        // Frame (10, 20, 100, 40): a left line 60 wide starts at 10; centred 40 wide starts at 60 − 20 = 40; right
        // 30 wide starts at 110 − 30 = 80. A line wider than the frame is drawn at the frame's width.
        for (alignment, x) in [(RenderText.Alignment.left, "10"), (.center, "40"), (.right, "80")] {
            let width: CGFloat = alignment == .left ? 60 : alignment == .center ? 40 : 30
            let text = RenderText(
                lines: ["Hello  "], fontSize: 17, lineHeight: 20, alignment: alignment, baselines: [16], lineWidths: [width])
            let svg = SVGRenderer().render(scene([RenderNode(frame: CGRect(x: 10, y: 20, width: 100, height: 40), content: .text(text))]))
            #expect(svg.contains("<g class=\"text\" data-frame=\"10 20 100 40\">"))
            // Trailing spaces are not drawn: the measured width leaves them out.
            #expect(svg.contains(
                "<text x=\"\(x)\" y=\"36\" font-size=\"17\" direction=\"ltr\" textLength=\"\(svgNumber(width))\" "
                    + "lengthAdjust=\"spacingAndGlyphs\" xml:space=\"preserve\" fill=\"#000000\">Hello</text>"))
        }
        let wide = RenderText(lines: ["Wide"], lineWidths: [500])
        let svg = SVGRenderer().render(scene([RenderNode(frame: CGRect(x: 0, y: 0, width: 100, height: 40), content: .text(wide))]))
        #expect(svg.contains("textLength=\"100\""))
    }

    @Test func knownSymbolsDrawPathsAndTheCatalogueHasOver300Names() {
        let names = SymbolShapes.knownNames
        #expect(names.count >= 300)
        for name in ["chevron.right", "checkmark", "plus.circle.fill", "minus", "xmark.circle", "star.fill", "heart",
            "trash", "gear", "person.crop.circle", "folder.fill", "doc.text", "photo", "camera", "bell.slash",
            "magnifyingglass", "house.fill", "calendar", "clock", "envelope", "link", "lock.fill", "cloud", "wifi",
            "bolt.fill", "circle.fill", "square", "exclamationmark.triangle.fill", "info.circle"]
        {
            #expect(SymbolShapes.isKnown(name), "\(name)")
        }
        let svg = SVGRenderer().render(scene([RenderNode(frame: CGRect(x: 0, y: 0, width: 24, height: 24), content: .symbol(name: "heart.fill", tint: .systemBlue))]))
        // Filled: the outline takes the tint, even-odd; regular weight strokes 1.1 + 300 / 800 × 2 = 1.85 units.
        #expect(svg.contains("stroke=\"#007aff\" stroke-width=\"1.85\""))
        #expect(svg.contains("fill=\"#007aff\" fill-rule=\"evenodd\""))
        #expect(!svg.contains("unknown-symbol"))
    }

    @Test func weightSetsTheStrokeWidth() {
        // 100 → 1.1; 900 → 1.1 + 2 = 3.1; out of range clamps.
        for (weight, width) in [(CGFloat(100), "1.1"), (900, "3.1"), (5_000, "3.1"), (-3, "1.1"), (.nan, "1.85")] {
            let svg = SVGRenderer().render(scene([RenderNode(frame: CGRect(x: 0, y: 0, width: 24, height: 24), content: .symbol(name: "star", tint: .black, weight: weight))]))
            #expect(svg.contains("stroke-width=\"\(width)\""), "\(weight)")
        }
    }

    @Test func unknownAndHugeNamesDrawThePlaceholderAndAreListedOnce() {
        let long = String(repeating: "x", count: 10_000)
        let nodes = ["no.such.symbol", "no.such.symbol", long, "star"].map {
            RenderNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20), content: .symbol(name: $0, tint: .black))
        }
        let drawn = scene(nodes)
        let svg = SVGRenderer().render(drawn)
        #expect(svg.components(separatedBy: "class=\"symbol unknown-symbol\"").count == 4)
        #expect(drawn.unknownSymbolNames == ["no.such.symbol", String(repeating: "x", count: 60) + "…"])
        // The document stays small: the name is cut in the attribute.
        #expect(svg.utf8.count < 5_000)
    }

    @Test func everyKnownNameResolvesAndDrawsAShape() {
        let nodes = SymbolShapes.knownNames.map {
            RenderNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20), content: .symbol(name: $0, tint: .black))
        }
        let drawn = scene(nodes)
        #expect(drawn.unknownSymbolNames.isEmpty)
        #expect(!SVGRenderer().render(drawn).contains("unknown-symbol"))
    }

    @Test func bitmapsArePlacedByContentMode() {
        // A 40 × 20 image in the frame (0, 0, 100, 100).
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        func rect(_ mode: RenderImage.ContentMode) -> CGRect {
            RenderImage(data: Data(), mimeType: "image/png", size: CGSize(width: 40, height: 20), contentMode: mode).rect(in: frame)
        }
        #expect(rect(.scaleToFill) == frame)
        // Fit: scale min(100/40, 100/20) = 2.5 → 100 × 50, centred at y 25. Fill: scale 5 → 200 × 100 at x −50.
        #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(rect(.scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(rect(.center) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(rect(.top) == CGRect(x: 30, y: 0, width: 40, height: 20))
        #expect(rect(.bottom) == CGRect(x: 30, y: 80, width: 40, height: 20))
        #expect(rect(.left) == CGRect(x: 0, y: 40, width: 40, height: 20))
        #expect(rect(.right) == CGRect(x: 60, y: 40, width: 40, height: 20))
        #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(rect(.topRight) == CGRect(x: 60, y: 0, width: 40, height: 20))
        #expect(rect(.bottomLeft) == CGRect(x: 0, y: 80, width: 40, height: 20))
        #expect(rect(.bottomRight) == CGRect(x: 60, y: 80, width: 40, height: 20))
        let image = RenderImage(data: Data([1, 2, 3]), mimeType: "image/png", size: CGSize(width: 40, height: 20), contentMode: .center)
        let svg = SVGRenderer().render(scene([RenderNode(frame: frame, content: .image(image))]))
        #expect(svg.contains("<image class=\"bitmap\" x=\"30\" y=\"40\" width=\"40\" height=\"20\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,AQID\"/>"))
        #expect(!svg.contains("node-clip"))
        // An aspect-filled bitmap in a clipping view is clipped to the view's bounds.
        var filled = image
        filled.contentMode = .scaleAspectFill
        let clipped = SVGRenderer().render(scene([RenderNode(frame: frame, clipsToBounds: true, content: .image(filled))]))
        #expect(clipped.contains("<clipPath id=\"node-clip-0\">"))
        #expect(clipped.contains("<g clip-path=\"url(#node-clip-0)\">"))
    }
}

/// A number as the SVG writer writes it (whole numbers without decimals).
func svgNumber(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(describing: value)
}
