import CompositionalLayout
import Foundation

/// Paints elements into a ``CharacterGrid``: maps point rectangles to cell areas and draws boxes and text.
struct TerminalPainter {
    var grid: CharacterGrid
    let origin: CGPoint
    let pointsPerColumn: CGFloat
    let pointsPerRow: CGFloat
    let background: RenderColor
    var symbolGlyphs: [String: String] = [:]
    /// The element being drawn, its frame and cells: text keeps its inset from the element's edges in whole
    /// cells, so that every column of a grid shows the same inset (semantics RD23).
    var element: (frame: CGRect, area: CharacterGrid.Area)? = nil

    private static let border = RenderColor.systemGray

    /// The cells whose centres `rect` covers (at least the cell under its middle), or `nil` when it lies outside
    /// the grid. Centre sampling gives each cell to one of two rects that do not overlap, so that a box never draws
    /// over the border of its neighbour when the gap between them is less than a cell (semantics RD3).
    func area(_ rect: CGRect) -> CharacterGrid.Area? {
        guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return nil }
        let columns = Self.span(
            from: (rect.minX - origin.x) / pointsPerColumn, to: (rect.maxX - origin.x) / pointsPerColumn)
        let rows = Self.span(from: (rect.minY - origin.y) / pointsPerRow, to: (rect.maxY - origin.y) / pointsPerRow)
        let clippedColumns = (max(columns.first, 0), min(columns.last, grid.columns - 1))
        let clippedRows = (max(rows.first, 0), min(rows.last, grid.rows - 1))
        guard clippedColumns.0 <= clippedColumns.1, clippedRows.0 <= clippedRows.1 else { return nil }
        return CharacterGrid.Area(columns: clippedColumns.0...clippedColumns.1, rows: clippedRows.0...clippedRows.1)
    }

    /// The cells from `start` to `end` (in cells) whose centres lie inside; when none does, the cell under the
    /// middle. Cell `i`'s centre is `i + 0.5`: it is inside when `start ≤ i + 0.5 < end`. Both ends move by the same
    /// hair, so that rects sharing an edge stay apart whatever the floating-point noise.
    private static func span(from start: CGFloat, to end: CGFloat) -> (first: Int, last: Int) {
        let first = cell(start - 0.501, rounding: .up)
        let last = cell(end - 0.501, rounding: .up) - 1
        guard first <= last else {
            let middle = cell((start + end) / 2, rounding: .down)
            return (middle, middle)
        }
        return (first, last)
    }

    /// A cell index, clamped far outside any grid for huge and infinite values.
    private static func cell(_ value: CGFloat, rounding: FloatingPointRoundingRule) -> Int {
        let rounded = value.rounded(rounding)
        guard rounded.isFinite else { return rounded > 0 ? Int.max / 2 : Int.min / 2 }
        return Int(max(min(rounded, 1e9), -1e9))
    }

    private var wholeGrid: CharacterGrid.Area {
        CharacterGrid.Area(columns: 0...(grid.columns - 1), rows: 0...(grid.rows - 1))
    }

    /// The cells `element` may change: its area clipped to its clip rect and the grid. Everything ``draw(_:)``
    /// writes for the element lies inside, so a row outside it does not depend on the element.
    func visibleArea(of element: RenderElement) -> CharacterGrid.Area? {
        guard !element.isHidden, let area = area(element.frame) else { return nil }
        let clip = element.clipRect.flatMap { self.area($0) } ?? wholeGrid
        return Self.intersection(area, clip)
    }

    mutating func draw(_ element: RenderElement) {
        guard let area = area(element.frame), let visible = visibleArea(of: element) else { return }
        self.element = (element.frame, area)
        defer { self.element = nil }
        let fill = (element.content?.backgroundColor ?? placeholderColor(element)).over(background)
        grid.fill(visible, background: fill)
        if let content = element.content {
            drawChildren(of: content, origin: element.frame.origin, clip: visible)
            draw(content.content, frame: element.frame, clip: visible)
        } else {
            drawPlaceholderLabel(element, area: area, clip: visible)
        }
        drawBorder(element, area: area, clip: visible)
        drawSeparators(element, clip: visible)
    }

    /// A list row's separators as lines of `─` in their colour along the row's first or last line of cells, where
    /// its border runs (a separator is thinner than a cell, so it takes its edge's line rather than the cell its
    /// middle falls in; semantics RD10). They replace blanks and the border's line, never text or corners, and an
    /// edge outside the grid draws nothing.
    private mutating func drawSeparators(_ element: RenderElement, clip: CharacterGrid.Area) {
        let color = element.separatorColor ?? .separator
        let frame = element.frame
        for separator in element.separators {
            let isTop = separator.midY < frame.midY
            let edge = isTop ? frame.minY : frame.maxY
            guard edge >= origin.y, edge <= origin.y + CGFloat(grid.rows) * pointsPerRow,
                let columns = area(separator)?.columns
            else { continue }
            let row = isTop ? clip.rows.lowerBound : clip.rows.upperBound
            for column in columns where " ─".contains(grid[column, row].character) {
                // Over what the cell shows there (the row's background configuration, say).
                let shown = color.over(grid[column, row].background ?? background)
                grid.put("─", column: column, row: row, foreground: shown, bold: false, clip: clip)
            }
        }
    }

    private func placeholderColor(_ element: RenderElement) -> RenderColor {
        let color = RenderColor.sectionPalette[element.section % RenderColor.sectionPalette.count]
        switch element.category {
        case .cell: return color
        case .supplementaryView: return color.withAlpha(0.2)
        case .decorationView: return .systemGroupedBackground
        }
    }

    private mutating func drawPlaceholderLabel(_ element: RenderElement, area: CharacterGrid.Area, clip: CharacterGrid.Area) {
        guard element.category != .decorationView else { return }
        let inner = area.width > 2 ? area.width - 2 : area.width
        let text = String(element.shortLabel.prefix(inner))
        let row = (area.rows.lowerBound + area.rows.upperBound) / 2
        let column = area.columns.lowerBound + (area.width - text.count) / 2
        let color: RenderColor =
            element.category == .cell ? .white : RenderColor.sectionPalette[element.section % RenderColor.sectionPalette.count]
        grid.write(text, column: column, row: row, foreground: color, bold: element.category == .cell, clip: clip)
    }

    /// Subviews: their backgrounds, then their content, depth first.
    private mutating func drawChildren(of node: RenderNode, origin: CGPoint, clip: CharacterGrid.Area) {
        for child in node.children {
            let frame = child.frame.offsetBy(dx: origin.x, dy: origin.y)
            guard let area = area(frame), let visible = Self.intersection(area, clip) else { continue }
            if let color = child.backgroundColor { grid.fill(visible, background: color.over(background)) }
            draw(child.content, frame: frame, clip: visible)
            drawChildren(of: child, origin: frame.origin, clip: child.clipsToBounds ? visible : clip)
        }
    }

    private mutating func draw(_ content: RenderNode.Content?, frame: CGRect, clip: CharacterGrid.Area) {
        guard let content, let area = area(frame) else { return }
        switch content {
        case .text(let text):
            for (index, line) in text.lines.enumerated() {
                // The line box: above the model's baseline by about an ascender, else stacked from the top.
                let top = text.baselines.flatMap { index < $0.count ? $0[index] - text.fontSize * 0.95 : nil }
                    ?? CGFloat(index) * text.lineHeight
                let lineFrame = CGRect(x: frame.minX, y: frame.minY + top, width: frame.width, height: text.lineHeight)
                guard let lineArea = self.area(lineFrame) else { continue }
                let row = (lineArea.rows.lowerBound + lineArea.rows.upperBound) / 2
                write(line, alignment: text.alignment, in: insetArea(area, frame: frame), row: row, color: text.color,
                      bold: text.isBold, clip: clip)
            }
        case .symbol(let name, let tint, _):
            let row = (area.rows.lowerBound + area.rows.upperBound) / 2
            if let glyph = symbolGlyphs[name] {
                write(glyph, alignment: .center, in: area, row: row, color: tint, bold: true, clip: clip)
            } else {
                write("[\(name)]", alignment: .center, in: area, row: row, color: tint, bold: false, clip: clip)
            }
        case .glyph(let glyph, let color):
            let row = (area.rows.lowerBound + area.rows.upperBound) / 2
            write(glyph, alignment: .center, in: area, row: row, color: color, bold: true, clip: clip)
        case .shape(let shape):
            let row = (area.rows.lowerBound + area.rows.upperBound) / 2
            write(shape.glyph, alignment: .center, in: area, row: row, color: shape.color, bold: true, clip: clip)
        case .image:
            // A bitmap has no characters: a shaded box where it is drawn.
            grid.fill(clip, background: .systemGray5)
        }
    }

    /// The columns of a text frame, measured from the element's edges: its inset in points rounded to whole cells,
    /// at least one (the element's border), so that rounding the frame's own edges does not start one column's text
    /// on its border and another's a cell in.
    private func insetArea(_ area: CharacterGrid.Area, frame: CGRect) -> CharacterGrid.Area {
        guard let element, element.area.width >= 3 else { return area }
        let leading = max(1, Int(((frame.minX - element.frame.minX) / pointsPerColumn).rounded()))
        let trailing = max(1, Int(((element.frame.maxX - frame.maxX) / pointsPerColumn).rounded()))
        // The element's own edge columns, before clipping to the grid.
        let edges = Self.span(
            from: (element.frame.minX - origin.x) / pointsPerColumn, to: (element.frame.maxX - origin.x) / pointsPerColumn)
        let first = edges.first + leading
        let last = edges.last - trailing
        guard first <= last, leading < 10_000, trailing < 10_000 else { return area }
        return CharacterGrid.Area(columns: first...last, rows: area.rows)
    }

    private mutating func write(
        _ text: String, alignment: RenderText.Alignment, in area: CharacterGrid.Area, row: Int, color: RenderColor,
        bold: Bool, clip: CharacterGrid.Area
    ) {
        let shown = String(text.prefix(area.width))
        let column: Int =
            switch alignment {
            case .left: area.columns.lowerBound
            case .center: area.columns.lowerBound + (area.width - shown.count) / 2
            case .right: area.columns.upperBound + 1 - shown.count
            }
        grid.write(shown, column: column, row: row, foreground: color, bold: bold, clip: clip)
    }

    /// Light (rounded when the view is), double when selected, heavy and blue when focused; only for boxes of
    /// at least 3 × 3 cells, so that smaller ones keep their label. An edge past the grid's top or bottom is not
    /// drawn: a box cut off by the screen's edge shows its visible part, its sides running to the edge (RD23).
    private mutating func drawBorder(_ element: RenderElement, area: CharacterGrid.Area, clip: CharacterGrid.Area) {
        let rows = Self.span(
            from: (element.frame.minY - origin.y) / pointsPerRow, to: (element.frame.maxY - origin.y) / pointsPerRow)
        guard area.width >= 3, rows.last - rows.first >= 2, element.category != .decorationView || element.content != nil
        else { return }
        let rounded = (element.content?.cornerRadius ?? 0) > 0
        let set: BoxCharacters =
            element.isFocused ? .heavy : element.isSelected ? .double : rounded ? .rounded : .light
        let color: RenderColor = element.isFocused || element.isSelected ? .systemBlue : Self.border
        let bold = element.isFocused || element.isSelected
        let (left, right) = (area.columns.lowerBound, area.columns.upperBound)
        let (top, bottom) = (area.rows.lowerBound, area.rows.upperBound)
        let (drawsTop, drawsBottom) = (rows.first >= top, rows.last <= bottom)
        func put(_ character: Character, _ column: Int, _ row: Int) {
            grid.put(character, column: column, row: row, foreground: color, bold: bold, clip: clip)
        }
        for column in (left + 1)..<max(right, left + 1) {
            if drawsTop { put(set.horizontal, column, top) }
            if drawsBottom { put(set.horizontal, column, bottom) }
        }
        for row in stride(from: drawsTop ? top + 1 : top, through: drawsBottom ? bottom - 1 : bottom, by: 1) {
            put(set.vertical, left, row)
            put(set.vertical, right, row)
        }
        if drawsTop {
            put(set.topLeft, left, top)
            put(set.topRight, right, top)
        }
        if drawsBottom {
            put(set.bottomLeft, left, bottom)
            put(set.bottomRight, right, bottom)
        }
    }

    static func intersection(_ a: CharacterGrid.Area, _ b: CharacterGrid.Area) -> CharacterGrid.Area? {
        let firstColumn = max(a.columns.lowerBound, b.columns.lowerBound)
        let lastColumn = min(a.columns.upperBound, b.columns.upperBound)
        let firstRow = max(a.rows.lowerBound, b.rows.lowerBound)
        let lastRow = min(a.rows.upperBound, b.rows.upperBound)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return nil }
        return CharacterGrid.Area(columns: firstColumn...lastColumn, rows: firstRow...lastRow)
    }
}

/// The six characters of a box style.
struct BoxCharacters {
    let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character

    static let light = BoxCharacters(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    static let rounded = BoxCharacters(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
    static let double = BoxCharacters(
        horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝")
    static let heavy = BoxCharacters(
        horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
}
