import LibraryModel
import PropertyBased
import TestSupport
import Testing

/// A random lending state over `books` books and three clients: each book lent with probability 1/4.
private func randomLending(books: Int, using rng: inout some RandomNumberGenerator) -> Lending {
    let clients = [Client(id: 1, name: "Ada"), Client(id: 2, name: "Alan"), Client(id: 3, name: "Grace")]
    var loans: [Loan] = []
    for book in (1...books).shuffled(using: &rng) where Int.random(in: 0..<4, using: &rng) == 0 {
        loans.append(Loan(id: Int64(loans.count + 1), bookID: Int64(book), clientID: Int64.random(in: 1...3, using: &rng)))
    }
    return Lending(clients: Array(clients.prefix(Int.random(in: 0...3, using: &rng))), loans: loans)
}

@Suite("Live library state")
struct LiveLibraryStateTests {
    let catalogue = (1...30).map { Book(id: Int64($0), title: "Book \($0)", author: "Author \($0)") }

    /// Whatever order the values arrive in, the kept state is the full join of the last ones.
    @Test func everyStepEqualsTheFullJoin() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var live = LiveLibraryState()
            var lending = Lending(clients: [], loans: [])
            var books: [Book] = []
            for step in 0..<12 {
                switch Int.random(in: 0..<6, using: &rng) {
                case 0: books = Array(catalogue.prefix(Int.random(in: 0...30, using: &rng))); live.setCatalogue(books)
                case 1: live.setClient(Int.random(in: 0..<3, using: &rng) == 0 ? nil : Int64.random(in: 1...4, using: &rng))
                default: lending = randomLending(books: 30, using: &rng); live.setLending(lending)
                }
                let full = LibraryState(catalogue: books, lending: lending, clientID: live.clientID)
                #expect(live.state == full, "seed \(seed), step \(step)")
            }
        }
    }

    /// A take reports a change and touches the taken book only; the same value again reports none.
    @Test func aTakeChangesOneBook() {
        var live = LiveLibraryState()
        live.setCatalogue(catalogue)
        let ada = Client(id: 1, name: "Ada")
        let first = live.setLending(Lending(clients: [ada], loans: []))
        #expect(first)
        let before = live.state.shelf
        let taken = Lending(clients: [ada], loans: [Loan(id: 1, bookID: 7, clientID: 1)])
        let take = live.setLending(taken)
        let again = live.setLending(taken)
        #expect(take && !again)
        let changed = live.state.shelf.indices.filter { live.state.shelf[$0] != before[$0] }
        #expect(changed == [6])  // book 7 is the 7th of the catalogue
        #expect(live.state.shelf[6].availability == .takenByClient)
        #expect(live.state.clientBooks.map(\.id) == [7])
    }
}
