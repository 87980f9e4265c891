import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: files, restarts and faults")
struct FaultTests {
    @Test("the first run creates the folder and the file; a restart finds the loans stored")
    func restart() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("nested/deeper/library.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.take(bookID: 10, clientID: 3)
            try database.take(bookID: 11, clientID: 3)
            try database.returnBook(bookID: 10, clientID: 3)
        }
        #expect(FileManager.default.fileExists(atPath: path))
        let reopened = try AppDatabase.open(path: path)
        #expect(try reopened.lending().loans == [Loan(id: 2, bookID: 11, clientID: 3)])
        #expect(try reopened.catalogue().count == 200)  // seeded once, not again
    }

    @Test("a file that is not SQLite is refused with a clear message and left unchanged")
    func notADatabase() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("notes.sqlite")
        let text = Data("These are my notes, not a database.\n".utf8)
        #expect(FileManager.default.createFile(atPath: path, contents: text))
        let error = libraryError { () throws(LibraryError) in _ = try AppDatabase.open(path: path) }
        #expect(error == .notADatabase(path: path))
        #expect(error?.description.contains("is not a SQLite database") == true)
        #expect(contents(of: path) == text)
    }

    @Test("a damaged SQLite file is refused and left unchanged")
    func corrupt() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        _ = try AppDatabase.open(path: path)
        // Overwrite the second page and onwards (page size 4096) with garbage: the header survives, the b-trees do not.
        var bytes = try #require(contents(of: path))
        for index in 4096..<min(bytes.count, 4096 * 4) { bytes[index] = UInt8(truncatingIfNeeded: index &* 31) }
        try bytes.write(to: URL(fileURLWithPath: path))
        let error = libraryError { () throws(LibraryError) in _ = try AppDatabase.open(path: path) }
        guard case .corrupt(let reported, _) = error else {
            Issue.record("expected .corrupt, got \(String(describing: error))")
            return
        }
        #expect(reported == path)
        #expect(contents(of: path) == bytes)
    }

    @Test("a directory, and a file from a newer app, are refused and left unchanged")
    func directoryAndNewerSchema() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(libraryError { () throws(LibraryError) in _ = try AppDatabase.open(path: folder) }
            == .isDirectory(path: folder))
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.writer.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9: from the future')")
            }
        }
        let before = contents(of: path)
        #expect(libraryError { () throws(LibraryError) in _ = try AppDatabase.open(path: path) }
            == .newerSchema(path: path, unknownMigrations: ["v9: from the future"]))
        #expect(contents(of: path) == before)
    }

    @Test("a read-only file: takes fail with a message and nothing is stored")
    func readOnly() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        _ = try AppDatabase.open(path: path)
        let before = contents(of: path)
        let database = try AppDatabase.open(path: path, readOnly: true)
        let error = libraryError { () throws(LibraryError) in try database.take(bookID: 1, clientID: 1) }
        #expect(error == .writeFailed(action: "take \"The Silent Garden\"", reason: "the database file is read-only"))
        #expect(error?.description == "could not take \"The Silent Garden\": the database file is read-only; "
            + "nothing was stored")
        #expect(try database.lending().loans.isEmpty)
        #expect(contents(of: path) == before)
    }

    @Test("a full disk in the middle of takes: the failing write stores neither its change nor its log entry")
    func diskFull() throws {
        let database = try AppDatabase.inMemory()
        // SQLite's own limit on the file's pages stands in for a full disk: the pages the file has are all it gets.
        try database.writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA max_page_count = 1") }
        var failure: LibraryError?
        var cycles = 0
        // Each take and return logs an event, so the log grows until it needs a page the file may not have.
        while failure == nil && cycles < 5_000 {
            do {
                try database.take(bookID: 1, clientID: 1)
                try database.returnBook(bookID: 1, clientID: 1)
                cycles += 1
            } catch {
                failure = error
            }
        }
        #expect(failure?.description.hasSuffix(": the disk is full; nothing was stored") == true)
        #expect(cycles > 0 && cycles < 5_000)
        // Whether the take or the return failed, the stored state is a whole number of steps: the events logged
        // are exactly the completed ones, and the loan exists exactly when a take completed without its return.
        let loans = try database.lending().loans.count
        #expect(try database.eventCount() == 2 * cycles + loans)
        #expect(loans <= 1)
    }
}
