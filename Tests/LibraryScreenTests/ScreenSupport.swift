import LibraryModel
import LibraryScreen
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A library of `books` books titled as the catalogue is, and two clients.
func sampleCatalogue(_ count: Int = 20) -> [Book] {
    (1...count).map { id in
        Book(id: Int64(id), title: id % 5 == 4 ? "A Long Title That Wraps Over Several Lines \(id)" : "Book \(id)",
            author: "Author \(id)")
    }
}

let ada = Client(id: 1, name: "Ada Lovelace")
let alan = Client(id: 2, name: "Alan Turing")

/// The state with `loans` as (book, client) pairs, shown for `client`.
func sampleState(loans: [(Int64, Int64)] = [], client: Int64 = 1, books: Int = 20) -> LibraryState {
    let lending = Lending(
        clients: [ada, alan],
        loans: loans.enumerated().map { Loan(id: Int64($0.offset + 1), bookID: $0.element.0, clientID: $0.element.1) })
    return LibraryState(catalogue: sampleCatalogue(books), lending: lending, clientID: client)
}

/// Records what the screen asks of its delegate.
@MainActor
final class RecordingDelegate: LibraryViewControllerDelegate {
    var taken: [Int64] = []
    var returned: [Int64] = []
    func libraryViewController(_ controller: LibraryViewController, take book: Book) { taken.append(book.id) }
    func libraryViewController(_ controller: LibraryViewController, return book: Book) { returned.append(book.id) }
}

/// A screen in a window of `size`, showing `state`, laid out.
@MainActor
func makeScreen(
    _ state: LibraryState, size: CGSize = CGSize(width: 390, height: 844)
) -> (window: UIWindow, controller: LibraryViewController, delegate: RecordingDelegate) {
    let controller = LibraryViewController()
    let delegate = RecordingDelegate()
    controller.delegate = delegate
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.show(state, animated: false)
    window.layoutIfNeeded()
    return (window, controller, delegate)
}
