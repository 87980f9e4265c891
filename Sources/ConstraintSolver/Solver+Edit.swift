// Edit variables: an optional equality `variable == value` whose value is changed by `suggestValue`, which is a
// constant change and so takes the cheap path.

extension Solver {
    /// Makes `variable` editable: adds `variable == its current value` at `strength` (which cannot be required).
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard variableSymbols.indices.contains(variable.index) else { throw .unknownVariable(variable) }
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let label = "edit \(name(of: variable).isEmpty ? variable.description : name(of: variable))"
        let edit = Constraint(LinearExpression(variable) - value(of: variable), .equal, strength: strength, label: label)
        edits[variable] = try add(edit)
    }

    /// Asks for `variable == value` at the edit's strength and re-solves. Complexity: that of ``setConstant(_:of:)``.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let id = edits[variable] else { throw .unknownEditVariable(variable) }
        try setConstant(-value, of: id)
    }

    /// Removes the edit constraint of `variable`.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let id = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(id)
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }
}
