// What a view tree draws, in the renderer's own terms: hidden views have no node, layer effects (shadow, border,
// masked and continuous corners, translucent backgrounds, alpha down the tree, transforms) are drawn, and colours
// resolve in light and dark appearance. Face-only: it reads `RenderNode`, the project's drawing model.
import CollectionRendering
import CollectionSnapshotTesting
import OpenCollectionView
import OpenCollectionViewRendering
import SnapshotTesting
import Testing

@MainActor
@Suite struct ViewEffectsRenderingFaceOnlyTests {
    func box(_ frame: CGRect, _ color: UIColor = .systemRed) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    func render(_ node: RenderNode) -> String {
        let size = node.frame.size
        let element = RenderElement(
            category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: CGRect(origin: .zero, size: size),
            content: node)
        return SVGRenderer().render(RenderScene(canvas: CGRect(origin: .zero, size: size), contentSize: size, elements: [element]))
    }

    // MARK: Hidden views

    @Test func hiddenTransparentAndClippedAwayViewsHaveNoNode() throws {
        let root = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        let hidden = box(CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let transparent = box(CGRect(x: 10, y: 0, width: 10, height: 10))
        transparent.alpha = 0
        // A transparent ancestor hides its visible subview.
        let transparentParent = box(CGRect(x: 20, y: 0, width: 10, height: 10), .clear)
        transparentParent.alpha = 0
        transparentParent.addSubview(box(CGRect(x: 0, y: 0, width: 5, height: 5)))
        // A clipping view keeps the subview inside its bounds and loses the one wholly outside.
        let clipping = box(CGRect(x: 0, y: 50, width: 40, height: 40), .systemBlue)
        clipping.clipsToBounds = true
        clipping.addSubview(box(CGRect(x: 10, y: 10, width: 10, height: 10), .systemGreen))
        clipping.addSubview(box(CGRect(x: 50, y: 0, width: 10, height: 10), .systemOrange))
        for view in [hidden, transparent, transparentParent, clipping] { root.addSubview(view) }
        let node = try #require(RenderNode(drawing: root))
        // Only the clipping view is left, with its one subview inside.
        #expect(node.children.map(\.frame) == [CGRect(x: 0, y: 50, width: 40, height: 40)])
        #expect(node.children[0].children.map(\.frame) == [CGRect(x: 10, y: 10, width: 10, height: 10)])
        // The clip is an SVG clip path around the subviews.
        let svg = render(node)
        #expect(svg.contains("<clipPath id=\"node-clip-0\">"))
        #expect(svg.contains("clip-path=\"url(#node-clip-0)\""))
        #expect(!svg.contains(RenderColor(hex: "#FF3B30")!.hexRGB))
    }

    @Test func aHiddenViewAloneIsNotDrawnNorAPlaceholder() {
        let badge = box(CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.isHidden = true
        #expect(RenderNode(drawing: badge) == nil)
    }

    /// A badge supplementary hidden by its data (a zero count) is no element drawn: no placeholder box.
    @Test func aSupplementaryHiddenByItsDataIsNotDrawn() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)),
            supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.backgroundColor = .systemBlue
        }
        let badges = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "badge") {
            view, _, indexPath in
            view.backgroundColor = .systemRed
            view.isHidden = indexPath.item == 0  // item 0 has no unread count
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = RenderScene(collectionView)
        let shownBadges = scene.elements.filter { $0.elementKind == "badge" }
        #expect(shownBadges.map(\.isHidden) == [true, false])
        let svg = SVGRenderer().render(scene)
        #expect(svg.components(separatedBy: "class=\"supplementary\"").count - 1 == 1)
        #expect(!svg.contains("stroke-dasharray"))
    }

    // MARK: Layer effects

    @Test func aShadowIsADropShadowFilterWithItsOffsetOpacityAndBlur() throws {
        let card = box(CGRect(x: 0, y: 0, width: 100, height: 60), .white)
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.25
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        let node = try #require(RenderNode(drawing: card))
        #expect(node.shadow == RenderShadow(color: RenderColor.black.withAlpha(0.25), offset: CGSize(width: 0, height: 4), radius: 8))
        let svg = render(node)
        // Blur: a Gaussian of deviation radius / 2 = 4; the filter region reaches 3 deviations (12) plus the offset.
        #expect(svg.contains("<filter id=\"shadow-0\" filterUnits=\"userSpaceOnUse\" x=\"-12\" y=\"-16\" width=\"124\" height=\"92\">"))
        #expect(svg.contains("<feDropShadow dx=\"0\" dy=\"4\" stdDeviation=\"4\" flood-color=\"#000000\" flood-opacity=\"0.25\"/>"))
        #expect(svg.contains("<g filter=\"url(#shadow-0)\">"))
    }

    @Test func aShadowPathIsItsShapeBlurredAndOffset() throws {
        let card = box(CGRect(x: 0, y: 0, width: 100, height: 60), .white)
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 2, height: 3)
        card.layer.shadowRadius = 0
        card.layer.shadowPath = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 10).cgPath
        let svg = render(try #require(RenderNode(drawing: card)))
        // The rounded rectangle moved by (2, 3), black, unblurred (deviation 0), under the card.
        #expect(svg.contains("<rect x=\"2\" y=\"3\" width=\"100\" height=\"60\" rx=\"10\" class=\"shadow\" fill=\"#000000\""))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"0\"/>"))
    }

    @Test func bordersMaskedAndContinuousCornersAndTranslucentBackgrounds() throws {
        let view = box(CGRect(x: 0, y: 0, width: 100, height: 50), UIColor.systemBlue.withAlphaComponent(0.5))
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        view.layer.cornerCurve = .continuous
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.black.cgColor
        let node = try #require(RenderNode(drawing: view))
        #expect(node.roundedCorners == .top)
        #expect(node.cornerCurve == .continuous)
        let svg = render(node)
        // Continuous: the top corners leave the edges 1.528 × 10 = 15.28 from the corner; the control points sit
        // (8 × 0.29289 × 10 − 15.28) / 3 = 2.717 from it; the bottom corners are square.
        #expect(svg.contains("<path d=\"M15.28 0H84.72C97.283 0 100 2.717 100 15.28V50H0V15.28C0 2.717 2.717 0 15.28 0Z\""))
        #expect(svg.contains("fill=\"#007aff\" fill-opacity=\"0.5\""))
        // The border inside the bounds: inset by half its width, radius 10 − 1.
        #expect(svg.contains("stroke=\"#000000\" stroke-width=\"2\""))
        #expect(svg.contains("M14.752 1H"))
    }

    @Test func alphaMultipliesDownTheTreeAndTransformsTurnAboutTheCentre() throws {
        let parent = box(CGRect(x: 0, y: 0, width: 100, height: 100), .white)
        parent.alpha = 0.5
        let child = box(CGRect(x: 20, y: 20, width: 40, height: 20))
        child.alpha = 0.5
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.addSubview(child)
        let node = try #require(RenderNode(drawing: parent))
        // The child's node keeps its untransformed frame (its centre 40, 30 and its bounds 40 × 20).
        #expect(node.children[0].frame == CGRect(x: 20, y: 20, width: 40, height: 20))
        #expect(node.children[0].transform == CGAffineTransform(scaleX: 2, y: 2))
        let svg = render(node)
        // Nested groups of opacity 0.5: the child shows at 0.25.
        #expect(svg.components(separatedBy: "opacity=\"0.5\"").count - 1 == 2)
        #expect(svg.contains("<g opacity=\"0.5\" transform=\"translate(40 30) matrix(2 0 0 2 0 0) translate(-40 -30)\">"))
    }

    // MARK: Dark mode

    @Test func systemAndDynamicColoursResolveForTheViewsStyle() throws {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(RenderNode.color(of: UIColor.systemBackground.resolvedColor(with: dark)) == .black)
        #expect(RenderNode.color(of: UIColor.systemBlue.resolvedColor(with: dark)).hexRGB == "#0a84ff")
        #expect(RenderNode.color(of: UIColor.secondarySystemGroupedBackground.resolvedColor(with: dark)).hexRGB == "#1c1c1e")
        let view = box(CGRect(x: 0, y: 0, width: 10, height: 10), UIColor { $0.userInterfaceStyle == .dark ? .red : .green })
        #expect(try #require(RenderNode(drawing: view)).backgroundColor == RenderColor(red: 0, green: 1, blue: 0))
        view.overrideUserInterfaceStyle = .dark
        #expect(try #require(RenderNode(drawing: view)).backgroundColor == RenderColor(red: 1, green: 0, blue: 0))
    }

    /// Every system and semantic colour has a dark value of its own (the grays' `systemGray` alone is the same in
    /// both), and the fixed colours do not change.
    @Test func everySystemColourResolvesLightAndDark() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let dynamic: [UIColor] = [
            .systemBlue, .systemRed, .systemGreen, .systemOrange, .systemYellow, .systemPink, .systemPurple, .systemTeal,
            .systemIndigo, .systemMint, .systemCyan, .systemBrown, .systemGray2, .systemGray3, .systemGray4,
            .systemGray5, .systemGray6, .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText,
            .link, .separator, .opaqueSeparator, .systemBackground, .secondarySystemBackground,
            .tertiarySystemBackground, .systemGroupedBackground, .secondarySystemGroupedBackground,
            .tertiarySystemGroupedBackground, .systemFill, .secondarySystemFill, .tertiarySystemFill,
            .quaternarySystemFill,
        ]
        for color in dynamic {
            #expect(RenderNode.color(of: color.resolvedColor(with: light)) != RenderNode.color(of: color.resolvedColor(with: dark)))
        }
        for fixed: UIColor in [.systemGray, .black, .white, .darkText, .lightText, .clear] {
            #expect(RenderNode.color(of: fixed.resolvedColor(with: light)) == RenderNode.color(of: fixed.resolvedColor(with: dark)))
        }
    }

    @Test func aScreenDrawsInDarkAppearanceAndKeepsItsOwnStyle() throws {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        dataSource.apply(snapshot, animatingDifferences: false)
        let scene = RenderScene(collectionView, userInterfaceStyle: .dark)
        // systemGroupedBackground is black in dark mode; the rows secondarySystemGroupedBackground (28, 28, 30).
        #expect(scene.backgroundColor == .black)
        let row = try #require(scene.elements.first { $0.category == .cell }?.content)
        #expect(row.children.first?.backgroundColor?.hexRGB == "#1c1c1e")
        #expect(collectionView.overrideUserInterfaceStyle == .unspecified)
        #expect(RenderScene(collectionView).backgroundColor == .systemGroupedBackground)
        assertSnapshot(of: collectionView, as: .svg(userInterfaceStyle: .dark), named: "insetGrouped-dark")
    }
}
