import Foundation

/// How a system accessory looks (semantics LC10): the SF Symbol UIKit draws it with, the glyph's colour and the
/// circle filled behind it. Only data: a renderer draws it from the accessory's view (``CellAccessoryView``).
struct AccessoryAppearance: Equatable {
    /// The symbol; `nil` for a label accessory, which shows text.
    var symbolName: String?
    /// The glyph's (or the label's text's) colour.
    var glyphColor: UIColor
    /// The fill of a circular control behind the glyph (delete, insert, a selected multiselect circle).
    var fillColor: UIColor?
}

extension UICellAccessory {
    /// The accessory's appearance for a cell that is (or is not) expanded and selected, `tint` being the cell's
    /// tint colour; `nil` for a custom view, which draws itself.
    func appearance(isExpanded: Bool, isSelected: Bool, tint: UIColor) -> AccessoryAppearance? {
        let tintOption = commonOptions.tintColor
        switch kind {
        case .disclosureIndicator:
            return AccessoryAppearance(symbolName: "chevron.forward", glyphColor: tintOption ?? .tertiaryLabel)
        case .outlineDisclosure:
            return AccessoryAppearance(
                symbolName: isExpanded ? "chevron.down" : "chevron.forward", glyphColor: tintOption ?? tint)
        case .checkmark:
            return AccessoryAppearance(symbolName: "checkmark", glyphColor: tintOption ?? tint)
        case .delete(let options, _):
            return AccessoryAppearance(
                symbolName: "minus", glyphColor: tintOption ?? .white, fillColor: options.backgroundColor ?? .systemRed)
        case .insert(let options, _):
            return AccessoryAppearance(
                symbolName: "plus", glyphColor: tintOption ?? .white, fillColor: options.backgroundColor ?? .systemGreen)
        case .reorder:
            return AccessoryAppearance(symbolName: "line.3.horizontal", glyphColor: tintOption ?? .tertiaryLabel)
        case .multiselect(let options):
            guard isSelected else { return AccessoryAppearance(symbolName: "circle", glyphColor: .tertiaryLabel) }
            return AccessoryAppearance(
                symbolName: "checkmark", glyphColor: tintOption ?? .white, fillColor: options.backgroundColor ?? tint)
        case .detail:
            return AccessoryAppearance(symbolName: "info.circle", glyphColor: tintOption ?? tint)
        case .label:
            return AccessoryAppearance(symbolName: nil, glyphColor: tintOption ?? .secondaryLabel)
        case .popUpMenu:
            return AccessoryAppearance(symbolName: "chevron.up.chevron.down", glyphColor: tintOption ?? .secondaryLabel)
        case .customView:
            return nil
        }
    }

    /// The text a label accessory (its font, body by default) or a pop-up menu (its selected title, body) shows;
    /// `nil` for other kinds.
    @MainActor var labelText: (text: String, font: UIFont)? {
        switch kind {
        case .label(let text, let options): (text, options.font ?? UIFont.preferredFont(forTextStyle: .body))
        case .popUpMenu(let menu, _, _): (menu.shownTitle, UIFont.preferredFont(forTextStyle: .body))
        default: nil
        }
    }
}
