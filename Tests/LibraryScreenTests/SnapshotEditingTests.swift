import LibraryModel
import Testing

@testable import LibraryScreen
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The adapter edits the applied snapshot instead of building a new one (APP10): whatever the change, the snapshot
/// it applies must hold what a new snapshot of the same elements would.
@Suite("CollectionAdapter edits the applied snapshot")
@MainActor
struct SnapshotEditingTests {
    /// The elements the screen should show for `state`, section by section, built without the adapter.
    private func expected(_ state: LibraryState) -> [[AnyHashable]] {
        let shelf = state.shelf.map { AnyHashable($0) }
        guard let client = state.client else { return [shelf] }
        return [
            [AnyHashable(ClientSummary(name: client.name, booksTaken: state.clientBooks.count))],
            state.clientBooks.map { AnyHashable($0) }, shelf,
        ]
    }

    private func shown(_ controller: LibraryViewController) -> [[AnyHashable]] {
        let snapshot = controller.adapter.dataSource.snapshot()
        return snapshot.sectionIdentifiers.map { section in snapshot.itemIdentifiers(inSection: section).map(\.base) }
    }

    @Test("random takes, returns and client switches: the applied snapshot holds the new elements, in order")
    func randomChanges() {
        var generator = SystemRandomNumberGenerator()
        var loans: [(Int64, Int64)] = []
        var client: Int64 = 1
        let (_, controller, _) = makeScreen(sampleState(books: 30))
        for _ in 0..<60 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: client = client == 1 ? 2 : 1
            case 1...5:
                let book = Int64.random(in: 1...30, using: &generator)
                if !loans.contains(where: { $0.0 == book }) { loans.append((book, Int64.random(in: 1...2))) }
            default:
                if !loans.isEmpty { loans.remove(at: Int.random(in: 0..<loans.count, using: &generator)) }
            }
            let state = sampleState(loans: loans, client: client, books: 30)
            controller.show(state)
            #expect(shown(controller) == expected(state))
            #expect(controller.collectionView.numberOfItems(inSection: 2) == 30)
            #expect(controller.clientBooksSection.isEmpty == state.clientBooks.isEmpty)
        }
    }

    @Test("a take edits one run per section: the shelf entry is replaced in place, the rest are the same wrappers")
    func takeEditsInPlace() throws {
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1)]))
        let section = controller.libraryBooksSection
        let before = controller.adapter.dataSource.snapshot().itemIdentifiers(inSection: section)
        controller.show(sampleState(loans: [(3, 1), (8, 1)]))
        let after = controller.adapter.dataSource.snapshot().itemIdentifiers(inSection: section)
        #expect(after.count == before.count)
        #expect(after.indices.filter { after[$0] != before[$0] } == [7])
        #expect((after[7].base as? ShelfBook)?.availability == .takenByClient)
        #expect(shown(controller) == expected(sampleState(loans: [(3, 1), (8, 1)])))
    }

    @Test("a change of sections (the first client arrives) builds a new snapshot")
    func sectionsChange() {
        let noClients = LibraryState(
            catalogue: sampleCatalogue(), lending: Lending(clients: [], loans: []), clientID: nil)
        let (_, controller, _) = makeScreen(noClients)
        #expect(shown(controller) == expected(noClients))
        let state = sampleState(loans: [(2, 1)])
        controller.show(state)
        #expect(shown(controller) == expected(state))
        controller.show(noClients)
        #expect(shown(controller) == expected(noClients))
    }

    @Test("the run between the common prefix and suffix is what a splice replaces")
    func splice() {
        func elements(_ values: [Int]) -> [AnyElement] { values.map(AnyElement.init) }
        let splice = ElementSplice(from: elements([1, 2, 3, 4]), to: elements([1, 5, 6, 4]))
        #expect(splice.removed == elements([2, 3]))
        #expect(splice.inserted == elements([5, 6]))
        #expect(splice.previous == AnyElement(1))
        #expect(splice.next == AnyElement(4))
        let append = ElementSplice(from: elements([1]), to: elements([1, 2]))
        #expect(append.removed.isEmpty && append.inserted == elements([2]) && append.next == nil)
        let same = ElementSplice(from: elements([1, 2]), to: elements([1, 2]))
        #expect(same.removed.isEmpty && same.inserted.isEmpty)
    }

    @Test("an element found in another section, or inserted twice, is not spliced in (a new snapshot is built)")
    func spliceRefusesMoves() {
        let first = Section(id: "first")
        let second = Section(id: "second")
        var snapshot = NSDiffableDataSourceSnapshot<Section, AnyElement>()
        snapshot.appendSections([first, second])
        snapshot.appendItems([AnyElement(1)], toSection: first)
        snapshot.appendItems([AnyElement(2)], toSection: second)
        let moved = ElementSplice(from: [AnyElement(2)], to: [AnyElement(1), AnyElement(2)])
        #expect(!moved.apply(to: &snapshot, in: second))
        let twice = ElementSplice(from: [AnyElement(2)], to: [AnyElement(3), AnyElement(3), AnyElement(2)])
        #expect(!twice.apply(to: &snapshot, in: second))
    }
}
