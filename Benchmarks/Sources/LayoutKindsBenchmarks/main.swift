// LayoutKindsBenchmarks: flow and custom layouts at 10,000 to 1,000,000 items (issue 10).
// Run: swift run -c release --package-path Benchmarks LayoutKindsBenchmarks [--quick | --custom-profile]
//
// - Layer 1: a fixed-size flow layout (100 × 100 items, UIKit's default 10-pt spacings, 390 × 844) solved and asked
//   for its first viewport, against a compositional grid of the same frames in the same run. Target: flat in the
//   item count (the first viewport is arithmetic, not a walk over the items).
// - Through the face: one scroll step (new offset, layout pass, cells recycled) of a `UICollectionViewFlowLayout`
//   and of a custom `UICollectionViewLayout` subclass written as iOS code writes a grid (attributes computed in
//   `layoutAttributesForElements(in:)` from the rect). The custom layout times its own overrides; what the step
//   costs beyond them is the view's. Target: the view's share flat in the item count (no O(n) work per step).
//
// - Layer 1: an estimated flow (EstimatedFlow.swift) against the fixed-size flow, with a measured-size change and an
//   insert mid-section. Run only that table with `--estimated-flow`.
//
// Figures are medians of several runs, in wall-clock time and in the measuring thread's CPU time.
import BenchmarkSupport
import CompositionalLayout
import Foundation
import OpenCollectionView

let quick = CommandLine.arguments.contains("--quick")
let counts = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)

// MARK: - Layer 1

/// A compositional grid that gives the flow layout's frames: 100 × 100 items, 3 to a row, 10 pt apart, lines 10
/// apart. (A 390-pt line holds three: 3 × 100 + 2 × 10 = 320 ≤ 390; flow justifies them, the grid centres none, so
/// x positions differ but the work is the same.)
func compositionalGrid() -> CollectionLayout {
    let item = LayoutItem(size: LayoutSize(width: .absolute(100), height: .absolute(100)))
    var group = LayoutGroup.horizontal(
        size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)), subitems: [.item(item)])
    group.interItemSpacing = .fixed(10)
    return CollectionLayout(section: LayoutSection(group: group, interGroupSpacing: 10))
}

func layerOne(_ count: Int) -> [String] {
    let container = CollectionContainer(size: viewport.size)
    var flowLayout = FlowLayout()
    flowLayout.itemSize = CGSize(width: 100, height: 100)
    let flow = measure("flow", runs: 15) { () -> Int in
        let solution = try! FlowSolution(layout: flowLayout, itemCounts: [count], container: container)
        return solution.attributesForElements(in: viewport).count
    }
    let grid = compositionalGrid()
    let compositional = measure("compositional", runs: 15) { () -> Int in
        let solution = try! LayoutSolution(layout: grid, itemCounts: [count], container: container)
        return solution.attributesForElements(in: viewport).count
    }
    let scrolled = try! FlowSolution(layout: flowLayout, itemCounts: [count], container: container)
    var generator = SystemRandomNumberGenerator()
    let offsets = (0..<4_096).map { _ in CGFloat.random(in: 0..<(scrolled.contentSize.height - 844), using: &generator) }
    let query = measurePerCall("flow query", iterations: 4_096, runs: 9) { index in
        scrolled.attributesForElements(in: CGRect(x: 0, y: offsets[index], width: 390, height: 844)).count
    }
    return [
        "\(count)", cell(flow), cell(compositional), cell(query),
        String(format: "%.2f×", flow.medianCPUNanoseconds / compositional.medianCPUNanoseconds),
    ]
}

func cell(_ measurement: BenchmarkSupport.Measurement) -> String {
    "\(formatDuration(measurement.medianNanoseconds)) (CPU \(formatDuration(measurement.medianCPUNanoseconds)))"
}

// MARK: - Through the face

/// A grid as an iOS developer writes one by hand: 4 columns of 80-pt rows, attributes computed from the rect.
/// It adds up the thread CPU time spent in its own overrides, so that the view's share of a step can be told apart.
final class HandWrittenGridLayout: UICollectionViewLayout {
    let columns = 4
    let rowHeight: CGFloat = 80
    nonisolated(unsafe) static var ownNanoseconds: Double = 0

    override var collectionViewContentSize: CGSize {
        let start = threadCPUNanoseconds()
        defer { Self.ownNanoseconds += threadCPUNanoseconds() - start }
        let items = collectionView?.numberOfItems(inSection: 0) ?? 0
        let rows = (items + columns - 1) / columns
        return CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let start = threadCPUNanoseconds()
        defer { Self.ownNanoseconds += threadCPUNanoseconds() - start }
        guard let collectionView else { return nil }
        let items = collectionView.numberOfItems(inSection: 0)
        let firstRow = max(0, Int(rect.minY / rowHeight))
        let endRow = Int((rect.maxY / rowHeight).rounded(.up))
        let firstItem = firstRow * columns
        let endItem = min(items, endRow * columns)
        guard firstItem < endItem else { return [] }
        return (firstItem..<endItem).map { attributes(IndexPath(item: $0, section: 0), width: collectionView.bounds.width) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let start = threadCPUNanoseconds()
        defer { Self.ownNanoseconds += threadCPUNanoseconds() - start }
        return attributes(indexPath, width: collectionView?.bounds.width ?? 0)
    }

    private func attributes(_ indexPath: IndexPath, width: CGFloat) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let columnWidth = width / CGFloat(columns)
        attributes.frame = CGRect(
            x: CGFloat(indexPath.item % columns) * columnWidth, y: CGFloat(indexPath.item / columns) * rowHeight,
            width: columnWidth, height: rowHeight)
        return attributes
    }
}

@MainActor
final class Screen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(layout: UICollectionViewLayout, count: Int) {
        collectionView = UICollectionView(frame: viewport, collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, _ in
            cell.backgroundColor = .systemBlue
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }
}

/// One scroll step of 37 pt, wrapping before the end; returns the step's CPU time and the layout's own share.
@MainActor
func scrollStep(_ screen: Screen, steps: Int) -> (wall: Double, cpu: Double, own: Double) {
    let view = screen.collectionView
    let end = view.contentSize.height - view.bounds.height
    var y: CGFloat = 0
    var samples: [(Double, Double, Double)] = []
    for run in 0..<8 {
        HandWrittenGridLayout.ownNanoseconds = 0
        let cpuStart = threadCPUNanoseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<steps {
            y += 37
            if y > end { y = 0 }
            view.contentOffset = CGPoint(x: 0, y: y)
            view.layoutIfNeeded()
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(steps)
        let cpu = (threadCPUNanoseconds() - cpuStart) / Double(steps)
        if run > 0 { samples.append((wall, cpu, HandWrittenGridLayout.ownNanoseconds / Double(steps))) }
    }
    samples.sort { $0.1 < $1.1 }
    return samples[samples.count / 2]
}

@MainActor
func throughTheFace(_ count: Int) -> [String] {
    let flowLayout = UICollectionViewFlowLayout()
    flowLayout.itemSize = CGSize(width: 100, height: 100)
    let flow = scrollStep(Screen(layout: flowLayout, count: count), steps: 2_000)
    let custom = scrollStep(Screen(layout: HandWrittenGridLayout(), count: count), steps: 2_000)
    let viewShare = custom.cpu - custom.own
    return [
        "\(count)", formatDuration(flow.wall) + " (CPU " + formatDuration(flow.cpu) + ")",
        formatDuration(custom.wall) + " (CPU " + formatDuration(custom.cpu) + ")", formatDuration(custom.own),
        formatDuration(viewShare),
    ]
}

@MainActor
func run() {
    printEstimatedFlow()
    // `--estimated-flow`: that table only.
    if CommandLine.arguments.contains("--estimated-flow") { return }
    print("\n## Layer 1: fixed-size flow, solve + first viewport (390 × 844, 100 × 100 items)\n")
    print(markdownTable(
        header: ["items", "flow: solve + first viewport", "compositional grid, same run", "flow: viewport query at a random offset", "flow / grid (CPU)"],
        rows: counts.map(layerOne)))
    print("\n## Through the face: one scroll step of 37 pt\n")
    var rows: [[String]] = []
    for count in counts {
        rows.append(throughTheFace(count))
        FileHandle.standardError.write(Data("measured \(count) items\n".utf8))
    }
    print(markdownTable(
        header: ["items", "UICollectionViewFlowLayout step", "hand-written custom layout step", "custom: in the layout's overrides (CPU)", "custom: the view's share (CPU)"],
        rows: rows))
}

/// `--custom-profile`: only the custom layout's scroll steps at 10,000 items, for a profiler (callgrind counts
/// instructions where this shared machine's timings vary).
@MainActor
func profileCustomSteps() {
    let custom = scrollStep(Screen(layout: HandWrittenGridLayout(), count: 10_000), steps: 250)
    print("custom step: CPU \(formatDuration(custom.cpu)), in the layout's overrides \(formatDuration(custom.own))")
}

MainActor.assumeIsolated {
    if CommandLine.arguments.contains("--custom-profile") { profileCustomSteps() } else { run() }
}
