import CompositionalLayout
import Foundation

// Aleksej Gurin, "How to build complex layout using UICollectionViewCompositionalLayout and
// UICollectionViewDiffableDataSource" (seed 000). The article's code is in gists the seed does not contain; the
// three sections are built from its words:
// - "Information about a client": "short information about the client and amount of books he has taken";
// - "Client books": "should have horizontal scrolling", and "an empty view which will show that we don't have
//   any books … I have decided to use the supplementary view … it will take the whole section size …
//   [the section] will show it only if the section doesn't have elements";
// - "Library books": "Cells in it will have dynamic height and grid layout".

extension SeedExamples {
    /// The empty-state supplementary's kind.
    static let libraryEmptyKind = "empty-client-books"

    /// The library app's layout; `clientHasBooks` tells the provider whether section 1 has items, as the
    /// article's adapter tells its sections.
    static func libraryAppLayout(clientHasBooks: Bool) -> CollectionLayout {
        CollectionLayout { index, _ in
            switch index {
            case 0:
                // Client information: one 120-pt card inset by 16.
                return LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .absolute(120)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(all: 16))
            case 1:
                // Client books: 140 × 200 covers scrolling sideways, 12 apart; an empty state covering the
                // section (the full width, as tall as the section with books) when there are none.
                var section = LayoutSection(
                    group: .horizontal(
                        size: size(.absolute(140), .absolute(200)),
                        subitems: [item(.fractionalWidth(1), .fractionalHeight(1))]),
                    contentInsets: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16),
                    interGroupSpacing: 12, orthogonalScrollingBehavior: .continuous)
                if !clientHasBooks {
                    section.supplementariesFollowContentInsets = false
                    section.boundarySupplementaryItems = [
                        BoundarySupplementaryItem(
                            size: size(.fractionalWidth(1), .absolute(216)), elementKind: libraryEmptyKind,
                            alignment: .top)
                    ]
                }
                return section
            default:
                // Library books: a two-column grid of self-sizing heights.
                return LayoutSection(
                    group: .horizontal(
                        size: size(.fractionalWidth(1), .estimated(250)),
                        subitems: [item(.fractionalWidth(0.5), .estimated(250))]),
                    contentInsets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10),
                    interGroupSpacing: 12)
            }
        }
    }

    /// The measured heights of the ten library books.
    static let libraryBookHeights: [CGFloat] = [230, 260, 245, 250, 270, 240, 255, 235, 265, 250]

    static let libraryNotes = """
        Three sections from the article's words: a 120-pt client card (insets 16); the client's books scrolling \
        sideways (.continuous, 140 × 200 covers 12 apart, insets 0/16/16/16); the library's books in a two-column \
        grid of estimated heights (insets 0/10/10/10, rows 12 apart), measured at 230, 260, 245, 250, 270, 240, \
        255, 235, 265, 250. All sizes and counts are chosen.
        """

    static let libraryAppExamples: [SeedExample] = [
        SeedExample(
            name: "library-app", title: "Library app: client, client books, library books", source: .gurinLibrary,
            notes: libraryNotes, layout: libraryAppLayout(clientHasBooks: true), itemCounts: [1, 3, 10],
            measurements: libraryBookHeights.enumerated().map { .item(2, $0.offset, width: 185, height: $0.element) }),
        SeedExample(
            name: "library-app-no-client-books", title: "Library app: the client has no books (empty state)",
            source: .gurinLibrary,
            notes: libraryNotes + """
                 With no client books the provider adds a 216-pt empty-state supplementary (the height of the \
                section with books: 200 + 16) that spans the full width: an empty section has no extent of its \
                own, so the supplementary extends it.
                """,
            layout: libraryAppLayout(clientHasBooks: false), itemCounts: [1, 0, 10],
            measurements: libraryBookHeights.enumerated().map { .item(2, $0.offset, width: 185, height: $0.element) }),
    ]
}
