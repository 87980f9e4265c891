import CompositionalLayout
import Foundation

/// Draws one element: its view's nodes or a placeholder, then selection and focus.
struct ElementDrawing {
    let element: RenderElement
    /// The index of the element's clip path in the document's `<defs>`.
    let clipIndex: Int?

    func draw(into svg: inout SVGWriter) {
        svg.open(
            "g",
            [
                ("class", Self.className(element.category)), ("data-kind", element.elementKind),
                ("data-index", element.indexPath.map(String.init).joined(separator: "-")),
                ("clip-path", clipIndex.map { "url(#\(svg.identifierPrefix)clip-\($0))" }),
                ("opacity", element.alpha < 1 ? SVGWriter.number(element.alpha) : nil),
            ])
        // Inside the clip, which is in content coordinates: the view and what it draws are transformed.
        if let transform = transformAttribute { svg.open("g", [("transform", transform)]) }
        if let content = element.content {
            NodeDrawing.draw(content, origin: element.frame.origin, into: &svg)
        } else {
            drawPlaceholder(into: &svg)
        }
        for separator in element.separators {
            svg.empty(
                "rect",
                [("class", "separator")] + SVGWriter.rect(separator) + SVGWriter.fill(element.separatorColor ?? .separator))
        }
        let (radius, corners, curve) = outline
        if element.isSelected {
            svg.box(
                element.frame, cornerRadius: radius, corners: corners, curve: curve, className: "selection",
                SVGWriter.fill(RenderColor.systemBlue.withAlpha(0.25)))
        }
        if element.isFocused {
            // The ring sits just outside the frame, as tvOS and iPadOS keyboard focus draw it.
            svg.box(
                element.frame.insetBy(dx: -1.5, dy: -1.5), cornerRadius: radius > 0 ? radius + 1.5 : 0, corners: corners, curve: curve,
                className: "focus", SVGWriter.fill(nil) + SVGWriter.stroke(.systemBlue, width: 3))
        }
        if transformAttribute != nil { svg.close("g") }
        svg.close("g")
    }

    /// The element's transform about its frame's centre, as SVG writes it; `nil` for the identity.
    var transformAttribute: String? { SVGWriter.transform(element.transform, about: element.frame) }

    /// The rounding selection and focus follow: the view's own corners, else those of a subview that fills it (a
    /// cell's rounded content view or background, such as an inset-grouped row's).
    var outline: (radius: CGFloat, corners: RenderCorners, curve: RenderCornerCurve) {
        guard let content = element.content else { return (0, .all, .circular) }
        if content.cornerRadius > 0 { return (content.cornerRadius, content.roundedCorners, content.cornerCurve) }
        let bounds = CGRect(origin: .zero, size: content.frame.size)
        guard let filling = content.children.first(where: { $0.frame == bounds && $0.cornerRadius > 0 }) else {
            return (0, .all, .circular)
        }
        return (filling.cornerRadius, filling.roundedCorners, filling.cornerCurve)
    }

    static func className(_ category: ElementCategory) -> String {
        switch category {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// The colour of the element's section in placeholders.
    var sectionColor: RenderColor {
        RenderColor.sectionPalette[element.section % RenderColor.sectionPalette.count]
    }

    private func drawPlaceholder(into svg: inout SVGWriter) {
        let frame = element.frame
        switch element.category {
        case .cell:
            // A hairline of the background colour inside the edge keeps touching cells apart.
            svg.empty(
                "rect",
                SVGWriter.rect(frame.insetBy(dx: 0.25, dy: 0.25)) + SVGWriter.fill(sectionColor)
                    + SVGWriter.stroke(.white, width: 0.5))
            label(element.shortLabel, color: .white, bold: true, into: &svg)
        case .supplementaryView:
            svg.empty(
                "rect",
                SVGWriter.rect(frame.insetBy(dx: 0.5, dy: 0.5)) + SVGWriter.fill(sectionColor.withAlpha(0.15))
                    + SVGWriter.stroke(sectionColor, width: 1) + [("stroke-dasharray", "4 3")])
            label(element.shortLabel, color: sectionColor, bold: false, into: &svg)
        case .decorationView:
            // Unlike cells and supplementaries: a faint rounded panel with a dotted edge, named at its corner.
            svg.empty(
                "rect",
                SVGWriter.rect(frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 10)
                    + SVGWriter.fill(sectionColor.withAlpha(0.08)) + SVGWriter.stroke(sectionColor.withAlpha(0.6), width: 1)
                    + [("stroke-dasharray", "1 3")])
            if frame.height >= 14, frame.width >= 40 {
                svg.element(
                    "text",
                    [
                        ("x", SVGWriter.number(frame.minX + 6)), ("y", SVGWriter.number(frame.minY + 11)),
                        ("font-size", "8"), ("direction", "ltr"),
                    ] + SVGWriter.fill(sectionColor),
                    text: element.shortLabel)
            }
        }
    }

    /// A centred one-line label, when the frame has room for one.
    private func label(_ text: String, color: RenderColor, bold: Bool, into svg: inout SVGWriter) {
        let frame = element.frame
        let size = min(13, frame.height * 0.5, frame.width / CGFloat(max(text.count, 1)) * 1.6)
        guard size >= 5 else { return }
        svg.element(
            "text",
            [
                ("x", SVGWriter.number(frame.midX)), ("y", SVGWriter.number(frame.midY + size * 0.35)),
                ("font-size", SVGWriter.number(size)), ("font-weight", bold ? "600" : nil),
                ("text-anchor", "middle"), ("direction", "ltr"),
            ] + SVGWriter.fill(color),
            text: text)
    }
}
