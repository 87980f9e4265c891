import Testing

/// A test file that switches between `import UIKit` and the face compiles against UIKit: outside its face-only
/// blocks it uses none of the face's additions, package API or lower layers.
@Suite("Test files written against UIKit use UIKit's API only")
struct PortableTestsFaceOnlyTests {
    @Test func switchingFilesUseNoFaceOnlyAPIOutsideFaceOnlyBlocks() throws {
        #expect(try PortabilityScan.violations() == [])
    }

    @Test func theScanFindsFaceOnlyUsesAndSkipsFaceOnlyBlocks() {
        let lines = [
            "#if canImport(UIKit)",
            "    import UIKit",
            "#else",
            "    @testable import OpenCollectionView",
            "#endif",
            "import SampleLayouts",
            "let offset = scrollView.simulateDrag(to: .zero)  // simulateTap in a comment is fine",
            "let transaction = dataSource.lastTransaction",
            "let view: CollectionView = collectionView.headlessView",
            "#if !canImport(UIKit)",
            "    _ = collectionView.headlessView",
            "#endif",
            "_ = \"simulateTap\"",
        ]
        #expect(
            PortabilityScan.violations(in: lines, file: "Example.swift", lowerTypes: ["CollectionView"]) == [
                "Example.swift:6: import SampleLayouts",
                "Example.swift:7: simulateDrag",
                "Example.swift:8: lastTransaction",
                "Example.swift:9: CollectionView",
                "Example.swift:9: headlessView",
            ])
        #expect(PortabilityScan.violations(in: Array(lines.dropFirst(5)), file: "Example.swift", lowerTypes: []) == [])
    }
}
