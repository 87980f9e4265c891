import Foundation

/// A grid of terminal cells: a character with colours, written row by row with ANSI escapes.
///
/// Cells store their colours as indices into the grid's palette (a redraw fills and turns into text thousands of
/// cells; a cell of two optional `RenderColor`s took 100 bytes): equal colours share an index, so comparing styles
/// compares integers, as comparing the colours did.
struct CharacterGrid {
    /// A cell as drawn: its character, colours and weight.
    struct Cell: Equatable {
        var character: Character = " "
        var foreground: RenderColor?
        var background: RenderColor?
        var isBold = false
    }

    /// A cell as stored: colours by palette index, −1 for none.
    private struct StoredCell {
        var character: Character = " "
        var foreground: Int32 = -1
        var background: Int32 = -1
        var isBold = false
    }

    let columns: Int
    let rows: Int
    /// How colour escapes are written (24-bit or the 256-colour palette) when rows are written with ANSI escapes.
    var colorDepth = TerminalColorDepth.trueColor
    private var cells: [StoredCell]
    private var palette: [RenderColor] = []
    private var paletteIndex: [RenderColor: Int32] = [:]
    /// The last colour interned: runs of cells (a border, a word) share one.
    private var lastInterned: (color: RenderColor, index: Int32)?

    init(columns: Int, rows: Int, background: RenderColor) {
        self.columns = columns
        self.rows = rows
        cells = []
        let index = intern(background)
        cells = Array(repeating: StoredCell(background: index), count: columns * rows)
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
        let stored = cells[row * columns + column]
        return Cell(
            character: stored.character, foreground: color(at: stored.foreground),
            background: color(at: stored.background), isBold: stored.isBold)
    }

    private func color(at index: Int32) -> RenderColor? { index < 0 ? nil : palette[Int(index)] }

    /// The palette index of `color` (−1 for none), adding it when new. Colours equal by `==` share an index (a
    /// colour not equal to itself gets a new one each time, so it never matches a style, as before).
    private mutating func intern(_ color: RenderColor?) -> Int32 {
        guard let color else { return -1 }
        if let last = lastInterned, last.color == color { return last.index }
        let index: Int32
        if let known = paletteIndex[color] {
            index = known
        } else {
            index = Int32(palette.count)
            palette.append(color)
            paletteIndex[color] = index
        }
        lastInterned = (color, index)
        return index
    }

    /// Sets the character (and optionally the style) of one cell, ignoring cells outside the grid or `clip`.
    mutating func put(
        _ character: Character, column: Int, row: Int, foreground: RenderColor?, bold: Bool = false, clip: Area
    ) {
        guard clip.columns.contains(column), clip.rows.contains(row), contains(column: column, row: row) else { return }
        let index = intern(foreground)
        put(character, at: row * columns + column, foreground: index, bold: bold)
    }

    private mutating func put(_ character: Character, at position: Int, foreground: Int32, bold: Bool) {
        cells[position].character = character
        cells[position].foreground = foreground
        cells[position].isBold = bold
    }

    /// Writes `text` from `column` on `row`, clipped to `clip`.
    mutating func write(_ text: String, column: Int, row: Int, foreground: RenderColor?, bold: Bool, clip: Area) {
        for (offset, character) in text.enumerated() {
            put(character, column: column + offset, row: row, foreground: foreground, bold: bold, clip: clip)
        }
    }

    /// Fills `area` with spaces on `background`.
    mutating func fill(_ area: Area, background: RenderColor) {
        let index = intern(background)
        for row in area.rows {
            for column in area.columns { cells[row * columns + column] = StoredCell(background: index) }
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
        var current: (foreground: Int32, background: Int32, isBold: Bool)?
        for position in (row * columns)..<((row + 1) * columns) {
            let cell = cells[position]
            let style = (foreground: cell.foreground, background: cell.background, isBold: cell.isBold)
            if ansi, current.map({ $0 != style }) ?? true {
                appendEscape(foreground: color(at: style.foreground), background: color(at: style.background),
                             isBold: style.isBold, to: &bytes)
                current = style
            }
            for byte in cell.character.utf8 { bytes.append(byte) }
        }
        guard ansi else {
            return String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        for byte: UInt8 in [0x1B, 0x5B, 0x30, 0x6D] { bytes.append(byte) }  // ESC [ 0 m
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the escape that sets a style: `ESC[0;1;38;2;r;g;b;48;2;r;g;b m`, the parts it has. Byte by byte: a
    /// redraw makes thousands of them, and an array literal per part would allocate each time.
    private func appendEscape(
        foreground: RenderColor?, background: RenderColor?, isBold: Bool, to bytes: inout [UInt8]
    ) {
        bytes.append(0x1B)  // ESC
        bytes.append(0x5B)  // [
        bytes.append(0x30)  // 0
        if isBold {
            bytes.append(0x3B)  // ;
            bytes.append(0x31)  // 1
        }
        if let foreground { appendColor(foreground, code: 0x33, to: &bytes) }
        if let background { appendColor(background, code: 0x34, to: &bytes) }
        bytes.append(0x6D)  // m
    }

    /// `;38;2;r;g;b` (`code` 3, foreground) or `;48;2;r;g;b` (`code` 4, background); with the 256-colour palette,
    /// `;38;5;n` or `;48;5;n`.
    private func appendColor(_ color: RenderColor, code: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x3B)  // ;
        bytes.append(code)
        bytes.append(0x38)  // 8
        bytes.append(0x3B)  // ;
        if colorDepth == .palette256 {
            bytes.append(0x35)  // 5
            Self.appendComponent(TerminalColorDepth.paletteIndex(color), to: &bytes)
            return
        }
        let (r, g, b) = color.bytes
        bytes.append(0x32)  // 2
        Self.appendComponent(r, to: &bytes)
        Self.appendComponent(g, to: &bytes)
        Self.appendComponent(b, to: &bytes)
    }

    /// `;` and the value in decimal.
    private static func appendComponent(_ value: UInt8, to bytes: inout [UInt8]) {
        bytes.append(0x3B)
        if value >= 100 { bytes.append(0x30 + value / 100) }
        if value >= 10 { bytes.append(0x30 + value / 10 % 10) }
        bytes.append(0x30 + value % 10)
    }
}
