import Foundation
import Testing

/// Every library product has a DocC catalog with an overview page and a getting-started article that the overview
/// links, and CI builds its documentation (the `docc_targets` of `.ci/run`, which fails on any warning).
@Suite struct DocumentationCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names in `.library(name: "X", …)` lines of Package.swift.
    func libraryProducts() throws -> [String] {
        try text("Package.swift").components(separatedBy: ".library(name: \"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func everyLibraryHasACatalogWithAGettingStartedArticle() throws {
        let products = try libraryProducts()
        #expect(products.count >= 18)
        for module in products {
            let overview = try? text("Sources/\(module)/\(module).docc/\(module).md")
            #expect(overview?.hasPrefix("# ``\(module)``") == true, "\(module) has no catalog overview")
            #expect(overview?.contains("<doc:GettingStarted>") == true, "\(module)'s overview does not link its article")
            let article = try? text("Sources/\(module)/\(module).docc/GettingStarted.md")
            #expect(article?.hasPrefix("# Getting started") == true, "\(module) has no getting-started article")
        }
    }

    @Test func ciBuildsTheDocumentationOfEveryLibrary() throws {
        let run = try text(".ci/run")
        let start = try #require(run.range(of: "docc_targets=("))
        let end = try #require(run.range(of: ")", range: start.upperBound..<run.endIndex))
        let targets = Set(run[start.upperBound..<end.lowerBound].split(whereSeparator: \.isWhitespace).map(String.init))
        for module in try libraryProducts() { #expect(targets.contains(module), "\(module) is not in .ci/run's docc_targets") }
    }
}
