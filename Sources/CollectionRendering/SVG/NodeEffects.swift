import Foundation

/// Layer effects and vector shapes of a node, as SVG: shadows (semantics RD17) and list accessories' shapes.
enum NodeEffects {
    /// Draws `shadow` under `node` at `frame`: a shadow path as its shape offset and blurred; without a path,
    /// returns the id of a drop-shadow filter for the group that draws the node (the shadow of everything it draws,
    /// as Core Animation casts a layer's shadow from its composited alpha).
    static func drawShadow(_ shadow: RenderShadow, of node: RenderNode, frame: CGRect, into svg: inout SVGWriter) -> String? {
        guard shadow.color.alpha > 0 else { return nil }
        // Core Animation's shadow radius is about twice a Gaussian's standard deviation.
        let deviation = max(shadow.radius, 0) / 2
        let reach = deviation * 3
        let region = frame.insetBy(dx: -reach - abs(shadow.offset.width), dy: -reach - abs(shadow.offset.height))
        let id = svg.identifier("shadow")
        svg.open(
            "filter",
            [("id", id), ("filterUnits", "userSpaceOnUse")] + SVGWriter.rect(region).filter { $0.0 != "rx" })
        if let path = shadow.path {
            svg.empty("feGaussianBlur", [("stdDeviation", SVGWriter.number(deviation))])
            svg.close("filter")
            let shapeFrame: CGRect
            switch path {
            case .rect(let rect, _), .ellipse(let rect): shapeFrame = rect
            }
            let moved = shapeFrame.offsetBy(dx: frame.minX + shadow.offset.width, dy: frame.minY + shadow.offset.height)
            let attributes = [("class", "shadow")] + SVGWriter.fill(shadow.color) + [("filter", "url(#\(id))")]
            switch path {
            case .rect(_, let radius): svg.box(moved, cornerRadius: radius, attributes)
            case .ellipse:
                svg.empty(
                    "ellipse",
                    [
                        ("cx", SVGWriter.number(moved.midX)), ("cy", SVGWriter.number(moved.midY)),
                        ("rx", SVGWriter.number(moved.width / 2)), ("ry", SVGWriter.number(moved.height / 2)),
                    ] + attributes)
            }
            return nil
        }
        svg.empty(
            "feDropShadow",
            [
                ("dx", SVGWriter.number(shadow.offset.width)), ("dy", SVGWriter.number(shadow.offset.height)),
                ("stdDeviation", SVGWriter.number(deviation)), ("flood-color", shadow.color.hexRGB),
                ("flood-opacity", SVGWriter.number(shadow.color.alpha)),
            ])
        svg.close("filter")
        return id
    }

    /// A shape's parts, offset by `origin`: polylines stroked with round caps and joins, circles stroked or filled.
    static func draw(_ shape: RenderShape, origin: CGPoint, into svg: inout SVGWriter) {
        let n = SVGWriter.number
        let stroke = SVGWriter.fill(nil) + SVGWriter.stroke(shape.color, width: shape.lineWidth)
        for part in shape.parts {
            switch part {
            case .polyline(let points):
                let list = points.map { "\(n($0.x + origin.x)),\(n($0.y + origin.y))" }.joined(separator: " ")
                svg.empty(
                    "polyline",
                    [("class", "shape"), ("points", list)] + stroke
                        + [("stroke-linecap", "round"), ("stroke-linejoin", "round")])
            case .circle(let center, let radius):
                svg.empty(
                    "circle",
                    [
                        ("class", "shape"), ("cx", n(center.x + origin.x)), ("cy", n(center.y + origin.y)),
                        ("r", n(max(radius, 0))),
                    ] + (shape.isFilled ? SVGWriter.fill(shape.color) : stroke))
            }
        }
    }
}
