import CompositionalLayout
import Foundation
@testable import HeadlessCollectionView

// A small fixed layout standing in for layer 1 where a test is about the collection view, not the solver:
// sections stacked vertically, each a grid of `columns` equal columns of `itemHeight` rows (or a list of
// estimated heights), with an optional header (pinnable). No spacing, no insets.
struct FakeSectionSpec: Sendable {
    var columns = 1
    var itemHeight: CGFloat = 50
    var estimated = false
    var header: CGFloat?
    var pinnedHeader = false
    var handler: VisibleItemsInvalidationHandler?
    /// Columns when the container is wider than 400 pt (a stand-in for a size-class-dependent provider).
    var columnsWhenWide: Int?
}

struct FakeLayout: SolvedLayout {
    struct Section: Sendable {
        var spec: FakeSectionSpec
        var count: Int
        var top: CGFloat
        var heights: [CGFloat]  // estimated lists only
        var prefix: [CGFloat]  // prefix[i] = offset of item i from the first item
        var headerHeight: CGFloat { spec.header ?? 0 }
        var rows: Int { spec.estimated ? count : (count + spec.columns - 1) / spec.columns }
        var contentHeight: CGFloat { spec.estimated ? prefix[count] : CGFloat(rows) * spec.itemHeight }
        var height: CGFloat { headerHeight + contentHeight }
    }

    var width: CGFloat
    var sections: [Section]
    let specs: [FakeSectionSpec]
    /// Measured heights of estimated items (`nil`: not measured), by section.
    var measured: [[CGFloat?]]

    init(specs: [FakeSectionSpec], counts: [Int], width: CGFloat, measured: [[CGFloat?]]? = nil) {
        self.width = width
        self.specs = specs
        self.measured = measured ?? counts.map { Array(repeating: nil, count: $0) }
        var top: CGFloat = 0
        sections = []
        for (index, count) in counts.enumerated() {
            var spec = specs[min(index, specs.count - 1)]
            if width > 400, let wide = spec.columnsWhenWide { spec.columns = wide }
            let heights = spec.estimated ? self.measured[index].map { $0 ?? spec.itemHeight } : []
            var section = Section(spec: spec, count: count, top: top, heights: heights, prefix: [])
            section.prefix = Self.prefix(heights)
            sections.append(section)
            top += section.height
        }
    }

    static func prefix(_ heights: [CGFloat]) -> [CGFloat] {
        var result = [CGFloat](repeating: 0, count: heights.count + 1)
        for (i, h) in heights.enumerated() { result[i + 1] = result[i] + h }
        return result
    }

    static func solver(_ specs: [FakeSectionSpec]) -> LayoutSolver {
        { (_, counts, container, _) throws(LayoutError) in FakeLayout(specs: specs, counts: counts, width: container.size.width) }
    }

    var contentSize: CGSize { CGSize(width: width, height: sections.last.map { $0.top + $0.height } ?? 0) }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    var diagnostics: [LayoutDiagnostic] { [] }
    func layoutSection(_ section: Int) -> LayoutSection? {
        var description = dummyLayoutSection
        description.visibleItemsInvalidationHandler = sections[section].spec.handler
        return description
    }
    func sectionFrame(_ section: Int) -> CGRect {
        CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].height)
    }

    func itemFrame(_ s: Int, _ i: Int) -> CGRect {
        let section = sections[s]
        let base = section.top + section.headerHeight
        if section.spec.estimated {
            return CGRect(x: 0, y: base + section.prefix[i], width: width, height: section.heights[i])
        }
        let w = width / CGFloat(section.spec.columns)
        return CGRect(
            x: CGFloat(i % section.spec.columns) * w, y: base + CGFloat(i / section.spec.columns) * section.spec.itemHeight,
            width: w, height: section.spec.itemHeight)
    }

    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sections.count, indexPath[1] >= 0,
            indexPath[1] < sections[indexPath[0]].count
        else { return nil }
        let spec = sections[indexPath[0]].spec
        return LayoutAttributes(
            category: .cell, elementKind: nil, indexPath: indexPath, frame: itemFrame(indexPath[0], indexPath[1]),
            zIndex: 0, selfSizingAxes: spec.estimated ? .vertical : [])
    }

    /// No orthogonal sections: a scroll position does not move cells.
    func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        attributesForItem(at: indexPath)
    }

    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?)
        -> LayoutAttributes?
    {
        guard kind == "header", indexPath.count == 2, indexPath[1] == 0, indexPath[0] < sections.count,
            let height = sections[indexPath[0]].spec.header
        else { return nil }
        let section = sections[indexPath[0]]
        var frame = CGRect(x: 0, y: section.top, width: width, height: height)
        var z = 1
        if section.spec.pinnedHeader, let position = scrollPosition {
            frame.origin.y = min(max(section.top, position.visibleBounds.minY), section.top + section.height - height)
            z = 1_000_000_001
        }
        return LayoutAttributes(
            category: .supplementaryView, elementKind: "header", indexPath: indexPath, frame: frame, zIndex: z,
            isPinnedToVisibleBounds: section.spec.pinnedHeader)
    }

    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?)
        -> LayoutAttributes?
    { nil }

    func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Binary search the first section ending after rect.minY.
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].top + sections[mid].height <= rect.minY { low = mid + 1 } else { high = mid }
        }
        var s = low
        while s < sections.count, sections[s].top < rect.maxY {
            let section = sections[s]
            if section.count > 0 {
                let base = section.top + section.headerHeight
                var first: Int
                var last: Int
                if section.spec.estimated {
                    first = max(0, (section.prefix.firstIndex { base + $0 > rect.minY } ?? section.count) - 1)
                    last = min(section.count - 1, (section.prefix.firstIndex { base + $0 >= rect.maxY } ?? section.count))
                } else {
                    let rowHeight = section.spec.itemHeight
                    let firstRow = max(0, Int(((rect.minY - base) / rowHeight).rounded(.down)))
                    let lastRow = min(section.rows - 1, Int(((rect.maxY - base) / rowHeight).rounded(.up)) - 1)
                    first = firstRow * section.spec.columns
                    last = min(section.count - 1, (lastRow + 1) * section.spec.columns - 1)
                }
                if first <= last {
                    for i in first...last {
                        let attributes = attributesForItem(at: IndexPath(indexes: [s, i]))!
                        if attributes.frame.overlaps(rect) { result.append(attributes) }
                    }
                }
            }
            if let header = attributesForSupplementaryElement(ofKind: "header", at: IndexPath(indexes: [s, 0]), scrollPosition: scrollPosition),
                header.frame.overlaps(rect)
            {
                result.append(header)
            }
            s += 1
        }
        return result
    }

    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool {
        let s = indexPath[0]
        guard s < sections.count, sections[s].spec.estimated, indexPath[1] < sections[s].count else {
            throw LayoutError(.invalidContainer(size), section: s, elementPath: "item")
        }
        measured[s][indexPath[1]] = size.height
        guard sections[s].heights[indexPath[1]] != size.height else { return false }
        sections[s].heights[indexPath[1]] = size.height
        sections[s].prefix = Self.prefix(sections[s].heights)
        var top = sections[s].top + sections[s].height
        for next in (s + 1)..<sections.count {
            sections[next].top = top
            top += sections[next].height
        }
        return true
    }

    mutating func setMeasuredSize(_ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws(LayoutError) -> Bool
    { false }

    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool {
        indexPath[0] < measured.count && indexPath[1] < measured[indexPath[0]].count && measured[indexPath[0]][indexPath[1]] != nil
    }

    func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool { false }

    /// Carries measured heights through the update, as layer 1 does.
    mutating func apply(_ update: LayoutUpdate) throws(LayoutError) {
        let old = measured
        var next: [[CGFloat?]] = []
        for (section, count) in update.itemCounts.enumerated() {
            guard let from = update.oldSectionOfNew[section], from < old.count else {
                next.append(Array(repeating: nil, count: count))
                continue
            }
            var heights = old[from]
            let changes = update.changes[section] ?? SectionItemChanges()
            for index in changes.deleted.reversed() { heights.remove(at: index) }
            for index in changes.inserted { heights.insert(nil, at: index) }
            for carried in changes.carried { heights[carried.newItem] = old[carried.oldSection][carried.oldItem] }
            for index in changes.remeasured { heights[index] = nil }
            next.append(heights)
        }
        self = FakeLayout(specs: specs, counts: update.itemCounts, width: width, measured: next)
    }

    mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) {
        self = FakeLayout(specs: specs, counts: sections.map(\.count), width: container.size.width, measured: measured)
    }

    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    func targetOrthogonalOffset(inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat)
        -> CGFloat
    { proposedOffset }
}

/// A placeholder description for views driven by ``FakeLayout``.
let dummyLayoutSection = LayoutSection(
    group: .vertical(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
        subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50))))]))
let dummyLayout = CollectionLayout(section: dummyLayoutSection)

/// Records what a visible-items handler saw. Handlers are `@Sendable`; the collection view calls them synchronously
/// on the main actor, so the log is main-actor isolated (hence `Sendable`) and `record` checks that at run time.
@MainActor
final class HandlerLog {
    private(set) var calls: [(items: [VisibleItem], offset: CGPoint)] = []

    nonisolated func record(_ items: [VisibleItem], _ offset: CGPoint) {
        MainActor.assumeIsolated { calls.append((items, offset)) }
    }
}

/// A headless view for the tests: it keeps what the collection view last displayed in it.
class TestView: ReusableView {
    var displayed: ViewAttributes?
    var applyCount = 0
    required init() {}
    func prepareForReuse() {}
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize { attributes.frame.size }
    func apply(_ attributes: ViewAttributes) {
        displayed = attributes
        applyCount += 1
    }
}

/// A headless cell for the tests.
class TestCellBase: TestView, CollectionCell {
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
}

/// What the tests read of any view the collection view shows (all are `TestView`s here).
extension ReusableView {
    var shown: ViewAttributes? { (self as! TestView).displayed }
    var frame: CGRect { shown?.frame ?? .zero }
    var alpha: CGFloat { shown?.alpha ?? 1 }
    var zIndex: Int { shown?.zIndex ?? 0 }
    var isHidden: Bool { shown?.isHidden ?? false }
    var transform: AffineTransform2D { shown?.transform ?? .identity }
    var indexPath: IndexPath? { shown?.indexPath }
}

final class TestCell: TestCellBase {
    var text = ""
    var hiddenByHandler = false
    var preferredHeight: CGFloat?
    /// Asked at measuring time (a real cell would lay out its content for the offered width).
    var preferredHeightProvider: (@MainActor () -> CGFloat?)?
    var reuseCount = 0
    var configureCount = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        text = ""
    }
    override func preferredSize(fitting attributes: LayoutAttributes) -> CGSize {
        CGSize(width: attributes.frame.width, height: preferredHeightProvider?() ?? preferredHeight ?? attributes.frame.height)
    }
}

final class HeaderView: TestView {
    var text = ""
    var preferredHeight: CGFloat?
    override func preferredSize(fitting attributes: LayoutAttributes) -> CGSize {
        CGSize(width: attributes.frame.width, height: preferredHeight ?? attributes.frame.height)
    }
}

/// An index-based data source with counts per section, a cell registration and a header registration.
@MainActor
final class TestDataSource: CollectionViewDataSource {
    var counts: [Int]
    /// Heights the cells report for self-sizing, by item index (all sections).
    var heights: (IndexPath) -> CGFloat? = { _ in nil }
    var labels: (IndexPath) -> String = { "\($0[0])-\($0[1])" }
    var provideHeaders = true
    let cells: CellRegistration<TestCell, String>
    let headers: SupplementaryRegistration<HeaderView>
    var cellRequests: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
        cells = CellRegistration { cell, _, item in
            cell.text = item
            cell.configureCount += 1
        }
        headers = SupplementaryRegistration(elementKind: "header") { view, _, indexPath in
            view.text = "H\(indexPath[0])"
            view.preferredHeight = 60
        }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { counts[section] }
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: labels(indexPath))
        cell.preferredHeightProvider = { [unowned self] in self.heights(indexPath) }
        return cell
    }
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
        -> ReusableView?
    {
        provideHeaders ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath) : nil
    }
}

@MainActor
func makeView(
    specs: [FakeSectionSpec], counts: [Int], size: CGSize = CGSize(width: 300, height: 600)
) throws -> (CollectionView, TestDataSource) {
    let source = TestDataSource(counts: counts)
    // The data source is weak, as in UIKit: the view's solver keeps it as long as the view lives.
    let view = CollectionView(
        layout: dummyLayout, size: size, solver: retaining(Retainer(source), FakeLayout.solver(specs)))
    view.dataSource = source
    try view.layoutIfNeeded()
    return (view, source)
}


/// Objects a test's collection view keeps alive (its data source is weak, as in UIKit), so that they are released
/// with the view. (A global list kept them to the end of the process, where LeakSanitizer reported the weak-reference
/// side tables of every one as leaked: see docs/reliability.md.)
@MainActor
final class Retainer {
    var objects: [AnyObject]
    init(_ objects: AnyObject...) { self.objects = objects }
}

/// `solver`, holding `retainer` for as long as the collection view that owns the solver lives.
func retaining(_ retainer: Retainer, _ solver: @escaping LayoutSolver) -> LayoutSolver {
    { description, counts, container, traits throws(LayoutError) in
        try withExtendedLifetime(retainer) { () throws(LayoutError) in try solver(description, counts, container, traits) }
    }
}

/// How many items of `section` the view's layout holds a measured size for (the layout owns them, H19).
@MainActor
func measuredItemCount(_ view: CollectionView, section: Int = 0) -> Int {
    guard let solution = view.solution else { return 0 }
    return (0..<solution.numberOfItems(inSection: section)).filter {
        solution.hasMeasuredSize(forItemAt: IndexPath(indexes: [section, $0]))
    }.count
}
