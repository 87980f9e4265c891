// ViewBenchmarks: the per-frame and per-update costs of HeadlessCollectionView.
// Run: swift run -c release --package-path Benchmarks ViewBenchmarks [--fixed-only | --profile]
//
// Two layouts:
// - "compositional": layer 1's LayoutSolution (a 4-column grid of 100 pt rows) — the real stack;
// - "fixed": an arithmetic grid implementing SolvedLayout here, which isolates the cost of layer 3 itself.
import BenchmarkSupport
import CompositionalLayout
import DiffableData
import Foundation
import HeadlessCollectionView

let viewport = CGSize(width: 390, height: 844)
let columns = 4
let rowHeight: CGFloat = 100

/// A grid of `columns` columns of `rowHeight` rows, answered by arithmetic.
struct FixedGrid: SolvedLayout {
    var count: Int
    var width: CGFloat
    var rows: Int { (count + columns - 1) / columns }
    var contentSize: CGSize { CGSize(width: width, height: CGFloat(rows) * rowHeight) }
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { count }
    var diagnostics: [LayoutDiagnostic] { [] }
    func layoutSection(_ section: Int) -> LayoutSection? { nil }
    func sectionFrame(_ section: Int) -> CGRect { CGRect(origin: .zero, size: contentSize) }
    func frame(_ item: Int) -> CGRect {
        let w = width / CGFloat(columns)
        return CGRect(x: CGFloat(item % columns) * w, y: CGFloat(item / columns) * rowHeight, width: w, height: rowHeight)
    }
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath[1] < count else { return nil }
        return LayoutAttributes(category: .cell, elementKind: nil, indexPath: indexPath, frame: frame(indexPath[1]), zIndex: 0)
    }
    func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?)
        -> LayoutAttributes?
    { nil }
    func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    // The grid has no orthogonal sections, so a scroll position moves nothing.
    func attributesForItem(at indexPath: IndexPath, scrollPosition: ScrollPosition?) -> LayoutAttributes? {
        attributesForItem(at: indexPath)
    }
    func attributesForDecorationElement(
        ofKind kind: String, at indexPath: IndexPath, scrollPosition: ScrollPosition?
    ) -> LayoutAttributes? { nil }
    func attributesForElements(in rect: CGRect, scrollPosition: ScrollPosition?) -> [LayoutAttributes] {
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(rows - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
        guard first <= last else { return [] }
        var result: [LayoutAttributes] = []
        result.reserveCapacity((last - first + 1) * columns)
        for item in (first * columns)..<min(count, (last + 1) * columns) {
            var path = IndexPath(index: 0)
            path.append(item)
            result.append(LayoutAttributes(category: .cell, elementKind: nil, indexPath: path, frame: frame(item), zIndex: 0))
        }
        return result
    }
    mutating func setMeasuredSize(_ size: CGSize, forItemAt indexPath: IndexPath) throws(LayoutError) -> Bool { false }
    mutating func setMeasuredSize(_ size: CGSize, forSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        throws(LayoutError) -> Bool
    { false }
    func hasMeasuredSize(forItemAt indexPath: IndexPath) -> Bool { false }
    func hasMeasuredSize(forSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> Bool { false }
    mutating func apply(_ update: LayoutUpdate) throws(LayoutError) { count = update.itemCounts.first ?? 0 }
    mutating func update(
        description: any LayoutDescription, container: CollectionContainer, traits: LayoutTraits
    ) throws(LayoutError) { width = container.size.width }
    func orthogonalGeometry(forSection section: Int) -> OrthogonalSectionGeometry? { nil }
    func targetOrthogonalOffset(inSection section: Int, proposedOffset: CGFloat, currentOffset: CGFloat, velocity: CGFloat)
        -> CGFloat
    { proposedOffset }
}

let fixedSolver: LayoutSolver = { (_, counts, container, _) throws(LayoutError) in
    FixedGrid(count: counts.first ?? 0, width: container.size.width)
}

let gridLayout = CollectionLayout(
    section: LayoutSection(
        group: .horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(rowHeight)),
            subitem: .item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)))),
            count: columns)))

/// A cell that keeps what it is given, as a real one would (the collection view keeps its own bookkeeping).
final class Cell: CollectionCell {
    var value = 0
    var displayed: ViewAttributes?
    var isSelected = false
    var isHighlighted = false
    var isFocused = false
    init() {}
    func prepareForReuse() {}
    func preferredSize(fitting attributes: LayoutAttributes) -> CGSize { attributes.frame.size }
    func apply(_ attributes: ViewAttributes) { displayed = attributes }
}

@MainActor
final class Owner {
    let view: CollectionView
    let source: DiffableDataSource<Int, Int>
    init(solver: @escaping LayoutSolver) {
        view = CollectionView(layout: gridLayout, size: viewport, solver: solver)
        let registration = CellRegistration<Cell, Int> { cell, _, item in cell.value = item }
        source = DiffableDataSource(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }
}

func snapshot(_ items: [Int]) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items, toSection: 0)
    return snapshot
}

var rows: [[String]] = []
var failures: [String] = []

@MainActor
func scrollStep(_ name: String, solver: @escaping LayoutSolver, count: Int, step: CGFloat = 37) {
    let owner = Owner(solver: solver)
    try! owner.source.apply(snapshot(Array(0..<count)))
    try! owner.view.layoutIfNeeded()
    let maxOffset = owner.view.contentSize.height - viewport.height
    // Every step scrolls 37 pt (about 2 frames of a fast scroll), wrapping near the end; one step is the
    // new offset, the layout query, recycling the rows that left and configuring the rows that entered.
    var y: CGFloat = 0
    let label = step == 37 ? "scroll step" : "jump of \(Int(step)) pt"
    let measurement = measurePerCall("\(name) \(label), \(count) items", iterations: 20_000, runs: 7) { _ in
        y += step
        if y > maxOffset { y = 0 }
        owner.view.contentOffset = CGPoint(x: 0, y: y)
        try! owner.view.layoutIfNeeded()
        return y
    }
    let cpu = cpuMedian(runs: 7, iterations: 20_000) {
        for _ in 0..<20_000 {
            y += step
            if y > maxOffset { y = 0 }
            owner.view.contentOffset = CGPoint(x: 0, y: y)
            try! owner.view.layoutIfNeeded()
        }
    }
    let created = owner.view.reuseStatistics.viewsCreated
    let budget = step == 37 ? "≤ 50 µs" : "(worst case, no budget)"
    rows.append([measurement.name, formatDuration(measurement.medianNanoseconds), formatDuration(cpu), budget,
                 "views created: \(created)"])
    if step == 37 && cpu > 50_000 { failures.append(measurement.name) }
}

@MainActor
func applyChurn(_ name: String, solver: @escaping LayoutSolver) {
    // 10 000 items; the new snapshot deletes 1 000 (every 10th), inserts 1 000 new ones at spread positions and
    // moves 0: 2 000 of 10 000 identifiers change (20 %).
    let old = Array(0..<10_000)
    var new = old.enumerated().filter { $0.offset % 10 != 3 }.map(\.element)
    for k in 0..<1_000 { new.insert(100_000 + k, at: min(new.count, k * 9 + 5)) }
    let oldSnapshot = snapshot(old)
    let newSnapshot = snapshot(new)
    func prepared() -> Owner {
        let owner = Owner(solver: solver)
        try! owner.source.apply(oldSnapshot)
        owner.view.contentOffset = CGPoint(x: 0, y: 50_000)
        try! owner.view.layoutIfNeeded()
        return owner
    }
    let measurement = measure("\(name) apply 10 000 items, 20 % churn", runs: 11, setup: prepared) { owner in
        try! owner.source.apply(newSnapshot).elements.count
    }
    var owner = prepared()
    let cpu = cpuMedian(runs: 11, setup: { owner = prepared() }) { blackHole(try! owner.source.apply(newSnapshot)) }
    rows.append([measurement.name, formatDuration(measurement.medianNanoseconds), formatDuration(cpu), "≤ 5 ms",
                 "diff + validate + transaction + relayout"])
    if cpu > 5_000_000 { failures.append(measurement.name) }
}

/// A data source of one section whose count the benchmark changes before each update.
@MainActor
final class CountingSource: CollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { count }
    func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// One insert (then one delete, so the count stays) in the middle of an estimated list of `count` items, through
/// `performBatchUpdates`, transaction included; the baseline is a reload of the same view (a fresh solve).
@MainActor
func insertIntoEstimatedList(count: Int) {
    let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
    let list = CollectionLayout(section: LayoutSection(group: .vertical(size: size, subitems: [.item(LayoutItem(size: size))])))
    let view = CollectionView(layout: list, size: viewport)
    view.register(Cell.self, forCellWithReuseIdentifier: "cell")
    let source = CountingSource(count: count)
    view.dataSource = source
    try! view.layoutIfNeeded()
    let middle = IndexPath(indexes: [0, count / 2])
    var inserted = false
    let step = measure("insert or delete 1 item, \(count) estimated items", runs: insertRuns) { () -> Int in
        inserted.toggle()
        source.count += inserted ? 1 : -1
        let update = inserted ? BatchUpdate(itemInserts: [middle]) : BatchUpdate(itemDeletes: [middle])
        return try! view.performBatchUpdates(update, animation: UpdateAnimation.none).elements.count
    }
    let reload = measure("reload, \(count) estimated items", runs: 7) { () -> Int in
        view.reloadData()
        try! view.layoutIfNeeded()
        return view.indexPathsForVisibleItems.count
    }
    rows.append([step.name, formatDuration(step.medianNanoseconds), formatDuration(step.medianCPUNanoseconds), "≤ 100 µs",
                 "baseline: reload \(formatDuration(reload.medianNanoseconds)) wall, "
                    + "\(formatDuration(reload.medianCPUNanoseconds)) CPU "
                    + String(format: "(%.1f× the update's CPU time)", reload.medianCPUNanoseconds / max(step.medianCPUNanoseconds, 1))])
    if step.medianCPUNanoseconds > 100_000 { failures.append(step.name) }
}

/// A short, untimed run of the fixed-grid scroll step, for a profiler (`valgrind --tool=callgrind … --profile`).
@MainActor
func profileScrollSteps(_ steps: Int) {
    let owner = Owner(solver: fixedSolver)
    try! owner.source.apply(snapshot(Array(0..<1_000)))
    try! owner.view.layoutIfNeeded()
    var y: CGFloat = 0
    for _ in 0..<steps {
        y += 37
        if y > 20_000 { y = 0 }
        owner.view.contentOffset = CGPoint(x: 0, y: y)
        try! owner.view.layoutIfNeeded()
    }
}

let arguments = CommandLine.arguments
if arguments.contains("--profile") {
    profileScrollSteps(2_000)
    exit(0)
}
let fixedOnly = arguments.contains("--fixed-only")
let applyOnly = arguments.contains("--apply-only")
/// Timed runs of each insert benchmark (`--insert-runs N`; many runs for a profiler).
let insertRuns = arguments.firstIndex(of: "--insert-runs").flatMap { Int(arguments[$0 + 1]) } ?? 21
if arguments.contains("--insert-only") {
    insertIntoEstimatedList(count: 10_000)
    insertIntoEstimatedList(count: 1_000_000)
    print(markdownTable(header: ["benchmark", "wall median", "CPU median", "budget", "notes"], rows: rows))
    exit(0)
}
if arguments.contains("--jump-only") {
    scrollStep("compositional", solver: compositionalLayoutSolver, count: 1_000_000, step: 844)
    print(markdownTable(header: ["benchmark", "wall median", "CPU median", "budget", "notes"], rows: rows))
    exit(0)
}
if !applyOnly {
    scrollStep("fixed", solver: fixedSolver, count: 1_000)
    scrollStep("fixed", solver: fixedSolver, count: 1_000_000)
}
applyChurn("fixed", solver: fixedSolver)
if !fixedOnly {
    if !applyOnly {
        scrollStep("compositional", solver: compositionalLayoutSolver, count: 1_000)
        scrollStep("compositional", solver: compositionalLayoutSolver, count: 1_000_000)
        // A flick: every step replaces a whole screenful (all rows of the visible rect are new).
        scrollStep("compositional", solver: compositionalLayoutSolver, count: 1_000_000, step: 844)
    }
    applyChurn("compositional", solver: compositionalLayoutSolver)
}
print(markdownTable(header: ["benchmark", "wall median", "CPU median", "budget", "notes"], rows: rows))
if !failures.isEmpty { print("\nOVER BUDGET: " + failures.joined(separator: ", ")) }
