// SwiftUICellBenchmarks: SwiftUI content in cells (issue 25), measured in release.
// Run: swift build -c release --package-path Benchmarks --product SwiftUICellBenchmarks
//      && Benchmarks/.build/release/SwiftUICellBenchmarks
//
// - "row": a typical SwiftUI row (a symbol, a headline over a secondary subheadline, a spacer, a trailing count)
//   resolved, measured at a 353-point width and laid out at the height it chose. Budget ≤ 20 µs.
// - "scroll": a 10,000-row list of UICollectionViewListCells whose content is that row in a UIHostingConfiguration,
//   scrolled 37 points a step (new rows dequeued, configured, measured, laid out). Budget ≤ 200 µs per step.
import BenchmarkSupport
import Foundation
import OpenCollectionView

let rowCount = 10_000

struct Row: View {
    let item: Int

    var body: some View {
        HStack {
            Image(systemName: "book")
            VStack(alignment: .leading) {
                Text("Book \(item)").font(.headline)
                Text(item % 3 == 0 ? "An author with a long name that wraps onto a second line" : "Author")
                    .font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("\(item % 17)").foregroundStyle(.secondary)
        }
    }
}

func rowLayout() -> BenchmarkSupport.Measurement {
    var item = 0
    return measurePerCall("row: resolve, measure and place", iterations: 20_000, runs: 7) { _ in
        item += 1
        let resolved = try! ResolvedView(Row(item: item))
        let size = try! resolved.sizeThatFits(ProposedViewSize(width: 353, height: nil))
        return try! resolved.layout(in: CGSize(width: 353, height: size.height)).elements.count
    }
}

@MainActor
final class Screen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: layout)
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            cell.contentConfiguration = UIHostingConfiguration { Row(item: item) }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<rowCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }
}

@MainActor
func scrollStep() -> BenchmarkSupport.Measurement {
    let screen = Screen()
    var y: CGFloat = 0
    return measurePerCall("scroll: 37-point step, \(rowCount) SwiftUI rows", iterations: 5_000, runs: 7) { _ in
        y += 37
        if y > screen.collectionView.contentSize.height - 900 { y = 0 }
        screen.collectionView.contentOffset = CGPoint(x: 0, y: y)
        screen.collectionView.layoutIfNeeded()
        return y
    }
}

@MainActor
func run() {
    let row = rowLayout()
    let scroll = scrollStep()
    let rows = [
        [row.name, formatDuration(row.medianNanoseconds), formatDuration(row.medianCPUNanoseconds), "≤ 20 µs"],
        [scroll.name, formatDuration(scroll.medianNanoseconds), formatDuration(scroll.medianCPUNanoseconds), "≤ 200 µs"],
    ]
    print(markdownTable(header: ["benchmark", "median (wall)", "median (thread CPU)", "budget"], rows: rows))
    var failures: [String] = []
    if row.medianCPUNanoseconds > 20_000 { failures.append(row.name) }
    if scroll.medianCPUNanoseconds > 200_000 { failures.append(scroll.name) }
    if !failures.isEmpty { print("\nOVER BUDGET: " + failures.joined(separator: ", ")) }
}

MainActor.assumeIsolated { run() }
