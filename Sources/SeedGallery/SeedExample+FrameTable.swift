import CollectionRendering
import CompositionalLayout
import Foundation

/// Solves `example` and renders every element as a plain-text table (see
/// `CollectionRendering.frameTable(for:)`).
/// - Throws: the ``LayoutError`` of an example that cannot be laid out.
public func frameTable(for example: SeedExample) throws -> String {
    frameTable(for: try example.solve())
}
