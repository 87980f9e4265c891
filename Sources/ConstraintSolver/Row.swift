/// The kinds of symbols in the tableau (Badros, Borning & Stuckey, 2001).
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign, never in the objective.
    case external
    /// The slack of a required inequality: ≥ 0.
    case slack
    /// An error of an optional constraint: ≥ 0, weighted in the objective.
    case error
    /// The marker of a required equality: always 0, never enters the basis.
    case dummy

    /// Whether the symbol is restricted to non-negative values (slacks and errors; dummies are pinned at 0).
    var isRestricted: Bool { self != .external }
}

/// The tolerance under which a coefficient or constant counts as zero.
let solverEpsilon = 1e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { abs(value) < solverEpsilon }

/// One term of a row: a symbol (by index) times a coefficient.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the tableau: `basic = constant + Σ coefficient · symbol` once solved for its basic symbol, or
/// `0 = constant + Σ coefficient · symbol` while being built.
///
/// Rows of view systems hold a handful of cells, so they are small unsorted arrays searched linearly.
struct Row {
    var constant: Double
    var cells: [Cell] = []

    init(constant: Double) { self.constant = constant }

    @inline(__always)
    func index(of symbol: Int32) -> Int? {
        var index = 0
        let count = cells.count
        while index < count {
            if cells[index].symbol == symbol { return index }
            index += 1
        }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        index(of: symbol).map { cells[$0].coefficient } ?? 0
    }

    /// What adding to a cell did to the row's set of symbols.
    enum CellChange { case inserted, removed, updated, none }

    /// Adds `coefficient · symbol`, dropping the cell when the sum vanishes.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> CellChange {
        if let index = index(of: symbol) {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                cells.swapAt(index, cells.count - 1)
                cells.removeLast()
                return .removed
            }
            cells[index].coefficient = sum
            return .updated
        }
        guard !isNearZero(coefficient) else { return .none }
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        return .inserted
    }

    /// Removes the cell of `symbol` and returns its coefficient (0 when absent).
    mutating func removeCell(_ symbol: Int32) -> Double {
        guard let index = index(of: symbol) else { return 0 }
        let coefficient = cells[index].coefficient
        cells.swapAt(index, cells.count - 1)
        cells.removeLast()
        return coefficient
    }

    mutating func remove(_ symbol: Int32) {
        if let index = index(of: symbol) { cells.swapAt(index, cells.count - 1); cells.removeLast() }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`; `symbol` must be in the row.
    mutating func solve(for symbol: Int32) {
        let index = index(of: symbol)!
        let factor = -1 / cells[index].coefficient
        cells.swapAt(index, cells.count - 1)
        cells.removeLast()
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = row` into `rhs = …` (a pivot: `lhs` leaves, `rhs` enters).
    mutating func solve(for lhs: Int32, entering rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side; returns whether the row contained `symbol`.
    @discardableResult
    mutating func substitute(_ symbol: Int32, with row: Row, positions: inout CellPositions) -> Bool {
        guard let index = index(of: symbol) else { return false }
        let coefficient = cells[index].coefficient
        cells.swapAt(index, cells.count - 1)
        cells.removeLast()
        add(row, times: coefficient, positions: &positions) { _, _ in }
        return true
    }
}
