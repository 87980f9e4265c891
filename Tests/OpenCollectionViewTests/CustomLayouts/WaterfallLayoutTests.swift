#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
    import SampleLayouts
#endif
import Testing

/// Photo heights 100, 150, 80, 120, 60 (then again): with a padding of 6 each cell is 12 taller than its photo.
let photoHeights: [CGFloat] = [100, 150, 80, 120, 60, 100, 150, 80, 120, 60]

@MainActor
@Suite("A custom waterfall layout (UICollectionViewLayout subclass) under UICollectionView")
struct WaterfallLayoutTests {
    /// 390 wide, two columns of 195; each photo goes into the shortest column, its frame inset by 6:
    /// 0: column 0 at y 0, 112 tall → (6, 6, 183, 100); column 0 ends at 112.
    /// 1: column 1 at 0, 162 tall → (201, 6, 183, 150); column 1 ends at 162.
    /// 2: column 0 (112 < 162) → (6, 118, 183, 80); column 0 ends at 204.
    /// 3: column 1 (162 < 204) → (201, 168, 183, 120); column 1 ends at 294.
    /// 4: column 0 (204) → (6, 210, 183, 60); column 0 ends at 276.
    /// Content: 390 × max(276, 294) = 294.
    @Test func photosFillTheShortestColumn() {
        let wall = PhotoWall(photos: Array(photoHeights[0..<5]))
        let view = wall.collectionView
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 6, y: 6, width: 183, height: 100))
        #expect(frame(view, 1) == CGRect(x: 201, y: 6, width: 183, height: 150))
        #expect(frame(view, 2) == CGRect(x: 6, y: 118, width: 183, height: 80))
        #expect(frame(view, 3) == CGRect(x: 201, y: 168, width: 183, height: 120))
        #expect(frame(view, 4) == CGRect(x: 6, y: 210, width: 183, height: 60))
        #expect(view.contentSize == CGSize(width: 390, height: 294))
        // The cells are where the layout put them, and got its custom attributes (a copy, as UIKit hands out).
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0)) as? PhotoCell
        #expect(cell?.frame == CGRect(x: 201, y: 168, width: 183, height: 120))
        #expect(cell?.photoHeight == 120)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
    }

    /// prepare() runs once for the first layout (after an invalidation of everything and the counts, as a reload
    /// does), not again for scrolling (the base `shouldInvalidateLayout(forBoundsChange:)` is false), and once after
    /// `invalidateLayout()`, before the next query.
    @Test func prepareRunsAtTheFirstLayoutAndAfterEveryInvalidation() {
        let wall = PhotoWall(photos: photoHeights, size: CGSize(width: 390, height: 200))
        let view = wall.collectionView
        view.layoutIfNeeded()
        #expect(wall.layout.calls == ["invalidate everything counts", "prepare"])
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(wall.layout.calls == ["invalidate everything counts", "prepare"])
        wall.layout.invalidateLayout()
        #expect(wall.layout.calls.last == "invalidate everything")
        view.layoutIfNeeded()
        #expect(wall.layout.calls.suffix(2) == ["invalidate everything", "prepare"])
        #expect(frame(view, 9) == CGRect(x: 6, y: 486, width: 183, height: 60))
    }

    /// Ten photos: continuing the columns above (0 ends at 276, 1 at 294):
    /// 5 → column 0 (6, 282, 183, 100), ends 388; 6 → column 1 (201, 300, 183, 150), ends 456;
    /// 7 → column 0 (6, 394, 183, 80), ends 480; 8 → column 1 (201, 462, 183, 120), ends 588;
    /// 9 → column 0 (6, 486, 183, 60), ends 552. Content 588 high.
    /// Scrolled to y 300 in a 200-pt-high view, the visible rect is y 300…500: photos 5 (282…382), 6 (300…450),
    /// 7 (394…474), 8 (462…582) and 9 (486…546) overlap it; 4 (210…270) does not.
    @Test func scrollingShowsThePhotosInTheVisibleRect() {
        let wall = PhotoWall(photos: photoHeights, size: CGSize(width: 390, height: 200))
        let view = wall.collectionView
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 390, height: 588))
        // At rest the visible rect is y 0…200: photo 4 (210…270) is below it.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [5, 6, 7, 8, 9])
        #expect(view.cellForItem(at: IndexPath(item: 8, section: 0))?.frame == CGRect(x: 201, y: 462, width: 183, height: 120))
        // The layout's own query answers for any rect, as the layout computes it.
        let inRect = view.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(inRect?.map(\.indexPath.item) == [0, 1])
    }

    /// A photo inserted at the top through the diffable data source: the layout is invalidated for its counts,
    /// prepares, hears the update items, is asked where the new photo starts (its own attributes, alpha 0, scaled
    /// by a half) and is finalized. The old photos move down one place in the columns:
    /// new 0 (photo 5, height 40) → column 0 (6, 6, 183, 40), column 0 ends at 52; old 0 (photo 0, 100) →
    /// column 1 (201, 6, 183, 100), ends 112; old 1 (150) → column 0 (6, 58, 183, 150).
    @Test func anInsertedPhotoGrowsFromItsCentre() throws {
        let wall = PhotoWall(photos: [100, 150, 80])
        let view = wall.collectionView
        view.layoutIfNeeded()
        wall.heights[5] = 40
        wall.layout.calls = []
        var snapshot = wall.dataSource.snapshot()
        snapshot.insertItems([5], beforeItem: 0)
        wall.dataSource.apply(snapshot)
        #expect(wall.layout.calls == ["invalidate counts", "prepare", "prepareForUpdates 1", "initial 0", "finalize"])
        #expect(frame(view, 0) == CGRect(x: 6, y: 6, width: 183, height: 40))
        #expect(frame(view, 1) == CGRect(x: 201, y: 6, width: 183, height: 100))
        #expect(frame(view, 2) == CGRect(x: 6, y: 58, width: 183, height: 150))
        // Face-only: the update transaction (`lastTransaction`) is package API.
        #if !canImport(UIKit)
            let transaction = try #require(wall.dataSource.lastTransaction)
            let appearing = try #require(transaction.elements(.appearing).first)
            #expect(appearing.keyAfter == .cell(IndexPath(item: 0, section: 0)))
            #expect(appearing.initial.alpha == 0)
            #expect(appearing.initial.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
            #expect(appearing.initial.frame == CGRect(x: 6, y: 6, width: 183, height: 40))
            #expect(appearing.final.alpha == 1 && appearing.final.transform.isIdentity)
            // The moved photos go from their old frames to their new ones.
            let moved = try #require(transaction.element(after: .cell(IndexPath(item: 1, section: 0))))
            #expect(moved.change == .moving)
            #expect(moved.initial.frame == CGRect(x: 6, y: 6, width: 183, height: 100))
            #expect(moved.final.frame == CGRect(x: 201, y: 6, width: 183, height: 100))
        #endif
    }

    /// A deleted photo ends where the layout says (a 10-pt square at the bottom of the new content, alpha 0); the
    /// update item names its index path before the update. After deleting photo 0 of [100, 150, 80]: 150 →
    /// column 0 (6, 6, 183, 150), 80 → column 1 (201, 6, 183, 80); content max(162, 92) = 162.
    @Test func aDeletedPhotoDropsAndFades() throws {
        let wall = PhotoWall(photos: [100, 150, 80])
        let view = wall.collectionView
        view.layoutIfNeeded()
        wall.layout.calls = []
        var snapshot = wall.dataSource.snapshot()
        snapshot.deleteItems([0])
        wall.dataSource.apply(snapshot)
        #expect(wall.layout.calls == ["invalidate counts", "prepare", "prepareForUpdates 1", "final 0", "finalize"])
        // Face-only: the update transaction (`lastTransaction`) is package API.
        #if !canImport(UIKit)
            let transaction = try #require(wall.dataSource.lastTransaction)
            let disappearing = try #require(transaction.elements(.disappearing).first)
            #expect(disappearing.keyBefore == .cell(IndexPath(item: 0, section: 0)))
            #expect(disappearing.initial.frame == CGRect(x: 6, y: 6, width: 183, height: 100))
            #expect(disappearing.final.frame == CGRect(x: 0, y: 162, width: 10, height: 10))
            #expect(disappearing.final.alpha == 0)
        #endif
        #expect(view.contentSize == CGSize(width: 390, height: 162))
        #expect(frame(view, 1) == CGRect(x: 201, y: 6, width: 183, height: 80))
    }

    /// The attributes subclass copies and compares its own property; `frame` of transformed attributes is the
    /// bounding box (UIKit's), while `center` and `size` stay.
    @Test func attributesSubclassesCopyAndCompareTheirOwnProperties() {
        let attributes = PinterestLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        attributes.photoHeight = 38
        let copy = attributes.copy() as! PinterestLayoutAttributes
        #expect(copy !== attributes)
        #expect(copy.photoHeight == 38 && copy.frame == attributes.frame)
        #expect(copy.isEqual(attributes))
        copy.photoHeight = 40
        #expect(!copy.isEqual(attributes))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        plain.frame = attributes.frame
        #expect(!plain.isEqual(attributes))
        // Scaled by a half about its centre (60, 45): 50 × 25 around it.
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.frame == CGRect(x: 35, y: 32.5, width: 50, height: 25))
        #expect(attributes.center == CGPoint(x: 60, y: 45) && attributes.size == CGSize(width: 100, height: 50))
    }
}
