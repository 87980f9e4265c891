import Foundation
import OpenCollectionView

/// The non-interactive host: plays keys as the terminal host would, each one's write observed and applied before
/// the next, and gives the final screen as text (for CI and bug reports).
@MainActor
public struct ScriptedSession {
    /// The app the keys are played on.
    public let app: LibraryApp
    /// The screen's size and style.
    public let frame: ScreenFrame
    /// Draws the collection view.
    public let painter: any ScreenPainter

    /// A session of `app` in a screen of `frame` (the window is resized to it).
    public init(app: LibraryApp, frame: ScreenFrame, painter: any ScreenPainter) {
        self.app = app
        self.frame = frame
        self.painter = painter
        app.resize(to: frame.windowSize)
    }

    /// Plays `keys` until the end or `q`; returns whether `q` was pressed.
    @discardableResult
    public func play(_ keys: [Key]) -> Bool {
        for key in keys {
            if app.handle(key) == .quit { return true }
            app.drainObservations()
            app.animationPlayed()
        }
        return false
    }

    /// The screen now, line by line (trailing spaces trimmed when without colour).
    public func screen() -> [String] {
        frame.lines(of: app, painter: painter).map { line in
            frame.color ? line : String(line.reversed().drop { $0 == " " }.reversed())
        }
    }
}
