import CollectionRendering
import Foundation
import LayoutData
import Testing

@testable import CollectionTools

@Suite struct GalleryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeImagesAreFresh() throws {
        for image in try Gallery.readmeImages() {
            let url = Self.packageRoot.appendingPathComponent("docs/images/\(image.fileName)")
            let stored = try? String(contentsOf: url, encoding: .utf8)
            #expect(
                stored == image.svg,
                "docs/images/\(image.fileName) is stale: regenerate with `swift run ocv readme-images`")
        }
    }

    @MainActor @Test func readmeScreenImagesAreFresh() {
        for image in Gallery.readmeScreenImages() {
            let url = Self.packageRoot.appendingPathComponent("docs/images/\(image.fileName)")
            let stored = try? String(contentsOf: url, encoding: .utf8)
            #expect(
                stored == image.svg,
                "docs/images/\(image.fileName) is stale: regenerate with `swift run ocv readme-images`")
        }
    }

    @Test func everyItemDrawsEveryViewWithElements() throws {
        let items = try Gallery.items()
        #expect(items.count >= 40)
        #expect(Set(items.map(\.name)).count == items.count)
        for item in items {
            for view in item.views {
                let scene = try item.scene(view)
                #expect(!scene.elements.isEmpty, "\(item.name) draws nothing in \(GalleryItem.caption(view))")
            }
        }
    }

    @Test func seedItemsDrawTheSeedFrames() throws {
        // The five-column grid of Akhtar's article: 428 pt wide, item 0 at (0, 0, 85.6 → 85.667 at 3x, …).
        let item = try #require(try Gallery.seedItems().first { $0.name == "akhtar-five-column-grid" })
        let scene = try item.scene(item.views[0])
        let first = try #require(scene.elements.first { $0.indexPath == [0, 0] && $0.category == .cell })
        #expect(first.frame.origin == .zero)
        #expect(abs(first.frame.width - 428.0 / 5) < 1.0 / 3)
    }

    @Test func pageHasEveryFigureAndSpec() throws {
        let items = Array(try Gallery.items().prefix(3))
        let html = try Gallery.page(items: items).render()
        for item in items {
            #expect(html.contains("<section class=\"entry\" id=\"\(item.name)\">"))
            #expect(html.contains("<figure id=\"\(Gallery.figureIdentifier(item, 0))\">"))
        }
        #expect(html.components(separatedBy: "<svg ").count - 1 == items.map(\.views.count).reduce(0, +))
    }

    @Test func renderCommandWritesSVGAndFrames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ocv-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("grid.json")
        try FeatureGallery.photoGrid.spec.encoded().write(to: spec)
        let svg = directory.appendingPathComponent("grid.svg")
        var render = try Render.parseAsRoot([spec.path, "--width", "300", "--height", "200", "-o", svg.path]) as! Render
        try render.run()
        let text = try String(contentsOf: svg, encoding: .utf8)
        // 300 pt wide, thirds of 100 pt: the first row's three cells and part of the second in 200 pt.
        #expect(text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\""))
        #expect(text.contains("<g class=\"cell\" data-index=\"0-5\">"))
        #expect(!text.contains("data-index=\"0-6\""))
        // Row 9 (items 27…29) at y = 9 × 100 + 1 (the 1-pt item insets).
        let frames = directory.appendingPathComponent("grid.txt")
        render = try Render.parseAsRoot([spec.path, "--format", "text", "--whole", "--width", "300", "-o", frames.path]) as! Render
        try render.run()
        #expect(try String(contentsOf: frames, encoding: .utf8).contains("cell      -     [0, 29]     201.000  901.000  98.000  98.000  0"))
    }

    @Test func renderRejectsBadOptionsWithAHint() {
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--width", "-3"]) }
        #expect(throws: (any Error).self) { try Render.parseAsRoot(["x.json", "--orthogonal", "one:two"]) }
    }
}
