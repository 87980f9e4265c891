#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// The classic left-aligned tags layout: the flow's lines, every item moved to the left.
final class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var maxY: CGFloat = -1
        for item in attributes where item.representedElementCategory == .cell {
            if item.frame.origin.y >= maxY { left = sectionInset.left }
            item.frame.origin.x = left
            left += item.frame.width + minimumInteritemSpacing
            maxY = max(item.frame.maxY, maxY)
        }
        return attributes
    }
}

/// A snapping carousel: pages 80 % of the view wide, sized in prepare(), snapping to whole pages.
final class SnappingCarouselLayout: UICollectionViewFlowLayout {
    override func prepare() {
        if let collectionView {
            scrollDirection = .horizontal
            minimumLineSpacing = 10
            itemSize = CGSize(width: collectionView.bounds.width * 0.8, height: collectionView.bounds.height)
        }
        super.prepare()
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let page = itemSize.width + minimumLineSpacing
        return CGPoint(x: (proposedContentOffset.x / page).rounded() * page, y: proposedContentOffset.y)
    }
}

/// Flow-layout subclasses overriding UIKit's members (semantics LY2): the view asks the subclass; `super` answers
/// the flow's frames.
@MainActor
@Suite struct FlowLayoutSubclassTests {
    func show(_ layout: UICollectionViewLayout, items: Int, size: CGSize, rightToLeft: Bool = false)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)
    {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        if rightToLeft { view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    func cellFrame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// 340 wide, 100 × 40 items, spacing 10: three a line (100 + 10 + 100 + 10 + 100 = 320 ≤ 340). The flow justifies
    /// them (x 0, 120, 240) and centres the lone last item (x 120); the subclass moves them left: x 0, 110, 220 and
    /// the last line's item at 0. Lines at y 0 and 50. The cells are placed from `layoutAttributesForElements(in:)`;
    /// `layoutAttributesForItem(at:)`, not overridden, stays the flow's (as in UIKit).
    @Test func leftAlignedTagsMoveEveryLineLeft() {
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let (view, dataSource) = show(layout, items: 4, size: CGSize(width: 340, height: 400))
        #expect(cellFrame(view, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(cellFrame(view, 1) == CGRect(x: 110, y: 0, width: 100, height: 40))
        #expect(cellFrame(view, 2) == CGRect(x: 220, y: 0, width: 100, height: 40))
        #expect(cellFrame(view, 3) == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: 120, y: 0, width: 100, height: 40))
        #expect(view.contentSize == CGSize(width: 340, height: 90))
        // `super` alone is the plain flow's answer.
        #expect(layout.collectionViewContentSize == CGSize(width: 340, height: 90))
        _ = dataSource
    }

    /// Right to left the view flips the subclass's left-aligned frames (flow layouts flip, CL8): x' = 340 − x − 100:
    /// 240, 130, 20, and the last line's item at 240.
    @Test func leftAlignedTagsAreRightAlignedRightToLeft() {
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let (view, dataSource) = show(layout, items: 4, size: CGSize(width: 340, height: 400), rightToLeft: true)
        #expect(cellFrame(view, 0) == CGRect(x: 240, y: 0, width: 100, height: 40))
        #expect(cellFrame(view, 2) == CGRect(x: 20, y: 0, width: 100, height: 40))
        #expect(cellFrame(view, 3) == CGRect(x: 240, y: 50, width: 100, height: 40))
        _ = dataSource
    }

    /// A 300 × 200 view: prepare() sets pages of 240 × 200, 10 apart, scrolling horizontally: x 0, 250, 500; one page a
    /// column of 200 (no vertical room left to centre in). Content (3 · 240 + 2 · 10) × 200 = 740 × 200. A fling
    /// proposing x 300 snaps to the nearest page start, 250 (300 / 250 = 1.2 → 1).
    @Test func carouselSizesItsPagesInPrepareAndSnaps() {
        let layout = SnappingCarouselLayout()
        let (view, dataSource) = show(layout, items: 3, size: CGSize(width: 300, height: 200))
        #expect(layout.itemSize == CGSize(width: 240, height: 200))
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 240, height: 200))
        #expect(frame(view, 1) == CGRect(x: 250, y: 0, width: 240, height: 200))
        #expect(frame(view, 2) == CGRect(x: 500, y: 0, width: 240, height: 200))
        #expect(view.contentSize == CGSize(width: 740, height: 200))
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: .zero)
                == CGPoint(x: 250, y: 0))
        _ = dataSource
    }
}
