import BenchmarkSupport
import Foundation
import LibraryData
import LibraryModel
import LibraryTerminal
import OpenCollectionView

// The library app's two targets (issue 12):
// - start-up to the first screen with 10,000 books: open the file (checks, migrations), observe, join, build and
//   apply the first snapshot, lay out, and draw the terminal screen;
// - one take/return round trip: the transaction, the observed value, the new snapshot and its apply, and the
//   redraw.
// Baseline in the same run: fetching the 10,000 books alone (the floor of any start-up that reads the catalogue).

let books = 10_000
let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("library-benchmark-\(getpid())")
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let path = (folder as NSString).appendingPathComponent("library.sqlite")
_ = try AppDatabase.open(path: path, seedBooks: books)  // created once, outside the timing

let frame = MainActor.assumeIsolated { ScreenFrame(columns: 120, rows: 40, color: true) }

let fetch = measure("fetch 10,000 books (baseline)", runs: 9) { () -> Int in
    let database = try! AppDatabase.open(path: path, seedBooks: books)
    return try! database.catalogue().count
}

let startUp = MainActor.assumeIsolated {
    measure("start-up to the first screen, 10,000 books", runs: 9) { () -> Int in
        let database = try! AppDatabase.open(path: path, seedBooks: books)
        let app = LibraryApp(database: database, size: frame.windowSize)
        let session = ScriptedSession(app: app, frame: frame, painter: RendererPainter())
        return session.screen().count
    }
}

/// Draws every row of every picture, as the host did before it kept its last picture (semantics RD14): a fresh
/// painter for each call.
@MainActor
struct FullRedrawPainter: ScreenPainter {
    func lines(of collectionView: UICollectionView, columns: Int, rows: Int, color: Bool, progress: CGFloat) -> [String] {
        RendererPainter().lines(of: collectionView, columns: columns, rows: rows, color: color, progress: progress)
    }
}

/// Takes and returns the first book, drawing the screen after each: the app's real path, from the write to the
/// picture.
@MainActor
func measureRoundTrip(_ name: String, painter: any ScreenPainter) -> BenchmarkSupport.Measurement {
    let database = try! AppDatabase.open(path: path, seedBooks: books)
    let app = LibraryApp(database: database, size: frame.windowSize)
    let session = ScriptedSession(app: app, frame: frame, painter: painter)
    _ = session.screen()
    let book = app.state.shelf[0].book
    return measure(name, runs: 15) { () -> Int in
        app.libraryViewController(app.viewController, take: book)
        var lines = session.screen().count
        app.libraryViewController(app.viewController, return: book)
        lines += session.screen().count
        precondition(app.state.clientBooks.isEmpty && !app.messageIsError, app.message)
        return lines
    }
}

// The baseline first: whichever runs second finds the allocator and caches warmer.
let fullRedraw = MainActor.assumeIsolated {
    measureRoundTrip("— the same, every row of the screen redrawn (baseline)", painter: FullRedrawPainter())
}
let roundTrip = MainActor.assumeIsolated {
    measureRoundTrip("take + return round trip, 10,000 books (per operation)", painter: RendererPainter())
}

// The CPU column is this thread's CPU time: on the shared machine the wall clock also counts other processes' turns.
print(markdownTable(
    header: ["workload", "median", "median CPU time", "target"],
    rows: [
        [fetch.name, formatDuration(fetch.medianNanoseconds), formatDuration(fetch.medianCPUNanoseconds), "—"],
        [startUp.name, formatDuration(startUp.medianNanoseconds), formatDuration(startUp.medianCPUNanoseconds), "≤ 200 ms"],
        [
            roundTrip.name, formatDuration(roundTrip.medianNanoseconds / 2),
            formatDuration(roundTrip.medianCPUNanoseconds / 2), "≤ 5 ms",
        ],
        [
            fullRedraw.name, formatDuration(fullRedraw.medianNanoseconds / 2),
            formatDuration(fullRedraw.medianCPUNanoseconds / 2), "—",
        ],
    ]))
