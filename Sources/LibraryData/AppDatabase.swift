import Foundation
import GRDB
import LibraryModel

/// The library's database: its schema and migrations, its writes (take, return) as transactions, and observation of
/// the queries the screen shows. One type owns all of it, as in GRDB's demo apps; the screen only observes and
/// applies.
public final class AppDatabase: Sendable {
    /// The connection (a serial queue: one writer, reads in order with writes).
    public let writer: any DatabaseWriter

    /// Wraps an open connection, marks it as the library's (``applicationID``) and migrates it, seeding
    /// `seedBooks` books and the clients on first use.
    ///
    /// The mark is committed before the migrations, so that a file whose first run was killed mid-seed is still
    /// recognised as the library's own.
    public convenience init(_ writer: any DatabaseWriter, seedBooks: Int = 200) throws(LibraryError) {
        self.init(unmigrated: writer)
        do {
            try writer.write { db in
                if try Int32.fetchOne(db, sql: "PRAGMA application_id") != Self.applicationID {
                    try db.execute(sql: "PRAGMA application_id = \(Self.applicationID)")
                }
            }
            try Self.migrator(seedBooks: seedBooks).migrate(writer)
        } catch {
            throw LibraryError.writeFailed(action: "prepare the database", reason: Self.reason(error))
        }
    }

    /// Wraps a connection as it is.
    init(unmigrated writer: any DatabaseWriter) {
        self.writer = writer
    }

    /// A database in memory (tests, benchmarks).
    public static func inMemory(seedBooks: Int = 200, configuration: Configuration = Configuration()) throws
        -> AppDatabase
    {
        try AppDatabase(DatabaseQueue(configuration: configuration), seedBooks: seedBooks)
    }

    /// The default location of the database file: `$XDG_DATA_HOME/opencollectionview-library/library.sqlite`, or
    /// under `~/.local/share` without it.
    public static var defaultPath: String {
        let environment = ProcessInfo.processInfo.environment
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".local/share")
        return (dataHome as NSString).appendingPathComponent("opencollectionview-library/library.sqlite")
    }
}
