// ScreenBenchmarks (issue 20): a whole screen as an app writes it — a window, a view controller whose
// `viewDidLoad` makes a collection view from `view.bounds` with an autoresizing mask, and 200 items in self-sizing
// cells whose two labels are pinned to the content view with Auto Layout (a list with estimated heights).
// - "first layout": the window installs the controller and lays the screen out (view loading, the first apply,
//   measuring the visible cells through Auto Layout); a new window and controller each run, not timed.
// - "rotation": a shown portrait screen turned to landscape (the window's size changes; the masks resize the
//   collection view, which lays out again and measures the cells it shows at the new width).
// Budgets: ≤ 5 ms each (release), wall-clock median; thread CPU beside it.
// Run: swift run -c release --package-path Benchmarks ScreenBenchmarks
import BenchmarkSupport
import Foundation
import OpenCollectionView

let portrait = CGRect(x: 0, y: 0, width: 393, height: 852)
let landscape = CGRect(x: 0, y: 0, width: 852, height: 393)

/// A cell as apps write one: two labels pinned to the content view's margins.
final class TwoLineCell: UICollectionViewCell {
    let title = UILabel()
    let detail = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        detail.numberOfLines = 0
        detail.font = .preferredFont(forTextStyle: .subheadline)
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class FeedViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<TwoLineCell, Int> { cell, _, item in
            cell.title.text = "Story \(item)"
            cell.detail.text = String(repeating: "A line of the story's summary. ", count: 1 + item % 4)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<200))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

@MainActor
func show(in frame: CGRect) -> (UIWindow, FeedViewController) {
    let window = UIWindow(frame: frame)
    let controller = FeedViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
}

@MainActor
func run() {
    let runs = 31
    let first = measure("first layout: window, controller, 200 self-sizing cells", runs: runs, warmup: 3, setup: {
        (UIWindow(frame: portrait), FeedViewController())
    }) { screen -> Int in
        screen.0.rootViewController = screen.1
        screen.0.makeKeyAndVisible()
        screen.0.layoutIfNeeded()
        return screen.1.collectionView.visibleCells.count
    }
    let rotation = measure("rotation to landscape", runs: runs, warmup: 3, setup: { show(in: portrait) }) { screen -> Int in
        screen.0.frame = landscape
        screen.0.layoutIfNeeded()
        return screen.1.collectionView.visibleCells.count
    }
    let (window, controller) = show(in: portrait)
    let visible = controller.collectionView.visibleCells.count
    window.frame = landscape
    window.layoutIfNeeded()
    let landscapeWidth = controller.collectionView.bounds.width
    let rows = [first, rotation].map { result in
        [result.name, formatDuration(result.medianNanoseconds), formatDuration(result.medianCPUNanoseconds), "≤ 5 ms"]
    }
    print(markdownTable(header: ["workload", "median", "median CPU", "budget"], rows: rows))
    print("visible cells in portrait: \(visible); collection view width after rotation: \(landscapeWidth)")
}

MainActor.assumeIsolated { run() }
