import ArgumentParser
import CollectionRendering
import Foundation
import LibraryData
import LibraryTerminal

/// `library`: the library app of seed 000 in the terminal.
struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "The library app of seed 000: take and return books, on SQLite, in the terminal.",
        discussion: """
            Opens the app full-screen. Keys: arrows and tab move the focus (into and along "Your books" too), \
            enter takes or returns the focused book, r returns the focused one of your books, c switches client, \
            q quits. The database is created (with 200 books and four clients) on first run.

            Examples:
              swift run library
              swift run library --database /tmp/library.sqlite
              swift run library --keys "tab tab enter right enter" --dump
            """)

    @Option(name: .long, help: "The database file (created with its folder on first run).")
    var database: String = AppDatabase.defaultPath

    @Option(name: .long, help: "Keys to play, then exit: words such as up, down*3, tab, backtab, enter, r, c, q.")
    var keys: String?

    @Flag(name: .long, help: "Print the final screen as text (non-interactive).")
    var dump = false

    @Option(name: .long, help: "The screen size for --keys/--dump, as COLUMNSxROWS.")
    var size: String = "100x40"

    @Flag(name: .long, help: "Keep ANSI colours in --dump.")
    var color = false

    @Flag(name: .long, help: "Open the database without write access (takes and returns then fail).")
    var readOnly = false

    @Option(name: .long, help: "The number of books to seed a new database with.")
    var catalogueSize: Int = 200

    func validate() throws {
        guard parsedSize != nil else {
            throw ValidationError("--size \(size): expected COLUMNSxROWS with at least 20x6, for example 100x40")
        }
        guard (0...1_000_000).contains(catalogueSize) else {
            throw ValidationError("--catalogue-size \(catalogueSize): expected 0…1000000 books")
        }
        if let keys {
            do { _ = try Key.script(keys) } catch { throw ValidationError(error.description) }
        }
    }

    var parsedSize: (columns: Int, rows: Int)? {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] >= 20, parts[1] >= 6, parts[0] <= 1_000, parts[1] <= 1_000 else { return nil }
        return (parts[0], parts[1])
    }

    func run() throws {
        let opened: AppDatabase
        do {
            opened = try AppDatabase.open(path: database, seedBooks: catalogueSize, readOnly: readOnly)
        } catch {
            FileHandle.standardError.write(Data("library: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        let script = try keys.map { keys in try Key.script(keys) } ?? []
        let database = opened
        let interactive = keys == nil && !dump && Terminal.isInteractive
        guard let size = parsedSize else { throw ValidationError("--size \(size): expected COLUMNSxROWS") }
        let color = color
        MainActor.assumeIsolated {
            if interactive {
                let terminalSize = Terminal.size() ?? size
                // Colours as the terminal says it shows them (COLORTERM, TERM): 24-bit, 256 or none.
                let depth = TerminalColorDepth.detect(environment: ProcessInfo.processInfo.environment)
                let frame = ScreenFrame(columns: terminalSize.columns, rows: terminalSize.rows, color: depth != .none)
                let app = LibraryApp(database: database, size: frame.windowSize)
                TerminalHost(
                    app: app, painter: RendererPainter(colorDepth: depth), columns: terminalSize.columns,
                    rows: terminalSize.rows, color: depth != .none
                ).run()
            }
            let frame = ScreenFrame(columns: size.columns, rows: size.rows, color: color)
            let app = LibraryApp(database: database, size: frame.windowSize)
            let session = ScriptedSession(app: app, frame: frame, painter: RendererPainter())
            session.play(script)
            if dump { print(session.screen().joined(separator: "\n")) }
        }
    }
}

LibraryCommand.main()
