import CompositionalLayout
import Foundation

// Ali Akhtar, "UICollection Compositional Layout Part 1" (seed 001). The article's screen is 428 pt wide
// ("let say collection view width = 428"), so these examples use a 428 × 926 container at 3x: a
// `.fractionalWidth(0.2)` of 428 is 85.6 pt, which the article rounds to 85.7 and UIKit to the pixel (85.667).

extension SeedExamples {
    /// The article's grid: `.fractionalWidth(0.2)` × `.fractionalHeight(1)` items in a row that is as wide as
    /// the section and `.fractionalWidth(0.2)` tall, with the variations the article applies one at a time.
    static func akhtarGrid(
        itemWidth: CGFloat = 0.2, itemInsets: DirectionalEdgeInsets = .zero, groupInsets: DirectionalEdgeInsets = .zero,
        sectionInsets: DirectionalEdgeInsets = .zero, interGroupSpacing: CGFloat = 0
    ) -> CollectionLayout {
        var group = LayoutGroup.horizontal(
            size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
            subitems: [item(.fractionalWidth(itemWidth), .fractionalHeight(1), insets: itemInsets)])
        group.contentInsets = groupInsets
        return CollectionLayout(
            section: LayoutSection(group: group, contentInsets: sectionInsets, interGroupSpacing: interGroupSpacing))
    }

    static let akhtarExamples: [SeedExample] = [
        SeedExample(
            name: "akhtar-five-column-grid", title: "Grid of five columns (Figure 4, \"Item Size Calculation\")",
            source: .akhtar,
            notes: """
                Code given in the text: item .fractionalWidth(0.2) × .fractionalHeight(1.0); group \
                .fractionalWidth(1) × .fractionalWidth(0.2), horizontal, subitems [item]. The article computes \
                group height 0.2 · 428 = 85.7 and item width 85.7. Item count chosen (25).
                """,
            layout: akhtarGrid(), itemCounts: [25], container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-full-width-rows", title: "Rows like a table view (Figure 12)", source: .akhtar,
            notes: """
                "I just change item size width to 1.0 now item is taking whole screen width, like a \
                UITableViewCell type layout": the grid with item .fractionalWidth(1.0). Item count chosen (10).
                """,
            layout: akhtarGrid(itemWidth: 1), itemCounts: [10], container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-inter-group-spacing", title: "interGroupSpacing (Figure 13)", source: .akhtar,
            notes: """
                The grid with section.interGroupSpacing; the value is only in the figure: 10 chosen. \
                Item count chosen (25).
                """,
            layout: akhtarGrid(interGroupSpacing: 10), itemCounts: [25], container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-section-insets", title: "Section contentInsets (Figure 14)", source: .akhtar,
            notes: """
                The grid with section.contentInsets; the value is only in the figure: 10 on every edge chosen. \
                Item count chosen (25).
                """,
            layout: akhtarGrid(sectionInsets: DirectionalEdgeInsets(all: 10)), itemCounts: [25],
            container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-group-insets", title: "Group contentInsets (Figure 15)", source: .akhtar,
            notes: """
                The grid with group.contentInsets; the value is only in the figure: 5 on every edge chosen. \
                Item count chosen (25).
                """,
            layout: akhtarGrid(groupInsets: DirectionalEdgeInsets(all: 5)), itemCounts: [25],
            container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-item-insets", title: "Item contentInsets (Figures 16–17)", source: .akhtar,
            notes: """
                The grid with item.contentInsets set before the group is made (the article's Figure 17 shows \
                that setting them afterwards has no effect); the value is only in the figure: 5 on every edge \
                chosen. Item count chosen (25).
                """,
            layout: akhtarGrid(itemInsets: DirectionalEdgeInsets(all: 5)), itemCounts: [25],
            container: SeedExample.iPhoneMax),
        SeedExample(
            name: "akhtar-two-column-count", title: "Two columns with an explicit count (Figure 18)",
            source: .akhtar,
            notes: """
                "we used the different form of initialiser that takes explicit count parameter … exactly two \
                item per group": horizontal(layoutSize:subitem:count: 2) with an item of .fractionalWidth(1) that \
                the count overrides. The group size is only in the figure: the grid's group \
                (.fractionalWidth(1) × .fractionalWidth(0.2)) kept. Item count chosen (10).
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                        subitem: item(.fractionalWidth(1), .fractionalHeight(1)), count: 2))),
            itemCounts: [10], container: SeedExample.iPhoneMax),
    ]
}
