import Foundation

/// Turns SVG into PNG through headless Chromium (Debian's `chromium` package).
public enum PNGExport {
    /// Why a PNG could not be made.
    public enum Failure: Error, CustomStringConvertible {
        /// No Chromium on the PATH.
        case chromiumMissing
        /// Chromium ran but did not write the file.
        case chromiumFailed(status: Int32, output: String)

        public var description: String {
            switch self {
            case .chromiumMissing:
                "PNG output needs headless Chromium, which is not installed. Install it with\n"
                    + "    sudo apt-get install -y chromium        (Debian, Ubuntu)\n"
                    + "or put a `chromium` or `chromium-browser` on the PATH; SVG output (--format svg) needs nothing."
            case .chromiumFailed(let status, let output):
                "chromium exited with status \(status) without writing the PNG:\n\(output)"
            }
        }
    }

    /// The Chromium executable on the PATH, if any.
    public static func chromium() -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// Writes `svg` (of `width` × `height` points) as a PNG at `scale` pixels per point to `destination`.
    public static func write(svg: String, width: Int, height: Int, scale: Double, to destination: URL) throws {
        guard let chromium = chromium() else { throw Failure.chromiumMissing }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let html = "<!DOCTYPE html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}"
            + "svg{display:block}</style></head><body>\(svg)</body></html>"
        try Data(html.utf8).write(to: page)
        try? FileManager.default.removeItem(at: destination)
        let process = Process()
        process.executableURL = chromium
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
            "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
            "--screenshot=\(destination.path)", page.absoluteString,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard FileManager.default.fileExists(atPath: destination.path) else {
            throw Failure.chromiumFailed(
                status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
        }
    }
}
