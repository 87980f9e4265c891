import Foundation
import Testing

/// The built `ocv` run as a process, for what only a process shows: its exit status and standard error when
/// its output is closed or full, reading a device, and colour by where the output goes.
@Suite struct OCVProcessTests {
    /// What a run left behind.
    struct Outcome {
        var status: Int32
        var output: String
        var error: String
    }

    static let spec = ##"{"sections":[{"items":2,"cells":[{"text":"Hi","color":"#34C759"}],"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":40}},"subitems":[{"size":{"width":{"fractionalWidth":0.5},"height":{"fractionalHeight":1}}}]}}]}"##

    /// `ocv` beside the test bundle (SwiftPM builds every product with the tests).
    static let executable: String? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("ocv").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Runs `ocv ARGUMENTS` through `/bin/sh`, so that `redirection` (`>&-`, `> /dev/full`) applies as in a shell.
    func run(
        _ arguments: [String], redirection: String = "", environment: [String: String] = [:], spec: String = Self.spec
    ) throws -> Outcome {
        let ocv = try #require(Self.executable, "build ocv first: swift build --build-tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let specPath = folder.appendingPathComponent("spec.json").path
        try Data(spec.utf8).write(to: URL(fileURLWithPath: specPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = ([ocv] + arguments.map { $0 == "SPEC" ? specPath : $0 }).map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "exec \(quoted) \(redirection)"]
        var processEnvironment = ProcessInfo.processInfo.environment
        processEnvironment["NO_COLOR"] = nil
        process.environment = processEnvironment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    /// One section of 3 items in groups nested `depth` deep (the section's group counts 1), each a 10-pt column.
    static func nestedSpec(depth: Int) -> String {
        let column = #"{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":["#
        let item = #"{"size":{"width":{"fractionalWidth":1},"height":{"absolute":10}}}"#
        return #"{"sections":[{"items":3,"group":"# + String(repeating: column, count: depth) + item
            + String(repeating: "]}", count: depth) + "}]}"
    }

    /// Issue 26's spec cases through the executable: each fails with exit 1 and an error at its JSON path (before:
    /// "not valid JSON" without one, or silently accepted); 30 nested groups render (before: refused past 16).
    @Test func hostileSpecsAreErrorsAtTheirPath() throws {
        let cases = [
            (#"{"sections":[{"items":6,"items":"garbage"}]}"#, #"sections[0].items: duplicate key "items""#),
            (#"{"sections":[{"items":6.5}]}"#, "sections[0].items: expected an integer, found 6.5"),
            (#"{"sections":[{"items":1e400}]}"#, "sections[0].items: the number 1e400 is out of range"),
            (Self.nestedSpec(depth: 5_000), "arrays and objects nest deeper than 100 levels, the limit"),
            (Self.nestedSpec(depth: 41), "subitems[0]: groups nest deeper than 40"),
        ]
        for (spec, message) in cases {
            let outcome = try run(["render", "SPEC", "--format", "text"], spec: spec)
            #expect(outcome.status == 1)
            #expect(outcome.error.contains(message), "\(outcome.error.prefix(300))")
        }
        let nested = try run(["render", "SPEC", "--format", "text"], spec: Self.nestedSpec(depth: 30))
        #expect(nested.status == 0)
        // Rows of 10: item 2 at y = 20, 390 wide.
        #expect(nested.output.contains("cell      -     [0, 2]      0.000  20.000  390.000  10.000  0"))
    }

    @Test func aClosedStandardOutputIsReportedLikeAUnixTool() throws {
        let closed = try run(["render", "SPEC", "--format", "text"], redirection: ">&-")
        #expect(closed.status == 1)
        #expect(closed.error == "ocv: cannot write standard output: Bad file descriptor\n")
    }

    @Test func aFullDeviceIsReportedLikeAUnixTool() throws {
        let full = try run(["render", "SPEC"], redirection: "> /dev/full")
        #expect(full.status == 1)
        #expect(full.error == "ocv: cannot write standard output: No space left on device\n")
        let schema = try run(["schema"], redirection: "> /dev/full")
        #expect(schema.status == 1)
        #expect(schema.error == "ocv: cannot write standard output: No space left on device\n")
    }

    /// `/dev/zero` never ends: reading stops at the size limit with an error that says so (before, as root,
    /// Foundation's read failed with "You don't have permission").
    @Test func anEndlessDeviceIsRefusedAtTheSizeLimit() throws {
        let zero = try run(["render", "/dev/zero"])
        #expect(zero.status == 1)
        #expect(
            zero.error == "Error: /dev/zero is larger than 134217728 bytes, the most ocv reads (it is not a regular file: "
                + "a device or pipe, which may never end)\n")
    }

    @Test func colourFollowsTheColorOption() throws {
        let escape = "\u{1B}["
        // Standard output is a pipe here, not a terminal: auto means no colour.
        let auto = try run(["render", "SPEC", "--format", "terminal", "--columns", "20"])
        #expect(auto.status == 0)
        #expect(auto.output.contains("Hi"))
        #expect(!auto.output.contains(escape))
        let always = try run(["render", "SPEC", "--format", "terminal", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(always.output.contains(escape), "--color always overrides NO_COLOR")
        let never = try run(["render", "SPEC", "--format", "terminal", "--color", "never"])
        #expect(never.status == 0)
        #expect(!never.output.contains(escape))
        let wrong = try run(["render", "SPEC", "--format", "terminal", "--color", "sometimes"])
        #expect(wrong.status == 64)
        #expect(wrong.error.contains("sometimes"))
    }
}
