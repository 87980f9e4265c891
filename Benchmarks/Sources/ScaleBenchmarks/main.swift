// Scale limits of issue 13 (docs/reliability.md): appends section by section, a million-section snapshot's memory,
// deep nesting and huge queries.
//
// swift run -c release --package-path Benchmarks --scratch-path .build-scale-bench ScaleBenchmarks
import BenchmarkSupport
import CompositionalLayout
import DiffableData
import Foundation

/// Resident memory in bytes (Linux /proc/self/statm; 0 elsewhere).
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

// 1. 100,000 sections of 10 items, items appended section by section (quadratic before: 46.6 s).
let sections = 100_000
let sectionBySection = measure("100,000 sections × 10 items, appended section by section", runs: 5) { () -> Int in
    var snapshot = Snapshot<Int, Int>()
    try! snapshot.appendSections(Array(0..<sections))
    for section in 0..<sections { try! snapshot.appendItems(Array(section * 10..<section * 10 + 10), toSection: section) }
    return snapshot.numberOfItems
}
// Baseline: the same million identifiers appended to one section in one call.
let oneCall = measure("baseline: 1,000,000 items appended in one call", runs: 5) { () -> Int in
    var snapshot = Snapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(Array(0..<sections * 10), toSection: 0)
    return snapshot.numberOfItems
}
print(String(format: "%@: %.1f ms (%.1f× the baseline's %.1f ms)", sectionBySection.name, sectionBySection.milliseconds,
             sectionBySection.milliseconds / oneCall.milliseconds, oneCall.milliseconds))

// 2. Memory of a 1,000,000-section snapshot (one item each), measured as resident growth.
let before = residentBytes()
var big = Snapshot<Int, Int>()
try! big.appendSections(Array(0..<1_000_000))
for section in 0..<1_000_000 { try! big.appendItems([section], toSection: section) }
let after = residentBytes()
print(String(format: "1,000,000 sections of one item: %.0f B per section resident (%d items)",
             Double(after - before) / 1_000_000, big.numberOfItems))
blackHole(big)

// 3. Deep nesting: 15 levels solve; 1,000 levels are a named error.
func nested(_ depth: Int) -> LayoutGroup {
    let size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
    var group = LayoutGroup.horizontal(size: size, subitems: [.item(LayoutItem(size: size))])
    for _ in 0..<depth { group = .horizontal(size: size, subitems: [.group(group)]) }
    return .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.group(group)])
}
let container = CollectionContainer(size: CGSize(width: 390, height: 844))
for depth in [15, 1_000] {
    let timing = measure("nested \(depth) deep", runs: 5) { () -> String in
        do {
            _ = try LayoutSolution(
                layout: CollectionLayout(section: LayoutSection(group: nested(depth))), itemCounts: [1_000],
                container: container)
            return "solves"
        } catch { return "\(error)" }
    }
    let outcome = (try? LayoutSolution(
        layout: CollectionLayout(section: LayoutSection(group: nested(depth))), itemCounts: [1_000], container: container))
        .map { _ in "solves" } ?? "named error"
    print(String(format: "%@ (1,000 items): %.3f ms, %@", timing.name, timing.milliseconds, outcome))
}

// 4. A query with .infinite over a 1e9-item grid's first screen is O(visible); .infinite itself returns everything.
let grid = try! LayoutSolution(
    layout: CollectionLayout(section: LayoutSection(group: .horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
        subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))))]))),
    itemCounts: [1_000_000_000], container: container)
let farQuery = measure("rect at y = 1e300 in a 1e9-item grid", runs: 7) {
    grid.attributesForElements(in: CGRect(x: 0, y: 1e300, width: 390, height: 844)).count
}
print(String(format: "%@: %.4f ms (empty answer)", farQuery.name, farQuery.milliseconds))
