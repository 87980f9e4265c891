import Foundation

/// Draws an SF Symbol name as its shape (``SymbolShapes``), aspect-fitted and centred in the frame, stroked at the
/// weight's width in the tint colour; an unknown name as a neutral dashed square with a question mark.
enum SymbolDrawing {
    /// The scale of a base shape inside a circle, square or triangle.
    static let containedScale: CGFloat = 0.55

    static func draw(_ name: String, tint: RenderColor, weight: CGFloat, in frame: CGRect, into svg: inout SVGWriter) {
        let side = min(frame.width, frame.height)
        guard side > 0, side.isFinite else { return }
        let origin = CGPoint(x: frame.midX - side / 2, y: frame.midY - side / 2)
        let transform = "translate(\(SVGWriter.number(origin.x)) \(SVGWriter.number(origin.y))) scale(\(SVGWriter.number(side / 24)))"
        // A long name is cut in the attribute: the document stays small whatever the name.
        let label = name.count > 60 ? String(name.prefix(60)) + "…" : name
        guard let symbol = SymbolShapes.resolve(name) else {
            drawPlaceholder(label: label, transform: transform, into: &svg)
            return
        }
        let width = SymbolShapes.strokeWidth(weight: weight)
        svg.open(
            "g",
            [("class", "symbol"), ("data-symbol", label), ("transform", transform)] + SVGWriter.fill(nil)
                + SVGWriter.stroke(tint, width: width) + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
        if let container = symbol.container {
            drawContained(symbol, in: container, tint: tint, width: width, into: &svg)
        } else {
            drawBase(symbol.base, filled: symbol.isFilled, color: tint, into: &svg)
        }
        svg.close("g")
    }

    /// The base shape's outlines (filled with `color` when `filled`) and its solid parts.
    private static func drawBase(_ base: SymbolBaseShape, filled: Bool, color: RenderColor, into svg: inout SVGWriter) {
        if !base.stroke.isEmpty {
            svg.empty("path", [("d", base.stroke)] + (filled ? SVGWriter.fill(color) + [("fill-rule", "evenodd")] : []))
        }
        if !base.solid.isEmpty { svg.empty("path", [("d", base.solid), ("stroke", "none")] + SVGWriter.fill(color)) }
    }

    /// A base shape in a circle, square or triangle (outlined, or filled with the shape knocked out in white), or
    /// crossed by a slash.
    private static func drawContained(
        _ symbol: SymbolShapes.Resolved, in container: SymbolShapes.Container, tint: RenderColor, width: CGFloat,
        into svg: inout SVGWriter
    ) {
        let outline: String
        switch container {
        case .slash:
            drawBase(symbol.base, filled: symbol.isFilled, color: tint, into: &svg)
            svg.empty("path", [("d", "M3.5 2.5l17 19")])
            return
        case .circle: outline = SymbolBaseShapes.ring
        case .square: outline = "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z"
        case .triangle: outline = "M12 2.5l10 18H2z"
        }
        svg.empty("path", [("d", outline)] + (symbol.isFilled ? SVGWriter.fill(tint) : []))
        let inner: RenderColor = symbol.isFilled ? .white : tint
        let scale = containedScale
        let offset = SVGWriter.number(12 * (1 - scale))
        // The glyph's strokes keep about the container's weight once scaled down.
        svg.open(
            "g",
            [("transform", "translate(\(offset) \(offset)) scale(\(SVGWriter.number(scale)))")]
                + SVGWriter.stroke(inner, width: width / scale * 0.8))
        drawBase(symbol.base, filled: symbol.isFilled && symbol.base.fillable, color: inner, into: &svg)
        svg.close("g")
    }

    /// A neutral dashed rounded square with a question mark, named in `data-symbol`.
    private static func drawPlaceholder(label: String, transform: String, into svg: inout SVGWriter) {
        let grey = RenderColor.systemGray
        svg.open("g", [("class", "symbol unknown-symbol"), ("data-symbol", label), ("transform", transform)])
        svg.empty(
            "rect",
            SVGWriter.rect(CGRect(x: 3, y: 3, width: 18, height: 18), cornerRadius: 4) + SVGWriter.fill(grey.withAlpha(0.1))
                + SVGWriter.stroke(grey, width: 1.2) + [("stroke-dasharray", "2.5 2")])
        svg.element(
            "text",
            [("x", "12"), ("y", "16.5"), ("font-size", "12"), ("text-anchor", "middle"), ("direction", "ltr")]
                + SVGWriter.fill(grey),
            text: "?")
        svg.close("g")
    }
}
