// Regression tests for issue 13 at the headless data source and view: applies from any isolation, kept in order
// (semantics R10); an apply that fails changes nothing (R11); NaN and infinite geometry inputs (R12).
import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite("Reliability: applies and geometry inputs (R10–R12)")
struct ApplyReliabilityTests {
    typealias Source = DiffableDataSource<String, Int>

    @MainActor final class Holder {
        /// The item whose cell the provider refuses (returns `nil` for).
        final class Failure { var item: Int? }
        let view: CollectionView
        let source: Source
        let failure = Failure()
        var failAt: Int? {
            get { failure.item }
            set { failure.item = newValue }
        }
        init(spec: FakeSectionSpec = FakeSectionSpec()) {
            view = CollectionView(
                layout: dummyLayout, size: CGSize(width: 300, height: 600), solver: FakeLayout.solver([spec]))
            let registration = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
            let failure = failure
            source = Source(collectionView: view) { view, indexPath, item in
                item == failure.item ? nil : view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }
    }

    static func snapshot(_ items: Range<Int>) -> Snapshot<String, Int> {
        var snapshot = Snapshot<String, Int>()
        try! snapshot.appendSections(["A"])
        try! snapshot.appendItems(Array(items), toSection: "A")
        return snapshot
    }

    // MARK: R10

    @Test("an apply awaited from a detached task hops to the main actor; its transaction crosses back")
    func applyFromABackgroundTask() async throws {
        let holder = Holder()
        try holder.source.applySnapshotUsingReloadData(Self.snapshot(0..<5))
        let source = holder.source
        let next = Self.snapshot(0..<8)
        // Off the main actor: the call compiles (Sendable arguments and result) and the transaction is usable here.
        let appearing = try await Task.detached {
            let transaction = try await source.apply(next)
            return transaction.elements(.appearing).map(\.keyAfter)
        }.value
        #expect(appearing == [.cell(ip(0, 5)), .cell(ip(0, 6)), .cell(ip(0, 7))])
        #expect(holder.source.snapshot().itemIdentifiers == Array(0..<8))
    }

    @Test("async applies land in call order, even when an earlier one's diff takes longer")
    func asyncAppliesKeepTheirOrder() async throws {
        let holder = Holder()
        try holder.source.applySnapshotUsingReloadData(Self.snapshot(0..<5))
        // The first diff is large (slow), the second tiny (fast). Without ordering, the second landed first and the
        // first, found stale, was applied over it: the view ended on the older snapshot.
        let large = Self.snapshot(0..<150_000)
        let small = Self.snapshot(0..<3)
        let first = Task { try await holder.source.apply(large) }
        let second = Task { try await holder.source.apply(small) }
        _ = try await first.value
        _ = try await second.value
        #expect(holder.source.snapshot().numberOfItems == 3)
        #expect(holder.view.numberOfItems(inSection: 0) == 3)
    }

    // MARK: R11

    @Test("a first apply that fails leaves the data source and the view as they were; a later apply works")
    func failedFirstApplyChangesNothing() throws {
        let holder = Holder()
        holder.failAt = 3
        #expect(throws: CollectionViewError(.cellProviderReturnedNil(ip(0, 3), itemDescription: "3"))) {
            try holder.source.apply(Self.snapshot(0..<10))
        }
        #expect(holder.source.snapshot().numberOfItems == 0)
        #expect(holder.source.itemIdentifier(for: ip(0, 0)) == nil)
        try holder.view.layoutIfNeeded()
        #expect(holder.view.numberOfSections == 0 && holder.view.visibleCells.isEmpty)
        holder.failAt = nil
        let transaction = try holder.source.apply(Self.snapshot(0..<10))
        #expect(transaction.isReload)  // still the first apply
        #expect(holder.view.visibleCells.count == 10)
    }

    @Test("a later apply that fails keeps the applied snapshot")
    func failedLaterApplyChangesNothing() throws {
        let holder = Holder()
        try holder.source.apply(Self.snapshot(0..<3))
        holder.failAt = 4
        #expect(throws: CollectionViewError.self) { try holder.source.apply(Self.snapshot(0..<6)) }
        #expect(holder.source.snapshot().itemIdentifiers == [0, 1, 2])
        holder.failAt = nil
        try holder.view.layoutIfNeeded()
        #expect(holder.view.numberOfItems(inSection: 0) == 3)
    }

    // MARK: R12

    @Test("a NaN or infinite contentInset is taken as 0, reported, and the scroll range stays finite")
    func nonFiniteContentInset() throws {
        let holder = Holder()
        var messages: [String] = []
        holder.view.diagnosticsHandler = { messages.append($0.message) }
        try holder.source.apply(Self.snapshot(0..<40))  // 40 × 50 = 2,000 pt of content
        holder.view.contentInset = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(holder.view.contentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(messages.count == 1 && messages[0].contains("contentInset"))
        // Before: the range was NaN. Now 0 … 2,000 − 600 = 1,400.
        let range = holder.view.contentOffsetRange
        #expect(range.min == CGPoint(x: 0, y: 0) && range.max == CGPoint(x: 0, y: 1_400))
        holder.view.contentOffset.y = 700
        #expect(holder.view.indexPathsForVisibleItems.first == ip(0, 14))  // 700 / 50
    }

    @Test("a NaN, negative or infinite overscan is taken as 0: the visible items still get views")
    func nonFiniteOverscan() throws {
        let holder = Holder()
        try holder.source.apply(Self.snapshot(0..<40))
        for value in [CGFloat.nan, -1, .infinity] {
            holder.view.overscanFraction = value
            #expect(holder.view.overscanFraction == 0)
            // Before, NaN showed nothing. 600 / 50 = 12 visible rows, no overscan.
            #expect(holder.view.visibleCells.count == 12)
            #expect(holder.view.preparedViews.count == 12)
        }
    }

    @Test("a NaN or infinite content offset coordinate is ignored, also where offsets are not clamped")
    func nonFiniteContentOffset() throws {
        let holder = Holder()
        try holder.source.apply(Self.snapshot(0..<40))
        holder.view.clampsContentOffset = false  // as the UIKit face sets it
        holder.view.contentOffset = CGPoint(x: 0, y: 100)
        holder.view.contentOffset = CGPoint(x: CGFloat.nan, y: 300)
        #expect(holder.view.contentOffset == CGPoint(x: 0, y: 300))
        holder.view.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
        #expect(holder.view.contentOffset == CGPoint(x: 0, y: 300))
        #expect(holder.view.visibleCells.count == 12)
    }

    @Test("a fling with NaN velocity stays; with infinite velocity it ends at the content's end")
    func nonFiniteFlingVelocity() throws {
        let holder = Holder()
        try holder.source.apply(Self.snapshot(0..<40))
        holder.view.contentOffset.y = 500
        #expect(holder.view.targetContentOffset(forVelocity: CGPoint(x: 0, y: CGFloat.nan)) == CGPoint(x: 0, y: 500))
        #expect(holder.view.targetContentOffset(forVelocity: CGPoint(x: 0, y: CGFloat.infinity)) == CGPoint(x: 0, y: 1_400))
        #expect(holder.view.targetContentOffset(forVelocity: CGPoint(x: 0, y: -CGFloat.infinity)) == CGPoint(x: 0, y: 0))
    }

    @Test("a NaN container size, safe area or margin is a named layout error, not a silent wrong frame")
    func nonFiniteContainer() throws {
        for container in [
            CollectionContainer(size: CGSize(width: CGFloat.nan, height: 600)),
            CollectionContainer(size: CGSize(width: 300, height: 600), safeAreaInsets: EdgeInsets(top: .nan)),
            CollectionContainer(size: CGSize(width: 300, height: 600), layoutMargins: DirectionalEdgeInsets(leading: .infinity)),
        ] {
            let view = CollectionView(layout: CollectionLayout(section: listSection()), container: container)
            let source = TestDataSource(counts: [5])
            view.dataSource = source
            let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
            guard case .layout = error.reason else {
                Issue.record("expected a layout error, got \(error)")
                continue
            }
        }
    }

    @Test("the view answers .infinite, ±1e300 and NaN rects (issue 13: they trapped converting to Int)")
    func hugeRectsThroughTheView() throws {
        let (view, source) = try makeCompositional(CollectionLayout(section: listSection()), counts: [30])
        defer { withExtendedLifetime(source) {} }
        #expect(view.layoutAttributesForElements(in: .infinite).count == 30)
        #expect(view.layoutAttributesForElements(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)).count == 30)
        #expect(view.layoutAttributesForElements(in: CGRect(x: 0, y: 1e300, width: 1, height: 1)).isEmpty)
        #expect(view.layoutAttributesForElements(in: CGRect(x: 0, y: CGFloat.nan, width: 300, height: 600)).isEmpty)
        #expect(view.layoutAttributesForElements(in: .null).isEmpty)
    }
}
