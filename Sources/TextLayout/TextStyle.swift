import Foundation

/// The system's text styles, with their point sizes at every size category, weights and leading.
///
/// Point sizes are the ones `preferredFont(forTextStyle:)` returns on iOS (reported measurements, iOS 13.3
/// and later); leading values are the Human Interface Guidelines' line heights at the default category.
public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's weight: semibold for `headline`, regular for the others.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's point size at `category`.
    public func pointSize(for category: ContentSizeCategory) -> CGFloat {
        CGFloat(pointSizes[category.rawValue])
    }

    /// The Human Interface Guidelines' recommended line height (leading) at `category`.
    ///
    /// The guidelines give it at every category as the point size plus a per-style constant (body: 17 pt on
    /// 22 pt at Large, 14 on 19 at extra small); this is that constant added to ``pointSize(for:)``. It is
    /// data for designs that space lines by it; labels lay lines out at the font's own ``Font/lineHeight``.
    public func leading(for category: ContentSizeCategory) -> CGFloat {
        pointSize(for: category) + CGFloat(leadingAtLarge - pointSizes[ContentSizeCategory.large.rawValue])
    }

    /// The leading at the default category (`large`), as the guidelines publish it.
    var leadingAtLarge: Int {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline, .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// Point sizes from extra small to accessibility XXXL (`ContentSizeCategory.rawValue` order).
    var pointSizes: [Int] {
        switch self {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        }
    }
}
