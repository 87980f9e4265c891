import Foundation
import GRDB
import LibraryData
import LibraryModel
import LibraryScreen
import Testing

@testable import LibraryTerminal

@MainActor
func makeSession(_ database: AppDatabase, columns: Int = 100, rows: Int = 40) -> ScriptedSession {
    let frame = ScreenFrame(columns: columns, rows: rows, color: false)
    return ScriptedSession(
        app: LibraryApp(database: database, size: frame.windowSize), frame: frame, painter: RendererPainter())
}

@Suite("The app: keys → database → observation → screen")
@MainActor
struct LibraryAppTests {
    @Test("enter on two library books takes them: checkmarks, the count and the client's books follow the database")
    func takeTwo() throws {
        let database = try AppDatabase.inMemory()
        let session = makeSession(database)
        // The first key focuses the first item (the client card); tab goes to the next section with items, the
        // library (the client's books are empty).
        session.play(try Key.script("tab tab enter right enter"))
        #expect(try database.lending().loans.map(\.bookID) == [1, 2])
        #expect(session.app.state.clientBooks.map(\.id) == [1, 2])
        let screen = session.screen().joined(separator: "\n")
        #expect(screen.contains("2 books taken"))
        #expect(isCheckmarked("The Silent", in: screen))
        #expect(isCheckmarked("River and", in: screen))
        #expect(!isCheckmarked("A Lighthouse", in: screen))
        #expect(session.screen().last?.hasPrefix("Took \"River and Archive\"") == true)
    }

    @Test("r returns the focused one of the client's books; c switches client; a book taken by another is refused")
    func returnSwitchAndRefuse() throws {
        let database = try AppDatabase.inMemory()
        try database.take(bookID: 1, clientID: 1)
        try database.take(bookID: 2, clientID: 1)
        let session = makeSession(database)
        #expect(session.screen().joined().contains("2 books taken"))
        // Focus the client card, tab into "Your books", right to the second book, r.
        session.play(try Key.script("tab tab right r"))
        #expect(try database.lending().loans.map(\.bookID) == [1])
        #expect(session.screen().joined().contains("1 book taken"))
        // Alan's screen: book 1 is Ada's; taking it is refused by the database and said on the status line.
        session.play(try Key.script("c"))
        #expect(session.app.state.client?.name == "Alan Turing")
        session.app.libraryViewController(session.app.viewController, take: session.app.state.shelf[0].book)
        #expect(session.app.messageIsError)
        #expect(session.screen().last?.contains("is already taken by another client") == true)
        #expect(try database.lending().loans.count == 1)
    }

    @Test("the empty state shows until the client takes a book")
    func emptyState() throws {
        let session = makeSession(try AppDatabase.inMemory())
        #expect(session.screen().joined().contains(EmptyClientBooksView.message))
        session.play(try Key.script("tab tab enter"))
        #expect(!session.screen().joined().contains(EmptyClientBooksView.message))
    }

    @Test("a lost write is reported on screen and the screen keeps what is stored")
    func readOnlyWrite() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("library-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = (folder as NSString).appendingPathComponent("library.sqlite")
        _ = try AppDatabase.open(path: path)
        let session = makeSession(try AppDatabase.open(path: path, readOnly: true))
        session.play(try Key.script("tab tab enter"))
        let lines = session.screen()
        #expect(lines.last?.hasPrefix("could not take \"The Silent Garden\": the database file is read-only") == true)
        #expect(lines.joined().contains("0 books taken"))
        #expect(!lines.joined().contains("◉"))
    }

    @Test("a full disk: the status line says so, and the screen shows what is stored")
    func diskFull() throws {
        let database = try AppDatabase.inMemory()
        let session = makeSession(database)
        let app = session.app
        // SQLite's limit on the file's pages stands in for a full disk: the pages the file has are all it gets, and
        // each take and return logs an event until one needs a page more.
        // Free pages are filled first, so that the log runs out of room within a page's worth of events.
        try database.writer.writeWithoutTransaction { db in
            try db.execute(sql: "CREATE TABLE filler (bytes BLOB)")
            try db.execute(sql: "PRAGMA max_page_count = 1")
            var size = 4_096
            while size > 0 {
                do { try db.execute(sql: "INSERT INTO filler VALUES (zeroblob(?))", arguments: [size]) } catch {
                    size /= 2
                }
            }
        }
        let book = app.state.shelf[0].book
        var steps = 0
        while !app.messageIsError && steps < 10_000 {
            if steps.isMultiple(of: 2) {
                app.libraryViewController(app.viewController, take: book)
            } else {
                app.libraryViewController(app.viewController, return: book)
            }
            steps += 1
        }
        #expect(app.messageIsError)
        let lines = session.screen()
        #expect(lines.last?.contains(": the disk is full; nothing was stored") == true)
        // The failed step stored nothing: the screen shows the last stored state, whichever step failed.
        let stored = try database.lending().loans.count
        #expect(app.state.clientBooks.count == stored)
        #expect(lines.joined().contains(stored == 1 ? "1 book taken" : "0 books taken"))
        #expect(try database.eventCount() == steps - 1)
    }

    @Test("a narrower screen re-lays the grid with fewer columns")
    func resize() throws {
        let session = makeSession(try AppDatabase.inMemory(), columns: 100)
        let collectionView = session.app.collectionView
        // 100 columns × 7 pt = 700 pt; less 32 of insets: 668 / 160 → 4 columns.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 2))?.frame.minY
            == collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY)
        session.app.resize(to: ScreenFrame(columns: 60, rows: 40, color: false).windowSize)
        // 60 × 7 = 420 pt; 388 / 160 → 2 columns: item 2 starts the second row.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 2))?.frame.minX == 16)
    }
}
