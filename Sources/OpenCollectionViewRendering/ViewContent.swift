import CollectionRendering
import Foundation
import OpenCollectionView
import TextLayout

/// What each kind of view draws besides its layer, as nodes. Views are recognised by type, so any view tree (a
/// custom cell's labels and image views, a list cell's content view and accessories) draws without knowing the cell.
@MainActor
enum ViewContent {
    /// Sets what `view` itself shows: a label's text, an image view's symbol, a switch's track and thumb, an
    /// activity indicator's spinner.
    static func describe(_ view: UIView, into node: inout RenderNode) {
        switch view {
        case let accessory as CellAccessoryView:
            // A list cell's system accessory: its glyph, or a label accessory's text.
            let color = RenderNode.color(of: accessory.glyphColor, in: accessory)
            if let text = accessory.text {
                node.content = .glyph(text, color: color)
            } else if let name = accessory.symbolName {
                node.content = .glyph(AccessoryGlyphs.glyph(forSymbol: name) ?? name, color: color)
            }
        case let label as UILabel:
            node.content = text(of: label).map { .text($0) }
        case let imageView as UIImageView:
            node.content = image(imageView.displayedImage, tint: imageView.tintColor, in: imageView)
        case let toggle as UISwitch:
            drawSwitch(toggle, into: &node)
        case let indicator as UIActivityIndicatorView where indicator.isAnimating:
            node.content = .glyph("✻", color: RenderNode.color(of: indicator.color ?? .systemGray, in: indicator))
        default:
            break
        }
    }

    /// Nodes drawn under the subviews: a cell's background configuration.
    static func underlay(of view: UIView) -> [RenderNode] {
        guard let cell = view as? UICollectionViewCell else { return [] }
        // A list cell without a configuration of its own shows its default one, as UIKit's list cells do.
        let listDefault = (cell as? UICollectionViewListCell)?.defaultBackgroundConfiguration().updated(for: cell.configurationState)
        guard let background = cell.backgroundConfiguration ?? listDefault else { return [] }
        return [CellBackground.node(background, of: cell)].compactMap { $0 }
    }

    /// Nodes drawn over the subviews: a list content view's image and texts; a cell's SwiftUI content.
    static func overlay(of view: UIView) -> [RenderNode] {
        if let cell = view as? UICollectionViewCell { return HostedContent.nodes(of: cell) }
        guard let content = view as? UIListContentView else { return [] }
        return listContent(content)
    }

    // MARK: Labels

    static func text(of label: UILabel) -> RenderText? {
        guard let string = label.text else { return nil }
        let color = label.isHighlighted ? (label.highlightedTextColor ?? label.textColor!) : label.textColor!
        var resolved = RenderNode.color(of: color, in: label)
        if !label.isEnabled { resolved = resolved.withAlpha(resolved.alpha * 0.5) }
        return TextRendering.text(
            string, font: label.displayedFont(width: label.bounds.width), size: label.bounds.size,
            numberOfLines: label.numberOfLines,
            lineBreakMode: LineBreakMode(label.lineBreakMode),
            alignment: TextRendering.alignment(label.textAlignment, rightToLeft: isRightToLeft(label)), color: resolved,
            scale: scale(of: label))
    }

    // MARK: Images

    /// A symbol as its name in a rounded box, or as its glyph when it is one of the list accessories' symbols;
    /// another image as a box named `image`.
    static func image(_ image: UIImage?, tint: UIColor?, in view: UIView) -> RenderNode.Content? {
        guard let image else { return nil }
        let color = RenderNode.color(of: image.tintColor ?? tint ?? .systemBlue, in: view)
        guard let name = image.symbolName else { return .symbol(name: "image", tint: RenderColor.systemGray) }
        if let glyph = AccessoryGlyphs.glyph(forSymbol: name) { return .glyph(glyph, color: color) }
        return .symbol(name: name, tint: color)
    }

    // MARK: List content

    static func listContent(_ view: UIListContentView) -> [RenderNode] {
        let configuration = view.listConfiguration
        var nodes: [RenderNode] = []
        if let frame = view.imageLayoutFrame, let image = configuration.image {
            let tint = configuration.imageProperties.resolvedTintColor(for: view.tintColor)
            nodes.append(
                RenderNode(
                    frame: frame, cornerRadius: configuration.imageProperties.cornerRadius,
                    content: Self.image(image, tint: tint, in: view)))
        }
        let texts = [
            (configuration.displayedText, view.textLayoutFrame, configuration.textProperties),
            (configuration.displayedSecondaryText, view.secondaryTextLayoutFrame, configuration.secondaryTextProperties),
        ]
        for case let (string?, frame?, properties) in texts {
            let alignment: NSTextAlignment = properties.alignment == .center ? .center : .natural
            let font = ListText.displayedFont(of: string, properties: properties, width: frame.width, scale: scale(of: view))
            guard
                let text = TextRendering.text(
                    string, font: font, size: frame.size, numberOfLines: properties.numberOfLines,
                    lineBreakMode: LineBreakMode(properties.lineBreakMode),
                    alignment: TextRendering.alignment(alignment, rightToLeft: isRightToLeft(view)),
                    color: RenderNode.color(of: properties.resolvedColor(), in: view), scale: scale(of: view))
            else { continue }
            nodes.append(RenderNode(frame: frame, content: .text(text)))
        }
        return nodes
    }

    // MARK: Controls

    /// A switch: a capsule track (the on tint, else light grey) and a white thumb at the on or off end.
    static func drawSwitch(_ toggle: UISwitch, into node: inout RenderNode) {
        let size = toggle.bounds.size
        let track = toggle.isOn ? (toggle.onTintColor ?? .systemGreen) : .systemGray5
        node.backgroundColor = RenderNode.color(of: track, in: toggle)
        node.cornerRadius = size.height / 2
        let side = max(size.height - 4, 0)
        let x = toggle.isOn != isRightToLeft(toggle) ? size.width - 2 - side : 2
        node.children.append(
            RenderNode(
                frame: CGRect(x: x, y: 2, width: side, height: side),
                backgroundColor: RenderNode.color(of: toggle.thumbTintColor ?? .white, in: toggle), cornerRadius: side / 2,
                borderWidth: 0.5, borderColor: .separator))
    }

    // MARK: Traits

    static func isRightToLeft(_ view: UIView) -> Bool { view.effectiveUserInterfaceLayoutDirection == .rightToLeft }

    static func scale(of view: UIView) -> CGFloat {
        view.traitCollection.displayScale > 0 ? view.traitCollection.displayScale : 3
    }
}
