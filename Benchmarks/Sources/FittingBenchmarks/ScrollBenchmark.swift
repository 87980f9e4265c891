// Scrolling through 10,000 Auto Layout self-sizing cells (the list cell of main.swift: image, two labels,
// accessory, 13 constraints) in an estimated compositional layout, against the same cells at a fixed height (their
// content still laid out by Auto Layout when shown, but never measured), in the same run.
import BenchmarkSupport
import Foundation
import OpenCollectionView

let scrollItemCount = 10_000
let scrollStepLength: CGFloat = 37  // about two frames of a fast scroll

/// The subtitle of item `item`: every third wraps onto a second line.
func subtitleText(_ item: Int) -> String {
    item % 3 == 0 ? "Item \(item): a subtitle that is long enough to wrap onto a second line in a phone-wide cell" : "Item \(item)"
}

final class AutoLayoutListCell: UICollectionViewCell {
    var subtitle: UILabel!
    override init(frame: CGRect) {
        super.init(frame: frame)
        subtitle = installListCellContent(in: contentView)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
final class ScrollScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(selfSizing: Bool) {
        let height: NSCollectionLayoutDimension = selfSizing ? .estimated(44) : .absolute(66)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<AutoLayoutListCell, Int> { cell, _, item in
            cell.subtitle.text = subtitleText(item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<scrollItemCount))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    /// Scrolls `steps` steps down from the current offset (wrapping to the top at the end).
    func scroll(steps: Int) {
        var y = collectionView.contentOffset.y
        for _ in 0..<steps {
            y += scrollStepLength
            if y > collectionView.contentSize.height - 844 { y = 0 }
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }
    }
}

/// Medians per step over `runs` runs of `steps` steps, continuing down the list: on a fresh self-sizing screen every
/// run reaches cells never measured before (7 × 1,000 steps of 37 pt pass about 3,900 cells of ≈ 66 pt).
@MainActor
func scrollBenchmarks() -> [[String]] {
    let steps = 1_000, runs = 7
    var rows: [[String]] = []
    func timed(_ name: String, _ screen: ScrollScreen) -> Double {
        let cpu = cpuMedian(runs: runs, iterations: steps) { screen.scroll(steps: steps) }
        rows.append([name, formatDuration(cpu)])
        return cpu
    }
    let fixed = timed("fixed height (66 pt), Auto Layout content (baseline)", ScrollScreen(selfSizing: false))
    let sizing = ScrollScreen(selfSizing: true)
    let first = timed("self-sizing, first pass (each new cell measured)", sizing)
    // Back to the top: the same runs again pass only cells whose sizes the layout kept.
    sizing.collectionView.contentOffset = .zero
    sizing.collectionView.layoutIfNeeded()
    let again = timed("self-sizing, cells already measured", sizing)
    rows.append(["ratio first pass / baseline", String(format: "%.2f×", first / fixed)])
    rows.append(["ratio measured / baseline", String(format: "%.2f×", again / fixed)])
    return rows
}
