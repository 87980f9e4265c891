import Foundation

/// A grid of terminal cells: a character with colours, written row by row with ANSI escapes.
struct CharacterGrid {
    struct Cell: Equatable {
        var character: Character = " "
        var foreground: RenderColor?
        var background: RenderColor?
        var isBold = false
    }

    let columns: Int
    let rows: Int
    private var cells: [Cell]

    init(columns: Int, rows: Int, background: RenderColor) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(background: background), count: columns * rows)
    }

    /// A range of cells, inclusive, already clipped to the grid.
    struct Area: Equatable {
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
        var width: Int { columns.count }
        var height: Int { rows.count }
    }

    func contains(column: Int, row: Int) -> Bool { (0..<columns).contains(column) && (0..<rows).contains(row) }

    subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Sets the character (and optionally the style) of one cell, ignoring cells outside the grid or `clip`.
    mutating func put(
        _ character: Character, column: Int, row: Int, foreground: RenderColor?, bold: Bool = false, clip: Area
    ) {
        guard clip.columns.contains(column), clip.rows.contains(row), contains(column: column, row: row) else { return }
        self[column, row].character = character
        self[column, row].foreground = foreground
        self[column, row].isBold = bold
    }

    /// Writes `text` from `column` on `row`, clipped to `clip`.
    mutating func write(_ text: String, column: Int, row: Int, foreground: RenderColor?, bold: Bool, clip: Area) {
        for (offset, character) in text.enumerated() {
            put(character, column: column + offset, row: row, foreground: foreground, bold: bold, clip: clip)
        }
    }

    /// Fills `area` with spaces on `background`.
    mutating func fill(_ area: Area, background: RenderColor) {
        for row in area.rows {
            for column in area.columns { self[column, row] = Cell(background: background) }
        }
    }

    /// The rows as text; with `ansi`, 24-bit colour escapes, emitted only where the style changes.
    func lines(ansi: Bool) -> [String] {
        (0..<rows).map { row in
            var line = ""
            var current: Cell?
            for column in 0..<columns {
                let cell = self[column, row]
                if ansi, current.map({ !Self.sameStyle($0, cell) }) ?? true {
                    line += Self.escape(for: cell)
                    current = cell
                }
                line.append(cell.character)
            }
            return ansi ? line + "\u{1B}[0m" : line.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }

    private static func sameStyle(_ a: Cell, _ b: Cell) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.isBold == b.isBold
    }

    private static func escape(for cell: Cell) -> String {
        var codes = ["0"]
        if cell.isBold { codes.append("1") }
        if let foreground = cell.foreground {
            let (r, g, b) = foreground.bytes
            codes.append("38;2;\(r);\(g);\(b)")
        }
        if let background = cell.background {
            let (r, g, b) = background.bytes
            codes.append("48;2;\(r);\(g);\(b)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
