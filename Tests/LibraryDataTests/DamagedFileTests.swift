import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: a damaged file is refused before its data is trusted, and left as it was")
struct DamagedFileTests {
    @Test("a file cut by one byte is refused as damaged (it used to open with a corrupted author name)")
    func cutByOneByte() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try makeLibraryFile(in: folder)
        let whole = try #require(contents(of: path))
        #expect(whole.count % 4096 == 0)
        try whole.dropLast().write(to: URL(fileURLWithPath: path))
        let before = FileState(of: path)
        let error = openingError(path)
        let detail =
            "the file is \(whole.count - 1) bytes, not a whole number of 4096-byte pages: it was cut or extended"
        #expect(error == .corrupt(path: path, detail: detail))
        #expect(error?.description == "the library database \(path) is damaged (\(detail)); nothing was changed")
        #expect(FileState(of: path) == before)
    }

    @Test("a file cut by a whole page, or grown by one, disagrees with its header's page count")
    func wrongPageCount() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try makeLibraryFile(in: folder)
        let whole = try #require(contents(of: path))
        let pages = whole.count / 4096
        for (damaged, found) in [(whole.dropLast(4096), pages - 1), (whole + Data(count: 4096), pages + 1)] {
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            #expect(openingError(path) == .corrupt(
                path: path, detail: "the file has \(found) pages of 4096 bytes but its header records \(pages)"))
            #expect(contents(of: path) == Data(damaged))
        }
    }

    @Test("a file shorter than a SQLite header is damaged, not a new database")
    func shorterThanHeader() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        let stub = Data("SQLite format 3\0".utf8) + Data(count: 20)
        #expect(FileManager.default.createFile(atPath: path, contents: stub))
        #expect(openingError(path)
            == .corrupt(path: path, detail: "the file is 36 bytes, shorter than a SQLite header"))
        #expect(contents(of: path) == stub)
    }

    @Test("another application's file with an unfinished transaction: refused, file and journal byte for byte")
    func foreignHotJournal() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = (folder as NSString).appendingPathComponent("source.sqlite")
        let path = (folder as NSString).appendingPathComponent("notes.sqlite")
        try makeDatabase(at: source) { db in
            try db.execute(sql: "CREATE TABLE note (text BLOB)")
            try db.execute(sql: "INSERT INTO note VALUES (zeroblob(100000))")
        }
        try copyWithHotJournal(source, to: path) { db in
            for _ in 0..<200 { try db.execute(sql: "INSERT INTO note VALUES (randomblob(4000))") }
        }
        let before = FileState(of: path)
        #expect(before.journal?.prefix(8) == Data([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]))
        #expect(openingError(path)
            == .notLibraryDatabase(path: path, found: "no library application id; its tables: \"note\""))
        #expect(FileState(of: path) == before)
    }

    @Test("the library's own file with an unfinished transaction is rolled back, then opens with its stored state")
    func ownHotJournal() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let source = try makeLibraryFile(in: folder, seedBooks: 10)
        try AppDatabase.open(path: source).take(bookID: 3, clientID: 2)
        let path = (folder as NSString).appendingPathComponent("copy.sqlite")
        try copyWithHotJournal(source, to: path) { db in
            try db.execute(sql: "DELETE FROM loan")
            for index in 0..<2_000 {
                try db.execute(sql: "INSERT INTO book (title, author) VALUES (?, ?)", arguments: ["T\(index)", "A"])
            }
        }
        #expect(FileState(of: path).journal != nil)
        let database = try AppDatabase.open(path: path)
        #expect(try database.catalogue().count == 10)
        #expect(try database.lending().loans == [Loan(id: 1, bookID: 3, clientID: 2)])
        #expect(FileState(of: path).journal == nil)
    }

    @Test("a file another connection is in the middle of writing is reported locked, not damaged, and left alone")
    func lockedByAWriter() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try makeLibraryFile(in: folder, seedBooks: 10)
        let writer = try DatabaseQueue(path: path)
        var error: LibraryError?
        try writer.writeWithoutTransaction { db in
            // A cache of a few pages makes the writer spill into the file, which takes the exclusive lock.
            try db.execute(sql: "PRAGMA cache_size = 4")
            try db.execute(sql: "BEGIN IMMEDIATE")
            for index in 0..<2_000 {
                try db.execute(sql: "INSERT INTO book (title, author) VALUES (?, ?)", arguments: ["T\(index)", "A"])
            }
            error = openingError(path)
            try db.execute(sql: "ROLLBACK")
        }
        try writer.close()
        #expect(error == .unreadable(path: path, reason: "the database is locked by another program"))
        #expect(try AppDatabase.open(path: path).catalogue().count == 10)
    }
}
