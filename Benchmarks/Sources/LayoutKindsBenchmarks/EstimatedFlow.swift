import BenchmarkSupport
import CompositionalLayout
import Foundation

// Layer 1: a flow section of estimated sizes (100 × 100 estimates, 390 × 844, three to a line) against the
// fixed-size flow of the same frames in the same run (semantics LY6). The solve and first viewport should be flat in
// the item count, as the fixed-size flow's; a measured-size change and an insert should cost O(log n + lines
// re-packed). Both changes are made mid-section and shift the lattice after them (a 250-pt item takes a line of its
// own and one 100-pt item: 100 + 10 + 250 ≤ 390 < 470; an insert moves every later item by one), so every later line
// moves: before LY6 every later line was packed again.

/// An estimated flow of 100 × 100 estimates, its first screen (the first 30 items) measured at 100 × 120.
func estimatedFlowSolution(_ count: Int, container: CollectionContainer) -> FlowSolution {
    var layout = FlowLayout()
    layout.itemSizing = .estimated(CGSize(width: 100, height: 100))
    var solution = try! FlowSolution(layout: layout, itemCounts: [count], container: container)
    for item in 0..<min(30, count) {
        try! solution.setMeasuredSize(CGSize(width: 100, height: 120), forItemAt: IndexPath(indexes: [0, item]))
    }
    return solution
}

/// Measuring items in order, as scrolling on shows them (120 × 90 cells, so lines shift against the estimates'):
/// one measurement, from the 31st to the 6,030th item (a few thousand stored lines behind it).
func scrollingMeasurements(_ count: Int, container: CollectionContainer) -> BenchmarkSupport.Measurement {
    var solution = estimatedFlowSolution(count, container: container)
    var next = 30
    return measurePerCall("scrolling on", iterations: 600, runs: 9) { _ -> Bool in
        defer { next += 1 }
        return try! solution.setMeasuredSize(CGSize(width: 120, height: 90), forItemAt: IndexPath(indexes: [0, next]))
    }
}

func estimatedFlow(_ count: Int) -> [String] {
    let container = CollectionContainer(size: viewport.size)
    var fixedLayout = FlowLayout()
    fixedLayout.itemSize = CGSize(width: 100, height: 100)
    var estimatedLayout = FlowLayout()
    estimatedLayout.itemSizing = .estimated(CGSize(width: 100, height: 100))
    let fixed = measure("fixed flow", runs: 15) { () -> Int in
        let solution = try! FlowSolution(layout: fixedLayout, itemCounts: [count], container: container)
        return solution.attributesForElements(in: viewport).count
    }
    let estimated = measure("estimated flow", runs: 15) { () -> Int in
        let solution = try! FlowSolution(layout: estimatedLayout, itemCounts: [count], container: container)
        return solution.attributesForElements(in: viewport).count
    }
    var solution = estimatedFlowSolution(count, container: container)
    let middle = IndexPath(indexes: [0, count / 2])
    let measured = measurePerCall("measured-size change", iterations: 200, runs: 9) { index -> Bool in
        let size = index % 2 == 0 ? CGSize(width: 250, height: 120) : CGSize(width: 100, height: 100)
        return try! solution.setMeasuredSize(size, forItemAt: middle)
    }
    let inserted = measurePerCall("insert or delete", iterations: 200, runs: 9) { index -> Int in
        let changes = index % 2 == 0 ? SectionItemChanges(inserted: [count / 2]) : SectionItemChanges(deleted: [count / 2])
        let newCount = index % 2 == 0 ? count + 1 : count
        try! solution.apply(LayoutUpdate(itemCounts: [newCount], oldSectionOfNew: [0], changes: [0: changes]))
        return solution.numberOfItems(inSection: 0)
    }
    let scrolled = scrollingMeasurements(count, container: container)
    return [
        "\(count)", cell(estimated), cell(fixed),
        String(format: "%.2f×", estimated.medianCPUNanoseconds / fixed.medianCPUNanoseconds), cell(measured),
        cell(inserted), cell(scrolled),
    ]
}

func printEstimatedFlow() {
    print("## Layer 1: estimated flow (100 × 100 estimates, 390 × 844), against the fixed-size flow\n")
    print(markdownTable(
        header: [
            "items", "estimated flow: solve + first viewport", "fixed-size flow, same run", "estimated / fixed (CPU)",
            "one measured-size change mid-section", "one insert or delete mid-section (apply)",
            "one measured-size change, scrolling on (items 30–6,029)",
        ],
        rows: counts.map(estimatedFlow)))
}
