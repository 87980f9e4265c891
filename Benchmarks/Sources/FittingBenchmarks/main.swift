// FittingBenchmarks: Auto Layout's systemLayoutSizeFitting of a typical list cell (image, two labels, accessory;
// 12 constraints), the self-sizing measurement of a vertical list item.
// Then (scrollBenchmarks, ScrollBenchmark.swift) scrolling through 10,000 such cells, self-sizing.
// Run: swift run -c release --package-path Benchmarks FittingBenchmarks [--fitting-only | --scroll-only | --profile]
import BenchmarkSupport
import Foundation
import OpenCollectionView

/// Fills `content` with the list cell's views and constraints; returns the subtitle label.
@MainActor
func installListCellContent(in content: UIView) -> UILabel {
    let image = UIImageView(image: UIImage(systemName: "star"))
    let title = UILabel(), subtitle = UILabel(), accessory = UIImageView(image: UIImage(systemName: "chevron.right"))
    title.font = .preferredFont(forTextStyle: .body)
    subtitle.font = .preferredFont(forTextStyle: .subheadline)
    subtitle.numberOfLines = 0
    title.text = "A title"
    subtitle.text = "A subtitle that is long enough to wrap onto a second line in a phone-wide cell"
    for view in [image, title, subtitle, accessory] {
        view.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(view)
    }
    NSLayoutConstraint.activate([
        image.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        image.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        image.widthAnchor.constraint(equalToConstant: 40),
        image.heightAnchor.constraint(equalToConstant: 40),
        title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
        title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
        title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
        subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
        subtitle.trailingAnchor.constraint(equalTo: accessory.leadingAnchor, constant: -8),
        subtitle.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12),
        accessory.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        accessory.centerYAnchor.constraint(equalTo: content.centerYAnchor),
    ])
    return subtitle
}

@MainActor
func listCell() -> (UICollectionViewCell, UILabel) {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    return (cell, installListCellContent(in: cell.contentView))
}

MainActor.assumeIsolated {
    if CommandLine.arguments.contains("--profile") {
        // A short untimed run for a profiler (valgrind --tool=callgrind … --profile).
        let (cell, subtitle) = listCell()
        for i in 0..<500 {
            subtitle.text = i % 2 == 0 ? "Short" : "A subtitle that is long enough to wrap onto a second line"
            blackHole(cell.systemLayoutSizeFitting(
                CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel))
        }
        return
    }
    if !CommandLine.arguments.contains("--scroll-only") { fittingBenchmarks() }
    if !CommandLine.arguments.contains("--fitting-only") {
        print(markdownTable(header: ["scroll step, 10,000 Auto Layout cells (CPU median)", "per step"], rows: scrollBenchmarks()))
    }
}

@MainActor
func fittingBenchmarks() {
    let (cell, subtitle) = listCell()
    let target = CGSize(width: 390, height: 44)
    let first = cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    print("FittingBenchmarks: list cell fits \(first)")
    let texts = ["Short", "A subtitle that is long enough to wrap onto a second line in a phone-wide cell"]
    let fit = measurePerCall("systemLayoutSizeFitting of a list cell (new text each call)", iterations: 2_000) { i in
        subtitle.text = texts[i % 2]
        return cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    let same = measurePerCall("systemLayoutSizeFitting of a list cell (same content)", iterations: 2_000) { _ in
        cell.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    let fresh = measurePerCall("first fitting of a new cell (builds its engine; baseline)", iterations: 200) { _ in
        listCell().0.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }
    print(markdownTable(header: ["workload", "median"], rows: [fit, same, fresh].map { [$0.name, formatDuration($0.medianNanoseconds)] }))
}
