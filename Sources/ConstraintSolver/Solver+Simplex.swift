// The simplex steps of Cassowary: building a constraint's row, choosing its subject, the primal `optimize` (after
// adding or removing a constraint) and the `dualOptimize` (after a constant changes). Pivots follow Bland's rule
// (lowest symbol first), which rules out cycling; a pivot bound stays as a safety net.

extension Solver {
    /// At most this many pivots per optimisation before giving up with a named error.
    var pivotLimit: Int { 10_000 + 20 * (rows.count + symbolKinds.count) }

    /// Puts `constraint` into the tableau under `id` and re-optimises. On failure the solver is left as it was.
    mutating func insert(_ constraint: Constraint, as id: ConstraintID) throws(SolverError) {
        if define(constraint, as: id) { return }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject < 0 && row.cells.allSatisfy({ symbolKinds[Int($0.symbol)] == .dummy }) {
            guard isNearZero(row.constant) else {
                // The row was never entered: only the new symbols exist, and nothing refers to them.
                throw .unsatisfiable(constraint, conflictingWith: conflictingConstraints(with: constraint))
            }
            subject = tag.marker
        }
        do throws(SolverError) {
            if subject < 0 {
                guard try addWithArtificialVariable(row) else {
                    rebuildTableau()
                    throw SolverError.unsatisfiable(
                        constraint, conflictingWith: conflictingConstraints(with: constraint)
                    )
                }
            } else {
                var solved = row
                solved.solve(for: subject)
                substitute(subject, with: solved)
                insertRow(solved, basic: subject)
            }
            entries[id.rawValue] = Entry(constraint: constraint, tag: tag)
            activeConstraintCount += 1
            try optimizeObjective(artificial: false, operation: "add")
        } catch {
            if case .unsatisfiable = error { throw error }
            entries[id.rawValue] = nil
            rebuildTableau()
            throw error
        }
    }

    /// The constraint's row `expression (+ slack/error/dummy markers) = 0`, with basic variables substituted, sign
    /// normalised so that the constant is not negative, and the errors of optional constraints added to the objective.
    mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !isNearZero(term.coefficient) {
            addVariable(term.variable.index, times: term.coefficient, to: &row)
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(.slack)
            row.add(slack, coefficient)
            var other: Int32 = -1
            if !constraint.strength.isRequired {
                other = makeSymbol(.error)
                row.add(other, -coefficient)
                objective.add(other, weight)
                objectiveScale = max(objectiveScale, weight)
            }
            tag = Tag(marker: slack, other: other, markerCoefficient: coefficient)
        case .equal where constraint.strength.isRequired:
            let dummy = makeSymbol(.dummy)
            row.add(dummy, 1)
            tag = Tag(marker: dummy, other: -1, markerCoefficient: 1)
        case .equal:
            let plus = makeSymbol(.error), minus = makeSymbol(.error)
            row.add(plus, -1)
            row.add(minus, 1)
            objective.add(plus, weight)
            objective.add(minus, weight)
            objectiveScale = max(objectiveScale, weight)
            tag = Tag(marker: plus, other: minus, markerCoefficient: -1)
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable if any, else a new slack or error with a negative
    /// coefficient (which keeps the row feasible); -1 when there is none.
    func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
        for cell in row.cells where symbolKinds[Int(cell.symbol)] == .external { return cell.symbol }
        for symbol in [tag.marker, tag.other] where symbol >= 0 {
            let kind = symbolKinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable standing for the row; the row
    /// can be satisfied exactly when the minimum is zero.
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        try optimizeObjective(artificial: true, operation: "add (phase one)")
        let success = isNearZero(artificial!.constant)
        artificial = nil
        let index = rowIndexOfSymbol[Int(artificialSymbol)]
        if index >= 0 {
            var basicRow = takeRow(at: Int(index))
            if basicRow.cells.isEmpty { return success }
            guard let entering = basicRow.cells.first(where: {
                let kind = symbolKinds[Int($0.symbol)]
                return kind == .slack || kind == .error
            })?.symbol else { return false }
            basicRow.solve(for: artificialSymbol, entering: entering)
            substitute(entering, with: basicRow)
            insertRow(basicRow, basic: entering)
        }
        for basic in columns[Int(artificialSymbol)] {
            rows[Int(rowIndexOfSymbol[Int(basic)])].remove(artificialSymbol)
        }
        columns[Int(artificialSymbol)].removeAll()
        objective.remove(artificialSymbol)
        return success
    }

    /// The primal simplex: pivots until no symbol of the objective (or the artificial objective) has a negative
    /// coefficient.
    mutating func optimizeObjective(artificial useArtificial: Bool, operation: String) throws(SolverError) {
        let limit = pivotLimit
        var pivots = 0
        while true {
            let entering = useArtificial ? enteringSymbol(artificial!) : enteringSymbol(objective)
            guard entering >= 0 else { return }
            guard let leavingIndex = leavingRow(for: entering) else {
                // An unbounded direction can only be a rounding residue of a coefficient that should be zero.
                let coefficient = useArtificial ? artificial!.coefficient(of: entering) : objective.coefficient(of: entering)
                guard coefficient > -1e-6 * objectiveScale else { throw .numericalFailure(operation: operation) }
                if useArtificial { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivots += 1
            guard pivots <= limit else { throw .pivotLimitExceeded(operation: operation, pivots: limit) }
            pivot(rowAt: leavingIndex, entering: entering)
        }
    }

    /// The dual simplex: restores feasibility of the rows whose constants went negative, keeping optimality.
    mutating func dualOptimize(operation: String) throws(SolverError) {
        let limit = pivotLimit
        var pivots = 0
        while let leaving = infeasibleRows.popLast() {
            let index = Int(rowIndexOfSymbol[Int(leaving)])
            guard index >= 0, rows[index].constant < 0, !isNearZero(rows[index].constant) else { continue }
            let entering = dualEnteringSymbol(rows[index])
            guard entering >= 0 else {
                infeasibleRows.removeAll()
                throw .numericalFailure(operation: operation)
            }
            pivots += 1
            guard pivots <= limit else { throw .pivotLimitExceeded(operation: operation, pivots: limit) }
            pivot(rowAt: index, entering: entering)
        }
    }

    /// Lowest-numbered non-dummy symbol with a negative objective coefficient (Bland's rule), or -1.
    func enteringSymbol(_ objective: Row) -> Int32 {
        var best: Int32 = -1
        let threshold = -max(solverEpsilon, 1e-12 * objectiveScale)
        for cell in objective.cells where cell.coefficient < threshold && (best < 0 || cell.symbol < best) {
            if symbolKinds[Int(cell.symbol)] != .dummy { best = cell.symbol }
        }
        return best
    }

    /// The restricted row that limits `entering` first (minimum ratio; ties to the lowest basic symbol).
    func leavingRow(for entering: Int32) -> Int? {
        var bestRatio = Double.infinity
        var bestIndex: Int?
        var bestSymbol = Int32.max
        for basic in columns[Int(entering)] {
            guard symbolKinds[Int(basic)] != .external else { continue }
            let index = Int(rowIndexOfSymbol[Int(basic)])
            let coefficient = rows[index].coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestSymbol) {
                bestRatio = ratio
                bestIndex = index
                bestSymbol = basic
            }
        }
        return bestIndex
    }

    /// The symbol that enters when an infeasible row leaves: minimum objective-to-row coefficient ratio.
    func dualEnteringSymbol(_ row: Row) -> Int32 {
        var bestRatio = Double.infinity
        var best: Int32 = -1
        for cell in row.cells where cell.coefficient > 0 && symbolKinds[Int(cell.symbol)] != .dummy {
            let ratio = objective.coefficient(of: cell.symbol) / cell.coefficient
            if ratio < bestRatio || (ratio == bestRatio && cell.symbol < best) {
                bestRatio = ratio
                best = cell.symbol
            }
        }
        return best
    }

    /// Exchanges the basic symbol of the row at `index` for `entering`.
    mutating func pivot(rowAt index: Int, entering: Int32) {
        let leaving = basicSymbols[index]
        var row = takeRow(at: index)
        row.solve(for: leaving, entering: entering)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Rows

    mutating func insertRow(_ row: Row, basic: Int32) {
        rowIndexOfSymbol[Int(basic)] = Int32(rows.count)
        for cell in row.cells { columns[Int(cell.symbol)].append(basic) }
        rows.append(row)
        basicSymbols.append(basic)
    }

    mutating func takeRow(at index: Int) -> Row {
        let basic = basicSymbols[index]
        for cell in rows[index].cells { removeFromColumn(cell.symbol, basic) }
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basicSymbols.swapAt(index, last)
            rowIndexOfSymbol[Int(basicSymbols[index])] = Int32(index)
        }
        rowIndexOfSymbol[Int(basicSymbols.removeLast())] = -1
        return rows.removeLast()
    }

    mutating func removeFromColumn(_ symbol: Int32, _ basic: Int32) {
        let column = Int(symbol)
        if let position = columns[column].firstIndex(of: basic) {
            columns[column].swapAt(position, columns[column].count - 1)
            columns[column].removeLast()
        }
    }

    /// Replaces `symbol` by `row` (which does not mention it) in every row that mentions it, noting restricted rows
    /// that became infeasible. Complexity: O(rows mentioning `symbol` × cells), plus the columns that change.
    mutating func substitute(_ symbol: Int32, with row: Row) {
        let users = columns[Int(symbol)]
        columns[Int(symbol)].removeAll(keepingCapacity: true)
        // Taken out of `self` for the loop, so that the merges can log column changes meanwhile.
        var positions = cellPositions
        cellPositions = CellPositions()
        var changes: [ColumnChange] = []
        for basic in users {
            let index = Int(rowIndexOfSymbol[Int(basic)])
            var target = rows[index]
            rows[index] = Row(constant: 0)  // `target` is then the only reference: merging does not copy the cells
            let coefficient = target.removeCell(symbol)
            target.add(row, times: coefficient, positions: &positions) { cellSymbol, change in
                changes.append(ColumnChange(symbol: cellSymbol, basic: basic, inserted: change == .inserted))
            }
            rows[index] = target
            if symbolKinds[Int(basic)] != .external && rows[index].constant < 0 { infeasibleRows.append(basic) }
        }
        cellPositions = positions
        applyColumnChanges(changes)
        objective.substitute(symbol, with: row, positions: &cellPositions)
        if artificial != nil { artificial!.substitute(symbol, with: row, positions: &cellPositions) }
    }
}
