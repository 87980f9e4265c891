import CompositionalLayout
import Foundation

// "A simple self-sizing flow layout with fixed spacings" (seed 002). The code is an embedded gist the seed does
// not contain; the example builds what the words describe: "self-sizing items which we can configure with
// NSCollectionLayoutSize and passing estimated dimensions … with some space around the item. The edge spacing
// with fixed edges gives us the wanted fixed spacing between items … NSCollectionLayoutGroup with horizontal
// layout direction and with a layout size which takes max width, but height is fitted based on item sizes",
// "a single section with 7 items".

extension SeedExamples {
    /// The measured widths of the seven tags (32 pt tall).
    static let tagWidths: [CGFloat] = [72, 104, 56, 130, 88, 150, 64]

    static let flowLayoutExamples: [SeedExample] = [
        SeedExample(
            name: "tag-flow-layout", title: "Flow layout with fixed spacings (self-sizing tags)",
            source: .flowLayout,
            notes: """
                Items .estimated(80) × .estimated(32) with fixed(4) edge spacing on every edge, in a \
                .fractionalWidth(1) × .estimated(40) horizontal group; section insets 16. The tags measure \
                72, 104, 56, 130, 88, 150 and 64 pt wide and 32 pt tall, so the rows hold 3, 2 and 2 tags. \
                Estimates, insets and measured sizes chosen.
                """,
            layout: CollectionLayout(
                section: LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .estimated(40)),
                        subitems: [
                            item(
                                .estimated(80), .estimated(32),
                                edgeSpacing: EdgeSpacing(
                                    leading: .fixed(4), top: .fixed(4), trailing: .fixed(4), bottom: .fixed(4)))
                        ]),
                    contentInsets: DirectionalEdgeInsets(all: 16))),
            itemCounts: [7],
            measurements: tagWidths.enumerated().map { .item(0, $0.offset, width: $0.element, height: 32) }),
    ]
}
