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
        (0..<rows).map { line($0, ansi: ansi) }
    }

    /// Row `row` as text: with `ansi`, 24-bit colour escapes where the style changes and a reset at the end;
    /// without, trailing white space trimmed. Built as UTF-8 bytes: a redraw makes thousands of cells into text.
    func line(_ row: Int, ansi: Bool) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(columns * (ansi ? 6 : 2) + 16)
        cells.withUnsafeBufferPointer { cells in
            // Cells are read in place: a copy of each would copy its character too.
            var current: Int?
            for index in (row * columns)..<((row + 1) * columns) {
                if ansi, current.map({ !Self.sameStyle(cells[$0], cells[index]) }) ?? true {
                    Self.appendEscape(for: cells[index], to: &bytes)
                    current = index
                }
                for byte in cells[index].character.utf8 { bytes.append(byte) }
            }
        }
        guard ansi else {
            return String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        for byte: UInt8 in [0x1B, 0x5B, 0x30, 0x6D] { bytes.append(byte) }  // ESC [ 0 m
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func sameStyle(_ a: Cell, _ b: Cell) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.isBold == b.isBold
    }

    /// Appends the escape that sets `cell`'s style: `ESC[0;1;38;2;r;g;b;48;2;r;g;b m`, the parts it has. Byte by
    /// byte: a redraw makes thousands of them, and an array literal per part would allocate each time.
    private static func appendEscape(for cell: Cell, to bytes: inout [UInt8]) {
        bytes.append(0x1B)  // ESC
        bytes.append(0x5B)  // [
        bytes.append(0x30)  // 0
        if cell.isBold {
            bytes.append(0x3B)  // ;
            bytes.append(0x31)  // 1
        }
        if let foreground = cell.foreground { appendColor(foreground, code: 0x33, to: &bytes) }
        if let background = cell.background { appendColor(background, code: 0x34, to: &bytes) }
        bytes.append(0x6D)  // m
    }

    /// `;38;2;r;g;b` (`code` 3, foreground) or `;48;2;r;g;b` (`code` 4, background).
    private static func appendColor(_ color: RenderColor, code: UInt8, to bytes: inout [UInt8]) {
        let (r, g, b) = color.bytes
        bytes.append(0x3B)  // ;
        bytes.append(code)
        bytes.append(0x38)  // 8
        bytes.append(0x3B)  // ;
        bytes.append(0x32)  // 2
        appendComponent(r, to: &bytes)
        appendComponent(g, to: &bytes)
        appendComponent(b, to: &bytes)
    }

    /// `;` and the value in decimal.
    private static func appendComponent(_ value: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x3B)
        if value >= 100 { bytes.append(0x30 + value / 100) }
        if value >= 10 { bytes.append(0x30 + value / 10 % 10) }
        bytes.append(0x30 + value % 10)
    }
}
