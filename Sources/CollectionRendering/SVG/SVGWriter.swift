import CompositionalLayout
import Foundation

/// Builds SVG text deterministically: numbers with at most three decimals and no negative zero, attributes
/// in the order given, text escaped.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0
    /// The next number for a generated `id` (clip paths of clipping nodes), so ids follow drawing order.
    private var nextIdentifier = 0
    /// Put before every id the document defines, so that documents inlined in one page keep their own.
    var identifierPrefix = ""

    /// A fresh id with `prefix`, numbered in the order asked.
    mutating func identifier(_ prefix: String) -> String {
        defer { nextIdentifier += 1 }
        return "\(identifierPrefix)\(prefix)-\(nextIdentifier)"
    }

    /// A number as SVG wants it: `12`, `12.5`, `0.333`.
    ///
    /// Written from the integer count of thousandths rather than with `String(format:)`, which took a third of the
    /// time of drawing a screen (docs/benchmarks.md, RenderBenchmarks); the text is the same.
    static func number(_ value: CGFloat) -> String {
        let thousandths = (Double(value) * 1000).rounded()
        if thousandths == 0 || !thousandths.isFinite { return "0" }
        // Past 2^53 thousandths a double has no fractional digits left: the whole number, without going through
        // Int's conversion for values past its range (a canvas scrolled to 1e300).
        guard abs(thousandths) < 9_007_199_254_740_992 else { return String(format: "%.0f", thousandths / 1000) }
        let count = Int(thousandths)
        let magnitude = count.magnitude
        var result = count < 0 ? "-" : ""
        result += String(magnitude / 1000)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return result }
        var width = 3
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let digits = String(fraction)
        result += "." + String(repeating: "0", count: width - digits.count) + digits
        return result
    }

    /// Escapes `&`, `<`, `>` and `"` for text and attribute values.
    static func escaped(_ text: String) -> String {
        // Most values (numbers, colours, names) have nothing to escape.
        guard text.utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 }) else { return text }
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `name="value"` pairs; `nil` values are left out.
    private static func attributes(_ pairs: [(String, String?)]) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escaped($0))\"" } }.joined()
    }

    mutating func open(_ name: String, _ pairs: [(String, String?)] = []) {
        line("<\(name)\(Self.attributes(pairs))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    mutating func empty(_ name: String, _ pairs: [(String, String?)]) {
        line("<\(name)\(Self.attributes(pairs))/>")
    }

    mutating func element(_ name: String, _ pairs: [(String, String?)], text content: String) {
        line("<\(name)\(Self.attributes(pairs))>\(Self.escaped(content))</\(name)>")
    }

    mutating func line(_ content: String) {
        text += String(repeating: " ", count: depth) + content + "\n"
    }
}

extension SVGWriter {
    /// The attributes of a rectangle: position, size and, when rounded, corner radii.
    static func rect(_ frame: CGRect, cornerRadius: CGFloat = 0) -> [(String, String?)] {
        let radius = min(cornerRadius, min(frame.width, frame.height) / 2)
        return [
            ("x", number(frame.minX)), ("y", number(frame.minY)), ("width", number(max(frame.width, 0))),
            ("height", number(max(frame.height, 0))), ("rx", radius > 0 ? number(radius) : nil),
        ]
    }

    /// `fill` and, when translucent, `fill-opacity`.
    static func fill(_ color: RenderColor?) -> [(String, String?)] {
        guard let color else { return [("fill", "none")] }
        return [("fill", color.hexRGB), ("fill-opacity", color.alpha < 1 ? number(color.alpha) : nil)]
    }

    /// `stroke`, `stroke-width` and, when translucent, `stroke-opacity`.
    static func stroke(_ color: RenderColor, width: CGFloat) -> [(String, String?)] {
        [
            ("stroke", color.hexRGB), ("stroke-width", number(width)),
            ("stroke-opacity", color.alpha < 1 ? number(color.alpha) : nil),
        ]
    }
}

extension SVGWriter {
    /// Writes a box: a `<rect>` when every corner (or none) is rounded, else a `<path>` rounding only `corners`.
    mutating func box(
        _ frame: CGRect, cornerRadius: CGFloat, corners: RenderCorners = .all, curve: RenderCornerCurve = .circular,
        className: String? = nil, _ attributes: [(String, String?)]
    ) {
        let radius = min(max(cornerRadius, 0), min(frame.width, frame.height) / 2)
        let name: [(String, String?)] = className.map { [("class", $0)] } ?? []
        if curve == .continuous, radius > 0, !corners.isEmpty {
            empty("path", name + [("d", Self.continuousPath(frame, radius: radius, corners: corners))] + attributes)
            return
        }
        guard radius > 0, corners != .all, !corners.isEmpty else {
            empty("rect", name + Self.rect(frame, cornerRadius: corners.isEmpty ? 0 : cornerRadius) + attributes)
            return
        }
        empty("path", name + [("d", Self.roundedPath(frame, radius: radius, corners: corners))] + attributes)
    }

    /// A rectangle's outline, clockwise from the top-left, with quarter-circle arcs at `corners`.
    static func roundedPath(_ frame: CGRect, radius: CGFloat, corners: RenderCorners) -> String {
        let n = number
        func r(_ corner: RenderCorners) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (tl, tr, br, bl) = (r(.topLeft), r(.topRight), r(.bottomRight), r(.bottomLeft))
        func arc(_ radius: CGFloat, to x: CGFloat, _ y: CGFloat) -> String {
            radius > 0 ? "A\(n(radius)) \(n(radius)) 0 0 1 \(n(x)) \(n(y))" : ""
        }
        return "M\(n(frame.minX + tl)) \(n(frame.minY))H\(n(frame.maxX - tr))"
            + arc(tr, to: frame.maxX, frame.minY + tr) + "V\(n(frame.maxY - br))"
            + arc(br, to: frame.maxX - br, frame.maxY) + "H\(n(frame.minX + bl))"
            + arc(bl, to: frame.minX, frame.maxY - bl) + "V\(n(frame.minY + tl))"
            + arc(tl, to: frame.minX + tl, frame.minY) + "Z"
    }
}

extension SVGWriter {
    /// A transform about `frame`'s centre, as UIKit applies a view's, as an SVG `transform`; `nil` for the identity.
    static func transform(_ t: AffineTransform2D, about frame: CGRect) -> String? {
        guard !t.isIdentity else { return nil }
        let (x, y) = (number(frame.midX), number(frame.midY))
        let matrix = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ")
        return "translate(\(x) \(y)) matrix(\(matrix)) translate(-\(x) -\(y))"
    }

    /// A rectangle's outline with Core Animation's continuous corners, approximated by one cubic Bézier a corner
    /// (semantics RD16): each corner's curve starts 1.528 × the radius from the corner (where Apple's continuous
    /// curve leaves the straight edge) and its control points are placed so that its midpoint is the circular
    /// arc's midpoint, r(1 − 1/√2) from both edges. Short sides shorten the curve to half the side.
    static func continuousPath(_ frame: CGRect, radius: CGFloat, corners: RenderCorners) -> String {
        let n = number
        let half = min(frame.width, frame.height) / 2
        let r = min(radius, half)
        let extent = min(r * 1.528, half)
        // The cubic's midpoint is (P0 + 3 P1 + 3 P2 + P3) / 8 along each edge's distance: (extent + 3q) / 8 must
        // equal r (1 − 1/√2) = 0.29289 r.
        let control = max((r * 8 * 0.29289 - extent) / 3, 0)
        func e(_ corner: RenderCorners) -> (extent: CGFloat, control: CGFloat) {
            corners.contains(corner) ? (extent, control) : (0, 0)
        }
        let (tl, tr, br, bl) = (e(.topLeft), e(.topRight), e(.bottomRight), e(.bottomLeft))
        let (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        // A square corner (extent 0) is a plain corner of the lines.
        func curve(_ c1: (CGFloat, CGFloat), _ c2: (CGFloat, CGFloat), _ end: (CGFloat, CGFloat), _ extent: CGFloat) -> String {
            extent > 0 ? "C\(n(c1.0)) \(n(c1.1)) \(n(c2.0)) \(n(c2.1)) \(n(end.0)) \(n(end.1))" : ""
        }
        return "M\(n(minX + tl.extent)) \(n(minY))H\(n(maxX - tr.extent))"
            + curve((maxX - tr.control, minY), (maxX, minY + tr.control), (maxX, minY + tr.extent), tr.extent)
            + "V\(n(maxY - br.extent))"
            + curve((maxX, maxY - br.control), (maxX - br.control, maxY), (maxX - br.extent, maxY), br.extent)
            + "H\(n(minX + bl.extent))"
            + curve((minX + bl.control, maxY), (minX, maxY - bl.control), (minX, maxY - bl.extent), bl.extent)
            + "V\(n(minY + tl.extent))"
            + curve((minX, minY + tl.control), (minX + tl.control, minY), (minX + tl.extent, minY), tl.extent) + "Z"
    }
}
