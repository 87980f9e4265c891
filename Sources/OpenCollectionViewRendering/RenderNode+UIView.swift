import CollectionRendering
import Foundation
import OpenCollectionView

extension RenderNode {
    /// A view tree as nodes: each view's frame, its layer's background colour, corner radius and border, its alpha
    /// and clipping, and its visible subviews. `nil` when nothing in the tree draws (no colour, border or content),
    /// so that the renderer draws a placeholder instead of an invisible cell.
    @MainActor
    public init?(drawing view: UIView) {
        guard let node = Self.node(of: view, origin: .zero), node.drawsSomething else { return nil }
        self = node
    }

    /// `view` as a node whose frame is relative to `origin` (the element's origin for the root).
    @MainActor
    static func node(of view: UIView, origin: CGPoint) -> RenderNode? {
        guard !view.isHidden else { return nil }
        let frame = CGRect(origin: origin, size: view.frame.size)
        let layer = view.layer
        return RenderNode(
            frame: frame, backgroundColor: view.backgroundColor.map(color(of:)),
            cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
            borderColor: layer.borderColor.flatMap(color(of:)), alpha: view.alpha, clipsToBounds: view.clipsToBounds,
            content: content(of: view), children: view.subviews.compactMap { node(of: $0, origin: $0.frame.origin) })
    }

    /// What a view shows inside its box: a list cell's system accessory is its glyph (or a label accessory's text).
    @MainActor
    static func content(of view: UIView) -> Content? {
        guard let accessory = view as? CellAccessoryView else { return nil }
        let color = color(of: accessory.glyphColor)
        if let text = accessory.text { return .glyph(text, color: color) }
        return accessory.symbolName.map { .glyph(glyph(forSymbol: $0), color: color) }
    }

    /// The character a renderer without symbols draws for an accessory's SF Symbol.
    static func glyph(forSymbol name: String) -> String {
        switch name {
        case "chevron.forward": "›"
        case "chevron.down": "⌄"
        case "checkmark": "✓"
        case "minus": "−"
        case "plus": "+"
        case "line.3.horizontal": "≡"
        case "circle": "○"
        case "info.circle": "ⓘ"
        default: name
        }
    }

    /// Whether the node or a descendant has a visible colour, border or content.
    var drawsSomething: Bool {
        (backgroundColor.map { $0.alpha > 0 } ?? false) || (borderWidth > 0 && borderColor != nil) || content != nil
            || children.contains { $0.drawsSomething }
    }

    @MainActor
    static func color(of color: UIColor) -> RenderColor {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return RenderColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }

    static func color(of color: CGColor) -> RenderColor? {
        guard let components = color.components, !components.isEmpty else { return nil }
        if components.count >= 4 {
            return RenderColor(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                alpha: Double(components[3]))
        }
        let white = Double(components[0])
        return RenderColor(red: white, green: white, blue: white, alpha: Double(components.count > 1 ? components[1] : 1))
    }
}
