import Foundation

/// A Dynamic Type size the user chose, ordered from extra small to the largest accessibility size (UIKit's raw
/// values).
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
    /// The category's name.
    public let rawValue: String
    /// Creates a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not given: fonts use `.large`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// XS.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// S.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// M.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// L, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// XL.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// XXL.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// XXXL.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest.
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position from extra small (0) to AX5 (11); `.large` (3) when unspecified or unknown.
    var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether this is one of the accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool { index >= 7 && self != .unspecified }

    /// Orders categories by size (unspecified counts as `.large`).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.index < rhs.index }
}
