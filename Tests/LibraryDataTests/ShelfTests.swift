import LibraryModel
import Testing

/// The chunked shelf behaves as an array of its entries (APP11).
@Suite("Shelf")
struct ShelfTests {
    private func entries(_ count: Int) -> [ShelfBook] {
        (0..<count).map { id in
            ShelfBook(book: Book(id: Int64(id), title: "Title \(id)", author: "Author \(id)"), availability: .available)
        }
    }

    @Test("entries read back in order, across chunk boundaries and for a partial last chunk", arguments: [0, 1, 127, 128, 129, 1_000])
    func readsAsArray(count: Int) {
        let books = entries(count)
        let shelf = Shelf(books)
        #expect(shelf.count == count)
        #expect(Array(shelf) == books)
        #expect(shelf == Shelf(books))
    }

    @Test("changing an entry of a copy changes the copy only, and the copies then differ")
    func copyOnWrite() {
        let original = Shelf(entries(300))
        var copy = original
        copy[200].availability = .takenByClient
        #expect(original[200].availability == .available)
        #expect(copy[200].availability == .takenByClient)
        #expect(copy != original)
        var back = copy
        back[200].availability = .available
        #expect(back == original)
        #expect(back.hashValue == original.hashValue)
    }

    @Test("shelves of different lengths or orders are not equal")
    func inequality() {
        let books = entries(130)
        #expect(Shelf(books) != Shelf(books.dropLast()))
        #expect(Shelf(books) != Shelf(books.reversed()))
        #expect(Shelf() == [])
    }
}
