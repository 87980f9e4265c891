import CollectionRendering
import OpenCollectionView
import OpenCollectionViewRendering
import Testing

@MainActor
@Suite("Cells with SwiftUI content draw their placed elements")
struct HostedContentRenderingTests {
    @Test func aCardDrawsItsRoundedBackgroundSymbolAndText() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            cell.contentConfiguration = UIHostingConfiguration {
                HStack {
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                    Text(title).bold()
                }
                .padding(8)
                .background(RoundedRectangle(cornerRadius: 12).fill(.gray))
            }
            .margins(.all, 0)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["hello"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let scene = RenderScene(collectionView)
        let element = try #require(scene.elements.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        // The cell is 8 + 20.333 (the text's line, taller than the 20-point symbol) + 8 = 36.333 tall; it draws the
        // background, the symbol and the text, last of its nodes.
        #expect(abs(element.frame.height - 109.0 / 3) < 1e-9)
        let nodes = try #require(element.content).children.suffix(3)
        let background = try #require(nodes.first)
        #expect(background.cornerRadius == 12)
        #expect(background.backgroundColor == RenderColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
        #expect(Array(nodes)[1].content == .symbol(name: "star.fill", tint: RenderColor(red: 1, green: 149 / 255, blue: 0)))
        guard case .text(let text) = try #require(nodes.last).content else {
            Issue.record("the last node is not text")
            return
        }
        #expect(text.lines == ["hello"])
        #expect(text.isBold)
    }
}
