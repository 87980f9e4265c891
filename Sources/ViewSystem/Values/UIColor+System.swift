import Foundation

// System and semantic colours: iOS 17 light and dark values (sRGB, 0–255, alpha 0–1), resolved by the
// trait collection's `userInterfaceStyle` (semantics V6).
extension UIColor {
    /// `systemBlue`: light (0, 122, 255, 1), dark (10, 132, 255, 1).
    public static var systemBlue: UIColor { UIColor(named: "systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1)) }
    /// `systemRed`: light (255, 59, 48, 1), dark (255, 69, 58, 1).
    public static var systemRed: UIColor { UIColor(named: "systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1)) }
    /// `systemGreen`: light (52, 199, 89, 1), dark (48, 209, 88, 1).
    public static var systemGreen: UIColor { UIColor(named: "systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1)) }
    /// `systemOrange`: light (255, 149, 0, 1), dark (255, 159, 10, 1).
    public static var systemOrange: UIColor { UIColor(named: "systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1)) }
    /// `systemYellow`: light (255, 204, 0, 1), dark (255, 214, 10, 1).
    public static var systemYellow: UIColor { UIColor(named: "systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1)) }
    /// `systemPink`: light (255, 45, 85, 1), dark (255, 55, 95, 1).
    public static var systemPink: UIColor { UIColor(named: "systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1)) }
    /// `systemPurple`: light (175, 82, 222, 1), dark (191, 90, 242, 1).
    public static var systemPurple: UIColor { UIColor(named: "systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1)) }
    /// `systemTeal`: light (48, 176, 199, 1), dark (64, 200, 224, 1).
    public static var systemTeal: UIColor { UIColor(named: "systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1)) }
    /// `systemIndigo`: light (88, 86, 214, 1), dark (94, 92, 230, 1).
    public static var systemIndigo: UIColor { UIColor(named: "systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1)) }
    /// `systemMint`: light (0, 199, 190, 1), dark (99, 230, 226, 1).
    public static var systemMint: UIColor { UIColor(named: "systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1)) }
    /// `systemCyan`: light (50, 173, 230, 1), dark (100, 210, 255, 1).
    public static var systemCyan: UIColor { UIColor(named: "systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1)) }
    /// `systemBrown`: light (162, 132, 94, 1), dark (172, 142, 104, 1).
    public static var systemBrown: UIColor { UIColor(named: "systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1)) }
    /// `systemGray`: light (142, 142, 147, 1), dark (142, 142, 147, 1).
    public static var systemGray: UIColor { UIColor(named: "systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1)) }
    /// `systemGray2`: light (174, 174, 178, 1), dark (99, 99, 102, 1).
    public static var systemGray2: UIColor { UIColor(named: "systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    /// `systemGray3`: light (199, 199, 204, 1), dark (72, 72, 74, 1).
    public static var systemGray3: UIColor { UIColor(named: "systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    /// `systemGray4`: light (209, 209, 214, 1), dark (58, 58, 60, 1).
    public static var systemGray4: UIColor { UIColor(named: "systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    /// `systemGray5`: light (229, 229, 234, 1), dark (44, 44, 46, 1).
    public static var systemGray5: UIColor { UIColor(named: "systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    /// `systemGray6`: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public static var systemGray6: UIColor { UIColor(named: "systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// `label`: light (0, 0, 0, 1), dark (255, 255, 255, 1).
    public static var label: UIColor { UIColor(named: "label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    /// `secondaryLabel`: light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
    public static var secondaryLabel: UIColor { UIColor(named: "secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    /// `tertiaryLabel`: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public static var tertiaryLabel: UIColor { UIColor(named: "tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// `quaternaryLabel`: light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
    public static var quaternaryLabel: UIColor { UIColor(named: "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    /// `placeholderText`: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public static var placeholderText: UIColor { UIColor(named: "placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// `link`: light (0, 122, 255, 1), dark (9, 132, 255, 1).
    public static var link: UIColor { UIColor(named: "link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1)) }
    /// `separator`: light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
    public static var separator: UIColor { UIColor(named: "separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    /// `opaqueSeparator`: light (198, 198, 200, 1), dark (56, 56, 58, 1).
    public static var opaqueSeparator: UIColor { UIColor(named: "opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    /// `systemBackground`: light (255, 255, 255, 1), dark (0, 0, 0, 1).
    public static var systemBackground: UIColor { UIColor(named: "systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1)) }
    /// `secondarySystemBackground`: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public static var secondarySystemBackground: UIColor { UIColor(named: "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// `tertiarySystemBackground`: light (255, 255, 255, 1), dark (44, 44, 46, 1).
    public static var tertiarySystemBackground: UIColor { UIColor(named: "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1)) }
    /// `systemGroupedBackground`: light (242, 242, 247, 1), dark (0, 0, 0, 1).
    public static var systemGroupedBackground: UIColor { UIColor(named: "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1)) }
    /// `secondarySystemGroupedBackground`: light (255, 255, 255, 1), dark (28, 28, 30, 1).
    public static var secondarySystemGroupedBackground: UIColor { UIColor(named: "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1)) }
    /// `tertiarySystemGroupedBackground`: light (242, 242, 247, 1), dark (44, 44, 46, 1).
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(named: "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1)) }
    /// `systemFill`: light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
    public static var systemFill: UIColor { UIColor(named: "systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
    /// `secondarySystemFill`: light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
    public static var secondarySystemFill: UIColor { UIColor(named: "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)) }
    /// `tertiarySystemFill`: light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
    public static var tertiarySystemFill: UIColor { UIColor(named: "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)) }
    /// `quaternarySystemFill`: light (116, 116, 128, 0.08), dark (118, 118, 128, 0.18).
    public static var quaternarySystemFill: UIColor { UIColor(named: "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18)) }
    /// `darkText`: a fixed colour (white: 0, alpha: 1), for text on light backgrounds whatever the appearance.
    public static var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// `lightText`: a fixed colour (white: 1, alpha: 0.6), for text on dark backgrounds whatever the appearance.
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// `black`: a fixed colour (white: 0, alpha: 1).
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// `white`: a fixed colour (white: 1, alpha: 1).
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// `gray`: a fixed colour (white: 0.5, alpha: 1).
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// `lightGray`: a fixed colour (white: 2.0 / 3.0, alpha: 1).
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// `darkGray`: a fixed colour (white: 1.0 / 3.0, alpha: 1).
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// `clear`: a fixed colour (white: 0, alpha: 0).
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// `red`: a fixed colour (red: 1, green: 0, blue: 0, alpha: 1).
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// `green`: a fixed colour (red: 0, green: 1, blue: 0, alpha: 1).
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// `blue`: a fixed colour (red: 0, green: 0, blue: 1, alpha: 1).
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// `cyan`: a fixed colour (red: 0, green: 1, blue: 1, alpha: 1).
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// `yellow`: a fixed colour (red: 1, green: 1, blue: 0, alpha: 1).
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// `magenta`: a fixed colour (red: 1, green: 0, blue: 1, alpha: 1).
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// `orange`: a fixed colour (red: 1, green: 0.5, blue: 0, alpha: 1).
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// `purple`: a fixed colour (red: 0.5, green: 0, blue: 0.5, alpha: 1).
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// `brown`: a fixed colour (red: 0.6, green: 0.4, blue: 0.2, alpha: 1).
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// The tint colour as a colour value: the system blue here (views resolve their own ``UIView/tintColor``).
    public static var tintColor: UIColor { .systemBlue }
}
