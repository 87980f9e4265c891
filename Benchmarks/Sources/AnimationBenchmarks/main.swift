// AnimationBenchmarks: one animation frame of a 1,000-cell batch update (issue 22; budget ≤ 1 ms).
// Run: swift run -c release --package-path Benchmarks AnimationBenchmarks
//
// The screen: a 390 × 50,000 collection view in a window, a compositional list of 50-point rows, 1,000 cells
// shown. One `performBatchUpdates` inserts a row at the top: every cell animates down 50 points over 0.3 s on the
// test clock. A frame is what a renderer does 60 times a second: move the clock on and read every cell's
// presentation frame and alpha. The baseline, in the same run, reads the model frames and alphas of the same cells.
// Figures are the calling thread's CPU time, the median of 15 runs of 100 frames.
import BenchmarkSupport
import Foundation
import OpenCollectionView

@MainActor
final class Rows: NSObject, UICollectionViewDataSource {
    var count = 1_000
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }
}

@MainActor
func rowsLayout() -> UICollectionViewCompositionalLayout {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
func run() {
    let clock = TestAnimationClock.install()
    let frame = CGRect(x: 0, y: 0, width: 390, height: 50_000)
    let window = UIWindow(frame: frame)
    let collectionView = UICollectionView(frame: frame, collectionViewLayout: rowsLayout())
    let rows = Rows()
    collectionView.dataSource = rows
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    var animatedCells = 0
    let framesPerRun = 100
    let step = 0.25 / Double(framesPerRun * 20)  // 20 runs of 100 frames stay within the 0.3 s animation
    let setup = {
        clock.runUntilIdle()
        rows.count += 1
        collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        animatedCells = collectionView.visibleCells.filter(\.hasRunningAnimations).count
    }
    setup()
    let cells = collectionView.visibleCells
    let presentation = cpuMedian(runs: 15, iterations: framesPerRun) {
        for _ in 0..<framesPerRun {
            clock.advance(by: step)
            for cell in cells {
                blackHole(cell.presentationFrame)
                blackHole(cell.presentationAlpha)
            }
        }
    }
    let model = cpuMedian(runs: 15, iterations: framesPerRun) {
        for _ in 0..<framesPerRun {
            for cell in cells {
                blackHole(cell.frame)
                blackHole(cell.alpha)
            }
        }
    }
    print(markdownTable(
        header: ["cells shown", "cells animating", "one frame (presentation)", "baseline (model values)", "budget"],
        rows: [[
            "\(cells.count)", "\(animatedCells)", formatDuration(presentation), formatDuration(model), "1 ms",
        ]]))
    withExtendedLifetime(window) {}
}

MainActor.assumeIsolated { run() }
