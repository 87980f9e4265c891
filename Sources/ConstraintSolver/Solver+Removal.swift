// Removing a constraint: take its marker (and its second error) out of the tableau, then re-optimise.

extension Solver {
    mutating func removeFromTableau(_ entry: Entry) throws(SolverError) {
        if entry.definition >= 0 && !takeDefinition(entry.definition) { return }
        let tag = entry.tag
        let weight = entry.constraint.strength.weight
        for symbol in [tag.marker, tag.other] where symbol >= 0 && symbolKinds[Int(symbol)] == .error {
            removeObjectiveEffect(of: symbol, weight: weight)
        }
        try eliminate(tag.marker, operation: "remove")
        if tag.other >= 0 { eraseResidue(of: tag.other) }
        try optimizeObjective(artificial: false, operation: "remove")
    }

    /// Takes away the weight that `symbol` (an error) contributes to the objective.
    mutating func removeObjectiveEffect(of symbol: Int32, weight: Double) {
        let index = rowIndexOfSymbol[Int(symbol)]
        if index >= 0 {
            objective.add(rows[Int(index)], times: -weight, positions: &cellPositions) { _, _ in }
        } else { objective.add(symbol, -weight) }
    }

    /// Removes `symbol` and one row from the tableau: its own row when it is basic, otherwise the row it is pivoted
    /// into (chosen so that the remaining rows stay feasible). A symbol no row mentions needs nothing.
    mutating func eliminate(_ symbol: Int32, operation: String) throws(SolverError) {
        let index = rowIndexOfSymbol[Int(symbol)]
        if index >= 0 {
            _ = takeRow(at: Int(index))
            return
        }
        guard let leavingIndex = markerLeavingRow(symbol) else {
            objective.remove(symbol)
            return
        }
        let leaving = basicSymbols[leavingIndex]
        var row = takeRow(at: leavingIndex)
        row.solve(for: leaving, entering: symbol)
        substitute(symbol, with: row)
    }

    /// Removes what rounding left of `symbol`. The second error of a constraint appears only in the constraint's own
    /// equation, so once the marker's row is gone no row mentions it, except for rounding residues.
    mutating func eraseResidue(of symbol: Int32) {
        let index = rowIndexOfSymbol[Int(symbol)]
        if index >= 0 { _ = takeRow(at: Int(index)) }
        for basic in columns[Int(symbol)] { rows[Int(rowIndexOfSymbol[Int(basic)])].remove(symbol) }
        columns[Int(symbol)].removeAll()
        objective.remove(symbol)
    }

    /// The row to pivot a marker into before dropping it: prefer restricted rows where the marker's coefficient is
    /// negative (minimum ratio), then restricted rows with a positive one, then an external row.
    func markerLeavingRow(_ marker: Int32) -> Int? {
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        var first: Int?, second: Int?, third: Int?
        for basic in columns[Int(marker)] {
            let index = Int(rowIndexOfSymbol[Int(basic)])
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if symbolKinds[Int(basic)] == .external {
                third = index
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = index }
            } else {
                let ratio = rows[index].constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = index }
            }
        }
        return first ?? second ?? third
    }
}
