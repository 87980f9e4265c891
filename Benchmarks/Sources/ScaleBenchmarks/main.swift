// Scale limits of issue 13 (docs/reliability.md): appends section by section, a million-section snapshot's memory,
// the same numbers of sections laid out, deep nesting and huge queries.
//
// swift run -c release --package-path Benchmarks ScaleBenchmarks
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

/// Resident growth while `body` builds a value that is kept alive until it is measured.
func residentGrowth<T>(_ body: () -> T) -> (value: T, bytes: Int) {
    let before = residentBytes()
    let value = body()
    return (value, residentBytes() - before)
}

/// Prints a figure and flushes it: stdout to a pipe or a file is fully buffered, which showed nothing until the end.
func report(_ line: String) {
    print(line)
    fflush(nil)
}

// 1. 100,000 sections of 10 items, items appended section by section (quadratic before: 46.6 s, then minutes while
//    the record array was re-reserved at its exact size on every append).
let sections = 100_000
func appendSectionBySection(sections: Int, itemsPerSection: Int) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    try! snapshot.appendSections(Array(0..<sections))
    for section in 0..<sections {
        let first = section * itemsPerSection
        try! snapshot.appendItems(Array(first..<first + itemsPerSection), toSection: section)
    }
    return snapshot
}
let sectionBySection = measure("100,000 sections × 10 items, appended section by section", runs: 5) { () -> Int in
    appendSectionBySection(sections: sections, itemsPerSection: 10).numberOfItems
}
// Baseline: the same million identifiers appended to one section in one call.
let oneCall = measure("baseline: 1,000,000 items appended in one call", runs: 5) { () -> Int in
    var snapshot = Snapshot<Int, Int>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(Array(0..<sections * 10), toSection: 0)
    return snapshot.numberOfItems
}
report(String(format: "%@: %.1f ms (target < 500 ms; %.1f× the baseline's %.1f ms)", sectionBySection.name,
              sectionBySection.milliseconds, sectionBySection.milliseconds / oneCall.milliseconds, oneCall.milliseconds))

// 2. Memory of a 1,000,000-section snapshot (one item each), measured as resident growth.
let million = residentGrowth { appendSectionBySection(sections: 1_000_000, itemsPerSection: 1) }
report(String(format: "1,000,000 sections of one item: %.0f B per section resident (target < 300 B; %d items)",
              Double(million.bytes) / 1_000_000, million.value.numberOfItems))
let hundredThousand = residentGrowth { appendSectionBySection(sections: sections, itemsPerSection: 10) }
report(String(format: "100,000 sections of 10 items: %.0f B per section resident (%.1f B per item)",
              Double(hundredThousand.bytes) / Double(sections), Double(hundredThousand.bytes) / Double(sections * 10)))
blackHole(million)
blackHole(hundredThousand)

// 3. The same sections laid out: a list-like section (rows of 44 pt, a header) per section.
let container = CollectionContainer(size: CGSize(width: 390, height: 844))
func sectionedLayout(estimated: Bool) -> CollectionLayout {
    let height: LayoutDimension = estimated ? .estimated(44) : .absolute(44)
    let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(1), height: height))
    let row = LayoutGroup.horizontal(size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: [.item(item)])
    let header = BoundarySupplementaryItem(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(28)), elementKind: "header", alignment: .top)
    return CollectionLayout(section: LayoutSection(group: row, boundarySupplementaryItems: [header]))
}
for estimated in [false, true] {
    let layout = sectionedLayout(estimated: estimated)
    let counts = Array(repeating: 10, count: sections)
    let kind = estimated ? "estimated rows" : "absolute rows"
    let timing = measure("100,000 sections × 10 items laid out (\(kind))", runs: 5) { () -> CGFloat in
        try! LayoutSolution(layout: layout, itemCounts: counts, container: container).contentSize.height
    }
    let kept = residentGrowth { try! LayoutSolution(layout: layout, itemCounts: counts, container: container) }
    report(String(format: "%@: %.1f ms, %.0f B per section resident", timing.name, timing.milliseconds,
                  Double(kept.bytes) / Double(sections)))
    blackHole(kept)
}

// 4. Deep nesting: up to 10,000 levels solve (LayoutLimits.groupNestingDepth); one more is a named error.
func nested(_ depth: Int) -> LayoutGroup {
    let size = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
    var group = LayoutGroup.horizontal(size: size, subitems: [.item(LayoutItem(size: size))])
    for _ in 0..<depth { group = .horizontal(size: size, subitems: [.group(group)]) }
    return .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.group(group)])
}
for depth in [30, 1_000, 9_999, 10_000] {
    let layout = CollectionLayout(section: LayoutSection(group: nested(depth)))
    let timing = measure("nested \(depth) deep", runs: 5) { () -> Bool in
        (try? LayoutSolution(layout: layout, itemCounts: [1_000], container: container)) != nil
    }
    let outcome: String
    do {
        _ = try LayoutSolution(layout: layout, itemCounts: [1_000], container: container)
        outcome = "solves"
    } catch {
        outcome = "error: \(error)"
    }
    report(String(format: "%@ (1,000 items): %.3f ms, %@", timing.name, timing.milliseconds, outcome))
}

// 5. A query at y = 1e300 over a 1e9-item grid is O(visible) (empty here), not O(items).
let grid = try! LayoutSolution(
    layout: CollectionLayout(section: LayoutSection(group: .horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
        subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1))))]))),
    itemCounts: [1_000_000_000], container: container)
let farQuery = measure("rect at y = 1e300 in a 1e9-item grid", runs: 7) {
    grid.attributesForElements(in: CGRect(x: 0, y: 1e300, width: 390, height: 844)).count
}
report(String(format: "%@: %.4f ms (empty answer)", farQuery.name, farQuery.milliseconds))
