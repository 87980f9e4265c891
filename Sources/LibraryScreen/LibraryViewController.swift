import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// Asked to change what is stored when the user takes or returns a book. The screen changes only when the stored
/// state comes back through ``LibraryViewController/show(_:animated:)``.
@MainActor
public protocol LibraryViewControllerDelegate: AnyObject {
    /// The user tapped an available book.
    func libraryViewController(_ controller: LibraryViewController, take book: Book)
    /// The user tapped one of the client's books in the library, or a return button.
    func libraryViewController(_ controller: LibraryViewController, return book: Book)
}

/// The library screen: the client, the client's books (sideways, with an empty state) and the library's books
/// (a grid whose column count follows the width), through a ``CollectionAdapter``.
public final class LibraryViewController: UIViewController, CollectionAdapterDelegate, ClientBookCellDelegate {
    /// Asked to take and return books.
    public weak var delegate: (any LibraryViewControllerDelegate)?
    /// What the screen shows.
    public private(set) var state = LibraryState.empty
    /// The adapter that owns the collection view's layout and data source (made when the view loads).
    public private(set) var adapter: CollectionAdapter!

    /// The client card.
    public let clientSection = ClientSection()
    /// The client's books, with their empty state.
    public let clientBooksSection = EmptyStateClientBooksSection()
    /// The library's books.
    public let libraryBooksSection = LibraryBooksSection()

    /// The collection view (once the view has loaded).
    public var collectionView: UICollectionView { adapter.collectionView }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        adapter = CollectionAdapter(frame: view.bounds)
        adapter.delegate = self
        view.addSubview(adapter.collectionView)
        libraryBooksSection.onSelect = { [weak self] shelfBook in self?.toggle(shelfBook) }
        clientBooksSection.onSelect = { [weak self] book in self?.requestReturn(book) }
        // The article's extra configuration: the view controller is the delegate of each client book's cell.
        clientBooksSection.onConfigure = { [weak self] cell, _ in cell.delegate = self }
        adapter.performUpdates(animated: false)
    }

    /// Shows `state`: one snapshot, applied in one (animated) transaction, for every section that changed.
    public func show(_ state: LibraryState, animated: Bool = true) {
        self.state = state
        guard isViewLoaded else { return }
        adapter.performUpdates(animated: animated)
    }

    // MARK: CollectionAdapterDelegate

    public func sections(for adapter: CollectionAdapter) -> [Section] {
        state.client == nil ? [libraryBooksSection] : [clientSection, clientBooksSection, libraryBooksSection]
    }

    public func elements(for section: Section, in adapter: CollectionAdapter) -> [AnyElement] {
        switch section {
        case clientSection:
            guard let client = state.client else { return [] }
            return clientSection.elements([ClientSummary(name: client.name, booksTaken: state.clientBooks.count)])
        case clientBooksSection:
            return clientBooksSection.elements(state.clientBooks)
        default:
            return libraryBooksSection.elements(state.shelf)
        }
    }

    // MARK: Taking and returning

    /// A tap on a library book: takes it, or returns it when the client has it. A book another client has is
    /// handed to the delegate too: the database refuses it and says why.
    private func toggle(_ shelfBook: ShelfBook) {
        switch shelfBook.availability {
        case .takenByClient: delegate?.libraryViewController(self, return: shelfBook.book)
        case .available, .takenByOther: delegate?.libraryViewController(self, take: shelfBook.book)
        }
    }

    private func requestReturn(_ book: Book) {
        delegate?.libraryViewController(self, return: book)
    }

    // MARK: ClientBookCellDelegate

    /// A return button was tapped: returns its card's book.
    public func clientBookCellDidTapReturn(_ cell: ClientBookCell) {
        guard let book = cell.book else { return }
        requestReturn(book)
    }

    /// Keeps the collection view filling the view (the window was resized).
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if adapter.collectionView.frame != view.bounds { adapter.collectionView.frame = view.bounds }
    }
}
