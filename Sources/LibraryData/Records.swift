import GRDB
import LibraryModel

// The models are plain values in LibraryModel (the screen imports them without GRDB); their database mapping lives
// here.

extension Book: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "book" }

    public init(row: Row) {
        self.init(id: row["id"], title: row["title"], author: row["author"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["title"] = title
        container["author"] = author
    }
}

extension Client: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "client" }

    public init(row: Row) {
        self.init(id: row["id"], name: row["name"])
    }

    public func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["name"] = name
    }
}

extension Loan: FetchableRecord, TableRecord {
    public static var databaseTableName: String { "loan" }

    public init(row: Row) {
        self.init(id: row["id"], bookID: row["bookId"], clientID: row["clientId"])
    }
}
