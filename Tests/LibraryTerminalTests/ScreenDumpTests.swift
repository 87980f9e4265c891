import Foundation
import LibraryData
import LibraryScreen
import Testing

@testable import LibraryTerminal
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// Whether every box of `lines` is whole: below each top-left corner, its column reaches a bottom-left corner
/// before any other top-left corner (a box that starts inside another one drew over its bottom border).
func boxesAreWhole(_ lines: [String]) -> Bool {
    let grid = lines.map(Array.init)
    let tops: Set<Character> = ["┌", "╭", "┏", "╔"]
    let bottoms: Set<Character> = ["└", "╰", "┗", "╚"]
    for (row, line) in grid.enumerated() {
        for (column, character) in line.enumerated() where tops.contains(character) {
            for below in grid[(row + 1)...] {
                guard column < below.count else { break }  // clipped by the screen's edge or a blank line
                if bottoms.contains(below[column]) { break }
                if tops.contains(below[column]) { return false }
                if below[column] == " " { break }
            }
        }
    }
    return true
}

@Suite("The terminal dump: boxes at their rows, and a resize re-lays the grid")
@MainActor
struct ScreenDumpTests {
    @Test("a fresh screen, 60 × 24: no box draws over the one above it")
    func freshScreen() throws {
        let session = makeSession(try AppDatabase.inMemory(), columns: 60, rows: 24)
        let collectionView = session.app.collectionView
        // 60 × 7 = 420 pt wide, 20 pt a row; a box takes the rows whose centres it covers.
        // Client card y 16…98.333 (rows 0.8…4.92): rows 1…4, its name at 16 + 20 = 36 (row 1.8 → 2).
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 16, y: 16, width: 388, height: 247.0 / 3))
        // "Your books": header y 106.333…146.333 (16 + 82.333 + 8 = 106.333; rows 5.32…7.32 → 5…6, its label's
        // line at 122 → row 6). The empty state, 140 tall, right below it: y 146.333…286.333 (rows 7.32…14.32 → 7…13).
        // Before centre sampling, the header covered rows 5…7 and the empty state 7…14: one drew over the other.
        let empty = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: EmptyStateClientBooksSection.emptyKind, at: IndexPath(item: 0, section: 1))?.frame
        #expect(empty == CGRect(x: 16, y: 439.0 / 3, width: 388, height: 140))
        let lines = session.screen()
        #expect(lines == [
            "",
            "  ┌──────────────────────────────────────────────────────┐",
            "  │ Ada Lovelace                                         │",
            "  │ 0 books taken                                        │",
            "  └──────────────────────────────────────────────────────┘",
            "",
            "   Your books",
            "  ╭──────────────────────────────────────────────────────╮",
            "  │                                                      │",
            "  │                                                      │",
            "  │    No books taken yet: pick one from the library     │",
            "  │                        below.                        │",
            "  │                                                      │",
            "  ╰──────────────────────────────────────────────────────╯",
            "",
            "   Library",
            "",
            "  ┌─────────────────────────┐  ┌─────────────────────────┐",
            "  │ The Silent Garden       │  │ River and Archive       │",
            "  │ Amara Okafor            │  │ Jonas Brennan           │",
            "  └─────────────────────────┘  └─────────────────────────┘",
            // The next row, cut off by the bottom edge: its visible part, top and sides (semantics RD23).
            "  ┌─────────────────────────┐  ┌─────────────────────────┐",
            "  │ A Lighthouse for        │  │ The Last Orchard        │",
            "←↑↓→/tab move · enter take/return · r return · Ada Lovelace",
        ])
        #expect(boxesAreWhole(lines))
    }

    @Test("every box of a taller, wider screen is whole, rows of the grid included")
    func wholeBoxes() throws {
        let session = makeSession(try AppDatabase.inMemory(), columns: 100, rows: 60)
        session.play(try Key.script("tab tab enter right enter"))
        #expect(boxesAreWhole(session.screen()))
        // The check itself: a box starting on another's bottom border is caught.
        #expect(!boxesAreWhole(["┌──┐", "│  │", "┌──┐", "│  │", "└──┘"]))
    }
    @Test("resizing the terminal from 60 to 100 columns and back re-lays the grid: 2 columns, 4, then 2 again")
    func resize() throws {
        let narrow = makeSession(try AppDatabase.inMemory(), columns: 60, rows: 24)
        let collectionView = narrow.app.collectionView
        func xs(_ count: Int) -> [CGFloat?] {
            (0..<count).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 2))?.frame.minX }
        }
        func width() -> CGFloat? { collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.width }
        // 420 pt less 2 × 16: 388 / 160 → 2 columns of (388 − 8) / 2 = 190, at x 16 and 214.
        #expect(xs(3) == [16, 214, 16])
        #expect(width() == 190)
        #expect(narrow.screen()[17] == "  ┌─────────────────────────┐  ┌─────────────────────────┐")

        // The terminal grows to 100 × 24 (the host's SIGWINCH path: a new frame, the window resized to it).
        let wide = ScriptedSession(
            app: narrow.app, frame: ScreenFrame(columns: 100, rows: 24, color: false), painter: RendererPainter())
        #expect(collectionView.bounds.size == CGSize(width: 700, height: 460))
        // 700 − 32 = 668 / 160 → 4 columns of (668 − 3 × 8) / 4 = 161, at x 16, 185, 354, 523.
        #expect(xs(5) == [16, 185, 354, 523, 16])
        #expect(width() == 161)
        let lines = wide.screen()
        #expect(lines[17] == "  ┌─────────────────────┐ ┌─────────────────────┐  ┌─────────────────────┐ ┌─────────────────────┐")
        #expect(lines[18] == "  │ The Silent          │ │ River and           │  │ A Lighthouse        │ │ The Last            │")
        #expect(boxesAreWhole(lines))

        // And back: the same screen as before the resize.
        let again = ScriptedSession(
            app: narrow.app, frame: ScreenFrame(columns: 60, rows: 24, color: false), painter: RendererPainter())
        #expect(xs(3) == [16, 214, 16])
        #expect(again.screen() == narrow.screen())
    }
    @Test("an update is drawn in frames: it starts where the screen was, and half way through a moving card is half way")
    func animationFrames() throws {
        let session = makeSession(try AppDatabase.inMemory(), columns: 60, rows: 40)
        let app = session.app
        let third = IndexPath(item: 2, section: 2)
        let before = try #require(app.collectionView.layoutAttributesForItem(at: third)?.frame.minY)
        let screenBefore = session.screen()
        app.libraryViewController(app.viewController, take: app.state.shelf[0].book)
        #expect(app.pendingAnimation)
        let after = try #require(app.collectionView.layoutAttributesForItem(at: third)?.frame.minY)
        // The empty state (140, right under the header) gives way to a card (8 + 140 + 16): the grid moves down 24,
        // and book 1 gains its "Taken by you" line, so the third book moves down more than that.
        #expect(after - before > 24)
        let painter = RendererPainter()
        func y(_ progress: CGFloat) throws -> CGFloat {
            try #require(painter.scene(of: app.collectionView, progress: progress).elements.first {
                $0.category == .cell && $0.indexPath == third
            }?.frame.minY)
        }
        let start = try y(0)
        let middle = try y(0.5)
        let end = try y(1)
        #expect(abs(start - before) < 1e-9)
        #expect(abs(middle - (before + after) / 2) < 1e-9)
        #expect(abs(end - after) < 1e-9)
        // The frames in between are different pictures; the last is the screen at rest.
        let frame = ScreenFrame(columns: 60, rows: 40, color: false)
        let first = frame.lines(of: app, painter: painter, progress: 0)
        let halfWay = frame.lines(of: app, painter: painter, progress: 0.5)
        let atRest = frame.lines(of: app, painter: painter, progress: 1)
        #expect(halfWay != atRest)
        #expect(atRest.map { String($0.reversed().drop { $0 == " " }.reversed()) } == session.screen())
        // The first frame has the library where it was (the new contents, the old places): its header's row.
        let libraryRow = { (lines: [String]) in lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Library" } }
        #expect(libraryRow(first) == libraryRow(screenBefore))
        #expect(libraryRow(atRest) != libraryRow(screenBefore))
    }
    @Test("the README's picture of the app is the screen its command prints")
    func readmePicture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## The library app (seed 000), in the terminal"))
        let command = "swift run library --keys \"tab tab enter right enter\" --dump --size 100x30"
        #expect(readme[section.upperBound...].contains(command))
        let start = try #require(readme.range(of: "```text\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let picture = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let session = makeSession(try AppDatabase.inMemory(), columns: 100, rows: 30)
        session.play(try Key.script("tab tab enter right enter"))
        #expect(picture.map(String.init) == session.screen(), "regenerate it with the command above")
    }
}
