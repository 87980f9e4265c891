import Foundation
import OpenCollectionView

/// A screen of SwiftUI cells (issue 25): a list of book rows and a grid of shelf cards, each cell's content a
/// `UIHostingConfiguration`, self-sized from its SwiftUI layout.
enum SwiftUIScreens {
    static var all: [UIKitScreen] { [shelf] }

    struct BookRow: View {
        let title: String
        let author: String
        let count: Int

        var body: some View {
            HStack {
                Image(systemName: "book")
                VStack(alignment: .leading) {
                    Text(title).font(.headline)
                    Text(author).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(count)").foregroundStyle(.secondary)
            }
        }
    }

    struct ShelfCard: View {
        let name: String
        let count: Int

        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                Image(systemName: "star.fill").foregroundStyle(.orange)
                Text(name).font(.headline)
                Text("\(count) books").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
        }
    }

    static let books = [("Emma", "Jane Austen", 3), ("Dracula", "Bram Stoker", 1), ("Middlemarch", "George Eliot", 2)]
    static let shelves = [("Novels", 12), ("Poetry", 4), ("Plays", 7), ("Letters", 2)]

    static let shelf = UIKitScreen(
        name: "uikit-swiftui-cells", title: "SwiftUI cells: UIHostingConfiguration",
        description: "Cells whose content is SwiftUI (iOS 16): a plain list of rows (a symbol, a headline over a "
            + "secondary subheadline, a trailing count) and a two-column grid of cards on rounded backgrounds, each "
            + "cell self-sized from its SwiftUI layout (DeclarativeUI) inside the list's margins or the card's own.",
        code: code, make: { size in make(size: size) })

    @MainActor
    static func make(size: CGSize) -> ScreenHost {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
                subitems: [item])
            let grid = NSCollectionLayoutSection(group: group)
            grid.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            return grid
        }
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, index in
            let book = books[index]
            cell.contentConfiguration = UIHostingConfiguration {
                BookRow(title: book.0, author: book.1, count: book.2)
            }
        }
        let cards = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, index in
            let shelf = shelves[index - 100]
            cell.contentConfiguration = UIHostingConfiguration {
                ShelfCard(name: shelf.0, count: shelf.1)
            }
            .margins(.all, 0)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            path.section == 0
                ? view.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
                : view.dequeueConfiguredReusableCell(using: cards, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(books.indices), toSection: 0)
        snapshot.appendItems(shelves.indices.map { $0 + 100 }, toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        return ScreenHost(collectionView, retaining: [dataSource])
    }

    static let code = """
        struct BookRow: View {
            let title: String, author: String, count: Int
            var body: some View {
                HStack {
                    Image(systemName: "book")
                    VStack(alignment: .leading) {
                        Text(title).font(.headline)
                        Text(author).font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text("\\(count)").foregroundStyle(.secondary)
                }
            }
        }

        struct ShelfCard: View {
            let name: String, count: Int
            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                    Text(name).font(.headline)
                    Text("\\(count) books").font(.caption).foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
            }
        }

        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Book> { cell, _, book in
            cell.contentConfiguration = UIHostingConfiguration {
                BookRow(title: book.title, author: book.author, count: book.copies)
            }
        }
        let cards = UICollectionView.CellRegistration<UICollectionViewCell, Shelf> { cell, _, shelf in
            cell.contentConfiguration = UIHostingConfiguration {
                ShelfCard(name: shelf.name, count: shelf.count)
            }
            .margins(.all, 0)
        }
        // Section 0: .list(using: .init(appearance: .plain)); section 1: two .fractionalWidth(0.5) items per
        // row, .estimated(100) tall, 6-point item insets, 10-point section insets.
        """
}
