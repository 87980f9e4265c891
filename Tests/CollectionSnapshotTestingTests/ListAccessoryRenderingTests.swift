#if !canImport(UIKit)
    import OpenCollectionView
    import CollectionRendering
    import OpenCollectionViewRendering
    import Testing

    /// A list cell's accessories are views, so the face's scene draws them: each system accessory's symbol as strokes
    /// at UIKit's size, weight, colour and position (semantics RD19), on its filled circle for editing controls.
    @MainActor
    @Suite struct ListAccessoryRenderingTests {
        /// Every shape in the tree with its ink box (the stroke included) in the cell's coordinates.
        private func shapes(_ node: RenderNode, origin: CGPoint = .zero) -> [(shape: RenderShape, ink: CGRect, node: RenderNode)] {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            var found: [(RenderShape, CGRect, RenderNode)] = []
            if case .shape(let shape) = node.content { found.append((shape, Self.ink(shape, origin: frame.origin), node)) }
            for child in node.children { found += shapes(child, origin: frame.origin) }
            return found
        }

        private static func ink(_ shape: RenderShape, origin: CGPoint) -> CGRect {
            let half = shape.lineWidth / 2
            let boxes = shape.parts.map { part -> CGRect in
                switch part {
                case .polyline(let points):
                    let xs = points.map(\.x)
                    let ys = points.map(\.y)
                    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                        .insetBy(dx: -half, dy: -half)
                case .circle(let center, let radius):
                    let outer = radius + (shape.isFilled ? 0 : half)
                    return CGRect(x: center.x - outer, y: center.y - outer, width: outer * 2, height: outer * 2)
                }
            }
            let union = boxes.dropFirst().reduce(boxes[0]) { $0.union($1) }
            return union.offsetBy(dx: origin.x, dy: origin.y)
        }

        /// The rounded ink box, to a thousandth of a point.
        private func rounded(_ rect: CGRect) -> CGRect {
            func r(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
            return CGRect(x: r(rect.minX), y: r(rect.minY), width: r(rect.width), height: r(rect.height))
        }

        private func cellNode(accessories: [UICellAccessory], width: CGFloat = 390, rightToLeft: Bool = false) throws -> RenderNode {
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout)
            if rightToLeft { collectionView.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = accessories
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
            return try #require(scene.elements.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.content)
        }

        @Test func disclosureAndDeleteAreDrawnAtUIKitsSizes() throws {
            let cell = try cellNode(accessories: [.disclosureIndicator(), .delete(displayed: .always)])
            let found = shapes(cell)
            #expect(found.map(\.shape.glyph) == ["−", "›"])
            // The chevron (measured, Part 4 rule 12): 7 × 12 of ink, its right edge 2.33 inside the trailing margin
            // 390 − 20 = 370, so at 370 − 7/3 = 367.667, from 360.667; centred in its 13-pt frame, whose top
            // (44 − 13) / 2 = 15.5 is on the 1/3-pt pixel grid at 15.667: 15.667 + 6.5 − 6 = 16.167.
            #expect(rounded(found[1].ink) == CGRect(x: 360.667, y: 16.167, width: 7, height: 12))
            // Semibold strokes in tertiaryLabel (60, 60, 67 at 30 %).
            #expect(found[1].shape.lineWidth == 2)
            #expect(found[1].shape.color == RenderColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
            // The delete control: a white bar 11 + 2 (round caps) = 13 wide, 2 high, in the middle of the red circle
            // of 22 at the leading margin (x 20…42, centre 31; y 11…33, centre 22).
            #expect(rounded(found[0].ink) == CGRect(x: 24.5, y: 21, width: 13, height: 2))
            #expect(found[0].node.cornerRadius == 11)
            #expect(found[0].node.backgroundColor?.hexRGB == "#ff3b30")
            #expect(found[0].shape.color == .white)
            let svg = SVGRenderer().render(RenderScene(canvas: CGRect(x: 0, y: 0, width: 390, height: 44), contentSize: CGSize(width: 390, height: 44), elements: [RenderElement(category: .cell, indexPath: IndexPath(item: 0, section: 0), frame: CGRect(x: 0, y: 0, width: 390, height: 44), content: cell)]))
            #expect(svg.contains("<polyline class=\"shape\" points=\"361.667,17.167 366.667,22.167 361.667,27.167\""))
            #expect(svg.contains("stroke-linecap=\"round\""))
        }

        @Test func everyOtherAccessoryHasItsInkBox() throws {
            let cell = try cellNode(accessories: [
                .checkmark(), .reorder(displayed: .always), .insert(displayed: .always), .detail(displayed: .always),
                .multiselect(displayed: .always),
            ])
            let boxes = Dictionary(shapes(cell).map { ($0.shape.glyph, rounded($0.ink).size) }, uniquingKeysWith: { a, _ in a })
            // Checkmark 14 × 13; reorder three bars 16.5 + 1.5 = 18 wide, 10.5 + 1.5 = 12 high; insert 13 × 13;
            // detail's ring and multiselect's circle 22 × 22 (radius 11 − 0.75 plus half the 1.5 stroke).
            #expect(boxes["✓"] == CGSize(width: 14, height: 13))
            #expect(boxes["≡"] == CGSize(width: 18, height: 12))
            #expect(boxes["+"] == CGSize(width: 13, height: 13))
            #expect(boxes["ⓘ"] == CGSize(width: 22, height: 22))
            #expect(boxes["○"] == CGSize(width: 22, height: 22))
        }

        @Test func headerOutlineDisclosureSitsOnePointInsideTheMargin() throws {
            let cell = try cellNode(accessories: [.outlineDisclosure(options: .init(style: .header))])
            let chevron = try #require(shapes(cell).first)
            // Collapsed: a forward chevron 7 × 12 turned about the expanded chevron's centre, whose 12-pt-wide ink
            // ends 1 pt inside the frame's trailing edge: centre x = maxX − 7, ink from centre − 3.5 to centre + 3.5.
            #expect(chevron.shape.glyph == "›")
            #expect(rounded(chevron.ink).midX == rounded(CGRect(x: chevron.node.frame.maxX - 7, y: 0, width: 0, height: 0)).minX)
            #expect(rounded(chevron.ink).width == 7)
            #expect(rounded(chevron.ink).height == 12)
        }

        @Test func rightToLeftMirrorsTheChevron() throws {
            let cell = try cellNode(accessories: [.disclosureIndicator()], rightToLeft: true)
            let chevron = try #require(shapes(cell).first)
            // Mirrored: the ink's left edge 2.33 inside the left margin 20, so at 22.333; it points left.
            #expect(rounded(chevron.ink) == CGRect(x: 22.333, y: 16.167, width: 7, height: 12))
            guard case .polyline(let points) = chevron.shape.parts.first else { Issue.record("not a polyline"); return }
            #expect(points[1].x < points[0].x)
        }
    }
#endif
