#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
    import SampleLayouts
#endif
import Testing

@MainActor
@Suite("A custom paging carousel (UICollectionViewLayout subclass) under UICollectionView")
struct CarouselLayoutTests {
    /// 390 × 400, cards 250 × 300 every 270 pt: the first card's leading edge at (390 − 250) / 2 = 70, its top at
    /// (400 − 300) / 2 = 50; card i at x 70 + 270 i. Content 70 + 10 × 250 + 9 × 20 + 70 = 2820 wide, as high as the
    /// view, so the view scrolls horizontally: cells exist for the bounds ± half a width (x −195…585): cards 0
    /// (70…320) and 1 (340…590). Card 0's centre (195) is the view's; card 1 is a page away: scaled by 0.8.
    @Test func cardsAtRestScaleWithTheirDistanceFromTheCentre() throws {
        let carousel = CardCarousel(cards: 10)
        let view = carousel.collectionView
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 2820, height: 400))
        #expect(frame(view, 0) == CGRect(x: 70, y: 50, width: 250, height: 300))
        #expect(frame(view, 9) == CGRect(x: 2500, y: 50, width: 250, height: 300))
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1])
        let first = try #require(carousel.cell(0))
        let second = try #require(carousel.cell(1))
        #expect(first.transform.isIdentity)
        #expect(second.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        // The view keeps its untransformed geometry: centre and bounds; the transform shrinks what is drawn.
        #expect(second.center == CGPoint(x: 465, y: 200))
        #expect(second.bounds.size == CGSize(width: 250, height: 300))
        #expect(carousel.cell(2) == nil)
    }

    /// Scrolled half a page (x 135): every bounds change invalidates (`shouldInvalidateLayout(forBoundsChange:)`
    /// is true), so the layout prepares again and answers new transforms. The centre is at 135 + 195 = 330: cards 0
    /// (centre 195) and 1 (centre 465) are half a page away: 1 − 0.2 × 0.5 = 0.9. Card 2 (centre 735) is more than a
    /// page away: 0.8; it now has a cell (the prepared rect is x −60…720 and card 2 starts at 610).
    @Test func scrollingInvalidatesAndRescalesTheCards() throws {
        let carousel = CardCarousel(cards: 10)
        let view = carousel.collectionView
        view.layoutIfNeeded()
        let prepared = carousel.layout.prepareCount
        view.contentOffset = CGPoint(x: 135, y: 0)
        view.layoutIfNeeded()
        #expect(carousel.layout.boundsChanges.last == CGRect(x: 135, y: 0, width: 390, height: 400))
        #expect(carousel.layout.prepareCount == prepared + 1)
        let first = try #require(carousel.cell(0))
        let second = try #require(carousel.cell(1))
        let third = try #require(carousel.cell(2))
        #expect(first.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(second.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        #expect(third.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
        // The layout's frames did not move: only how the cards are shown changed.
        #expect(frame(view, 1) == CGRect(x: 340, y: 50, width: 250, height: 300))
        // A layout pass without a bounds change does not ask again.
        let asked = carousel.layout.boundsChanges.count
        view.layoutIfNeeded()
        #expect(carousel.layout.boundsChanges.count == asked)
    }

    /// A fling comes to rest where the layout says: one card further in the fling's direction from the card
    /// nearest the centre (at x 100 that is card 0: 100 / 270 rounds to 0), the nearest card without speed, and
    /// never past the first or the last card (card 9 rests at 9 × 270 = 2430, the largest offset 2820 − 390).
    @Test func aFlingSnapsToTheNextCard() {
        let carousel = CardCarousel(cards: 10)
        let view = carousel.collectionView
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 100, y: 0)
        #expect(view.targetContentOffset(forVelocity: CGPoint(x: 2, y: 0)) == CGPoint(x: 270, y: 0))
        #expect(view.targetContentOffset(forVelocity: CGPoint(x: -2, y: 0)) == CGPoint(x: 0, y: 0))
        #expect(view.targetContentOffset(forVelocity: .zero) == CGPoint(x: 0, y: 0))
        view.contentOffset = CGPoint(x: 2430, y: 0)
        #expect(view.targetContentOffset(forVelocity: CGPoint(x: 2, y: 0)) == CGPoint(x: 2430, y: 0))
    }

    /// A drag released with speed ends centred on the next card, which is then full size and drawn above its
    /// neighbours (zIndex 1), which are a page away (0.8).
    // Face-only: `simulateDrag(to:velocity:)` stands in for a finger.
    #if !canImport(UIKit)
        @Test func aDragEndsCentredOnTheNextCard() throws {
            let carousel = CardCarousel(cards: 10)
            let view = carousel.collectionView
            view.layoutIfNeeded()
            let rest = view.simulateDrag(to: CGPoint(x: 60, y: 0), velocity: CGPoint(x: 1.5, y: 0))
            #expect(rest == CGPoint(x: 270, y: 0))
            view.layoutIfNeeded()
            let centred = try #require(carousel.cell(1))
            #expect(centred.transform.isIdentity)
            #expect(centred.layer.zPosition == 1)
            #expect(carousel.cell(0)?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
            #expect(carousel.cell(2)?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
            #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        }
    #endif

    /// Deleting the card at the centre through the diffable data source: the layout prepares for the new count
    /// (content 2820 − 270 = 2550) and the next card slides into the centre; the offset is kept.
    @Test func deletingTheCentredCard() throws {
        let carousel = CardCarousel(cards: 10)
        let view = carousel.collectionView
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 270, y: 0)
        view.layoutIfNeeded()
        var snapshot = carousel.dataSource.snapshot()
        snapshot.deleteItems([1])
        carousel.dataSource.apply(snapshot)
        #expect(view.contentSize == CGSize(width: 2550, height: 400))
        #expect(view.contentOffset == CGPoint(x: 270, y: 0))
        #expect(frame(view, 1) == CGRect(x: 340, y: 50, width: 250, height: 300))
        // Face-only: the update transaction (`lastTransaction`) is package API.
        #if !canImport(UIKit)
            let transaction = try #require(carousel.dataSource.lastTransaction)
            #expect(transaction.elements(.disappearing).map(\.keyBefore) == [.cell(IndexPath(item: 1, section: 0))])
            let slid = try #require(transaction.element(after: .cell(IndexPath(item: 1, section: 0))))
            #expect(slid.initial.frame == CGRect(x: 610, y: 50, width: 250, height: 300))
            #expect(slid.final.frame == CGRect(x: 340, y: 50, width: 250, height: 300))
        #endif
        view.layoutIfNeeded()
        #expect(carousel.cell(1)?.transform.isIdentity == true)
    }
}
