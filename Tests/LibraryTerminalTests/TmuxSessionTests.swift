import Foundation
import Testing

/// Runs a command and returns its standard output (empty when it cannot be run).
@discardableResult
func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do {
        try process.run()
    } catch {
        return (-1, "\(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
        run(tmux, ["new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", shellCommand])
    }

    /// The pane's text.
    func capture() -> String { run(tmux, ["capture-pane", "-p", "-t", name]).output }

    /// Sends tmux key names (`Tab`, `Enter`, `Right`, `BTab`, `r`, …), one at a time.
    func send(_ keys: String...) {
        for key in keys { run(tmux, ["send-keys", "-t", name, key]) }
    }

    /// Waits (up to 10 s) until the pane shows `text`; returns the pane.
    @discardableResult
    func waitFor(_ text: String, timeout: TimeInterval = 10) -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var pane = capture()
        while !pane.contains(text) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            pane = capture()
        }
        return pane
    }

    /// Whether the session still runs.
    var isRunning: Bool { run(tmux, ["has-session", "-t", name]).status == 0 }

    /// Waits (up to 10 s) for the app to quit.
    func waitForExit(timeout: TimeInterval = 10) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return !isRunning
    }

    func kill() { run(tmux, ["kill-session", "-t", name]) }
}
