import Foundation
import Testing

@testable import CompositionalLayout

/// Section headers, footers and side views (L10, L11).
@Suite struct SectionBoundarySupplementaryTests {
    // semantics L10, L11
    @Test func headerInsetsGroupsAndFooter() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40),
            boundary: [
                secBoundary("header", .top, .fractionalWidth(1), .absolute(40)),
                secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(25)),
            ])
        guard let solution = secSolve(section, [2]) else { return }
        // Header first (it follows the leading/trailing insets: 390 − 20 − 40 = 330), then the top inset.
        secExpect(solution.secSupp("header", 0), secR(20, 0, 330, 40))
        secExpect(solution.secCell(0, 0), secR(20, 50, 330, 50))  // 40 + 10
        secExpect(solution.secCell(0, 1), secR(20, 100, 330, 50))
        secExpect(solution.secSupp("footer", 0), secR(20, 180, 330, 25))  // 150 + 30
        secExpect(solution.contentSize, CGSize(width: 390, height: 205))
        let header = solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0])
        #expect(header?.category == .supplementaryView)
        #expect(header?.elementKind == "header")
        #expect(header?.indexPath == [0, 0])
        #expect(header?.zIndex == 1)  // boundary supplementaries default to 1
        #expect(header?.isPinnedToVisibleBounds == false)
        #expect(solution.attributesForItem(at: [0, 0])?.zIndex == 0)
    }

    /// Content x 20 … 350 (insets 20 | 40), two 50-pt rows: the content area is y 0 … 100 without extending items.
    static func alignmentSection(_ alignment: RectAlignment, extends: Bool) -> LayoutSection {
        secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40),
            boundary: [secBoundary("s", alignment, .absolute(100), .absolute(40), extends: extends)])
    }

    // semantics L11: all nine alignments, extending the boundary (the default)
    @Test(arguments: [
        // alignment, supplementary frame, first item's y, content height
        (RectAlignment.top, secR(135, 0, 100, 40), CGFloat(40), CGFloat(140)),  // x = 20 + (330 − 100) / 2
        (.topLeading, secR(20, 0, 100, 40), 40, 140),
        (.topTrailing, secR(250, 0, 100, 40), 40, 140),  // 350 − 100
        (.bottom, secR(135, 100, 100, 40), 0, 140),  // after the two rows
        (.bottomLeading, secR(20, 100, 100, 40), 0, 140),
        (.bottomTrailing, secR(250, 100, 100, 40), 0, 140),
        (.leading, secR(20, 30, 100, 40), 0, 100),  // overlays, centred vertically: (100 − 40) / 2
        (.trailing, secR(250, 30, 100, 40), 0, 100),
        (.none, secR(135, 30, 100, 40), 0, 100),  // centred both ways
    ])
    func alignmentExtendingTheBoundary(alignment: RectAlignment, frame: CGRect, firstItemY: CGFloat, height: CGFloat) {
        guard let solution = secSolve(Self.alignmentSection(alignment, extends: true), [2]) else { return }
        secExpect(solution.secSupp("s", 0), frame, "\(alignment)")
        secExpect(solution.secCell(0, 0), secR(20, firstItemY, 330, 50), "\(alignment) item 0")
        secExpect(solution.contentSize, CGSize(width: 390, height: height), "\(alignment) content size")
    }

    // semantics L11: extendsBoundary == false overlays the content area at the named edge
    @Test(arguments: [
        (RectAlignment.top, secR(135, 0, 100, 40)),
        (.topLeading, secR(20, 0, 100, 40)),
        (.topTrailing, secR(250, 0, 100, 40)),
        (.bottom, secR(135, 60, 100, 40)),  // 100 − 40
        (.bottomLeading, secR(20, 60, 100, 40)),
        (.bottomTrailing, secR(250, 60, 100, 40)),
        (.leading, secR(20, 30, 100, 40)),
        (.trailing, secR(250, 30, 100, 40)),
        (.none, secR(135, 30, 100, 40)),
    ])
    func alignmentOverlayingTheContent(alignment: RectAlignment, frame: CGRect) {
        guard let solution = secSolve(Self.alignmentSection(alignment, extends: false), [2]) else { return }
        secExpect(solution.secSupp("s", 0), frame, "\(alignment)")
        secExpect(solution.secCell(0, 0), secR(20, 0, 330, 50), "\(alignment) item 0")
        secExpect(solution.contentSize, CGSize(width: 390, height: 100), "\(alignment) content size")
    }

    // semantics L11
    @Test func overlaysCoverTheContentInsets() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40),
            boundary: [
                secBoundary("side", .leading, .absolute(100), .absolute(40)),
                secBoundary("badge", .top, .absolute(100), .absolute(20), extends: false),
            ])
        guard let solution = secSolve(section, [2]) else { return }
        // decision: the "content area" that overlays use is the section between its extending boundary items,
        // top and bottom content insets included (like the section background, L13): y 0 … 140. A leading item
        // is centred in it, (140 − 40) / 2 = 50; a non-extending top item sits at 0. Across the scroll axis the
        // area still follows the leading/trailing insets (x 20 … 350).
        secExpect(solution.secSupp("side", 0), secR(20, 50, 100, 40))
        secExpect(solution.secSupp("badge", 0), secR(135, 0, 100, 20))
        secExpect(solution.contentSize, CGSize(width: 390, height: 140))  // 10 + 100 + 30: overlays add nothing
    }

    // semantics L11: offset moves the item after placement, without changing the extent
    @Test func offsetMovesTheItemOnly() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40),
            boundary: [
                secBoundary("header", .top, .absolute(100), .absolute(40), offset: CGPoint(x: 5, y: 7)),
                secBoundary("footer", .bottomLeading, .absolute(100), .absolute(30), offset: CGPoint(x: -3, y: -10)),
            ])
        guard let solution = secSolve(section, [2]) else { return }
        secExpect(solution.secSupp("header", 0), secR(140, 7, 100, 40))  // (135, 0) + (5, 7)
        secExpect(solution.secCell(0, 0), secR(20, 40, 330, 50))
        secExpect(solution.secSupp("footer", 0), secR(17, 130, 100, 30))  // (20, 140) + (−3, −10)
        secExpect(solution.contentSize, CGSize(width: 390, height: 170))  // 40 + 100 + 30
    }

    // semantics L11: supplementariesFollowContentInsets
    @Test(arguments: [
        (true, LayoutDimension.fractionalWidth(1), RectAlignment.top, secR(20, 0, 330, 40)),
        (false, .fractionalWidth(1), .top, secR(0, 0, 390, 40)),
        (true, .fractionalWidth(0.5), .topLeading, secR(20, 0, 165, 40)),  // 0.5 · 330
        (false, .fractionalWidth(0.5), .topLeading, secR(0, 0, 195, 40)),  // 0.5 · 390
        (true, .fractionalWidth(0.5), .topTrailing, secR(185, 0, 165, 40)),  // 350 − 165
        (false, .fractionalWidth(0.5), .topTrailing, secR(195, 0, 195, 40)),  // 390 − 195
    ])
    func followingContentInsets(follows: Bool, width: LayoutDimension, alignment: RectAlignment, frame: CGRect) {
        var section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40),
            boundary: [secBoundary("header", alignment, width, .absolute(40))])
        section.supplementariesFollowContentInsets = follows
        guard let solution = secSolve(section, [1]) else { return }
        secExpect(solution.secSupp("header", 0), frame)
        secExpect(solution.secCell(0, 0), secR(20, 40, 330, 50))  // the items keep their insets
    }

    // semantics L11: an explicit supplementaryContentInsetsReference ignores the section's content insets
    @Test(arguments: [
        (ContentInsetsReference.automatic, true, CGFloat(64), CGFloat(256)),  // 44 + 20; 316 − 20 − 40
        (.automatic, false, 44, 316),  // the section's reference container: 390 − 44 − 30
        (.none, true, 0, 390),
        (.safeArea, true, 44, 316),
        (.layoutMargins, true, 60, 280),  // 390 − 60 − 50
        (.readableContent, false, 60, 280),  // no readable insets: the margins
    ])
    func supplementaryContentInsetsReference(
        reference: ContentInsetsReference, follows: Bool, x: CGFloat, width: CGFloat
    ) {
        var section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40),
            boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))])
        section.supplementaryContentInsetsReference = reference
        section.supplementariesFollowContentInsets = follows
        let container = secContainer(
            safeArea: EdgeInsets(left: 44, right: 30), margins: DirectionalEdgeInsets(leading: 60, trailing: 50))
        guard let solution = secSolve(section, [1], container: container) else { return }
        secExpect(solution.secSupp("header", 0), secR(x, 0, width, 40))
        secExpect(solution.secCell(0, 0), secR(64, 40, 256, 50))  // items: safe area + section insets
    }

    // semantics L10: headers stack in declaration order, then the top inset; footers after the bottom inset
    @Test func headersAndFootersStack() {
        let section = secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0),
            boundary: [
                secBoundary("f1", .bottom, .fractionalWidth(1), .absolute(10)),
                secBoundary("h1", .topLeading, .absolute(100), .absolute(30)),
                secBoundary("f2", .bottom, .fractionalWidth(1), .absolute(15)),
                secBoundary("h2", .top, .absolute(100), .absolute(20)),
            ])
        guard let solution = secSolve(section, [1]) else { return }
        secExpect(solution.secSupp("h1", 0), secR(0, 0, 100, 30))
        secExpect(solution.secSupp("h2", 0), secR(145, 30, 100, 20))  // (390 − 100) / 2, below h1
        secExpect(solution.secCell(0, 0), secR(0, 60, 390, 50))  // 30 + 20 + 10
        secExpect(solution.secSupp("f1", 0), secR(0, 115, 390, 10))  // 110 + 5
        secExpect(solution.secSupp("f2", 0), secR(0, 125, 390, 15))
        secExpect(solution.contentSize, CGSize(width: 390, height: 140))
    }

    // semantics L11: index path [section, 0]
    @Test func indexPathsAreSectionAndZero() {
        let section = secListSection(
            height: 50, boundary: [secBoundary("header", .top, .fractionalWidth(1), .absolute(40), zIndex: 7)])
        guard let solution = secSolve(section, [1, 2, 1]) else { return }
        for index in 0..<3 {
            let attributes = solution.attributesForSupplementaryElement(ofKind: "header", at: [index, 0])
            #expect(attributes?.indexPath == [index, 0])
            #expect(attributes?.zIndex == 7)
        }
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [1, 1]) == nil)
        #expect(solution.attributesForSupplementaryElement(ofKind: "footer", at: [1, 0]) == nil)
        // Sections at 0 (40 + 50), 90 (40 + 100), 230 (40 + 50).
        secExpect(solution.secSupp("header", 1), secR(0, 90, 390, 40))
        secExpect(solution.secCell(1, 1), secR(0, 180, 390, 50))
        secExpect(solution.secSupp("header", 2), secR(0, 230, 390, 40))
        secExpect(solution.contentSize, CGSize(width: 390, height: 320))
    }

    // semantics L9: an estimated header self-sizes on its estimated axis only
    @Test func estimatedHeaderIsMeasured() throws {
        let section = secListSection(
            height: 50, boundary: [secBoundary("header", .top, .fractionalWidth(1), .estimated(40))])
        guard var solution = secSolve(section, [2, 2]) else { return }
        secExpect(solution.secSupp("header", 0), secR(0, 0, 390, 40))
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0])?.selfSizingAxes == .vertical)
        secExpect(solution.secSupp("header", 1), secR(0, 140, 390, 40))  // 40 + 2·50

        // The measured width is ignored: the width is not estimated.
        let moved = try solution.setMeasuredSize(
            CGSize(width: 300, height: 64), forSupplementaryElementOfKind: "header", at: [0, 0])
        #expect(moved)
        secExpect(solution.secSupp("header", 0), secR(0, 0, 390, 64))
        secExpect(solution.secCell(0, 0), secR(0, 64, 390, 50))
        secExpect(solution.secCell(0, 1), secR(0, 114, 390, 50))
        secExpect(solution.secSupp("header", 1), secR(0, 164, 390, 40))  // 64 + 100; section 1 keeps its estimate
        secExpect(solution.secCell(1, 0), secR(0, 204, 390, 50))
        secExpect(solution.contentSize, CGSize(width: 390, height: 304))  // 164 + 40 + 100

        let movedAgain = try solution.setMeasuredSize(
            CGSize(width: 300, height: 64), forSupplementaryElementOfKind: "header", at: [0, 0])
        #expect(!movedAgain)
    }
}
