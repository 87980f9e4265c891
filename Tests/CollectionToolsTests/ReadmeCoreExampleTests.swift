import CollectionRendering
import CompositionalLayout
import Foundation
import LayoutData
import Testing

// The README's example for users of the core modules, verbatim but for the print, so that it keeps compiling.
@Test func readmeCoreExample() throws {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(0.2)), subitems: [.item(item)])
    let layout = CollectionLayout(section: LayoutSection(group: group))
    let solution = try LayoutSolution(
        layout: layout, itemCounts: [1_000_000], container: CollectionContainer(size: CGSize(width: 428, height: 926)))
    let visible = solution.attributesForElements(in: CGRect(x: 0, y: 5_000, width: 428, height: 926))   // O(visible)

    // A picture of the screen scrolled to y = 5000, for a browser or a terminal.
    let screen = RenderScene(layout: solution, canvas: CGRect(x: 0, y: 5_000, width: 428, height: 926))
    let svg = SVGRenderer().render(screen)
    let picture = TerminalRenderer(columns: 60).render(screen)

    // The same layout as JSON, as a server would send it to a client (docs/layout-spec.md).
    let json = try LayoutSpec(layout: layout, itemCounts: [40], container: CollectionContainer(size: CGSize(width: 428, height: 926))).encoded()
    let decoded = try LayoutSpec.decode(json)     // errors name the JSON path: sections[0].group.size.width…

    // Rows of 85.6 → 85.667 pt (whole pixels at 3x): y = 5000 … 5926 meets rows 58 … 69, 5 items each.
    #expect(visible.count == screen.elements.count)
    #expect(svg.contains("data-index=\"0-290\""))
    #expect(!picture.isEmpty)
    #expect(decoded.sections.first?.items == 40)
}
