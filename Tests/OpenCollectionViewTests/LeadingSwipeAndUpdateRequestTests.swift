// Issue 8's audit: the leading swipe-actions provider is stored, queryable and invocable from code, and a cell's
// `setNeedsUpdateConfiguration()` runs `updateConfiguration(using:)` once, at the next layout pass (LC7).
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    /// A list of one section showing `items` in default list content, laid out after the snapshot is applied, as an
    /// iOS screen builds it. The data source is returned too: the collection view holds it weakly, as UIKit's does.
    @MainActor
    func makeTextList<Cell: UICollectionViewListCell>(
        _ configuration: UICollectionLayoutListConfiguration, cell: Cell.Type, items: [String]
    ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<Cell, String> { cell, _, item in
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
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    @MainActor
    @Suite("List audit: leading swipe actions and configuration update requests")
    struct LeadingSwipeAndUpdateRequestTests {
        final class CountingCell: UICollectionViewListCell {
            var updates: [UICellConfigurationState] = []
            override func updateConfiguration(using state: UICellConfigurationState) {
                super.updateConfiguration(using: state)
                updates.append(state)
            }
        }

        /// A plain list of two rows; row 0 has a leading "Pin" action, row 1 none.
        private func makeList(pinned: @escaping (IndexPath) -> Void) -> (UICollectionView, AnyObject) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                guard indexPath.item == 0 else { return nil }
                let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in
                    pinned(indexPath)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [pin])
            }
            return makeTextList(configuration, cell: CountingCell.self, items: ["Inbox", "Drafts"])
        }

        @Test func leadingActionsAreQueryableAndInvocable() throws {
            var pinnedPaths: [IndexPath] = []
            let (collectionView, dataSource) = makeList { pinnedPaths.append($0) }
            defer { withExtendedLifetime(dataSource) {} }
            let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
            let first = try #require(layout.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)))
            #expect(first.actions.map(\.title) == ["Pin"])
            #expect(layout.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 1, section: 0)) == nil)
            #expect(layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
            let revealed = try #require(
                collectionView.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .leading))
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell)
            #expect(cell.configurationState.isSwiped)
            #expect(revealed.actions[0].perform(sourceView: cell) == true)
            #expect(pinnedPaths == [IndexPath(item: 0, section: 0)])
            #expect(collectionView.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), revealing: .leading) == nil)
        }

        @Test func anUpdateRequestRunsOnceAtTheNextLayoutPass() throws {
            let (collectionView, dataSource) = makeList { _ in }
            defer { withExtendedLifetime(dataSource) {} }
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? CountingCell)
            let before = cell.updates.count
            cell.setNeedsUpdateConfiguration()
            cell.setNeedsUpdateConfiguration()
            #expect(cell.updates.count == before)  // deferred, not run at the request
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            #expect(cell.updates.count == before + 1)  // two requests, one update
            collectionView.setNeedsLayout()
            collectionView.layoutIfNeeded()
            #expect(cell.updates.count == before + 1)  // nothing requested since
        }
    }
#endif
