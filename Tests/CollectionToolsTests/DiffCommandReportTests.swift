import Foundation
import Testing

@testable import CollectionTools

@Suite struct DiffCommandReportTests {
    @Test func reportCountsAHandWorkedDiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = directory.appendingPathComponent("old.json")
        let new = directory.appendingPathComponent("new.json")
        // a: [1, 2, 3] → [3, 1, 4], and section b disappears: "2" is deleted, "4" inserted, and 1 and 3 swap order,
        // which needs exactly one move (either one moves past the other). Section b (one item) is deleted.
        try Data(#"{"sections":[{"id":"a","items":["1","2","3"]},{"id":"b","items":["5"]}]}"#.utf8).write(to: old)
        try Data(#"{"sections":[{"id":"a","items":["3","1","4"]}],"reloaded":["1"]}"#.utf8).write(to: new)
        let diff = try #require(try Diff.parseAsRoot([old.path, new.path]) as? Diff)
        let report = try diff.report()
        #expect(report.isValid)
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("sections: 1 deleted, 0 inserted, 0 moved, 0 reloaded"))
        #expect(lines.contains("items: 1 deleted, 1 inserted, 1 moved, 1 reloaded, 0 reconfigured"))
        #expect(lines.contains("valid: UIKit's performBatchUpdates rules hold for item counts [3, 1] → [3]"))
        #expect(report.text.contains("stages ("))
    }
}
