/// Where each symbol sits in one row while another row is added into it: -1 for symbols not in it.
///
/// A merge looks each incoming cell up by symbol. Scanning the row for each would cost |row| × |incoming|, which is
/// quadratic once rows grow long (a chain of views makes each edge's row mention every constraint before it); this
/// table makes the merge cost |row| + |incoming| and keeps the cell order one-by-one adds would give (the order
/// decides which symbol a new row is solved for, so it must not change). Between merges every slot is -1.
struct CellPositions {
    private var slots: [Int32] = []

    /// Makes room for symbols below `count`.
    mutating func reserve(symbols count: Int) {
        if slots.count < count { slots += repeatElement(-1, count: count - slots.count) }
    }

    subscript(symbol: Int32) -> Int32 {
        get { slots[Int(symbol)] }
        set { slots[Int(symbol)] = newValue }
    }
}

extension Row {
    /// Below this many comparisons (cells × incoming cells) the plain scan is cheaper than filling the table.
    static let scanLimit = 64

    /// Adds `coefficient · other`, calling `changed` for each symbol that enters or leaves the row; the result,
    /// cell order included, is that of adding `other`'s cells one by one.
    mutating func add(
        _ other: Row, times coefficient: Double, positions: inout CellPositions,
        changed: (Int32, CellChange) -> Void
    ) {
        constant += other.constant * coefficient
        guard cells.count * other.cells.count > Self.scanLimit else {
            for cell in other.cells {
                let change = add(cell.symbol, cell.coefficient * coefficient)
                if change == .inserted || change == .removed { changed(cell.symbol, change) }
            }
            return
        }
        for index in cells.indices { positions[cells[index].symbol] = Int32(index) }
        for cell in other.cells {
            let change = add(cell.symbol, cell.coefficient * coefficient, positions: &positions)
            if change == .inserted || change == .removed { changed(cell.symbol, change) }
        }
        for cell in cells { positions[cell.symbol] = -1 }
    }

    /// `add(_:_:)` with the position looked up in `positions`, which it keeps up to date.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double, positions: inout CellPositions) -> CellChange {
        let position = positions[symbol]
        guard position >= 0 else {
            guard !isNearZero(coefficient) else { return .none }
            positions[symbol] = Int32(cells.count)
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return .inserted
        }
        let index = Int(position)
        let sum = cells[index].coefficient + coefficient
        guard isNearZero(sum) else {
            cells[index].coefficient = sum
            return .updated
        }
        let last = cells.count - 1
        positions[cells[last].symbol] = position
        positions[symbol] = -1
        cells.swapAt(index, last)
        cells.removeLast()
        return .removed
    }
}
