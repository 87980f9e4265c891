import CollectionRendering
import Foundation
import OpenCollectionView
import TextLayout

/// What a cell with a `UIHostingConfiguration` draws: the placed elements of its SwiftUI content (DeclarativeUI's
/// `ViewLayout`) as nodes: text lines as the text model placed them, symbols as symbols are drawn elsewhere, shapes
/// as filled or stroked boxes with the shape's corner radius.
@MainActor
enum HostedContent {
    /// The nodes of `cell`'s hosted content, in the cell's coordinates; none for other cells.
    static func nodes(of cell: UICollectionViewCell) -> [RenderNode] {
        guard let layout = cell.hostedContentLayout, let origin = cell.hostedContentFrame?.origin else { return [] }
        return layout.elements.map { node($0, offset: origin) }
    }

    static func node(_ element: PlacedElement, offset: CGPoint) -> RenderNode {
        var frame = element.frame.offsetBy(dx: offset.x, dy: offset.y)
        var node = RenderNode(frame: frame, alpha: CGFloat(element.opacity))
        switch element.content {
        case .text(let text):
            node.content = .text(RenderText(
                lines: text.displayedLines, fontSize: text.font.pointSize, lineHeight: text.font.lineHeight,
                isBold: text.font.weight.value >= FontWeight.semibold.value, color: renderColor(text.color),
                alignment: alignment(text.alignment), baselines: text.lines.map(\.baseline),
                lineWidths: text.lines.map(\.rect.width)))
        case .image(let image):
            let tint = renderColor(image.color ?? .gray)
            node.content =
                image.isSymbol
                ? AccessoryGlyphs.glyph(forSymbol: image.name).map { .glyph($0, color: tint) } ?? .symbol(name: image.name, tint: tint)
                : .symbol(name: "image", tint: RenderColor.systemGray)
        case .shape(let shape):
            if shape.kind == .circle {
                // A circle is as wide as the frame's shorter side, centred.
                let side = min(frame.width, frame.height)
                frame = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
                node.frame = frame
            }
            node.cornerRadius = cornerRadius(shape.kind, frame.size)
            if let lineWidth = shape.lineWidth {
                node.borderWidth = lineWidth
                node.borderColor = renderColor(shape.color)
            } else {
                node.backgroundColor = renderColor(shape.color)
            }
        }
        return node
    }

    static func cornerRadius(_ kind: ShapeKind, _ size: CGSize) -> CGFloat {
        switch kind {
        case .rectangle: 0
        case .roundedRectangle(let radius): min(radius, min(size.width, size.height) / 2)
        case .capsule, .circle: min(size.width, size.height) / 2
        }
    }

    static func renderColor(_ color: Color) -> RenderColor {
        RenderColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }

    static func alignment(_ alignment: TextAlignment) -> RenderText.Alignment {
        switch alignment {
        case .leading: .left
        case .center: .center
        case .trailing: .right
        }
    }
}
