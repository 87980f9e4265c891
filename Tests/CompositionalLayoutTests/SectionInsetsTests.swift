import Foundation
import Testing

@testable import CompositionalLayout

/// Section content insets, inter-group spacing, the group's container (L2) and content-insets references.
@Suite struct SectionInsetsTests {
    static let insets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)

    // semantics L2, L8, L10; docs/reference/collection-layout.md rule 5
    @Test func contentInsetsAndInterGroupSpacing() {
        let section = secListSection(height: 50, insets: Self.insets, interGroupSpacing: 5)
        guard let solution = secSolve(section, [3]) else { return }
        // Group width 390 − 20 − 40 = 330, placed at x = 20; the first group starts after the top inset.
        secExpect(solution.secCell(0, 0), secR(20, 10, 330, 50))
        // 10 + 50 + 5 (spacing between groups) = 65; 65 + 50 + 5 = 120.
        secExpect(solution.secCell(0, 1), secR(20, 65, 330, 50))
        secExpect(solution.secCell(0, 2), secR(20, 120, 330, 50))
        // 10 + 3·50 + 2·5 + 30 = 200: no spacing after the last group.
        secExpect(solution.contentSize, CGSize(width: 390, height: 200))
        // decision: a section's frame spans the layout container's width (like its decoration, L13).
        secExpect(solution.sectionFrame(0), secR(0, 0, 390, 200))
    }

    // semantics L8: one group, no spacing at all
    @Test func interGroupSpacingNeedsTwoGroups() {
        let section = secListSection(height: 50, insets: Self.insets, interGroupSpacing: 5)
        guard let solution = secSolve(section, [1]) else { return }
        secExpect(solution.secCell(0, 0), secR(20, 10, 330, 50))
        // 10 + 50 + 30 = 90.
        secExpect(solution.contentSize, CGSize(width: 390, height: 90))
    }

    // semantics L8; docs/reference/collection-layout.md rule 5: spacing never between a header and the first group or
    // the last group and a footer
    @Test func interGroupSpacingIsNotAppliedAroundHeadersAndFooters() {
        let section = secListSection(
            height: 50, interGroupSpacing: 5,
            boundary: [
                secBoundary("header", .top, .fractionalWidth(1), .absolute(40)),
                secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(25)),
            ])
        guard let solution = secSolve(section, [2]) else { return }
        secExpect(solution.secSupp("header", 0), secR(0, 0, 390, 40))
        secExpect(solution.secCell(0, 0), secR(0, 40, 390, 50))  // right after the header
        secExpect(solution.secCell(0, 1), secR(0, 95, 390, 50))  // 40 + 50 + 5
        secExpect(solution.secSupp("footer", 0), secR(0, 145, 390, 25))  // right after the last group
        secExpect(solution.contentSize, CGSize(width: 390, height: 170))
    }

    // semantics L2: along the scroll axis the group's container is the whole layout container
    @Test func groupHeightFractionResolvesAgainstTheWholeContainerHeight() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .fractionalHeight(0.25), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: Self.insets)
        guard let solution = secSolve(section, [2]) else { return }
        // 0.25 · 844 = 211 (not 0.25 · (844 − 10 − 30) = 201).
        secExpect(solution.secCell(0, 0), secR(20, 10, 330, 211))
        secExpect(solution.secCell(0, 1), secR(20, 221, 330, 211))  // 10 + 211
        secExpect(solution.contentSize, CGSize(width: 390, height: 462))  // 10 + 2·211 + 30
    }

    // semantics L2: across the scroll axis the group's container is the layout container less the section insets
    @Test func groupWidthFractionResolvesAgainstTheInsetWidth() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(0.5), .absolute(50), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: Self.insets)
        guard let solution = secSolve(section, [2]) else { return }
        // 0.5 · 330 = 165 at the leading inset; one group per row.
        secExpect(solution.secCell(0, 0), secR(20, 10, 165, 50))
        secExpect(solution.secCell(0, 1), secR(20, 60, 165, 50))
    }

    // semantics L2
    @Test func groupHeightGivenAsAFractionOfTheInsetWidth() {
        // Apple's square cells: height = .fractionalWidth(0.5) of the inset width.
        let section = LayoutSection(
            group: secRow(
                .fractionalWidth(1), .fractionalWidth(0.5), [secItem(.fractionalWidth(0.5), .fractionalHeight(1))]),
            contentInsets: Self.insets)
        guard let solution = secSolve(section, [3]) else { return }
        // Group 330 × 165; items 165 × 165.
        secExpect(solution.secCell(0, 0), secR(20, 10, 165, 165))
        secExpect(solution.secCell(0, 1), secR(185, 10, 165, 165))
        secExpect(solution.secCell(0, 2), secR(20, 175, 165, 165))
        secExpect(solution.contentSize, CGSize(width: 390, height: 370))  // 10 + 2·165 + 30
    }

    // MARK: contentInsetsReference (L2)

    /// Safe area 44 | 30, margins 60 | 50, readable content 100 | 90.
    static let referenceContainer = secContainer(
        safeArea: EdgeInsets(left: 44, right: 30), margins: DirectionalEdgeInsets(leading: 60, trailing: 50),
        readable: DirectionalEdgeInsets(leading: 100, trailing: 90))

    @Test(arguments: [
        (ContentInsetsReference.safeArea, ContentInsetsReference.automatic, CGFloat(44), CGFloat(316)),  // 390 − 44 − 30
        (.automatic, .automatic, 44, 316),  // the configuration's .automatic means .safeArea
        (.none, .automatic, 0, 390),
        (.layoutMargins, .automatic, 60, 280),  // 390 − 60 − 50
        (.readableContent, .automatic, 100, 200),  // 390 − 100 − 90
        (.safeArea, .none, 0, 390),  // the section's own reference wins
        (.none, .safeArea, 44, 316),
        (.none, .layoutMargins, 60, 280),
        (.safeArea, .readableContent, 100, 200),
    ])
    func contentInsetsReference(
        configuration: ContentInsetsReference, section: ContentInsetsReference, x: CGFloat, width: CGFloat
    ) {
        var description = secListSection(height: 50)
        description.contentInsetsReference = section
        guard
            let solution = secSolve(
                description, [2], configuration: LayoutConfiguration(contentInsetsReference: configuration),
                container: Self.referenceContainer)
        else { return }
        secExpect(solution.secCell(0, 0), secR(x, 0, width, 50))
        secExpect(solution.secCell(0, 1), secR(x, 50, width, 50))
    }

    // semantics L2: readable content defaults to the margins
    @Test func readableContentWithoutReadableInsetsUsesTheMargins() {
        var section = secListSection(height: 50)
        section.contentInsetsReference = .readableContent
        let container = secContainer(safeArea: EdgeInsets(left: 44, right: 30), margins: DirectionalEdgeInsets(leading: 60, trailing: 50))
        guard let solution = secSolve(section, [1], container: container) else { return }
        secExpect(solution.secCell(0, 0), secR(60, 0, 280, 50))
    }

    // semantics L2: the reference insets and the section's own insets add up
    @Test func referenceInsetsAndSectionInsetsAddUp() {
        var section = secListSection(height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        section.contentInsetsReference = .layoutMargins
        guard let solution = secSolve(section, [1], container: Self.referenceContainer) else { return }
        // 60 + 10 = 70; 390 − 60 − 50 − 10 − 10 = 260.
        secExpect(solution.secCell(0, 0), secR(70, 0, 260, 50))
    }

    // semantics L1, L2: safe-area insets are physical; leading is the right edge in a right-to-left layout
    @Test func safeAreaInRightToLeft() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .absolute(50), [secItem(.fractionalWidth(0.5), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0))
        let container = secContainer(safeArea: EdgeInsets(left: 44, right: 30))
        guard let solution = secSolve(section, [2], container: container, traits: secTraits(direction: .rightToLeft))
        else { return }
        // Layout container x 44 … 360 (width 316); leading inset 20 from the right: group 296 wide, 44 … 340.
        // Items 148 wide: item 0 at the right, 340 − 148 = 192; item 1 at 192 − 148 = 44.
        secExpect(solution.secCell(0, 0), secR(192, 0, 148, 50))
        secExpect(solution.secCell(0, 1), secR(44, 0, 148, 50))
    }

    // semantics L2: the reference insets shrink the container on all four edges
    @Test func topAndBottomReferenceInsetsShrinkTheContainerHeight() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .fractionalHeight(0.5), [secItem(.fractionalWidth(1), .fractionalHeight(1))]))
        let container = secContainer(safeArea: EdgeInsets(top: 20, left: 0, bottom: 24, right: 0))
        guard let solution = secSolve(section, [2], container: container) else { return }
        // 0.5 · (844 − 20 − 24) = 400.
        // decision: along the scroll axis the reference insets shrink the container but do not move the content
        // (the scroll view's adjusted content inset keeps it clear of the top safe area, as in UIKit), so the
        // first group starts at y = 0.
        secExpect(solution.secCell(0, 0), secR(0, 0, 390, 400))
        secExpect(solution.secCell(0, 1), secR(0, 400, 390, 400))
        secExpect(solution.contentSize, CGSize(width: 390, height: 800))
    }

    // semantics L3: insets are rounded to the pixel before they place anything
    @Test func insetsAndSpacingAreRoundedToPixels() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10.2, leading: 10.1, bottom: 0, trailing: 9.9),
            interGroupSpacing: 4.9)
        guard let solution = secSolve(section, [2], traits: secTraits(scale: 3)) else { return }
        // At 3x: leading 30.3 px → 30 px = 10; trailing 29.7 px → 30 px; width 1170 − 30 − 30 = 1110 px = 370
        // (the unrounded 390 − 20 = 370 agrees); top 30.6 px → 31 px = 31/3; spacing 14.7 px → 15 px = 5.
        secExpect(solution.secCell(0, 0), secR(10, 31.0 / 3, 370, 50))
        // 31 px + 150 px + 15 px = 196 px.
        secExpect(solution.secCell(0, 1), secR(10, 196.0 / 3, 370, 50))
    }
}
