import LibraryModel
import Testing

@testable import LibraryScreen
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

@Suite("The library's cells: labels, an image view and a button, laid out by Auto Layout")
@MainActor
struct CellTests {
    // Line heights at the default size on 3× (the text model's, rounded up to pixels): body 20.333, subheadline 18,
    // footnote 15.667, headline 20.333. The cards' padding is 20 above and below, 12 at the sides; stacks are 4 apart.

    func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("grid cells take the height of their wrapped titles, not the 120-pt estimate")
    func gridSelfSizing() {
        // Book 3 is Ada's; book 4 has a long title.
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1)]))
        let collectionView = controller.collectionView
        // Client card: 20 + 20.333 (name) + 4 + 18 (count) + 20 = 82.333, at (16, 16), 390 − 32 = 358 wide.
        #expect(frame(collectionView, 0, 0) == CGRect(x: 16, y: 16, width: 358, height: 247.0 / 3))
        // The library: 16 + 82.333 + 8 (client) + 40 (header) + 8 + 140 (card) + 16 (client books) + 40 (header)
        // + 8 = 358.333. Two columns of (358 − 8) / 2 = 175.
        // "Book 1" and "Book 2", available: one title line and the author, 20 + 20.333 + 4 + 18 + 20 = 82.333.
        #expect(frame(collectionView, 0, 2) == CGRect(x: 16, y: 1075.0 / 3, width: 175, height: 247.0 / 3))
        #expect(frame(collectionView, 1, 2) == CGRect(x: 199, y: 1075.0 / 3, width: 175, height: 247.0 / 3))
        // Next row at 358.333 + 82.333 + 8 = 448.667. "Book 3", taken: + 4 + 15.667 ("Taken by you") = 102.
        #expect(frame(collectionView, 2, 2) == CGRect(x: 16, y: 1346.0 / 3, width: 175, height: 102))
        // "A Long Title That Wraps Over Several Lines 4" in 175 − 12 − 12 − 20 (checkmark) − 12 = 119 pt: four lines,
        // 20 + 4 × 20.333 + 4 + 18 + 20 = 143.333.
        #expect(frame(collectionView, 3, 2) == CGRect(x: 199, y: 1346.0 / 3, width: 175, height: 430.0 / 3))
        // The row is as tall as its tallest cell: the next one starts at 448.667 + 143.333 + 8 = 600.
        #expect(frame(collectionView, 4, 2)?.minY == 600)
        let cell = collectionView.cellForItem(at: IndexPath(item: 3, section: 2)) as? LibraryBookCell
        #expect(cell?.titleLabel.frame == CGRect(x: 0, y: 0, width: 119, height: 244.0 / 3))
    }

    @Test("a taken book shows the checkmark symbol in an image view at the card's top trailing corner")
    func checkmark() throws {
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1), (7, 2)]))
        let collectionView = controller.collectionView
        func cell(_ item: Int) throws -> LibraryBookCell {
            try #require(collectionView.cellForItem(at: IndexPath(item: item, section: 2)) as? LibraryBookCell)
        }
        let ada = try cell(2)
        #expect(!ada.checkmarkView.isHidden)
        #expect(ada.checkmarkView.image?.symbolName == "checkmark.circle.fill")
        // A 20-pt symbol, 12 from the trailing edge and 20 from the top: x = 175 − 12 − 20 = 143.
        #expect(ada.checkmarkView.frame == CGRect(x: 143, y: 20, width: 20, height: 20))
        #expect(ada.statusLabel.text == "Taken by you")
        let alan = try cell(6)
        #expect(!alan.checkmarkView.isHidden)
        #expect(alan.statusLabel.text == "With Alan Turing")
        let available = try cell(0)
        #expect(available.checkmarkView.isHidden)
        #expect(available.statusLabel.isHidden)
        #expect(available.titleLabel.text == "Book 1")
        #expect(available.authorLabel.text == "Author 1")
    }

    @Test("a client book's return button returns it through the view controller, the cell's delegate")
    func returnButton() throws {
        let (_, controller, delegate) = makeScreen(sampleState(loans: [(3, 1), (5, 1)]))
        let collectionView = controller.collectionView
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? ClientBookCell)
        #expect(cell.delegate === controller)
        #expect(cell.returnButton.currentTitle == "Return")
        // At the card's bottom leading corner: 12 in, 140 − 10 − 32 = 98 down; 20 (symbol) + 43 (title) wide and
        // 6 + 20 + 6 tall.
        #expect(cell.returnButton.frame == CGRect(x: 12, y: 98, width: 63, height: 32))
        cell.returnButton.sendActions(for: .touchUpInside)
        #expect(delegate.returned == [5])
        #expect(delegate.taken.isEmpty)
    }

    @Test("the client card is two labels in a stack view")
    func labels() throws {
        let (_, controller, _) = makeScreen(sampleState(loans: [(3, 1)]))
        let collectionView = controller.collectionView
        let client = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ClientCell)
        #expect(client.nameLabel.text == "Ada Lovelace")
        #expect(client.booksTakenLabel.text == "1 book taken")
        // The name at the padding, the count 20.333 + 4 below it.
        let count = client.booksTakenLabel.convert(client.booksTakenLabel.bounds, to: client.contentView)
        #expect(count.size == CGSize(width: 334, height: 18))
        #expect(count.minX == 12)
        #expect(abs(count.minY - (20 + 73.0 / 3)) < 1e-9)
    }
}
