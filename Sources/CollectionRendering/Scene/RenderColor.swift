import Foundation

/// An sRGB colour with opacity, components 0 to 1: what a renderer needs of a `UIColor` or a spec's colour.
public struct RenderColor: Sendable, Hashable, Codable {
    /// The red component, 0 to 1.
    public var red: Double
    /// The green component, 0 to 1.
    public var green: Double
    /// The blue component, 0 to 1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// Creates a colour; components outside 0…1 (or NaN) are clamped so that output stays valid.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// Creates a colour from `#rgb`, `#rrggbb` or `#rrggbbaa` (the `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        // Read as bytes: a spec of a million coloured cells checks a million colours.
        var digits: UInt32 = 0
        var count = 0
        for (offset, byte) in hex.utf8.enumerated() {
            if offset == 0, byte == UInt8(ascii: "#") { continue }
            guard count < 8, let digit = Self.hexDigit(byte) else { return nil }
            digits = digits << 4 | digit
            count += 1
        }
        let rgba: UInt32
        switch count {
        case 3:
            // #rgb is #rrggbb: each digit doubled (× 17), opaque.
            let (red, green, blue) = (digits >> 8 & 0xF, digits >> 4 & 0xF, digits & 0xF)
            rgba = (red * 17) << 24 | (green * 17) << 16 | (blue * 17) << 8 | 0xFF
        case 6: rgba = digits << 8 | 0xFF
        case 8: rgba = digits
        default: return nil
        }
        self.init(
            red: Double((rgba >> 24) & 0xFF) / 255, green: Double((rgba >> 16) & 0xFF) / 255,
            blue: Double((rgba >> 8) & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The colour's 8-bit channels.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue))
    }

    /// `#rrggbb`, without the opacity (SVG writes opacity separately).
    public var hexRGB: String {
        let (r, g, b) = bytes
        return "#" + [r, g, b].map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// This colour with another opacity.
    public func withAlpha(_ alpha: Double) -> RenderColor {
        RenderColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// This colour composited over an opaque `background` (for outputs without opacity, such as a terminal).
    public func over(_ background: RenderColor) -> RenderColor {
        RenderColor(
            red: red * alpha + background.red * (1 - alpha), green: green * alpha + background.green * (1 - alpha),
            blue: blue * alpha + background.blue * (1 - alpha), alpha: 1)
    }

    private static func clamped(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
    private static func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
}

extension RenderColor {
    /// White.
    public static let white = RenderColor(red: 1, green: 1, blue: 1)
    /// Black.
    public static let black = RenderColor(red: 0, green: 0, blue: 0)
    /// iOS's light-mode `systemBlue` (0, 122, 255), the tint of selection and focus.
    public static let systemBlue = RenderColor(hex: "#007AFF")!
    /// iOS's light-mode `systemGray` (142, 142, 147).
    public static let systemGray = RenderColor(hex: "#8E8E93")!
    /// iOS's light-mode `systemGray5` (229, 229, 234).
    public static let systemGray5 = RenderColor(hex: "#E5E5EA")!
    /// iOS's light-mode `systemGroupedBackground` (242, 242, 247).
    public static let systemGroupedBackground = RenderColor(hex: "#F2F2F7")!
    /// iOS's light-mode `separator` colour (60, 60, 67 at 29 %).
    public static let separator = RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    /// The colours placeholder cells take by section, in order: iOS's light-mode system colours (blue, green,
    /// orange, purple, pink, teal, indigo, yellow), so neighbouring sections differ.
    public static let sectionPalette: [RenderColor] = [
        "#007AFF", "#34C759", "#FF9500", "#AF52DE", "#FF2D55", "#30B0C7", "#5856D6", "#FFCC00",
    ].map { RenderColor(hex: $0)! }
}
