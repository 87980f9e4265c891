#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A list layout that starts every row at an estimate and keeps the heights its cells prefer.
final class SelfSizingListLayout: UICollectionViewLayout {
    var heights: [IndexPath: CGFloat] = [:]
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView else { return }
        cache = []
        var y: CGFloat = 0
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            let height = heights[indexPath] ?? 50
            attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: height)
            cache.append(attributes)
            y += height
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        indexPath.item < cache.count ? cache[indexPath.item] : nil
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        heights[originalAttributes.indexPath] = preferredAttributes.size.height
        return true
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A row that wants to be 80 high.
final class TallRow: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 80
        return attributes
    }
}

@MainActor
@Suite("A custom layout's cells report preferred attributes")
struct PreferredAttributesTests {
    /// Rows start 50 high; each cell prefers 80, the layout agrees and keeps it: rows at y 0, 80, 160, content 240.
    /// The base context names the row and adjusts the content size by the difference (0, 30).
    @Test func rowsTakeTheHeightsTheirCellsPrefer() throws {
        let layout = SelfSizingListLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<TallRow, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            view, indexPath, row in view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 300, height: 80))
        #expect(frame(collectionView, 1) == CGRect(x: 0, y: 80, width: 300, height: 80))
        #expect(frame(collectionView, 2) == CGRect(x: 0, y: 160, width: 300, height: 80))
        #expect(collectionView.contentSize == CGSize(width: 300, height: 240))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 160, width: 300, height: 80))
        let preferred = try #require(layout.contexts.first { $0.invalidatedItemIndexPaths != nil })
        #expect(preferred.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        #expect(preferred.contentSizeAdjustment == CGSize(width: 0, height: 30))
    }
}

/// Sections of 50-pt rows under headers estimated 44 high; a header keeps the height its view prefers, as a
/// hand-written layout with self-sizing headers does: it answers `true` for a supplementary view whose height differs
/// and records the height in `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
final class SelfSizingHeadersLayout: UICollectionViewLayout {
    var headerHeights: [Int: CGFloat] = [:]
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        guard let collectionView else { return }
        cache = []
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let header = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                with: IndexPath(item: 0, section: section))
            let headerHeight = headerHeights[section] ?? 44
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            cache.append(header)
            y += headerHeight
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                row.frame = CGRect(x: 0, y: y, width: width, height: 50)
                cache.append(row)
                y += 50
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        originalAttributes.representedElementCategory == .supplementaryView
            && preferredAttributes.size.height != originalAttributes.size.height
    }

    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        headerHeights[originalAttributes.indexPath.section] = preferredAttributes.size.height
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A header holding a banner `bannerHeight` high, 12 pt from its top and bottom edges: Auto Layout fits it at
/// 12 + bannerHeight + 12.
final class BannerHeader: UICollectionReusableView {
    let banner = UIView()
    var bannerHeight: NSLayoutConstraint!
    var fittings = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        banner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(banner)
        bannerHeight = banner.heightAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            banner.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            banner.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            banner.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
            bannerHeight,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        fittings += 1
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let size = systemLayoutSizeFitting(
            CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.size.height = size.height
        return attributes
    }
}

/// A flow layout subclass that changes nothing: a custom layout to the view, answered by the flow layout.
final class HeaderFlowSubclass: UICollectionViewFlowLayout {}

@MainActor
@Suite("A custom layout's supplementary views report preferred attributes")
struct SupplementaryPreferredAttributesTests {
    /// A 320 × 600 view of `layout` showing `sections` (item names per section) under banner headers, the banner of
    /// section `s` `bannerHeights[s]` high (40 when not given).
    func showBanners(
        _ layout: UICollectionViewLayout, sections: [[String]], bannerHeights: [CGFloat] = []
    ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        let headers = UICollectionView.SupplementaryRegistration<BannerHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.bannerHeight.constant = indexPath.section < bannerHeights.count ? bannerHeights[indexPath.section] : 40
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            view, indexPath, row in view.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections(Array(sections.indices))
        for (section, items) in sections.enumerated() { snapshot.appendItems(items, toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    /// Two sections of two rows; section 0's banner is 40 high (header 12 + 40 + 12 = 64), section 1's 100 (124).
    /// Estimated: header 0 at y 0 (44), rows at 44 and 94, header 1 at 144, rows at 188 and 238, content 288.
    /// Measured: header 0 0…64, rows 64 and 114, header 1 at 164 (124 high), rows 288 and 338, content 388.
    @Test func headersTakeTheHeightsTheirViewsPrefer() throws {
        let layout = SelfSizingHeadersLayout()
        let (collectionView, dataSource) = showBanners(layout, sections: [["a", "b"], ["c", "d"]], bannerHeights: [40, 100])
        _ = dataSource

        let kind = UICollectionView.elementKindSectionHeader
        let header0 = try #require(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
        let header1 = try #require(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(header0.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(header1.frame == CGRect(x: 0, y: 164, width: 320, height: 124))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 114, width: 320, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 0, y: 338, width: 320, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 388))
        // The banner inside: 16 pt in from each side, 12 down.
        #expect((header1 as? BannerHeader)?.banner.frame == CGRect(x: 16, y: 12, width: 288, height: 100))

        // The base context names the header and adjusts the content size by the difference (64 − 44 = 20).
        let first = try #require(layout.contexts.first { $0.invalidatedSupplementaryIndexPaths != nil })
        #expect(first.invalidatedSupplementaryIndexPaths == [kind: [IndexPath(item: 0, section: 0)]])
        #expect(first.contentSizeAdjustment == CGSize(width: 0, height: 20))
        #expect(first.invalidatedItemIndexPaths == nil)

        // Each header is asked once, and again only after a context names it (it may have a new width).
        let fittings = { [header0, header1].map { ($0 as? BannerHeader)?.fittings ?? 0 } }
        #expect(fittings() == [1, 1])
        let naming = UICollectionViewLayoutInvalidationContext()
        naming.invalidateSupplementaryElements(ofKind: kind, at: [IndexPath(item: 0, section: 1)])
        layout.invalidateLayout(with: naming)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) === header1)
        #expect(fittings() == [1, 2])
        layout.invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        collectionView.layoutIfNeeded()
        #expect(fittings() == [1, 2])
        #expect(header1.frame == CGRect(x: 0, y: 164, width: 320, height: 124))
    }

    /// A `UICollectionViewFlowLayout` subclass's headers keep their reference size (LY3, F4): the banner header
    /// prefers 12 + 40 + 12 = 64 and is asked, but stays 40. Items 100 × 50, three to a 320-pt line (3 × 100 + 2 × 10
    /// = 320): item 0 at (0, 40), item 2 at (220, 40).
    @Test func aFlowSubclassKeepsItsHeadersReferenceSize() throws {
        let layout = HeaderFlowSubclass()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.itemSize = CGSize(width: 100, height: 50)
        let (collectionView, dataSource) = showBanners(layout, sections: [["a", "b", "c"]])
        _ = dataSource
        let header = try #require(collectionView.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) as? BannerHeader)
        #expect(header.fittings == 1)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 40, width: 100, height: 50))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 220, y: 40, width: 100, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 90))
    }
}

#if !canImport(UIKit)
    import CompositionalLayout

    @MainActor
    @Suite struct CustomPreferredSizeErrorTests {
        /// A preferred size that is not finite, or negative, is the named error layer 1's layouts give (for cells and
        /// supplementary views alike), not a layout object's silent infinite frame.
        @Test func aNonFinitePreferredSizeIsANamedError() {
            let layout = SelfSizingHeadersLayout()  // the bridge holds its layout unowned
            var solved = CustomSolvedLayout(bridge: layout.bridge, itemCounts: [1])
            let contexts = layout.contexts.count  // the first solve's invalidation
            let kind = UICollectionView.elementKindSectionHeader
            #expect(throws: LayoutError(
                .invalidValue(name: "measured height", value: CGFloat.infinity), section: 0,
                elementPath: "supplementary \"\(kind)\"")
            ) {
                try solved.setMeasuredSize(
                    CGSize(width: 320, height: CGFloat.infinity), forSupplementaryElementOfKind: kind,
                    at: IndexPath(item: 0, section: 0))
            }
            #expect(throws: LayoutError(.invalidValue(name: "measured width", value: -1), section: 0, elementPath: "item 0")) {
                try solved.setMeasuredSize(CGSize(width: -1, height: 10), forItemAt: IndexPath(item: 0, section: 0))
            }
            #expect(layout.contexts.count == contexts)  // the layout was not asked to invalidate
        }
    }
#endif
