import Foundation
import GRDB

/// A rollback journal left beside a database file by a writer that died mid-transaction (a "hot journal"): the
/// file may hold half a transaction until a connection with write access rolls it back. A read-only connection
/// cannot, and fails with "the database file is read-only".
enum HotJournal {
    /// The first 8 bytes of a rollback journal that holds a transaction (SQLite zeroes them when it ends one).
    /// Computed, not stored, like `DatabaseFileHeader.magic`: a global `Data` is reported as a leak at exit.
    static var magic: Data { Data([0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7]) }

    /// The journal's path beside the database file at `path`.
    static func journalPath(of path: String) -> String { path + "-journal" }

    /// Whether a journal with an unfinished transaction lies beside the database file at `path`.
    static func exists(beside path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: journalPath(of: path)) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: magic.count)) == magic
    }

    /// Rolls the unfinished transaction of the file at `path` back, but only once `check` has accepted a copy
    /// rolled back first: a file that turns out not to be the library's own, or damaged, is left byte for byte as
    /// it was, journal included.
    static func recover(
        fileAt path: String, checkingCopyWith check: (_ copy: String) throws(LibraryError) -> Void
    ) throws(LibraryError) {
        let folder = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("library-recovery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = (folder as NSString).appendingPathComponent((path as NSString).lastPathComponent)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try FileManager.default.copyItem(atPath: journalPath(of: path), toPath: journalPath(of: copy))
        } catch {
            throw .unreadable(path: path, reason: "cannot copy it to check its unfinished transaction: \(error)")
        }
        try rollBack(fileAt: copy, reportedAs: path)
        try check(copy)
        try rollBack(fileAt: path, reportedAs: path)
    }

    /// Opens the file with write access and reads it once: SQLite rolls a hot journal back on the first read. A
    /// journal that another running app is still writing is not hot: the read then waits for it or reports it busy.
    private static func rollBack(fileAt path: String, reportedAs name: String) throws(LibraryError) {
        do {
            let queue = try DatabaseQueue(path: path)
            try queue.inDatabase { db in _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            try queue.close()
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw .unreadable(path: name, reason: AppDatabase.reason(error))
        } catch {
            throw .corrupt(
                path: name, detail: "its unfinished transaction cannot be rolled back: \(AppDatabase.reason(error))")
        }
    }
}
