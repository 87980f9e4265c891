import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: the library writes only into its own databases")
struct ForeignFileTests {
    @Test("another application's file with tables of its own is refused, its bytes unchanged and no journal left")
    func unmarkedForeignFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("notes.sqlite")
        try makeDatabase(at: path) { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
            try db.execute(sql: "CREATE TABLE tag (name TEXT)")
            try db.execute(sql: "INSERT INTO note (text) VALUES ('buy milk')")
        }
        let before = FileState(of: path)
        let error = openingError(path)
        #expect(error
            == .notLibraryDatabase(path: path, found: "no library application id; its tables: \"note\", \"tag\""))
        #expect(error?.description == "\(path) is not a library database (no library application id; its tables: "
            + "\"note\", \"tag\"): the library writes only into its own databases; nothing was changed")
        #expect(FileState(of: path) == before)
        #expect(before.journal == nil && !before.walExists)
    }

    @Test("another application's file in write-ahead-log mode: refused from its header, no -wal or -shm file made")
    func writeAheadLogFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("notes.sqlite")
        try makeDatabase(at: path) { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE note (text TEXT)")
        }
        let before = FileState(of: path)
        #expect(!before.walExists && !before.sharedMemoryExists)
        #expect(openingError(path)
            == .notLibraryDatabase(path: path, found: "no library application id, and it uses a write-ahead log"))
        #expect(FileState(of: path) == before)
    }

    @Test("a file marked by another application is refused even when its tables look like the library's")
    func otherApplicationID() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("other.sqlite")
        try makeDatabase(at: path) { db in try db.execute(sql: "PRAGMA application_id = 305419896") }  // 0x12345678
        try migrate(path, with: AppDatabase.migrator(seedBooks: 2))
        let before = FileState(of: path)
        #expect(openingError(path)
            == .notLibraryDatabase(path: path, found: "it belongs to application id 0x12345678"))
        #expect(FileState(of: path) == before)
    }

    @Test("GRDB's migration table alone does not make a file the library's: another GRDB app's file is refused")
    func otherGRDBApplication() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("other.sqlite")
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players") { db in try db.execute(sql: "CREATE TABLE player (name TEXT)") }
        try migrate(path, with: migrator)
        let before = FileState(of: path)
        #expect(openingError(path) == .notLibraryDatabase(
            path: path, found: "no library application id; its tables: \"grdb_migrations\", \"player\""))
        #expect(FileState(of: path) == before)
    }

    @Test("a new file, and an empty SQLite file, become library databases carrying the library's mark")
    func newFilesAreMarked() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fresh = try makeLibraryFile(in: folder, seedBooks: 5)
        let empty = (folder as NSString).appendingPathComponent("empty.sqlite")
        try makeDatabase(at: empty) { db in try db.execute(sql: "PRAGMA user_version = 7") }
        #expect(try AppDatabase.open(path: empty, seedBooks: 5).catalogue().count == 5)
        for path in [fresh, empty] {
            // The header's application id field (offset 68, big-endian) holds the bytes "OCVL".
            #expect(try #require(contents(of: path))[68..<72] == Data("OCVL".utf8))
        }
    }

    @Test("a library file made before the mark existed opens, keeps its loans, and gets the mark")
    func unmarkedLibraryFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        try migrate(path, with: AppDatabase.migrator(seedBooks: 3))
        try makeDatabase(at: path) { db in try db.execute(sql: "INSERT INTO loan (bookId, clientId) VALUES (2, 4)") }
        #expect(try #require(contents(of: path))[68..<72] == Data([0, 0, 0, 0]))
        let database = try AppDatabase.open(path: path, seedBooks: 3)
        #expect(try database.lending().loans == [Loan(id: 1, bookID: 2, clientID: 4)])
        #expect(try #require(contents(of: path))[68..<72] == Data("OCVL".utf8))
    }
}
