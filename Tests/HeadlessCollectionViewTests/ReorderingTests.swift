import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// Records handler calls in order (handlers run on the main actor, as the tests do).
@MainActor
final class CallLog {
    var entries: [String] = []
}

@MainActor
@Suite struct ReorderingTests {
    typealias Source = DiffableDataSource<String, Int>

    /// Two sections stacked in one column of 50 pt rows: A = [1, 2, 3, 4] (y 0 … 200), B = [10, 11] (y 200 … 300).
    func make() throws -> (CollectionView, Source, CallLog) {
        let retainer = Retainer()
        let view = CollectionView(
            layout: dummyLayout, size: CGSize(width: 300, height: 600),
            solver: retaining(retainer, FakeLayout.solver([FakeSectionSpec()])))
        let registration = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
        let source = Source(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        retainer.objects.append(source)
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems([1, 2, 3, 4], toSection: "A")
        try snapshot.appendItems([10, 11], toSection: "B")
        try source.apply(snapshot)
        let log = CallLog()
        source.reorderingHandlers.canReorderItem = { item in
            log.entries.append("can \(item)")
            return item != 4
        }
        source.reorderingHandlers.willReorder = { [weak source] transaction in
            log.entries.append("will \(transaction.finalSnapshot.itemIdentifiers) shown \(source?.snapshot().itemIdentifiers ?? [])")
        }
        source.reorderingHandlers.didReorder = { [weak source, weak view] transaction in
            let cell = view?.cellForItem(at: source?.indexPath(for: transaction.sectionTransactions[0].finalSnapshot.items[0]) ?? ip(0, 0))
            log.entries.append(
                "did \(transaction.initialSnapshot.itemIdentifiers) shown \(source?.snapshot().itemIdentifiers ?? []) "
                    + "first cell \((cell as? TestCell)?.text ?? "-")")
        }
        return (view, source, log)
    }

    @Test func interactiveMoveWithinASection() throws {
        let (view, source, log) = try make()
        #expect(view.beginInteractiveMovement(forItemAt: ip(0, 0)))
        #expect(view.indexPathForInteractivelyMovingItem == ip(0, 0))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 125))  // over item 3 (row 2)
        #expect(view.interactiveMovementTargetIndexPath == ip(0, 2))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 900))  // over nothing: target kept
        #expect(view.interactiveMovementTargetIndexPath == ip(0, 2))
        var seen: ReorderTransaction<String, Int>?
        let did = source.reorderingHandlers.didReorder
        source.reorderingHandlers.didReorder = { transaction in
            seen = transaction
            did?(transaction)
        }
        let transaction = try #require(try view.endInteractiveMovement())
        #expect(view.indexPathForInteractivelyMovingItem == nil)
        #expect(log.entries == [
            "can 1", "can 1",
            "will [2, 3, 1, 4, 10, 11] shown [1, 2, 3, 4, 10, 11]",
            "did [1, 2, 3, 4, 10, 11] shown [2, 3, 1, 4, 10, 11] first cell 2",
        ])
        // The view shows one move: item 1 from row 0 (y 0) to row 2 (y 100).
        #expect(transaction.update == BatchUpdate(itemMoves: [.init(source: ip(0, 0), destination: ip(0, 2))]))
        let moved = try #require(transaction.element(after: .cell(ip(0, 2))))
        #expect(moved.keyBefore == .cell(ip(0, 0)) && moved.before?.frame.minY == 0 && moved.after?.frame.minY == 100)
        #expect((view.cellForItem(at: ip(0, 2)) as? TestCell)?.text == "1")
        #expect(source.snapshot().itemIdentifiers == [2, 3, 1, 4, 10, 11])
        // The transaction.
        let reorder = try #require(seen)
        #expect(reorder.initialSnapshot.itemIdentifiers == [1, 2, 3, 4, 10, 11])
        #expect(reorder.finalSnapshot.itemIdentifiers == [2, 3, 1, 4, 10, 11])
        #expect(Array(reorder.difference) == [
            .remove(offset: 0, element: 1, associatedWith: 2), .insert(offset: 2, element: 1, associatedWith: 0),
        ])
        #expect(reorder.sectionTransactions.count == 1)
        let section = reorder.sectionTransactions[0]
        #expect(section.sectionIdentifier == "A")
        #expect(section.initialSnapshot.items == [1, 2, 3, 4] && section.finalSnapshot.items == [2, 3, 1, 4])
        #expect(Array(section.difference) == [
            .remove(offset: 0, element: 1, associatedWith: 2), .insert(offset: 2, element: 1, associatedWith: 0),
        ])
    }

    @Test func moveAcrossSections() throws {
        let (view, source, log) = try make()
        var seen: ReorderTransaction<String, Int>?
        source.reorderingHandlers.willReorder = { seen = $0 }
        #expect(view.beginInteractiveMovement(forItemAt: ip(0, 1)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 260))  // over item 11 (B, row 1)
        let transaction = try #require(try view.endInteractiveMovement())
        #expect(transaction.update == BatchUpdate(itemMoves: [.init(source: ip(0, 1), destination: ip(1, 1))]))
        #expect(view.itemCounts == [3, 3])
        #expect((view.cellForItem(at: ip(1, 1)) as? TestCell)?.text == "2")
        #expect(try source.snapshot().itemIdentifiers(inSection: "A") == [1, 3, 4])
        #expect(try source.snapshot().itemIdentifiers(inSection: "B") == [10, 2, 11])
        let reorder = try #require(seen)
        #expect(Array(reorder.difference) == [
            .remove(offset: 1, element: 2, associatedWith: 4), .insert(offset: 4, element: 2, associatedWith: 1),
        ])
        #expect(reorder.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        let a = reorder.sectionTransactions[0]
        let b = reorder.sectionTransactions[1]
        #expect(a.initialSnapshot.items == [1, 2, 3, 4] && a.finalSnapshot.items == [1, 3, 4])
        #expect(Array(a.difference) == [.remove(offset: 1, element: 2, associatedWith: nil)])
        #expect(b.initialSnapshot.items == [10, 11] && b.finalSnapshot.items == [10, 2, 11])
        #expect(Array(b.difference) == [.insert(offset: 1, element: 2, associatedWith: nil)])
        #expect(log.entries.first == "can 2" && log.entries.last?.hasPrefix("did [1, 2, 3, 4, 10, 11]") == true)
        // One past the end of another section is a valid destination.
        let end = try #require(try view.userMoveItem(at: ip(0, 0), to: ip(1, 3)))
        #expect(end.update.itemMoves == [.init(source: ip(0, 0), destination: ip(1, 3))])
        #expect(try source.snapshot().itemIdentifiers(inSection: "B") == [10, 2, 11, 1])
    }

    @Test func canReorderFalseBlocksAndCancelMovesNothing() throws {
        let (view, source, log) = try make()
        #expect(!view.beginInteractiveMovement(forItemAt: ip(0, 3)))  // item 4
        #expect(view.indexPathForInteractivelyMovingItem == nil)
        #expect(try view.userMoveItem(at: ip(0, 3), to: ip(0, 0)) == nil)
        #expect(log.entries == ["can 4", "can 4"])
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4, 10, 11])
        // Cancelling.
        #expect(view.beginInteractiveMovement(forItemAt: ip(0, 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 260))
        view.cancelInteractiveMovement()
        #expect(try view.endInteractiveMovement() == nil)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3, 4, 10, 11])
        // Without canReorderItem nothing can move.
        source.reorderingHandlers.canReorderItem = nil
        #expect(!view.beginInteractiveMovement(forItemAt: ip(0, 0)))
        #expect(try view.userMoveItem(at: ip(0, 0), to: ip(0, 1)) == nil)
        #expect(!log.entries.contains { $0.hasPrefix("will") || $0.hasPrefix("did") })
        // Out of bounds destinations are errors.
        source.reorderingHandlers.canReorderItem = { _ in true }
        #expect(throws: CollectionViewError.self) { try view.userMoveItem(at: ip(0, 0), to: ip(0, 4)) }
        #expect(throws: CollectionViewError.self) { try view.userMoveItem(at: ip(0, 0), to: ip(2, 0)) }
    }

    @Test func reorderInAnOutlineSectionKeepsTheTree() throws {
        let (view, source, _) = try make()
        var tree = SectionSnapshot<Int>()
        try tree.append([1, 2, 3])
        try tree.append([20, 21], to: 2)  // 2 collapsed: its children are not items
        try source.apply(tree, to: "A")
        #expect(try source.snapshot().itemIdentifiers(inSection: "A") == [1, 2, 3])
        source.reorderingHandlers.canReorderItem = { _ in true }
        try view.userMoveItem(at: ip(0, 1), to: ip(0, 0))
        let after = source.snapshot(for: "A")
        #expect(after.rootItems == [2, 1, 3] && after.items == [2, 20, 21, 1, 3])
        #expect(try source.snapshot().itemIdentifiers(inSection: "A") == [2, 1, 3])
    }
}
