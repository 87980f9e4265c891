/// Redraws a terminal by lines: only the lines that changed since the last frame are written, each by moving the
/// cursor to its row, writing it and clearing the rest of the row. An unchanged frame writes nothing, so the screen
/// never flickers.
public struct ScreenDiff {
    private var shown: [String] = []

    public init() {}

    /// Forgets what is on the screen (after a resize or a clear): the next frame is written whole.
    public mutating func invalidate() { shown = [] }

    /// The bytes that turn the previous frame into `lines`, and how many lines they rewrite.
    public mutating func update(to lines: [String]) -> (output: String, changedLines: Int) {
        var output = ""
        var changed = 0
        for (row, line) in lines.enumerated() where row >= shown.count || shown[row] != line {
            output += "\u{1B}[\(row + 1);1H" + line + "\u{1B}[0m\u{1B}[K"
            changed += 1
        }
        if lines.count < shown.count {
            for row in lines.count..<shown.count { output += "\u{1B}[\(row + 1);1H\u{1B}[K" }
            changed += shown.count - lines.count
        }
        shown = lines
        return (output, changed)
    }
}
