#if canImport(UIKit)
    #if canImport(SwiftUI)
        import SwiftUI
    #endif
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A book row as iOS 16 apps write one in a hosting configuration: a symbol, a title over an author, and a trailing
/// count.
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

/// A grid card: a symbol, a name and a caption on a rounded background.
struct ShelfCard: View {
    let name: String
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "star.fill").foregroundStyle(.yellow)
            Text(name).font(.headline)
            Text("\(count) items").font(.caption)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.2)))
    }
}

/// A screen of SwiftUI cells: a list of book rows and a grid of shelf cards, each in its own section.
@MainActor
final class SwiftUICellsViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { section, environment in
            if section == 0 {
                return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(100)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            cell.contentConfiguration = UIHostingConfiguration {
                BookRow(title: title, author: "Anonymous", count: 3)
            }
        }
        let cards = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
            cell.contentConfiguration = UIHostingConfiguration {
                ShelfCard(name: name, count: 12)
            }
            .margins(.all, 0)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            indexPath.section == 0
                ? view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: cards, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["Emma", "Dracula"], toSection: 0)
        snapshot.appendItems(["Novels", "Poetry", "Plays"], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("SwiftUI content in cells (UIHostingConfiguration)")
struct SwiftUICellScreenTests {
    private func shown() -> SwiftUICellsViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = SwiftUICellsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func listRowsGrowWithTheirContent() throws {
        let collectionView = shown().collectionView!
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        // Content: headline line 20.333 (17 pt: 20.287 rounded up to whole pixels at 3×) + 8 spacing + subheadline
        // line 18 (15 pt: 17.900 → 18) = 46.333; the row adds 11 above and below: 68.333.
        #expect(abs(first.frame.height - 205.0 / 3) < 1e-9)
        #expect(first.frame.width == 393)
        #expect(abs(second.frame.minY - 205.0 / 3) < 1e-9)
    }

    @Test func gridCardsSizeToTheirContent() throws {
        let collectionView = shown().collectionView!
        let card = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        // 20 (symbol) + 4 + 20.333 (headline) + 4 + 14.333 (caption, 12 pt: 14.320 → 14.333) = 62.667, + 2 × 16
        // padding = 94.667; half of 393 wide (196.667). The grid starts below the two rows (2 × 68.333).
        #expect(abs(card.frame.width - 590.0 / 3) < 1e-9)
        #expect(abs(card.frame.height - 284.0 / 3) < 1e-9)
        #expect(abs(card.frame.minY - 410.0 / 3) < 1e-9)
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)))
        #expect(abs(third.frame.minY - (410.0 + 284) / 3) < 1e-9)
    }

    @Test func theSeedSnippetShowsItsText() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = UIHostingConfiguration {
            Text("Hello World!")
        }
        cell.layoutIfNeeded()
        #if !canImport(UIKit)
            let layout = try #require(cell.hostedContentLayout)
            let text = try #require(layout.elements.first)
            // "Hello World!" is 5.1 em (H 0.65, e o d 0.5, l ! 0.25, space 0.25, W 0.85, r 0.35) × 17 = 86.7 → 87
            // at 3×, one 20.333 line, centred in the 184 × 28 inside the 8-point margins: x = 8 + (184 − 87) / 2
            // = 56.5.
            #expect(text.text?.displayedLines == ["Hello World!"])
            #expect(text.frame.minX == 56.5)
            #expect(text.frame.width == 87)
        #endif
    }
}
