import Foundation
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

    /// `?only=ID` shows one entry at the top, for links and screenshots that cannot scroll (semantics RD13).
    @Test func onlyParameterShowsOneEntryAlone() {
        let html = HTMLPage(title: "Gallery", introduction: "", entries: []).render()
        #expect(html.contains("<script>" + HTMLPage.onlyScript + "</script>\n</body>"))
        #expect(HTMLPage.onlyScript.contains(#"new URLSearchParams(location.search).get("only")"#))
        #expect(HTMLPage.style.contains("body.only nav,body.only .entry:not(.shown){display:none}"))
    }

    /// Every figure inlined in the page defines its own ids: clip paths of one figure never resolve in another
    /// (the showcase's iPad figure lost its second column's content to the iPhone figure's clip paths).
    @MainActor
    @Test func idsAreUniqueAcrossTheFiguresOfAPage() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-list-insetGrouped" })
        let entries = [try Gallery.entry(FeatureGallery.showcase), screen.entry(group: UIKitGallery.group)]
        let html = HTMLPage(title: "Gallery", introduction: "", entries: entries).render()
        let ids = matches(#"id="([^"]+)""#, in: html)
        #expect(ids.count > 10)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids) { $0 }.filter { $0.value.count > 1 }.keys.sorted())")
        // Each reference points at an id of the figure it is in.
        for figure in html.components(separatedBy: "<figure id=\"").dropFirst() {
            let name = String(figure.prefix { $0 != "\"" })
            for reference in matches(#"url\(#([^)]+)\)"#, in: figure) {
                #expect(reference.hasPrefix(name + "-"), "\(reference) in \(name)")
                #expect(figure.contains("id=\"\(reference)\""), "\(reference) is not defined in \(name)")
            }
        }
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
