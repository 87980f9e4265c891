/// Whether a book of the catalogue can be taken by the current client.
public enum Availability: Hashable, Sendable {
    /// On the shelf: the client can take it.
    case available
    /// The current client has it: tapping returns it.
    case takenByClient
    /// Another client has it: it cannot be taken twice.
    case takenByOther(clientName: String)

    /// Whether someone has the book.
    public var isTaken: Bool { self != .available }
}

/// A book as the library screen shows it: the book and who has it.
public struct ShelfBook: Hashable, Sendable, Identifiable {
    /// The book.
    public var book: Book
    /// Whether the current client can take it.
    public var availability: Availability

    /// The book's id.
    public var id: Int64 { book.id }

    /// Hashes the id and the availability only: a book's title and author never change under its id, so two
    /// entries that differ only there are rare, and equality still compares them. Snapshots of 10,000 books hash
    /// every entry on each change, so the strings are kept out.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(book.id)
        hasher.combine(availability)
    }

    /// Creates a shelf entry.
    public init(book: Book, availability: Availability) {
        self.book = book
        self.availability = availability
    }
}

/// Everything the library screen shows for one client: what the database stores, joined in memory.
public struct LibraryState: Hashable, Sendable {
    /// The client whose screen this is (`nil` when the library has no clients).
    public var client: Client?
    /// The clients, in id order (the `c` key walks them).
    public var clients: [Client]
    /// The client's books, in the order they were taken.
    public var clientBooks: [Book]
    /// The whole catalogue with who has each book, in catalogue order.
    public var shelf: Shelf

    /// Creates a state from its parts.
    public init(client: Client?, clients: [Client], clientBooks: [Book], shelf: Shelf) {
        self.client = client
        self.clients = clients
        self.clientBooks = clientBooks
        self.shelf = shelf
    }

    /// An empty library.
    public static let empty = LibraryState(client: nil, clients: [], clientBooks: [], shelf: [])

    /// Joins the catalogue and the lending state for the client `clientID` (the first client when it is `nil` or
    /// unknown). Complexity: O(books + loans).
    public init(catalogue: [Book], lending: Lending, clientID: Int64?) {
        let client = lending.clients.first { $0.id == clientID } ?? lending.clients.first
        let holders = LendingIndex(lending)
        var booksByID: [Int64: Book] = [:]
        if !lending.loans.isEmpty {
            booksByID.reserveCapacity(catalogue.count)
            for book in catalogue { booksByID[book.id] = book }
        }
        self.client = client
        clients = lending.clients
        clientBooks = lending.loans.lazy.filter { $0.clientID == client?.id }.compactMap { booksByID[$0.bookID] }
        shelf = Shelf(catalogue.lazy.map { book in
            ShelfBook(book: book, availability: holders.availability(ofBook: book.id, for: client))
        })
    }

    /// The client after the current one, wrapping around (`nil` without clients).
    public var nextClient: Client? {
        guard let client, let index = clients.firstIndex(of: client) else { return clients.first }
        return clients[(index + 1) % clients.count]
    }
}

/// The lookups a join makes: who holds each lent book, and the clients' names.
struct LendingIndex {
    private var nameOfClient: [Int64: String] = [:]
    private var holderOfBook: [Int64: Int64] = [:]

    /// Indexes `lending`. Complexity: O(clients + loans).
    init(_ lending: Lending) {
        for client in lending.clients { nameOfClient[client.id] = client.name }
        holderOfBook.reserveCapacity(lending.loans.count)
        for loan in lending.loans { holderOfBook[loan.bookID] = loan.clientID }
    }

    /// Whether `client` can take book `id`.
    func availability(ofBook id: Int64, for client: Client?) -> Availability {
        guard let holder = holderOfBook[id] else { return .available }
        if holder == client?.id { return .takenByClient }
        return .takenByOther(clientName: nameOfClient[holder] ?? "another client")
    }
}
