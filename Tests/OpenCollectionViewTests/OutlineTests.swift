// An outline of three levels, written as iOS code builds one (section snapshot, list cells with outline
// disclosures), expanded and collapsed by tapping the disclosures. The taps are OpenCollectionView's stand-in for
// touches (`simulateTap(onAccessory:)`), so the suite is Linux-only.
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    /// A node of the outline: a title and its children.
    struct OutlineNode: Hashable, Sendable {
        let title: String
        var children: [OutlineNode] = []
    }

    /// A screen with an outline of three levels: A (A1 (A1a, A1b), A2), B (B1).
    @MainActor
    final class OutlineScreen {
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>

        static let tree = [
            OutlineNode(
                title: "A",
                children: [
                    OutlineNode(title: "A1", children: [OutlineNode(title: "A1a"), OutlineNode(title: "A1b")]),
                    OutlineNode(title: "A2"),
                ]),
            OutlineNode(title: "B", children: [OutlineNode(title: "B1")]),
        ]

        init(width: CGFloat = 390) {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: layout)
            let parents = Set(Self.parents(Self.tree))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = parents.contains(title) ? [.outlineDisclosure()] : []
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
            Self.append(Self.tree, to: nil, in: &snapshot)
            dataSource.apply(snapshot, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        static func parents(_ nodes: [OutlineNode]) -> [String] {
            nodes.flatMap { $0.children.isEmpty ? [] : [$0.title] + parents($0.children) }
        }

        static func append(_ nodes: [OutlineNode], to parent: String?, in snapshot: inout NSDiffableDataSourceSectionSnapshot<String>) {
            snapshot.append(nodes.map(\.title), to: parent)
            for node in nodes where !node.children.isEmpty { append(node.children, to: node.title, in: &snapshot) }
        }

        func cell(_ title: String) -> UICollectionViewListCell? {
            dataSource.indexPath(for: title).flatMap { collectionView.cellForItem(at: $0) as? UICollectionViewListCell }
        }

        func tapDisclosure(_ title: String) throws {
            let listCell = try #require(cell(title))
            #expect(try listCell.simulateTap(onAccessory: .outlineDisclosure))
            collectionView.layoutIfNeeded()
        }
    }

    @MainActor
    @Suite("Outlines: section snapshots, disclosure taps, indentation")
    struct OutlineTests {
        private func paths(_ items: [Int]) -> [IndexPath] { items.map { IndexPath(item: $0, section: 0) } }

        @Test func threeLevelsExpandAndCollapseThroughTheDisclosures() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "B"])

            try screen.tapDisclosure("A")
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "A1", "A2", "B"])
            #expect(screen.dataSource.lastTransaction?.update.itemInserts == paths([1, 2]))
            #expect(screen.dataSource.snapshot(for: 0).isExpanded("A"))

            try screen.tapDisclosure("A1")
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "A1", "A1a", "A1b", "A2", "B"])
            #expect(screen.dataSource.lastTransaction?.update.itemInserts == paths([2, 3]))
            // The visible items of the section snapshot are the section's items.
            #expect(screen.dataSource.snapshot(for: 0).visibleItems == ["A", "A1", "A1a", "A1b", "A2", "B"])

            // Collapsing A deletes its visible descendants at their old index paths; A1 stays expanded inside.
            try screen.tapDisclosure("A")
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "B"])
            #expect(screen.dataSource.lastTransaction?.update.itemDeletes == paths([1, 2, 3, 4]))
            #expect(screen.dataSource.snapshot(for: 0).isExpanded("A1"))

            // Expanding A again shows A1's children too.
            try screen.tapDisclosure("A")
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "A1", "A1a", "A1b", "A2", "B"])
            #expect(screen.dataSource.lastTransaction?.update.itemInserts == paths([1, 2, 3, 4]))
            #expect(screen.dataSource.lastTransaction?.isReload == false)
        }

        @Test func itemsAreIndentedByTheirLevel() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            try screen.tapDisclosure("A")
            try screen.tapDisclosure("A1")
            // Levels from the section snapshot; indentation width 10: the content view moves 10 per level.
            #expect(screen.cell("A")?.indentationLevel == 0)
            #expect(screen.cell("A1")?.indentationLevel == 1)
            #expect(screen.cell("A1a")?.indentationLevel == 2)
            #expect(screen.cell("A2")?.indentationLevel == 1)
            // A has a leading outline disclosure (cell style): the content view starts after its slot.
            // A1a (level 2, no accessory): content view x = 2 × 10 = 20, width 390 − 20 = 370.
            #expect(screen.cell("A1a")?.contentView.frame == CGRect(x: 20, y: 0, width: 370, height: 44))
        }

        @Test func theDisclosureSitsAtTheLeadingEdgeAfterTheIndentation() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            try screen.tapDisclosure("A")
            // A1 (level 1): the slot starts at margin 20 + indentation 10 = 30; the 17 × 17 chevron in its own
            // width at y (44 − 17) / 2 = 13.5 → 40.5 px → 41 px. Content view from 30 + 17 = 47 to 390.
            let a1 = try #require(screen.cell("A1"))
            #expect(a1.accessoryFrame(.outlineDisclosure) == CGRect(x: 30, y: 41.0 / 3, width: 17, height: 17))
            #expect(a1.contentView.frame == CGRect(x: 47, y: 0, width: 343, height: 44))
        }

        @Test func theExpandedStateReachesTheConfigurationUpdateHandler() throws {
            var states: [String: Bool] = [:]
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            let cell = try #require(screen.cell("A"))
            cell.configurationUpdateHandler = { _, state in states["A"] = state.isExpanded }
            screen.collectionView.layoutIfNeeded()
            #expect(states["A"] == false)
            try screen.tapDisclosure("A")
            #expect(states["A"] == true)
            #expect(cell.configurationState.isExpanded)
            try screen.tapDisclosure("A")
            #expect(states["A"] == false)
        }

        @Test func handlersCanRefuseAndSupplyChildren() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "B" }
            screen.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
                // The current children (with their own subtrees), and one more supplied lazily.
                var supplied = children
                supplied.append(["\(parent)-lazy"])
                return supplied
            }
            let b = try #require(screen.cell("B"))
            #expect(try b.simulateTap(onAccessory: .outlineDisclosure) == false)
            try screen.tapDisclosure("A")
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "A1", "A2", "A-lazy", "B"])
        }

        @Test func anActionHandlerReplacesTheExpansion() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            var tapped = 0
            let cell = try #require(screen.cell("B"))
            cell.accessories = [.outlineDisclosure(actionHandler: { tapped += 1 })]
            #expect(try cell.simulateTap(onAccessory: .outlineDisclosure))
            #expect(tapped == 1)
            #expect(screen.dataSource.snapshot().itemIdentifiers == ["A", "B"])
        }

        @Test func tappingAnAccessoryThatIsNotShownIsAnError() throws {
            let screen = OutlineScreen()
            defer { withExtendedLifetime(screen) {} }
            try screen.tapDisclosure("A")
            let leaf = try #require(screen.cell("A2"))
            #expect(throws: UICellAccessoryTapError.notShown(.outlineDisclosure)) {
                try leaf.simulateTap(onAccessory: .outlineDisclosure)
            }
        }
    }
#endif
