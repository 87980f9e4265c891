import LibraryModel
import Testing

@testable import LibraryScreen
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

@Suite("CollectionAdapter and the library's sections")
@MainActor
struct AdapterTests {
    @Test("the snapshot has the three sections, the client summary, the client's books and the shelf")
    func snapshot() {
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1), (7, 2), (5, 1)]))
        let snapshot = controller.adapter.dataSource.snapshot()
        #expect(snapshot.sectionIdentifiers.map(\.id)
            == ["client", "client-books", "library-books"])
        #expect(snapshot.itemIdentifiers(inSection: controller.clientSection)
            == [AnyElement(ClientSummary(name: "Ada Lovelace", booksTaken: 2))])
        // Ada's books in the order she took them: 3, then 5 (book 7 is Alan's).
        #expect(snapshot.itemIdentifiers(inSection: controller.clientBooksSection).compactMap {
            ($0.base as? Book)?.id } == [3, 5])
        let shelf = snapshot.itemIdentifiers(inSection: controller.libraryBooksSection)
            .compactMap { $0.base as? ShelfBook }
        #expect(shelf.count == 20)
        #expect(shelf[2].availability == .takenByClient)
        #expect(shelf[6].availability == .takenByOther(clientName: "Alan Turing"))
        #expect(shelf[0].availability == .available)
        #expect(controller.collectionView.numberOfItems(inSection: 1) == 2)
    }

    @Test("the empty state is shown only while the client has no books")
    func emptyState() {
        let (window, controller, _) = makeScreen(sampleState())
        let kind = EmptyStateClientBooksSection.emptyKind
        let collectionView = controller.collectionView
        #expect(controller.clientBooksSection.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 1) == 0)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1)) != nil)
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
            is EmptyClientBooksView)

        controller.show(sampleState(loans: [(4, 1)]))
        window.layoutIfNeeded()
        #expect(!controller.clientBooksSection.isEmpty)
        #expect(collectionView.numberOfItems(inSection: 1) == 1)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1)) == nil)

        controller.show(sampleState())
        window.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 1)) != nil)
    }

    @Test("a take updates the client, the client's books and the shelf in one transaction")
    func takeIsOneTransaction() throws {
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1)]))
        controller.show(sampleState(loans: [(3, 1), (8, 1)]))
        let transaction = try #require(controller.adapter.dataSource.lastTransaction)
        let update = transaction.update
        let touched = Set((update.itemDeletes + update.itemInserts).map(\.section))
        #expect(touched == [0, 1, 2])
        // The summary is replaced (1 → 2 books), book 8 joins the client's books after book 3, and book 8's shelf
        // entry is replaced by its taken version at the same place.
        #expect(update.itemDeletes.sorted() == [IndexPath(item: 0, section: 0), IndexPath(item: 7, section: 2)])
        #expect(update.itemInserts.sorted() == [
            IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1), IndexPath(item: 7, section: 2),
        ])
        #expect(transaction.animation.isAnimated)
    }

    @Test("tapping books takes or returns them; tapping one of the client's books returns it")
    func taps() throws {
        let (window, controller, delegate) = makeScreen(sampleState(loans: [(3, 1), (7, 2)]))
        let collectionView = controller.collectionView
        collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 2))  // book 1: available
        collectionView.simulateTap(onItemAt: IndexPath(item: 2, section: 2))  // book 3: Ada's
        collectionView.simulateTap(onItemAt: IndexPath(item: 6, section: 2))  // book 7: Alan's, the database refuses
        #expect(delegate.taken == [1, 7])
        #expect(delegate.returned == [3])
        #expect(collectionView.indexPathsForSelectedItems == nil)  // the adapter deselects after a tap
        window.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) is ClientBookCell)
        collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 1))  // Ada's book 3, in her section
        #expect(delegate.returned == [3, 3])
    }

    @Test("the grid's column count follows the width")
    func columns() {
        #expect(LibraryBooksSection.columnCount(forWidth: 358) == 2)  // a 390-pt phone less 2 × 16: 358 / 160
        #expect(LibraryBooksSection.columnCount(forWidth: 768) == 4)  // 800 − 32 = 768: 4.8 columns → 4
        #expect(LibraryBooksSection.columnCount(forWidth: 100) == 1)
        let (window, controller, _) = makeScreen(sampleState(), size: CGSize(width: 390, height: 844))
        let collectionView = controller.collectionView
        func x(_ item: Int) -> CGFloat? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 2))?.frame.minX
        }
        // Two columns 8 apart in 390 − 32 = 358: (358 − 8) / 2 = 175 wide, x = 16 and 16 + 175 + 8 = 199; item 2
        // starts the next row.
        #expect([x(0), x(1), x(2)] == [16, 199, 16])
        window.frame = CGRect(x: 0, y: 0, width: 800, height: 844)
        window.layoutIfNeeded()
        // Four columns 8 apart in 768: (768 − 3 × 8) / 4 = 186 wide, x = 16, 210, 404, 598.
        #expect([x(0), x(1), x(2), x(3), x(4)] == [16, 210, 404, 598, 16])
    }
}
