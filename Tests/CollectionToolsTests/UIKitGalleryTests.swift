import CollectionRendering
import CollectionTools
import CompositionalLayout
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
        for custom in ["waterfall", "carousel"] { #expect(names.contains("uikit-custom-\(custom)")) }
        // Every screen at phone and tablet widths (the carousel as a 400-pt strip of each), but the text-fit screen,
        // drawn once on a tall phone for the browser's text check.
        #expect(UIKitGallery.all.filter { $0.name != "uikit-text-fit" }.allSatisfy { $0.devices.map(\.size.width) == [390, 820] })
        #expect(names.contains("uikit-text-fit"))
    }

    /// Each UIKit screen is shown light and dark side by side on each device: the inset-grouped list's dark figure has
    /// the dark grouped background (black) and dark rows (28, 28, 30), its light one the light colours.
    @Test func everyScreenIsDrawnLightAndDarkSideBySide() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-list-insetGrouped" })
        let entry = screen.entry(group: UIKitGallery.group)
        #expect(entry.figures.map(\.identifier) == [
            "uikit-list-insetGrouped-0", "uikit-list-insetGrouped-0-dark", "uikit-list-insetGrouped-1",
            "uikit-list-insetGrouped-1-dark",
        ])
        #expect(entry.figures[1].caption.hasSuffix("· dark"))
        #expect(entry.figures[1].svg.contains("class=\"background\" x=\"0\" y=\"0\" width=\"390\""))
        #expect(entry.figures[1].svg.contains("fill=\"#000000\""))
        #expect(entry.figures[1].svg.contains("fill=\"#1c1c1e\""))
        #expect(!entry.figures[0].svg.contains("fill=\"#1c1c1e\""))
        #expect(entry.figures[0].svg.contains("fill=\"#f2f2f7\""))
    }

    /// The waterfall (SampleLayouts' PinterestLayout, photo heights 150, 225, 120, 180, 90 in turn, padding 6) at
    /// 390: columns of 195; photo 0 → column 0 (6, 6, 183, 150), photo 1 → column 1 (201, 6, 183, 225), photo 2 →
    /// column 0 below photo 0 at 6 + 150 + 6 + 6 = 168 (6, 168, 183, 120). At 820 the columns are 410 wide: photo 1
    /// at x 410 + 6 = 416, 398 wide.
    @Test func theCustomWaterfallIsDrawnWhereItsLayoutPutsThePhotos() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-custom-waterfall" })
        let phone = screen.scene(on: .phone).elements.filter { $0.category == .cell }
        func frame(_ item: Int, _ cells: [RenderElement]) -> CGRect? { cells.first { $0.indexPath[1] == item }?.frame }
        #expect(frame(0, phone) == CGRect(x: 6, y: 6, width: 183, height: 150))
        #expect(frame(1, phone) == CGRect(x: 201, y: 6, width: 183, height: 225))
        #expect(frame(2, phone) == CGRect(x: 6, y: 168, width: 183, height: 120))
        let tablet = screen.scene(on: .tablet).elements.filter { $0.category == .cell }
        #expect(frame(1, tablet) == CGRect(x: 416, y: 6, width: 398, height: 225))
        // The photo's colour and caption are drawn: systemTeal (48, 176, 199) for photo 0.
        let svg = SVGRenderer().render(screen.scene(on: .phone))
        #expect(svg.contains("#30b0c7"))
        #expect(svg.contains(">Photo 1</text>"))
        // The code beside the picture is the layout's own source file.
        #expect(screen.code.contains("final class PinterestLayout: UICollectionViewLayout"))
    }

    /// The carousel (cards 250 × 300 every 270 pt) in a 390 × 400 strip: card 0 centred at x (390 − 250) / 2 = 70,
    /// y (400 − 300) / 2 = 50, full size; card 1 at 340 (70 + 270), scaled to 0.8 about its centre (465, 200), so
    /// drawn 200 × 240 at (365, 80).
    @Test func theCustomCarouselIsDrawnWithItsScaledSideCards() throws {
        let screen = try #require(UIKitGallery.all.first { $0.name == "uikit-custom-carousel" })
        let device = try #require(screen.devices.first)
        let scene = screen.scene(on: device)
        let cells = scene.elements.filter { $0.category == .cell }
        let first = try #require(cells.first { $0.indexPath[1] == 0 })
        let second = try #require(cells.first { $0.indexPath[1] == 1 })
        #expect(first.frame == CGRect(x: 70, y: 50, width: 250, height: 300))
        #expect(first.transform.isIdentity)
        #expect(second.frame == CGRect(x: 340, y: 50, width: 250, height: 300))
        #expect(second.transform == AffineTransform2D(scaleX: 0.8, y: 0.8))
        let svg = SVGRenderer().render(scene)
        #expect(svg.contains(">Card 1</text>"))
        #expect(svg.contains(#"<g transform="translate(465 200) matrix(0.8 0 0 0.8 0 0) translate(-465 -200)">"#))
        #expect(screen.code.contains("final class CarouselLayout: UICollectionViewLayout"))
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
