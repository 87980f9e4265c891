import Testing

@testable import CollectionTools

@Suite struct HTMLGalleryPageTests {
    @Test func figureCarriesItsDescriptionCaptionAndEscapedCode() {
        let entry = HTMLEntry(
            identifier: "grid", title: "Grid <5 columns>", description: "Items & groups", group: "Grids",
            figures: [HTMLFigure(caption: "390 × 844 pt", svg: "<svg id=\"picture\"></svg>\n", identifier: "grid-phone")],
            code: "let item = NSCollectionLayoutItem(layoutSize: size) // a < b",
            codeLanguage: "swift")
        let html = HTMLPage(title: "Gallery", introduction: "All figures.", entries: [entry]).render()
        #expect(html.contains("<h2>Grid &lt;5 columns&gt;</h2>"))
        #expect(html.contains("<p class=\"description\">Items &amp; groups</p>"))
        #expect(html.contains("<figure id=\"grid-phone\">\n<svg id=\"picture\"></svg>"), "the SVG is inlined as is")
        #expect(html.contains("<figcaption>390 × 844 pt</figcaption>"))
        #expect(html.contains("<summary>Code</summary>"))
        #expect(
            html.contains(
                "<code class=\"language-swift\">let item = NSCollectionLayoutItem(layoutSize: size) // a &lt; b</code>"))
    }

    @Test func specEntriesAreLabelledAsJSON() {
        let entry = HTMLEntry(
            identifier: "list", title: "List", description: "", group: "Lists", figures: [],
            code: #"{"sections": []}"#)
        let html = HTMLPage(title: "Gallery", introduction: "", entries: [entry]).render()
        #expect(html.contains("<summary>Spec (JSON)</summary>"))
        #expect(html.contains("{&quot;sections&quot;: []}"))
    }
}
