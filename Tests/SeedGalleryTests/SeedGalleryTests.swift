import CompositionalLayout
import Foundation
import SeedGallery
import Testing

/// The gallery itself: every example lays out, names are unique, the table reads as documented.
@Suite struct SeedGalleryCatalogTests {
    @Test func namesAreUniqueAndFindable() {
        let names = SeedExamples.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.count == 31)
        for name in names { #expect(SeedExamples.named(name)?.name == name) }
        #expect(SeedExamples.named("no-such-example") == nil)
    }

    @Test func everyArticleWithLayoutsIsRepresented() {
        let files = Set(SeedExamples.all.flatMap(\.source.seedFiles))
        for seed in [
            "000_86cd143b68695db7.txt", "001_1e85b98b14ea55e9.txt", "002_297977e08737ad49.txt",
            "003_6ac29b081b3cb970.txt", "004_8cc8aeb1e6283aa1.txt",
        ] {
            #expect(files.contains(seed), "\(seed) has no example")
        }
    }

    @Test(arguments: SeedExamples.all.map(\.name))
    func everyExampleLaysOut(name: String) throws {
        guard let example = SeedExamples.named(name) else { return }
        let table = try frameTable(for: example)
        let solution = try example.solve()
        // One row per element: cells of every section at least.
        let cells = (0..<solution.numberOfSections).reduce(0) { $0 + solution.numberOfItems(inSection: $1) }
        #expect(table.split(separator: "\n").filter { $0.hasPrefix("cell ") }.count == cells)
        #expect(table.contains("content size: "))
        #expect(!example.notes.isEmpty)
    }

    @Test func frameTableFormat() throws {
        guard let example = SeedExamples.named("aachen-slider") else { Issue.record("missing"); return }
        // Five 200 × 150 cells down the leading edge, 150 apart.
        let expected = [
            "category  kind  index path      x        y    width   height  z",
            "cell      -     [0, 0]      0.000    0.000  200.000  150.000  0",
            "cell      -     [0, 1]      0.000  150.000  200.000  150.000  0",
            "cell      -     [0, 2]      0.000  300.000  200.000  150.000  0",
            "cell      -     [0, 3]      0.000  450.000  200.000  150.000  0",
            "cell      -     [0, 4]      0.000  600.000  200.000  150.000  0",
            "content size: 390.000 × 750.000",
        ].joined(separator: "\n")
        #expect(try frameTable(for: example) == expected)
    }

    @Test func frameTableRoundsToThreeDecimalsAndNamesSupplementaries() throws {
        guard let example = SeedExamples.named("akhtar-five-column-grid") else { Issue.record("missing"); return }
        let table = try frameTable(for: example)
        // 257 px / 3 = 85.667; item 4 at 1028 px / 3 = 342.667.
        #expect(table.contains("[0, 4]      342.667    0.000  85.667  85.667  0"))
        #expect(table.hasSuffix("content size: 428.000 × 428.333"))
        guard let header = SeedExamples.named("aachen-section-header") else { Issue.record("missing"); return }
        #expect(try frameTable(for: header).contains("supplementary  UICollectionElementKindSectionHeader  [0, 0]"))
        guard let slider = SeedExamples.named("aachen-slider-continuous") else { Issue.record("missing"); return }
        #expect(
            try frameTable(for: slider).contains(
                "section 0 scrolls horizontally (continuous): region (0.000, 0.000, 390.000, 166.000), content length 1076.000"))
    }
}
