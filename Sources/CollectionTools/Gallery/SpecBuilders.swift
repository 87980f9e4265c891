import Foundation
import LayoutData

/// Short builders for the gallery's feature specs.
enum Build {
    static func fw(_ value: Double) -> DimensionSpec { .fractionalWidth(value) }
    static func fh(_ value: Double) -> DimensionSpec { .fractionalHeight(value) }
    static func abs(_ value: Double) -> DimensionSpec { .absolute(value) }
    static func est(_ value: Double) -> DimensionSpec { .estimated(value) }

    static func item(
        _ width: DimensionSpec, _ height: DimensionSpec, inset: Double? = nil, supplementaries: [SupplementarySpec]? = nil
    ) -> SubitemSpec {
        .item(
            ItemSpec(
                size: SizeSpec(width: width, height: height),
                contentInsets: inset.map { InsetsSpec(top: $0, leading: $0, bottom: $0, trailing: $0) },
                supplementaryItems: supplementaries))
    }

    static func row(
        _ width: DimensionSpec, _ height: DimensionSpec, _ subitems: [SubitemSpec], count: Int? = nil,
        spacing: Double? = nil
    ) -> GroupSpec {
        GroupSpec(
            axis: .horizontal, size: SizeSpec(width: width, height: height), subitems: subitems, count: count,
            interItemSpacing: spacing.map { .fixed($0) })
    }

    static func column(
        _ width: DimensionSpec, _ height: DimensionSpec, _ subitems: [SubitemSpec], count: Int? = nil,
        spacing: Double? = nil
    ) -> GroupSpec {
        GroupSpec(
            axis: .vertical, size: SizeSpec(width: width, height: height), subitems: subitems, count: count,
            interItemSpacing: spacing.map { .fixed($0) })
    }

    static func insets(_ all: Double) -> InsetsSpec { InsetsSpec(top: all, leading: all, bottom: all, trailing: all) }
    static func insets(vertical: Double, horizontal: Double) -> InsetsSpec {
        InsetsSpec(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    static func header(_ height: Double, pinned: Bool = false, kind: String = "header") -> BoundarySupplementarySpec {
        BoundarySupplementarySpec(
            kind: kind, size: SizeSpec(width: fw(1), height: abs(height)), alignment: kind == "footer" ? .bottom : .top,
            pinToVisibleBounds: pinned ? true : nil)
    }

    static let colors = ["#007AFF", "#34C759", "#FF9500", "#AF52DE", "#FF2D55", "#30B0C7", "#5856D6", "#FFCC00"]

    /// Cells cycling through the system colours, each with `text`.
    static func colorful(_ text: String? = "{item}", symbol: String? = nil, radius: Double? = 10) -> [CellContentSpec] {
        colors.map { CellContentSpec(text: text, symbol: symbol, color: $0, cornerRadius: radius) }
    }

    static func headerContent(_ text: String) -> [String: CellContentSpec] {
        ["header": CellContentSpec(text: text, color: "#F2F2F7")]
    }
}
