/// Why the solver refused an operation. The solver's state is unchanged when it throws.
public enum SolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints listed (a minimal conflicting set
    /// when it could be computed, otherwise every required constraint sharing variables with it).
    case unsatisfiable(Constraint, conflictingWith: [ConstraintID])
    /// A constraint's coefficient or constant, or a suggested value, is NaN or infinite.
    case nonFinite(Constraint)
    /// A variable that this solver did not make.
    case unknownVariable(Variable)
    /// The constraint was removed or never added.
    case unknownConstraint(ConstraintID)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required: a suggestion must be able to lose against required constraints.
    case requiredEditVariable(Variable)
    /// The simplex took more pivots than its bound (a safety net against cycling; not expected).
    case pivotLimitExceeded(operation: String, pivots: Int)
    /// The tableau lost a row it needed (rounding); the solver rebuilt itself from its constraints.
    case numericalFailure(operation: String)

    public var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            let others = conflicting.map(\.description).joined(separator: ", ")
            return "unsatisfiable required constraint \(constraint); conflicts with [\(others)]"
        case let .nonFinite(constraint):
            return "constraint has a NaN or infinite coefficient or constant: \(constraint)"
        case let .unknownVariable(variable):
            return "variable \(variable) was not made by this solver"
        case let .unknownConstraint(id):
            return "no constraint \(id) in this solver"
        case let .duplicateEditVariable(variable):
            return "variable \(variable) already has an edit constraint"
        case let .unknownEditVariable(variable):
            return "variable \(variable) has no edit constraint"
        case let .requiredEditVariable(variable):
            return "edit variable \(variable) cannot be required"
        case let .pivotLimitExceeded(operation, pivots):
            return "\(operation) exceeded \(pivots) simplex pivots"
        case let .numericalFailure(operation):
            return "\(operation) found no pivot row (rounding); the solver was rebuilt"
        }
    }
}
