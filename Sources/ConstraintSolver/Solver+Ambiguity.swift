// Ambiguity: whether another solution, as good as the current one, gives a variable a different value.

extension Solver {
    /// Whether `variable`'s value is not determined by the constraints: some other solution with the same total
    /// error gives it another value (for example a view with a left edge and no width).
    ///
    /// Looks for a free direction: a non-basic symbol that costs nothing in the objective and that no tight
    /// restricted row stops from moving, and which the variable depends on. Complexity: O(rows × cells).
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variableSymbols.indices.contains(variable.index) else { return false }
        if definitionOfVariable[variable.index] >= 0 {
            return expansion(of: variable.index).contains { !isNearZero($0.value) && canMove($0.key) }
        }
        let symbol = variableSymbols[variable.index]
        let index = Int(rowIndexOfSymbol[Int(symbol)])
        guard index >= 0 else { return canMove(symbol) }
        return rows[index].cells.contains { canMove($0.symbol) }
    }

    /// Whether the non-basic `symbol` can change without changing the objective or breaking a row.
    func canMove(_ symbol: Int32) -> Bool {
        let kind = symbolKinds[Int(symbol)]
        guard kind != .dummy, isNearZero(objective.coefficient(of: symbol)) else { return false }
        var canIncrease = true
        var canDecrease = kind == .external
        for basic in columns[Int(symbol)] {
            let index = Int(rowIndexOfSymbol[Int(basic)])
            let coefficient = rows[index].coefficient(of: symbol)
            switch symbolKinds[Int(basic)] {
            case .external: continue
            case .dummy: return false
            case .slack, .error:
                guard isNearZero(rows[index].constant) else { continue }
                if coefficient < 0 { canIncrease = false } else { canDecrease = false }
            }
        }
        return canIncrease || canDecrease
    }
}
