/// A book of the library's catalogue.
public struct Book: Hashable, Sendable, Identifiable {
    /// The book's row id.
    public var id: Int64
    /// The title; some are long enough to wrap over several lines.
    public var title: String
    /// The author's name.
    public var author: String

    /// Creates a book.
    public init(id: Int64, title: String, author: String) {
        self.id = id
        self.title = title
        self.author = author
    }
}

/// A client of the library, who takes and returns books.
public struct Client: Hashable, Sendable, Identifiable {
    /// The client's row id.
    public var id: Int64
    /// The client's name.
    public var name: String

    /// Creates a client.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}

/// A book in a client's hands: at most one loan per book.
public struct Loan: Hashable, Sendable {
    /// The loan's row id; loans are ordered by it (the order in which books were taken).
    public var id: Int64
    /// The book taken.
    public var bookID: Int64
    /// The client who took it.
    public var clientID: Int64

    /// Creates a loan.
    public init(id: Int64, bookID: Int64, clientID: Int64) {
        self.id = id
        self.bookID = bookID
        self.clientID = clientID
    }
}

/// Who holds the books: every client and every loan. Small (it grows with loans, not with the catalogue), so it is
/// fetched again after each take or return while the catalogue is fetched once.
public struct Lending: Hashable, Sendable {
    /// The clients, by id.
    public var clients: [Client]
    /// The loans, in the order the books were taken.
    public var loans: [Loan]

    /// Creates a lending state.
    public init(clients: [Client], loans: [Loan]) {
        self.clients = clients
        self.loans = loans
    }
}
