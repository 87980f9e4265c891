import Foundation

// Definitions: a required equality with a variable that nothing else mentions yet is kept out of the tableau, as
// `variable = constant + Σ coefficient · term` (a basic row that is not substituted into the others). A chain of views
// pinned each to the previous one is a chain of such equalities: in the tableau each position would be a row listing
// every constraint before it (n² cells for n views); as definitions each costs its own few terms. A definition
// enters the tableau only through the rows of constraints that mention its variable, which expand it on the way in.
//
// A variable can be defined only while no definition mentions it, so a definition mentions only variables defined
// before it (or not defined at all): evaluating them in creation order gives every value in one pass.

/// `variable = constant + Σ coefficient · term + markerCoefficient · marker`, where the marker (a dummy, always 0)
/// carries the constraint's constant into the rows that expanded the variable, as it does for a tableau row.
struct Definition {
    struct Term {
        var variable: Int32
        var coefficient: Double
    }

    var variable: Int32
    var terms: [Term]
    var constant: Double
    var marker: Int32
    var markerCoefficient: Double
}

/// The values of the defined variables, computed on first read after a change. Shared between copies of a solver
/// only while neither changes (every change replaces or clears it), and locked because readers may share it.
final class DefinedValues: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Double]?

    /// The values, or `nil` before they are computed.
    var cached: [Double]? {
        lock.lock()
        defer { lock.unlock() }
        return values
    }

    /// Keeps `computed` (readers that raced compute the same values).
    func store(_ computed: [Double]) {
        lock.lock()
        values = computed
        lock.unlock()
    }

    func clear() {
        lock.lock()
        values = nil
        lock.unlock()
    }
}

extension Solver {
    /// Forgets the values of the defined variables (called by every change).
    mutating func invalidateDefinedValues() {
        guard !definitions.isEmpty else { return }
        if isKnownUniquelyReferenced(&definedValues) { definedValues.clear() } else { definedValues = DefinedValues() }
    }

    /// The value of a variable in the current solution, defined or not.
    func solvedValue(of variable: Int) -> Double {
        let definition = definitionOfVariable[variable]
        if definition >= 0 {
            if let values = definedValues.cached { return values[Int(definition)] }
            let values = computeDefinedValues()
            definedValues.store(values)
            return values[Int(definition)]
        }
        let row = rowIndexOfSymbol[Int(variableSymbols[variable])]
        return row < 0 ? 0 : rows[Int(row)].constant
    }

    private func computeDefinedValues() -> [Double] {
        var values = [Double](repeating: 0, count: definitions.count)
        for index in definitions.indices {
            guard let definition = definitions[index] else { continue }
            var sum = definition.constant  // the marker is a dummy: 0
            for term in definition.terms {
                let variable = Int(term.variable)
                let defining = definitionOfVariable[variable]
                let value: Double
                if defining >= 0 {
                    value = values[Int(defining)]
                } else {
                    let row = rowIndexOfSymbol[Int(variableSymbols[variable])]
                    value = row < 0 ? 0 : rows[Int(row)].constant
                }
                sum += term.coefficient * value
            }
            values[index] = sum
        }
        return values
    }

    /// Adds `constraint` as a definition when it is a required equality with a variable that may be defined; returns
    /// whether it did. A definition always holds: its variable is free until then.
    mutating func define(_ constraint: Constraint, as id: ConstraintID) -> Bool {
        guard constraint.relation == .equal, constraint.strength.isRequired, artificial == nil else { return false }
        let combined = combinedTerms(of: constraint.expression)
        guard let pick = combined.firstIndex(where: { abs($0.coefficient) > 1e-6 && isDefinable(Int($0.variable)) })
        else { return false }
        let defined = combined[pick]
        let factor = -1 / defined.coefficient
        var terms: [Definition.Term] = []
        for (index, term) in combined.enumerated() where index != pick && !isNearZero(term.coefficient) {
            terms.append(Definition.Term(variable: term.variable, coefficient: term.coefficient * factor))
            isDefinitionTerm[Int(term.variable)] = true
        }
        let marker = makeSymbol(.dummy)
        let index = Int32(definitions.count)
        definitions.append(Definition(
            variable: defined.variable, terms: terms, constant: constraint.expression.constant * factor, marker: marker,
            markerCoefficient: factor))
        definitionOfVariable[Int(defined.variable)] = index
        entries[id.rawValue] = Entry(
            constraint: constraint, tag: Tag(marker: marker, other: -1, markerCoefficient: 1), definition: index)
        activeConstraintCount += 1
        return true
    }

    /// Whether `variable` is free for a definition: not defined, mentioned by no definition, and not in the tableau.
    private func isDefinable(_ variable: Int) -> Bool {
        let symbol = Int(variableSymbols[variable])
        return definitionOfVariable[variable] < 0 && !isDefinitionTerm[variable] && rowIndexOfSymbol[symbol] < 0
            && columns[symbol].isEmpty
    }

    /// The expression's terms with each variable once (in order of first appearance), coefficients summed.
    private func combinedTerms(of expression: LinearExpression) -> [Definition.Term] {
        var combined: [Definition.Term] = []
        combined.reserveCapacity(expression.terms.count)
        for term in expression.terms {
            let variable = Int32(term.variable.index)
            if let index = combined.firstIndex(where: { $0.variable == variable }) {
                combined[index].coefficient += term.coefficient
            } else {
                combined.append(Definition.Term(variable: variable, coefficient: term.coefficient))
            }
        }
        return combined
    }

    /// Adds `coefficient · variable` to `row` in tableau symbols (a defined variable by its definition, a basic one by
    /// its row), keeping the cell order that adding each cell in turn gives. `cellPositions` must be all -1, and is
    /// again on return.
    mutating func addVariable(_ variable: Int, times coefficient: Double, to row: inout Row) {
        for index in row.cells.indices { cellPositions[row.cells[index].symbol] = Int32(index) }
        var pending = [(variable: variable, coefficient: coefficient)]
        while let (variable, coefficient) = pending.popLast() {
            let defining = definitionOfVariable[variable]
            if defining >= 0, let definition = definitions[Int(defining)] {
                row.constant += coefficient * definition.constant
                row.add(definition.marker, coefficient * definition.markerCoefficient, positions: &cellPositions)
                for term in definition.terms.reversed() {
                    pending.append((Int(term.variable), coefficient * term.coefficient))
                }
                continue
            }
            let symbol = variableSymbols[variable]
            let basicRow = Int(rowIndexOfSymbol[Int(symbol)])
            guard basicRow >= 0 else {
                row.add(symbol, coefficient, positions: &cellPositions)
                continue
            }
            row.constant += rows[basicRow].constant * coefficient
            for cell in rows[basicRow].cells {
                row.add(cell.symbol, cell.coefficient * coefficient, positions: &cellPositions)
            }
        }
        for cell in row.cells { cellPositions[cell.symbol] = -1 }
    }

    /// `variable`'s value in tableau symbols (for the ambiguity check of a defined variable).
    func expansion(of variable: Int) -> [Int32: Double] {
        var result: [Int32: Double] = [:]
        var pending = [(variable: variable, coefficient: 1.0)]
        while let (variable, coefficient) = pending.popLast() {
            let defining = definitionOfVariable[variable]
            if defining >= 0, let definition = definitions[Int(defining)] {
                result[definition.marker, default: 0] += coefficient * definition.markerCoefficient
                pending += definition.terms.map { (Int($0.variable), coefficient * $0.coefficient) }
                continue
            }
            let symbol = variableSymbols[variable]
            let basicRow = Int(rowIndexOfSymbol[Int(symbol)])
            guard basicRow >= 0 else {
                result[symbol, default: 0] += coefficient
                continue
            }
            for cell in rows[basicRow].cells { result[cell.symbol, default: 0] += coefficient * cell.coefficient }
        }
        return result
    }

    /// Removes definition `index`, putting its variable into the tableau as a basic row when some row depends on
    /// the definition's constant (its marker is in the tableau); returns whether the constraint still has to be
    /// taken out of the tableau.
    mutating func takeDefinition(_ index: Int32) -> Bool {
        let definition = definitions[Int(index)]!
        definitions[Int(index)] = nil
        definitionOfVariable[Int(definition.variable)] = -1
        let marker = definition.marker
        guard !columns[Int(marker)].isEmpty || !isNearZero(objective.coefficient(of: marker)) else {
            objective.remove(marker)
            return false
        }
        var row = Row(constant: definition.constant)
        row.add(marker, definition.markerCoefficient)
        for term in definition.terms { addVariable(Int(term.variable), times: term.coefficient, to: &row) }
        insertRow(row, basic: variableSymbols[Int(definition.variable)])
        return true
    }

    /// Resets the definitions (the tableau is being rebuilt).
    mutating func clearDefinitions() {
        definitions.removeAll(keepingCapacity: true)
        for index in definitionOfVariable.indices {
            definitionOfVariable[index] = -1
            isDefinitionTerm[index] = false
        }
        definedValues = DefinedValues()
    }
}
