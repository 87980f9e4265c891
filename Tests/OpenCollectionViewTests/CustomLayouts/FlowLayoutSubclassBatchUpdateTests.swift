#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// An iOS-style flow subclass: it prepares and answers through `super`, counting its preparations.
final class PreparingFlowLayout: UICollectionViewFlowLayout {
    var preparations = 0

    override func prepare() {
        super.prepare()
        preparations += 1
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
}

/// Rows sized by the delegate from its model, counting `sizeForItemAt` questions.
@MainActor
final class SizedRows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [CGSize]
    var sizeQuestions = 0
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in cell.text = "\(item)" }

    init(_ sizes: [CGSize]) { self.sizes = sizes }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return sizes[indexPath.item]
    }
}

/// A batch update of a flow subclass costs what the plain layout's does: the solution moves through the update and
/// the counts invalidation that follows re-solves nothing (semantics LY5).
@MainActor
@Suite struct FlowLayoutSubclassBatchUpdateTests {
    func show(_ rows: SizedRows, layout: UICollectionViewFlowLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.dataSource = rows
        view.delegate = rows
        view.layoutIfNeeded()
        return view
    }

    /// `super`'s frames of the first and last 400 points, and the content size.
    func frames(_ view: UICollectionView) -> [CGRect] {
        let layout = view.collectionViewLayout
        let end = layout.collectionViewContentSize.height
        let rects = [CGRect(x: 0, y: 0, width: 300, height: 400), CGRect(x: 0, y: end - 400, width: 300, height: 400)]
        return rects.flatMap { (layout.layoutAttributesForElements(in: $0) ?? []).map(\.frame) }
            + [CGRect(origin: .zero, size: layout.collectionViewContentSize)]
    }

    /// 10,000 rows of 140 × 40 in 300, spacing 10: two a line, justified (x 0 and 160), 5,000 lines 50 apart. A
    /// 300 × 60 row inserted at 0 is alone on line 0 (300 + 10 + 140 > 300); the old rows follow two a line from y
    /// 70; sizes now differ, so the last line is packed from the leading edge (F3): row 10,000 at (140 + 10 = 150,
    /// 70 + 4,999 · 50 = 250,020). Content 60 + 10 + 5,000 · 40 + 4,999 · 10 = 250,060. The delegate is asked about
    /// the inserted row (and at most one probe), not 10,001 rows; the frames are a fresh layout's.
    @Test func anInsertAsksTheDelegateOnlyForTheInsertedItem() {
        let rows = SizedRows(Array(repeating: CGSize(width: 140, height: 40), count: 10_000))
        let layout = PreparingFlowLayout()
        let view = show(rows, layout: layout)
        #expect(rows.sizeQuestions >= 10_000)
        let (asked, prepared) = (rows.sizeQuestions, layout.preparations)
        view.performBatchUpdates {
            rows.sizes.insert(CGSize(width: 300, height: 60), at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(rows.sizeQuestions - asked >= 1)
        #expect(rows.sizeQuestions - asked <= 2)
        #expect(layout.preparations > prepared)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 70, width: 140, height: 40))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 160, y: 70, width: 140, height: 40))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 10_000, section: 0))?.frame
                == CGRect(x: 150, y: 250_020, width: 140, height: 40))
        #expect(view.contentSize == CGSize(width: 300, height: 250_060))
        let fresh = show(SizedRows(rows.sizes), layout: PreparingFlowLayout())
        #expect(frames(view) == frames(fresh))
    }

    /// The plain layout moves its solution through the same update (the view applies it, no subclass): the same
    /// frames, the delegate asked about the inserted row alone.
    @Test func thePlainLayoutAsksAsLittle() {
        let rows = SizedRows(Array(repeating: CGSize(width: 140, height: 40), count: 10_000))
        let view = show(rows, layout: UICollectionViewFlowLayout())
        let asked = rows.sizeQuestions
        view.performBatchUpdates {
            rows.sizes.insert(CGSize(width: 300, height: 60), at: 0)
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        view.layoutIfNeeded()
        #expect(rows.sizeQuestions - asked >= 1)
        #expect(rows.sizeQuestions - asked <= 2)
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 10_000, section: 0))?.frame
                == CGRect(x: 150, y: 250_020, width: 140, height: 40))
        #expect(view.contentSize == CGSize(width: 300, height: 250_060))
    }

    /// Self-sizing tags (100 × 30, 120 × 40, 90 × 30, 200 × 20), a 300 × 10 tag inserted first: alone on line 0;
    /// line 1 [0, 1] at y 10 + 10 = 20 (100 + 10 + 120 = 230, + 10 + 90 = 330 does not fit), 40 high, justified
    /// (120 at 300 − 120 = 180), 100 × 30 centred at y 20 + 5 = 25; line 2 [2, 3] at 20 + 40 + 10 = 70 (90 + 10 +
    /// 200 = 300 fits), the last, packed left (200 at x 100, y 70 + 5 = 75). Content 300 × 100. The old tags keep
    /// their measured sizes: only the new cell makes a preferred-size context.
    @Test func measuredSizesSurviveAnInsert() {
        let sizes = FlowLayoutSelfSizingSubclassTests.tagSizes + [CGSize(width: 300, height: 10)]
        let layout = ContextWatchingFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<PreferredSizeCell, Int> { cell, _, tag in
            cell.preferredSize = sizes[tag]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            view, indexPath, tag in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(layout.preferredContexts.count == 4)
        snapshot.insertItems([4], beforeItem: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        func cellFrame(_ item: Int) -> CGRect? { view.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
        #expect(cellFrame(0) == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(cellFrame(1) == CGRect(x: 0, y: 25, width: 100, height: 30))
        #expect(cellFrame(2) == CGRect(x: 180, y: 20, width: 120, height: 40))
        #expect(cellFrame(3) == CGRect(x: 0, y: 70, width: 90, height: 30))
        #expect(cellFrame(4) == CGRect(x: 100, y: 75, width: 200, height: 20))
        #expect(view.contentSize == CGSize(width: 300, height: 100))
        #expect(layout.preferredContexts.count == 5)
    }
}
