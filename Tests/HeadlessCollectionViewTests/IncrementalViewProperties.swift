import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

/// The view's own update path (snapshot diff → `BatchUpdate` → `UpdateMap` → `LayoutUpdate`), with deletes, inserts,
/// moves within and across sections and section moves mixed in one update, keeps exactly the measured sizes that
/// should survive and gives the frames of a fresh solve with those sizes.
@MainActor
@Suite struct IncrementalViewProperties {
    /// Sections alternate by index between an estimated list and a two-column grid of estimated heights.
    static let layout = CollectionLayout { index, _ in
        guard index % 2 == 1 else { return estimatedListSection() }
        let height = LayoutDimension.estimated(60)
        let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: height))
        var section = LayoutSection(
            group: .horizontal(size: LayoutSize(width: .fractionalWidth(1), height: height), subitems: [.item(item)]),
            interGroupSpacing: 6)
        section.contentInsets = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
        return section
    }

    /// The height a cell of `item` measures.
    static func height(_ item: Int) -> CGFloat { 30 + CGFloat(item % 7) * 10 }

    /// The items whose measured sizes survive from `old` to `new`: an item keeps its size when it stays in a section
    /// that stays (or moves there from another section that stays); one whose old or new section is new or gone is
    /// inserted afresh by the diff.
    static func survivors(_ measured: Set<Int>, from old: Snapshot<Int, Int>, to new: Snapshot<Int, Int>) -> Set<Int> {
        let oldSections = Set(old.sectionIdentifiers)
        let newSections = Set(new.sectionIdentifiers)
        var kept: Set<Int> = []
        for section in new.sectionIdentifiers where oldSections.contains(section) {
            for item in try! new.itemIdentifiers(inSection: section) where measured.contains(item) {
                guard let from = old.sectionIdentifier(containingItem: item), newSections.contains(from) else { continue }
                kept.insert(item)
            }
        }
        return kept
    }

    @Test(arguments: [UInt64(0x1D_E5), 7, 2_026])
    func mixedUpdatesKeepTheSurvivingSizesAndTheFramesOfAFreshSolve(seed: UInt64) throws {
        let view = CollectionView(layout: Self.layout, size: CGSize(width: 320, height: 480))
        // Every measurement is logged by item: cells measured during a pass and recycled within it count too.
        var measuredNow: Set<Int> = []
        let registration = CellRegistration<TestCell, Int> { cell, _, item in
            cell.text = "\(item)"
            cell.preferredHeightProvider = {
                measuredNow.insert(item)
                return Self.height(item)
            }
        }
        let source = DiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var rng = SplitMix64(seed: seed)
        var current = Snapshot<Int, Int>()
        var measured: Set<Int> = []
        for round in 0..<150 {
            let next = randomSnapshot(&rng)
            try source.apply(next)
            measured = Self.survivors(measured, from: current, to: next).union(measuredNow)
            measuredNow = []
            current = next
            let range = view.contentOffsetRange
            view.contentOffset.y = CGFloat.random(in: range.min.y...max(range.min.y, range.max.y), using: &rng)
            try view.layoutIfNeeded()
            measured.formUnion(measuredNow)
            measuredNow = []
            try check(view, snapshot: next, measured: measured, round: round)
        }
        withExtendedLifetime(source) {}
    }

    func check(_ view: CollectionView, snapshot: Snapshot<Int, Int>, measured: Set<Int>, round: Int) throws {
        let solution = try #require(view.solution)
        let counts = snapshot.sectionIdentifiers.map { try! snapshot.numberOfItems(inSection: $0) }
        var fresh = try LayoutSolution(layout: Self.layout, itemCounts: counts, container: view.container, traits: view.traits)
        for (section, items) in counts.enumerated() {
            for index in 0..<items {
                let path = IndexPath(indexes: [section, index])
                let item = snapshot.itemIdentifier(at: path)!
                #expect(solution.hasMeasuredSize(forItemAt: path) == measured.contains(item), "round \(round): item \(item)")
                if measured.contains(item) {
                    try fresh.setMeasuredSize(CGSize(width: 100, height: Self.height(item)), forItemAt: path)
                }
            }
        }
        #expect(solution.contentSize == fresh.contentSize, "round \(round)")
        for (section, items) in counts.enumerated() {
            for index in 0..<items {
                let path = IndexPath(indexes: [section, index])
                #expect(solution.attributesForItem(at: path)?.frame == fresh.attributesForItem(at: path)?.frame,
                        "round \(round): \(path)")
            }
        }
    }
}
