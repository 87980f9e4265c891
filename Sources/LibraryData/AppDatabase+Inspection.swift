import Foundation
import GRDB

extension AppDatabase {
    /// The mark every library database carries in its header (`PRAGMA application_id`), set when the library
    /// creates the file: the bytes "OCVL". Files made before the mark existed carry 0 and are recognised by their
    /// tables instead.
    public static let applicationID: Int32 = 0x4F43_564C

    /// Checks an existing file before anything writes to it: a SQLite file, whole, the library's own, and with the
    /// tables and columns of its applied migrations. An empty file passes (it becomes a new database). A journal
    /// left by a writer that died mid-transaction is rolled back, once a rolled-back copy has passed the same checks.
    /// Every refusal leaves the file, and any journal beside it, byte for byte as they were.
    static func inspect(existingFileAt path: String) throws(LibraryError) {
        let prefix = try readPrefix(ofFileAt: path, reportedAs: path)
        if prefix.isEmpty { return }
        guard prefix.starts(with: DatabaseFileHeader.magic) else { throw .notADatabase(path: path) }
        if HotJournal.exists(beside: path) {
            try HotJournal.recover(fileAt: path) { copy throws(LibraryError) in
                try inspect(settledFileAt: copy, reportedAs: path)
            }
        }
        try inspect(settledFileAt: path, reportedAs: path)
    }

    /// Checks a file with no transaction left to roll back, through a read-only connection.
    private static func inspect(settledFileAt path: String, reportedAs name: String) throws(LibraryError) {
        let prefix = try readPrefix(ofFileAt: path, reportedAs: name)
        guard let header = DatabaseFileHeader(prefix) else {
            throw .corrupt(path: name, detail: "the file is \(prefix.count) bytes, shorter than a SQLite header")
        }
        if let problem = header.sizeProblem(fileSize: try fileSize(path, reportedAs: name)) {
            throw .corrupt(path: name, detail: problem)
        }
        if header.applicationID != 0 && header.applicationID != applicationID {
            throw .notLibraryDatabase(path: name, found: "it belongs to application id \(hex(header.applicationID))")
        }
        // Even a read-only connection leaves -wal and -shm files beside a WAL file, so an unmarked one is refused
        // from its header: no library ever made one.
        if header.usesWriteAheadLog && header.applicationID != applicationID {
            throw .notLibraryDatabase(path: name, found: "no library application id, and it uses a write-ahead log")
        }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in try inspect(db, isMarked: header.applicationID == applicationID, name: name) }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .corrupt(path: name, detail: reason(error))
        }
    }

    /// The checks that need SQLite: integrity, ownership, migrations, then the schema they made.
    private static func inspect(_ db: Database, isMarked: Bool, name: String) throws {
        let check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
        guard check == "ok" else { throw LibraryError.corrupt(path: name, detail: check) }
        let migrator = migrator(seedBooks: 0)
        let applied = try migrator.appliedIdentifiers(db)
        let expected = try LibrarySchema.expected(afterApplying: applied)
        if !isMarked { try recognise(try LibrarySchema.tableNames(in: db), complete: expected.complete, name: name) }
        let schema = try LibrarySchema(of: db)
        let unknown = applied.subtracting(migrator.migrations).sorted()
        if !unknown.isEmpty { throw LibraryError.newerSchema(path: name, unknownMigrations: unknown) }
        if let mismatch = schema.mismatch(expected: expected.current, complete: expected.complete, path: name) {
            throw mismatch
        }
    }

    /// Accepts an unmarked file only when it is empty or made by an earlier library: GRDB's migration table and no
    /// table the library's migrations do not make.
    private static func recognise(_ tables: [String], complete: LibrarySchema, name: String) throws {
        if tables.isEmpty { return }
        let foreign = tables.filter { complete.columnsByTable[$0] == nil }
        if tables.contains(LibrarySchema.migrationsTable) && foreign.isEmpty { return }
        let tables = tables.map { "\"\($0)\"" }.joined(separator: ", ")
        throw LibraryError.notLibraryDatabase(path: name, found: "no library application id; its tables: \(tables)")
    }

    /// The file's first bytes, up to a header's length (empty for an empty file).
    private static func readPrefix(ofFileAt path: String, reportedAs name: String) throws(LibraryError) -> Data {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: name, reason: String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        do {
            return try handle.read(upToCount: DatabaseFileHeader.length) ?? Data()
        } catch {
            throw .unreadable(path: name, reason: error.localizedDescription)
        }
    }

    private static func fileSize(_ path: String, reportedAs name: String) throws(LibraryError) -> Int {
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            return (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw .unreadable(path: name, reason: error.localizedDescription)
        }
    }

    private static func hex(_ value: Int32) -> String {
        "0x" + String(UInt32(bitPattern: value), radix: 16, uppercase: true)
    }
}
