import Foundation
import GRDB

extension AppDatabase {
    /// Opens (or creates, with its folder) the database file at `path`, checks it and migrates it.
    ///
    /// An existing file is checked before anything writes to it: a directory, an unreadable file, a file that is
    /// not SQLite, a damaged one (cut short, failing SQLite's check, or missing a table or column of its
    /// migrations), another application's database, or one from a newer app is refused with a ``LibraryError``
    /// and left byte for byte as it was. A transaction left unfinished by a killed writer is rolled back first (as
    /// SQLite would), once a rolled-back copy has passed the same checks — even with `readOnly`, which otherwise
    /// opens an existing file without write access (every take and return then fails with
    /// ``LibraryError/writeFailed(action:reason:)``). A new file is marked with ``applicationID``.
    public static func open(
        path: String, seedBooks: Int = 200, readOnly: Bool = false, configuration: Configuration = Configuration()
    ) throws(LibraryError) -> AppDatabase {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { throw .isDirectory(path: path) }
            try inspect(existingFileAt: path)
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
