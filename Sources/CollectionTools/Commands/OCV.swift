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
}

/// Writes `text` to standard error with a newline.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Reads a file as data, with an error that names the file.
func readFile(_ path: String) throws -> Data {
    do {
        return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
        throw ValidationError("cannot read \(path): \(error.localizedDescription)")
    }
}

/// Writes `text` to `path`, or to standard output when `path` is nil or `-`.
func emit(_ text: String, to path: String?) throws {
    guard let path, path != "-" else {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
    }
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    printError("wrote \(path)")
}
