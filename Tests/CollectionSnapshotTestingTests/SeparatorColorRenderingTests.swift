#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import CollectionRendering
import OpenCollectionViewRendering
import Testing

/// `UIListSeparatorConfiguration.color`, for the section and per row from `itemSeparatorHandler`, reaches the
/// pictures: the layout carries it with each separator, the renderers draw it (semantics RD10).
@MainActor
@Suite struct SeparatorColorRenderingTests {
    /// A plain list of four rows; the section's separators are red, row 1's are green (and it shows a top one too).
    func screen(handler: Bool) -> (UICollectionView, AnyObject) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        if handler {
            configuration.itemSeparatorHandler = { indexPath, section in
                var row = section
                if indexPath.item == 1 {
                    row.color = .systemGreen
                    row.topSeparatorVisibility = .visible
                }
                return row
            }
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular", "Hotspot"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    func row(_ scene: RenderScene, _ item: Int) throws -> RenderElement {
        try #require(scene.elements.first { $0.category == .cell && $0.indexPath == IndexPath(item: item, section: 0) })
    }

    /// systemRed is (255, 59, 48) = #ff3b30, systemGreen (52, 199, 89) = #34c759, the system separator #3c3c43.
    @Test func theSectionsColourAndEachRowsOwnReachTheSVG() throws {
        let (collectionView, dataSource) = screen(handler: true)
        _ = dataSource
        let scene = RenderScene(collectionView)
        let red = RenderColor(red: 1, green: 59 / 255, blue: 48 / 255)
        let green = RenderColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
        #expect(try row(scene, 0).separatorColor == red)
        #expect(try row(scene, 1).separatorColor == green)
        #expect(try row(scene, 1).separators.count == 2)   // top and bottom
        #expect(try row(scene, 2).separatorColor == red)
        let svg = SVGRenderer().render(scene)
        let separators = svg.split(separator: "\n").filter { $0.contains("class=\"separator\"") }
        // Rows 0, 2: one bottom each (red); row 1: top and bottom (green); row 3 is last: none.
        #expect(separators.count == 4)
        #expect(separators.filter { $0.contains("fill=\"#ff3b30\"") }.count == 2)
        #expect(separators.filter { $0.contains("fill=\"#34c759\"") }.count == 2)
        #expect(!svg.contains("#3c3c43"))
    }

    @Test func withoutAColourTheSystemSeparatorIsDrawn() throws {
        let (collectionView, dataSource) = screen(handler: false)
        _ = dataSource
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let scene = RenderScene(collectionView)
        // The system separator resolved for the collection view's traits (light: 60, 60, 67 at 29 %).
        #expect(try row(scene, 0).separatorColor == .separator)
        let separators = SVGRenderer().render(scene).split(separator: "\n").filter { $0.contains("class=\"separator\"") }
        #expect(separators.count == 3)
        #expect(separators.allSatisfy { $0.contains("fill=\"#3c3c43\"") })
    }

    /// On a terminal a separator is a line of `─` in its colour (over the row's white): red and green escapes.
    @Test func theTerminalDrawsSeparatorsInTheirColour() throws {
        let (collectionView, dataSource) = screen(handler: true)
        _ = dataSource
        let scene = RenderScene(collectionView)
        let text = TerminalRenderer(columns: 80).render(scene)
        #expect(text.contains("38;2;255;59;48"))
        #expect(text.contains("38;2;52;199;89"))
        // Without the colours, the system separator's grey over white: 60·0.29 + 255·0.71 ≈ 198, 198, 200.
        let (defaultView, defaultSource) = screen(handler: false)
        _ = defaultSource
        defaultView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let grey = TerminalRenderer(columns: 80).render(RenderScene(defaultView))
        #expect(grey.contains("38;2;198;198;200"))
        #expect(!grey.contains("38;2;255;59;48"))
    }
}
