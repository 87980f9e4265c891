#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// 100-pt rows whose moving item may only land on an even row (a layout with paired slots), or, with `offTheEnd`,
/// answers a target past the last item.
final class EvenSlotRowsLayout: TintedRowsLayout {
    var offTheEnd = false
    var asked: [String] = []

    override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        let proposed = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        asked.append("\(previousIndexPath.item) at \(Int(position.y)): \(proposed.item)")
        return IndexPath(item: offTheEnd ? 99 : proposed.item / 2 * 2, section: 0)
    }
}

@MainActor
@Suite struct InteractiveMovementLayoutTests {
    /// Numbers 0…3 in 100-pt rows. Moving 0 over row 3 (y 350): the base proposes 3, the layout snaps to 2, and the
    /// data source moves 0 → 2. Over no row (y 900) the base keeps the current target.
    @Test func theLayoutChoosesWhereTheMovingItemLands() {
        let layout = EvenSlotRowsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let numbers = MovableNumbers()
        view.dataSource = numbers
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 350))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 900))
        #expect(layout.asked == ["0 at 350: 3", "2 at 900: 2"])
        view.endInteractiveMovement()
        #expect(numbers.moves == ["0 → 2"])
        #expect(numbers.numbers == [1, 2, 0, 3])

        // A target that is not an item is ignored: the movement keeps its target, here the item itself.
        layout.offTheEnd = true
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 50))
        view.endInteractiveMovement()
        #expect(numbers.moves == ["0 → 2"])
    }
}
