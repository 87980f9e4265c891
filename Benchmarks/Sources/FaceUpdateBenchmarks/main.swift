// FaceUpdateBenchmarks: batch updates of a 1,000,000-row self-sizing list through UIKit's names (issue 10).
// Run: swift run -c release --package-path Benchmarks FaceUpdateBenchmarks
//
// The screen: a `UICollectionView` with a compositional list of `.estimated(44)` rows whose cells size themselves to
// 50 pt, a plain `UICollectionViewDataSource` (an item count), the first screen shown and measured. Each timed call
// is one `performBatchUpdates` (inserts, deletes or a move, with `layoutIfNeeded()` so the transaction and the
// visible views are done) that really changes the data; the next call undoes it, so every call does the same work.
// The baseline, in the same run, is `reloadData()` + `layoutIfNeeded()` of the same view.
// A diffable data source's `apply` of a snapshot with one more item is reported beside it: it pays for building the
// new snapshot and diffing 1,000,000 identifiers, which `performBatchUpdates` is told directly.
// A second table: one insert or delete mid-list in a flow-layout subclass and in the plain flow layout whose delegate
// sizes every item (`sizeForItemAt`), with the delegate's questions per update (semantics LY5), and in a plain flow
// layout of self-sizing cells (`estimatedItemSize`, LY6); `--flow` runs only it.
import BenchmarkSupport
import Foundation
import OpenCollectionView

let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)
let quick = CommandLine.arguments.contains("--quick")
let counts = quick ? [10_000] : [10_000, 1_000_000]

/// A row that sizes itself to 50 pt, as a cell with a fixed-height content would.
final class RowCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes
        attributes.frame.size.height = 50
        return attributes
    }
}

@MainActor
func estimatedList() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// The data source of an iOS screen that keeps its own count and tells the view what changed.
@MainActor
final class CountedRows: NSObject, UICollectionViewDataSource {
    var count: Int
    let cells = UICollectionView.CellRegistration<RowCell, Int> { cell, _, _ in cell.backgroundColor = .systemBackground }
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }
}

@MainActor
final class Screen {
    let collectionView = UICollectionView(frame: viewport, collectionViewLayout: estimatedList())
    let rows: CountedRows

    init(count: Int) {
        rows = CountedRows(count: count)
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
    }

    /// An update and its undo, alternately: every call changes the data.
    func alternate(_ forward: Bool, change: @escaping @MainActor (Bool) -> Void) -> Int {
        collectionView.performBatchUpdates { change(forward) }
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.count
    }
}

func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

@MainActor
func row(_ name: String, _ measurement: BenchmarkSupport.Measurement, baseline: BenchmarkSupport.Measurement) -> [String] {
    [
        name, formatDuration(measurement.medianNanoseconds), formatDuration(measurement.medianCPUNanoseconds),
        String(format: "%.2f×", measurement.medianCPUNanoseconds / baseline.medianCPUNanoseconds),
    ]
}

@MainActor
func updates(count: Int) -> [[String]] {
    let screen = Screen(count: count)
    let middle = count / 2
    var forward = false
    func timed(_ name: String, _ change: @escaping @MainActor (Bool) -> Void) -> BenchmarkSupport.Measurement {
        measure(name, runs: 21) { () -> Int in
            forward.toggle()
            return screen.alternate(forward, change: change)
        }
    }
    let one = timed("insert or delete 1 item mid-list") { insert in
        screen.rows.count += insert ? 1 : -1
        insert ? screen.collectionView.insertItems(at: [path(middle)]) : screen.collectionView.deleteItems(at: [path(middle)])
    }
    // Ten rows spread over the list (every count/11th): k = 10 operations, in one update.
    let scattered = (1...10).map { path($0 * (count / 11)) }
    let ten = timed("insert or delete 10 scattered items") { insert in
        screen.rows.count += insert ? 10 : -10
        insert ? screen.collectionView.insertItems(at: scattered) : screen.collectionView.deleteItems(at: scattered)
    }
    let move = timed("move 1 item from mid-list to row 3, and back") { there in
        there
            ? screen.collectionView.moveItem(at: path(middle), to: path(3))
            : screen.collectionView.moveItem(at: path(3), to: path(middle))
    }
    let reload = measure("reloadData + layout", runs: 9) { () -> Int in
        screen.collectionView.reloadData()
        screen.collectionView.layoutIfNeeded()
        return screen.collectionView.indexPathsForVisibleItems.count
    }
    return [
        row("\(count) rows: insert or delete 1 item mid-list", one, baseline: reload),
        row("\(count) rows: insert or delete 10 scattered items", ten, baseline: reload),
        row("\(count) rows: move 1 item mid-list ↔ row 3", move, baseline: reload),
        row("\(count) rows: baseline, reloadData() + layout", reload, baseline: reload),
        diffableApply(count: count, baseline: reload),
    ]
}

/// The same insert through a diffable data source: a new snapshot with one more item, applied without animation.
@MainActor
func diffableApply(count: Int, baseline: BenchmarkSupport.Measurement) -> [String] {
    let collectionView = UICollectionView(frame: viewport, collectionViewLayout: estimatedList())
    let cells = UICollectionView.CellRegistration<RowCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
        view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    var withExtra = snapshot
    withExtra.insertItems([-1], beforeItem: count / 2)
    var forward = false
    let apply = measure("diffable apply", runs: 9) { () -> Int in
        forward.toggle()
        dataSource.apply(forward ? withExtra : snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return collectionView.indexPathsForVisibleItems.count
    }
    return row("\(count) rows: diffable apply of a built snapshot with 1 more item (diff included)", apply, baseline: baseline)
}

@MainActor
func run() {
    // `--flow`: the flow table only.
    if !CommandLine.arguments.contains("--flow") {
        var rows: [[String]] = []
        for count in counts {
            rows += updates(count: count)
            FileHandle.standardError.write(Data("measured \(count) rows\n".utf8))
        }
        print(markdownTable(header: ["update, through UICollectionView", "wall median", "CPU median", "CPU / reload"], rows: rows))
    }
    var flowRows: [[String]] = []
    for count in counts {
        flowRows += flowSubclassUpdates(count: count)
        flowRows.append(estimatedFlowUpdate(count: count))
        FileHandle.standardError.write(Data("measured \(count) flow items\n".utf8))
    }
    print("\n" + markdownTable(header: ["flow update, through UICollectionView", "wall median", "CPU median", "sizeForItemAt per update"], rows: flowRows))
}

MainActor.assumeIsolated { run() }
