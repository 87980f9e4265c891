#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A screen written as for iOS: a data source and a flow-layout delegate answering sizes and insets.
@MainActor
final class TagCloud: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [100, 150, 80, 60]
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[indexPath.item], height: 40)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout on layer 1's flow solver")
struct FlowLayoutFaceTests {
    /// 120 × 120 items, spacing 10, in 390 pt: 120 + 10 + 120 + 10 + 120 = 380 ≤ 390, three per line, justified:
    /// the 30 pt left over gives gaps of 15: x 0, 135, 270; lines 130 apart.
    @Test func aGridOfFixedItems() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 7, width: 390, height: 800)
        _ = dataSource
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 120, height: 120))
        #expect(frame(collectionView, 1) == CGRect(x: 135, y: 0, width: 120, height: 120))
        #expect(frame(collectionView, 5) == CGRect(x: 270, y: 130, width: 120, height: 120))
        // The lone last item of a fixed-size section is centred: (390 − 120) / 2 = 135.
        #expect(frame(collectionView, 6) == CGRect(x: 135, y: 260, width: 120, height: 120))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 380))
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 135, y: 130, width: 120, height: 120))
    }

    /// Sizes and insets from the delegate. The room is 320 − 32 = 288: 100 + 10 + 150 = 260 fits, + 10 + 80 does
    /// not; line 0 is justified (gap 288 − 250 = 38: item 1 at 16 + 100 + 38 = 154). The last line packs from the
    /// leading inset: 80 at 16, 60 at 16 + 90 = 106, at y 20 + 40 + 10 = 70. Content 70 + 40 + 20 = 130 high.
    @Test func sizesAndInsetsFromTheDelegate() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let cloud = TagCloud()
        collectionView.dataSource = cloud
        collectionView.delegate = cloud
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 20, width: 100, height: 40))
        #expect(frame(collectionView, 1) == CGRect(x: 154, y: 20, width: 150, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 16, y: 70, width: 80, height: 40))
        #expect(frame(collectionView, 3) == CGRect(x: 106, y: 70, width: 60, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 130))
    }

    /// Horizontal scrolling: lines are columns; a changed property re-lays out.
    @Test func horizontalScrollingAndInvalidation() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 20
        // 200 pt high: 100 + 10 + 100 = 210 > 200, one item per column; columns 120 apart.
        let (collectionView, dataSource) = makeCollectionView(layout: layout, items: 3, width: 300, height: 200)
        _ = dataSource
        // A lone item per line is centred across: (200 − 100) / 2 = 50.
        #expect(frame(collectionView, 2) == CGRect(x: 240, y: 50, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 340, height: 200))
        layout.minimumLineSpacing = 0
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 2) == CGRect(x: 200, y: 50, width: 100, height: 100))
    }
}
