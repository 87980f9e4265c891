import Foundation

/// One constraint a Visual Format Language string describes, by view names: `first.firstAttribute relation
/// second.secondAttribute + constant` at `priority`.
public struct VisualFormatConstraint: Equatable, Sendable {
    /// A side of the constraint: a named view, or the superview of a named view (the format's `|`).
    public enum Item: Hashable, Sendable {
        case view(String)
        case superview(of: String)
    }

    public var first: Item
    public var firstAttribute: NSLayoutConstraint.Attribute
    public var relation: NSLayoutConstraint.Relation
    /// `nil` for a constant (a view's width or height).
    public var second: Item?
    public var secondAttribute: NSLayoutConstraint.Attribute
    public var constant: CGFloat
    public var priority: Float

    public init(
        _ first: Item, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
        _ second: Item?, _ secondAttribute: NSLayoutConstraint.Attribute, constant: CGFloat, priority: Float = 1000
    ) {
        self.first = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.constant = constant
        self.priority = priority
    }
}

extension NSLayoutConstraint {
    /// How views described by a visual format line up across the layout, and how the layout runs
    /// (UIKit's bits: alignment in the low 16, direction in bits 16–17, spacing in bit 19).
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = Self(rawValue: 1 << 1)
        public static let alignAllRight = Self(rawValue: 1 << 2)
        public static let alignAllTop = Self(rawValue: 1 << 3)
        public static let alignAllBottom = Self(rawValue: 1 << 4)
        public static let alignAllLeading = Self(rawValue: 1 << 5)
        public static let alignAllTrailing = Self(rawValue: 1 << 6)
        public static let alignAllCenterX = Self(rawValue: 1 << 9)
        public static let alignAllCenterY = Self(rawValue: 1 << 10)
        public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = Self(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing = Self([])
        public static let directionLeftToRight = Self(rawValue: 1 << 16)
        public static let directionRightToLeft = Self(rawValue: 2 << 16)
        public static let directionMask = Self(rawValue: 3 << 16)

        public static let spacingEdgeToEdge = Self([])
        public static let spacingBaselineToBaseline = Self(rawValue: 1 << 19)
        public static let spacingMask = Self(rawValue: 1 << 19)
    }
}
