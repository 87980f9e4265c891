import Foundation
import ListCellLayout

// The list content styles and their metrics are ListCellLayout's (`ListContentStyle.metrics`, LC4); the view system
// only translates the table's fonts, colours and transforms into its own types here (its
// margins are the layer-0 insets UIKit's `NSDirectionalEdgeInsets` names).

extension UIFont {
    /// The font a list style names: its text style's preferred font (at the default size category), bold when the
    /// style says so.
    static func listFont(_ font: ListFont) -> UIFont {
        let preferred = preferredFont(forTextStyle: TextStyle(font.textStyle))
        return font.isBold ? preferred.withWeight(.bold) : preferred
    }
}

extension UIFont.TextStyle {
    /// UIKit's text style of a list style's text style.
    init(_ style: ListTextStyle) {
        switch style {
        case .title2: self = .title2
        case .title3: self = .title3
        case .headline: self = .headline
        case .body: self = .body
        case .subheadline: self = .subheadline
        case .footnote: self = .footnote
        case .caption1: self = .caption1
        }
    }
}

extension UIColor {
    /// The system colour of a list style's text colour role.
    static func listTextColor(_ color: ListTextColor) -> UIColor {
        switch color {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        }
    }
}

extension UIListContentConfiguration.TextProperties.TextTransform {
    /// UIKit's transform of a list style's transform.
    init(_ transform: ListTextTransform) {
        switch transform {
        case .none: self = .none
        case .uppercase: self = .uppercase
        case .lowercase: self = .lowercase
        case .capitalized: self = .capitalized
        }
    }

    /// The layout layer's transform, which owns the rule.
    var listTextTransform: ListTextTransform {
        switch self {
        case .none: .none
        case .uppercase: .uppercase
        case .lowercase: .lowercase
        case .capitalized: .capitalized
        }
    }
}
