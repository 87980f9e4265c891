// The layout benchmarks: solving, viewport queries, materialising frames, applying measured sizes and
// laying out many sections, each at growing sizes so that growth is visible, against a brute-force
// reference in the same run.
//
//   swift run -c release --package-path Benchmarks LayoutBenchmarks [--quick] [--cpu]
//
// --quick runs only the smallest size of each figure (a smoke test, not for publishing); --cpu reports thread CPU
// time (for a loaded machine).

import BenchmarkSupport
import CompositionalLayout
import Foundation

// MARK: - Setup

let quick = CommandLine.arguments.contains("--quick")
/// Report thread CPU time instead of wall-clock time: on the shared machine the wall clock also counts the time
/// the benchmark waited for a core.
let useCPUTime = CommandLine.arguments.contains("--cpu")
/// `--only a,d,f` runs only the named figures (a, b, c, c2, d0, d, d1, f, e).
let onlyFigures: Set<String>? = CommandLine.arguments.firstIndex(of: "--only").flatMap { index in
    index + 1 < CommandLine.arguments.count ? Set(CommandLine.arguments[index + 1].split(separator: ",").map(String.init)) : nil
}

func wants(_ figure: String) -> Bool { onlyFigures?.contains(figure) ?? true }

extension BenchmarkSupport.Measurement {
    /// The median reported: CPU time with `--cpu`, else wall-clock time.
    var median: Double { useCPUTime ? medianCPUNanoseconds : medianNanoseconds }
}
/// `--sizes 1000000` runs only the named item counts.
let itemCounts = CommandLine.arguments.firstIndex(of: "--sizes").flatMap { index in
    index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1].split(separator: ",").compactMap { Int($0) } : nil
} ?? (quick ? [10_000] : [10_000, 100_000, 1_000_000])
/// `--runs N` times each per-call figure N times (more runs for a profiler).
let perCallRuns = CommandLine.arguments.firstIndex(of: "--runs").flatMap { index in
    index + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[index + 1]) : nil
} ?? 7
let sectionCounts = quick ? [10] : [10, 100, 1_000]

/// An iPhone 15 in portrait at 3x.
let container = CollectionContainer(size: CGSize(width: 390, height: 844))
let traits = LayoutTraits(displayScale: 3)
let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)

/// A deterministic generator, so that every run asks the same questions.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func solve(_ layout: CollectionLayout, _ counts: [Int]) -> LayoutSolution {
    do {
        return try LayoutSolution(layout: layout, itemCounts: counts, container: container, traits: traits)
    } catch {
        fatalError("the benchmark layout does not solve: \(error)")
    }
}

/// (a, b) Three square columns.
let gridLayout: CollectionLayout = {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)))
    let row = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)), subitems: [.item(item)]
    )
    return CollectionLayout(section: LayoutSection(group: row))
}()

/// (c) Apple's "Nested groups" shape: a vertical group of [a row of two items, one full-width item].
let nestedLayout: CollectionLayout = {
    let half = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
    let pair = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)), repeatingSubitem: .item(half), count: 2
    )
    let full = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.6)))
    let column = LayoutGroup.vertical(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(300)), subitems: [.group(pair), .item(full)]
    )
    return CollectionLayout(section: LayoutSection(group: column, interGroupSpacing: 8))
}()

/// (d) A self-sizing list: full-width rows estimated at 44 pt.
let listLayout: CollectionLayout = {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)))
    let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), subitems: [.item(item)])
    return CollectionLayout(section: LayoutSection(group: row))
}()

/// (e) Sections of two columns with a header, a footer and a background.
let sectionedLayout: CollectionLayout = {
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .absolute(60)))
    let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), subitems: [.item(item)])
    let header = BoundarySupplementaryItem(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), elementKind: "header", alignment: .top
    )
    let footer = BoundarySupplementaryItem(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "footer", alignment: .bottom
    )
    let section = LayoutSection(
        group: row, contentInsets: DirectionalEdgeInsets(all: 10), interGroupSpacing: 4,
        boundarySupplementaryItems: [header, footer], decorationItems: [.background(elementKind: "background")]
    )
    return CollectionLayout(
        section: section, configuration: LayoutConfiguration(interSectionSpacing: 20), registeredDecorationKinds: ["background"]
    )
}()

// MARK: - Results

struct Row {
    var figure: String
    var size: String
    var median: String
    var perUnit: String
    var target: String
    var pass: Bool?
    var baseline: String
    var ratio: String

    var cells: [String] {
        [figure, size, median, perUnit, target, pass.map { $0 ? "PASS" : "MISS" } ?? "—", baseline, ratio]
    }
}

var rows: [Row] = []

func count(_ n: Int) -> String {
    n >= 1_000_000 && n % 1_000_000 == 0 ? "\(n / 1_000_000)M" : n >= 1_000 && n % 1_000 == 0 ? "\(n / 1_000)k" : "\(n)"
}

func ratio(_ baseline: Double, _ measured: Double) -> String {
    measured > 0 ? String(format: "%.0f×", baseline / measured) : "—"
}

@MainActor func report(_ row: Row) {
    rows.append(row)
    print(row.cells.joined(separator: "  ·  "))
}

/// The reference answer to a viewport query: every item frame materialised once (by the bulk API),
/// then scanned.
func allItemFrames(_ solution: LayoutSolution) -> [CGRect] {
    solution.itemFrames(inSection: 0)
}

/// Every item frame by one `attributesForItem(at:)` call each.
func allItemFramesOneByOne(_ solution: LayoutSolution) -> [CGRect] {
    let items = solution.numberOfItems(inSection: 0)
    var frames: [CGRect] = []
    frames.reserveCapacity(items)
    for item in 0..<items {
        frames.append(solution.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame ?? .null)
    }
    return frames
}

@inline(never)
func linearScan(_ frames: [CGRect], _ rect: CGRect) -> Int {
    var hits = 0
    for frame in frames where frame.intersects(rect) { hits += 1 }
    return hits
}

// MARK: - (a) Solve a grid and answer the first viewport

for n in itemCounts where wants("a") {
    let timing = measure("grid solve + first viewport, \(n)") { () -> Int in
        let solution = solve(gridLayout, [n])
        return solution.attributesForElements(in: viewport).count
    }
    // Reference: the same solve, then every frame materialised and scanned.
    let reference = measure("grid brute force, \(n)", runs: n >= 1_000_000 ? 3 : 5) { () -> Int in
        let solution = solve(gridLayout, [n])
        return linearScan(allItemFrames(solution), viewport)
    }
    report(Row(
        figure: "(a) grid: solve + first viewport", size: "\(count(n)) items", median: formatDuration(timing.median),
        perUnit: "—", target: "≤ 1 ms", pass: timing.median <= 1_000_000,
        baseline: formatDuration(reference.median), ratio: ratio(reference.median, timing.median)
    ))
}

// MARK: - (b) One viewport query at a random offset

for n in itemCounts where wants("b") {
    let solution = solve(gridLayout, [n])
    let maxY = max(0, solution.contentSize.height - viewport.height)
    var generator = SplitMix64(state: 0xB0B)
    let rects = (0..<1_024).map { _ in
        viewport.offsetBy(dx: 0, dy: (CGFloat.random(in: 0...1, using: &generator) * maxY).rounded())
    }
    let elementsPerQuery = Double(rects.reduce(0) { $0 + solution.attributesForElements(in: $1).count }) / Double(rects.count)
    let iterations = 20_000
    let timing = measurePerCall("viewport query, \(n)", iterations: iterations) { i in
        solution.attributesForElements(in: rects[i & 1_023]).count
    }
    let frames = allItemFrames(solution)
    let scan = measurePerCall("linear scan, \(n)", iterations: n >= 1_000_000 ? 20 : 200, runs: 5) { i in
        linearScan(frames, rects[i & 1_023])
    }
    let target = 2_000 + 20 * elementsPerQuery
    report(Row(
        figure: "(b) viewport query, random offset", size: "\(count(n)) items",
        median: formatDuration(timing.median),
        perUnit: String(format: "%.1f ns/element (%.0f elements)", timing.median / max(elementsPerQuery, 1), elementsPerQuery),
        target: "≤ 2 µs + 20 ns/element = \(formatDuration(target))", pass: timing.median <= target,
        baseline: formatDuration(scan.median) + " (scan of all frames)",
        ratio: ratio(scan.median, timing.median)
    ))
}

// MARK: - (c) Materialise every frame of a nested-group section

for n in itemCounts where wants("c") {
    let solution = solve(nestedLayout, [n])
    let timing = measure("nested frames, \(n)", runs: 5) { () -> CGFloat in
        var sum: CGFloat = 0
        for item in 0..<n {
            sum += solution.attributesForItem(at: IndexPath(indexes: [0, item]))?.frame.maxY ?? 0
        }
        return sum
    }
    // Reference: reading the same frames back from a materialised array.
    let frames = allItemFrames(solution)
    let copy = measure("frames from an array, \(n)", runs: 5) { () -> CGFloat in
        var sum: CGFloat = 0
        for frame in frames { sum += frame.maxY }
        return sum
    }
    let perItem = timing.median / Double(n)
    let bulk = measure("nested frames in bulk, \(n)", runs: 5) { () -> Int in
        solution.itemFrames(inSection: 0).count
    }
    let bulkPerItem = bulk.median / Double(n)
    precondition(allItemFramesOneByOne(solution) == frames, "itemFrames(inSection:) differs from attributesForItem(at:)")
    report(Row(
        figure: "(c) nested groups: attributesForItem for all", size: "\(count(n)) items",
        median: formatDuration(timing.median), perUnit: String(format: "%.1f ns/item", perItem),
        target: "≤ 10 ns/item", pass: perItem <= 10,
        baseline: String(format: "%.1f ns/item (array read)", copy.median / Double(n)),
        ratio: String(format: "%.1f× slower", timing.median / max(copy.median, 1))
    ))
    report(Row(
        figure: "(c′) nested groups: itemFrames(inSection:) (bulk)", size: "\(count(n)) items",
        median: formatDuration(bulk.median), perUnit: String(format: "%.1f ns/item", bulkPerItem),
        target: "≤ 10 ns/item", pass: bulkPerItem <= 10,
        baseline: String(format: "%.1f ns/item (array read)", copy.median / Double(n)),
        ratio: String(format: "%.1f× slower", bulk.median / max(copy.median, 1))
    ))
}

// MARK: - (c″) attributesForItem one item at a time in a uniform grid

for n in itemCounts where wants("c2") {
    let solution = solve(gridLayout, [n])
    var generator = SplitMix64(state: 0xC0C)
    let paths = (0..<4_096).map { _ in IndexPath(indexes: [0, Int.random(in: 0..<n, using: &generator)]) }
    // Inlined into the timing loop, as into a caller's loop; each answer is folded into a checksum.
    let timing = measureInlinedLengthPerCall("attributesForItem, uniform, \(n)", iterations: 200_000, runs: perCallRuns) {
        i in solution.attributesForItem(at: paths[i & 4_095])?.frame.maxY ?? 0
    }
    // The same calls reading most of the attributes (not only the frame), so that the figure does not rest on the
    // caller building only the fields it reads (`attributesForItem(at:)` is inlined into the caller).
    let whole = measureInlinedPerCall("attributesForItem, fields read, \(n)", iterations: 200_000, runs: perCallRuns) {
        i -> Int in
        guard let attributes = solution.attributesForItem(at: paths[i & 4_095]) else { return 0 }
        return Int(attributes.frame.maxY) &+ attributes.zIndex &+ attributes.indexPath.item
            &+ (attributes.elementKind == nil ? 1 : 0) &+ Int(attributes.selfSizingAxes.rawValue)
    }
    // References in the same loop: the same frames read from a materialised array, and the loop alone reading the
    // index path's item (what any caller holding index paths pays).
    let frames = allItemFrames(solution)
    let items = paths.map(\.item)
    let read = measureInlinedLengthPerCall("frame array read, \(n)", iterations: 200_000) { i in
        frames[items[i & 4_095]].maxY
    }
    let loop = measureInlinedPerCall("index path read, \(n)", iterations: 200_000) { i in paths[i & 4_095].item }
    let references = formatDuration(read.median) + " (array read); " + formatDuration(loop.median) + " (index path read)"
    report(Row(
        figure: "(c″) uniform grid: attributesForItem at a random item", size: "\(count(n)) items",
        median: formatDuration(timing.median), perUnit: "per call", target: "≤ 20 ns",
        pass: timing.median <= 20, baseline: references,
        ratio: String(format: "%.1f× slower", timing.median / max(read.median, 0.1))
    ))
    report(Row(
        figure: "(c‴) the same, reading frame, zIndex, index path, kind and axes", size: "\(count(n)) items",
        median: formatDuration(whole.median), perUnit: "per call", target: "—", pass: nil,
        baseline: references,
        ratio: String(format: "%.1f× slower", whole.median / max(read.median, 0.1))
    ))
}

// MARK: - (d₀) Solve an estimated list and answer its first viewport, against the fixed-height list

for n in itemCounts where wants("d0") {
    let fixedList = CollectionLayout(section: LayoutSection(group: .horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44))))])))
    let fixed = measure("fixed list solve + first viewport, \(n)", runs: 9) { () -> Int in
        solve(fixedList, [n]).attributesForElements(in: viewport).count
    }
    let estimated = measure("estimated list solve + first viewport, \(n)", runs: 9) { () -> Int in
        solve(listLayout, [n]).attributesForElements(in: viewport).count
    }
    report(Row(
        figure: "(d₀) estimated list: solve + first viewport", size: "\(count(n)) items",
        median: formatDuration(estimated.median), perUnit: "—", target: "≤ 2× the fixed list",
        pass: estimated.median <= 2 * fixed.median,
        baseline: formatDuration(fixed.median) + " (fixed-height list)",
        ratio: String(format: "%.2f× the fixed list", estimated.median / fixed.median)
    ))
}

// MARK: - (d) Apply one measured size in an estimated list

for n in itemCounts where wants("d") {
    var solution = solve(listLayout, [n])
    var generator = SplitMix64(state: 0xD0D)
    let items = (0..<4_096).map { _ in Int.random(in: 0..<n, using: &generator) }
    // Every timed call really changes a size: the height comes from a running call counter (not from the
    // iteration index, which repeats in every run), so a repeated item gets a new height each time.
    // The rows are measured once first (untimed), so that the timed calls re-measure measured rows: the cost of a
    // size change, not of a first measurement (figure d′).
    for (index, item) in items.enumerated() {
        _ = try! solution.setMeasuredSize(CGSize(width: 390, height: CGFloat(30 * 3 + index % 251) / 3), forItemAt: IndexPath(indexes: [0, item]))
    }
    var call = 0
    var unchanged = 0
    let timing = measurePerCall("setMeasuredSize, \(n)", iterations: 4_096, runs: perCallRuns) { i in
        call += 1
        let item = items[i & 4_095]
        let height = CGFloat(30 * 3 + call % 271) / 3
        do {
            // `IndexPath(item:section:)` keeps the path's two indices inline; `IndexPath(indexes: [0, item])`
            // would time an array's allocation too.
            let moved = try solution.setMeasuredSize(CGSize(width: 390, height: height), forItemAt: IndexPath(item: item, section: 0))
            if !moved { unchanged += 1 }
            return moved
        } catch {
            fatalError("setMeasuredSize failed: \(error)")
        }
    }
    precondition(unchanged * 100 <= call, "setMeasuredSize: \(unchanged) of \(call) calls changed nothing")
    let updates = items.enumerated().map { ($1, CGFloat(30 * 3 + $0 % 271) / 3) }
    // Reference: a flat array of row origins, every later origin moved by the change.
    var origins = (0..<n).map { CGFloat($0) * 44 }
    let shift = measurePerCall("shift later origins, \(n)", iterations: 64, runs: 5) { i in
        let (item, height) = updates[i & 4_095]
        let delta = height - 44
        for later in (item + 1)..<max(item + 1, n) { origins[later] += delta }
        return origins[n - 1]
    }
    report(Row(
        figure: "(d) estimated list: setMeasuredSize at a random item", size: "\(count(n)) items",
        median: formatDuration(timing.median), perUnit: "per call", target: "≤ 500 ns",
        pass: timing.median <= 500,
        baseline: formatDuration(shift.median) + " (shift all later origins)",
        ratio: ratio(shift.median, timing.median)
    ))
}

// MARK: - (d′) The first measurement of items nobody measured yet (a fresh solution per run)

for n in itemCounts where wants("d1") {
    var generator = SplitMix64(state: 0xD1D)
    var distinct = Set<Int>()
    while distinct.count < 4_096 { distinct.insert(Int.random(in: 0..<n, using: &generator)) }
    let items = Array(distinct)
    let timing = measure("first setMeasuredSize, \(n)", runs: 7, setup: { solve(listLayout, [n]) }) { solution -> Int in
        var moved = 0
        for (index, item) in items.enumerated() {
            let height = CGFloat(30 * 3 + index % 271) / 3
            if (try? solution.setMeasuredSize(CGSize(width: 390, height: height), forItemAt: IndexPath(indexes: [0, item]))) == true {
                moved += 1
            }
        }
        precondition(moved * 100 >= items.count * 99, "first measurements changed nothing")
        return moved
    }
    let perCall = timing.median / Double(items.count)
    report(Row(
        figure: "(d′) estimated list: first setMeasuredSize of 4,096 random unmeasured items", size: "\(count(n)) items",
        median: formatDuration(perCall), perUnit: "per call", target: "—", pass: nil, baseline: "—", ratio: "—"
    ))
}

// MARK: - (f) Insert or delete one item in a measured estimated list (layer 1's `apply`)

for n in itemCounts where wants("f") {
    var solution = solve(listLayout, [n])
    // The first screen and 4,096 random rows measured, as after some scrolling.
    var generator = SplitMix64(state: 0xF0F)
    let measured = Array(0..<40) + (0..<4_096).map { _ in Int.random(in: 0..<n, using: &generator) }
    for (index, item) in measured.enumerated() {
        _ = try! solution.setMeasuredSize(
            CGSize(width: 390, height: CGFloat(30 * 3 + index % 271) / 3), forItemAt: IndexPath(indexes: [0, item]))
    }
    let middle = n / 2
    var inserted = false
    let timing = measurePerCall("insert or delete 1 item, \(n)", iterations: 200) { _ -> CGFloat in
        inserted.toggle()
        let count = solution.numberOfItems(inSection: 0) + (inserted ? 1 : -1)
        let changes = inserted ? SectionItemChanges(inserted: [middle]) : SectionItemChanges(deleted: [middle])
        try! solution.apply(LayoutUpdate(itemCounts: [count], oldSectionOfNew: [0], changes: [0: changes]))
        return solution.contentSize.height
    }
    // Reference: what any per-item store pays: inserting into (and removing from) a dense array of row origins.
    var origins = (0..<n).map { CGFloat($0) * 44 }
    var insertedOrigin = false
    let shift = measurePerCall("dense insert, \(n)", iterations: 200) { _ -> Int in
        insertedOrigin.toggle()
        if insertedOrigin { origins.insert(0, at: middle) } else { origins.remove(at: middle) }
        return origins.count
    }
    report(Row(
        figure: "(f) estimated list, 4,136 rows measured: apply one insert or delete mid-section", size: "\(count(n)) items",
        median: formatDuration(timing.median), perUnit: "per update", target: "≤ 100 µs",
        pass: timing.median <= 100_000,
        baseline: formatDuration(shift.median) + " (insert into a dense origin array)",
        ratio: ratio(shift.median, timing.median)
    ))
}

// MARK: - (e) Many sections with headers, footers and backgrounds, fully laid out

for sections in sectionCounts where wants("e") {
    let counts = Array(repeating: 100, count: sections)
    var elements = 0
    let timing = measure("sections, \(sections) × 100", runs: 5) { () -> Int in
        let solution = solve(sectionedLayout, counts)
        let all = CGRect(origin: .zero, size: solution.contentSize).insetBy(dx: -1, dy: -1)
        elements = solution.attributesForElements(in: all).count
        return elements
    }
    report(Row(
        figure: "(e) sections with header, footer, background: solve + all attributes", size: "\(sections) × 100",
        median: formatDuration(timing.median),
        perUnit: String(format: "%.1f ns/element (%d elements)", timing.median / Double(max(elements, 1)), elements),
        target: "≤ 20 ms", pass: timing.median <= 20_000_000, baseline: "—", ratio: "—"
    ))
    // The two halves, to show which one grows.
    let solveOnly = measure("sections solve, \(sections) × 100", runs: 5) { () -> CGFloat in
        solve(sectionedLayout, counts).contentSize.height
    }
    let solution = solve(sectionedLayout, counts)
    let all = CGRect(origin: .zero, size: solution.contentSize).insetBy(dx: -1, dy: -1)
    let enumerateOnly = measure("sections enumerate, \(sections) × 100", runs: 5) { () -> Int in
        solution.attributesForElements(in: all).count
    }
    // A viewport in the middle: work per query should not grow with the number of sections.
    let middle = viewport.offsetBy(dx: 0, dy: (solution.contentSize.height / 2).rounded())
    let viewportQuery = measurePerCall("sections viewport, \(sections) × 100", iterations: 2_000) { _ in
        solution.attributesForElements(in: middle).count
    }
    report(Row(
        figure: "(e₁) … solve only", size: "\(sections) × 100", median: formatDuration(solveOnly.median),
        perUnit: String(format: "%.1f µs/section", solveOnly.microseconds / Double(sections)), target: "—", pass: nil,
        baseline: "—", ratio: "—"
    ))
    report(Row(
        figure: "(e₂) … enumerate all attributes only", size: "\(sections) × 100",
        median: formatDuration(enumerateOnly.median),
        perUnit: String(format: "%.1f ns/element", enumerateOnly.median / Double(max(elements, 1))), target: "—",
        pass: nil, baseline: "—", ratio: "—"
    ))
    report(Row(
        figure: "(e₃) … one viewport query mid-content", size: "\(sections) × 100",
        median: formatDuration(viewportQuery.median), perUnit: "per query", target: "—", pass: nil,
        baseline: "—", ratio: "—"
    ))
}

// MARK: - Table

print("")
print(markdownTable(
    header: ["Figure", "Size", "Median", "Per unit", "Target", "Result", "Brute-force reference", "Ratio"],
    rows: rows.map(\.cells)
))
let misses = rows.filter { $0.pass == false }.count
print("")
print(misses == 0 ? "All targets met." : "\(misses) of \(rows.filter { $0.pass != nil }.count) targets missed.")
