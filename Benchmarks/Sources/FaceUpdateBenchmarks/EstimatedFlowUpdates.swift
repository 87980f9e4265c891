import BenchmarkSupport
import Foundation
import OpenCollectionView

/// A tag that sizes itself to 120 × 40, as a cell with a fixed content would.
final class TagCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes
        attributes.frame.size = CGSize(width: 120, height: 40)
        return attributes
    }
}

/// The data source of a self-sizing tag cloud that keeps its own count.
@MainActor
final class CountedTags: NSObject, UICollectionViewDataSource {
    var count: Int
    let cells = UICollectionView.CellRegistration<TagCell, Int> { _, _, _ in }
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }
}

/// One item inserted mid-section or deleted again, alternately, in a plain `UICollectionViewFlowLayout` with
/// `estimatedItemSize` 100 × 100 whose cells size themselves to 120 × 40, the first screen shown and measured
/// (semantics F7, LY6): the update should cost O(log n + visible), not O(n).
@MainActor
func estimatedFlowUpdate(count: Int) -> [String] {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 100)
    let tags = CountedTags(count: count)
    let view = UICollectionView(frame: viewport, collectionViewLayout: layout)
    view.dataSource = tags
    view.layoutIfNeeded()
    let middle = IndexPath(item: count / 2, section: 0)
    var forward = false
    let measurement = measure("estimated flow insert or delete", runs: 21) { () -> Int in
        forward.toggle()
        view.performBatchUpdates {
            if forward {
                tags.count += 1
                view.insertItems(at: [middle])
            } else {
                tags.count -= 1
                view.deleteItems(at: [middle])
            }
        }
        view.layoutIfNeeded()
        return view.indexPathsForVisibleItems.count
    }
    return [
        "\(count) items: plain flow layout, estimated sizes, insert or delete mid-section",
        formatDuration(measurement.medianNanoseconds), formatDuration(measurement.medianCPUNanoseconds), "—",
    ]
}
