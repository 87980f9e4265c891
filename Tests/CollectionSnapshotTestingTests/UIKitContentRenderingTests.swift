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

/// Face renders draw what the views show: labels' text as the text model breaks it, image views' symbols, list
/// content and accessories, background configurations, decorations, separators, selection and focus.
@MainActor
@Suite struct UIKitContentRenderingTests {
    // MARK: A custom cell of labels and an image view

    final class ProfileCell: UICollectionViewCell {
        let name = UILabel()
        let bio = UILabel()
        let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))
        let badge = UIView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemGroupedBackground
            contentView.layer.cornerRadius = 12
            contentView.layer.borderWidth = 1
            contentView.layer.borderColor = UIColor.separator.cgColor
            contentView.clipsToBounds = true
            name.font = .systemFont(ofSize: 17, weight: .semibold)
            name.textAlignment = .center
            name.textColor = .systemBlue
            bio.numberOfLines = 0
            bio.font = .systemFont(ofSize: 13)
            badge.backgroundColor = .systemRed
            badge.alpha = 0.5
            badge.isHidden = true
            for view in [avatar, name, bio, badge] { contentView.addSubview(view) }
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            avatar.frame = CGRect(x: 8, y: 8, width: 40, height: 40)
            name.frame = CGRect(x: 56, y: 8, width: bounds.width - 64, height: 44)
            bio.frame = CGRect(x: 56, y: 52, width: bounds.width - 64, height: 32)
            badge.frame = CGRect(x: bounds.width - 20, y: 4, width: 16, height: 16)
        }
    }

    func profileScreen(width: CGFloat = 300) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 210), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<ProfileCell, String> { cell, _, name in
            cell.name.text = name
            cell.bio.text = "Writes collection views for a living, reviews layouts on Linux every single day and answers questions about Auto Layout late into the night"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Ada Lovelace", "A name far too long to fit on one line of this cell"])
        dataSource.apply(snapshot, animatingDifferences: false)
        return (collectionView, dataSource)
    }

    /// The node of the cell's content view (the cell's first drawn child).
    func contentNode(_ scene: RenderScene, item: Int) throws -> RenderNode {
        let element = try #require(scene.elements.first { $0.indexPath == IndexPath(item: item, section: 0) })
        let cell = try #require(element.content)
        return try #require(cell.children.first)
    }

    func text(_ node: RenderNode) -> RenderText? {
        if case .text(let text) = node.content { return text }
        return nil
    }

    @Test func labelsDrawTheirTextAsTheTextModelBreaksIt() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let content = try contentNode(RenderScene(collectionView), item: 0)
        // Subviews in order: avatar, name, bio (the hidden badge is left out).
        #expect(content.children.count == 3)
        let name = try #require(text(content.children[1]))
        #expect(name.lines == ["Ada Lovelace"])
        #expect(name.alignment == .center)
        #expect(name.isBold)
        #expect(name.fontSize == 17)
        #expect(name.color.hexRGB == "#007aff")
        // One 17-pt line is 20.287 pt tall, 61 px at scale 3 (20.333 pt); centred in 44 pt: (44 − 20.333) / 2 =
        // 11.833 pt = 35.5 px, rounded to 36 px = 12 pt. The baseline is the ascender below: 17 × 1950 / 2048 =
        // 16.186, so 28.186.
        let baseline = try #require(name.baselines?.first)
        #expect(abs(baseline - 28.186) < 0.001)
    }

    @Test func aLabelShowsOnlyTheLinesItsHeightHoldsTruncatingTheLast() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let content = try contentNode(RenderScene(collectionView), item: 0)
        let bio = try #require(text(content.children[2]))
        // 13-pt lines are 15.514 pt tall: a 32-pt label holds 2 of the 3+ lines the text needs at 236 pt.
        #expect(bio.lines.count == 2)
        #expect(bio.lines[1].hasSuffix("…"))
        #expect(!bio.lines[0].hasSuffix("…"))
    }

    @Test func aSingleLineLabelTruncatesItsTail() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let content = try contentNode(RenderScene(collectionView), item: 1)
        let name = try #require(text(content.children[1]))
        #expect(name.lines.count == 1)
        #expect(name.lines[0].hasPrefix("A name"))
        #expect(name.lines[0].hasSuffix("…"))
    }

    @Test func layersImagesAndClippingAreDrawn() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let content = try contentNode(RenderScene(collectionView), item: 0)
        #expect(content.cornerRadius == 12)
        #expect(content.borderWidth == 1)
        #expect(content.clipsToBounds)
        #expect(content.backgroundColor?.hexRGB == "#ffffff")
        #expect(content.children[0].frame == CGRect(x: 8, y: 8, width: 40, height: 40))
        #expect(content.children[0].content == .symbol(name: "person.crop.circle", tint: .systemBlue))
    }

    @Test func hiddenAndTranslucentViews() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ProfileCell)
        cell.badge.isHidden = false
        let content = try contentNode(RenderScene(collectionView), item: 0)
        #expect(content.children.count == 4)
        #expect(content.children[3].alpha == 0.5)
        #expect(content.children[3].frame == CGRect(x: 280, y: 4, width: 16, height: 16))
    }

    @Test func rightToLeftLabelsAlignNaturalTextRight() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        collectionView.semanticContentAttribute = .forceRightToLeft
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ProfileCell)
        cell.bio.semanticContentAttribute = .forceRightToLeft
        let content = try contentNode(RenderScene(collectionView), item: 0)
        #expect(text(content.children[2])?.alignment == .right)
    }

    @Test func theSVGIsByteForByteTheSameEachTime() {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let first = SVGRenderer().render(RenderScene(collectionView))
        let second = SVGRenderer().render(RenderScene(collectionView))
        #expect(first == second)
        #expect(first.contains(">Ada Lovelace</text>"))
        #expect(first.contains("person.crop.circle"))
    }

    @Test func theTerminalShowsTheLabelsText() {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let picture = TerminalRenderer(columns: 100, usesColor: false).render(RenderScene(collectionView))
        #expect(picture.contains("Ada Lovelace"))
        #expect(picture.contains("[person.crop.circle]") || picture.contains("[person"))
    }

    @Test func buttonsDrawTheirTitleThroughTheirLabel() throws {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ProfileCell)
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.frame = CGRect(x: 200, y: 60, width: 80, height: 30)
        button.layoutIfNeeded()
        cell.contentView.addSubview(button)
        let svg = SVGRenderer().render(RenderScene(collectionView))
        #expect(svg.contains(">Follow</text>"))
    }

    @Test func profileCellsSnapshot() {
        let (collectionView, dataSource) = profileScreen()
        _ = dataSource
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        assertSnapshot(of: collectionView, as: .svg)
    }
}
