import Foundation

/// One solved flow section, in canonical pixels (scrolling down, left to right): its header, insets, lines
/// and footer. Sections of one fixed item size are answered by arithmetic; the others keep one start per line
/// and the lines' extents in runs (``FlowLineRuns``).
struct FlowSectionModel: Sendable {
    let index: Int
    let itemCount: Int
    /// The header's and footer's lengths along the scroll axis (0: none).
    let header: Int
    let footer: Int
    /// Space before the first line and after the last one, along the scroll axis.
    let insetBefore: Int
    let insetAfter: Int
    /// Where lines start across the scroll axis, and how much room they have.
    let areaStart: Int
    let areaWidth: Int
    let lineSpacing: Int
    let interitemSpacing: Int
    var lines: FlowLines
    var diagnostics: [LayoutDiagnostic] = []
    /// The metrics the section was solved with (its provider's answer), kept so that a solve may reuse them (LY3).
    var metrics = FlowSectionMetrics()

    /// The distance from the section's start to its first line.
    var contentStart: Int { header + insetBefore }
    /// The length of all lines and the spacing between them.
    var contentLength: Int { lines.contentLength(lineSpacing: lineSpacing) }
    /// The section's length along the scroll axis.
    var extent: Int { header + insetBefore + contentLength + insetAfter + footer }
    var lineCount: Int { lines.lineCount }
}

/// The lines of a flow section.
enum FlowLines: Sendable {
    /// Every item has `size`; `perLine` items fill each line (the last may hold fewer).
    case uniform(size: PixelSize, perLine: Int, lineCount: Int)
    /// Items of different (or measured) sizes.
    case variable(FlowVariableLines)

    var lineCount: Int {
        switch self {
        case .uniform(_, _, let count): count
        case .variable(let lines): lines.runs.lineCount
        }
    }

    func contentLength(lineSpacing: Int) -> Int {
        switch self {
        case .uniform(let size, _, let count): count == 0 ? 0 : count * size.height + (count - 1) * lineSpacing
        case .variable(let lines): lines.runs.lineCount == 0 ? 0 : lines.runs.total - lineSpacing
        }
    }
}
