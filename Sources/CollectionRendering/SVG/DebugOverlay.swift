import Foundation

/// The view-debugger overlay: each section's frame outlined and named, the band between the frame and its
/// cells (insets, boundary supplementaries) shaded, and each hidden element's frame dotted in grey.
struct DebugOverlay {
    let scene: RenderScene

    private static let outline = RenderColor(hex: "#FF3B30")!
    private static let band = RenderColor(hex: "#FF9500")!.withAlpha(0.18)

    func draw(into svg: inout SVGWriter) {
        svg.open("g", [("class", "debug-overlay")])
        for guide in scene.sections {
            if let items = guide.itemBounds {
                // Even-odd fill of the section frame with the items cut out: the band.
                svg.empty(
                    "path",
                    [("d", Self.path(guide.frame) + " " + Self.path(items)), ("fill-rule", "evenodd")]
                        + SVGWriter.fill(Self.band))
            }
            svg.empty(
                "rect",
                SVGWriter.rect(guide.frame.insetBy(dx: 0.5, dy: 0.5)) + SVGWriter.fill(nil)
                    + SVGWriter.stroke(Self.outline, width: 1) + [("stroke-dasharray", "6 3")])
            svg.element(
                "text",
                [
                    ("x", SVGWriter.number(guide.frame.minX + 3)), ("y", SVGWriter.number(guide.frame.minY + 10)),
                    ("font-size", "9"), ("direction", "ltr"),
                ] + SVGWriter.fill(Self.outline),
                text: "section \(guide.section)")
        }
        for element in scene.elements where element.isHidden {
            svg.empty(
                "rect",
                [("class", "hidden")] + SVGWriter.rect(element.frame.insetBy(dx: 0.5, dy: 0.5)) + SVGWriter.fill(nil)
                    + SVGWriter.stroke(RenderColor.systemGray, width: 1) + [("stroke-dasharray", "1 2")])
        }
        svg.close("g")
    }

    private static func path(_ rect: CGRect) -> String {
        let n = SVGWriter.number
        return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
    }
}
