import CompositionalLayout
import Foundation

// Aleksej Gurin, "All what you need to know about UICollectionViewCompositionalLayout" (seeds 003 and 000).
// Every code sample of the article is an embedded gist that the seed does not contain, so each example builds
// what the article's words describe; the notes quote the words and name the values that had to be chosen.

extension SeedExamples {
    static let gurinExamples: [SeedExample] = [
        SeedExample(
            name: "gurin-list", title: "List Layout", source: .gurinOverview,
            notes: """
                Built from the words: "a list in which all the rows have the same absolute height". Item \
                .fractionalWidth(1) × .fractionalHeight(1) in a .fractionalWidth(1) × .absolute(50) row; the \
                height (50) and the item count (20) are chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(50)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]))),
            itemCounts: [20]),
        SeedExample(
            name: "gurin-estimated-list", title: "Estimated List", source: .gurinOverview,
            notes: """
                Built from the words: "set item and group heightDimension into type estimated" (and no content \
                insets). Item and group .fractionalWidth(1) × .estimated(50); the estimate, the item count (10) \
                and the measured heights (44, 88, 66, repeating) are chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .estimated(50)),
                        subitems: [item(.fractionalWidth(1), .estimated(50))]))),
            itemCounts: [10],
            measurements: (0..<10).map { .item(0, $0, width: 390, height: [44, 88, 66][$0 % 3]) }),
        SeedExample(
            name: "gurin-edged-items", title: "Edged Items", source: .gurinOverview,
            notes: """
                Built from the words: "with edgeSpacing two columns will be placed in the middle of the screen" \
                (flexible spacing "is for filling empty space which we have in a group"). 155 × 155 items with \
                flexible(0) leading and trailing edge spacing in a full-width row: two fit, and the 80 pt left \
                over is shared by the four flexible edges. Sizes and item count (6) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(155)),
                        subitems: [
                            item(
                                .absolute(155), .absolute(155),
                                edgeSpacing: EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
                        ]))),
            itemCounts: [6]),
        SeedExample(
            name: "gurin-custom-group", title: "Custom group", source: .gurinOverview,
            notes: """
                Built from the words: "With NSCollectionLayoutGroupCustomItem class you can set object position \
                in the group, also you can use zIndex"; the provider "will receive NSCollectionLayoutEnvironment, \
                it contains container size". A 200-pt custom group whose provider places two overlapping cards, \
                each 60 % of the container's width, the second one 40 % in, 40 pt lower and above the first. \
                Frames and item count (4) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .custom(size: size(.fractionalWidth(1), .absolute(200))) { environment in
                        let width = environment.container.contentSize.width
                        return [
                            CustomGroupItem(frame: CGRect(x: 0, y: 0, width: width * 0.6, height: 160), zIndex: 0),
                            CustomGroupItem(
                                frame: CGRect(x: width * 0.4, y: 40, width: width * 0.6, height: 160), zIndex: 1),
                        ]
                    })),
            itemCounts: [4]),
        SeedExample(
            name: "gurin-complex-group", title: "Complex Group", source: .gurinOverview,
            notes: """
                Built from the words: "you can put a group in a group … I have created complex layout with \
                multiple groups". A 250-pt row holding a large item (60 % wide) and a column (40 % wide) of two \
                half-height items. Sizes and item count (9) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(250)),
                        subitems: [
                            item(.fractionalWidth(0.6), .fractionalHeight(1)),
                            .group(
                                .vertical(
                                    size: size(.fractionalWidth(0.4), .fractionalHeight(1)),
                                    subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))])),
                        ]))),
            itemCounts: [9]),
        SeedExample(
            name: "gurin-orthogonal-continuous", title: "Orthogonal Collection", source: .gurinOverview,
            notes: """
                Built from the words: "In the next example you can see how continuous type is working". A section \
                with orthogonalScrollingBehavior .continuous of 80 %-wide, 200-pt groups 10 apart with 16-pt \
                leading and trailing insets. Sizes and item count (8) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(0.8), .absolute(200)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
                    interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous)),
            itemCounts: [8]),
        SeedExample(
            name: "gurin-badge", title: "Supplementary item: Apple's badge example", source: .gurinOverview,
            notes: """
                The article quotes "Apple doc example" of a badge: a 20 × 20 supplementary anchored to the item's \
                [.top, .trailing] with fractionalOffset (0.3, −0.3) ("The Fractional one is based on the item \
                size"). Here on the five-column grid with 8-pt item insets; grid and item count (10) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .fractionalWidth(0.2)),
                        subitems: [
                            item(
                                .fractionalWidth(0.2), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 8),
                                supplementaries: [
                                    SupplementaryItem(
                                        size: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                        containerAnchor: LayoutAnchor(
                                            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
                                ])
                        ]))),
            itemCounts: [10]),
        SeedExample(
            name: "gurin-checkmark-group", title: "Supplementary View (a checkmark on a group)",
            source: .gurinOverview,
            notes: """
                Built from the words: "Here is my Layout example where I put a checkmark on a group". A 24 × 24 \
                "checkmark" supplementary on a 100-pt row of two items, anchored to the row's bottom-trailing \
                corner 8 pt in; rows 8 apart, items inset by 4. Sizes and item count (6) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: LayoutGroup(
                        size: size(.fractionalWidth(1), .absolute(100)),
                        arrangement: .stack(.horizontal, .fillingAvailableSpace),
                        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: DirectionalEdgeInsets(all: 4))],
                        supplementaryItems: [
                            SupplementaryItem(
                                size: size(.absolute(24), .absolute(24)), elementKind: "checkmark",
                                containerAnchor: LayoutAnchor(
                                    edges: [.bottom, .trailing], absoluteOffset: CGPoint(x: -8, y: -8)))
                        ]),
                    interGroupSpacing: 8)),
            itemCounts: [6]),
        SeedExample(
            name: "gurin-header-left-footer", title: "Header and Footer (top, left and bottom items)",
            source: .gurinOverview,
            notes: """
                Built from the words: "I create three items, at the top, left and bottom … fractional size for \
                this item is based on container not on the section, that's why left item size you can not set as \
                fractional, you should calculate your section size and set it in absolute value". A 50-pt header, \
                a 50 × 300 leading item (300 = three 100-pt rows, computed by hand as the article says) and a \
                50-pt footer; the rows are inset 60 pt on the leading side so the left item does not cover them, \
                and the boundary items ignore the section's insets. Sizes and item count (6) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(100)),
                        subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0),
                    supplementariesFollowContentInsets: false,
                    boundarySupplementaryItems: [
                        BoundarySupplementaryItem(
                            size: size(.fractionalWidth(1), .absolute(50)), elementKind: elementKindSectionHeader,
                            alignment: .top),
                        BoundarySupplementaryItem(
                            size: size(.absolute(50), .absolute(300)), elementKind: "left", alignment: .leading),
                        BoundarySupplementaryItem(
                            size: size(.fractionalWidth(1), .absolute(50)), elementKind: elementKindSectionFooter,
                            alignment: .bottom),
                    ])),
            itemCounts: [6]),
        SeedExample(
            name: "gurin-background", title: "Backgrounded Section", source: .gurinOverview,
            notes: """
                Built from the words: a section background decoration ("only one static initializer"), registered \
                on the layout, whose contentInsets "adjust bounds for the background", used for "shadow for the \
                whole section". Rows of 60 pt in sections inset by 16, the background inset by 8, two sections \
                20 apart. Sizes and item counts (3, 3) chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(60)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(all: 16),
                    decorationItems: [
                        DecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 8))
                    ]),
                configuration: LayoutConfiguration(interSectionSpacing: 20), registeredDecorationKinds: ["background"]),
            itemCounts: [3, 3]),
    ]
}
