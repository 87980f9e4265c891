// Explaining an unsatisfiable required constraint: which required constraints it conflicts with.

extension Solver {
    /// Conflict sets are minimised only up to this many candidates (the search costs candidates² additions).
    static let conflictSearchLimit = 200

    /// A minimal set of required constraints that cannot hold together with `constraint` (a deletion filter over
    /// the required constraints that share variables with it, directly or through others). Only runs on failure.
    func conflictingConstraints(with constraint: Constraint, excluding excluded: ConstraintID? = nil) -> [ConstraintID] {
        guard explainsConflicts else { return [] }
        guard isFeasible(constraint, with: []) else { return [] }
        var candidates = requiredConstraintsConnected(to: constraint).filter { $0 != excluded }
        guard candidates.count <= Self.conflictSearchLimit else { return candidates }
        var index = 0
        while index < candidates.count {
            var without = candidates
            without.remove(at: index)
            if isFeasible(constraint, with: without) { index += 1 } else { candidates = without }
        }
        return candidates
    }

    /// Whether `constraint` holds together with the required constraints `ids`, tried in a scratch solver.
    func isFeasible(_ constraint: Constraint, with ids: [ConstraintID]) -> Bool {
        var probe = Solver()
        probe.explainsConflicts = false
        for _ in variableSymbols { _ = probe.makeVariable() }
        do {
            for id in ids { try probe.add(entries[id.rawValue]!.constraint) }
            try probe.add(constraint)
            return true
        } catch {
            return false
        }
    }

    /// The required constraints in the same connected component (through shared variables) as `constraint`.
    func requiredConstraintsConnected(to constraint: Constraint) -> [ConstraintID] {
        var parent = Array(variableSymbols.indices)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node { parent[node] = parent[parent[node]]; node = parent[node] }
            return node
        }
        func join(_ expression: LinearExpression) {
            guard let first = expression.terms.first?.variable.index else { return }
            for term in expression.terms { parent[root(term.variable.index)] = root(first) }
        }
        let required = entries.indices.filter { entries[$0]?.constraint.strength.isRequired == true }
        for index in required { join(entries[index]!.constraint.expression) }
        join(constraint.expression)
        guard let start = constraint.expression.terms.first?.variable.index else { return [] }
        let component = root(start)
        return required.compactMap { index in
            guard let variable = entries[index]!.constraint.expression.terms.first?.variable.index,
                  root(variable) == component else { return nil }
            return ConstraintID(rawValue: index)
        }
    }
}
