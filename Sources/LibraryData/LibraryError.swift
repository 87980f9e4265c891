import Foundation

/// What went wrong with the library's database, in words for the screen: each case names the file, the book or the
/// client concerned and says what was (not) changed.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path names a directory, not a database file.
    case isDirectory(path: String)
    /// The file cannot be read (permissions, I/O error).
    case unreadable(path: String, reason: String)
    /// The file's header is not SQLite's: it is not a database.
    case notADatabase(path: String)
    /// The file is damaged: SQLite's check fails, or its size does not match its header (it was cut short).
    case corrupt(path: String, detail: String)
    /// The file is another application's SQLite database: the library never writes into it. `found` says what
    /// marks it as someone else's (its application id, its tables).
    case notLibraryDatabase(path: String, found: String)
    /// A table the file's applied migrations created is gone.
    case missingTable(path: String, table: String)
    /// A column the file's applied migrations created is gone from its table (renamed or dropped).
    case missingColumn(path: String, table: String, column: String)
    /// A table that a migration still to run would create already exists, made by something else.
    case conflictingTable(path: String, table: String)
    /// The file was written by a newer version of the app (migrations this one does not know).
    case newerSchema(path: String, unknownMigrations: [String])
    /// The database file does not exist and cannot be created (read-only mode, or the folder cannot be made).
    case cannotCreate(path: String, reason: String)
    /// Another client already has the book: a book cannot be taken twice.
    case alreadyTaken(bookTitle: String)
    /// The client does not have the book, so it cannot be returned.
    case notTaken(bookTitle: String)
    /// No book or client has this id.
    case unknownRecord(kind: String, id: Int64)
    /// A write was lost (disk full, read-only file, I/O error): the transaction was rolled back.
    case writeFailed(action: String, reason: String)

    /// The message the screen and the command line show.
    public var description: String {
        switch self {
        case .isDirectory(let path):
            return "\(path) is a directory, not a library database file; nothing was changed"
        case .unreadable(let path, let reason):
            return "cannot read the library database \(path): \(reason); nothing was changed"
        case .notADatabase(let path):
            return "\(path) is not a SQLite database (its header is not \"SQLite format 3\"); nothing was changed"
        case .corrupt(let path, let detail):
            return "the library database \(path) is damaged (\(detail)); nothing was changed"
        case .notLibraryDatabase(let path, let found):
            return "\(path) is not a library database (\(found)): the library writes only into its own databases; "
                + "nothing was changed"
        case .missingTable(let path, let table):
            return "the library database \(path) is damaged: its table \"\(table)\" is missing; nothing was changed"
        case .missingColumn(let path, let table, let column):
            return "the library database \(path) is damaged: table \"\(table)\" has no column \"\(column)\"; "
                + "nothing was changed"
        case .conflictingTable(let path, let table):
            return "the library database \(path) already has a table \"\(table)\" that the library did not make; "
                + "nothing was changed"
        case .newerSchema(let path, let unknown):
            return "the library database \(path) was written by a newer version of this app (unknown migrations: "
                + "\(unknown.joined(separator: ", "))); nothing was changed"
        case .cannotCreate(let path, let reason):
            return "cannot create the library database \(path): \(reason)"
        case .alreadyTaken(let title):
            return "\"\(title)\" is already taken by another client: a book cannot be taken twice"
        case .notTaken(let title):
            return "\"\(title)\" is not taken by this client, so it cannot be returned"
        case .unknownRecord(let kind, let id):
            return "there is no \(kind) with id \(id)"
        case .writeFailed(let action, let reason):
            return "could not \(action): \(reason); nothing was stored"
        }
    }
}
