#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

// Seed 002, "List view with a collection view, diffable data source and cell registration": the palette list as
// the article builds it — one section per palette, one row per colour, `.insetGrouped` with supplementary headers,
// list cells and headers configured with `UIListContentConfiguration` through registrations, a diffable data source
// with String sections and PaletteColor items. The article's data is in a gist the seed does not show: three
// palettes of 4, 3 and 5 colours (the gallery's `palette-list` uses the same counts).

struct PaletteColor: Hashable, Sendable {
    let name: String
    let red: CGFloat, green: CGFloat, blue: CGFloat
}

struct Palette: Sendable {
    let name: String
    let colors: [PaletteColor]

    static let all = [
        Palette(
            name: "Warm",
            colors: [
                PaletteColor(name: "Red", red: 1, green: 0.23, blue: 0.19),
                PaletteColor(name: "Orange", red: 1, green: 0.58, blue: 0),
                PaletteColor(name: "Yellow", red: 1, green: 0.8, blue: 0),
                PaletteColor(name: "Pink", red: 1, green: 0.18, blue: 0.33),
            ]),
        Palette(
            name: "Cool",
            colors: [
                PaletteColor(name: "Blue", red: 0, green: 0.48, blue: 1),
                PaletteColor(name: "Teal", red: 0.19, green: 0.69, blue: 0.78),
                PaletteColor(name: "Indigo", red: 0.35, green: 0.34, blue: 0.84),
            ]),
        Palette(
            name: "Neutral",
            colors: [
                PaletteColor(name: "Black", red: 0, green: 0, blue: 0),
                PaletteColor(name: "Gray", red: 0.56, green: 0.56, blue: 0.58),
                PaletteColor(name: "Silver", red: 0.78, green: 0.78, blue: 0.8),
                PaletteColor(name: "Light Gray", red: 0.9, green: 0.9, blue: 0.92),
                PaletteColor(name: "White", red: 1, green: 1, blue: 1),
            ]),
    ]
}

/// The article's view controller, as written for iOS.
@MainActor
final class PaletteViewController: UIViewController {
    private let palettes = Palette.all
    var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<String, PaletteColor>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, PaletteColor> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.name
            content.textProperties.color = UIColor(red: item.red, green: item.green, blue: item.blue, alpha: 1)
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [unowned self] header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = palettes[indexPath.section].name
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<String, PaletteColor>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<String, PaletteColor>()
        for palette in palettes {
            snapshot.appendSections([palette.name])
            snapshot.appendItems(palette.colors, toSection: palette.name)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
@Suite("Seed 002: the palette list, as written")
struct PaletteListTests {
    private func shown(width: CGFloat = 390) -> PaletteViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        let controller = PaletteViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func sectionsPerPaletteRowsPerColour() {
        let controller = shown()
        let collectionView = controller.collectionView!
        #expect(collectionView.numberOfSections == 3)
        #expect((0..<3).map { collectionView.numberOfItems(inSection: $0) } == [4, 3, 5])
    }

    @Test func rowsAndHeadersSizeThemselvesInTheInsetGroupedSections() throws {
        let controller = shown()
        let collectionView = controller.collectionView!
        // Inset grouped at 390: sections 20 in from each side (350 wide). Headers: the grouped header style,
        // 17 + one footnote line (47/3) + 6 = 116/3, below the 17-point header top padding. Rows: one body line,
        // 44 (LC4, LC5).
        let header = try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 20, y: 17, width: 350, height: 116.0 / 3))
        // Row 0 right below the header: 17 + 116/3 = 167/3.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 20, y: 167.0 / 3, width: 350, height: 44))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 20, y: 167.0 / 3 + 3 * 44, width: 350, height: 44))
        // The header is a list cell in the grouped header style, its text uppercased.
        let headerView = try #require(
            collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell)
        let headerContent = try #require(headerView.contentConfiguration as? UIListContentConfiguration)
        #expect(headerContent.text == "Warm")
        #expect(headerContent.textProperties.transform == .uppercase)
        // A row's text starts at the inset section's layout margin: 20 inside the section.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let content = try #require(cell.contentView as? UIListContentView)
        #expect(content.textLayoutFrame?.minX == 20)
    }

    @Test func firstAndLastRowsOfASectionAreRounded() throws {
        let controller = shown()
        let collectionView = controller.collectionView!
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let middle = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let last = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
        #expect(first.backgroundCorners == (10, true, false))
        #expect(middle.backgroundCorners == (0, false, false))
        #expect(last.backgroundCorners == (10, false, true))
    }
}
