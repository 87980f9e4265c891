import TextLayout
// TEMPORARY: stand-ins for the `views` branch's UIColor, UIFont and UIImage until it lands. Not to be landed.
import Foundation

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

