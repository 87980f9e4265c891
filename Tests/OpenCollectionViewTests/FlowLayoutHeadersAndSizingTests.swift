#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A flow-layout screen with section headers and footers from registrations (ListFaceTests' screen), optionally
/// right to left.
@MainActor
func makeFlowScreen(
    layout: UICollectionViewFlowLayout, sections: [[Int]], width: CGFloat, height: CGFloat,
    rightToLeft: Bool = false
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let (collectionView, dataSource) = listCollectionView(layout, sections: sections, width: width, height: height)
    if rightToLeft {
        collectionView.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        collectionView.layoutIfNeeded()
    }
    return (collectionView, dataSource)
}

@MainActor
func header(_ view: UICollectionView, _ section: Int) -> CGRect? {
    view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
}

@MainActor
func footer(_ view: UICollectionView, _ section: Int) -> CGRect? {
    view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))?.frame
}

/// A cell that sizes itself to its number: 100 + 10 × the number wide (as a label would), 40 high.
final class TagCell: UICollectionViewCell {
    var number = 0

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: 100 + 10 * CGFloat(number), height: 40)
        return attributes
    }
}

@MainActor
@Suite("UICollectionViewFlowLayout: headers, footers, pinning, right to left and estimated sizes")
struct FlowLayoutHeadersAndSizingTests {
    static func headerLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        return layout
    }

    /// 340 wide, insets 20 at each side: the room is 300; 100 + 10 + 100 = 210 fits, + 10 + 100 = 320 does not: two
    /// items a line, justified (x 20 and 340 − 20 − 100 = 220); the lone fifth item is centred: 20 + (300 − 100) / 2
    /// = 120. Section 0: header y 0…40 across the whole width, inset 10, lines at 50, 110 and 170 (50 high, 10 apart),
    /// the last ending at 220, inset 10, footer 230…260. Section 1 follows at 260: header 260…300, lines at 310, 370,
    /// 430, footer 490…520. Content 340 × 520.
    @Test func headersAndFootersFrameEachSection() {
        let (view, dataSource) = makeFlowScreen(
            layout: Self.headerLayout(), sections: [Array(0..<5), Array(5..<10)], width: 340, height: 600)
        _ = dataSource
        #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 340, height: 40))
        #expect(frame(view, 0) == CGRect(x: 20, y: 50, width: 100, height: 50))
        #expect(frame(view, 1) == CGRect(x: 220, y: 50, width: 100, height: 50))
        #expect(frame(view, 4) == CGRect(x: 120, y: 170, width: 100, height: 50))
        #expect(footer(view, 0) == CGRect(x: 0, y: 230, width: 340, height: 30))
        #expect(header(view, 1) == CGRect(x: 0, y: 260, width: 340, height: 40))
        #expect(frame(view, 2, section: 1) == CGRect(x: 20, y: 370, width: 100, height: 50))
        #expect(footer(view, 1) == CGRect(x: 0, y: 490, width: 340, height: 30))
        #expect(view.contentSize == CGSize(width: 340, height: 520))
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?
                .frame == CGRect(x: 0, y: 490, width: 340, height: 30))
    }

    /// Pinned headers ride the top of the visible bounds while their section is there, and are pushed off by the
    /// section's end: section 0 ends at 260, less its footer (30) and the header (40): the header never goes below
    /// 190. At y 100 it is at 100; at 200 it stops at 190; section 1's header stays at 260 until the bounds reach it.
    @Test func pinnedHeadersRideTheVisibleBounds() {
        let layout = Self.headerLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<5), Array(5..<10)], width: 340, height: 200)
        _ = dataSource
        #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 340, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header(view, 0) == CGRect(x: 0, y: 100, width: 340, height: 40))
        #expect(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 0, y: 100, width: 340, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 200)
        #expect(header(view, 0) == CGRect(x: 0, y: 190, width: 340, height: 40))
        #expect(header(view, 1) == CGRect(x: 0, y: 260, width: 340, height: 40))
        view.contentOffset = CGPoint(x: 0, y: 300)
        #expect(header(view, 1) == CGRect(x: 0, y: 300, width: 340, height: 40))
        // Footers are not pinned unless asked: section 1's stays at the end of its section.
        #expect(footer(view, 1) == CGRect(x: 0, y: 490, width: 340, height: 30))
    }

    /// Right to left mirrors the whole layout across the width (F5): left to right, item 0 is at x 20 and item 1
    /// at 220; mirrored (340 − maxX): 220 and 20. The lone item stays centred (120); headers span the width.
    @Test func rightToLeftMirrorsTheLines() {
        let (view, dataSource) = makeFlowScreen(
            layout: Self.headerLayout(), sections: [Array(0..<5)], width: 340, height: 600, rightToLeft: true)
        _ = dataSource
        #expect(frame(view, 0) == CGRect(x: 220, y: 50, width: 100, height: 50))
        #expect(frame(view, 1) == CGRect(x: 20, y: 50, width: 100, height: 50))
        #expect(frame(view, 2) == CGRect(x: 220, y: 110, width: 100, height: 50))
        #expect(frame(view, 4) == CGRect(x: 120, y: 170, width: 100, height: 50))
        #expect(header(view, 0) == CGRect(x: 0, y: 0, width: 340, height: 40))
    }

    /// Right to left, three 80-pt items a line: room 340 − 40 = 300, 80 + 10 + 80 + 10 + 80 = 260 ≤ 300, justified
    /// (gaps (300 − 240) / 2 = 30): left to right x 20, 130, 240; mirrored across the width: 240, 130, 20.
    @Test func rightToLeftGridOfThree() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let (view, dataSource) = makeFlowScreen(
            layout: layout, sections: [Array(0..<6)], width: 340, height: 600, rightToLeft: true)
        _ = dataSource
        #expect(frame(view, 0) == CGRect(x: 240, y: 0, width: 80, height: 80))
        #expect(frame(view, 1) == CGRect(x: 130, y: 0, width: 80, height: 80))
        #expect(frame(view, 2) == CGRect(x: 20, y: 0, width: 80, height: 80))
        #expect(frame(view, 5) == CGRect(x: 20, y: 90, width: 80, height: 80))
    }

    /// Estimated sizes: every item starts at the estimate and its cell's preferred attributes replace it (F7). Cells
    /// 0…3 want 100, 110, 120 and 130 wide, 40 high. In 300 pt with no insets: 100 + 10 + 110 = 220 fits, + 10 + 120
    /// = 350 does not: line 0 is [0, 1], justified: x 0 and 300 − 110 = 190; line 1 [2, 3] (120 + 10 + 130 = 260) is
    /// the last line of an estimated section: packed from the leading edge, x 0 and 130, at y 40 + 10 = 50.
    /// `automaticSize` starts from `itemSize` and ends the same.
    @Test(arguments: [CGSize(width: 60, height: 60), UICollectionViewFlowLayout.automaticSize])
    func estimatedItemsTakeTheirCellsSizes(estimate: CGSize) {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = estimate
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<TagCell, Int> { cell, _, number in cell.number = number }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, number in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(collectionView, 1) == CGRect(x: 190, y: 0, width: 110, height: 40))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 50, width: 120, height: 40))
        #expect(frame(collectionView, 3) == CGRect(x: 130, y: 50, width: 130, height: 40))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 90))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 130, y: 50, width: 130, height: 40))
    }
}
