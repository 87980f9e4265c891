import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite struct DiffableDataSourceTests {
    typealias Source = DiffableDataSource<String, Int>

    func make(_ sections: [String: [Int]] = [:], order: [String] = ["A"], spec: FakeSectionSpec = FakeSectionSpec())
        -> (CollectionView, Source, CellRegistration<TestCell, Int>)
    {
        let retainer = Retainer()
        let view = CollectionView(
            layout: dummyLayout, size: CGSize(width: 300, height: 600), solver: retaining(retainer, FakeLayout.solver([spec])))
        let registration = CellRegistration<TestCell, Int> { cell, _, item in
            cell.text = "\(item)"
            cell.configureCount += 1
        }
        let source = Source(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        retainer.objects.append(source)
        return (view, source, registration)
    }

    func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot<String, Int> {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    @Test func firstApplyReloadsThenDiffs() throws {
        let (view, source, _) = make()
        let first = try source.apply(snapshot([("A", Array(0..<20))]))
        #expect(first.isReload && first.elements.count == 18)  // rows 0 … 17 prepared
        #expect(first.elements.allSatisfy { $0.change == .appearing })
        #expect(source.itemIdentifier(for: ip(0, 3)) == 3)
        #expect(source.indexPath(for: 7) == ip(0, 7))
        let cellOf5 = try #require(view.cellForItem(at: ip(0, 5)))
        // Delete 0, insert 100 after 4, move 10 to the front.
        var next = source.snapshot()
        try next.deleteItems([0])
        try next.insertItems([100], afterItem: 4)
        try next.moveItem(10, beforeItem: 1)
        let transaction = try source.apply(next)
        #expect(!transaction.isReload)
        // New order: 10, 1, 2, 3, 4, 100, 5, 6, …
        #expect(source.snapshot().itemIdentifiers.prefix(7) == [10, 1, 2, 3, 4, 100, 5])
        let inserted = try #require(transaction.element(after: .cell(ip(0, 5))))
        #expect(inserted.change == .appearing && inserted.final.frame.minY == 250)
        let five = try #require(transaction.element(after: .cell(ip(0, 6))))
        #expect(five.view === cellOf5 && five.before?.frame.minY == 250 && five.after?.frame.minY == 300)
        let ten = try #require(transaction.element(after: .cell(ip(0, 0))))
        #expect(ten.keyBefore == .cell(ip(0, 10)) && ten.before?.frame.minY == 500 && ten.after?.frame.minY == 0)
        let zero = try #require(transaction.element(before: .cell(ip(0, 0))))
        #expect(zero.change == .disappearing && zero.final.alpha == 0)
        #expect((view.cellForItem(at: ip(0, 5)) as? TestCell)?.text == "100")
    }

    @Test func reloadMarksAreConsumedAndReconfigureKeepsTheCell() throws {
        let (view, source, _) = make()
        try source.apply(snapshot([("A", Array(0..<10))]), animatingDifferences: false)
        let cell3 = try #require(view.cellForItem(at: ip(0, 3)) as? TestCell)
        let cell4 = try #require(view.cellForItem(at: ip(0, 4)) as? TestCell)
        var next = source.snapshot()
        try next.reloadItems([3])
        try next.reconfigureItems([4])
        let transaction = try source.apply(next, animatingDifferences: false)
        #expect(transaction.animation == .none)
        #expect(transaction.element(after: .cell(ip(0, 3)))?.change == .reloaded)
        #expect(view.cellForItem(at: ip(0, 3)) !== cell3)
        #expect(transaction.element(after: .cell(ip(0, 4)))?.change == .reconfigured)
        #expect(view.cellForItem(at: ip(0, 4)) === cell4 && cell4.configureCount == 2)
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
        #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
        // Applying the same snapshot again changes nothing.
        let again = try source.apply(source.snapshot())
        #expect(again.elements.allSatisfy { $0.change == .moving && !$0.isMoved })
    }

    @Test func sectionsMoveAndItemsCrossSections() throws {
        let (view, source, _) = make(spec: FakeSectionSpec(header: 40))
        source.supplementaryViewProvider = { view, kind, indexPath in
            let registration = HeaderRegistrations.shared
            return view.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
        try source.apply(snapshot([("A", [1, 2]), ("B", [3, 4])]))
        // A: header 0 … 40, items 40, 90; B: header 140 … 180, items 180, 230.
        var next = source.snapshot()
        try next.moveSection("B", beforeSection: "A")
        try next.moveItem(1, afterItem: 4)
        let transaction = try source.apply(next)
        // B: header 0, items 3 at 40, 4 at 90, 1 at 140; A: header 190, item 2 at 230.
        let one = try #require(transaction.element(before: .cell(ip(0, 0))))
        #expect(one.keyAfter == .cell(ip(0, 2)) && one.before?.frame.minY == 40 && one.after?.frame.minY == 140)
        let headerA = try #require(transaction.element(before: .supplementary("header", ip(0, 0))))
        #expect(headerA.keyAfter == .supplementary("header", ip(1, 0)) && headerA.after?.frame.minY == 190)
        #expect(source.index(for: "B") == 0)
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func nilCellAndMissingSupplementaryProviderAreErrors() throws {
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                  solver: FakeLayout.solver([FakeSectionSpec()]))
        let source = Source(collectionView: view) { _, _, _ in nil }
        let error = #expect(throws: CollectionViewError.self) { try source.apply(snapshot([("A", [42])])) }
        #expect(error?.description == "The cell provider returned nil for index path [0, 0] with item identifier '42', "
            + "which is not allowed. You must always return a cell to the collection view.")
        let (headerView, headerSource, _) = make(spec: FakeSectionSpec(header: 40))
        let missing = #expect(throws: CollectionViewError.self) { try headerSource.apply(snapshot([("A", [1])])) }
        #expect(missing?.reason == .missingSupplementaryProvider(kind: "header", ip(0, 0)))
        withExtendedLifetime((source, headerView)) {}
    }

    @Test func applyingFromACompletionIsAnError() throws {
        let (view, source, _) = make()
        defer { withExtendedLifetime(view) {} }
        try source.apply(snapshot([("A", [1])]))
        var inner: (any Error)?
        try source.apply(snapshot([("A", [1, 2])])) {
            do { try source.apply(try! self.snapshot([("A", [1, 2, 3])])) } catch { inner = error }
        }
        #expect((inner as? CollectionViewError)?.reason == .reentrantApply)
        #expect(source.snapshot().itemIdentifiers == [1, 2])
    }

    @Test func aDiffPreparedOffTheMainActorApplies() async throws {
        let (view, source, _) = make()
        try await source.apply(snapshot([("A", Array(0..<100))]))
        let old = source.snapshot()
        var new = old
        try new.deleteItems(Array(0..<50))
        let prepared = await Task.detached { Source.prepare(from: old, to: new) }.value
        #expect(prepared.update.itemDeletes.count == 50)
        try source.apply(prepared)
        #expect(view.numberOfItems(inSection: 0) == 50)
        // A prepared diff whose start is no longer applied is refused.
        let stale = #expect(throws: CollectionViewError.self) { try source.apply(prepared) }
        #expect(stale?.reason == .stalePreparedUpdate)
    }

    @Test func theAsyncApplyDiffsOffTheMainActor() async throws {
        let (view, source, _) = make()
        try await source.apply(snapshot([("A", Array(0..<10))]))
        var next = source.snapshot()
        try next.deleteItems([0, 1])
        let transaction = try await source.apply(next)
        #expect(transaction.elements(.disappearing).count == 2)
        #expect(view.numberOfItems(inSection: 0) == 8)
    }

    @Test func aSectionSnapshotSetsTheSectionsVisibleItems() throws {
        let (view, source, _) = make()
        try source.apply(snapshot([("A", [1, 2]), ("B", [3])]))
        var section = SectionSnapshot<Int>()
        try section.append([10, 20])
        try section.append([11, 12], to: 10)
        try section.append([21], to: 20)
        _ = section.expand([10])
        try source.apply(section, to: "B")
        #expect(try source.snapshot().itemIdentifiers(inSection: "B") == [10, 11, 12, 20])
        #expect(view.numberOfItems(inSection: 1) == 4)
        #expect(source.snapshot(for: "B").items == [10, 11, 12, 20, 21])
    }
}

@MainActor
enum HeaderRegistrations {
    static let shared = SupplementaryRegistration<HeaderView>(elementKind: "header") { view, _, indexPath in
        view.text = "H\(indexPath[0])"
    }
}
