import ArgumentParser
import Foundation
import LayoutData

/// `ocv schema`: the JSON Schema of layout specs.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the JSON Schema of layout specs (the decoder's own list of keys).",
        discussion: """
            The schema is the one description of a spec's keys: the decoder rejects keys it does not list. \
            docs/layout-spec.schema.json is its output; regenerate it with:

              ocv schema -o docs/layout-spec.schema.json
            """)

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.")
    var output: String?

    func run() throws {
        try emit(LayoutSpec.jsonSchema + "\n", to: output)
    }
}

/// `ocv validate`: checks specs against the schema and the decoder, without rendering.
struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check layout specs: schema, decoding and solving, each problem at its JSON path.",
        discussion: """
            Examples:

              ocv validate grid.json
              ocv validate specs/*.json --width 820 --height 1180
            """)

    @Argument(help: "The spec files.")
    var specs: [String]

    @Option(help: "The width solved at, in points.")
    var width: Double = 390

    @Option(help: "The height solved at, in points.")
    var height: Double = 844

    func run() throws {
        var failures = 0
        for path in specs {
            let data = try readFile(path)
            var problems: [String] = []
            if let document = JSONValue.parse(data) {
                problems += LayoutSpec.schemaValidator.issues(of: document).map(\.description)
            }
            do {
                let spec = try LayoutSpec.decode(data)
                _ = try spec.solve(width: CGFloat(width), height: CGFloat(height))
            } catch {
                if !problems.contains(error.description) { problems.append(error.description) }
            }
            if problems.isEmpty {
                try printOutput("\(path): ok")
            } else {
                failures += 1
                for problem in problems { printError("\(path): \(problem)") }
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}
