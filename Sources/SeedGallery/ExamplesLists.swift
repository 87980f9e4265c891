import CompositionalLayout
import Foundation

// The list layouts of the seed articles, built as their code builds them: `UICollectionLayoutListConfiguration`
// is layer 1's `ListConfiguration`, `.list(using:layoutEnvironment:)` is `LayoutSection.list(using:environment:)`.
// Rows and headers are estimates until their views measure themselves; the measurements below are the heights a
// default list cell (a 17-pt body line with its margins) and a grouped header report (`GroupedListHeader`).

extension SeedSource {
    static let paletteList = SeedSource(
        title: "List view with a collection view, diffable data source and cell registration (palettes)",
        author: "blog post (author not named in the seed)", seedFiles: ["002_297977e08737ad49.txt"])
}

let listExamples: [SeedExample] = [
    SeedExample(
        name: "palette-list", title: "Palette list: .insetGrouped with supplementary headers", source: .paletteList,
        notes: """
            UICollectionViewCompositionalLayout.list(using:) with UICollectionLayoutListConfiguration(appearance: \
            .insetGrouped) and headerMode = .supplementary: one section per palette, one row per colour. The \
            article's data is in a gist the seed does not show: three palettes (Warm, Cool, Neutral) of 4, 3 and \
            5 colours chosen. Rows keep the 44-pt default-cell estimate; headers are measured as the UIKit face \
            measures its grouped headers: 17 + one footnote line (47/3) + 6 = 116/3 pt (ListCellMetrics and the \
            text model; docs/semantics.md LC4). Margins 20 at 390 pt, header top padding 17 (LI1–LI8).
            """,
        layout: .list(using: paletteListConfiguration), itemCounts: [4, 3, 5],
        measurements: ["Warm", "Cool", "Neutral"].enumerated().map { section, name in
            .supplementary(
                elementKindSectionHeader, section, 0, width: 350,
                height: GroupedListHeader.height(of: name, width: 350, containerWidth: 390))
        }),
    SeedExample(
        name: "aachen-list-provider", title: "Initializing CompositionalLayout (a .list section provider)",
        source: .aachen,
        notes: """
            A section provider returning NSCollectionLayoutSection.list(using: \
            UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment:) for every section (the \
            slide writes UICollectionViewListConfiguration and NSCollectionViewSection; Apple's names are \
            UICollectionLayoutListConfiguration and NSCollectionLayoutSection). Two sections of 3 and 2 items \
            chosen; the first row reports a measured height of 61 pt (chosen: a taller cell), the others keep 44.
            """,
        layout: CollectionLayout { _, environment in
            .list(using: ListConfiguration(appearance: .plain), environment: environment)
        },
        itemCounts: [3, 2], measurements: [.item(0, 0, width: 390, height: 61)]),
]

var paletteListConfiguration: ListConfiguration {
    var configuration = ListConfiguration(
        appearance: .insetGrouped, headerElementKind: elementKindSectionHeader,
        footerElementKind: "UICollectionElementKindSectionFooter")
    configuration.headerMode = .supplementary
    return configuration
}
