#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("UICollectionView: nested performBatchUpdates and scroll positions")
struct BatchUpdateFaceTests {
    @Test("a nested performBatchUpdates' completion runs after the outer batch is applied")
    func nestedCompletionWaitsForTheOuterBatch() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: rowsLayout())
        let numbers = MovableNumbers()
        collectionView.dataSource = numbers
        collectionView.layoutIfNeeded()
        var log: [String] = []
        collectionView.performBatchUpdates({
            numbers.numbers.append(4)
            collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
            collectionView.performBatchUpdates(nil) { finished in
                let shown = collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) != nil
                log.append("inner \(finished) \(shown)")
            }
            log.append("updates")
        }) { finished in
            log.append("outer \(finished)")
        }
        #expect(log == ["updates", "outer true", "inner true true"])
    }

    #if !canImport(UIKit)
        @Test func scrollPositionsMapOptionByOption() {
            typealias Position = UICollectionView.ScrollPosition
            #expect(Position.top.itemScrollPosition == .top)
            #expect(Position.centeredVertically.itemScrollPosition == .centeredVertically)
            #expect(Position.bottom.itemScrollPosition == .bottom)
            #expect(Position.left.itemScrollPosition == .left)
            #expect(Position.centeredHorizontally.itemScrollPosition == .centeredHorizontally)
            #expect(Position.right.itemScrollPosition == .right)
            #expect(Position([.bottom, .right]).itemScrollPosition == [.bottom, .right])
            #expect(Position().itemScrollPosition == [])
        }
    #endif
}
