/// The Dynamic Type size categories, smallest first; `large` is the system default.
///
/// The five accessibility categories apply only when Larger Accessibility Sizes is on.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.rawValue < rhs.rawValue }
}
