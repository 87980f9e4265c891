#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A list of 50-pt rows.
@MainActor
func rowsLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
final class Calls {
    var log: [String] = []
}

/// A plain (not diffable) data source that allows moving and records the moves.
@MainActor
final class MovableNumbers: UICollectionViewDataSource {
    var numbers = [0, 1, 2, 3]
    var moves: [String] = []
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { numbers.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: numbers[indexPath.item])
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 3
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item) → \(destinationIndexPath.item)")
        numbers.insert(numbers.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@MainActor
@Suite("Reordering: UICollectionView's interactive movement and the diffable data source's reorderingHandlers")
struct ReorderingHandlersTests {
    @Test func interactiveMovementReordersThroughTheHandlers() {
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 5)
        let calls = Calls()
        // Without canReorderItem nothing moves.
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { item in
            calls.log.append("can \(item)")
            return item != 4
        }
        dataSource.reorderingHandlers.willReorder = { [weak dataSource] transaction in
            calls.log.append("will: shown \(dataSource?.snapshot().itemIdentifiers ?? [])")
        }
        var received: NSDiffableDataSourceTransaction<Section, Int>?
        dataSource.reorderingHandlers.didReorder = { [weak dataSource] transaction in
            received = transaction
            calls.log.append("did: shown \(dataSource?.snapshot().itemIdentifiers ?? [])")
        }
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 125))  // over row 2
        collectionView.endInteractiveMovement()
        #expect(calls.log == ["can 4", "can 0", "can 0", "will: shown [0, 1, 2, 3, 4]", "did: shown [1, 2, 0, 3, 4]"])
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 0, 3, 4])
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? NumberCell)?.text == "0")
        guard let transaction = received else {
            Issue.record("didReorder was not called")
            return
        }
        #expect(transaction.initialSnapshot.itemIdentifiers == [0, 1, 2, 3, 4])
        #expect(transaction.finalSnapshot.itemIdentifiers == [1, 2, 0, 3, 4])
        #expect(Array(transaction.difference) == [
            .remove(offset: 0, element: 0, associatedWith: 2), .insert(offset: 2, element: 0, associatedWith: 0),
        ])
        #expect(transaction.sectionTransactions.count == 1)
        let section = transaction.sectionTransactions[0]
        #expect(section.sectionIdentifier == .main)
        #expect(section.initialSnapshot.items == [0, 1, 2, 3, 4] && section.finalSnapshot.items == [1, 2, 0, 3, 4])
        #expect(section.difference == transaction.difference)
        // Cancelling moves nothing.
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 175))
        collectionView.cancelInteractiveMovement()
        collectionView.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 0, 3, 4])
        #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 4, section: 0)) == false)
    }

    @Test func aPlainDataSourceIsAskedAndMoves() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: rowsLayout())
        let numbers = MovableNumbers()
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))  // over row 0
        collectionView.endInteractiveMovement()
        #expect(numbers.moves == ["2 → 0"] && numbers.numbers == [2, 0, 1, 3])
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)?.text == "2")
    }
}
