import CompositionalLayout
import Foundation
import LayoutData
import SeedGallery
import Testing

/// Every seed example survives the trip Swift → spec → JSON → spec → layout with the same frames.
@Suite struct SeedSpecTests {
    @Test(arguments: SeedExamples.all.map(\.name))
    func seedExampleRoundTripsThroughJSON(name: String) throws {
        let example = try #require(SeedExamples.named(name))
        let spec = try LayoutSpec(example: example)
        let decoded = try LayoutSpec.decode(spec.encoded())
        let original = try example.solve()
        let solution = try decoded.solve(width: example.container.size.width, height: example.container.size.height)
        #expect(solution.contentSize == original.contentSize)
        let everything = CGRect(x: -10_000, y: -10_000, width: 40_000, height: 40_000)
        let expected = original.attributesForElements(in: everything, scrollPosition: nil).map(\.frame)
        let actual = solution.attributesForElements(in: everything, scrollPosition: nil).map(\.frame)
        #expect(actual == expected)
    }
}
