import CompositionalLayout
import Foundation

/// Draws scene after scene with a ``TerminalRenderer``, redrawing only the rows whose elements changed: an app that
/// redraws its screen after every change (a terminal host) pays for what changed, not for the whole screen.
///
/// A row's text depends only on the renderer, the grid (size, origin, scale, background) and the elements whose
/// visible area covers the row, in drawing order: the painter writes an element only inside that area. So a row
/// whose covering elements equal, one for one, the ones that covered it in the last scene keeps its last text, and
/// the output is always the one ``TerminalRenderer/lines(_:)`` gives for the scene (semantics RD14).
///
/// ```swift
/// var renderer = IncrementalTerminalRenderer()
/// let first = renderer.lines(scene, with: TerminalRenderer(columns: 120))
/// let next = renderer.lines(changedScene, with: TerminalRenderer(columns: 120))  // redraws the changed rows
/// ```
public struct IncrementalTerminalRenderer: Sendable {
    /// What the last scene drew, to compare the next one with.
    private struct Frame: Sendable {
        var renderer: TerminalRenderer
        var grid: GridKey
        var elements: [RenderElement]
        /// The indices of the elements that cover each row, in drawing order.
        var elementsOfRow: [[Int]]
        var lines: [String]
    }

    /// Everything besides the elements that a row's text depends on.
    private struct GridKey: Equatable, Sendable {
        var columns: Int
        var rows: Int
        var origin: CGPoint
        var pointsPerColumn: CGFloat
        var pointsPerRow: CGFloat
        var background: RenderColor
    }

    private var last: Frame?
    /// How many rows the last call drew (the others kept their text); for tests and benchmarks.
    public private(set) var redrawnRowCount = 0

    /// A renderer that has drawn nothing yet.
    public init() {}

    /// `scene` as lines of text, as `renderer.lines(scene)` gives them; only rows whose covering elements changed
    /// since the last call are drawn again.
    /// - Complexity: O(elements × rows they cover) comparisons, plus drawing the changed rows' elements and text.
    public mutating func lines(_ scene: RenderScene, with renderer: TerminalRenderer) -> [String] {
        var painter = renderer.painter(for: scene)
        let grid = GridKey(
            columns: painter.grid.columns, rows: painter.grid.rows, origin: painter.origin,
            pointsPerColumn: painter.pointsPerColumn, pointsPerRow: painter.pointsPerRow,
            background: painter.background)
        let areas = scene.elements.map { painter.visibleArea(of: $0) }
        let elementsOfRow = Self.elementsOfRows(areas, rows: grid.rows)
        let dirty = dirtyRows(elementsOfRow, elements: scene.elements, renderer: renderer, grid: grid)
        // Every element that covers a changed row, in drawing order; what they write in other rows is not read.
        for (element, area) in zip(scene.elements, areas) where area?.rows.contains(where: { dirty[$0] }) ?? false {
            painter.draw(element)
        }
        let previous = last?.lines ?? []
        let lines = (0..<grid.rows).map { row in
            dirty[row] ? painter.grid.line(row, ansi: renderer.writesEscapes) : previous[row]
        }
        redrawnRowCount = dirty.lazy.filter { $0 }.count
        last = Frame(renderer: renderer, grid: grid, elements: scene.elements, elementsOfRow: elementsOfRow, lines: lines)
        return lines
    }

    /// Forgets the last scene: the next call draws every row.
    public mutating func reset() { last = nil }

    /// The indices of the elements whose visible area covers each of `rows` rows.
    private static func elementsOfRows(_ areas: [CharacterGrid.Area?], rows: Int) -> [[Int]] {
        var elementsOfRow = [[Int]](repeating: [], count: rows)
        for (index, area) in areas.enumerated() {
            guard let area else { continue }
            for row in area.rows { elementsOfRow[row].append(index) }
        }
        return elementsOfRow
    }

    /// Whether each row must be drawn: all of them after a change of renderer or grid, else those whose covering
    /// elements differ from last time's. Each pair of elements is compared once.
    private func dirtyRows(
        _ elementsOfRow: [[Int]], elements: [RenderElement], renderer: TerminalRenderer, grid: GridKey
    ) -> [Bool] {
        guard let last, last.renderer == renderer, last.grid == grid else {
            return [Bool](repeating: true, count: grid.rows)
        }
        var equal: [Int: Bool] = [:]
        return elementsOfRow.indices.map { row in
            let new = elementsOfRow[row]
            let old = last.elementsOfRow[row]
            guard new.count == old.count else { return true }
            return !zip(new, old).allSatisfy { pair in
                let key = pair.0 &* last.elements.count &+ pair.1
                if let known = equal[key] { return known }
                let same = elements[pair.0] == last.elements[pair.1]
                equal[key] = same
                return same
            }
        }
    }
}
