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
            (#"{"sections":[{"id":"a","items":[1,2]}]}"#, "sections[0].items[0]: expected a string, found 1"),
            (#"{"sections":{"id":"a"}}"#, "sections: expected an array, found an object"),
            (#"{"sections": [], "reloaded": null}"#, ""),
            // A misspelt or unknown key is a mistake to point out, not to skip.
            (#"{"sections": [], "reloadd": ["1"]}"#, #"reloadd: unknown key "reloadd"; expected one of reconfigured, reloaded, sections"#),
            (#"{"sections": [], "sections": []}"#, #"sections: duplicate key "sections": the object already has it (line 1, column 18)"#),
            (#"[1]"#, "the document: expected an object, found an array"),
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

    /// An item listed in two sections: before, appending it to the second silently moved it there.
    @Test func anItemInTwoSectionsIsRefusedNamingBoth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try write(#"{"sections":[{"id":"a","items":["1"]}]}"#, "old.json", in: directory)
        let twice = try write(
            #"{"sections":[{"id":"fruit","items":["apple","pear"]},{"id":"veg","items":["leek","pear"]}]}"#, "twice.json",
            in: directory)
        let diff = try Diff.parseAsRoot([old, twice]) as! Diff
        let error = #expect(throws: SpecFileError.self) { try diff.run() }
        #expect(
            error?.description
                == #"\#(twice): item "pear" is in two sections, "fruit" (sections[0]) and "veg" (sections[1]); "#
                + "an item belongs to one section")
    }
}
