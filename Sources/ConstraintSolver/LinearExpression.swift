/// A variable of a constraint system, created by ``Solver/makeVariable(_:)``.
///
/// A variable is a small value (an index into its solver's table): it is only meaningful to the solver that made it.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver, in creation order.
    public let index: Int

    init(index: Int) { self.index = index }

    public var description: String { "v\(index)" }
}

/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Build expressions with the arithmetic operators: `2 * width + 8`, `left - right`.
public struct LinearExpression: Hashable, Sendable {
    /// One variable times a coefficient.
    public struct Term: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written (a variable may appear more than once; the solver adds them up).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// The constant expression `constant`.
    public init(_ constant: Double) { self.init(constant: constant) }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }
}

extension LinearExpression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map { $0.coefficient == 1 ? "\($0.variable)" : "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Arithmetic

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs + lhs }
    public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs + LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(
            terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) },
            constant: lhs.constant * rhs
        )
    }
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand * -1 }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
    public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
}

extension Variable {
    public static func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
    public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    public static func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(rhs) + lhs }
    public static func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression(lhs) - LinearExpression(rhs) }
    public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    public static func - (lhs: Double, rhs: Variable) -> LinearExpression { lhs - LinearExpression(rhs) }
    public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(terms: [.init(lhs, rhs)]) }
    public static func * (lhs: Double, rhs: Variable) -> LinearExpression { rhs * lhs }
    public static func / (lhs: Variable, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
    public static prefix func - (operand: Variable) -> LinearExpression { operand * -1 }
}
