import Foundation
import Testing

@testable import CollectionTools

@Suite struct DiffCommandTests {
    func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func validSnapshotsDiffAndBadOnesAreRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try write(#"{"sections":[{"id":"a","items":["1","2","3"]}]}"#, "old.json", in: directory)
        let new = try write(#"{"sections":[{"id":"a","items":["3","1","4"]}]}"#, "new.json", in: directory)
        var diff = try Diff.parseAsRoot([old, new]) as! Diff
        try diff.run()
        // The same item twice is a snapshot error, named with the file.
        let duplicate = try write(#"{"sections":[{"id":"a","items":["1","1"]}]}"#, "dup.json", in: directory)
        diff = try Diff.parseAsRoot([old, duplicate]) as! Diff
        #expect(throws: (any Error).self) { try diff.run() }
        let broken = try write(#"{"sections":"#, "broken.json", in: directory)
        diff = try Diff.parseAsRoot([old, broken]) as! Diff
        #expect(throws: (any Error).self) { try diff.run() }
        // A newcomer's guesses at the format: errors at the JSON path, without Foundation's debug text.
        let cases: [(String, String)] = [
            (#"{"sections":[{"items":["1"]}]}"#, "sections[0].id: is required but missing"),
            (#"{"sections":[{"id":"a","items":[1,2]}]}"#, "sections[0].items[0]: expected a string"),
            (#"{"sections":{"id":"a"}}"#, "sections: expected a list"),
            (#"{"sections": [], "reloaded": null, "x": 1}"#, ""),
            (#"[1]"#, "the document: expected an object"),
        ]
        for (index, (text, problem)) in cases.enumerated() {
            let file = try write(text, "case\(index).json", in: directory)
            diff = try Diff.parseAsRoot([old, file]) as! Diff
            if problem.isEmpty {
                try diff.run()   // an empty snapshot: every item deleted
                continue
            }
            let error = #expect(throws: SpecFileError.self) { try diff.run() }
            #expect(error?.description == "\(file): not a snapshot file: \(problem); see `ocv diff --help`")
        }
    }
}
