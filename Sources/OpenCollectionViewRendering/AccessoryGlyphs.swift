import Foundation

/// List accessories' SF Symbols as the characters a renderer without symbols draws: `›` disclosure, `✓`
/// checkmark, `≡` reorder, `−` delete (on its red circle), ….
enum AccessoryGlyphs {
    /// The glyph of an SF Symbol that list accessories use; `nil` for other symbols (drawn by name).
    static func glyph(forSymbol name: String) -> String? {
        switch name {
        case "chevron.right", "chevron.forward": "›"
        case "chevron.left", "chevron.backward": "‹"
        case "chevron.down": "⌄"
        case "minus": "−"
        case "plus": "+"
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
}
