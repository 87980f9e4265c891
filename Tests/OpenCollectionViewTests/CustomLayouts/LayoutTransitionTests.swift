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

    override func finalizeLayoutTransition() { log.entries.append("\(name) finalize") }

    /// The item at the top of the screen before the transition, kept `topMargin` below the top after it.
    private var anchor: IndexPath?
    var topMargin: CGFloat = 0

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        log.entries.append("\(name) from \((oldLayout as? TransitionLoggingFlowLayout)?.name ?? "?")")
        anchor = oldLayout.collectionView?.indexPathsForVisibleItems.min()
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        log.entries.append("\(name) target \(Int(proposedContentOffset.y))")
        guard let anchor, let attributes = layoutAttributesForItem(at: anchor) else { return proposedContentOffset }
        return CGPoint(x: proposedContentOffset.x, y: attributes.frame.minY - topMargin)
    }
}

@MainActor
@Suite("setCollectionViewLayout: switching between a list and a grid (CL13)")
struct LayoutTransitionTests {
    /// Six items in a 320 × 100 view. The list: 320 × 50 rows, no line spacing (item 4 at y 4 × 50 = 200). The
    /// grid: 100-pt squares, three to a line (3 × 100 + 2 × 10 = 320), lines 10 apart (item 3 at y 110, item 4 at
    /// x 110, y 110; content 2 × 100 + 10 = 210 high). The view proposes the offset that keeps its first visible item in
    /// place (H11); each layout answers that item's origin less a margin of its own (grid 10, list 20).
    @Test func theLayoutsHearTheTransitionAndTheViewTakesTheNewFrames() {
        let log = TransitionLoggingFlowLayout.Log()
        let list = TransitionLoggingFlowLayout(name: "list", itemSize: CGSize(width: 320, height: 50), lineSpacing: 0, log: log)
        let grid = TransitionLoggingFlowLayout(name: "grid", itemSize: CGSize(width: 100, height: 100), lineSpacing: 10, log: log)
        grid.topMargin = 10
        list.topMargin = 20
        let (view, dataSource) = makeCollectionView(layout: list, items: 6, width: 320, height: 100)
        #expect(frame(view, 4) == CGRect(x: 0, y: 200, width: 320, height: 50))
        view.contentOffset = CGPoint(x: 0, y: 200)  // items 4 and 5 on screen
        view.layoutIfNeeded()

        log.entries = []
        var completed: [Bool] = []
        view.setCollectionViewLayout(grid, animated: true) { completed.append($0) }
        #expect(log.entries == [
            "list to grid", "grid from list", "grid prepare", "grid target 110", "list finalize", "grid finalize",
        ])
        #expect(completed == [true])
        #expect(view.collectionViewLayout === grid && grid.collectionView === view && list.collectionView == nil)
        #expect(frame(view, 4) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 210))
        // Proposed: item 4's row at the top, y 110; answered 110 − 10 = 100.
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == [3, 4, 5])

        // Back to the list without animation: the same hooks. On the 100…200 screen the grid shows row 1 (110…210:
        // items 3, 4, 5; row 0 only touches it). The view proposes item 3 10 pt below the top again: its list row
        // 150 − 10 = 140; the list answers 150 − 20 = 130.
        log.entries = []
        view.setCollectionViewLayout(list, animated: false)
        #expect(log.entries == [
            "grid to list", "list from grid", "list prepare", "list target 140", "grid finalize", "list finalize",
        ])
        #expect(frame(view, 4) == CGRect(x: 0, y: 200, width: 320, height: 50))
        #expect(view.contentOffset == CGPoint(x: 0, y: 130))
        // The same layout again changes nothing and completes.
        log.entries = []
        view.setCollectionViewLayout(list, animated: true) { completed.append($0) }
        #expect(log.entries.isEmpty && completed == [true, true])
        _ = dataSource
    }
}
