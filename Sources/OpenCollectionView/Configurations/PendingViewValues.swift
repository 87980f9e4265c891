import TextLayout
// TEMPORARY: stand-ins for the `views` branch's UIColor, UIFont and UIImage until it lands. Not to be landed.
import Foundation

public final class UIColor: Hashable, Sendable {
    let name: String
    init(name: String) { self.name = name }
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let clear = UIColor(name: "clear")
    public static let white = UIColor(name: "white")
    public static let tintColor = UIColor(name: "tintColor")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let separator = UIColor(name: "separator")
    public static let systemFill = UIColor(name: "systemFill")
    public static let systemGray = UIColor(name: "systemGray")
}

public final class UIFont: Hashable, Sendable {
    public enum Weight: Sendable, Hashable { case regular, semibold, bold }
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        var style: TextLayout.TextStyle {
            switch rawValue {
            case "headline": .headline
            case "subheadline": .subheadline
            case "footnote": .footnote
            case "caption1": .caption1
            case "title2": .title2
            case "title3": .title3
            default: .body
            }
        }
    }
    let layoutFont: TextLayout.Font
    init(_ font: TextLayout.Font) { layoutFont = font }
    public var pointSize: CGFloat { layoutFont.pointSize }
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.layoutFont == rhs.layoutFont }
    public func hash(into hasher: inout Hasher) { hasher.combine(layoutFont) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(.preferred(style.style)) }
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(TextLayout.Font(pointSize: size)) }
    public func withBoldWeight() -> UIFont { UIFont(layoutFont.withWeight(.bold)) }
}

public final class UIImage: Hashable, Sendable {
    public let size: CGSize
    let name: String
    public init?(systemName: String) { name = systemName; size = CGSize(width: 20, height: 20) }
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}

public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}


extension UIImage { public var isSymbolImage: Bool { true } }

