/// The library state kept current as the database's observed values arrive.
///
/// The catalogue is joined with the lending state once, when it arrives (O(books)); after that, a new lending state
/// (a take or a return) or another client touches only the books that are lent before or after the change, so a
/// round trip costs O(loans) instead of re-joining the whole catalogue. The result is always the state that
/// ``LibraryState/init(catalogue:lending:clientID:)`` would give for the same values (a property test checks it).
public struct LiveLibraryState: Sendable {
    /// What the screen shows.
    public private(set) var state = LibraryState.empty
    /// The client whose screen it is, as asked (``state``'s client falls back to the first client).
    public private(set) var clientID: Int64?
    private var catalogue: [Book] = []
    private var lending = Lending(clients: [], loans: [])
    /// Each book's index in the catalogue (and in ``LibraryState/shelf``).
    private var indexOfBook: [Int64: Int] = [:]

    /// An empty library.
    public init() {}

    /// Takes a new catalogue: joins it with the lending state. Returns whether the state changed.
    /// - Complexity: O(books).
    @discardableResult
    public mutating func setCatalogue(_ books: [Book]) -> Bool {
        guard books != catalogue else { return false }
        catalogue = books
        indexOfBook = Dictionary(books.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return replace(with: LibraryState(catalogue: catalogue, lending: lending, clientID: clientID))
    }

    /// Takes a new lending state (after a take or a return). Returns whether the state changed.
    /// - Complexity: O((loans before + loans after) + clients), expected.
    @discardableResult
    public mutating func setLending(_ newLending: Lending) -> Bool {
        let old = lending
        lending = newLending
        return refresh(lentBefore: old.loans)
    }

    /// Shows the screen of client `id` (the first client when it is `nil` or unknown). Returns whether the state
    /// changed.
    /// - Complexity: O(loans + clients), expected.
    @discardableResult
    public mutating func setClient(_ id: Int64?) -> Bool {
        clientID = id
        return refresh(lentBefore: lending.loans)
    }

    /// Recomputes the client, the client's books and the availability of every book lent before or after the
    /// change; the other books were and stay available.
    private mutating func refresh(lentBefore: [Loan]) -> Bool {
        let client = lending.clients.first { $0.id == clientID } ?? lending.clients.first
        let holders = LendingIndex(lending)
        let clientBooks = lending.loans.filter { $0.clientID == client?.id }.compactMap { loan in
            indexOfBook[loan.bookID].map { catalogue[$0] }
        }
        var changed = client != state.client || lending.clients != state.clients || clientBooks != state.clientBooks
        state.client = client
        state.clients = lending.clients
        state.clientBooks = clientBooks
        // In place: only the entries whose availability changes are written.
        for loan in [lentBefore, lending.loans].joined() {
            guard let index = indexOfBook[loan.bookID] else { continue }
            let availability = holders.availability(ofBook: loan.bookID, for: client)
            if state.shelf[index].availability != availability {
                state.shelf[index].availability = availability
                changed = true
            }
        }
        return changed
    }

    private mutating func replace(with new: LibraryState) -> Bool {
        guard new != state else { return false }
        state = new
        return true
    }
}
