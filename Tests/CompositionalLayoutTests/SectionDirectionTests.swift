import Foundation
import Testing

@testable import CompositionalLayout

/// Sections in a horizontally scrolling layout and in a right-to-left layout (L1, L10, L11).
@Suite struct SectionDirectionTests {
    static let horizontal = LayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: 20)

    /// Columns 150 wide and as tall as the container less the top/bottom insets, of two half-height items.
    static func columnSection(
        insets: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 7),
        boundary: [BoundarySupplementaryItem] = []
    ) -> LayoutSection {
        LayoutSection(
            group: secColumn(.absolute(150), .fractionalHeight(1), [secItem(.fractionalWidth(1), .fractionalHeight(0.5))]),
            contentInsets: insets, boundarySupplementaryItems: boundary)
    }

    // semantics L1, L2, L10: sections side by side; the group's cross axis (height) less the top/bottom insets
    @Test func horizontalSectionsSitSideBySide() {
        guard let solution = secSolve(Self.columnSection(), [3, 3], configuration: Self.horizontal) else { return }
        // Group 150 × (844 − 20) = 824; items 150 × 412. Section 0: leading 5, two columns, trailing 7 → 0 … 312.
        secExpect(solution.secCell(0, 0), secR(5, 10, 150, 412))
        secExpect(solution.secCell(0, 1), secR(5, 422, 150, 412))
        secExpect(solution.secCell(0, 2), secR(155, 10, 150, 412))
        // Section 1 at 312 + 20 = 332.
        secExpect(solution.secCell(1, 0), secR(337, 10, 150, 412))
        secExpect(solution.secCell(1, 2), secR(487, 10, 150, 412))
        secExpect(solution.sectionFrame(1), secR(332, 0, 312, 844))
        // decision: across the scroll axis the content size is the bounds' size (here its height).
        secExpect(solution.contentSize, CGSize(width: 644, height: 844))
    }

    // semantics L11: when scrolling sideways, leading/trailing items extend the section and top/bottom overlay it
    @Test func horizontalBoundarySupplementaries() {
        let section = Self.columnSection(
            insets: DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0),
            boundary: [
                secBoundary("leading", .leading, .absolute(40), .absolute(100)),
                secBoundary("trailing", .trailing, .absolute(30), .fractionalHeight(1)),
                secBoundary("top", .top, .absolute(100), .absolute(20)),
                secBoundary("bottom", .bottom, .absolute(100), .absolute(20)),
            ])
        guard let solution = secSolve(section, [3], configuration: Self.horizontal) else { return }
        // The supplementary area across the scroll axis: y 10 … 834 (height 824).
        // Leading header first, centred across: 10 + (824 − 100) / 2 = 372.
        secExpect(solution.secSupp("leading", 0), secR(0, 372, 40, 100))
        // Groups from x = 40: columns 40 … 190 and 190 … 340.
        secExpect(solution.secCell(0, 0), secR(40, 10, 150, 412))
        secExpect(solution.secCell(0, 2), secR(190, 10, 150, 412))
        secExpect(solution.secSupp("trailing", 0), secR(340, 10, 30, 824))  // after the content; 1 · 824 tall
        // Top overlays the content area between the extending items (x 40 … 340), centred: 40 + (300 − 100) / 2 = 140.
        secExpect(solution.secSupp("top", 0), secR(140, 10, 100, 20))
        // Bottom overlays the bottom of the area, centred along the band: y = 834 − 20.
        secExpect(solution.secSupp("bottom", 0), secR(140, 814, 100, 20))
        secExpect(solution.contentSize, CGSize(width: 370, height: 844))
    }

    // semantics L1: a right-to-left layout mirrors frames across the content width
    @Test func rightToLeftSection() {
        let section = LayoutSection(
            group: secRow(.fractionalWidth(1), .absolute(50), [secItem(.fractionalWidth(0.5), .fractionalHeight(1))]),
            contentInsets: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 40),
            boundarySupplementaryItems: [secBoundary("header", .topLeading, .absolute(100), .absolute(40))],
            decorationItems: [.background(elementKind: "bg")])
        guard
            let solution = secSolve(
                section, [3], decorationKinds: ["bg"], traits: secTraits(direction: .rightToLeft))
        else { return }
        // Left to right: header (20, 0), items (20, 40), (185, 40), (20, 90), each 165 wide. Mirrored: 390 − x − w.
        secExpect(solution.secSupp("header", 0), secR(270, 0, 100, 40))  // 390 − 20 − 100
        secExpect(solution.secCell(0, 0), secR(205, 40, 165, 50))  // 390 − 20 − 165
        secExpect(solution.secCell(0, 1), secR(40, 40, 165, 50))  // 390 − 185 − 165
        secExpect(solution.secCell(0, 2), secR(205, 90, 165, 50))
        secExpect(solution.secDecoration("bg", 0), secR(0, 0, 390, 140))
        secExpect(solution.sectionFrame(0), secR(0, 0, 390, 140))
    }

    // semantics L1: right to left in a horizontally scrolling layout mirrors across the whole content width
    @Test func rightToLeftHorizontalLayout() {
        guard
            let solution = secSolve(
                Self.columnSection(), [3, 3], configuration: Self.horizontal, traits: secTraits(direction: .rightToLeft))
        else { return }
        // Content 644 wide; section 0 starts at the right: x' = 644 − x − w.
        secExpect(solution.secCell(0, 0), secR(489, 10, 150, 412))  // 644 − 5 − 150
        secExpect(solution.secCell(0, 2), secR(339, 10, 150, 412))  // 644 − 155 − 150
        secExpect(solution.secCell(1, 0), secR(157, 10, 150, 412))  // 644 − 337 − 150
        secExpect(solution.secCell(1, 2), secR(7, 10, 150, 412))  // 644 − 487 − 150
        secExpect(solution.contentSize, CGSize(width: 644, height: 844))
    }
}
