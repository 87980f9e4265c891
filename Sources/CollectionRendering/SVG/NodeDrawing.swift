import Foundation

/// Draws a view's node tree: the layer (background, corner radius, border), the content, then the subviews.
enum NodeDrawing {
    static func draw(_ node: RenderNode, origin: CGPoint, into svg: inout SVGWriter) {
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        // Groups only where they do something (opacity, a transform, a shadow, clipping), so that reference files
        // stay readable in diffs. Opacity groups nest, so a subview's alpha multiplies its ancestors'.
        let translucent = node.alpha < 1
        let transform = SVGWriter.transform(node.transform, about: frame)
        let grouped = translucent || transform != nil
        if grouped {
            svg.open("g", [("opacity", translucent ? SVGWriter.number(max(node.alpha, 0)) : nil), ("transform", transform)])
        }
        let shadowFilter = node.shadow.flatMap { NodeEffects.drawShadow($0, of: node, frame: frame, into: &svg) }
        if let shadowFilter { svg.open("g", [("filter", "url(#\(shadowFilter))")]) }
        if let background = node.backgroundColor {
            svg.box(frame, cornerRadius: node.cornerRadius, corners: node.roundedCorners, curve: node.cornerCurve, SVGWriter.fill(background))
        }
        if let content = node.content {
            // A clipping image view keeps an aspect-filled or unscaled bitmap inside its (rounded) bounds.
            let clipsContent: Bool = if node.clipsToBounds, case .image = content { true } else { false }
            if clipsContent { openClip(of: node, frame: frame, into: &svg) }
            draw(content, in: frame, into: &svg)
            if clipsContent { svg.close("g") }
        }
        drawChildren(of: node, frame: frame, into: &svg)
        // The border draws above the content and subviews, inside the bounds, as Core Animation's does.
        if node.borderWidth > 0, let color = node.borderColor {
            let inset = node.borderWidth / 2
            svg.box(
                frame.insetBy(dx: inset, dy: inset), cornerRadius: max(node.cornerRadius - inset, 0), corners: node.roundedCorners,
                curve: node.cornerCurve, SVGWriter.fill(nil) + SVGWriter.stroke(color, width: node.borderWidth))
        }
        if shadowFilter != nil { svg.close("g") }
        if grouped { svg.close("g") }
    }

    private static func drawChildren(of node: RenderNode, frame: CGRect, into svg: inout SVGWriter) {
        guard !node.children.isEmpty else { return }
        guard node.clipsToBounds else {
            for child in node.children { draw(child, origin: frame.origin, into: &svg) }
            return
        }
        openClip(of: node, frame: frame, into: &svg)
        for child in node.children { draw(child, origin: frame.origin, into: &svg) }
        svg.close("g")
    }

    /// Opens a group clipped to the node's (rounded) bounds; the caller closes it.
    private static func openClip(of node: RenderNode, frame: CGRect, into svg: inout SVGWriter) {
        let id = svg.identifier("node-clip")
        svg.open("clipPath", [("id", id)])
        svg.box(frame, cornerRadius: node.cornerRadius, corners: node.roundedCorners, curve: node.cornerCurve, [])
        svg.close("clipPath")
        svg.open("g", [("clip-path", "url(#\(id))")])
    }

    private static func draw(_ content: RenderNode.Content, in frame: CGRect, into svg: inout SVGWriter) {
        switch content {
        case .text(let text): draw(text, in: frame, into: &svg)
        case .symbol(let name, let tint, let weight): SymbolDrawing.draw(name, tint: tint, weight: weight, in: frame, into: &svg)
        case .image(let image):
            let rect = image.rect(in: frame)
            svg.empty(
                "image",
                [("class", "bitmap")] + SVGWriter.rect(rect) + [
                    ("preserveAspectRatio", "none"),
                    ("href", "data:\(image.mimeType);base64,\(image.data.base64EncodedString())"),
                ])
        case .glyph(let glyph, let color):
            let size = min(frame.height * 0.8, 17)
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + size * 0.35)),
                    ("font-size", SVGWriter.number(size)), ("text-anchor", "middle"),
                ] + SVGWriter.fill(color),
                text: glyph)
        case .shape(let shape): NodeEffects.draw(shape, origin: frame.origin, into: &svg)
        }
    }

    /// One `<text>` per line: the lines are the text model's, never re-broken here. With the model's line widths,
    /// each line is placed at its measured box and fitted to its width (`textLength`, semantics RD21); the group
    /// carries the text's frame (`data-frame`) so that a browser check can compare what it drew with it.
    private static func draw(_ text: RenderText, in frame: CGRect, into svg: inout SVGWriter) {
        // Without the model's baselines: centred in the line box, ascender ≈ 0.8 em (San Francisco's metrics).
        let baselineInLine = (text.lineHeight - text.fontSize) / 2 + text.fontSize * 0.8
        let box = [frame.minX, frame.minY, frame.width, frame.height].map(SVGWriter.number).joined(separator: " ")
        svg.open("g", [("class", "text"), ("data-frame", box)])
        for (index, line) in text.lines.enumerated() {
            let baseline = text.baselines.flatMap { index < $0.count ? $0[index] : nil }
                ?? CGFloat(index) * text.lineHeight + baselineInLine
            let width = text.lineWidths.flatMap { index < $0.count ? $0[index] : nil }
            let (x, placement) = place(width, alignment: text.alignment, in: frame)
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(x)), ("y", SVGWriter.number(frame.minY + baseline)),
                    ("font-size", SVGWriter.number(text.fontSize)), ("font-weight", text.isBold ? "600" : nil),
                ] + placement + [("xml:space", "preserve")] + SVGWriter.fill(text.color),
                text: width == nil ? line : trimmingTrailingSpaces(line))
        }
        svg.close("g")
    }

    /// Where a line starts and how wide it is drawn. A measured line starts at its measured left edge, is drawn
    /// left to right (the bidirectional order inside it is the browser's) and spans exactly its width; an
    /// unmeasured one is anchored at the frame's edge or centre and takes the browser font's width.
    private static func place(
        _ width: CGFloat?, alignment: RenderText.Alignment, in frame: CGRect
    ) -> (x: CGFloat, attributes: [(String, String?)]) {
        guard let width, width > 0, width.isFinite else {
            switch alignment {
            case .left: return (frame.minX, [("text-anchor", "start")])
            case .center: return (frame.midX, [("text-anchor", "middle")])
            case .right: return (frame.maxX, [("text-anchor", "end")])
            }
        }
        let drawn = min(width, max(frame.width, 0))
        let x: CGFloat =
            switch alignment {
            case .left: frame.minX
            case .center: frame.midX - drawn / 2
            case .right: frame.maxX - drawn
            }
        return (
            x,
            [("direction", "ltr"), ("textLength", SVGWriter.number(drawn)), ("lengthAdjust", "spacingAndGlyphs")]
        )
    }

    /// The line without the spaces that end it: the model's width leaves them out, so they must not be stretched
    /// into it.
    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while let last = line.last, last == " " || last == "\u{00A0}" || last == "\t" { line.removeLast() }
        return line
    }
}
