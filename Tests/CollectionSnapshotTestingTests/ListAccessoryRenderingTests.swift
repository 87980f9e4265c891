#if !canImport(UIKit)
    import OpenCollectionView
    import CollectionRendering
    import OpenCollectionViewRendering
    import Testing

    /// A list cell's accessories are views, so the face's scene draws them: a glyph for each system accessory, on
    /// its filled circle for editing controls.
    @MainActor
    @Suite struct ListAccessoryRenderingTests {
        private func glyphNodes(_ node: RenderNode, origin: CGPoint = .zero) -> [(String, CGRect, RenderNode)] {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var found: [(String, CGRect, RenderNode)] = []
            if case .glyph(let glyph, _) = node.content { found.append((glyph, frame, node)) }
            for child in node.children { found += glyphNodes(child, origin: frame.origin) }
            return found
        }

        @Test func accessoriesAreDrawnAsGlyphs() throws {
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator(), .delete(displayed: .always)]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Row"])
            dataSource.apply(snapshot, animatingDifferences: false)
            let scene = RenderScene(collectionView)
            let cell = try #require(scene.elements.first { $0.indexPath == IndexPath(item: 0, section: 0) })
            let glyphs = glyphNodes(try #require(cell.content))
            // The chevron 8 × 13 ends at the margin 390 − 20 = 370; the delete control 22 × 22 starts at the
            // leading margin 20; rows are 44 high: y (44 − 13) / 2 → 47/3 and (44 − 22) / 2 = 11.
            #expect(glyphs.map(\.0) == ["−", "›"])
            #expect(glyphs.map(\.1) == [
                CGRect(x: 20, y: 11, width: 22, height: 22), CGRect(x: 362, y: 47.0 / 3, width: 8, height: 13),
            ])
            // The delete control is a red circle.
            let delete = glyphs[0].2
            #expect(delete.cornerRadius == 11)
            #expect(delete.backgroundColor?.hexRGB == RenderColor(hex: "#FF3B30")?.hexRGB)
            #expect(SVGRenderer().render(scene).contains("›"))
        }
    }
#endif
