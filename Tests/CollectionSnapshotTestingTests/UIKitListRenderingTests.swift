#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import CollectionRendering
import CollectionSnapshotTesting
import OpenCollectionViewRendering
import SnapshotTesting
import Testing

/// List screens, decorations and flow layouts drawn through the face.
@MainActor
@Suite struct UIKitListRenderingTests {
    func listScreen(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat = 390
    ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = indexPath.item == 0 ? "Connected" : nil
            content.image = UIImage(systemName: "wifi")
            cell.contentConfiguration = content
            cell.accessories = indexPath.item == 1 ? [.checkmark()] : [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    func cellNode(_ scene: RenderScene, _ item: Int) throws -> RenderNode {
        try #require(scene.elements.first { $0.category == .cell && $0.indexPath == IndexPath(item: item, section: 0) }?.content)
    }

    /// Every node of a tree, depth first.
    func flatten(_ node: RenderNode) -> [RenderNode] { [node] + node.children.flatMap(flatten) }

    func texts(_ node: RenderNode) -> [String] {
        flatten(node).compactMap { if case .text(let text) = $0.content { return text.lines.joined(separator: "\n") } else { return nil } }
    }

    /// The accessories' shapes, by the glyph that stands for each.
    func shapes(_ node: RenderNode) -> [String] {
        flatten(node).compactMap { if case .shape(let shape) = $0.content { return shape.glyph } else { return nil } }
    }

    @Test func listContentDrawsItsTextsImageAndAccessories() throws {
        let (collectionView, dataSource) = listScreen(.plain)
        _ = dataSource
        let scene = RenderScene(collectionView)
        let first = try cellNode(scene, 0)
        #expect(texts(first) == ["Wi-Fi", "Connected"])
        #expect(shapes(first) == ["›"])
        #expect(flatten(first).contains { $0.content == .symbol(name: "wifi", tint: .systemBlue) })
        #expect(shapes(try cellNode(scene, 1)) == ["✓"])
        // The text sits where the list content view laid it out, inside the cell's content view.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let listContent = try #require(cell.contentView as? UIListContentView)
        let textNode = try #require(flatten(first).first { if case .text = $0.content { true } else { false } })
        #expect(textNode.frame == listContent.textLayoutFrame)
        // The chevron is at the accessory's frame.
        let chevron = try #require(flatten(first).first { if case .shape = $0.content { true } else { false } })
        #expect(chevron.frame == cell.accessoryFrame(.disclosureIndicator))
    }

    @Test func plainListsHaveSeparatorsAndAWhiteBackground() throws {
        let (collectionView, dataSource) = listScreen(.plain)
        _ = dataSource
        let scene = RenderScene(collectionView)
        #expect(scene.backgroundColor == .white)
        // Rows 0 and 1 have a bottom separator; the section's last row has none (the layout's LI8).
        let separated = scene.elements.filter { !$0.separators.isEmpty }.map(\.indexPath.item)
        #expect(separated == [0, 1])
        let svg = SVGRenderer().render(scene)
        #expect(svg.components(separatedBy: "class=\"separator\"").count - 1 == 2)
        // One device pixel (1/3 pt) tall, on the row's last pixel row.
        let row = try #require(scene.elements.first { $0.indexPath == IndexPath(item: 0, section: 0) })
        let separator = try #require(row.separators.first)
        #expect(separator.minY == row.frame.maxY - 1.0 / 3)
        #expect(separator.height == 1.0 / 3)
    }

    @Test func insetGroupedRowsRoundTheirSectionsOuterCorners() throws {
        let (collectionView, dataSource) = listScreen(.insetGrouped)
        _ = dataSource
        let scene = RenderScene(collectionView)
        #expect(scene.backgroundColor == .systemGroupedBackground)
        // The background configuration is the cell's first child: white, rounded 10 pt at the section's outside.
        let first = try #require(try cellNode(scene, 0).children.first)
        #expect(first.backgroundColor == .white)
        #expect(first.cornerRadius == 10)
        #expect(first.roundedCorners == .top)
        #expect(try cellNode(scene, 1).children.first?.roundedCorners == [])
        #expect(try cellNode(scene, 2).children.first?.roundedCorners == .bottom)
        // With the continuous curve: the top-right corner leaves the top edge 15.28 pt (1.528 × 10) before it.
        #expect(SVGRenderer().render(scene).contains("H354.72C"))
    }

    @Test func everyAppearanceSnapshots() {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] {
            let (collectionView, dataSource) = listScreen(appearance)
            _ = dataSource
            collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            assertSnapshot(of: collectionView, as: .svg, named: "\(appearance)")
        }
    }

    // MARK: Decorations

    final class SectionBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemYellow
            layer.cornerRadius = 16
        }
        required init?(coder: NSCoder) { nil }
    }

    final class InvisibleBackground: UICollectionReusableView {}

    func decoratedGrid(_ viewClass: UICollectionReusableView.Type) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(viewClass, forDecorationViewOfKind: "background")
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.backgroundColor = .systemBlue
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    @Test func decorationViewsDrawTheirRegisteredClassLayers() throws {
        let (collectionView, dataSource) = decoratedGrid(SectionBackground.self)
        _ = dataSource
        let scene = RenderScene(collectionView)
        let decoration = try #require(scene.elements.first { $0.category == .decorationView })
        // The background covers the section: 2 rows of 50 plus 20-pt insets, 200 × 140, behind the cells.
        #expect(decoration.frame == CGRect(x: 0, y: 0, width: 200, height: 140))
        #expect(decoration.content?.backgroundColor == RenderColor(hex: "#FFCC00"))
        #expect(decoration.content?.cornerRadius == 16)
        #expect(scene.elements.first?.category == .decorationView)
    }

    @Test func decorationViewsThatDrawNothingAreHidden() throws {
        let (collectionView, dataSource) = decoratedGrid(InvisibleBackground.self)
        _ = dataSource
        let scene = RenderScene(collectionView)
        let decoration = try #require(scene.elements.first { $0.category == .decorationView })
        #expect(decoration.content == nil)
        #expect(decoration.isHidden)
        // No placeholder: nothing is drawn for it, and only the debug overlay outlines it.
        #expect(!SVGRenderer().render(scene).contains("class=\"decoration\""))
        #expect(SVGRenderer(options: .init(showsDebugOverlay: true)).render(scene).contains("class=\"hidden\""))
    }

    // MARK: Flow layouts and controls

    @Test func flowLayoutsDrawToo() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 40)
        layout.minimumInteritemSpacing = 10
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 270, height: 100), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            let toggle = UISwitch()
            toggle.isOn = number.isMultiple(of: 2)
            toggle.frame = CGRect(x: 14, y: 4, width: 51, height: 31)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            cell.contentView.addSubview(toggle)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = RenderScene(collectionView)
        // Three 80-pt items fit 270 pt with 10-pt spacing (80 + 10 + 80 + 10 + 80 = 260 ≤ 270); the fourth wraps
        // below after the 10-pt line spacing: y = 50.
        #expect(scene.elements.map(\.frame.minY) == [0, 0, 0, 50])
        let toggle = try #require(scene.elements[0].content?.children.first?.children.first)
        #expect(toggle.backgroundColor == RenderColor(hex: "#34C759"))
        #expect(toggle.cornerRadius == 15.5)
        // The thumb: 27 pt at the on (right) end, 2 pt in: x = 51 − 2 − 27 = 22.
        #expect(toggle.children.first?.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
        let frames = SnapshotTesting.Snapshotting<UICollectionView, String>.frames
        _ = frames
        #expect(RenderScene.layoutAttributes(of: collectionView, in: CGRect(x: 0, y: 0, width: 270, height: 100)).count == 4)
    }
}
