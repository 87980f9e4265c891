import Foundation
import GRDB

extension AppDatabase {
    /// Opens (or creates, with its folder) the database file at `path`, checks it and migrates it.
    ///
    /// An existing file is checked through a read-only connection before anything writes to it: a directory, an
    /// unreadable file, a file that is not SQLite, a damaged one or one from a newer app is refused with a
    /// ``LibraryError`` and left byte for byte as it was. `readOnly` opens an existing file without write access
    /// (every take and return then fails with ``LibraryError/writeFailed(action:reason:)``).
    public static func open(
        path: String, seedBooks: Int = 200, readOnly: Bool = false, configuration: Configuration = Configuration()
    ) throws(LibraryError) -> AppDatabase {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .isDirectory(path: path) }
            try check(existingFileAt: path, seedBooks: seedBooks)
        } else if readOnly {
            throw .cannotCreate(path: path, reason: "it does not exist and the database is opened read-only")
        } else {
            let folder = (path as NSString).deletingLastPathComponent
            do {
                if !folder.isEmpty { try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            } catch {
                throw .cannotCreate(path: path, reason: "cannot make the folder \(folder): \(error.localizedDescription)")
            }
        }
        var configuration = configuration
        configuration.readonly = readOnly
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: configuration)
        } catch {
            throw .cannotCreate(path: path, reason: reason(error))
        }
        if readOnly { return AppDatabase(migratedReadOnly: queue) }
        return try AppDatabase(queue, seedBooks: seedBooks)
    }

    /// Wraps a read-only connection to a file already checked to be fully migrated.
    private convenience init(migratedReadOnly writer: any DatabaseWriter) {
        self.init(unmigrated: writer)
    }

    /// Checks an existing file without writing to it: readable, SQLite, intact, and not from a newer app.
    static func check(existingFileAt path: String, seedBooks: Int) throws(LibraryError) {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        let header: Data
        do {
            header = try handle.read(upToCount: 16) ?? Data()
            try handle.close()
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
        // An empty file is a new database (SQLite writes the header on the first write).
        if header.isEmpty { return }
        guard header == Data("SQLite format 3\0".utf8) else { throw .notADatabase(path: path) }
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.read { db in
                let check: String
                do {
                    check = try String.fetchOne(db, sql: "PRAGMA quick_check") ?? "no answer"
                } catch {
                    throw LibraryError.corrupt(path: path, detail: reason(error))
                }
                guard check == "ok" else { throw LibraryError.corrupt(path: path, detail: check) }
                let known = Set(migrator(seedBooks: seedBooks).migrations)
                let applied: [String]
                do {
                    applied = try migrator(seedBooks: seedBooks).appliedIdentifiers(db).sorted()
                } catch {
                    throw LibraryError.corrupt(path: path, detail: reason(error))
                }
                let unknown = applied.filter { !known.contains($0) }
                if !unknown.isEmpty { throw LibraryError.newerSchema(path: path, unknownMigrations: unknown) }
            }
            try queue.close()
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .corrupt(path: path, detail: reason(error))
        }
    }

    /// Words for a database error, as the screen shows them.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DatabaseError else { return String(describing: error) }
        switch error.resultCode {
        case .SQLITE_FULL: return "the disk is full"
        case .SQLITE_READONLY: return "the database file is read-only"
        case .SQLITE_IOERR: return "an I/O error occurred"
        case .SQLITE_CORRUPT: return "the database file is damaged"
        case .SQLITE_NOTADB: return "the file is not a database"
        case .SQLITE_CANTOPEN: return "the file cannot be opened"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "the database is locked by another program"
        default: return error.message ?? error.description
        }
    }
}
