#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A cover-flow carousel as iOS code writes one: 240 × 360 cards in a row, 20 pt apart; the card under the middle of
/// the screen faces the viewer, the others sit 100 pt back in a 500-pt perspective (drawn at 1 / 1.2 of their size).
final class CoverFlowLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 240, height: 360)
    let spacing: CGFloat = 20

    static var sunk: CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        return CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -100), perspective)
    }

    override var collectionViewContentSize: CGSize {
        let count = CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0)
        return CGSize(width: spacing + count * (itemSize.width + spacing), height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0))
            .compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: spacing + CGFloat(indexPath.item) * (itemSize.width + spacing), y: 20, width: itemSize.width,
            height: itemSize.height)
        let middle = (collectionView?.contentOffset.x ?? 0) + (collectionView?.bounds.width ?? 0) / 2
        if abs(attributes.center.x - middle) > itemSize.width / 2 { attributes.transform3D = Self.sunk }
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

@MainActor
@Suite struct CoverFlowLayoutTests {
    /// A 390 × 400 view, middle x 195. Card 0 (20…260, centre 140) faces the viewer; card 1 (280…520, centre 400) is
    /// sunk: drawn 200 × 300 about its centre, (300, 50, 200, 300), which meets the screen; card 2 (centre 660) drawn
    /// at 560…760 does not. Scrolled by one card (260): the middle is 455, card 1 faces, card 2 (sunk, 560…760) is on
    /// screen, and card 0 sinks (drawn 40…240, in the view's overscan margin, where it keeps its cell).
    @Test func cardsAwayFromTheMiddleSinkInPerspective() throws {
        let layout = CoverFlowLayout()
        let (view, dataSource) = makeCollectionView(layout: layout, items: 5, width: 390, height: 400)

        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 300, y: 50, width: 200, height: 300))
        let card0 = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let card1 = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(card0.layer.transform == CATransform3DIdentity)
        // The view keeps its untransformed place; its layer carries the perspective, its affine part is the identity.
        #expect(card1.layer.transform == CoverFlowLayout.sunk)
        #expect(card1.transform == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(card1.center == CGPoint(x: 400, y: 200) && card1.bounds.size == CGSize(width: 240, height: 360))

        view.contentOffset = CGPoint(x: 260, y: 0)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == [1, 2])
        #expect(card1.layer.transform == CATransform3DIdentity)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.layer.transform == CoverFlowLayout.sunk)
        _ = dataSource
    }
}
