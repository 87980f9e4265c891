#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A strip of 100 × 50 badges from the left edge, 10 apart, written for left-to-right only (the way a custom layout
/// is usually written), with the flip flag as a property so one class serves both cases.
final class BadgeStripLayout: UICollectionViewLayout {
    var flips = false
    private var cache: [UICollectionViewLayoutAttributes] = []

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }

    override func prepare() {
        super.prepare()
        cache = []
        guard let collectionView else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 10 + CGFloat(item) * 110, y: 0, width: 100, height: 50)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: 50)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

/// `flipsHorizontallyInOppositeLayoutDirection` and `developmentLayoutDirection` (semantics CL8): the view mirrors
/// a custom layout's frames across the content width (here the 390-pt bounds) when its effective direction differs
/// from the development one and the flag is `true`.
@MainActor
@Suite struct FlippedCustomLayoutTests {
    func makeStrip(flips: Bool, rightToLeft: Bool) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let layout = BadgeStripLayout()
        layout.flips = flips
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: layout)
        if rightToLeft { view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            view, indexPath, item in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func defaultsAreUIKits() {
        let custom = UICollectionViewLayout()
        #expect(!custom.flipsHorizontallyInOppositeLayoutDirection)
        #expect(custom.developmentLayoutDirection == .leftToRight)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
    }

    /// Right to left, flipping: x' = 390 − x − 100: item 0 at 10 → 280, item 1 at 120 → 170, item 2 at 230 → 60.
    @Test func rightToLeftFlipsTheFrames() {
        let (view, dataSource) = makeStrip(flips: true, rightToLeft: true)
        #expect(frame(view, 0) == CGRect(x: 280, y: 0, width: 100, height: 50))
        #expect(frame(view, 1) == CGRect(x: 170, y: 0, width: 100, height: 50))
        #expect(frame(view, 2) == CGRect(x: 60, y: 0, width: 100, height: 50))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 280, y: 0, width: 100, height: 50))
        #expect(view.contentSize == CGSize(width: 390, height: 50))
        _ = dataSource
    }

    /// The flag alone does nothing left to right; right to left without the flag (the base class's `false`) the
    /// frames are used as given.
    @Test func noFlipWithoutBothConditions() {
        let (ltr, ltrSource) = makeStrip(flips: true, rightToLeft: false)
        #expect(frame(ltr, 0) == CGRect(x: 10, y: 0, width: 100, height: 50))
        let (plain, plainSource) = makeStrip(flips: false, rightToLeft: true)
        #expect(frame(plain, 0) == CGRect(x: 10, y: 0, width: 100, height: 50))
        #expect(frame(plain, 2) == CGRect(x: 230, y: 0, width: 100, height: 50))
        _ = (ltrSource, plainSource)
    }

    /// Switching the direction after the first layout flips (and unflips) at the next layout pass.
    @Test func changingTheDirectionFlipsAtTheNextPass() {
        let (view, dataSource) = makeStrip(flips: true, rightToLeft: false)
        view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        view.layoutIfNeeded()
        #expect(frame(view, 1) == CGRect(x: 170, y: 0, width: 100, height: 50))
        view.traitCollection = UITraitCollection(layoutDirection: .leftToRight)
        view.layoutIfNeeded()
        #expect(frame(view, 1) == CGRect(x: 120, y: 0, width: 100, height: 50))
        _ = dataSource
    }
}
