import CompositionalLayout
import Foundation
import SeedGallery
import Testing

// Hand-computed frames of key elements of every seed example (3x: lengths are rounded to the pixel, L3).

@Suite struct AkhtarExampleTests {
    // 428-pt screen. Row height .fractionalWidth(0.2): 85.6 pt = 256.8 px → 257 px; items 0.2 · 428 → 257 px.

    @Test func fiveColumnGrid() {
        guard let solution = solved("akhtar-five-column-grid") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 257.0 / 3, 257.0 / 3))
        // Five fit (L3's own example); item 4 at 4 · 257 = 1028 px and the row ends at 1285 px = 428.333 pt.
        expectFrame(solution.cell(0, 4), rect(1028.0 / 3, 0, 257.0 / 3, 257.0 / 3))
        expectFrame(solution.cell(0, 5), rect(0, 257.0 / 3, 257.0 / 3, 257.0 / 3))
        expectFrame(solution.cell(0, 24), rect(1028.0 / 3, 1028.0 / 3, 257.0 / 3, 257.0 / 3))
        expectSize(solution.contentSize, 428, 1285.0 / 3)  // five rows
    }

    @Test func fullWidthRows() {
        guard let solution = solved("akhtar-full-width-rows") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 428, 257.0 / 3))
        expectFrame(solution.cell(0, 1), rect(0, 257.0 / 3, 428, 257.0 / 3))
        expectFrame(solution.cell(0, 9), rect(0, 2313.0 / 3, 428, 257.0 / 3))  // 9 · 257 px
        expectSize(solution.contentSize, 428, 2570.0 / 3)
    }

    @Test func interGroupSpacing() {
        guard let solution = solved("akhtar-inter-group-spacing") else { return }
        // Rows 257 + 30 = 287 px apart.
        expectFrame(solution.cell(0, 5), rect(0, 287.0 / 3, 257.0 / 3, 257.0 / 3))
        expectFrame(solution.cell(0, 24), rect(1028.0 / 3, 1148.0 / 3, 257.0 / 3, 257.0 / 3))  // 4 · 287 px
        expectSize(solution.contentSize, 428, 1405.0 / 3)  // 5 · 257 + 4 · 30 px
    }

    @Test func sectionInsets() {
        guard let solution = solved("akhtar-section-insets") else { return }
        // Insets 30 px; width 408 pt; row height and item width 0.2 · 408 = 81.6 pt = 244.8 px → 245 px.
        expectFrame(solution.cell(0, 0), rect(10, 10, 245.0 / 3, 245.0 / 3))
        expectFrame(solution.cell(0, 4), rect(1010.0 / 3, 10, 245.0 / 3, 245.0 / 3))  // 30 + 4 · 245 px
        expectFrame(solution.cell(0, 5), rect(10, 275.0 / 3, 245.0 / 3, 245.0 / 3))  // 30 + 245 px
        expectFrame(solution.cell(0, 24), rect(1010.0 / 3, 1010.0 / 3, 245.0 / 3, 245.0 / 3))
        expectSize(solution.contentSize, 428, 1285.0 / 3)  // 30 + 5 · 245 + 30 px
    }

    @Test func groupInsets() {
        guard let solution = solved("akhtar-group-insets") else { return }
        // Row 1284 × 257 px, insets 15 px: subitems share 1254 × 227 px; item width 0.2 · 418 pt = 250.8 px → 251.
        expectFrame(solution.cell(0, 0), rect(5, 5, 251.0 / 3, 227.0 / 3))
        expectFrame(solution.cell(0, 4), rect(1019.0 / 3, 5, 251.0 / 3, 227.0 / 3))  // 15 + 4 · 251 px
        expectFrame(solution.cell(0, 5), rect(5, 272.0 / 3, 251.0 / 3, 227.0 / 3))  // 257 + 15 px
        expectSize(solution.contentSize, 428, 1285.0 / 3)
    }

    @Test func itemInsets() {
        guard let solution = solved("akhtar-item-insets") else { return }
        // 257-px slots; each frame inset by 15 px: 227 px.
        expectFrame(solution.cell(0, 0), rect(5, 5, 227.0 / 3, 227.0 / 3))
        expectFrame(solution.cell(0, 1), rect(272.0 / 3, 5, 227.0 / 3, 227.0 / 3))
        expectFrame(solution.cell(0, 24), rect(1043.0 / 3, 1043.0 / 3, 227.0 / 3, 227.0 / 3))  // 1028 + 15 px
        expectSize(solution.contentSize, 428, 1285.0 / 3)
    }

    @Test func twoColumnCount() {
        guard let solution = solved("akhtar-two-column-count") else { return }
        // count: 2 overrides the item's width: 428 / 2 = 214.
        expectFrame(solution.cell(0, 0), rect(0, 0, 214, 257.0 / 3))
        expectFrame(solution.cell(0, 1), rect(214, 0, 214, 257.0 / 3))
        expectFrame(solution.cell(0, 2), rect(0, 257.0 / 3, 214, 257.0 / 3))
        expectFrame(solution.cell(0, 9), rect(214, 1028.0 / 3, 214, 257.0 / 3))
        expectSize(solution.contentSize, 428, 1285.0 / 3)
    }
}

@Suite struct GurinExampleTests {
    @Test func list() {
        guard let solution = solved("gurin-list") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 390, 50))
        expectFrame(solution.cell(0, 19), rect(0, 950, 390, 50))
        expectSize(solution.contentSize, 390, 1000)
    }

    @Test func estimatedList() {
        guard let solution = solved("gurin-estimated-list") else { return }
        // Measured 44, 88, 66, 44, 88, 66, 44, 88, 66, 44.
        expectFrame(solution.cell(0, 0), rect(0, 0, 390, 44))
        expectFrame(solution.cell(0, 1), rect(0, 44, 390, 88))
        expectFrame(solution.cell(0, 3), rect(0, 198, 390, 44))  // 44 + 88 + 66
        expectFrame(solution.cell(0, 9), rect(0, 594, 390, 44))  // 3 · 198
        expectSize(solution.contentSize, 390, 638)
    }

    @Test func edgedItems() {
        guard let solution = solved("gurin-edged-items") else { return }
        // Two 155s fit (310; a third would need 465); 80 left over, 20 per flexible edge (60 px each).
        expectFrame(solution.cell(0, 0), rect(20, 0, 155, 155))
        expectFrame(solution.cell(0, 1), rect(215, 0, 155, 155))  // 20 + 155 + 20 + 20
        expectFrame(solution.cell(0, 2), rect(20, 155, 155, 155))
        expectFrame(solution.cell(0, 5), rect(215, 310, 155, 155))
        expectSize(solution.contentSize, 390, 465)
    }

    @Test func customGroup() {
        guard let solution = solved("gurin-custom-group") else { return }
        // The provider sees the group's size, 390 × 200: cards 0.6 · 390 = 234 wide, the second at 0.4 · 390 = 156.
        expectFrame(solution.cell(0, 0), rect(0, 0, 234, 160))
        expectFrame(solution.cell(0, 1), rect(156, 40, 234, 160))
        expectFrame(solution.cell(0, 3), rect(156, 240, 234, 160))  // the second group at 200
        #expect(solution.attributesForItem(at: [0, 1])?.zIndex == 1)
        #expect(solution.attributesForItem(at: [0, 2])?.zIndex == 0)
        expectSize(solution.contentSize, 390, 400)
    }

    @Test func complexGroup() {
        guard let solution = solved("gurin-complex-group") else { return }
        // 0.6 · 390 = 234 and 0.4 · 390 = 156; the column's items are 250 / 2 = 125 tall.
        expectFrame(solution.cell(0, 0), rect(0, 0, 234, 250))
        expectFrame(solution.cell(0, 1), rect(234, 0, 156, 125))
        expectFrame(solution.cell(0, 2), rect(234, 125, 156, 125))
        expectFrame(solution.cell(0, 3), rect(0, 250, 234, 250))
        expectFrame(solution.cell(0, 8), rect(234, 625, 156, 125))
        expectSize(solution.contentSize, 390, 750)
    }

    @Test func orthogonalContinuous() {
        guard let solution = solved("gurin-orthogonal-continuous") else { return }
        // Groups 0.8 · 390 = 312 (the full width, docs/reference/collection-layout.md rule 1), 322 apart from the
        // leading inset 16.
        expectFrame(solution.cell(0, 0), rect(16, 0, 312, 200))
        expectFrame(solution.cell(0, 1), rect(338, 0, 312, 200))
        expectFrame(solution.cell(0, 7), rect(2270, 0, 312, 200))  // 16 + 7 · 322
        expectSize(solution.contentSize, 390, 200)
        let geometry = solution.orthogonalGeometry(forSection: 0)
        #expect(geometry?.behavior == .continuous)
        #expect(geometry?.contentLength == 2598)  // 16 + 8 · 312 + 7 · 10 + 16
        #expect(geometry?.offsetRange == 0...2208)
    }

    @Test func badge() {
        guard let solution = solved("gurin-badge") else { return }
        // 78-pt slots (0.2 · 390), items inset by 8: 62 × 62.
        expectFrame(solution.cell(0, 0), rect(8, 8, 62, 62))
        // decision: an item's supplementary anchors to the item's final frame (after its content insets).
        // Inside the top-trailing corner: x = 70 − 20 = 50, y = 8; fractional offset (0.3, −0.3) · 20 = (6, −6).
        expectFrame(solution.supplementary("badge", 0, 0), rect(56, 2, 20, 20))
        expectFrame(solution.supplementary("badge", 0, 5), rect(56, 80, 20, 20))  // row 1 at 78
        expectFrame(solution.supplementary("badge", 0, 9), rect(368, 80, 20, 20))  // slot x 312
        expectFrame(solution.cell(0, 9), rect(320, 86, 62, 62))
        #expect(solution.attributesForSupplementaryElement(ofKind: "badge", at: [0, 9])?.zIndex == 1)
        expectSize(solution.contentSize, 390, 156)
    }

    @Test func checkmarkGroup() {
        guard let solution = solved("gurin-checkmark-group") else { return }
        // Rows 100 tall, 108 apart; items 195-pt slots inset by 4.
        expectFrame(solution.cell(0, 0), rect(4, 4, 187, 92))
        expectFrame(solution.cell(0, 1), rect(199, 4, 187, 92))
        expectFrame(solution.cell(0, 5), rect(199, 220, 187, 92))  // row 2 at 216
        // Inside the row's bottom-trailing corner (366, 76), moved by (−8, −8); one per row: [0, 0], [0, 1], [0, 2].
        expectFrame(solution.supplementary("checkmark", 0, 0), rect(358, 68, 24, 24))
        expectFrame(solution.supplementary("checkmark", 0, 1), rect(358, 176, 24, 24))
        expectFrame(solution.supplementary("checkmark", 0, 2), rect(358, 284, 24, 24))
        #expect(solution.attributesForSupplementaryElement(ofKind: "checkmark", at: [0, 3]) == nil)
        expectSize(solution.contentSize, 390, 316)  // 3 · 100 + 2 · 8
    }

    @Test func headerLeftFooter() {
        guard let solution = solved("gurin-header-left-footer") else { return }
        expectFrame(solution.supplementary(header, 0), rect(0, 0, 390, 50))  // ignores the 60-pt leading inset
        expectFrame(solution.cell(0, 0), rect(60, 50, 165, 100))  // (390 − 60) / 2
        expectFrame(solution.cell(0, 1), rect(225, 50, 165, 100))
        expectFrame(solution.cell(0, 5), rect(225, 250, 165, 100))
        // Leading: overlays the rows (50 … 350), centred: 50 + (300 − 300) / 2.
        expectFrame(solution.supplementary("left", 0), rect(0, 50, 50, 300))
        expectFrame(solution.supplementary(footer, 0), rect(0, 350, 390, 50))
        expectSize(solution.contentSize, 390, 400)
    }

    @Test func background() {
        guard let solution = solved("gurin-background") else { return }
        // Section 0: 16 + 3 · 60 + 16 = 212; background inset by 8. Section 1 at 212 + 20 = 232.
        expectFrame(solution.cell(0, 0), rect(16, 16, 358, 60))
        expectFrame(solution.attributesForDecorationElement(ofKind: "background", at: [0, 0])?.frame, rect(8, 8, 374, 196))
        expectFrame(solution.cell(1, 0), rect(16, 248, 358, 60))
        expectFrame(
            solution.attributesForDecorationElement(ofKind: "background", at: [1, 0])?.frame, rect(8, 240, 374, 196))
        #expect(solution.attributesForItem(at: [1, 2])?.zIndex == 1)  // promoted above the background
        #expect(solution.attributesForDecorationElement(ofKind: "background", at: [1, 0])?.zIndex == 0)
        expectSize(solution.contentSize, 390, 444)
    }
}

@Suite struct LibraryAppExampleTests {
    @Test func withClientBooks() {
        guard let solution = solved("library-app") else { return }
        // Client card: 16 + 120 + 16 = 152.
        expectFrame(solution.cell(0, 0), rect(16, 16, 358, 120))
        // Client books at 152: covers from x = 16, 152 apart; 200 + 16 = 216 tall.
        expectFrame(solution.cell(1, 0), rect(16, 152, 140, 200))
        expectFrame(solution.cell(1, 2), rect(320, 152, 140, 200))
        let geometry = solution.orthogonalGeometry(forSection: 1)
        expectFrame(geometry?.scrollRegion, rect(0, 152, 390, 216))
        #expect(geometry?.contentLength == 476)  // 16 + 3 · 140 + 2 · 12 + 16
        // Library books at 368, columns of (390 − 20) / 2 = 185; rows as tall as their tallest book, 12 apart:
        // 260, 250, 270, 255, 265 → rows at 368, 640, 902, 1184, 1451.
        expectFrame(solution.cell(2, 0), rect(10, 368, 185, 230))
        expectFrame(solution.cell(2, 1), rect(195, 368, 185, 260))
        expectFrame(solution.cell(2, 2), rect(10, 640, 185, 245))
        expectFrame(solution.cell(2, 9), rect(195, 1451, 185, 250))
        expectSize(solution.contentSize, 390, 1726)  // 1451 + 265 + 10
    }

    @Test func withoutClientBooks() {
        guard let solution = solved("library-app-no-client-books") else { return }
        #expect(solution.numberOfItems(inSection: 1) == 0)
        // The empty state spans the full width and gives the empty section its 216 pt.
        expectFrame(solution.supplementary(SeedExamplesKinds.empty, 1), rect(0, 152, 390, 216))
        expectFrame(solution.cell(2, 0), rect(10, 368, 185, 230))
        expectSize(solution.contentSize, 390, 1726)
    }
}

enum SeedExamplesKinds {
    static let empty = "empty-client-books"
}

@Suite struct AachenExampleTests {
    @Test func flowLayout() {
        guard let solution = solved("aachen-flow") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 130, 130))  // 390 / 3
        expectFrame(solution.cell(0, 2), rect(260, 0, 130, 130))
        expectFrame(solution.cell(0, 8), rect(260, 260, 130, 130))
        expectSize(solution.contentSize, 390, 390)
    }

    @Test func slider() {
        guard let solution = solved("aachen-slider") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 200, 150))
        expectFrame(solution.cell(0, 4), rect(0, 600, 200, 150))
        expectSize(solution.contentSize, 390, 750)
    }

    @Test func sliderSpacing() {
        guard let solution = solved("aachen-slider-spacing") else { return }
        expectFrame(solution.cell(0, 1), rect(0, 165, 200, 150))
        expectFrame(solution.cell(0, 4), rect(0, 660, 200, 150))
        expectSize(solution.contentSize, 390, 810)  // 5 · 150 + 4 · 15
    }

    @Test func sliderInsets() {
        guard let solution = solved("aachen-slider-insets") else { return }
        expectFrame(solution.cell(0, 0), rect(8, 8, 200, 150))
        expectFrame(solution.cell(0, 4), rect(8, 668, 200, 150))
        expectSize(solution.contentSize, 390, 826)
    }

    @Test(arguments: [
        ("aachen-slider-continuous", OrthogonalScrollingBehavior.continuous),
        ("aachen-slider-group-paging", .groupPaging),
    ])
    func orthogonalSlider(name: String, behavior: OrthogonalScrollingBehavior) {
        guard let solution = solved(name) else { return }
        expectFrame(solution.cell(0, 0), rect(8, 8, 200, 150))
        expectFrame(solution.cell(0, 1), rect(223, 8, 200, 150))
        expectFrame(solution.cell(0, 4), rect(868, 8, 200, 150))
        expectSize(solution.contentSize, 390, 166)
        let geometry = solution.orthogonalGeometry(forSection: 0)
        #expect(geometry?.behavior == behavior)
        #expect(geometry?.contentLength == 1076)
        #expect(geometry?.offsetRange == 0...686)
    }

    @Test func sliderGroupPagingCentered() {
        guard let solution = solved("aachen-slider-group-paging-centered") else { return }
        // The leading inset becomes (390 − 200) / 2 = 95.
        expectFrame(solution.cell(0, 0), rect(95, 8, 200, 150))
        expectFrame(solution.cell(0, 4), rect(955, 8, 200, 150))
        #expect(solution.orthogonalGeometry(forSection: 0)?.contentLength == 1250)  // 95 + 1000 + 60 + 95
        #expect(
            solution.targetOrthogonalOffset(inSection: 0, proposedOffset: 300, currentOffset: 0, velocity: 0) == 215)
    }

    @Test func combiningGroups() {
        guard let solution = solved("aachen-combining-groups") else { return }
        expectFrame(solution.cell(0, 0), rect(0, 0, 100, 100))
        expectFrame(solution.cell(0, 1), rect(100, 0, 100, 100))
        expectFrame(solution.cell(0, 2), rect(0, 100, 200, 100))
        expectFrame(solution.cell(0, 3), rect(0, 200, 100, 100))
        expectFrame(solution.cell(0, 5), rect(0, 300, 200, 100))
        expectSize(solution.contentSize, 390, 400)
    }

    @Test func sectionHeader() {
        guard let solution = solved("aachen-section-header") else { return }
        expectFrame(solution.supplementary(header, 0), rect(0, 0, 390, 52))  // measured
        expectFrame(solution.cell(0, 0), rect(0, 52, 130, 130))
        expectFrame(solution.cell(0, 5), rect(260, 182, 130, 130))
        expectSize(solution.contentSize, 390, 312)
    }
}

@Suite struct FlowLayoutExampleTests {
    @Test func tags() {
        guard let solution = solved("tag-flow-layout") else { return }
        // Row width 358 (insets 16); a tag takes 4 + width + 4; rows 4 + 32 + 4 = 40 tall.
        // Row 0: 80, 192, 256 (130 would reach 394). Row 1: 138, 234 (150 would reach 392). Row 2: 158, 230.
        expectFrame(solution.cell(0, 0), rect(20, 20, 72, 32))
        expectFrame(solution.cell(0, 1), rect(100, 20, 104, 32))
        expectFrame(solution.cell(0, 2), rect(212, 20, 56, 32))
        expectFrame(solution.cell(0, 3), rect(20, 60, 130, 32))
        expectFrame(solution.cell(0, 4), rect(158, 60, 88, 32))
        expectFrame(solution.cell(0, 5), rect(20, 100, 150, 32))
        expectFrame(solution.cell(0, 6), rect(178, 100, 64, 32))
        expectSize(solution.contentSize, 390, 152)  // 16 + 3 · 40 + 16
    }
}
