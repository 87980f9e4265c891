import CollectionRendering
import CompositionalLayout
import Foundation
import HeadlessCollectionView
import Testing

@MainActor
final class LabelCell: CollectionCell {
    var title = ""
    var frame: CGRect = .zero
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
    init() {}
    func prepareForReuse() {}
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize { attributes.frame.size }
    func apply(_ attributes: ViewAttributes) { frame = attributes.frame }
}

@MainActor
final class GridSource: CollectionViewDataSource {
    let registration = CellRegistration<LabelCell, String> { cell, _, title in cell.title = title }
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { 40 }
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: "Item \(indexPath[1])")
    }
}

@MainActor
@Suite struct CollectionViewSceneTests {
    @Test func sceneShowsVisibleViewsAtTheOffsetWithSelectionFocusAndContent() throws {
        // Two columns of 40-pt rows in 100 × 100: scrolled to y = 80, rows 2…4 are visible (y 80 … 200).
        let view = CollectionView(
            layout: CollectionLayout(section: gridSection(columns: 2, height: 40)),
            size: CGSize(width: 100, height: 100))
        let source = GridSource()
        view.dataSource = source
        try view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 80)
        try view.selectItem(at: [0, 4])
        try view.setFocus(to: [0, 5])
        let scene = RenderScene(collectionView: view) { _, view in
            (view as? LabelCell).map { cell in
                RenderNode(
                    frame: CGRect(origin: .zero, size: cell.frame.size),
                    content: .text(RenderText(lines: [cell.title])))
            }
        }
        #expect(scene.canvas == CGRect(x: 0, y: 80, width: 100, height: 100))
        #expect(scene.elements.map(\.indexPath) == (4..<10).map { [0, $0] })
        #expect(scene.elements.filter(\.isSelected).map(\.indexPath) == [[0, 4]])
        #expect(scene.elements.filter(\.isFocused).map(\.indexPath) == [[0, 5]])
        #expect(SVGRenderer().render(scene).contains(">Item 9</text>"))
        let terminal = TerminalRenderer(columns: 20, usesColor: false).lines(scene)
        // Row 80 … 120 (item 4 selected, item 5 focused) is the first 4 terminal rows.
        #expect(terminal.first == "╔════════╗┏━━━━━━━━┓")
    }
}
