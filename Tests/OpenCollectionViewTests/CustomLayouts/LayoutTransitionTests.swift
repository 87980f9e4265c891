#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A flow layout that notes its transition hooks and preparations in a shared log, under a name.
final class TransitionLoggingFlowLayout: UICollectionViewFlowLayout {
    let name: String
    let log: Log

    final class Log { var entries: [String] = [] }

    init(name: String, itemSize: CGSize, lineSpacing: CGFloat, log: Log) {
        self.name = name
        self.log = log
        super.init()
        self.itemSize = itemSize
        minimumLineSpacing = lineSpacing
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        log.entries.append("\(name) prepare")
        super.prepare()
    }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        log.entries.append("\(name) to \((newLayout as? TransitionLoggingFlowLayout)?.name ?? "?")")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        log.entries.append("\(name) from \((oldLayout as? TransitionLoggingFlowLayout)?.name ?? "?")")
    }

    override func finalizeLayoutTransition() { log.entries.append("\(name) finalize") }
}

@MainActor
@Suite("setCollectionViewLayout: switching between a list and a grid (CL13)")
struct LayoutTransitionTests {
    /// Six items in a 320 × 600 view. The list: 320 × 50 rows, no line spacing (item 4 at y 4 × 50 = 200). The
    /// grid: 100-pt squares, three to a line (3 × 100 + 2 × 10 = 320), lines 10 apart (item 4: column 1, row 1 at
    /// x 110, y 110; content 2 × 100 + 10 = 210 high).
    @Test func theLayoutsHearTheTransitionAndTheViewTakesTheNewFrames() {
        let log = TransitionLoggingFlowLayout.Log()
        let list = TransitionLoggingFlowLayout(name: "list", itemSize: CGSize(width: 320, height: 50), lineSpacing: 0, log: log)
        let grid = TransitionLoggingFlowLayout(name: "grid", itemSize: CGSize(width: 100, height: 100), lineSpacing: 10, log: log)
        let (view, dataSource) = makeCollectionView(layout: list, items: 6, width: 320, height: 600)
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 0, y: 200, width: 320, height: 50))

        log.entries = []
        var completed: [Bool] = []
        view.setCollectionViewLayout(grid, animated: true) { completed.append($0) }
        #expect(log.entries == ["list to grid", "grid from list", "grid prepare", "list finalize", "grid finalize"])
        #expect(completed == [true])
        #expect(view.collectionViewLayout === grid && grid.collectionView === view && list.collectionView == nil)
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 210))

        // Back to the list without animation: the same hooks; the same layout again changes nothing.
        log.entries = []
        view.setCollectionViewLayout(list, animated: false)
        #expect(log.entries == ["grid to list", "list from grid", "list prepare", "grid finalize", "list finalize"])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 0, y: 200, width: 320, height: 50))
        log.entries = []
        view.setCollectionViewLayout(list, animated: true) { completed.append($0) }
        #expect(log.entries.isEmpty && completed == [true, true])
        _ = dataSource
    }
}
