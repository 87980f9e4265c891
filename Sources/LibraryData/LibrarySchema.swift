import GRDB

/// The tables (each with its columns, in order) of a database: what a file has, or what the library's migrations
/// make. The expected schemas are derived by running the migrations on an empty database in memory, so that they
/// can never disagree with the migrations themselves.
struct LibrarySchema: Equatable, Sendable {
    /// GRDB's record of applied migrations: it creates the table before it runs any migration.
    static let migrationsTable = "grdb_migrations"

    /// Columns by table name; SQLite's own tables (`sqlite_…`) are left out.
    let columnsByTable: [String: [String]]

    /// The tables, in name order.
    var tables: [String] { columnsByTable.keys.sorted() }

    /// The schema of the database `db` is connected to.
    init(of db: Database) throws {
        var columnsByTable: [String: [String]] = [:]
        for table in try Self.tableNames(in: db) { columnsByTable[table] = try db.columns(in: table).map(\.name) }
        self.columnsByTable = columnsByTable
    }

    /// The names of the database's tables, in name order, without reading their columns (which a virtual table
    /// of a module SQLite lacks would refuse).
    static func tableNames(in db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' "
                + "ORDER BY name")
    }

    /// The schema the library's migrations make when only `applied` (known identifiers) have run, and the one
    /// they make when every migration has.
    static func expected(
        afterApplying applied: Set<String>
    ) throws -> (current: LibrarySchema, complete: LibrarySchema) {
        let migrator = AppDatabase.migrator(seedBooks: 0)
        let queue = try DatabaseQueue()
        var current = try queue.read(LibrarySchema.init(of:))
        for identifier in migrator.migrations {
            try migrator.migrate(queue, upTo: identifier)
            if applied.contains(identifier) { current = try queue.read(LibrarySchema.init(of:)) }
        }
        return (current, try queue.read(LibrarySchema.init(of:)))
    }

    /// The first way this file's schema (`self`) departs from `expected`, the schema of its applied migrations,
    /// as the error to report; nil when it has every table and column they made and no table that a migration
    /// still to run (making `complete`) would create.
    func mismatch(expected: LibrarySchema, complete: LibrarySchema, path: String) -> LibraryError? {
        for table in expected.tables {
            guard let found = columnsByTable[table] else { return .missingTable(path: path, table: table) }
            let foundNames = Set(found.map { $0.lowercased() })
            if let missing = expected.columnsByTable[table]?.first(where: { !foundNames.contains($0.lowercased()) }) {
                return .missingColumn(path: path, table: table, column: missing)
            }
        }
        let pending = complete.tables.filter { expected.columnsByTable[$0] == nil && $0 != Self.migrationsTable }
        if let conflicting = pending.first(where: { columnsByTable[$0] != nil }) {
            return .conflictingTable(path: path, table: conflicting)
        }
        return nil
    }
}
