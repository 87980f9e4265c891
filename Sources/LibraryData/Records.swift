import GRDB
import LibraryModel

// The models are plain values in LibraryModel (the screen imports them without GRDB); their database mapping lives
// here. Rows are decoded with `decode(forColumn:)`, which throws on a missing column or a wrong type: GRDB's
// `row["name"]` subscript traps instead (a `try!` inside GRDB).

extension Book: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "book" }

    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), title: try row.decode(forColumn: "title"),
            author: try row.decode(forColumn: "author"))
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["title"] = title
        container["author"] = author
    }
}

extension Client: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "client" }

    public init(row: Row) throws {
        self.init(id: try row.decode(forColumn: "id"), name: try row.decode(forColumn: "name"))
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["name"] = name
    }
}

extension Loan: FetchableRecord, TableRecord {
    public static var databaseTableName: String { "loan" }

    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"), bookID: try row.decode(forColumn: "bookId"),
            clientID: try row.decode(forColumn: "clientId"))
    }
}
