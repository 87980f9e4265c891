import Foundation
import Testing

/// `docs/not-modelled.md` lists the UIKit properties stored but not acted on. Each row must name a property the
/// sources still declare (on the type the row names), and the rows are sorted and unique, so that adding or removing
/// one is a visible decision.
@Suite struct NotModelledTableTests {
    /// The package root: three folders above this file (Tests/ViewSystemTests/NotModelledTableTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The first column of every row of the table: `Type.property` paths.
    static func listedProperties() throws -> [String] {
        let table = try String(contentsOf: root.appendingPathComponent("docs/not-modelled.md"), encoding: .utf8)
        return table.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).split(separator: "`", maxSplits: 1).first.map(String.init)
        }
    }

    /// The text of every Swift file under Sources.
    static func sourceTexts() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    @Test func theTableListsThirtyOneProperties() throws {
        // 26 before this turn; 6 drawn since (issue 21), 4 animator flags (issue 22), 8 controller and search
        // properties stored without effect less one now modelled (issue 20).
        #expect(try Self.listedProperties().count == 31)
    }

    @Test func theRowsAreSortedAndUnique() throws {
        let properties = try Self.listedProperties()
        #expect(properties == properties.sorted())
        #expect(Set(properties).count == properties.count)
    }

    @Test func everyPropertyIsDeclaredOnItsTypeInTheSources() throws {
        let texts = try Self.sourceTexts()
        for path in try Self.listedProperties() {
            let parts = path.split(separator: ".").map(String.init)
            try #require(parts.count >= 2, "\(path) names no type")
            let (owner, name) = (parts[parts.count - 2], parts[parts.count - 1])
            let declaresOwner = try Regex("(class|struct|enum|extension)\\s+(\\w+\\.)*\(owner)\\b")
            let declaresProperty = try Regex("(public|open)\\s+(private\\(set\\)\\s+)?var\\s+\(name)\\b")
            // A plain search first: the regular expressions run only on the few files that mention the name.
            let declared = texts.contains { text in
                text.contains("var \(name)") && text.contains(declaresProperty) && text.contains(declaresOwner)
            }
            #expect(declared, "docs/not-modelled.md lists \(path), which no file under Sources declares")
        }
    }
}
