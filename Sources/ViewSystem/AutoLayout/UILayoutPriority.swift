import ConstraintSolver
import Foundation

/// How strongly Auto Layout tries to satisfy a constraint: 1…1000, where 1000 is required (UIKit's values).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority at which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A drag that may resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority at which the scene prefers to keep its size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that does not resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// The priority at which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view matches the target size in `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength of this priority.
    var strength: Strength { Strength(priority: Double(rawValue)) }
}
