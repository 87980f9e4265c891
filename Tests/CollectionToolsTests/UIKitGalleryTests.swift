import CollectionRendering
import CollectionTools
import Foundation
import Testing

/// The gallery's UIKit screens: every list appearance and the flow layouts, drawn through the face with their
/// views' content.
@MainActor
@Suite struct UIKitGalleryTests {
    @Test func everyListAppearanceAndFlowLayoutHasAScreen() {
        let names = UIKitGallery.all.map(\.name)
        #expect(Set(names).count == names.count)
        for appearance in ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"] {
            #expect(names.contains("uikit-list-\(appearance)"))
        }
        for flow in ["grid", "horizontal", "tags"] { #expect(names.contains("uikit-flow-\(flow)")) }
        #expect(UIKitGallery.all.allSatisfy { $0.devices == [.phone, .tablet] })
    }

    @Test func screensDrawTheirCellsContentDeterministically() {
        for screen in UIKitGallery.all {
            for device in screen.devices {
                let scene = screen.scene(on: device)
                let cells = scene.elements.filter { $0.category == .cell }
                #expect(!cells.isEmpty, "\(screen.name) on \(device.name)")
                #expect(cells.allSatisfy { $0.content != nil }, "\(screen.name): a cell drew as a placeholder")
                let svg = SVGRenderer().render(scene)
                #expect(svg.contains("<text"), "\(screen.name)")
                #expect(svg == SVGRenderer().render(screen.scene(on: device)), "\(screen.name) is not deterministic")
            }
        }
    }

    @Test func listScreensShowTheirHeadersFootersAndSeparators() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-list-insetGrouped" })
        let scene = screen.scene(on: .phone)
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains(">Wi-Fi</text>"))
        #expect(svg.contains(">CONNECTIVITY</text>") || svg.contains(">Connectivity</text>"))
        #expect(svg.contains("class=\"separator\""))
        #expect(scene.elements.contains { $0.category == .supplementaryView && $0.elementKind == "UICollectionElementKindSectionFooter" })
        let hidden = try #require(UIKitGallery.all.first { $0.name == "uikit-list-insetGrouped-separators-hidden" })
        #expect(!SVGRenderer().render(hidden.scene(on: .phone)).contains("class=\"separator\""))
    }

    @Test func theSelfSizingTagsAreMeasuredByAutoLayout() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-flow-tags" })
        let cells = screen.scene(on: .phone).elements.filter { $0.category == .cell }
        // 14 tags, each as wide as its label plus 2 × 12 pt: no two of "Swift" and "Compositional layout" match.
        #expect(cells.count == 14)
        #expect(Set(cells.map(\.frame.width)).count > 5)
        #expect(cells.allSatisfy { $0.frame.height < 80 })
    }
}
