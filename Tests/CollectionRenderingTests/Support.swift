import CollectionRendering
import CompositionalLayout
import Foundation

/// A section of `columns` equal columns of `height`-point items.
func gridSection(columns: Int, height: CGFloat, header: CGFloat? = nil, pinned: Bool = false) -> LayoutSection {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1 / CGFloat(columns)), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)), subitems: [.item(item)])
    var section = LayoutSection(group: group)
    if let header {
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(header)), elementKind: "header",
                alignment: .top, pinToVisibleBounds: pinned)
        ]
    }
    return section
}

func solve(
    _ section: LayoutSection, items: Int, width: CGFloat = 100, height: CGFloat = 100,
    traits: LayoutTraits = LayoutTraits()
) throws -> LayoutSolution {
    try LayoutSolution(
        layout: CollectionLayout(section: section), itemCounts: [items],
        container: CollectionContainer(size: CGSize(width: width, height: height)), traits: traits)
}
