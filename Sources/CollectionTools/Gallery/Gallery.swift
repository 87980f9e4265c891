import CollectionRendering
import CompositionalLayout
import Foundation
import LayoutData
import SeedGallery

/// The gallery: every seed example and every feature, drawn at phone and tablet sizes.
public enum Gallery {
    /// Every item: the seed articles' examples, then the features.
    public static func items() throws -> [GalleryItem] {
        try seedItems() + FeatureGallery.all
    }

    /// The seed examples as spec-backed items (their layouts converted to specs).
    public static func seedItems() throws -> [GalleryItem] {
        try SeedExamples.all.map { example in
            var spec = try LayoutSpec(example: example)
            spec.description = example.notes
            return GalleryItem(
                name: example.name, group: "Seed articles: " + example.source.title, spec: spec,
                views: [
                    GalleryView(device: GalleryDevice(name: "Article's screen", size: example.container.size)),
                    GalleryView(device: .tablet),
                ],
                source: example.source.citation)
        }
    }

    /// The figure id of `item`'s view number `index`: `NAME-INDEX`.
    public static func figureIdentifier(_ item: GalleryItem, _ index: Int) -> String { "\(item.name)-\(index)" }

    /// The HTML entry of `item`: its SVG figures and its spec.
    public static func entry(_ item: GalleryItem) throws -> HTMLEntry {
        var figures: [HTMLFigure] = []
        for (index, view) in item.views.enumerated() {
            let scene = try item.scene(view)
            let caption = GalleryItem.caption(view)
            let identifier = figureIdentifier(item, index)
            let options = SVGRenderer.Options(
                title: "\(item.spec.title ?? item.name) — \(caption)", identifierPrefix: identifier + "-")
            figures.append(HTMLFigure(caption: caption, svg: SVGRenderer(options: options).render(scene), identifier: identifier))
        }
        var description = item.spec.description ?? ""
        if let source = item.source { description += " Source: \(source)." }
        return HTMLEntry(
            identifier: item.name, title: item.spec.title ?? item.name, description: description, group: item.group,
            figures: figures, code: String(decoding: item.spec.encoded(), as: UTF8.self))
    }

    /// The whole gallery page.
    public static func page(items: [GalleryItem], progress: (Int, Int, String) -> Void = { _, _, _ in }) throws -> HTMLPage {
        var entries: [HTMLEntry] = []
        for (index, item) in items.enumerated() {
            progress(index + 1, items.count, item.name)
            entries.append(try entry(item))
        }
        return HTMLPage(
            title: "OpenCollectionView gallery",
            introduction: "Every layout of the seed articles and every feature of the layout engine, solved by "
                + "OpenCollectionView and drawn from the frames it computed, at phone and tablet sizes. Beside each "
                + "picture is the JSON spec that makes it: render any of them with `swift run ocv render SPEC.json`.",
            entries: entries)
    }
}
