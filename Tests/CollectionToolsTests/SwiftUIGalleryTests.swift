import CollectionRendering
import CollectionTools
import Foundation
import Testing

/// The gallery's SwiftUI-cell screen: hosted rows and cards drawn with their code beside them.
@MainActor
@Suite struct SwiftUIGalleryTests {
    @Test func theSwiftUICellScreenDrawsItsRowsAndCards() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-swiftui-cells" })
        #expect(screen.code.contains("UIHostingConfiguration {"))
        let scene = screen.scene(on: .phone)
        let svg = SVGRenderer().render(scene)
        for text in ["Emma", "Jane Austen", "Novels", "12 books"] { #expect(svg.contains(">\(text)</text>")) }
        // Three list rows, then four cards two to a row.
        let cells = scene.elements.filter { $0.category == .cell }
        #expect(cells.count == 7)
        let cards = cells.filter { $0.indexPath.section == 1 }
        #expect(cards.count == 4)
        #expect(cards[0].frame.minY == cards[1].frame.minY)
        // The next row starts where the first ends (item insets are ignored on an estimated axis, as in UIKit).
        #expect(cards[2].frame.minY >= cards[0].frame.maxY)
    }
}
