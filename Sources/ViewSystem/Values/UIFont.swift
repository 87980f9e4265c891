import Foundation
import TextLayout

/// A font: the system font at a size and weight, with the text model's metrics (no glyphs). Fonts from
/// ``preferredFont(forTextStyle:)`` and ``UIFontMetrics`` remember their text style, so that views that adjust
/// for the content size category can rescale them.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The text model's font: size, weight, monospaced digits (what measuring uses).
    package let layoutFont: TextLayout.Font
    /// The text style the font scales with (preferred fonts and `UIFontMetrics`-scaled fonts).
    let scalingStyle: TextStyle?
    /// The point size the font would have at the `.large` category (for rescaling with ``scalingStyle``).
    let pointSizeAtLarge: CGFloat

    init(_ font: TextLayout.Font, scalingStyle: TextStyle? = nil, pointSizeAtLarge: CGFloat? = nil) {
        layoutFont = font
        self.scalingStyle = scalingStyle
        self.pointSizeAtLarge = pointSizeAtLarge ?? font.pointSize
    }

    // MARK: Metrics (the text model's; semantics TX1)

    /// The em size in points.
    public var pointSize: CGFloat { layoutFont.pointSize }
    /// The height of one line: ascender − descender + leading.
    public var lineHeight: CGFloat { layoutFont.lineHeight }
    /// Distance from the baseline to the top of the line.
    public var ascender: CGFloat { layoutFont.ascender }
    /// Distance from the baseline to the bottom of the line: negative, as UIKit's.
    public var descender: CGFloat { -layoutFont.descender }
    /// Extra space between lines (0 for the system font).
    public var leading: CGFloat { layoutFont.leading }
    /// Height of capital letters.
    public var capHeight: CGFloat { layoutFont.capHeight }
    /// Height of lowercase letters.
    public var xHeight: CGFloat { layoutFont.xHeight }
    /// The font's family name.
    public var familyName: String { ".AppleSystemUIFont" }
    /// The font's name, with its weight.
    public var fontName: String { ".SFUI-\(Weight(layoutFont.weight).name)" }

    // MARK: Making fonts

    /// The system font at `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(TextLayout.Font(pointSize: fontSize, weight: weight.fontWeight))
    }
    /// The regular system font at `fontSize`.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    /// The bold system font at `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at `fontSize` (the model has no italic shapes: it measures as regular).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }
    /// The system font whose digits all take the same advance.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(TextLayout.Font(pointSize: fontSize, weight: weight.fontWeight, monospacedDigits: true))
    }
    /// The monospaced system font (measured here as the system font with monospaced digits).
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        monospacedDigitSystemFont(ofSize: fontSize, weight: weight)
    }

    /// The font of a text style at the default size category (`.large`).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the size category of `traitCollection` (`.large` when it has none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let category = (traitCollection?.preferredContentSizeCategory ?? .unspecified).contentSizeCategory
        let model = style.model
        return UIFont(
            TextLayout.Font.preferred(model, category: category), scalingStyle: style,
            pointSizeAtLarge: model.pointSize(for: .large))
    }

    /// The same font at another size (the text style is forgotten: a resized font no longer scales).
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(layoutFont.withPointSize(fontSize)) }

    /// The same font at another weight (not UIKit API: UIKit goes through font descriptors).
    public func withWeight(_ weight: Weight) -> UIFont {
        UIFont(layoutFont.withWeight(weight.fontWeight), scalingStyle: scalingStyle, pointSizeAtLarge: pointSizeAtLarge)
    }

    /// The font for another size category, if it scales with a text style; `nil` for a fixed font.
    func rescaled(for traitCollection: UITraitCollection) -> UIFont? {
        guard let scalingStyle else { return nil }
        return UIFontMetrics(forTextStyle: scalingStyle).scaledFont(for: self, compatibleWith: traitCollection)
    }

    // MARK: Values

    /// Whether both fonts have the same size, weight and digits.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.layoutFont == rhs.layoutFont }
    /// Hashes the text model's font.
    public func hash(into hasher: inout Hasher) { hasher.combine(layoutFont) }
    /// The name and size, as UIKit prints a font.
    public var description: String { "<UICTFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt" }

    /// The label font size (17).
    nonisolated public static let labelFontSize: CGFloat = 17
    /// The button font size (18).
    nonisolated public static let buttonFontSize: CGFloat = 18
    /// The standard system font size (14).
    nonisolated public static let systemFontSize: CGFloat = 14
    /// The small system font size (12).
    nonisolated public static let smallSystemFontSize: CGFloat = 12
}

extension UIFont {
    /// A font weight, UIKit's values from −0.8 (ultra light) to 0.62 (black).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight value.
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        init(_ weight: FontWeight) { rawValue = weight.value }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The text model's weight nearest to this one.
        var fontWeight: FontWeight {
            FontWeight.allCases.min { abs($0.value - rawValue) < abs($1.value - rawValue) } ?? .regular
        }

        var name: String { String(describing: fontWeight).capitalized }

        /// Orders weights by value.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A Dynamic Type text style (UIKit's raw values).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style named `rawValue` (unknown names measure as `.body`).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Large title: 34 pt at `.large`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Title 1: 28 pt.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Title 2: 22 pt.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Title 3: 20 pt.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headline: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body: 17 pt.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callout: 16 pt.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadline: 15 pt.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnote: 13 pt.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Caption 1: 12 pt.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Caption 2: 11 pt.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The text model's style.
        var model: TextLayout.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            default: .body
            }
        }
    }
}

/// Scales fonts and values for the content size category, following a text style's sizes.
public struct UIFontMetrics: Sendable {
    private let style: UIFont.TextStyle

    /// Metrics following `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// Metrics following the body style.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// `font` scaled for the default category (`.large`: unchanged in size); it then rescales with the style.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled from its `.large` size by the style's size at `traitCollection`'s category over its size at
    /// `.large`, rounded to a whole point (semantics V9).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.pointSizeAtLarge
        let size = scaledValue(for: base, compatibleWith: traitCollection).rounded()
        return UIFont(font.layoutFont.withPointSize(size), scalingStyle: style, pointSizeAtLarge: base)
    }

    /// `value` scaled for the default category (unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled by the style's size at `traitCollection`'s category over its size at `.large`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = (traitCollection?.preferredContentSizeCategory ?? .unspecified).contentSizeCategory
        let model = style.model
        return value * model.pointSize(for: category) / model.pointSize(for: .large)
    }
}

extension UIContentSizeCategory {
    /// The text model's category (`.large` for unspecified).
    var contentSizeCategory: ContentSizeCategory { ContentSizeCategory(rawValue: index) ?? .large }
}
