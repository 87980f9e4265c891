import CollectionRendering
import Foundation
import OpenCollectionView

/// A list accessory's symbol as strokes at UIKit's size, weight, colour and position (semantics RD19), in the
/// accessory view's coordinates. Measured (docs/reference/uikit-metrics.md, apple-api Part 4 rule 12): the
/// disclosure chevron is 7 × 12 pt of ink whose trailing edge is 2.33 pt inside the trailing margin; the header-style
/// outline disclosure is 12 × 7 pt of ink (expanded), its trailing edge 1 pt inside the margin. The other sizes are
/// decided from the same symbols' proportions and named in semantics RD19.
@MainActor
enum AccessoryShapes {
    /// The stroke width of the chevrons and checkmarks: SF Symbols' semibold weight at 17 pt.
    static let symbolLineWidth: CGFloat = 2
    /// The stroke width of the thin symbols (reorder grip, empty multiselect circle, detail circle).
    static let thinLineWidth: CGFloat = 1.5

    /// The shape of `view`'s symbol, or `nil` for a label or pop-up accessory (text) and an unknown symbol.
    static func shape(of view: CellAccessoryView, color: RenderColor) -> RenderShape? {
        let size = view.bounds.size
        guard size.width > 0, size.height > 0, let name = view.symbolName else { return nil }
        let glyph = AccessoryGlyphs.glyph(forSymbol: name) ?? "?"
        guard let (parts, width) = parts(of: view, symbol: name, size: size) else { return nil }
        let mirrored = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let shown = mirrored ? parts.map { mirror($0, width: size.width) } : parts
        return RenderShape(parts: shown, color: color, lineWidth: width, glyph: glyph)
    }

    /// The parts laid out left to right (mirrored by the caller for right-to-left) and their stroke width.
    static func parts(of view: CellAccessoryView, symbol: String, size: CGSize) -> ([RenderShape.Part], CGFloat)? {
        let (w, h) = (size.width, size.height)
        let (cx, cy) = (w / 2, h / 2)
        let line = symbolLineWidth
        switch (view.accessoryType, symbol) {
        case (.disclosureIndicator, _):
            // 7 × 12 of ink, its right edge 2.33 inside the frame's trailing edge (the margin).
            return ([chevronRight(inkMaxX: w - 7.0 / 3, inkWidth: 7, inkHeight: 12, midY: cy, line: line)], line)
        case (.outlineDisclosure, _):
            return (outlineDisclosure(view, expanded: symbol == "chevron.down", size: size), line)
        case (.checkmark, _), (.multiselect, "checkmark"):
            // The checkmark fills 14 × 13 (a multiselect's sits in the middle 11 × 9 of its circle).
            let box = view.accessoryType == .checkmark
                ? CGRect(x: cx - 7, y: cy - 6.5, width: 14, height: 13) : CGRect(x: cx - 5.5, y: cy - 4.5, width: 11, height: 9)
            return ([checkmark(in: box.insetBy(dx: line / 2, dy: line / 2))], line)
        case (.delete, _):
            return ([.polyline([CGPoint(x: cx - 5.5, y: cy), CGPoint(x: cx + 5.5, y: cy)])], line)
        case (.insert, _):
            return (
                [
                    .polyline([CGPoint(x: cx - 5.5, y: cy), CGPoint(x: cx + 5.5, y: cy)]),
                    .polyline([CGPoint(x: cx, y: cy - 5.5), CGPoint(x: cx, y: cy + 5.5)]),
                ], line)
        case (.reorder, _):
            // Three bars 18 wide, 5.25 apart.
            let bars = [-5.25, 0, 5.25].map { dy in
                RenderShape.Part.polyline([CGPoint(x: cx - 9 + 0.75, y: cy + dy), CGPoint(x: cx + 9 - 0.75, y: cy + dy)])
            }
            return (bars, thinLineWidth)
        case (.multiselect, _):
            return ([.circle(center: CGPoint(x: cx, y: cy), radius: min(w, h) / 2 - thinLineWidth / 2)], thinLineWidth)
        case (.detail, _):
            // `info.circle`: the ring, the dot and the stem, 2 pt strokes.
            let radius = min(w, h) / 2 - (thinLineWidth + 0.5) / 2
            return (
                [
                    .circle(center: CGPoint(x: cx, y: cy), radius: radius),
                    .polyline([CGPoint(x: cx, y: cy - 4.5), CGPoint(x: cx, y: cy - 4.49)]),
                    .polyline([CGPoint(x: cx, y: cy - 1), CGPoint(x: cx, y: cy + 5)]),
                ], thinLineWidth + 0.5)
        default:
            return nil
        }
    }

    /// The outline disclosure: the header style (trailing) a chevron of 12 × 7 pt of ink pointing down when
    /// expanded, its right edge 1 pt inside the frame's trailing edge; the cell style (leading) the same chevron
    /// centred in its frame. Collapsed, the chevron is turned a quarter to point forward, about the same centre.
    static func outlineDisclosure(_ view: CellAccessoryView, expanded: Bool, size: CGSize) -> [RenderShape.Part] {
        let line = symbolLineWidth
        let isHeaderStyle = isTrailing(view)
        let centre = CGPoint(x: isHeaderStyle ? size.width - 1 - 6 : size.width / 2, y: size.height / 2)
        if expanded {
            let (x0, x1, y0, y1) = (centre.x - 6 + line / 2, centre.x + 6 - line / 2, centre.y - 3.5 + line / 2, centre.y + 3.5 - line / 2)
            return [.polyline([CGPoint(x: x0, y: y0), CGPoint(x: centre.x, y: y1), CGPoint(x: x1, y: y0)])]
        }
        return [chevronRight(inkMaxX: centre.x + 3.5, inkWidth: 7, inkHeight: 12, midY: centre.y, line: line)]
    }

    /// A forward chevron whose ink (the stroke included) ends at `inkMaxX` and is `inkWidth` × `inkHeight`.
    static func chevronRight(inkMaxX: CGFloat, inkWidth: CGFloat, inkHeight: CGFloat, midY: CGFloat, line: CGFloat) -> RenderShape.Part {
        let (x0, x1) = (inkMaxX - inkWidth + line / 2, inkMaxX - line / 2)
        let (y0, y1) = (midY - inkHeight / 2 + line / 2, midY + inkHeight / 2 - line / 2)
        return .polyline([CGPoint(x: x0, y: y0), CGPoint(x: x1, y: midY), CGPoint(x: x0, y: y1)])
    }

    /// A checkmark whose stroke centre line spans `box`.
    static func checkmark(in box: CGRect) -> RenderShape.Part {
        .polyline([
            CGPoint(x: box.minX, y: box.minY + box.height * 0.55), CGPoint(x: box.minX + box.width * 0.36, y: box.maxY),
            CGPoint(x: box.maxX, y: box.minY),
        ])
    }

    /// Whether the accessory sits in the trailing half of its cell (a header-style outline disclosure).
    static func isTrailing(_ view: CellAccessoryView) -> Bool {
        guard let cell = view.superview else { return true }
        let isRight = view.frame.midX > cell.bounds.midX
        return isRight != (view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    /// A pop-up menu's `chevron.up.chevron.down` in a box of `size`: two chevrons 7 wide, 4 high, 3 apart.
    static func popUpChevrons(size: CGSize, color: RenderColor) -> RenderShape {
        let (cx, cy) = (size.width / 2, size.height / 2)
        let line = thinLineWidth
        let (halfWidth, height, gap) = (3.5 - line / 2, 4 - line / 2, 1.5 + line / 2)
        return RenderShape(
            parts: [
                .polyline([
                    CGPoint(x: cx - halfWidth, y: cy - gap), CGPoint(x: cx, y: cy - gap - height),
                    CGPoint(x: cx + halfWidth, y: cy - gap),
                ]),
                .polyline([
                    CGPoint(x: cx - halfWidth, y: cy + gap), CGPoint(x: cx, y: cy + gap + height),
                    CGPoint(x: cx + halfWidth, y: cy + gap),
                ]),
            ], color: color, lineWidth: line, glyph: "⌃")
    }

    static func mirror(_ part: RenderShape.Part, width: CGFloat) -> RenderShape.Part {
        switch part {
        case .polyline(let points): .polyline(points.map { CGPoint(x: width - $0.x, y: $0.y) })
        case .circle(let center, let radius): .circle(center: CGPoint(x: width - center.x, y: center.y), radius: radius)
        }
    }
}
