// Changing one constraint's constant without rebuilding: the change is a shift of the constraint's marker symbol,
// which moves the constants of the rows that mention it; the dual simplex then restores feasibility.

extension Solver {
    /// Sets the constant term of constraint `id`'s expression (the `c` in `Σ aᵢxᵢ + c relation 0`) and re-solves.
    ///
    /// This is the cheap path for animating or editing one value: it touches only the rows that mention the
    /// constraint's marker and then runs the dual simplex from the current solution.
    /// Complexity: O(rows) plus the pivots the change needs.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflictingWith:)`` when the new constant breaks required constraints
    /// (the constraint then keeps its old constant), ``SolverError/nonFinite(_:)`` for NaN or infinity.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(SolverError) {
        guard let entry = entries.indices.contains(id.rawValue) ? entries[id.rawValue] : nil else {
            throw .unknownConstraint(id)
        }
        var updated = entry.constraint
        updated.expression.constant = constant
        guard constant.isFinite else { throw .nonFinite(updated) }
        let delta = constant - entry.constraint.expression.constant
        guard delta != 0 else { return }
        invalidateDefinedValues()
        if entry.definition >= 0 {
            // The definition's own constant moves, and the rows that expanded it move through its marker.
            definitions[Int(entry.definition)]!.constant += delta * definitions[Int(entry.definition)]!.markerCoefficient
        }

        let marker = entry.tag.marker
        let markerRow = Int(rowIndexOfSymbol[Int(marker)])
        if markerRow >= 0 && symbolKinds[Int(marker)] == .dummy {
            // A redundant required equality has no freedom to absorb the change: put it in again.
            return try replace(id, with: updated)
        }
        entries[id.rawValue]!.constraint = updated
        shiftMarker(marker, rowIndex: markerRow, by: delta / entry.tag.markerCoefficient)
        do {
            try dualOptimize(operation: "setConstant")
        } catch {
            entries[id.rawValue] = entry
            rebuildTableau()
            // The dual simplex finds no entering symbol exactly when the required constraints cannot all hold.
            guard case .numericalFailure = error else { throw error }
            throw .unsatisfiable(updated, conflictingWith: conflictingConstraints(with: updated, excluding: id))
        }
    }

    /// Rewrites the tableau for `marker = marker' + shift` (the old marker in terms of the new one).
    mutating func shiftMarker(_ marker: Int32, rowIndex: Int, by shift: Double) {
        if rowIndex >= 0 {
            rows[rowIndex].constant -= shift
            if rows[rowIndex].constant < 0 { infeasibleRows.append(marker) }
            return
        }
        for basic in columns[Int(marker)] {
            let index = Int(rowIndexOfSymbol[Int(basic)])
            let coefficient = rows[index].coefficient(of: marker)
            rows[index].constant += coefficient * shift
            if symbolKinds[Int(basic)] != .external && rows[index].constant < 0 { infeasibleRows.append(basic) }
        }
        objective.constant += objective.coefficient(of: marker) * shift
    }

    /// Removes constraint `id` and adds `constraint` under the same identifier; on failure puts the old one back.
    mutating func replace(_ id: ConstraintID, with constraint: Constraint) throws(SolverError) {
        let old = entries[id.rawValue]!
        entries[id.rawValue] = nil
        activeConstraintCount -= 1
        try withRecovery(operation: "setConstant") { solver throws(SolverError) in
            try solver.removeFromTableau(old)
        }
        do {
            try insert(constraint, as: id)
        } catch {
            try? insert(old.constraint, as: id)
            throw error
        }
    }
}
