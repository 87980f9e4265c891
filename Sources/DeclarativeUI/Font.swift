import Foundation
import TextLayout

/// A font for text: a text style of the system font, or the system font at a size, with a weight.
///
/// Fonts resolve to the text model's fonts (`TextLayout.Font`): a text style's point size at the large size category
/// (body 17, headline 17 semibold, subheadline 15, caption 12…), as `UIFont.preferredFont(forTextStyle:)`.
public struct Font: Hashable, Sendable {
    /// A text style of the system.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight.
    public struct Weight: Hashable, Sendable {
        let value: FontWeight
        public static let ultraLight = Weight(value: .ultraLight)
        public static let thin = Weight(value: .thin)
        public static let light = Weight(value: .light)
        public static let regular = Weight(value: .regular)
        public static let medium = Weight(value: .medium)
        public static let semibold = Weight(value: .semibold)
        public static let bold = Weight(value: .bold)
        public static let heavy = Weight(value: .heavy)
        public static let black = Weight(value: .black)
    }

    /// A font design; the model measures every design as the default one.
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    var style: TextStyle?
    var size: CGFloat
    var weight: Weight?
    var monospacedDigits = false

    /// The font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, size: style.modelStyle.pointSize(for: .large), weight: weight)
    }

    /// The system font at `size` points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: size, weight: weight)
    }

    public static let largeTitle = system(.largeTitle)
    public static let title = system(.title)
    public static let title2 = system(.title2)
    public static let title3 = system(.title3)
    public static let headline = system(.headline)
    public static let subheadline = system(.subheadline)
    public static let body = system(.body)
    public static let callout = system(.callout)
    public static let footnote = system(.footnote)
    public static let caption = system(.caption)
    public static let caption2 = system(.caption2)

    /// The font at another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The font with digits of equal advance.
    public func monospacedDigit() -> Font {
        var font = self
        font.monospacedDigits = true
        return font
    }

    /// The text model's font.
    var modelFont: TextLayout.Font {
        var font = TextLayout.Font(
            pointSize: size, weight: weight?.value ?? style?.modelStyle.weight ?? .regular,
            monospacedDigits: monospacedDigits)
        font.textStyle = style?.modelStyle
        return font
    }
}

extension Font.TextStyle {
    /// The text model's style of the same name (`title` is UIKit's `title1`, `caption` its `caption1`).
    var modelStyle: TextLayout.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption: .caption1
        case .caption2: .caption2
        }
    }
}

/// How multiline text is aligned within its frame.
public enum TextAlignment: Hashable, Sendable, CaseIterable { case leading, center, trailing }
