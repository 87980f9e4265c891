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

    /// `view` as a node whose frame is relative to `origin` (the element's origin for the root, whose transform
    /// is the element's). `nil` for a view that cannot show: hidden, or fully transparent (semantics RD18).
    @MainActor
    static func node(of view: UIView, origin: CGPoint, isRoot: Bool = true) -> RenderNode? {
        guard !view.isHidden, view.alpha > 0 else { return nil }
        let layer = view.layer
        let size = view.bounds.size
        // The untransformed frame around the centre (`frame` is the transformed box's, semantics CL14).
        let frame = isRoot
            ? CGRect(origin: origin, size: size)
            : CGRect(x: view.center.x - size.width / 2 - origin.x, y: view.center.y - size.height / 2 - origin.y, width: size.width, height: size.height)
        var node = RenderNode(
            frame: frame, backgroundColor: backgroundColor(of: view), cornerRadius: layer.cornerRadius,
            roundedCorners: corners(layer.maskedCorners), borderWidth: layer.borderWidth,
            borderColor: layer.borderColor.flatMap(color(of:)), alpha: view.alpha, clipsToBounds: view.clipsToBounds)
        node.cornerCurve = layer.cornerCurve == .continuous ? .continuous : .circular
        node.shadow = shadow(of: layer)
        if !isRoot { node.transform = view.transform }
        ViewContent.describe(view, into: &node)
        let bounds = view.bounds
        // Subviews entirely outside a clipping view's bounds cannot show.
        let subviews = view.subviews.compactMap { subview -> RenderNode? in
            guard !view.clipsToBounds || subview.frame.intersects(bounds) else { return nil }
            return Self.node(of: subview, origin: bounds.origin, isRoot: false)
        }
        node.children = ViewContent.underlay(of: view) + node.children + subviews + ViewContent.overlay(of: view)
        return node
    }

    /// The view's background: its colour resolved for its traits, else a colour set on its layer directly.
    @MainActor
    static func backgroundColor(of view: UIView) -> RenderColor? {
        if let color = view.backgroundColor { return Self.color(of: color, in: view) }
        return view.layer.backgroundColor.flatMap(color(of:))
    }

    /// Core Animation's corner mask in physical corners (it is not mirrored right to left).
    static func corners(_ mask: CACornerMask) -> RenderCorners {
        var corners = RenderCorners()
        if mask.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if mask.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if mask.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if mask.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return corners
    }

    /// The layer's shadow: `nil` when its opacity or colour is clear.
    @MainActor
    static func shadow(of layer: CALayer) -> RenderShadow? {
        guard layer.shadowOpacity > 0, let base = layer.shadowColor.flatMap(color(of:)) else { return nil }
        let color = base.withAlpha(base.alpha * Double(min(layer.shadowOpacity, 1)))
        guard color.alpha > 0 else { return nil }
        let path = layer.shadowPath.map { path -> RenderShadow.Path in
            switch path.shape {
            case .rect: .rect(path.boundingBox, cornerRadius: 0)
            case .roundedRect(let width, let height): .rect(path.boundingBox, cornerRadius: min(width, height))
            case .ellipse: .ellipse(path.boundingBox)
            }
        }
        return RenderShadow(color: color, offset: layer.shadowOffset, radius: layer.shadowRadius, path: path)
    }

    /// Whether the node or a descendant has a visible colour, border or content.
    var drawsSomething: Bool {
        (backgroundColor.map { $0.alpha > 0 } ?? false) || shadow != nil || (borderWidth > 0 && borderColor != nil) || content != nil
            || children.contains { $0.drawsSomething }
    }

    /// A colour resolved for `view`'s traits (dynamic colours take their light or dark value), or as given when
    /// there is no view (a dynamic colour then resolves for the current traits).
    @MainActor
    public static func color(of color: UIColor, in view: UIView? = nil) -> RenderColor {
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
