import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: taking and returning")
struct LendingTests {
    @Test("take, then return: a loan and two logged events, in one transaction each")
    func takeAndReturn() throws {
        let database = try AppDatabase.inMemory()
        try database.take(bookID: 5, clientID: 2)
        try database.take(bookID: 3, clientID: 2)
        #expect(try database.lending().loans == [
            Loan(id: 1, bookID: 5, clientID: 2), Loan(id: 2, bookID: 3, clientID: 2),
        ])
        try database.returnBook(bookID: 5, clientID: 2)
        #expect(try database.lending().loans == [Loan(id: 2, bookID: 3, clientID: 2)])
        #expect(try database.eventCount() == 3)
    }

    @Test("a book cannot be taken twice, by the same client or another")
    func takenTwice() throws {
        let database = try AppDatabase.inMemory()
        try database.take(bookID: 1, clientID: 1)
        #expect(libraryError { () throws(LibraryError) in try database.take(bookID: 1, clientID: 2) }
            == .alreadyTaken(bookTitle: "The Silent Garden"))
        #expect(libraryError { () throws(LibraryError) in try database.take(bookID: 1, clientID: 1) }
            == .alreadyTaken(bookTitle: "The Silent Garden"))
        #expect(try database.lending().loans.count == 1)
        #expect(try database.eventCount() == 1)
    }

    @Test("the schema itself refuses a second loan of a book, whatever code writes it")
    func constraintInSchema() throws {
        let database = try AppDatabase.inMemory()
        try database.take(bookID: 1, clientID: 1)
        #expect(throws: DatabaseError.self) {
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO loan (bookId, clientId) VALUES (1, 3)")
            }
        }
        #expect(throws: DatabaseError.self) {
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO loan (bookId, clientId) VALUES (999, 3)")  // no such book
            }
        }
    }

    @Test("returning a book the client does not have, or an unknown book, is refused and changes nothing")
    func badReturns() throws {
        let database = try AppDatabase.inMemory()
        try database.take(bookID: 2, clientID: 1)
        #expect(libraryError { () throws(LibraryError) in try database.returnBook(bookID: 2, clientID: 2) }
            == .notTaken(bookTitle: "River and Archive"))
        #expect(libraryError { () throws(LibraryError) in try database.returnBook(bookID: 9_999, clientID: 1) }
            == .unknownRecord(kind: "book", id: 9_999))
        #expect(libraryError { () throws(LibraryError) in try database.take(bookID: 3, clientID: 77) }
            == .unknownRecord(kind: "client", id: 77))
        #expect(try database.lending().loans == [Loan(id: 1, bookID: 2, clientID: 1)])
        #expect(try database.eventCount() == 1)
    }

    @Test("observation: the first value at once, then one value per take, in order")
    func observation() throws {
        let database = try AppDatabase.inMemory()
        let inbox = ObservationInbox()
        let received = Received()
        let cancellable = database.observeLending(
            scheduler: inbox, onError: { _ in }, onChange: { received.append($0.loans.map(\.bookID)) })
        #expect(received.values == [[]])
        try database.take(bookID: 4, clientID: 1)
        #expect(inbox.waitAndDrain() == 1)
        try database.take(bookID: 6, clientID: 1)
        try database.returnBook(bookID: 4, clientID: 1)
        while received.values.count < 4 { inbox.waitAndDrain() }
        #expect(received.values == [[], [4], [4, 6], [6]])
        cancellable.cancel()
    }
}

/// Values collected from an observation (GRDB calls back from its own queue).
final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [[Int64]] = []
    func append(_ value: [Int64]) { lock.withLock { stored.append(value) } }
    var values: [[Int64]] { lock.withLock { stored } }
}
