#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
#endif
import Testing

/// A month calendar as an iOS developer writes one: a section per month, a header supplementary over seven 50-pt
/// columns of 40-pt day cells, and a decoration band behind the weekend columns, registered by the layout.
class MonthCalendarLayout: UICollectionViewLayout {
    static let headerKind = "month-header"
    static let weekendKind = "weekend-band"
    let columnWidth: CGFloat = 50
    let dayHeight: CGFloat = 40
    let headerHeight: CGFloat = 30
    private(set) var sectionOrigins: [CGFloat] = []
    private var days: [[UICollectionViewLayoutAttributes]] = []
    private var contentHeight: CGFloat = 0

    override init() {
        super.init()
        register(WeekendBandView.self, forDecorationViewOfKind: Self.weekendKind)
    }

    required init?(coder: NSCoder) { nil }

    func rows(inSection section: Int) -> Int { (days[section].count + 6) / 7 }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        days = []
        sectionOrigins = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            sectionOrigins.append(y)
            days.append((0..<collectionView.numberOfItems(inSection: section)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(
                    x: CGFloat(item % 7) * columnWidth, y: y + headerHeight + CGFloat(item / 7) * dayHeight,
                    width: columnWidth, height: dayHeight)
                return attributes
            })
            y += headerHeight + CGFloat(rows(inSection: section)) * dayHeight
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 7 * columnWidth, height: contentHeight) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for section in days.indices {
            let path = IndexPath(item: 0, section: section)
            found += [
                layoutAttributesForSupplementaryView(ofKind: Self.headerKind, at: path),
                layoutAttributesForDecorationView(ofKind: Self.weekendKind, at: path),
            ].compactMap { $0 }
            found += days[section]
        }
        return found.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        days.indices.contains(indexPath.section) && days[indexPath.section].indices.contains(indexPath.item)
            ? days[indexPath.section][indexPath.item] : nil
    }

    override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.headerKind, sectionOrigins.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(x: 0, y: headerY(indexPath.section), width: 7 * columnWidth, height: headerHeight)
        attributes.zIndex = 1
        return attributes
    }

    /// Where a section's header sits: at the top of its month (a subclass pins it).
    func headerY(_ section: Int) -> CGFloat { sectionOrigins[section] }

    override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard elementKind == Self.weekendKind, days.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = CGRect(
            x: 5 * columnWidth, y: sectionOrigins[indexPath.section] + headerHeight, width: 2 * columnWidth,
            height: CGFloat(rows(inSection: indexPath.section)) * dayHeight)
        attributes.zIndex = -1
        return attributes
    }
}

final class WeekendBandView: UICollectionReusableView {}
/// Counts how often it is asked for preferred attributes.
final class MonthHeaderView: UICollectionReusableView {
    var fittings = 0

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        fittings += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Headers that stay at the top while their month scrolls under them, invalidated on every scroll with a context
/// of the layout's own class that names only the headers.
final class PinnedMonthCalendarLayout: MonthCalendarLayout {
    final class HeadersOnlyContext: UICollectionViewLayoutInvalidationContext {
        var headersOnly = false
    }

    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override class var invalidationContextClass: AnyClass { HeadersOnlyContext.self }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? HeadersOnlyContext)?.headersOnly = true
        context.invalidateSupplementaryElements(
            ofKind: Self.headerKind, at: sectionOrigins.indices.map { IndexPath(item: 0, section: $0) })
        return context
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    /// Pinned below the top of the visible bounds, and pushed up by the next month's header.
    override func headerY(_ section: Int) -> CGFloat {
        let top = collectionView?.contentOffset.y ?? 0
        let end = section + 1 < sectionOrigins.count ? sectionOrigins[section + 1] : collectionViewContentSize.height
        return min(max(sectionOrigins[section], top), end - headerHeight)
    }
}

/// Records what it is asked to prefetch.
final class PrefetchLog: UICollectionViewDataSourcePrefetching {
    var asked: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        asked += indexPaths
    }
}

@MainActor
@Suite struct CalendarLayoutTests {
    /// January (31 days, 5 rows) and February (28 days, 4 rows) in a 350 × `height` view.
    func makeCalendar(_ layout: MonthCalendarLayout, height: CGFloat = 600)
        -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>)
    {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 350, height: height), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let headers = UICollectionView.SupplementaryRegistration<MonthHeaderView>(
            elementKind: MonthCalendarLayout.headerKind) { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, path, day in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: day)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(Array(100..<131), toSection: 1)
        snapshot.appendItems(Array(200..<228), toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    func bands(_ view: UICollectionView) -> [CGRect] {
        view.subviews.compactMap { $0 as? WeekendBandView }.map(\.frame).sorted { $0.minY < $1.minY }
    }

    /// January: header 0…30, 5 rows of days 30…230; February: header 230…260, 4 rows 260…420.
    @Test func headersDaysAndWeekendBandsTakeTheLayoutsFrames() {
        let (view, dataSource) = makeCalendar(MonthCalendarLayout())
        #expect(view.contentSize == CGSize(width: 350, height: 420))
        let header = MonthCalendarLayout.headerKind
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 0, width: 350, height: 30))
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 230, width: 350, height: 30))
        // 31 January: item 30, column 30 % 7 = 2, row 30 / 7 = 4: x 100, y 30 + 4 × 40 = 190.
        #expect(view.cellForItem(at: IndexPath(item: 30, section: 0))?.frame == CGRect(x: 100, y: 190, width: 50, height: 40))
        // 1 February: y 230 + 30 = 260.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 260, width: 50, height: 40))
        // The weekend columns 5 and 6 (x 250, 100 wide) under each month's rows: 5 × 40 = 200, 4 × 40 = 160.
        #expect(bands(view) == [
            CGRect(x: 250, y: 30, width: 100, height: 200), CGRect(x: 250, y: 260, width: 100, height: 160),
        ])
        #expect(view.visibleSupplementaryViews(ofKind: header).count == 2)
        _ = dataSource
    }

    /// The prefetch window is queried after the visible pass; the attributes objects of the elements on screen
    /// must survive that query (the view reads their presentation — transform, alpha, a subclass's properties —
    /// from them), while the table of kept objects stays bounded.
    @Test func thePrefetchQueryKeepsTheShownElementsObjects() {
        let layout = MonthCalendarLayout()
        let (view, dataSource) = makeCalendar(layout, height: 200)
        let log = PrefetchLog()
        view.prefetchDataSource = log
        view.contentOffset = CGPoint(x: 0, y: 40)
        view.layoutIfNeeded()
        #expect(!log.asked.isEmpty)  // the window below the screen (February's days) was queried
        #if !canImport(UIKit)
            for cell in view.indexPathsForVisibleItems {
                #expect(layout.bridge.presentations[.cell(cell)] != nil, "\(cell)")
            }
            #expect(layout.bridge.presentations.count <= 4 * 64)
        #endif
        _ = dataSource
    }

    /// A context's `contentOffsetAdjustment` moves the content offset by that much when the layout is invalidated
    /// with it (as an app does when it inserts content above what the user reads).
    @Test func aContentOffsetAdjustmentMovesTheOffset() {
        let layout = MonthCalendarLayout()
        let (view, dataSource) = makeCalendar(layout, height: 200)
        view.contentOffset = CGPoint(x: 0, y: 40)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 100)
        layout.invalidateLayout(with: context)
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 140))
        _ = dataSource
    }

    /// Scrolled to 100: January's header is pinned at the top (y 100); February's stays at 230. At 215, January's is
    /// pushed up by February's: min(max(0, 215), 230 − 30) = 200. Each scroll came with a context of the layout's own
    /// class naming only the headers.
    @Test func aBoundsChangeContextOfTheLayoutsOwnClassPinsTheHeaders() throws {
        let layout = PinnedMonthCalendarLayout()
        let (view, dataSource) = makeCalendar(layout, height: 200)
        let header = MonthCalendarLayout.headerKind
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 100, width: 350, height: 30))
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 230, width: 350, height: 30))
        view.contentOffset = CGPoint(x: 0, y: 215)
        view.layoutIfNeeded()
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 0, y: 200, width: 350, height: 30))
        // A context naming a header makes its view be asked for preferred attributes again (CL5): January's header
        // was asked at the first pass and after each of the two scroll steps.
        let january = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) as? MonthHeaderView
        #expect(january?.fittings == 3)
        let last = try #require(layout.contexts.last as? PinnedMonthCalendarLayout.HeadersOnlyContext)
        #expect(last.headersOnly)
        #expect(last.invalidatedSupplementaryIndexPaths?[header] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(!last.invalidateEverything)
        _ = dataSource
    }
}

/// Weekend bands that slide in from the right (100 pt, transparent) when their month arrives, and leave as a
/// transparent 10-pt strip at the top left, as a layout animating its decorations says.
final class SlidingBandsCalendarLayout: MonthCalendarLayout {
    var asked: [String] = []

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        asked.append("initial \(elementKind) \(decorationIndexPath.section)")
        guard let attributes = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath) else {
            return nil
        }
        attributes.frame.origin.x += 100
        attributes.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        asked.append("final \(elementKind) \(decorationIndexPath.section)")
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: decorationIndexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0
        return attributes
    }
}

@MainActor
@Suite struct CalendarDecorationUpdateTests {
    /// March (31 days, 5 rows) inserted after February: its header at 420, days from 450, its band (250, 450, 100,
    /// 200) slides in from x 350, transparent. Then January deleted: its band (250, 30, 100, 200, index path [0, 0]
    /// before the update) leaves for the 10-pt strip; February moves up to the top (its band at 30).
    @Test func weekendBandsSlideInAndOutWithTheirMonths() throws {
        let layout = SlidingBandsCalendarLayout()
        let (view, dataSource) = CalendarLayoutTests().makeCalendar(layout, height: 700)
        let kind = MonthCalendarLayout.weekendKind
        var snapshot = dataSource.snapshot()
        snapshot.appendSections([3])
        snapshot.appendItems(Array(300..<331), toSection: 3)
        dataSource.apply(snapshot)
        #expect(layout.asked == ["initial \(kind) 2"])
        // Face-only: the update transaction (`lastTransaction`) is package API.
        #if !canImport(UIKit)
            let inserted = try #require(dataSource.lastTransaction)
            let appearing = try #require(inserted.element(after: .decoration(kind, IndexPath(item: 0, section: 2))))
            #expect(appearing.change == .appearing)
            #expect(appearing.initial.frame == CGRect(x: 350, y: 450, width: 100, height: 200))
            #expect(appearing.initial.alpha == 0)
            #expect(appearing.final.frame == CGRect(x: 250, y: 450, width: 100, height: 200))
            #expect(appearing.final.alpha == 1)
        #endif
        #expect(CalendarLayoutTests().bands(view) == [
            CGRect(x: 250, y: 30, width: 100, height: 200), CGRect(x: 250, y: 260, width: 100, height: 160),
            CGRect(x: 250, y: 450, width: 100, height: 200),
        ])

        layout.asked = []
        snapshot.deleteSections([1])
        dataSource.apply(snapshot)
        #expect(layout.asked == ["final \(kind) 0"])
        // Face-only: the update transaction (`lastTransaction`) is package API.
        #if !canImport(UIKit)
            let deleted = try #require(dataSource.lastTransaction)
            let disappearing = try #require(deleted.elements(.disappearing).first { $0.keyBefore?.category == .decorationView })
            #expect(disappearing.keyBefore == .decoration(kind, IndexPath(item: 0, section: 0)))
            #expect(disappearing.initial.frame == CGRect(x: 250, y: 30, width: 100, height: 200))
            #expect(disappearing.final.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(disappearing.final.alpha == 0)
            // February's band moved up to where January's was.
            let moved = try #require(deleted.element(after: .decoration(kind, IndexPath(item: 0, section: 0))))
            #expect(moved.change == .moving)
            #expect(moved.final.frame == CGRect(x: 250, y: 30, width: 100, height: 160))
        #endif
    }
}
