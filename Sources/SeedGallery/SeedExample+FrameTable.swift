import CollectionRendering
import CompositionalLayout
import Foundation

/// Solves `example` and renders every element as a plain-text table (see
/// `CollectionRendering.frameTable(for:)`), followed by the separators of its list rows, if any (layer 1 computes
/// them; they are not layout elements, semantics LI8).
/// - Throws: the ``LayoutError`` of an example that cannot be laid out.
public func frameTable(for example: SeedExample) throws -> String {
    let solution = try example.solve()
    let content = CGRect(origin: .zero, size: solution.contentSize)
    let separators = solution.listSeparators(in: content)
    guard !separators.isEmpty else { return frameTable(for: solution) }
    let rows = separators.map { separator in
        let frame = separator.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height].map { String(format: "%8.3f", $0) }
        return "separator \(separator.edge) [\(separator.indexPath[0]), \(separator.indexPath[1])] "
            + values.joined(separator: " ")
    }
    return frameTable(for: solution) + "\nlist separators (x, y, width, height):\n" + rows.joined(separator: "\n")
}
