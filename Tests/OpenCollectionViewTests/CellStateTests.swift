// Swiped and reordering states reach a cell's configuration update. The swipe is OpenCollectionView's stand-in
// for the gesture (`simulateSwipe(onItemAt:revealing:)`), so the suite is Linux-only.
#if !canImport(UIKit)
    import OpenCollectionView
    import Testing

    /// A cell that records the states it was configured for.
    final class StateRecordingCell: UICollectionViewListCell {
        var states: [UICellConfigurationState] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            states.append(state)
        }
    }

    @MainActor
    @Suite("Cell states: swiped and reordering")
    struct CellStateTests {
        /// A plain list of three rows with trailing delete actions (none on "Locked") and reordering allowed.
        private func makeList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard indexPath.item != 2 else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
                delete.image = UIImage(systemName: "trash")
                return UISwipeActionsConfiguration(actions: [delete])
            }
            let (collectionView, dataSource) = makeTextList(
                configuration, cell: StateRecordingCell.self, items: ["Inbox", "Drafts", "Locked"])
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            return (collectionView, dataSource)
        }

        private func cell(_ collectionView: UICollectionView, _ item: Int) throws -> StateRecordingCell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? StateRecordingCell)
        }

        @Test func revealingSwipeActionsMakesTheCellSwiped() throws {
            let (collectionView, _) = makeList()
            let row = try cell(collectionView, 0)
            #expect(row.configurationState.isSwiped == false)
            let revealed = try #require(collectionView.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .trailing))
            #expect(revealed.actions.map(\.title) == ["Delete"])
            #expect(revealed.actions.first?.image?.symbolName == "trash")
            #expect(row.configurationState.isSwiped)
            #expect(row.states.last?.isSwiped == true)
            collectionView.dismissSwipeActions()
            #expect(row.configurationState.isSwiped == false)
            #expect(row.states.last?.isSwiped == false)
        }

        @Test func oneRowAtATimeShowsItsActions() throws {
            let (collectionView, _) = makeList()
            collectionView.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .trailing)
            collectionView.simulateSwipe(onItemAt: IndexPath(item: 1, section: 0), revealing: .trailing)
            #expect(try cell(collectionView, 0).configurationState.isSwiped == false)
            #expect(try cell(collectionView, 1).configurationState.isSwiped)
        }

        @Test func anEdgeWithoutActionsRevealsNothing() throws {
            let (collectionView, _) = makeList()
            // No leading provider; no trailing actions for "Locked".
            #expect(collectionView.simulateSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .leading) == nil)
            #expect(collectionView.simulateSwipe(onItemAt: IndexPath(item: 2, section: 0), revealing: .trailing) == nil)
            #expect(try cell(collectionView, 0).configurationState.isSwiped == false)
            #expect(try cell(collectionView, 2).configurationState.isSwiped == false)
        }

        @Test func anInteractiveMovementMakesTheMovingCellReordering() throws {
            let (collectionView, dataSource) = makeList()
            let moving = try cell(collectionView, 0)
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(moving.configurationState.isReordering)
            #expect(moving.states.last?.isReordering == true)
            #expect(try cell(collectionView, 1).configurationState.isReordering == false)
            // Rows are 44 high: the centre of row 2 is at y 88 + 22 = 110.
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 110))
            collectionView.endInteractiveMovement()
            #expect(dataSource.snapshot().itemIdentifiers == ["Drafts", "Locked", "Inbox"])
            #expect(moving.configurationState.isReordering == false)
            #expect(moving.states.last?.isReordering == false)
        }

        @Test func aCancelledMovementEndsReorderingToo() throws {
            let (collectionView, dataSource) = makeList()
            let moving = try cell(collectionView, 1)
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            #expect(moving.configurationState.isReordering)
            collectionView.cancelInteractiveMovement()
            #expect(moving.configurationState.isReordering == false)
            #expect(dataSource.snapshot().itemIdentifiers == ["Inbox", "Drafts", "Locked"])
        }
    }
#endif
