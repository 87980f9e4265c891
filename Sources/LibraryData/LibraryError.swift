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
    /// SQLite reports the file as damaged.
    case corrupt(path: String, detail: String)
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
