import CompositionalLayout
import DiffableData
import Foundation
import PropertyBased
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// Random snapshots over shared pools, so that moves across sections, section moves, inserts and deletes mix.
func randomSnapshot(_ rng: inout SplitMix64) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    let sections = Array(0..<6).shuffled(using: &rng).prefix(Int.random(in: 0...5, using: &rng))
    try! snapshot.appendSections(Array(sections))
    var pool = Array(100..<160).shuffled(using: &rng)
    for section in sections {
        let count = min(pool.count, Int.random(in: 0...12, using: &rng))
        try! snapshot.appendItems(Array(pool.prefix(count)), toSection: section)
        pool.removeFirst(count)
    }
    return snapshot
}

func location(_ snapshot: Snapshot<Int, Int>) -> [Int: IndexPath] {
    var result: [Int: IndexPath] = [:]
    for (s, section) in snapshot.sectionIdentifiers.enumerated() {
        for (i, item) in try! snapshot.itemIdentifiers(inSection: section).enumerated() { result[item] = ip(s, i) }
    }
    return result
}

@Suite struct UpdateMapProperties {
    @Test func itemsMapToThemselvesAcrossEveryDiff() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            let old = randomSnapshot(&rng)
            let new = randomSnapshot(&rng)
            let update = new.difference(from: old)
            let oldCounts = old.sectionIdentifiers.map { try! old.numberOfItems(inSection: $0) }
            let newCounts = new.sectionIdentifiers.map { try! new.numberOfItems(inSection: $0) }
            let map = UpdateMap(update, oldCounts: oldCounts, newCounts: newCounts)
            let before = location(old)
            let after = location(new)
            let oldSections = Set(old.sectionIdentifiers)
            let newSections = Set(new.sectionIdentifiers)
            for (item, path) in after {
                // An item keeps its identity unless its section is new or it came from a section that is gone
                // (the diff then inserts it).
                let oldPath = map.oldPath(forNew: path)
                let sectionSurvives = oldSections.contains(new.sectionIdentifier(at: path[0])!)
                let cameFromSurvivor = before[item].map { newSections.contains(old.sectionIdentifier(at: $0[0])!) } ?? false
                if sectionSurvives && cameFromSurvivor {
                    #expect(oldPath == before[item], "seed \(seed) item \(item)")
                } else {
                    #expect(oldPath == nil, "seed \(seed) item \(item)")
                }
            }
            for (item, path) in before {
                if let newPath = map.newPath(forOld: path) {
                    #expect(newPath == after[item], "seed \(seed) item \(item)")
                }
            }
        }
    }
}

@MainActor
@Suite struct DiffableDataSourceProperties {
    @Test func viewsShowTheirItemsAfterEveryApply() throws {
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 400),
                                  solver: FakeLayout.solver([FakeSectionSpec(itemHeight: 30)]))
        let registration = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
        let source = DiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var rng = SplitMix64(seed: 7)
        for round in 0..<300 {
            let next = randomSnapshot(&rng)
            let transaction = try source.apply(next)
            for (key, shown) in view.preparedViews where key.category == .cell {
                #expect((shown as? TestCell)?.text == "\(next.itemIdentifier(at: key.indexPath)!)", "round \(round)")
            }
            // Every element after the update is described, and the moved ones kept their views.
            for element in transaction.elements where element.change == .moving {
                if let after = element.keyAfter, let current = view.preparedViews.first(where: { $0.key == after }) {
                    #expect(current.view === element.view, "round \(round)")
                }
            }
            #expect(view.preparedViews.count + view.queuedViewCount == view.reuseStatistics.viewsCreated)
            if round.isMultiple(of: 3) { view.contentOffset.y = CGFloat.random(in: 0...600, using: &rng) }
        }
    }
}

@MainActor
@Suite struct RealSolverProperties {
    @Test func randomAppliesScrollsAndMeasurementsKeepTheViewsConsistent() throws {
        // Estimated rows (measured 30…90 pt by item), pinned headers, default insets, 300 × 400 view.
        var section = estimatedListSection()
        section.boundarySupplementaryItems = [
            BoundarySupplementaryItem(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "header",
                alignment: .top, pinToVisibleBounds: true)
        ]
        let view = CollectionView(layout: CollectionLayout(section: section), size: CGSize(width: 300, height: 400))
        let registration = CellRegistration<TestCell, Int> { cell, _, item in
            cell.text = "\(item)"
            cell.preferredHeight = 30 + CGFloat(item % 7) * 10
        }
        let source = DiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: HeaderRegistrations.shared, for: indexPath)
        }
        var rng = SplitMix64(seed: 11)
        for round in 0..<150 {
            let next = randomSnapshot(&rng)
            try source.apply(next)
            let range = view.contentOffsetRange
            view.contentOffset.y = CGFloat.random(in: range.min.y...max(range.min.y, range.max.y), using: &rng)
            try view.layoutIfNeeded()
            let position = view.scrollPosition
            for (key, shown) in view.preparedViews {
                if key.category == .cell {
                    #expect((shown as? TestCell)?.text == "\(next.itemIdentifier(at: key.indexPath)!)", "round \(round)")
                    // Measured: the cell has the height it asked for.
                    #expect(shown.frame.height == 30 + CGFloat(next.itemIdentifier(at: key.indexPath)! % 7) * 10,
                            "round \(round)")
                }
                let expected = CollectionView.displayed(key, in: view.solution!, position: position)
                #expect(expected?.frame == shown.frame, "round \(round) \(key)")
            }
            #expect(view.preparedViews.count + view.queuedViewCount == view.reuseStatistics.viewsCreated)
        }
        withExtendedLifetime(source) {}
    }
}
