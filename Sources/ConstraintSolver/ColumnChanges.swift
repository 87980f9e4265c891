// Column updates of a substitution, applied together. A pivot on a symbol shared by n rows (the first view of a stack
// whose size every other view's row repeats) cancels a cell in each of them; removing each row from its column by a
// search made such a pivot cost n × column length. Replayed per column with the rows' positions in a table, the same
// sequence of appends and swap-removals costs the column's length once, and leaves the column in the same order.

/// A row entering (`inserted`) or leaving a symbol's column.
struct ColumnChange {
    var symbol: Int32
    var basic: Int32
    var inserted: Bool
}

extension Solver {
    /// Below this many changes to one column, searching the column for each removal is cheaper than the table.
    static let columnTableThreshold = 8

    /// Applies `changes` as if each had been applied in turn: an insertion appends the row to the symbol's column,
    /// a removal swaps the last entry into the row's place.
    mutating func applyColumnChanges(_ changes: [ColumnChange]) {
        guard changes.count > Self.columnTableThreshold else {
            for change in changes { applyColumnChange(change) }
            return
        }
        // Grouped by column in one pass (`cellPositions` holds each symbol's group meanwhile); each column's changes
        // keep their order.
        var groups: [[ColumnChange]] = []
        for change in changes {
            let group = cellPositions[change.symbol]
            if group >= 0 {
                groups[Int(group)].append(change)
            } else {
                cellPositions[change.symbol] = Int32(groups.count)
                groups.append([change])
            }
        }
        for group in groups { cellPositions[group[0].symbol] = -1 }
        for group in groups {
            if group.count <= Self.columnTableThreshold {
                for change in group { applyColumnChange(change) }
            } else {
                replayColumn(Int(group[0].symbol), group)
            }
        }
    }

    private mutating func applyColumnChange(_ change: ColumnChange) {
        if change.inserted {
            columns[Int(change.symbol)].append(change.basic)
        } else {
            removeFromColumn(change.symbol, change.basic)
        }
    }

    /// Replays one column's changes with each row's place in `cellPositions` (indexed by basic symbol here; all -1
    /// before and after).
    private mutating func replayColumn(_ symbol: Int, _ changes: [ColumnChange]) {
        var column = columns[symbol]
        columns[symbol] = []
        for (index, basic) in column.enumerated() { cellPositions[basic] = Int32(index) }
        for change in changes {
            if change.inserted {
                cellPositions[change.basic] = Int32(column.count)
                column.append(change.basic)
                continue
            }
            let position = Int(cellPositions[change.basic])
            guard position >= 0 else { continue }
            let last = column.count - 1
            cellPositions[column[last]] = Int32(position)
            cellPositions[change.basic] = -1
            column.swapAt(position, last)
            column.removeLast()
        }
        for basic in column { cellPositions[basic] = -1 }
        columns[symbol] = column
    }
}
