import CollectionSnapshotTesting
import CompositionalLayout
import SeedGallery
import SnapshotTesting
import Testing

/// Reference pictures of every seed example (`__Snapshots__/GallerySnapshotTests/*.svg`), reviewed in pull requests;
/// they change only when a layout's frames change.
@Suite struct GallerySnapshotTests {
    @Test(arguments: SeedExamples.all.map(\.name))
    func seedExample(name: String) throws {
        let example = try #require(SeedExamples.named(name))
        assertSnapshot(of: try example.solve(), as: .svg, named: name)
    }
}
