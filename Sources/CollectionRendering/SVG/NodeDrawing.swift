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
        if let content = node.content { draw(content, in: frame, into: &svg) }
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
        let id = svg.identifier("node-clip")
        svg.open("clipPath", [("id", id)])
        svg.box(frame, cornerRadius: node.cornerRadius, corners: node.roundedCorners, curve: node.cornerCurve, [])
        svg.close("clipPath")
        svg.open("g", [("clip-path", "url(#\(id))")])
        for child in node.children { draw(child, origin: frame.origin, into: &svg) }
        svg.close("g")
    }

    private static func draw(_ content: RenderNode.Content, in frame: CGRect, into svg: inout SVGWriter) {
        switch content {
        case .text(let text): draw(text, in: frame, into: &svg)
        case .symbol(let name, let tint): drawSymbol(name, tint: tint, in: frame, into: &svg)
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

    /// One `<text>` per line: the lines are the text model's, never re-broken here.
    private static func draw(_ text: RenderText, in frame: CGRect, into svg: inout SVGWriter) {
        let (x, anchor): (CGFloat, String) =
            switch text.alignment {
            case .left: (frame.minX, "start")
            case .center: (frame.midX, "middle")
            case .right: (frame.maxX, "end")
            }
        // Without the model's baselines: centred in the line box, ascender ≈ 0.8 em (San Francisco's metrics).
        let baselineInLine = (text.lineHeight - text.fontSize) / 2 + text.fontSize * 0.8
        for (index, line) in text.lines.enumerated() {
            let baseline = text.baselines.flatMap { index < $0.count ? $0[index] : nil }
                ?? CGFloat(index) * text.lineHeight + baselineInLine
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(x)),
                    ("y", SVGWriter.number(frame.minY + baseline)),
                    ("font-size", SVGWriter.number(text.fontSize)), ("font-weight", text.isBold ? "600" : nil),
                    ("text-anchor", anchor), ("xml:space", "preserve"),
                ] + SVGWriter.fill(text.color),
                text: line)
        }
    }

    /// An image view's symbol: its name in a rounded box of the tint colour.
    private static func drawSymbol(_ name: String, tint: RenderColor, in frame: CGRect, into svg: inout SVGWriter) {
        svg.empty(
            "rect",
            [("class", "symbol")] + SVGWriter.rect(frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: min(6, frame.height / 4))
                + SVGWriter.fill(tint.withAlpha(0.12)) + SVGWriter.stroke(tint, width: 1))
        // The whole name, else its first word (`moon` of `moon.fill`), at a size the box can hold.
        func size(_ text: String) -> CGFloat { min(10, frame.height * 0.4, frame.width / CGFloat(max(text.count, 1)) * 1.8) }
        let shown = [name, String(name.prefix { $0 != "." })].first { size($0) >= 4 }
        guard let shown else { return }
        let size = size(shown)
        svg.element(
            "text",
            [
                ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + size * 0.35)),
                ("font-size", SVGWriter.number(size)), ("text-anchor", "middle"), ("direction", "ltr"),
            ] + SVGWriter.fill(tint),
            text: shown)
    }
}
