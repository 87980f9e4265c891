#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A flow layout of `TagCell`s (100 + 10 × n wide, 40 high) sizing themselves from `estimatedItemSize`.
@MainActor
func makeTagScreen(
    _ layout: UICollectionViewFlowLayout, tags: [Int], width: CGFloat, height: CGFloat, rightToLeft: Bool
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    if rightToLeft { collectionView.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
    let cells = UICollectionView.CellRegistration<TagCell, Int> { cell, _, number in cell.number = number }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        view, indexPath, number in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(tags)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

/// Estimated sizes scrolling sideways and right to left (F5, F7); what `sectionInsetReference` adds (F4).
extension FlowLayoutHeadersAndSizingTests {
    /// Scrolling sideways in 300 × 100, cells 0…3 want 100, 110, 120 and 130 wide, 40 high. Columns hold 40 + 10 +
    /// 40 = 90 ≤ 100 (+ 50 does not fit): [0, 1] justified down the 100 (y 0 and 60), 110 wide, item 0 centred along
    /// it at x 5; the last column [2, 3] at 110 + 10 = 120, packed from the top (y 0 and 50), 130 wide, item 2 at
    /// 120 + 5 = 125. Content 250 × 100. Right to left mirrors across the 250: x → 250 − x − width.
    @Test(arguments: [false, true])
    func estimatedItemsScrollingSideways(rightToLeft: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 60, height: 60)
        let (view, dataSource) = makeTagScreen(layout, tags: [0, 1, 2, 3], width: 300, height: 100, rightToLeft: rightToLeft)
        _ = dataSource
        #expect(frame(view, 0) == CGRect(x: rightToLeft ? 145 : 5, y: 0, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: rightToLeft ? 140 : 0, y: 60, width: 110, height: 40))
        #expect(frame(view, 2) == CGRect(x: rightToLeft ? 5 : 125, y: 0, width: 120, height: 40))
        #expect(frame(view, 3) == CGRect(x: rightToLeft ? 0 : 120, y: 50, width: 130, height: 40))
        #expect(view.contentSize == CGSize(width: 250, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.size == CGSize(width: 130, height: 40))
    }

    /// Right to left scrolling down, the frames of estimatedItemsTakeTheirCellsSizes mirrored across the 300:
    /// item 0 (x 0) at 200, item 1 (x 190, 110 wide) at 0; the last line packs from the right: item 2 (x 0, 120
    /// wide) at 180, item 3 (x 130, 130 wide) at 40.
    @Test func estimatedItemsRightToLeft() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 60, height: 60)
        let (view, dataSource) = makeTagScreen(layout, tags: [0, 1, 2, 3], width: 300, height: 600, rightToLeft: true)
        _ = dataSource
        #expect(frame(view, 0) == CGRect(x: 200, y: 0, width: 100, height: 40))
        #expect(frame(view, 1) == CGRect(x: 0, y: 0, width: 110, height: 40))
        #expect(frame(view, 2) == CGRect(x: 180, y: 50, width: 120, height: 40))
        #expect(frame(view, 3) == CGRect(x: 40, y: 50, width: 130, height: 40))
        #expect(view.contentSize == CGSize(width: 300, height: 90))
    }

    /// A collection view filling a landscape iPhone 15 Pro window (852 × 393: safe area 59 left and right, 21 at the
    /// bottom; the view's margins 8 + 59 = 67 at the sides), 100 × 100 items, section insets 10 at the sides.
    /// `.fromContentInset`: room 832, seven a line (770 ≤ 832 < 880), x 10 … 742, item 7 on the next line (y 110).
    /// `.fromSafeArea`: room 852 − 2 · 69 = 714, six a line (650 ≤ 714 < 760), x 69 and 852 − 69 − 100 = 683.
    /// `.fromLayoutMargins`: room 852 − 2 · 77 = 698, six a line, x 77 and 675. The first line is at y 0: along the
    /// scroll axis the safe area is the adjusted content inset's.
    @Test(arguments: [
        (UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, 6, CGFloat(10), CGFloat(742)),
        (.fromSafeArea, 5, 69, 683), (.fromLayoutMargins, 5, 77, 675),
    ])
    func sectionInsetReferences(reference: UICollectionViewFlowLayout.SectionInsetReference, last: Int, x0: CGFloat, xLast: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = reference
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        let (view, dataSource) = listCollectionView(layout, sections: [Array(0..<8)], width: 852, height: 393)
        _ = dataSource
        window.addSubview(view)
        view.layoutIfNeeded()
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(frame(view, 0) == CGRect(x: x0, y: 0, width: 100, height: 100))
        #expect(frame(view, last) == CGRect(x: xLast, y: 0, width: 100, height: 100))
        #expect(frame(view, last + 1)?.minY == 110)
    }

    /// `.fromLayoutMargins` follows the reading direction: margins of leading 30 and trailing 8 (plus the safe area's
    /// 59) are 89 and 67: room 852 − 99 − 77 = 676, six a line; left to right x 99 and 852 − 77 − 100 = 675; right
    /// to left the leading margin is on the right: item 0 at 852 − 99 − 100 = 653, item 5 at 77.
    @Test(arguments: [false, true])
    func layoutMarginsFollowTheReadingDirection(rightToLeft: Bool) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = .fromLayoutMargins
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<8)], width: 852, height: 393, rightToLeft: rightToLeft)
        _ = dataSource
        window.addSubview(view)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 8)
        view.layoutIfNeeded()
        #expect(frame(view, 0)?.minX == (rightToLeft ? 653 : 99))
        #expect(frame(view, 5)?.minX == (rightToLeft ? 77 : 675))
        #expect(frame(view, 6)?.minY == 110)
    }
    /// `.fromContentInset` measures from the content inset: 340 wide with `contentInset` 20 at each side leaves 300
    /// for 100 × 50 items: two a line (210 ≤ 300 < 320), x 0 and 200, the fifth centred at 100; the content is 300
    /// wide and rests at offset x −20, so item 0 shows 20 pt from the view's edge. Without the inset the 340 holds
    /// three a line (320 ≤ 340): x 0, 120 and 240.
    @Test func theContentInsetNarrowsTheFlow() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (view, dataSource) = makeFlowScreen(layout: layout, sections: [Array(0..<5)], width: 340, height: 600)
        _ = dataSource
        view.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        view.layoutIfNeeded()
        #expect(frame(view, 1) == CGRect(x: 200, y: 0, width: 100, height: 50))
        #expect(frame(view, 4) == CGRect(x: 100, y: 120, width: 100, height: 50))
        #expect(view.contentSize == CGSize(width: 300, height: 170))
        #expect(view.contentOffset == CGPoint(x: -20, y: 0))
        view.contentInset = .zero
        view.layoutIfNeeded()
        #expect(frame(view, 2) == CGRect(x: 240, y: 0, width: 100, height: 50))
        #expect(view.contentSize == CGSize(width: 340, height: 110))
    }
}
