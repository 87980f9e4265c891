import LibraryModel
import LibraryScreen
import Testing

@Suite("AnyElement")
struct AnyElementTests {
    let book = Book(id: 3, title: "Book 3", author: "Author 3")

    @Test("equal elements wrapped apart are equal and hash alike; other values and types are not equal")
    func equality() {
        #expect(AnyElement(book) == AnyElement(book))
        #expect(AnyElement(book).hashValue == AnyElement(book).hashValue)
        #expect(AnyElement(book) != AnyElement(Book(id: 3, title: "Book 3", author: "Someone else")))
        // No numeric bridging, unlike AnyHashable (APP8).
        #expect(AnyHashable(1 as Int) == AnyHashable(1 as Int8))
        #expect(AnyElement(1 as Int) != AnyElement(1 as Int8))
        #expect(Set([AnyElement(book), AnyElement(book), AnyElement(7)]).count == 2)
    }

    @Test("the element comes back typed, and as AnyHashable")
    func unwrapping() {
        let element = AnyElement(book)
        #expect(element.element(as: Book.self) == book)
        #expect(element.element(as: Int.self) == nil)
        #expect(element.base == AnyHashable(book))
    }

    @Test("a section wraps what it is given, in order, whatever changed since the last call")
    @MainActor func sectionWrapping() {
        let section = ClientBooksSection()
        let books = (1...5).map { Book(id: Int64($0), title: "Book \($0)", author: "A") }
        #expect(section.elements(books) == books.map(AnyElement.init))
        var changed = books
        changed[2].title = "Changed"
        #expect(section.elements(changed) == changed.map(AnyElement.init))
        #expect(section.elements(Array(changed.prefix(2))) == changed.prefix(2).map(AnyElement.init))
        #expect(section.elements(books + books) == (books + books).map(AnyElement.init))
        #expect(section.elements([]).isEmpty)
    }
}
