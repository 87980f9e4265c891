import Foundation
import Testing

@testable import CompositionalLayout

/// Section decorations (backgrounds): frames, index paths, zIndex promotion, registration (L13,
/// docs/reference/collection-layout.md rule 7).
@Suite struct SectionDecorationTests {
    /// Header 40, top inset 10, two 50-pt rows, bottom inset 30, footer 25: 205 tall; insets 20 | 40.
    static func section(decorations: [DecorationItem]) -> LayoutSection {
        secListSection(
            height: 50, insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40),
            boundary: [
                secBoundary("header", .top, .fractionalWidth(1), .absolute(40)),
                secBoundary("footer", .bottom, .fractionalWidth(1), .absolute(25)),
            ], decorations: decorations)
    }

    // semantics L13; docs/reference/collection-layout.md rule 7: the whole section, supplementaries and insets
    // included, across the full width
    @Test func backgroundCoversTheWholeSection() {
        guard
            let solution = secSolve(
                Self.section(decorations: [.background(elementKind: "bg")]), [2, 2],
                configuration: LayoutConfiguration(interSectionSpacing: 10), decorationKinds: ["bg"])
        else { return }
        secExpect(solution.secDecoration("bg", 0), secR(0, 0, 390, 205))
        // Section 1 starts after 205 + 10.
        secExpect(solution.secDecoration("bg", 1), secR(0, 215, 390, 205))
        let attributes = solution.attributesForDecorationElement(ofKind: "bg", at: [1, 0])
        #expect(attributes?.category == .decorationView)
        #expect(attributes?.elementKind == "bg")
        #expect(attributes?.indexPath == [1, 0])
        #expect(attributes?.zIndex == 0)
        secExpect(solution.contentSize, CGSize(width: 390, height: 420))
    }

    // semantics L13: the decoration's own content insets
    @Test func decorationContentInsets() {
        let decoration = DecorationItem(
            elementKind: "bg", contentInsets: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        guard let solution = secSolve(Self.section(decorations: [decoration]), [2], decorationKinds: ["bg"]) else {
            return
        }
        // (0, 0, 390, 205) inset: x 6, y 5, width 390 − 6 − 8 = 376, height 205 − 5 − 7 = 193.
        secExpect(solution.secDecoration("bg", 0), secR(6, 5, 376, 193))
    }

    // semantics L13: right-to-left mirrors the decoration's leading/trailing insets
    @Test func decorationContentInsetsInRightToLeft() {
        let decoration = DecorationItem(
            elementKind: "bg", contentInsets: DirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        guard
            let solution = secSolve(
                Self.section(decorations: [decoration]), [2], decorationKinds: ["bg"],
                traits: secTraits(direction: .rightToLeft))
        else { return }
        // Leading 6 is on the right: x = 390 − 6 − 376 = 8.
        secExpect(solution.secDecoration("bg", 0), secR(8, 5, 376, 193))
    }

    // semantics L13: the full width of the layout container (not of the bounds)
    @Test func backgroundSpansTheLayoutContainer() {
        guard
            let solution = secSolve(
                Self.section(decorations: [.background(elementKind: "bg")]), [2], decorationKinds: ["bg"],
                container: secContainer(safeArea: EdgeInsets(left: 44, right: 30)))
        else { return }
        // Layout container x 44 … 360.
        secExpect(solution.secDecoration("bg", 0), secR(44, 0, 316, 205))
        secExpect(solution.secCell(0, 0), secR(64, 50, 256, 50))  // 44 + 20; 316 − 60
    }

    // semantics L13: index path [section, index in decorationItems]
    @Test func severalDecorations() {
        let decorations = [
            DecorationItem(elementKind: "bg"),
            DecorationItem(elementKind: "shadow", zIndex: -1, contentInsets: DirectionalEdgeInsets(all: 2)),
        ]
        guard let solution = secSolve(Self.section(decorations: decorations), [2], decorationKinds: ["bg", "shadow"])
        else { return }
        secExpect(solution.secDecoration("bg", 0, 0), secR(0, 0, 390, 205))
        secExpect(solution.secDecoration("shadow", 0, 1), secR(2, 2, 386, 201))
        #expect(solution.attributesForDecorationElement(ofKind: "shadow", at: [0, 1])?.zIndex == -1)
        #expect(solution.attributesForDecorationElement(ofKind: "shadow", at: [0, 0]) == nil)
        let all = solution.secElements(in: secR(0, 0, 390, 205))
        #expect(all.filter { $0.hasPrefix("decorationView") } == ["decorationView bg [0, 0]", "decorationView shadow [0, 1]"])
    }

    // semantics L13: "all other section items will be automatically promoted to zIndex=1"
    @Test func otherElementsArePromotedToZIndexOne() {
        var plain = Self.section(decorations: [])
        plain.boundarySupplementaryItems[0].zIndex = 0
        var decorated = plain
        decorated.decorationItems = [.background(elementKind: "bg")]
        let (first, second) = (decorated, plain)
        let layout = CollectionLayout(registeredDecorationKinds: ["bg"]) { index, _ in index == 0 ? first : second }
        guard let solution = secSolve(layout, [2, 2]) else { return }
        #expect(solution.attributesForItem(at: [0, 0])?.zIndex == 1)
        #expect(solution.attributesForItem(at: [0, 1])?.zIndex == 1)
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [0, 0])?.zIndex == 1)  // 0 → 1
        #expect(solution.attributesForSupplementaryElement(ofKind: "footer", at: [0, 0])?.zIndex == 1)
        #expect(solution.attributesForDecorationElement(ofKind: "bg", at: [0, 0])?.zIndex == 0)
        // Section 1 has no decoration: nothing is promoted.
        #expect(solution.attributesForItem(at: [1, 0])?.zIndex == 0)
        #expect(solution.attributesForSupplementaryElement(ofKind: "header", at: [1, 0])?.zIndex == 0)
        #expect(solution.attributesForDecorationElement(ofKind: "bg", at: [1, 0]) == nil)
    }

    // semantics L13
    @Test func noDecorationForASectionWithoutExtent() {
        let section = secListSection(height: 50, decorations: [.background(elementKind: "bg")])
        guard
            let solution = secSolve(
                section, [1, 0, 1], configuration: LayoutConfiguration(interSectionSpacing: 10),
                decorationKinds: ["bg"])
        else { return }
        secExpect(solution.secDecoration("bg", 0), secR(0, 0, 390, 50))
        #expect(solution.attributesForDecorationElement(ofKind: "bg", at: [1, 0]) == nil)
        // The empty section still takes its spacing (L8): 50 + 10 + 0 + 10.
        secExpect(solution.secDecoration("bg", 2), secR(0, 70, 390, 50))
        #expect(!solution.secElements(in: secR(0, 0, 390, 120)).contains("decorationView bg [1, 0]"))
    }

    // semantics L13, L15
    @Test func unregisteredKindIsAnError() {
        let layout = CollectionLayout(
            section: Self.section(decorations: [.background(elementKind: "shadow")]), registeredDecorationKinds: ["bg"])
        let error = secSolveError(layout, [2])
        #expect(error?.reason == .unregisteredDecorationKind("shadow"))
        #expect(error?.section == 0)
    }

    // semantics L13: the background of an orthogonal section covers the section, not its scrolled content
    @Test func backgroundOfAnOrthogonalSection() {
        var section = LayoutSection(
            group: secRow(.absolute(200), .absolute(150), [secItem(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(all: 8), interGroupSpacing: 15,
            orthogonalScrollingBehavior: .continuous, decorationItems: [.background(elementKind: "bg")])
        section.boundarySupplementaryItems = [secBoundary("header", .top, .fractionalWidth(1), .absolute(40))]
        guard let solution = secSolve(section, [5], decorationKinds: ["bg"]) else { return }
        // 40 + 8 + 150 + 8 = 206 tall, the container's width.
        secExpect(solution.secDecoration("bg", 0), secR(0, 0, 390, 206))
    }
}
