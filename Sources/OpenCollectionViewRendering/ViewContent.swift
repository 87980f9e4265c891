import CollectionRendering
import Foundation
import OpenCollectionView
import ListCellLayout
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
            describe(accessory, into: &node)
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

    /// A list cell's system accessory: its symbol's strokes (``AccessoryShapes``), or a label or pop-up menu
    /// accessory's text in its font (a pop-up's chevrons after it).
    static func describe(_ accessory: CellAccessoryView, into node: inout RenderNode) {
        let color = RenderNode.color(of: accessory.glyphColor, in: accessory)
        guard let string = accessory.text else {
            if let shape = AccessoryShapes.shape(of: accessory, color: color) {
                node.content = .shape(shape)
            } else if let name = accessory.symbolName {
                node.content = .glyph(AccessoryGlyphs.glyph(forSymbol: name) ?? name, color: color)
            }
            return
        }
        let size = accessory.bounds.size
        let isPopUp = accessory.accessoryType == .popUpMenu
        let chevron = isPopUp ? min(ListCellMetrics.popUpMenuChevronWidth, size.width) : 0
        let textWidth = max(size.width - (isPopUp ? chevron + ListCellMetrics.popUpMenuChevronSpacing : 0), 0)
        let rightToLeft = isRightToLeft(accessory)
        let textFrame = CGRect(x: rightToLeft ? size.width - textWidth : 0, y: 0, width: textWidth, height: size.height)
        let font = accessory.font?.layoutFont ?? UIFont.preferredFont(forTextStyle: .body).layoutFont
        if let text = TextRendering.text(
            string, font: font, size: textFrame.size, numberOfLines: 1, lineBreakMode: .truncateTail,
            alignment: rightToLeft ? .left : .right, color: color, scale: scale(of: accessory))
        {
            node.children.append(RenderNode(frame: textFrame, content: .text(text)))
        }
        guard isPopUp, chevron > 0 else { return }
        let chevronFrame = CGRect(x: rightToLeft ? 0 : size.width - chevron, y: 0, width: chevron, height: size.height)
        node.children.append(
            RenderNode(frame: chevronFrame, content: .shape(AccessoryShapes.popUpChevrons(size: chevronFrame.size, color: color))))
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
        if let encoded = image.encoded {
            // A list content view fits its image; an image view places it as its content mode says.
            let mode = (view as? UIImageView).map { contentMode($0.contentMode) } ?? .scaleAspectFit
            return .image(
                RenderImage(data: encoded.data, mimeType: encoded.header.format.mimeType, size: image.size, contentMode: mode))
        }
        guard let name = image.symbolName else { return .symbol(name: "image", tint: RenderColor.systemGray) }
        if let glyph = AccessoryGlyphs.glyph(forSymbol: name) { return .glyph(glyph, color: color) }
        return .symbol(name: name, tint: color, weight: symbolWeight(image.symbolConfiguration?.weight))
    }

    /// A view's content mode as the renderer's (`redraw` stretches, as `scaleToFill` does).
    static func contentMode(_ mode: UIView.ContentMode) -> RenderImage.ContentMode {
        switch mode {
        case .scaleToFill, .redraw: .scaleToFill
        case .scaleAspectFit: .scaleAspectFit
        case .scaleAspectFill: .scaleAspectFill
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        }
    }

    /// A symbol weight as a CSS font weight (ultra light 100 … black 900; unspecified is regular, 400).
    static func symbolWeight(_ weight: UIImage.SymbolWeight?) -> CGFloat {
        guard let weight, weight != .unspecified else { return 400 }
        return CGFloat(weight.rawValue * 100)
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
