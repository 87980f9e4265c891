import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: a library file whose tables were changed is refused, named and untouched")
struct SchemaDamageTests {
    @Test(
        "a renamed column is refused with its table and column, in the book table as in the loan table",
        arguments: [("book", "author", "writer"), ("book", "title", "name"), ("loan", "bookId", "book")])
    func renamedColumn(table: String, column: String, newName: String) throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try makeLibraryFile(in: folder)
        try makeDatabase(at: path) { db in
            try db.execute(sql: "ALTER TABLE \(table) RENAME COLUMN \(column) TO \(newName)")
        }
        let before = FileState(of: path)
        let error = openingError(path)
        #expect(error == .missingColumn(path: path, table: table, column: column))
        #expect(error?.description == "the library database \(path) is damaged: table \"\(table)\" has no column "
            + "\"\(column)\"; nothing was changed")
        #expect(FileState(of: path) == before)
        // Read-only opening runs the same checks.
        #expect(openingError(path, readOnly: true) == .missingColumn(path: path, table: table, column: column))
    }

    @Test("a dropped table is refused by name")
    func droppedTable() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try makeLibraryFile(in: folder)
        try makeDatabase(at: path) { db in try db.execute(sql: "DROP TABLE loanEvent") }
        let before = FileState(of: path)
        #expect(openingError(path) == .missingTable(path: path, table: "loanEvent"))
        #expect(FileState(of: path) == before)
    }

    @Test("a column renamed while the app runs makes reads throw, not trap")
    func renamedWhileOpen() throws {
        let database = try AppDatabase.inMemory(seedBooks: 3)
        try database.writer.write { db in try db.execute(sql: "ALTER TABLE book RENAME COLUMN author TO writer") }
        #expect(throws: RowDecodingError.self) { try database.catalogue() }
        try database.writer.write { db in try db.execute(sql: "ALTER TABLE client RENAME COLUMN name TO label") }
        #expect(throws: RowDecodingError.self) { try database.lending() }
    }

    @Test("a file with a book table of its own and GRDB's empty migration table: refused before any write")
    func conflictingBookTable() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        // What an earlier library left after failing on such a file: its migration table, and no migration.
        try makeDatabase(at: path) { db in
            try db.execute(sql: "CREATE TABLE book (id INTEGER PRIMARY KEY, isbn TEXT NOT NULL)")
            try db.execute(sql: "INSERT INTO book (isbn) VALUES ('978-0-13-110362-7')")
            try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        }
        let before = FileState(of: path)
        let error = openingError(path)
        #expect(error == .conflictingTable(path: path, table: "book"))
        #expect(error?.description == "the library database \(path) already has a table \"book\" that the library "
            + "did not make; nothing was changed")
        #expect(FileState(of: path) == before)
    }

    @Test("a marked file with a conflicting book table and no migrations is refused the same way")
    func markedConflictingBookTable() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        try makeDatabase(at: path) { db in
            try db.execute(sql: "PRAGMA application_id = \(AppDatabase.applicationID)")
            try db.execute(sql: "CREATE TABLE book (id INTEGER PRIMARY KEY, isbn TEXT NOT NULL)")
        }
        let before = FileState(of: path)
        #expect(openingError(path) == .conflictingTable(path: path, table: "book"))
        #expect(FileState(of: path) == before)
    }
}
