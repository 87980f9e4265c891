// Internal consistency of the tableau, checked by the tests after operations.

extension Solver {
    /// A description of the first broken invariant, or `nil` when the tableau is consistent: every row's basic
    /// symbol maps back to it, no row mentions a basic symbol, restricted rows are feasible, and the column index
    /// lists exactly the rows that mention each symbol.
    func brokenInvariant() -> String? {
        var expectedColumns = Array(repeating: Set<Int32>(), count: symbolKinds.count)
        for (index, row) in rows.enumerated() {
            let basic = basicSymbols[index]
            if rowIndexOfSymbol[Int(basic)] != Int32(index) { return "row \(index): basic \(basic) maps elsewhere" }
            if symbolKinds[Int(basic)] != .external && row.constant < -solverEpsilon {
                return "row of \(basic) is infeasible (\(row.constant))"
            }
            for cell in row.cells {
                if rowIndexOfSymbol[Int(cell.symbol)] >= 0 { return "row of \(basic) mentions basic \(cell.symbol)" }
                expectedColumns[Int(cell.symbol)].insert(basic)
            }
        }
        for (variable, defining) in definitionOfVariable.enumerated() where defining >= 0 {
            let symbol = Int(variableSymbols[variable])
            if rowIndexOfSymbol[symbol] >= 0 || !expectedColumns[symbol].isEmpty {
                return "defined variable \(variable) is in the tableau"
            }
            if definitions[Int(defining)]?.variable != Int32(variable) { return "definition of \(variable) maps elsewhere" }
        }
        for symbol in columns.indices where Set(columns[symbol]) != expectedColumns[symbol] || Set(columns[symbol]).count != columns[symbol].count {
            return "column of \(symbol) is \(columns[symbol]), rows say \(expectedColumns[symbol].sorted())"
        }
        return nil
    }
}
