import GRDB
import LibraryModel

extension AppDatabase {
    /// The client takes the book: one transaction inserts the loan and logs the event. A book that someone has
    /// already is refused by the `loan.bookId` unique constraint (``LibraryError/alreadyTaken(bookTitle:)``); a
    /// failed write stores nothing (``LibraryError/writeFailed(action:reason:)``).
    public func take(bookID: Int64, clientID: Int64) throws(LibraryError) {
        try lend(bookID: bookID, clientID: clientID, kind: "take") { db, book in
            do {
                try db.execute(
                    sql: "INSERT INTO loan (bookId, clientId) VALUES (?, ?)", arguments: [bookID, clientID])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                throw LibraryError.alreadyTaken(bookTitle: book.title)
            }
        }
    }

    /// The client returns the book: one transaction deletes the loan and logs the event. A book the client does
    /// not have is refused (``LibraryError/notTaken(bookTitle:)``).
    public func returnBook(bookID: Int64, clientID: Int64) throws(LibraryError) {
        try lend(bookID: bookID, clientID: clientID, kind: "return") { db, book in
            try db.execute(
                sql: "DELETE FROM loan WHERE bookId = ? AND clientId = ?", arguments: [bookID, clientID])
            if db.changesCount == 0 { throw LibraryError.notTaken(bookTitle: book.title) }
        }
    }

    /// Runs a take or a return as one transaction: the change, then its log entry.
    private func lend(
        bookID: Int64, clientID: Int64, kind: String, change: (Database, Book) throws -> Void
    ) throws(LibraryError) {
        var title = "book \(bookID)"
        do {
            try writer.write { db in
                guard let book = try Book.fetchOne(db, key: bookID) else {
                    throw LibraryError.unknownRecord(kind: "book", id: bookID)
                }
                title = book.title
                guard try Client.exists(db, key: clientID) else {
                    throw LibraryError.unknownRecord(kind: "client", id: clientID)
                }
                try change(db, book)
                try db.execute(
                    sql: "INSERT INTO loanEvent (bookId, clientId, kind) VALUES (?, ?, ?)",
                    arguments: [bookID, clientID, kind])
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .writeFailed(action: "\(kind) \"\(title)\"", reason: Self.reason(error))
        }
    }

    /// The number of logged takes and returns (tests check that a failed write logged nothing).
    public func eventCount() throws -> Int {
        try writer.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM loanEvent") ?? 0 }
    }

    /// The catalogue, in id order.
    public func catalogue() throws -> [Book] {
        try writer.read { db in try Book.order(Column("id")).fetchAll(db) }
    }

    /// The clients and loans.
    public func lending() throws -> Lending {
        try writer.read(Self.fetchLending)
    }

    static func fetchLending(_ db: Database) throws -> Lending {
        Lending(
            clients: try Client.order(Column("id")).fetchAll(db),
            loans: try Loan.order(Column("id")).fetchAll(db))
    }
}
