// Reading a flow section's stored lines, and packing the same sizes the plain way, so that tests can compare them.

@testable import CompositionalLayout

enum FlowLineCheck {
    /// Each line's first item and stride as the runs store them.
    static func storedLines(_ solution: FlowSolution, section: Int) -> [[Int]] {
        guard case .variable(let lines) = solution.sections[section].lines else { return [] }
        return (0..<lines.runs.lineCount).map { line in
            [lines.runs.firstItem(ofLine: line), lines.runs.offset(ofLine: line + 1) - lines.runs.offset(ofLine: line)]
        }
    }

    /// The same from a plain greedy packing of every item's canonical size, one item at a time (F1).
    static func greedyLines(_ solution: FlowSolution, section index: Int) -> [[Int]] {
        let section = solution.sections[index]
        guard case .variable(let lines) = section.lines else { return [] }
        var result: [[Int]] = []
        var item = 0
        while item < section.itemCount {
            let first = item
            var used = lines.size(of: item).width
            var extent = lines.size(of: item).height
            item += 1
            while item < section.itemCount, used + section.interitemSpacing + lines.size(of: item).width <= section.areaWidth {
                used += section.interitemSpacing + lines.size(of: item).width
                extent = max(extent, lines.size(of: item).height)
                item += 1
            }
            result.append([first, extent + section.lineSpacing])
        }
        return result
    }
}
