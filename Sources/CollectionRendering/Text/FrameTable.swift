import CompositionalLayout
import Foundation
import HeadlessCollectionView

/// Renders a solved layout as a plain-text table, for diffs in tests and bug reports: one row per element
/// (category, kind, index path, x, y, width, height, zIndex) with lengths rounded to three decimals, then the
/// content size and the scrolling geometry of orthogonally scrolling sections.
public func frameTable(for solution: some SolvedLayout) -> String {
    let size = solution.contentSize
    // Everything, including orthogonal sections' content beyond the content width.
    let everything = CGRect(
        x: -1_000_000, y: -1_000_000, width: size.width + 2_000_000, height: size.height + 2_000_000)
    var lines = frameTableRows(solution.attributesForElements(in: everything, scrollPosition: nil))
    lines.append("content size: \(decimal(size.width)) × \(decimal(size.height))")
    for section in 0..<solution.numberOfSections {
        guard let geometry = solution.orthogonalGeometry(forSection: section) else { continue }
        let region = geometry.scrollRegion
        lines.append(
            "section \(section) scrolls \(geometry.axis == .horizontal ? "horizontally" : "vertically") "
                + "(\(geometry.behavior)): region (\(decimal(region.minX)), \(decimal(region.minY)), "
                + "\(decimal(region.width)), \(decimal(region.height))), content length \(decimal(geometry.contentLength)), "
                + "offsets \(decimal(geometry.offsetRange.lowerBound)) … \(decimal(geometry.offsetRange.upperBound)), "
                + "initial \(decimal(geometry.initialOffset)), \(geometry.groupCount) groups")
    }
    return lines.joined(separator: "\n")
}

/// The frame table of a screen: the elements that show in `canvas` (the container at a scroll offset) at their
/// displayed frames there (pinned headers riding the offset, orthogonal sections at `orthogonalOffsets`, else at
/// rest), then the content size and the visible rect. What ``RenderScene/init(layout:canvas:orthogonalOffsets:traits:selectedItems:focusedItem:content:)``
/// draws, as numbers.
public func frameTable(
    for solution: some SolvedLayout, visibleIn canvas: CGRect, orthogonalOffsets: [Int: CGPoint] = [:]
) -> String {
    let position = ScrollPosition(
        visibleBounds: canvas,
        orthogonalOffsets: RenderScene.restingOffsets(of: solution, overriddenBy: orthogonalOffsets))
    let lines = frameTableRows(solution.attributesForElements(in: canvas, scrollPosition: position)) + [
        "content size: \(decimal(solution.contentSize.width)) × \(decimal(solution.contentSize.height))",
        "visible rect: (\(decimal(canvas.minX)), \(decimal(canvas.minY)), \(decimal(canvas.width)), "
            + "\(decimal(canvas.height)))",
    ]
    return lines.joined(separator: "\n")
}

/// `attributes` as a plain-text table (one row per element, in section, category, kind and item order) followed
/// by the content size: the frame table of any collection view, such as the UIKit face's.
public func frameTable(for attributes: [LayoutAttributes], contentSize: CGSize) -> String {
    (frameTableRows(attributes) + ["content size: \(decimal(contentSize.width)) × \(decimal(contentSize.height))"])
        .joined(separator: "\n")
}

/// The header line and one aligned line per element.
private func frameTableRows(_ attributes: [LayoutAttributes]) -> [String] {
    let rows = attributes.sorted(by: tableOrder).map { attributes in
        [
            categoryName(attributes.category), attributes.elementKind ?? "-", indexPathText(attributes.indexPath),
            decimal(attributes.frame.minX), decimal(attributes.frame.minY), decimal(attributes.frame.width),
            decimal(attributes.frame.height), String(attributes.zIndex),
        ]
    }
    let header = ["category", "kind", "index path", "x", "y", "width", "height", "z"]
    let numeric: Set<Int> = [3, 4, 5, 6, 7]
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
        var text = cells.indices.map { column in
            let padding = String(repeating: " ", count: widths[column] - cells[column].count)
            return numeric.contains(column) ? padding + cells[column] : cells[column] + padding
        }.joined(separator: "  ")
        // Trailing spaces trimmed by hand: a regular expression per line made a million-row table take seconds.
        while text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
        return text
    }
    return [line(header)] + rows.map(line)
}

/// Sections in order; in a section cells, then supplementaries, then decorations; then kind and item.
private func tableOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    let left = (a.indexPath.first ?? 0, categoryRank(a.category), a.elementKind ?? "", a.indexPath.last ?? 0)
    let right = (b.indexPath.first ?? 0, categoryRank(b.category), b.elementKind ?? "", b.indexPath.last ?? 0)
    return left < right
}

private func categoryRank(_ category: ElementCategory) -> Int {
    switch category {
    case .cell: 0
    case .supplementaryView: 1
    case .decorationView: 2
    }
}

private func categoryName(_ category: ElementCategory) -> String {
    switch category {
    case .cell: "cell"
    case .supplementaryView: "supplementary"
    case .decorationView: "decoration"
    }
}

/// `[section, item]`, with the global supplementaries' `Int.max − i` written as such.
private func indexPathText(_ indexPath: IndexPath) -> String {
    let parts = indexPath.map { index in
        index > Int.max - 1_000 ? (index == Int.max ? "Int.max" : "Int.max-\(Int.max - index)") : String(index)
    }
    return "[" + parts.joined(separator: ", ") + "]"
}

/// Three decimals, without a negative zero.
private func decimal(_ value: CGFloat) -> String {
    // From about 2^43 points a Double no longer holds thousandths, and "%.3f" of an offset of 1e300 prints hundreds
    // of digits: from 10^12 on, six significant digits in exponent form say as much.
    guard abs(value) < 1e12 else { return String(format: "%.6g", Double(value)) }
    // Thousandths as an integer (below 10^15, exact), written by hand: `String(format:)` per number dominated
    // the table of a million elements.
    let thousandths = Int((Double(value) * 1000).rounded())
    let magnitude = thousandths.magnitude
    let fraction = String(magnitude % 1000)
    let padding = String(repeating: "0", count: 3 - fraction.count)
    return (thousandths < 0 ? "-" : "") + String(magnitude / 1000) + "." + padding + fraction
}
