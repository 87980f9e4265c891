// RenderBenchmarks: a full phone screen (390 × 844) drawn to SVG as `ocv render` and the snapshot strategy draw it
// (`RenderScene` of the collection view, then `SVGRenderer`), for two screens written with Apple's names:
// - "settings list": an inset-grouped list of 3 sections × 7 rows (image, text, secondary text, a disclosure,
//   checkmark or label accessory), as iOS's Settings screen;
// - "card grid": a two-column grid of 24 cards, each a rounded, bordered content view with a shadow, a title and a
//   subtitle label, and a hidden badge.
// The screen is laid out once; each run draws it again (the steady redraw of a screen, with the text memo warm).
// Budget: ≤ 2 ms a screen (release), wall-clock median; thread CPU beside it.
// Run: swift run -c release --package-path Benchmarks RenderBenchmarks
import BenchmarkSupport
import CollectionRendering
import Foundation
import OpenCollectionView
import OpenCollectionViewRendering

let phone = CGRect(x: 0, y: 0, width: 390, height: 844)

@MainActor
func settingsList() -> (UICollectionView, AnyObject) {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    let collectionView = UICollectionView(
        frame: phone, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let symbols = ["wifi", "antenna.radiowaves.left.and.right", "bell.badge", "moon.fill", "gear", "lock", "battery.100"]
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, indexPath, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Setting number \(item)"
        content.secondaryText = item % 3 == 0 ? "A longer explanation that wraps onto a second line of the row" : nil
        content.image = UIImage(systemName: symbols[item % symbols.count])
        cell.contentConfiguration = content
        switch indexPath.item % 3 {
        case 0: cell.accessories = [.disclosureIndicator()]
        case 1: cell.accessories = [.checkmark()]
        default: cell.accessories = [.label(text: "On"), .disclosureIndicator()]
        }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for section in 0..<3 {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(section * 7..<(section + 1) * 7))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

final class CardCell: UICollectionViewCell {
    let title = UILabel()
    let subtitle = UILabel()
    let badge = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.cornerCurve = .continuous
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
        title.font = .preferredFont(forTextStyle: .headline)
        subtitle.font = .preferredFont(forTextStyle: .subheadline)
        subtitle.textColor = .secondaryLabel
        subtitle.numberOfLines = 2
        badge.backgroundColor = .systemRed
        badge.isHidden = true
        for view in [title, subtitle, badge] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 12, y: 12, width: bounds.width - 24, height: 22)
        subtitle.frame = CGRect(x: 12, y: 38, width: bounds.width - 24, height: 40)
        badge.frame = CGRect(x: bounds.width - 22, y: 6, width: 16, height: 16)
    }
}

@MainActor
func cardGrid() -> (UICollectionView, AnyObject) {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let collectionView = UICollectionView(
        frame: phone, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let registration = UICollectionView.CellRegistration<CardCell, Int> { cell, _, item in
        cell.title.text = "Card \(item)"
        cell.subtitle.text = "Two lines of secondary text describing card \(item) in a little detail"
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<24))
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

@MainActor
func run() {
    var rows: [[String]] = []
    for (name, make) in [("settings list", settingsList), ("card grid", cardGrid)] {
        let (collectionView, retained) = make()
        let bytes = SVGRenderer().render(RenderScene(collectionView)).utf8.count
        let result = withExtendedLifetime(retained) {
            measure("\(name) → SVG", runs: CommandLine.arguments.contains("--profile") ? 2_001 : 51, warmup: 5) { SVGRenderer().render(RenderScene(collectionView)).utf8.count }
        }
        rows.append([
            result.name, formatDuration(result.medianNanoseconds), formatDuration(result.medianCPUNanoseconds),
            "\(bytes) bytes",
        ])
    }
    print(markdownTable(header: ["workload", "median", "median CPU", "SVG"], rows: rows))
}

MainActor.assumeIsolated { run() }
