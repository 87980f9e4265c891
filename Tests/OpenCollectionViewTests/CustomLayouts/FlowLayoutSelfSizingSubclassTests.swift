#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A tag whose cell prefers the size of its text (as a label would): the sizes are the tags' own.
final class PreferredSizeCell: UICollectionViewCell {
    var preferredSize = CGSize(width: 50, height: 50)

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = preferredSize
        return attributes
    }
}

/// A cell laid out by Auto Layout: a pill of a given size, 5 pt inside the content view on every side.
final class PillCell: UICollectionViewCell {
    let pill = UIView()
    private lazy var pillWidth = pill.widthAnchor.constraint(equalToConstant: 0)
    private lazy var pillHeight = pill.heightAnchor.constraint(equalToConstant: 0)

    override init(frame: CGRect) {
        super.init(frame: frame)
        pill.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(pill)
        NSLayoutConstraint.activate([
            pill.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 5),
            pill.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),
            pill.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            pill.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),
            pillWidth, pillHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(pillSize: CGSize) {
        pillWidth.constant = pillSize.width
        pillHeight.constant = pillSize.height
    }
}

/// A left-aligned tags layout that refuses its cells' preferred sizes, counting what it is asked.
final class EstimateKeepingFlowLayout: UICollectionViewFlowLayout {
    var asked: [(preferred: CGSize, original: CGSize)] = []

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        asked.append((preferredAttributes.size, originalAttributes.size))
        return false
    }
}

/// A flow layout subclass that watches the contexts its cells' preferred sizes make.
final class ContextWatchingFlowLayout: UICollectionViewFlowLayout {
    var preferredContexts: [UICollectionViewLayoutInvalidationContext] = []

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        preferredContexts.append(context)
        return context
    }
}

/// Self-sizing cells in flow-layout subclasses with `estimatedItemSize` (semantics LY3): `super` answers the
/// measured frames, kept in layer 1's measured sizes, and the preferred-attributes hooks are asked as UIKit asks them.
@MainActor
@Suite struct FlowLayoutSelfSizingSubclassTests {
    /// The tags' preferred sizes.
    static let tagSizes = [
        CGSize(width: 100, height: 30), CGSize(width: 120, height: 40), CGSize(width: 90, height: 30),
        CGSize(width: 200, height: 20),
    ]

    func show(_ layout: UICollectionViewFlowLayout, rightToLeft: Bool = false)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)
    {
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        if rightToLeft { view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft) }
        let cells = UICollectionView.CellRegistration<PreferredSizeCell, Int> { cell, _, tag in
            cell.preferredSize = Self.tagSizes[tag]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            view, indexPath, tag in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: tag)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    func cellFrame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// 300 wide, spacing 10. Measured: 100 + 10 + 120 = 230 fits, + 10 + 90 = 330 does not: line 0 [0, 1], 40 high;
    /// line 1 [2, 3] (90 + 10 + 200 = 300 fits), 30 high, at y 40 + 10 = 50. `super` justifies line 0 (item 1 at
    /// 300 − 120 = 180) and packs the last line left (F3): item 2 at 0, item 3 at 100; items are centred in their
    /// line: item 0 at y (40 − 30) / 2 = 5, item 3 at 50 + (30 − 20) / 2 = 55. The subclass moves line 0 left: item 1
    /// at 100 + 10 = 110. Content 300 × (40 + 10 + 30) = 80.
    @Test func leftAlignedTagsTakeTheirMeasuredSizes() {
        let layout = LeftAlignedFlowLayout()
        let (view, dataSource) = show(layout)
        #expect(cellFrame(view, 0) == CGRect(x: 0, y: 5, width: 100, height: 30))
        #expect(cellFrame(view, 1) == CGRect(x: 110, y: 0, width: 120, height: 40))
        #expect(cellFrame(view, 2) == CGRect(x: 0, y: 50, width: 90, height: 30))
        #expect(cellFrame(view, 3) == CGRect(x: 100, y: 55, width: 200, height: 20))
        #expect(view.contentSize == CGSize(width: 300, height: 80))
        // `super`'s own answers are the measured flow's.
        let item1 = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(item1?.frame == CGRect(x: 180, y: 0, width: 120, height: 40))
        let elements = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 80)) ?? []
        #expect(elements.map(\.frame) == [
            CGRect(x: 0, y: 5, width: 100, height: 30), CGRect(x: 110, y: 0, width: 120, height: 40),
            CGRect(x: 0, y: 50, width: 90, height: 30), CGRect(x: 100, y: 55, width: 200, height: 20),
        ])
        _ = dataSource
    }

    /// Right to left the view flips the subclass's frames across 300: x' = 300 − x − w: item 0 at 200, item 1 at
    /// 300 − 110 − 120 = 70, item 2 at 210, item 3 at 300 − 100 − 200 = 0.
    @Test func leftAlignedTagsAreFlippedRightToLeft() {
        let (view, dataSource) = show(LeftAlignedFlowLayout(), rightToLeft: true)
        #expect(cellFrame(view, 0) == CGRect(x: 200, y: 5, width: 100, height: 30))
        #expect(cellFrame(view, 1) == CGRect(x: 70, y: 0, width: 120, height: 40))
        #expect(cellFrame(view, 2) == CGRect(x: 210, y: 50, width: 90, height: 30))
        #expect(cellFrame(view, 3) == CGRect(x: 0, y: 55, width: 200, height: 20))
        _ = dataSource
    }

    /// A subclass answering `false` keeps the estimates (itemSize, 50 × 50, for `automaticSize`): one line of four,
    /// the last line, packed left: x 0, 60, 120, 180. It was asked with each cell's preferred size.
    @Test func refusingPreferredSizesKeepsTheEstimates() {
        let layout = EstimateKeepingFlowLayout()
        let (view, dataSource) = show(layout)
        #expect(cellFrame(view, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(cellFrame(view, 3) == CGRect(x: 180, y: 0, width: 50, height: 50))
        #expect(layout.asked.count == 4)
        #expect(layout.asked.first?.preferred == CGSize(width: 100, height: 30))
        #expect(layout.asked.first?.original == CGSize(width: 50, height: 50))
        _ = dataSource
    }

    /// The context a preferred size makes is a flow context that names the item, keeps the delegate metrics and the
    /// attributes (the size re-packs only the lines it moves) and adjusts the content size by the difference: item
    /// 0 goes from 50 × 50 to 100 × 30, (+50, −20). The sizes still reach `super`'s frames (item 3 at x 100).
    @Test func preferredSizesMakeFlowContexts() throws {
        let layout = ContextWatchingFlowLayout()
        let (view, dataSource) = show(layout)
        let first = try #require(layout.preferredContexts.first as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(first.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        #expect(first.invalidateFlowLayoutDelegateMetrics == false)
        #expect(first.invalidateFlowLayoutAttributes == false)
        #expect(first.contentSizeAdjustment == CGSize(width: 50, height: -20))
        #expect(cellFrame(view, 3) == CGRect(x: 100, y: 55, width: 200, height: 20))
        _ = dataSource
    }

    /// Deleting tag 0 moves the measured sizes with their items (LY3). Tags 1, 2, 3 (120 × 40, 90 × 30, 200 × 20):
    /// 120 + 10 + 90 = 220 fits, + 10 + 200 = 430 does not: line 0 [1, 2], 40 high, justified (tag 2 at 300 − 90 =
    /// 210, y (40 − 30) / 2 = 5); line 1 [3], the last, at y 50, x 0. Content 300 × (40 + 10 + 20) = 70. The cells,
    /// asked again after the update, prefer the sizes already kept: no further preferred-size context.
    @Test func measuredSizesFollowTheirItemsThroughUpdates() {
        let layout = ContextWatchingFlowLayout()
        let (view, dataSource) = show(layout)
        let measured = layout.preferredContexts.count
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(cellFrame(view, 0) == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(cellFrame(view, 1) == CGRect(x: 210, y: 5, width: 90, height: 30))
        #expect(cellFrame(view, 2) == CGRect(x: 0, y: 50, width: 200, height: 20))
        #expect(view.contentSize == CGSize(width: 300, height: 70))
        #expect(measured == 4)
        #expect(layout.preferredContexts.count == measured)
    }

    /// Scrolling sideways, Auto Layout cells: pills of 50 × 30, 70 × 40 and 60 × 20 make cells 10 larger on each
    /// axis: 60 × 40, 80 × 50, 70 × 30. The 100-high view holds columns: 40 + 10 + 50 = 100 fits, + 10 + 30 does not:
    /// column 0 [0, 1], 80 wide, justified down (item 1 at y 100 − 50 = 50), item 0 centred across it at x
    /// (80 − 60) / 2 = 10; column 1 [2], the last, at x 80 + 10 = 90, y 0. Content 90 + 70 = 160 × 100.
    @Test func autoLayoutCellsSizeASidewaysSubclass() {
        let layout = ContextWatchingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.estimatedItemSize = CGSize(width: 40, height: 40)
        let pills = [CGSize(width: 50, height: 30), CGSize(width: 70, height: 40), CGSize(width: 60, height: 20)]
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<PillCell, Int> { cell, _, pill in cell.configure(pillSize: pills[pill]) }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
            view, indexPath, pill in view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: pill)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(cellFrame(view, 0) == CGRect(x: 10, y: 0, width: 60, height: 40))
        #expect(cellFrame(view, 1) == CGRect(x: 0, y: 50, width: 80, height: 50))
        #expect(cellFrame(view, 2) == CGRect(x: 90, y: 0, width: 70, height: 30))
        #expect(view.contentSize == CGSize(width: 160, height: 100))
    }
}
