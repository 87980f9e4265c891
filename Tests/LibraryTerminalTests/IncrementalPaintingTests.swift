import CollectionRendering
import Foundation
import LibraryData
import Testing

@testable import LibraryTerminal
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The painter remembers its last picture and redraws only the rows whose views changed: after every key its
/// picture must be the one a painter that never drew before makes of the same screen.
@Suite("Painting only what changed")
@MainActor
struct IncrementalPaintingTests {
    @Test("takes, returns, focus moves, a client switch and a resize: the remembering painter draws as a fresh one")
    func sameAsFreshPainter() throws {
        for color in [false, true] {
            let frame = ScreenFrame(columns: 100, rows: 40, color: color)
            let app = LibraryApp(database: try AppDatabase.inMemory(), size: frame.windowSize)
            let painter = RendererPainter()
            let session = ScriptedSession(app: app, frame: frame, painter: painter)
            let keys = "tab tab enter right enter down enter backtab enter c tab enter c up up enter"
            for key in try Key.script(keys) {
                session.play([key])
                let fresh = ScriptedSession(app: app, frame: frame, painter: RendererPainter())
                #expect(session.screen() == fresh.screen(), "after \(key)")
            }
            let wide = ScreenFrame(columns: 120, rows: 30, color: color)
            app.resize(to: wide.windowSize)
            #expect(wide.lines(of: app, painter: painter) == wide.lines(of: app, painter: RendererPainter()))
        }
    }

    @Test("the painter writes the colours the terminal shows: 24-bit, 256 or none (issue 21)")
    func colourFollowsTheTerminal() throws {
        let frame = ScreenFrame(columns: 100, rows: 30, color: true)
        let app = LibraryApp(database: try AppDatabase.inMemory(), size: frame.windowSize)
        func screen(_ depth: TerminalColorDepth) -> String {
            RendererPainter(colorDepth: depth).lines(of: app.collectionView, columns: 100, rows: 29, color: true, progress: 1)
                .joined(separator: "\n")
        }
        // SGR colour parameters: "38;2;r;g;b" / "48;2;…" for 24-bit, "38;5;n" / "48;5;n" for the 256-colour palette.
        let trueColor = screen(.trueColor)
        #expect(trueColor.contains(";2;") && !trueColor.contains("8;5;"))
        let palette = screen(.palette256)
        #expect(palette.contains("8;5;") && !palette.contains("8;2;"))
        #expect(!screen(.none).contains("\u{1B}["))
    }

    @Test("a take redraws the rows of the cards it changed, not the whole screen")
    func takeRedrawsPart() throws {
        let session = makeSession(try AppDatabase.inMemory())
        let painter = try #require(session.painter as? RendererPainter)
        session.play(try Key.script("tab tab"))
        _ = session.screen()
        #expect(painter.redrawnRowCount > 0)
        _ = session.screen()
        #expect(painter.redrawnRowCount == 0)
        session.play(try Key.script("right enter"))
        let lines = session.screen()
        #expect(painter.redrawnRowCount > 0 && painter.redrawnRowCount < lines.count - 1)
        #expect(lines.joined().contains("1 book taken"))
    }
}
