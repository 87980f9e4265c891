import Foundation
import Testing

@testable import CompositionalLayout

// List sections (semantics LI1–LI12). Containers: compact 390 × 844 and regular 820 × 1180, scale 3 (a listPixel of a
// point is one pixel, so a separator is 1/3 pt thick). Sections: [2, 1] items unless a test says otherwise.
// Estimated heights stay estimates here (nothing is measured): rows 44, headers/footers by appearance.

let listPixel: CGFloat = 1.0 / 3

func listSolution(
    _ configure: (inout ListConfiguration) -> Void = { _ in }, appearance: ListAppearance, width: CGFloat = 390,
    regular: Bool = false, rightToLeft: Bool = false, itemCounts: [Int] = [2, 1]
) throws -> LayoutSolution {
    var configuration = ListConfiguration(appearance: appearance)
    configure(&configuration)
    let traits = LayoutTraits(
        layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, displayScale: 3,
        horizontalSizeClass: regular ? .regular : .compact)
    return try LayoutSolution(
        layout: .list(using: configuration), itemCounts: itemCounts,
        container: CollectionContainer(size: CGSize(width: width, height: regular ? 1180 : 844)), traits: traits)
}

func withHeadersAndFooters(_ configuration: inout ListConfiguration) {
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
}

func listItemFrame(_ solution: LayoutSolution, _ section: Int, _ item: Int) -> CGRect? {
    solution.attributesForItem(at: IndexPath(item: item, section: section))?.frame
}

func listSupplementaryFrame(_ solution: LayoutSolution, _ kind: String, _ section: Int) -> CGRect? {
    solution.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
}

let listHeaderKind = ListConfiguration.defaultHeaderElementKind
let listFooterKind = ListConfiguration.defaultFooterElementKind

@Suite struct ListLayoutFrameTests {
    @Test func plainCompactWithPinnedHeadersAndFooters() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .plain)
        // header 28 at 0; rows 44 at 28 and 72; footer 28 at 116; section 1 starts at 144
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 28, width: 390, height: 44))
        #expect(listItemFrame(solution, 0, 1) == CGRect(x: 0, y: 72, width: 390, height: 44))
        #expect(listSupplementaryFrame(solution, listFooterKind, 0) == CGRect(x: 0, y: 116, width: 390, height: 28))
        #expect(listSupplementaryFrame(solution, listHeaderKind, 1) == CGRect(x: 0, y: 144, width: 390, height: 28))
        #expect(listItemFrame(solution, 1, 0) == CGRect(x: 0, y: 172, width: 390, height: 44))
        #expect(solution.contentSize == CGSize(width: 390, height: 244))  // 144 + 28 + 44 + 28
        let headerAttributes = solution.attributesForSupplementaryElement(
            ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0))
        #expect(headerAttributes?.isPinnedToVisibleBounds == true)
        #expect(headerAttributes?.selfSizingAxes == .vertical)
        // row 0's bottom separator: from the text offset 20 to the trailing edge, on the row's last pixel row
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)) == [
            ListSeparator(
                indexPath: IndexPath(item: 0, section: 0), edge: .bottom,
                frame: CGRect(x: 20, y: 72 - listPixel, width: 370, height: listPixel))
        ])
        // the last row of each section has none
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 1, section: 0)).isEmpty)
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 1)).isEmpty)
    }

    @Test func plainPinnedHeaderRidesTheVisibleBounds() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .plain)
        let position = ScrollPosition(visibleBounds: CGRect(x: 0, y: 50, width: 390, height: 844))
        let pinned = solution.attributesForSupplementaryElement(
            ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0), scrollPosition: position)
        // max(0, 50) = 50, at most section end 144 − 28 = 116
        #expect(pinned?.frame == CGRect(x: 0, y: 50, width: 390, height: 28))
    }

    @Test func plainRightToLeftMirrorsTheSeparatorInsets() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .plain, rightToLeft: true)
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 28, width: 390, height: 44))
        // the text offset is at the right: the separator runs from x 0 to 390 − 20 = 370
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 72 - listPixel, width: 370, height: listPixel)
        ])
    }

    @Test func groupedCompactWithPaddedHeadersAndFooters() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .grouped)
        // padding 17, header 38 at 17; rows at 55 and 99; footer 38 at 143; section 1 at 181: header at 198
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 0, y: 17, width: 390, height: 38))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 55, width: 390, height: 44))
        #expect(listItemFrame(solution, 0, 1) == CGRect(x: 0, y: 99, width: 390, height: 44))
        #expect(listSupplementaryFrame(solution, listFooterKind, 0) == CGRect(x: 0, y: 143, width: 390, height: 38))
        #expect(listSupplementaryFrame(solution, listHeaderKind, 1) == CGRect(x: 0, y: 198, width: 390, height: 38))
        #expect(listItemFrame(solution, 1, 0) == CGRect(x: 0, y: 236, width: 390, height: 44))
        #expect(listSupplementaryFrame(solution, listFooterKind, 1) == CGRect(x: 0, y: 280, width: 390, height: 38))
        #expect(solution.contentSize.height == 318)
        let headerAttributes = solution.attributesForSupplementaryElement(
            ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0))
        #expect(headerAttributes?.isPinnedToVisibleBounds == false)
        // The first row of a grouped section also carries the section's full-width top line (LI8): y 55, x 0 to 390.
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 55, width: 390, height: listPixel),
            CGRect(x: 20, y: 99 - listPixel, width: 370, height: listPixel),
        ])
    }

    @Test func groupedCompactRightToLeftAndSidebarPlainRegular() throws {
        // grouped, 390, RTL: frames as LTR (full width); the separator's text offset 20 is at the right: x 0 to 370
        let grouped = try listSolution(withHeadersAndFooters, appearance: .grouped, rightToLeft: true)
        #expect(listSupplementaryFrame(grouped, listHeaderKind, 0) == CGRect(x: 0, y: 17, width: 390, height: 38))
        #expect(listItemFrame(grouped, 0, 0) == CGRect(x: 0, y: 55, width: 390, height: 44))
        #expect(grouped.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 55, width: 390, height: listPixel),  // the section's full-width top line (LI8)
            CGRect(x: 0, y: 99 - listPixel, width: 370, height: listPixel),
        ])
        // sidebarPlain, 820 regular, LTR: pinned header 28 at 0, rows of 44 from 28, footer 28 at 116, no separators
        let sidebar = try listSolution(withHeadersAndFooters, appearance: .sidebarPlain, width: 820, regular: true)
        #expect(listSupplementaryFrame(sidebar, listHeaderKind, 0) == CGRect(x: 0, y: 0, width: 820, height: 28))
        #expect(listItemFrame(sidebar, 0, 1) == CGRect(x: 0, y: 72, width: 820, height: 44))
        #expect(listSupplementaryFrame(sidebar, listFooterKind, 0) == CGRect(x: 0, y: 116, width: 820, height: 28))
        #expect(sidebar.attributesForSupplementaryElement(
            ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0))?.isPinnedToVisibleBounds == true)
        #expect(sidebar.listSeparators(in: CGRect(x: 0, y: 0, width: 820, height: 1000)).isEmpty)
    }

    @Test func groupedWithoutHeadersSpacesSectionsBy35() throws {
        let solution = try listSolution(appearance: .grouped)
        // section 0: top inset 35, rows at 35 and 79; section 1 at 123: row at 158
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 35, width: 390, height: 44))
        #expect(listItemFrame(solution, 1, 0) == CGRect(x: 0, y: 158, width: 390, height: 44))
        #expect(solution.contentSize.height == 202)
    }

    @Test func insetGroupedCompact() throws {
        let solution = try listSolution(appearance: .insetGrouped)
        // side margins 20 (390 ≥ 390): rows 350 wide at x 20
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(listItemFrame(solution, 0, 1) == CGRect(x: 20, y: 79, width: 350, height: 44))
        #expect(listItemFrame(solution, 1, 0) == CGRect(x: 20, y: 158, width: 350, height: 44))
        // separator: row x 20 + text offset 20 = 40, to the row's trailing edge 370 → 330 wide
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 40, y: 79 - listPixel, width: 330, height: listPixel)
        ])
        #expect(solution.listRowShape(at: IndexPath(item: 0, section: 0)) == ListRowShape(
            cornerRadius: 10, roundsTopCorners: true, roundsBottomCorners: false, isFirstInSection: true,
            isLastInSection: false))
        #expect(solution.listRowShape(at: IndexPath(item: 1, section: 0)) == ListRowShape(
            cornerRadius: 10, roundsTopCorners: false, roundsBottomCorners: true, isFirstInSection: false,
            isLastInSection: true))
        let single = solution.listRowShape(at: IndexPath(item: 0, section: 1))
        #expect(single?.roundsTopCorners == true && single?.roundsBottomCorners == true)
    }

    @Test func insetGroupedCompactRightToLeft() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .insetGrouped, rightToLeft: true)
        // headers follow the section's insets: x 20, 350 wide, after 17 of padding
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 20, y: 17, width: 350, height: 38))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 20, y: 55, width: 350, height: 44))
        // mirrored: from the row's left edge 20 to 370 − 20 = 350 → 330 wide
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 20, y: 99 - listPixel, width: 330, height: listPixel)
        ])
    }

    @Test func insetGroupedNarrowPhoneUses16() throws {
        let solution = try listSolution(appearance: .insetGrouped, width: 375)
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 16, y: 35, width: 343, height: 44))
        // 16 + 16 = 32, to 359 → 327 wide
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 32, y: 79 - listPixel, width: 327, height: listPixel)
        ])
    }

    @Test("the margin follows the reference width when the traits give one (the window's, LI6)")
    func marginFollowsTheReferenceWidth() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = false
        // A 375-point container in a 393-point window: margin 20, so x 20 and width 375 − 40 = 335.
        let solution = try LayoutSolution(
            layout: .list(using: configuration), itemCounts: [1],
            container: CollectionContainer(size: CGSize(width: 375, height: 844)),
            traits: LayoutTraits(displayScale: 3, marginReferenceWidth: 393))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 20, y: 35, width: 335, height: 44))
        // A 390-point container in a 375-point window: margin 16, width 390 − 32 = 358.
        let narrow = try LayoutSolution(
            layout: .list(using: configuration), itemCounts: [1],
            container: CollectionContainer(size: CGSize(width: 390, height: 844)),
            traits: LayoutTraits(displayScale: 3, marginReferenceWidth: 375))
        #expect(listItemFrame(narrow, 0, 0) == CGRect(x: 16, y: 35, width: 358, height: 44))
    }

    @Test func insetGroupedRegular() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .insetGrouped, width: 820, regular: true)
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 20, y: 17, width: 780, height: 38))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 20, y: 55, width: 780, height: 44))
        #expect(listSupplementaryFrame(solution, listFooterKind, 0) == CGRect(x: 20, y: 143, width: 780, height: 38))
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 40, y: 99 - listPixel, width: 760, height: listPixel)
        ])
        let rightToLeft = try listSolution(appearance: .insetGrouped, width: 820, regular: true, rightToLeft: true)
        #expect(rightToLeft.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 20, y: 79 - listPixel, width: 760, height: listPixel)
        ])
    }

    @Test func plainRegular() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .plain, width: 820, regular: true)
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 28, width: 820, height: 44))
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 20, y: 72 - listPixel, width: 800, height: listPixel)
        ])
        let rightToLeft = try listSolution(appearance: .plain, width: 820, regular: true, rightToLeft: true)
        #expect(rightToLeft.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 44 - listPixel, width: 800, height: listPixel)
        ])
    }

    @Test func groupedRegular() throws {
        let solution = try listSolution(appearance: .grouped, width: 820, regular: true, rightToLeft: true)
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 35, width: 820, height: 44))
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 35, width: 820, height: listPixel),  // the section's full-width top line (LI8)
            CGRect(x: 0, y: 79 - listPixel, width: 800, height: listPixel),
        ])
    }

    @Test("a grouped section is closed by full-width lines above its first row and below its last (LI8)")
    func groupedSectionsAreClosed() throws {
        let solution = try listSolution(appearance: .grouped, width: 390)
        // Section 0's second (last) row: 35 + 44 = 79 to 123. No inset bottom separator, but the full-width closing
        // line on its last pixel row.
        #expect(listItemFrame(solution, 0, 1) == CGRect(x: 0, y: 79, width: 390, height: 44))
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 1, section: 0)).map(\.frame) == [
            CGRect(x: 0, y: 123 - listPixel, width: 390, height: listPixel)
        ])
        // Inset-grouped sections are not closed this way (measured: they round instead).
        let inset = try listSolution(appearance: .insetGrouped, width: 390)
        #expect(inset.listSeparators(forItemAt: IndexPath(item: 1, section: 0)).isEmpty)
        #expect(inset.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).count == 1)
    }

    @Test func sidebarHasUnpinnedHeadersAndNoSeparators() throws {
        for (width, regular) in [(CGFloat(390), false), (820, true)] {
            let solution = try listSolution(withHeadersAndFooters, appearance: .sidebar, width: width, regular: regular)
            // header 36 at 0, rows at 36 and 80, footer 36 at 124; section 1 at 160
            #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 0, y: 0, width: width, height: 36))
            #expect(listItemFrame(solution, 0, 1) == CGRect(x: 0, y: 80, width: width, height: 44))
            #expect(listSupplementaryFrame(solution, listFooterKind, 0) == CGRect(x: 0, y: 124, width: width, height: 36))
            #expect(listSupplementaryFrame(solution, listHeaderKind, 1) == CGRect(x: 0, y: 160, width: width, height: 36))
            #expect(solution.listSeparators(in: CGRect(x: 0, y: 0, width: width, height: 1000)).isEmpty)
            #expect(solution.attributesForSupplementaryElement(
                ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0))?.isPinnedToVisibleBounds == false)
        }
    }

    @Test func sidebarPlainPinsItsHeaders() throws {
        let solution = try listSolution(withHeadersAndFooters, appearance: .sidebarPlain, rightToLeft: true)
        #expect(listSupplementaryFrame(solution, listHeaderKind, 0) == CGRect(x: 0, y: 0, width: 390, height: 28))
        #expect(listItemFrame(solution, 0, 0) == CGRect(x: 0, y: 28, width: 390, height: 44))
        #expect(solution.attributesForSupplementaryElement(
            ofKind: listHeaderKind, at: IndexPath(item: 0, section: 0))?.isPinnedToVisibleBounds == true)
        #expect(solution.listSeparators(forItemAt: IndexPath(item: 0, section: 0)).isEmpty)
    }
}
