import OpenCollectionView
import Testing

/// Batch updates and diffable applies animate on the test clock in a window: each cell's presentation goes from
/// its initial to its final attributes over UIKit's 0.3 s, ease in-out, and the completion runs at the end
/// (semantics AN11). Rows of 50 points in a 390 × 800 collection view.
@MainActor
@Suite("Collection view updates animate on the clock")
struct UpdateAnimationFaceOnlyTests {
    func windowed(_ collectionView: UICollectionView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return window
    }

    @Test func aBatchInsertMovesTheRowsBelowAndFadesTheNewOneIn() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 800), collectionViewLayout: rowsLayout())
        let numbers = MovableNumbers()
        collectionView.dataSource = numbers
        let window = windowed(collectionView)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        var finished: [Bool] = []
        collectionView.performBatchUpdates({
            numbers.numbers.insert(9, at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished.append($0) })
        let inserted = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        #expect(first.frame.minY == 50)  // the model, at once
        #expect(first.presentationFrame.minY == 0)  // 0 %
        #expect(inserted.presentationAlpha == 0)
        clock.advance(by: 0.15)
        // Half of 0.3 s on the symmetric ease in-out: half way, 0 + 50 × 0.5 = 25; alpha 0 + 1 × 0.5.
        #expect(abs(first.presentationFrame.minY - 25) < 1e-9)
        #expect(abs(inserted.presentationAlpha - 0.5) < 1e-9)
        #expect(finished.isEmpty)
        clock.advance(by: 0.15)
        #expect(finished == [true])
        #expect(first.presentationFrame.minY == 50)
        #expect(inserted.presentationAlpha == 1)
        withExtendedLifetime(window) {}
    }

    @Test func anAnimatedApplyCompletesAfterItsDurationAndADeletedCellFadesOut() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 4, width: 390, height: 800)
        let window = windowed(collectionView)
        let leaving = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        let last = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([1])
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(!completed)
        clock.advance(by: 0.15)
        // The deleted row fades where it was (alpha 1 → 0, half way 0.5); the last row rises from 150 to 100: 125.
        #expect(abs(leaving.presentationAlpha - 0.5) < 1e-9)
        #expect(leaving.presentationFrame.minY == 50)
        #expect(abs(last.presentationFrame.minY - 125) < 1e-9)
        clock.advance(by: 0.15)
        #expect(completed)
        withExtendedLifetime(window) {}
    }

    @Test func outsideAWindowOrWithoutAnimationTheCompletionRunsAtOnce() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 4, width: 390, height: 800)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([0])
        var completions = 0
        dataSource.apply(snapshot, animatingDifferences: true) { completions += 1 }
        #expect(completions == 1)
        let window = windowed(collectionView)
        snapshot.deleteItems([1])
        dataSource.apply(snapshot, animatingDifferences: false) { completions += 1 }
        #expect(completions == 2)
        snapshot.deleteItems([2])
        UIView.performWithoutAnimation { dataSource.apply(snapshot, animatingDifferences: true) { completions += 1 } }
        #expect(completions == 3)
        withExtendedLifetime(window) {}
    }

    @Test func aSecondUpdateGoesOnFromWhatIsShownAndBothCompletionsRun() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let (collectionView, dataSource) = makeCollectionView(layout: rowsLayout(), items: 4, width: 390, height: 800)
        let window = windowed(collectionView)
        let last = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))!
        var log: [String] = []
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([0])
        dataSource.apply(snapshot, animatingDifferences: true) { log.append("first") }
        clock.advance(by: 0.15)  // the last row shows at 125
        snapshot.deleteItems([1])
        dataSource.apply(snapshot, animatingDifferences: true) { log.append("second") }
        #expect(abs(last.presentationFrame.minY - 125) < 1e-9)  // it goes on from where it is shown
        clock.advance(by: 0.15)
        // The first apply's end (its deleted row's fade ran to the end; the rows it moved were taken over).
        #expect(log == ["first"])
        // From 125 to 50 (two rows deleted above it), half way: 87.5.
        #expect(abs(last.presentationFrame.minY - 87.5) < 1e-9)
        clock.runUntilIdle()
        #expect(log == ["first", "second"])
        #expect(last.presentationFrame.minY == 50)
        withExtendedLifetime(window) {}
    }

    /// A flow layout whose inserted items slide in from 100 points to the left and whose deleted items drop 100
    /// points, as custom layouts override the appearing and disappearing attributes.
    final class SlidingLayout: UICollectionViewFlowLayout {
        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            else { return nil }
            attributes.frame.origin.x -= 100
            attributes.alpha = 0
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            else { return nil }
            attributes.frame.origin.y += 100
            return attributes
        }
    }

    @Test func aCustomLayoutsInitialAndFinalAttributesAreAnimated() {
        let clock = TestAnimationClock.install()
        defer { clock.uninstall() }
        let layout = SlidingLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 3, width: 390, height: 800)
        let window = windowed(collectionView)
        let leaving = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([2])
        snapshot.appendItems([7])
        dataSource.apply(snapshot, animatingDifferences: true)
        let arriving = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(arriving !== leaving)
        // The new row 2 ends at (0, 100); it starts 100 points to the left: x = −100, alpha 0.
        #expect(arriving.presentationFrame.minX == -100 && arriving.presentationAlpha == 0)
        clock.advance(by: 0.15)
        // Half way: x = −100 + 100 × 0.5 = −50; the leaving row drops from y = 100 towards 200: 150.
        #expect(abs(arriving.presentationFrame.minX + 50) < 1e-9)
        #expect(abs(leaving.presentationFrame.minY - 150) < 1e-9)
        clock.runUntilIdle()
        #expect(arriving.presentationFrame.minX == 0 && arriving.presentationAlpha == 1)
        withExtendedLifetime(window) {}
    }
}
