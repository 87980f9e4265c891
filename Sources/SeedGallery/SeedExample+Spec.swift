import CompositionalLayout
import Foundation
import LayoutData

extension LayoutSpec {
    /// The spec of a seed example: its layout, item counts and measured sizes, titled and described as the
    /// example is.
    public init(example: SeedExample) throws(LayoutError) {
        try self.init(
            layout: example.layout, itemCounts: example.itemCounts, container: example.container,
            traits: example.traits, title: example.title, description: example.notes)
        for measurement in example.measurements {
            guard let section = measurement.indexPath.first, sections.indices.contains(section),
                let item = measurement.indexPath.last
            else { continue }
            let kind: String? =
                switch measurement.element {
                case .item: nil
                case .supplementary(let kind): LayoutSpec.shortKind(kind)
                }
            sections[section].measuredSizes = (sections[section].measuredSizes ?? []) + [
                MeasuredSizeSpec(
                    item: item, kind: kind, width: Double(measurement.size.width),
                    height: Double(measurement.size.height))
            ]
        }
    }
}
