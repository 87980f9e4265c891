import CompositionalLayout
import Foundation

/// Draws a ``RenderScene`` into a character grid, for a terminal: points are scaled to cells, elements are
/// boxes of their background colour drawn with box-drawing characters, text is written at its scaled place.
///
/// The focused item has a heavy blue border (`┏━┓`), selected items a double border (`╔═╗`), so both show
/// without colour too. Placeholders (elements without content) are labelled `section·item` or with their kind.
///
/// ```swift
/// let scene = RenderScene(collectionView: collectionView)
/// print(TerminalRenderer(columns: 80).render(scene))
/// ```
public struct TerminalRenderer: Sendable, Hashable {
    /// The grid's width in characters.
    public var columns: Int
    /// A character cell's height over its width (terminal fonts are about twice as tall as wide).
    public var cellAspectRatio: CGFloat
    /// Writes ANSI colour escapes (of ``colorDepth``); without, plain text.
    public var usesColor: Bool
    /// The escapes written when ``usesColor``: 24-bit colour (the default) or the 256-colour palette; `.none` writes
    /// plain text as `usesColor == false` does. ``TerminalColorDepth/detect(environment:)`` reads the terminal's.
    public var colorDepth = TerminalColorDepth.trueColor
    /// Characters that stand for SF Symbols (by name), drawn instead of the symbol's `[name]`.
    public var symbolGlyphs: [String: String] = [:]

    /// A renderer `columns` characters wide (at least 1).
    public init(columns: Int = 80, cellAspectRatio: CGFloat = 2, usesColor: Bool = true) {
        self.columns = max(columns, 1)
        self.cellAspectRatio = cellAspectRatio > 0 && cellAspectRatio.isFinite ? cellAspectRatio : 2
        self.usesColor = usesColor
    }

    /// Points per column and per row for `scene`: the canvas width spread over ``columns``.
    public func scale(for scene: RenderScene) -> (horizontal: CGFloat, vertical: CGFloat) {
        let horizontal = max(scene.canvas.width, 1) / CGFloat(columns)
        return (horizontal, horizontal * cellAspectRatio)
    }

    /// The number of rows `scene` takes.
    public func rowCount(for scene: RenderScene) -> Int {
        let rows = (scene.canvas.height / scale(for: scene).vertical - 0.001).rounded(.up)
        return rows.isFinite ? max(Int(rows), 1) : 1
    }

    /// The scene as lines of text (with ANSI escapes when ``usesColor``).
    /// - Complexity: O(columns × rows + elements' areas).
    public func lines(_ scene: RenderScene) -> [String] {
        var painter = painter(for: scene)
        for element in scene.elements { painter.draw(element) }
        return painter.grid.lines(ansi: writesEscapes)
    }

    /// Whether rows carry ANSI escapes.
    var writesEscapes: Bool { usesColor && colorDepth != .none }

    /// A painter with an empty grid for `scene`: its size, scale, origin and background.
    func painter(for scene: RenderScene) -> TerminalPainter {
        let (horizontal, vertical) = scale(for: scene)
        var painter = TerminalPainter(
            grid: CharacterGrid(columns: columns, rows: rowCount(for: scene), background: scene.backgroundColor),
            origin: scene.canvas.origin, pointsPerColumn: horizontal, pointsPerRow: vertical,
            background: scene.backgroundColor, symbolGlyphs: symbolGlyphs)
        painter.grid.colorDepth = colorDepth
        return painter
    }

    /// The scene as one string, lines separated by newlines.
    public func render(_ scene: RenderScene) -> String {
        lines(scene).joined(separator: "\n")
    }
}
