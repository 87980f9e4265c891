import Foundation
import LibraryModel
import OpenCollectionView

/// The frame the host shows: the collection view's area and a status line, sized to the terminal.
@MainActor
public struct ScreenFrame {
    /// The terminal's width in characters.
    public var columns: Int
    /// The terminal's height in characters (the last row is the status line).
    public var rows: Int
    /// Whether lines carry ANSI colour.
    public var color: Bool

    /// Creates a frame description; at least 20 × 6 characters are used.
    public init(columns: Int, rows: Int, color: Bool) {
        self.columns = max(columns, 20)
        self.rows = max(rows, 6)
        self.color = color
    }

    /// The size in points of the window: everything but the status line.
    public var windowSize: CGSize { TerminalMetrics.size(columns: columns, rows: rows - 1) }

    /// The lines of the screen: the painted collection view, then the status line.
    public func lines(of app: LibraryApp, painter: any ScreenPainter, progress: CGFloat = 1) -> [String] {
        var lines = painter.lines(
            of: app.collectionView, columns: columns, rows: rows - 1, color: color, progress: progress)
        lines = Array(lines.prefix(rows - 1))
        while lines.count < rows - 1 { lines.append("") }
        lines.append(statusLine(of: app))
        return lines
    }

    /// The message of the last key, or the keys' help; the client's name at the right.
    func statusLine(of app: LibraryApp) -> String {
        let help = "←↑↓→/tab move · enter take/return · r return · c client · q quit"
        let left = app.message.isEmpty ? help : app.message
        let right = app.state.client.map { " \($0.name) " } ?? ""
        let room = max(columns - right.count, 0)
        var text = String(left.prefix(room))
        text += String(repeating: " ", count: max(room - text.count, 0)) + right
        guard color else { return text }
        let style = app.messageIsError ? "\u{1B}[97;41m" : "\u{1B}[30;47m"
        return style + text + "\u{1B}[0m"
    }
}

/// Runs the app full-screen in the terminal: keys from standard input, a redraw of the changed lines after each
/// key, a few frames of animation after each change, and a new layout when the terminal is resized.
@MainActor
public final class TerminalHost {
    private let app: LibraryApp
    private let painter: any ScreenPainter
    private let terminal = Terminal()
    private var frame: ScreenFrame
    private var diff = ScreenDiff()
    private var decoder = KeyDecoder()
    private var sources: [any DispatchSourceProtocol] = []
    /// Frames an animated update is drawn in, and the time between them.
    private let animationFrames = 4
    private let frameInterval: TimeInterval = 0.03

    /// Whether the terminal shows colour at all (its colour depth is the painter's).
    private let color: Bool

    /// A host for `app`, drawn with `painter`, in a terminal of `columns` × `rows`, in colour unless `color` is
    /// false.
    public init(app: LibraryApp, painter: any ScreenPainter, columns: Int, rows: Int, color: Bool = true) {
        self.app = app
        self.painter = painter
        self.color = color
        frame = ScreenFrame(columns: columns, rows: rows, color: color)
    }

    /// Takes over the terminal until `q`; restores it on the way out.
    public func run() -> Never {
        terminal.enter()
        app.resize(to: frame.windowSize)
        app.animationPlayed()
        redraw()
        signal(SIGWINCH, SIG_IGN)
        signal(SIGINT, SIG_IGN)
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [unowned self] in MainActor.assumeIsolated { self.readInput() } }
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [unowned self] in MainActor.assumeIsolated { self.resized() } }
        sources = [input, resize]
        sources.forEach { $0.resume() }
        dispatchMain()
    }

    private func readInput() {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { quit() }
        for key in decoder.feed(Array(buffer.prefix(count))) {
            if app.handle(key) == .quit { quit() }
        }
        app.drainObservations()
        if app.pendingAnimation { animate() } else { redraw() }
    }

    private func resized() {
        guard let size = Terminal.size() else { return }
        frame = ScreenFrame(columns: size.columns, rows: size.rows, color: color)
        app.resize(to: frame.windowSize)
        diff.invalidate()
        terminal.write("\u{1B}[2J")
        redraw()
    }

    /// Draws the last update in a few frames (the last one at rest).
    private func animate() {
        app.animationPlayed()
        for step in 1...animationFrames {
            redraw(progress: CGFloat(step) / CGFloat(animationFrames))
            if step < animationFrames { Thread.sleep(forTimeInterval: frameInterval) }
        }
    }

    private func redraw(progress: CGFloat = 1) {
        let (output, _) = diff.update(to: frame.lines(of: app, painter: painter, progress: progress))
        if !output.isEmpty { terminal.write(output) }
    }

    private func quit() -> Never {
        terminal.restore()
        exit(0)
    }
}
