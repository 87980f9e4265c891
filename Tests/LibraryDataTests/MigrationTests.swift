import Foundation
import GRDB
import LibraryModel
import Testing

@testable import LibraryData

@Suite("AppDatabase: schema, migrations and seed")
struct MigrationTests {
    @Test("a new database has every migration, 200 seeded books and four clients")
    func newDatabase() throws {
        let database = try AppDatabase.inMemory()
        let applied = try database.writer.read { db in try AppDatabase.migrator(seedBooks: 200).appliedIdentifiers(db) }
        #expect(applied == Set(AppDatabase.migrator(seedBooks: 200).migrations))
        #expect(applied.count == 3)
        let books = try database.catalogue()
        #expect(books.count == 200)
        #expect(books.first == Book(id: 1, title: "The Silent Garden", author: "Amara Okafor"))
        #expect(try database.lending() == Lending(
            clients: [
                Client(id: 1, name: "Ada Lovelace"), Client(id: 2, name: "Alan Turing"),
                Client(id: 3, name: "Grace Hopper"), Client(id: 4, name: "Edsger Dijkstra"),
            ],
            loans: []))
    }

    @Test("the seeded titles are deterministic, and one in five is long enough to wrap")
    func catalogueTitles() {
        #expect(Catalogue.title(0) == "The Silent Garden")
        // Index 1: nouns[(1 / 16 + 1) % 16] = River, nouns[(7 + 3) % 16] = Archive.
        #expect(Catalogue.title(1) == "River and Archive")
        // Index 3: adjectives[3] = Last, nouns[3] = Orchard, places[15 % 11] = Empire.
        #expect(Catalogue.title(3) == "The Last Orchard of the Empire: A Novel in Three Parts")
        // Index 256: 256 % 5 = 1, nouns[(16 + 256) % 16] = Garden, nouns[(1792 + 3) % 16] = Orchard; volume 2.
        #expect(Catalogue.title(256) == "Garden and Orchard, Volume 2")
        let titles = (0..<256).map(Catalogue.title)
        #expect(titles.filter { $0.count > 40 }.count == 51)  // indices 3, 8, …, 253: (253 − 3) / 5 + 1
    }

    @Test("migrating a version-1 file keeps its rows and adds the later tables")
    func upgradeFromVersion1() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator(seedBooks: 0).migrate(queue, upTo: "v1: books, clients, loans")
        try queue.write { db in
            try db.execute(sql: "INSERT INTO book (id, title, author) VALUES (7, 'Kept', 'Someone')")
            try db.execute(sql: "INSERT INTO client (id, name) VALUES (9, 'Old Client')")
            try db.execute(sql: "INSERT INTO loan (bookId, clientId) VALUES (7, 9)")
            #expect(try !db.tableExists("loanEvent"))
        }
        let database = try AppDatabase(queue, seedBooks: 0)
        #expect(try database.catalogue() == [Book(id: 7, title: "Kept", author: "Someone")])
        #expect(try database.lending().loans == [Loan(id: 1, bookID: 7, clientID: 9)])
        #expect(try queue.read { db in try db.tableExists("loanEvent") })
    }
}
