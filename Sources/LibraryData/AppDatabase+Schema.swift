import GRDB
import LibraryModel

extension AppDatabase {
    /// The migrations, in order. A file that has migrations this list lacks was written by a newer app and is not
    /// opened (``LibraryError/newerSchema(path:unknownMigrations:)``).
    static func migrator(seedBooks: Int) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: books, clients, loans") { db in
            try db.create(table: "book") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull()
                table.column("author", .text).notNull()
            }
            try db.create(table: "client") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("name", .text).notNull()
            }
            try db.create(table: "loan") { table in
                // AUTOINCREMENT keeps ids increasing, so loans read back in the order the books were taken.
                table.autoIncrementedPrimaryKey("id")
                // One loan per book: the constraint, not the app, guarantees a book is never taken twice.
                table.column("bookId", .integer).notNull().unique().references("book", onDelete: .cascade)
                table.column("clientId", .integer).notNull().references("client", onDelete: .cascade)
            }
        }
        migrator.registerMigration("v2: loan history") { db in
            // Each take and return is also logged, so that a take is two writes that must land together.
            try db.create(table: "loanEvent") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("bookId", .integer).notNull().references("book", onDelete: .cascade)
                table.column("clientId", .integer).notNull().references("client", onDelete: .cascade)
                table.column("kind", .text).notNull().check { ["take", "return"].contains($0) }
            }
            try db.create(index: "loan_clientId", on: "loan", columns: ["clientId"])
        }
        migrator.registerMigration("v3: seed catalogue and clients") { db in
            try seed(db, books: seedBooks)
        }
        return migrator
    }

    /// Inserts the clients and `books` books of the deterministic catalogue.
    static func seed(_ db: Database, books: Int) throws {
        for (index, name) in Catalogue.clientNames.enumerated() {
            try Client(id: Int64(index + 1), name: name).insert(db)
        }
        let statement = try db.makeStatement(sql: "INSERT INTO book (id, title, author) VALUES (?, ?, ?)")
        for index in 0..<books {
            try statement.execute(arguments: [index + 1, Catalogue.title(index), Catalogue.author(index)])
        }
    }
}
