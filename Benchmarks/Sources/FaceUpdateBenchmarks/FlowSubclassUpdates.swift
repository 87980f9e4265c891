import BenchmarkSupport
import Foundation
import OpenCollectionView

/// An iOS-style flow subclass: it prepares and answers through `super` (semantics LY2, LY5).
final class DecoratingFlowLayout: UICollectionViewFlowLayout {
    override func prepare() { super.prepare() }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
}

/// Items of two widths sized by the delegate from its model, counting its answers.
@MainActor
final class SizedRows: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var widths: [CGFloat]
    var questions = 0
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }

    init(count: Int, width: (Int) -> CGFloat) { widths = (0..<count).map(width) }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        questions += 1
        return CGSize(width: widths[indexPath.item], height: 44)
    }
}

/// One item (140 wide) inserted mid-list and deleted again, alternately, in a flow subclass and in the plain flow layout
/// whose delegate sizes every item, 390 wide: the update asks the delegate about the inserted item only (LY5).
/// `realigning`: a 370-pt item alone on a line every third item ([W], [N N] with N 180): the lines line up again at
/// the next wide item, so the update re-packs two lines. Otherwise 180-pt items every fifth, 110 between ([A B],
/// [B B B]): after the insert the lines fall into another phase of the pattern ([B B B], [B A]) and never line up
/// with the old ones, so every later line moves and is re-packed, as a fresh layout's frames differ there too.
@MainActor
func flowSubclassUpdates(count: Int) -> [[String]] {
    func timed(_ name: String, _ layout: UICollectionViewFlowLayout, realigning: Bool) -> [String] {
        let rows = SizedRows(count: count) { item in
            realigning ? (item % 3 == 0 ? 370 : 180) : (item % 5 == 0 ? 180 : 110)
        }
        let view = UICollectionView(frame: viewport, collectionViewLayout: layout)
        view.dataSource = rows
        view.delegate = rows
        view.layoutIfNeeded()
        let middle = IndexPath(item: count / 2, section: 0)
        var forward = false
        let before = rows.questions
        let runs = 21
        let measurement = measure(name, runs: runs) { () -> Int in
            forward.toggle()
            view.performBatchUpdates {
                if forward {
                    rows.widths.insert(140, at: middle.item)
                    view.insertItems(at: [middle])
                } else {
                    rows.widths.remove(at: middle.item)
                    view.deleteItems(at: [middle])
                }
            }
            view.layoutIfNeeded()
            return view.indexPathsForVisibleItems.count
        }
        // One warm-up run and the timed ones.
        let perUpdate = Double(rows.questions - before) / Double(runs + 1)
        return [
            "\(count) items: \(name)", formatDuration(measurement.medianNanoseconds),
            formatDuration(measurement.medianCPUNanoseconds), String(format: "%.1f", perUpdate),
        ]
    }
    return [
        timed("flow subclass, lines line up again", DecoratingFlowLayout(), realigning: true),
        timed("plain flow layout, lines line up again", UICollectionViewFlowLayout(), realigning: true),
        timed("flow subclass, every later line moves", DecoratingFlowLayout(), realigning: false),
        timed("plain flow layout, every later line moves", UICollectionViewFlowLayout(), realigning: false),
    ]
}
