/// An incremental Cassowary solver: a simplex tableau over linear equalities and inequalities with strengths, to
/// which constraints are added and removed one at a time while the solution stays optimal.
///
/// ```swift
/// var solver = Solver()
/// let left = solver.makeVariable("left"), width = solver.makeVariable("width")
/// try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(8)))
/// try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(100)))
/// try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(40), strength: .weak))
/// solver.value(of: width)   // 100: the required minimum beats the weak preference
/// ```
///
/// `Solver` is a value: copying it copies the system.
public struct Solver: Sendable {
    struct Tag {
        /// The symbol that identifies the constraint in the tableau (slack, first error, or dummy).
        var marker: Int32
        /// The second error of an optional equality, or the error of an optional inequality; -1 when none.
        var other: Int32
        /// `marker`'s coefficient in the constraint's row before any sign reversal (used to shift the constant).
        var markerCoefficient: Double
    }

    struct Entry {
        var constraint: Constraint
        var tag: Tag
        /// The index of the constraint's definition in `definitions`, or -1 when it is in the tableau.
        var definition: Int32 = -1
    }

    // Symbols, by index.
    var symbolKinds: [SymbolKind] = []
    /// The index in `rows` of each symbol's row, or -1 when the symbol is not basic.
    var rowIndexOfSymbol: [Int32] = []
    /// For each symbol, the basic symbols of the rows that mention it (the objective and artificial rows aside), so
    /// that substitutions and ratio tests visit only those rows.
    var columns: [[Int32]] = []

    // The tableau.
    var rows: [Row] = []
    var basicSymbols: [Int32] = []
    var objective = Row(constant: 0)
    var artificial: Row?
    var infeasibleRows: [Int32] = []
    /// Scratch for adding one row into another (all -1 between merges).
    var cellPositions = CellPositions()
    /// The largest weight of an optional constraint so far: objective coefficients are exact only up to rounding
    /// relative to it.
    var objectiveScale = 1.0

    // Variables and constraints.
    var variableSymbols: [Int32] = []
    var variableNames: [String] = []
    var entries: [Entry?] = []
    var activeConstraintCount = 0
    var edits: [Variable: ConstraintID] = [:]

    // Definitions (Solver+Definitions.swift).
    var definitions: [Definition?] = []
    /// For each variable, the index of its definition, or -1.
    var definitionOfVariable: [Int32] = []
    /// For each variable, whether a definition mentions it (it can then no longer be defined).
    var isDefinitionTerm: [Bool] = []
    var definedValues = DefinedValues()

    /// Whether a failed required constraint is explained by a search for the constraints it conflicts with.
    var explainsConflicts = true

    public init() {}

    /// Makes a new variable, initially 0 and unconstrained. Complexity: O(1).
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(index: variableSymbols.count)
        variableSymbols.append(makeSymbol(.external))
        variableNames.append(name)
        definitionOfVariable.append(-1)
        isDefinitionTerm.append(false)
        return variable
    }

    /// The name given to `variable`.
    public func name(of variable: Variable) -> String {
        variableNames.indices.contains(variable.index) ? variableNames[variable.index] : ""
    }

    /// The variable's value in the current solution. Complexity: O(1), except for the first read of a defined
    /// variable after a change, which evaluates every definition once (O(their terms)).
    public func value(of variable: Variable) -> Double {
        guard variableSymbols.indices.contains(variable.index) else { return 0 }
        return solvedValue(of: variable.index)
    }

    /// The number of constraints in the solver (edit constraints included).
    public var constraintCount: Int { activeConstraintCount }

    /// The constraint with `id`, with its current constant, or `nil` when it was removed.
    public func constraint(_ id: ConstraintID) -> Constraint? {
        entries.indices.contains(id.rawValue) ? entries[id.rawValue]?.constraint : nil
    }

    /// The identifiers of the constraints in the solver, in the order they were added.
    public var constraintIDs: [ConstraintID] {
        entries.indices.compactMap { entries[$0] == nil ? nil : ConstraintID(rawValue: $0) }
    }

    /// Adds a constraint and re-solves.
    ///
    /// Throws ``SolverError/unsatisfiable(_:conflictingWith:)`` for a required constraint that cannot hold with
    /// the required constraints already present (the solver is then unchanged), ``SolverError/nonFinite(_:)`` for
    /// NaN or infinite numbers, ``SolverError/unknownVariable(_:)`` for a variable of another solver.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try validate(constraint)
        invalidateDefinedValues()
        let id = ConstraintID(rawValue: entries.count)
        entries.append(nil)
        do {
            try insert(constraint, as: id)
        } catch {
            entries.removeLast()
            throw error
        }
        return id
    }

    /// Removes a constraint and re-solves. Throws ``SolverError/unknownConstraint(_:)`` when it is not present.
    public mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let entry = entries.indices.contains(id.rawValue) ? entries[id.rawValue] : nil else {
            throw .unknownConstraint(id)
        }
        entries[id.rawValue] = nil
        activeConstraintCount -= 1
        invalidateDefinedValues()
        try withRecovery(operation: "remove") { solver throws(SolverError) in
            try solver.removeFromTableau(entry)
        }
        if let variable = edits.first(where: { $0.value == id })?.key { edits[variable] = nil }
    }

    /// Whether the constraint is in the solver.
    public func contains(_ id: ConstraintID) -> Bool { constraint(id) != nil }

    // MARK: Internals shared by the extensions

    mutating func makeSymbol(_ kind: SymbolKind) -> Int32 {
        symbolKinds.append(kind)
        rowIndexOfSymbol.append(-1)
        columns.append([])
        cellPositions.reserve(symbols: symbolKinds.count)
        return Int32(symbolKinds.count - 1)
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else { throw .nonFinite(constraint) }
        for term in constraint.expression.terms where !variableSymbols.indices.contains(term.variable.index) {
            throw .unknownVariable(term.variable)
        }
    }

    /// Runs `body`; if it fails, rebuilds the tableau from the constraints in `entries` (a safe state) and rethrows.
    mutating func withRecovery(
        operation: String, _ body: (inout Solver) throws(SolverError) -> Void
    ) throws(SolverError) {
        do {
            try body(&self)
        } catch {
            rebuildTableau()
            throw error
        }
    }

    /// Rebuilds the tableau from scratch from the stored constraints (used after a failure mid-pivot).
    mutating func rebuildTableau() {
        let kept = entries
        symbolKinds.removeAll(keepingCapacity: true)
        rowIndexOfSymbol.removeAll(keepingCapacity: true)
        columns.removeAll(keepingCapacity: true)
        rows.removeAll(keepingCapacity: true)
        basicSymbols.removeAll(keepingCapacity: true)
        objective = Row(constant: 0)
        artificial = nil
        infeasibleRows.removeAll()
        objectiveScale = 1
        clearDefinitions()
        for index in variableSymbols.indices { variableSymbols[index] = makeSymbol(.external) }
        entries = Array(repeating: nil, count: kept.count)
        activeConstraintCount = 0
        for (index, entry) in kept.enumerated() {
            guard let entry else { continue }
            // These constraints held together before, so they are satisfiable together again.
            try? insert(entry.constraint, as: ConstraintID(rawValue: index))
        }
    }
}
