import CompositionalLayout
import Foundation

// Jonas Schlabertz, "Building Modern CollectionViews with CompositionalLayout", CocoaHeads Aachen, 28.7.2022
// (seed 004). The slides' code is given in full; it is transcribed with the Swift-native API.

extension SeedExamples {
    /// "Replicating Flow Layout". (The slide creates the item size with `NSCollectionLayoutItem(widthDimension:…)`,
    /// a typo for `NSCollectionLayoutSize`.)
    static let aachenFlowSection = LayoutSection(
        group: .horizontal(
            size: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)),
            repeatingSubitem: item(.fractionalWidth(1.0 / 3), .fractionalHeight(1)), count: 3))

    /// "Horizontal Slider": 200 × 150 groups of one full-size item, in its four versions.
    static func aachenSlider(
        spacing: CGFloat = 0, insets: CGFloat = 0, behavior: OrthogonalScrollingBehavior = .none
    ) -> CollectionLayout {
        CollectionLayout(
            section: LayoutSection(
                group: .horizontal(
                    size: size(.absolute(200), .absolute(150)),
                    subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                contentInsets: DirectionalEdgeInsets(all: insets), interGroupSpacing: spacing,
                orthogonalScrollingBehavior: behavior))
    }

    static let aachenExamples: [SeedExample] = [
        SeedExample(
            name: "aachen-flow", title: "Replicating Flow Layout", source: .aachen,
            notes: """
                Item .fractionalWidth(1/3) × .fractionalHeight(1); group .fractionalWidth(1) × \
                .fractionalWidth(1/3), horizontal(layoutSize:repeatingSubitem:count: 3). Item count chosen (9).
                """,
            layout: CollectionLayout(section: aachenFlowSection), itemCounts: [9]),
        SeedExample(
            name: "aachen-slider", title: "Horizontal Slider (1: the group)", source: .aachen,
            notes: """
                Item .fractionalWidth(1) × .fractionalHeight(1) in a 200 × 150 horizontal group. Without an \
                orthogonal behaviour (added on a later slide) the groups stack down the leading edge. Item count \
                chosen (5).
                """,
            layout: aachenSlider(), itemCounts: [5]),
        SeedExample(
            name: "aachen-slider-spacing", title: "Horizontal Slider (2: interGroupSpacing = 15)", source: .aachen,
            notes: "The slider with section.interGroupSpacing = 15. Item count chosen (5).",
            layout: aachenSlider(spacing: 15), itemCounts: [5]),
        SeedExample(
            name: "aachen-slider-insets", title: "Horizontal Slider (3: contentInsets 8)", source: .aachen,
            notes: "The slider with interGroupSpacing 15 and contentInsets 8 on every edge. Item count chosen (5).",
            layout: aachenSlider(spacing: 15, insets: 8), itemCounts: [5]),
        SeedExample(
            name: "aachen-slider-continuous", title: "Horizontal Slider (4: .continuous)", source: .aachen,
            notes: "The slider with orthogonalScrollingBehavior = .continuous. Item count chosen (5).",
            layout: aachenSlider(spacing: 15, insets: 8, behavior: .continuous), itemCounts: [5]),
        SeedExample(
            name: "aachen-slider-group-paging", title: "Horizontal Slider (4: .groupPaging)", source: .aachen,
            notes: "The slider with orthogonalScrollingBehavior = .groupPaging. Item count chosen (5).",
            layout: aachenSlider(spacing: 15, insets: 8, behavior: .groupPaging), itemCounts: [5]),
        SeedExample(
            name: "aachen-slider-group-paging-centered", title: "Horizontal Slider (4: .groupPagingCentered)",
            source: .aachen,
            notes: "The slider with orthogonalScrollingBehavior = .groupPagingCentered. Item count chosen (5).",
            layout: aachenSlider(spacing: 15, insets: 8, behavior: .groupPagingCentered), itemCounts: [5]),
        SeedExample(
            name: "aachen-combining-groups", title: "Combining Groups", source: .aachen,
            notes: """
                A 200 × 200 vertical group of [a .fractionalWidth(1) × .fractionalHeight(1/2) row of two \
                .fractionalWidth(1/2) items (repeatingSubitem count 2), a .fractionalWidth(1) × \
                .fractionalHeight(1/2) item]: three items per group. The slide's section has no orthogonal \
                behaviour. Item count chosen (6).
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .vertical(
                        size: size(.absolute(200), .absolute(200)),
                        subitems: [
                            .group(
                                .horizontal(
                                    size: size(.fractionalWidth(1), .fractionalHeight(1.0 / 2)),
                                    repeatingSubitem: item(.fractionalWidth(1.0 / 2), .fractionalHeight(1)), count: 2)),
                            item(.fractionalWidth(1), .fractionalHeight(1.0 / 2)),
                        ]))),
            itemCounts: [6]),
        SeedExample(
            name: "aachen-section-header", title: "Adding Supplementary Views (an estimated section header)",
            source: .aachen,
            notes: """
                A .fractionalWidth(1) × .estimated(40) boundary supplementary of kind \
                UICollectionView.elementKindSectionHeader aligned .top. The slide does not say which section it \
                is added to: here the "Replicating Flow Layout" section. The header is measured at 52 pt. Item \
                count chosen (6).
                """,
            layout: CollectionLayout(
                section: {
                    var section = aachenFlowSection
                    section.boundarySupplementaryItems = [
                        BoundarySupplementaryItem(
                            size: size(.fractionalWidth(1), .estimated(40)), elementKind: elementKindSectionHeader,
                            alignment: .top)
                    ]
                    return section
                }()),
            itemCounts: [6],
            measurements: [.supplementary(elementKindSectionHeader, 0, 0, width: 390, height: 52)]),
    ]
}
