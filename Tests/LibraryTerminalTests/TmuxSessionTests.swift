import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command and returns its exit status and output (standard output and error, or nothing when
/// `captureOutput` is false).
///
/// It spawns the child itself and waits for that one pid: Foundation's `Process.waitUntilExit` can miss the exit
/// of a short-lived child while Swift Testing's exit-test monitor watches every child of the test process, and
/// the test then hangs on a zombie (seen with `tmux new-session -d`).
@discardableResult
func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) -> (status: Int32, output: String) {
    let outputPath = (NSTemporaryDirectory() as NSString).appendingPathComponent("run-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, captureOutput ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else { return (-1, "cannot run \(executable): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // The exit code when the child exited normally; -1 when a signal ended it.
    let exitCode: Int32 = status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    let output = captureOutput ? readText(outputPath) : ""
    return (exitCode, output)
}

/// The file's text, or "" when it is empty or unreadable. An empty file is not handed to Foundation:
/// swift-foundation's `readBytesFromFile` (behind `String(contentsOfFile:)`) leaks its 4,096-byte read buffer for an
/// empty file, and `send-keys` writes nothing (LeakSanitizer counted 31 such leaks; docs/reliability.md).
func readText(_ path: String) -> String {
    var status = stat()
    guard stat(path, &status) == 0, status.st_size > 0 else { return "" }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

/// The first of `names` found on PATH.
func which(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// The `library` executable built beside the tests.
func libraryExecutable() -> String? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [folder.appendingPathComponent("library").path]
    // Swift Testing's runner may be inside the .xctest bundle on some platforms.
    candidates.append(folder.deletingLastPathComponent().appendingPathComponent("library").path)
    if let build = ProcessInfo.processInfo.environment["LIBRARY_EXECUTABLE"] { candidates.insert(build, at: 0) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}

/// A tmux session running the app, driven by send-keys and read by capture-pane.
struct TmuxSession {
    let tmux: String
    let name: String

    init(tmux: String, command: [String], columns: Int = 100, rows: Int = 40) {
        self.tmux = tmux
        name = "library-test-\(UUID().uuidString.prefix(8))"
        let shellCommand = command.map { "'\($0)'" }.joined(separator: " ")
        run(
            tmux, ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", shellCommand],
            captureOutput: false)
    }

    /// The pane's text.
    func capture() -> String { run(tmux, ["capture-pane", "-p", "-t", name]).output }

    /// Sends tmux key names (`Tab`, `Enter`, `Right`, `BTab`, `r`, …), one at a time.
    func send(_ keys: String...) {
        for key in keys { run(tmux, ["send-keys", "-t", name, key]) }
    }

    /// Waits (up to 60 s: a loaded machine runs a sanitizer build of the app slowly) until the pane shows `text`;
    /// returns the pane.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 60) -> String {
        waitUntil(timeout: timeout) { $0.contains(text) }
    }

    /// Waits (up to 60 s: a loaded machine runs a sanitizer build of the app slowly) until the pane shows every one
    /// of `texts` and none of `absent` (the last frame of an animation, not one in between); returns the pane.
    @discardableResult
    func waitFor(all texts: [String], none absent: [String] = [], timeout: TimeInterval = 60) -> String {
        waitUntil(timeout: timeout) { pane in
            texts.allSatisfy(pane.contains) && !absent.contains(where: pane.contains)
        }
    }

    /// Waits (up to 60 s) until `isSettled` holds for the pane, and returns the pane (the last one read when time
    /// ran out, for the caller's expectations to report). An update's animation takes about 0.1 s on an idle machine
    /// but several times that for a sanitizer build on a loaded one, so a test waits for the state it expects
    /// rather than for a fixed time.
    @discardableResult
    func waitUntil(timeout: TimeInterval = 60, _ isSettled: (String) -> Bool) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var pane = capture()
        while !isSettled(pane) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            pane = capture()
        }
        return pane
    }

    /// Whether the session still runs.
    var isRunning: Bool { run(tmux, ["has-session", "-t", name]).status == 0 }

    /// Waits (up to 60 s: a loaded machine runs a sanitizer build of the app slowly) for the app to quit.
    func waitForExit(timeout: TimeInterval = 60) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !isRunning
    }

    func kill() { run(tmux, ["kill-session", "-t", name]) }
}

/// Whether the screen shows a checkmark on the card whose title starts with `titleStart` (the symbol is drawn on
/// the title's first line, at the card's trailing edge).
func isCheckmarked(_ titleStart: String, in screen: String) -> Bool {
    screen.split(separator: "\n").contains { line in
        guard let title = line.range(of: titleStart) else { return false }
        // The card's box ends at the next vertical border after the title.
        let rest = line[title.upperBound...]
        let card = rest.prefix { $0 != "│" && $0 != "┃" }
        return card.contains("◉")
    }
}

@Suite("The app in tmux: a whole session, then a restart")
struct TmuxSessionTests {
    /// The empty state's message (`EmptyClientBooksView.message`).
    let emptyMessage = "No books taken yet: pick one from the library below."

    @Test("take two books, see the checkmarks and the count, return one from the sideways section, quit, restart")
    func session() throws {
        let tmux = try #require(which("tmux"), "tmux is not installed (.ci/run installs it through apt)")
        let library = try #require(libraryExecutable(), "the library executable was not built beside the tests")
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("library-tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = (folder as NSString).appendingPathComponent("library.sqlite")

        let first = TmuxSession(tmux: tmux, command: [library, "--database", database])
        defer { first.kill() }
        #expect(first.waitFor("0 books taken").contains(emptyMessage))
        // Focus the client card, tab to the library, take the first book; right, take the second.
        first.send("Tab", "Tab", "Enter")
        first.waitFor(all: ["1 book taken", "Took \"The Silent Garden\""])
        first.send("Right", "Enter")
        first.waitFor(all: ["2 books taken", "Took \"River and Archive\""])
        let taken = first.waitUntil { isCheckmarked("The Silent", in: $0) && isCheckmarked("River and", in: $0) }
        #expect(isCheckmarked("The Silent", in: taken))
        #expect(isCheckmarked("River and", in: taken))
        #expect(!taken.contains(emptyMessage))
        // Shift-tab back to "Your books" (the sideways section), right to the second card, r presses its return
        // button.
        first.send("BTab", "Right", "r")
        first.waitFor(all: ["1 book taken", "Returned"])
        let returned = first.waitUntil { pane in
            pane.contains("Returned \"River and Archive\"") && isCheckmarked("The Silent", in: pane)
                && !isCheckmarked("River and", in: pane)
        }
        #expect(returned.contains("Returned \"River and Archive\""))
        #expect(isCheckmarked("The Silent", in: returned))
        #expect(!isCheckmarked("River and", in: returned))
        first.send("q")
        #expect(first.waitForExit())

        let second = TmuxSession(tmux: tmux, command: [library, "--database", database])
        defer { second.kill() }
        let restored = second.waitUntil { $0.contains("1 book taken") && isCheckmarked("The Silent", in: $0) }
        #expect(isCheckmarked("The Silent", in: restored))
        #expect(!isCheckmarked("River and", in: restored))
        second.send("q")
        #expect(second.waitForExit())
    }
}
