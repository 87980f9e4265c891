import CollectionRendering
import Foundation
import OpenCollectionView

/// List accessories as their glyphs: `›` disclosure, `✓` checkmark, `≡` reorder, `⊖` delete, ….
@MainActor
enum AccessoryGlyphs {
    /// The glyph of an SF Symbol that list accessories use; `nil` for other symbols (drawn by name).
    static func glyph(forSymbol name: String) -> String? {
        switch name {
        case "chevron.right", "chevron.forward": "›"
        case "chevron.left", "chevron.backward": "‹"
        case "chevron.down": "⌄"
        case "checkmark": "✓"
        case "checkmark.circle.fill": "◉"
        case "circle": "○"
        case "line.3.horizontal", "line.horizontal.3": "≡"
        case "minus.circle.fill": "⊖"
        case "plus.circle.fill": "⊕"
        case "info.circle": "ⓘ"
        default: nil
        }
    }

    /// Glyphs for the system accessories a list cell shows at its accessory frames, except where a subview of the
    /// cell already sits at that frame (an accessory that is a view of its own draws as that view).
    static func nodes(of cell: UICollectionViewListCell, subviews: [RenderNode]) -> [RenderNode] {
        var nodes: [RenderNode] = []
        var seen: [UICellAccessory.AccessoryType] = []
        for type in cell.displayedAccessoryTypes where !seen.contains(type) {
            seen.append(type)
            guard let frame = cell.accessoryFrame(type), !subviews.contains(where: { $0.frame == frame }),
                let (glyph, color) = glyph(for: type, in: cell)
            else { continue }
            nodes.append(RenderNode(frame: frame, content: .glyph(glyph, color: RenderNode.color(of: color, in: cell))))
        }
        return nodes
    }

    /// The glyph and colour of a system accessory; `nil` for label and custom-view accessories (views of their own).
    static func glyph(for type: UICellAccessory.AccessoryType, in cell: UICollectionViewListCell) -> (String, UIColor)? {
        let tint = cell.tintColor ?? .systemBlue
        switch type {
        case .disclosureIndicator: return ("›", .tertiaryLabel)
        case .outlineDisclosure: return (cell.configurationState.isExpanded ? "⌄" : "›", tint)
        case .checkmark: return ("✓", tint)
        case .delete: return ("⊖", .systemRed)
        case .insert: return ("⊕", .systemGreen)
        case .reorder: return ("≡", .systemGray)
        case .multiselect: return cell.isSelected ? ("◉", tint) : ("○", .systemGray)
        case .detail: return ("ⓘ", tint)
        case .label, .customView: return nil
        }
    }
}
