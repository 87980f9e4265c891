import CollectionRendering
import Foundation
import OpenCollectionView

extension RenderNode {
    /// A view tree as nodes, drawn as UIKit draws it: each view's layer (background colour, corner radius, border),
    /// its alpha and clipping, what it shows (a label's text as the text model breaks it, an image view's symbol, a
    /// list content view's image and texts, a list accessory's glyph, a switch), a cell's background configuration,
    /// then its visible subviews. Hidden views are left out. `nil` when nothing in the tree draws, so that the
    /// renderer draws a placeholder instead of an invisible cell.
    @MainActor
    public init?(drawing view: UIView) {
        guard let node = Self.node(of: view, origin: .zero), node.drawsSomething else { return nil }
        self = node
    }

    /// `view` as a node whose frame is relative to `origin` (the element's origin for the root).
    @MainActor
    static func node(of view: UIView, origin: CGPoint) -> RenderNode? {
        guard !view.isHidden else { return nil }
        let layer = view.layer
        var node = RenderNode(
            frame: CGRect(origin: origin, size: view.frame.size),
            backgroundColor: view.backgroundColor.map { color(of: $0, in: view) },
            cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth,
            borderColor: layer.borderColor.flatMap(color(of:)), alpha: view.alpha, clipsToBounds: view.clipsToBounds)
        ViewContent.describe(view, into: &node)
        let subviews = view.subviews.compactMap { Self.node(of: $0, origin: $0.frame.origin) }
        node.children = ViewContent.underlay(of: view) + node.children + subviews + ViewContent.overlay(of: view)
        return node
    }

    /// Whether the node or a descendant has a visible colour, border or content.
    var drawsSomething: Bool {
        (backgroundColor.map { $0.alpha > 0 } ?? false) || (borderWidth > 0 && borderColor != nil) || content != nil
            || children.contains { $0.drawsSomething }
    }

    /// A colour resolved for `view`'s traits (dynamic colours take their light or dark value).
    @MainActor
    static func color(of color: UIColor, in view: UIView? = nil) -> RenderColor {
        let resolved = view.map { color.resolvedColor(with: $0.traitCollection) } ?? color
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = resolved.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
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
