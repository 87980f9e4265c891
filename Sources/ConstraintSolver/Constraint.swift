import Foundation

/// How a constraint's expression relates to zero.
public enum Relation: Sendable, Hashable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// How strongly the solver tries to satisfy a constraint.
///
/// A required constraint must hold (adding one that cannot hold throws). Optional constraints are weighted error
/// terms: the solver minimises the sum of `weight × |violation|`, so a stronger constraint wins over a weaker one, and
/// an optional equality that cannot hold is met as nearly as possible.
public struct Strength: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The weight of the constraint's error in the objective; `.infinity` for required.
    public let weight: Double

    init(weight: Double) { self.weight = weight }

    /// Must hold.
    public static let required = Strength(weight: .infinity)
    /// UIKit's `defaultHigh` (750).
    public static let strong = Strength(priority: 750)
    /// Halfway between UIKit's low and high defaults (500).
    public static let medium = Strength(priority: 500)
    /// UIKit's `defaultLow` (250).
    public static let weak = Strength(priority: 250)

    /// The strength of a UIKit priority (1…1000; 1000 is required; values outside are clamped).
    ///
    /// Each priority point multiplies the weight by 10^0.01 (so 250 → 10^2.5, 750 → 10^7.5, 999 → 10^9.99): a
    /// constraint at a higher priority outweighs one at a lower priority, and a hundred priority points outweigh ten
    /// constraints, which keeps "higher priorities are satisfied first" for the systems views produce while the
    /// weights stay within a range where double arithmetic is exact enough.
    public init(priority: Double) {
        let clamped = min(max(priority, 1), 1000)
        weight = clamped >= 1000 ? .infinity : Foundation.pow(10, clamped / 100)
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { weight == .infinity }

    /// The UIKit priority this strength corresponds to (1000 for required).
    public var priority: Double { isRequired ? 1000 : Foundation.log10(weight) * 100 }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        isRequired ? "required" : "priority \((priority * 1000).rounded() / 1000)"
    }
}

/// A linear constraint `expression relation 0` with a strength, e.g. `right - left - 100 == 0`.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side minus the right side.
    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength
    /// A name for error messages and logs.
    public var label: String?

    /// The constraint `expression relation 0`.
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    /// The constraint `lhs relation rhs`, stored as `lhs - rhs relation 0`.
    public init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required, label: String? = nil
    ) {
        self.init(lhs - rhs, relation, strength: strength, label: label)
    }

    public var description: String {
        let symbol = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        let body = "\(expression) \(symbol) 0 (\(strength))"
        return label.map { "\($0): \(body)" } ?? body
    }
}

/// Identifies a constraint added to a ``Solver``; valid until the constraint is removed.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The constraint's number in its solver, in the order constraints were added.
    public let rawValue: Int

    init(rawValue: Int) { self.rawValue = rawValue }

    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

