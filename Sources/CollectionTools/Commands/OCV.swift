import ArgumentParser
import Foundation

/// `ocv`: render layout specs, diff snapshots, build the gallery.
public struct OCV: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "ocv",
        abstract: "See collection-view layouts: render JSON layout specs, diff snapshots, build the gallery.",
        discussion: """
            A layout spec is a JSON file describing a compositional layout, its item counts and optional cell \
            contents (docs/layout-spec.md). Examples:

              ocv render grid.json --width 390 --height 844 -o grid.svg
              ocv render grid.json --format terminal --offset 300
              ocv render grid.json --format png --scale 3 -o grid.png
              ocv diff old.json new.json
              ocv gallery -o /tmp/gallery
              ocv validate spec.json
              ocv schema -o docs/layout-spec.schema.json
            """,
        subcommands: [Render.self, Diff.self, GalleryCommand.self, ReadmeImages.self, Schema.self, Validate.self])

    public init() {}

    /// Runs the command line of the process and exits: 0 on success; 1 with `ocv: cannot write standard output:
    /// REASON` when standard output is closed or full (as Unix tools report it); otherwise as ArgumentParser
    /// reports errors (`Error: …`, with usage for a wrong command line).
    public static func runMain() -> Never {
        StandardStreams.reserveClosedDescriptors()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as StandardStreams.WriteError {
            StandardStreams.writeError("ocv: \(error)\n")
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
        Foundation.exit(0)
    }
}

/// Writes `text` to standard error with a newline (a failure to do so is dropped: there is nowhere to say it).
func printError(_ text: String) {
    StandardStreams.writeError(text + "\n")
}

/// Writes `text` to standard output with a newline.
/// - Throws: ``StandardStreams/WriteError`` when standard output is closed or full.
func printOutput(_ text: String) throws {
    try StandardStreams.writeOutput(text + "\n")
}

/// Writes `text` to `path`, or to standard output when `path` is nil or `-`.
func emit(_ text: String, to path: String?) throws {
    guard let path, path != "-" else { return try StandardStreams.writeOutput(text) }
    try write(Data(text.utf8), to: path)
    printError("wrote \(path)")
}

/// Writes `data` to `path`, with an error that names the file and, when its folder is missing, the folder.
func write(_ data: Data, to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw SpecFileError(description: "cannot write \(path): there is no folder \(folder)")
    }
    do {
        try data.write(to: URL(fileURLWithPath: path))
    } catch {
        throw SpecFileError(description: "cannot write \(path): \(error.localizedDescription)")
    }
}

/// Makes the folder `path` (and its parents) unless it exists, with an error that names it and says why not.
func makeFolder(_ path: String) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else { throw SpecFileError(description: "\(path) is a file, not a folder") }
        return
    }
    do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
        // Foundation's own message is often "(null)"; the underlying POSIX error says what happened.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
        throw SpecFileError(
            description: "cannot make the folder \(path): \((underlying ?? error).localizedDescription)")
    }
}
