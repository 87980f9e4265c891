import Foundation
import GRDB
import LibraryData

/// What a refused open must leave: the file's bytes, and whether a journal lies beside it.
struct FileState: Equatable {
    let bytes: Data?
    let journal: Data?
    let walExists: Bool
    let sharedMemoryExists: Bool

    init(of path: String) {
        bytes = contents(of: path)
        journal = contents(of: path + "-journal")
        walExists = FileManager.default.fileExists(atPath: path + "-wal")
        sharedMemoryExists = FileManager.default.fileExists(atPath: path + "-shm")
    }
}

/// A database file made directly through GRDB (not through the library), by `body`.
func makeDatabase(at path: String, _ body: (Database) throws -> Void) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction(body)
    try queue.close()
}

/// Runs `migrator` on the file at `path` directly (no library checks, no mark).
func migrate(_ path: String, with migrator: DatabaseMigrator) throws {
    let queue = try DatabaseQueue(path: path)
    try migrator.migrate(queue)
    try queue.close()
}

/// A library database made by `AppDatabase.open`, in a fresh folder; returns its path.
func makeLibraryFile(in folder: String, seedBooks: Int = 200) throws -> String {
    let path = (folder as NSString).appendingPathComponent("library.sqlite")
    _ = try AppDatabase.open(path: path, seedBooks: seedBooks)
    return path
}

/// The refusal `AppDatabase.open` gives the file at `path`, or nil when it opens.
func openingError(_ path: String, readOnly: Bool = false) -> LibraryError? {
    libraryError { () throws(LibraryError) in _ = try AppDatabase.open(path: path, readOnly: readOnly) }
}

/// Copies the database `source` to `path` with a hot journal beside it: the copy is taken while `body`'s
/// transaction on `source` is open and has spilled pages into the file (a cache of a few pages forces it), which is
/// what a writer killed at that moment leaves. The transaction on `source` is then rolled back.
func copyWithHotJournal(_ source: String, to path: String, _ body: (Database) throws -> Void) throws {
    let queue = try DatabaseQueue(path: source)
    try queue.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA cache_size = 4")
        try db.execute(sql: "BEGIN IMMEDIATE")
        try body(db)
        try FileManager.default.copyItem(atPath: source, toPath: path)
        try FileManager.default.copyItem(atPath: source + "-journal", toPath: path + "-journal")
        try db.execute(sql: "ROLLBACK")
    }
    try queue.close()
}
