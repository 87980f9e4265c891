import CompositionalLayout
import Foundation
@testable import HeadlessCollectionView
import TestSupport
import Testing

/// Records what the collection view asks to prefetch and cancel.
@MainActor
final class PrefetchLog: CollectionViewPrefetching {
    var calls: [String] = []

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        calls.append("prefetch " + indexPaths.map { String($0[1]) }.joined(separator: ","))
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        calls.append("cancel " + indexPaths.map { String($0[1]) }.joined(separator: ","))
    }
}

@MainActor
@Suite("Prefetching: a window one screen ahead of the prepared rect")
struct PrefetchingTests {
    /// A flow of 100 × 100 items with no spacing in 300 × 400: three per row, rows 100 apart, 60 items (20 rows).
    func makeGrid() throws -> (CollectionView, PrefetchLog) {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        flow.sectionMetrics = FlowSectionMetrics(minimumLineSpacing: 0, minimumInteritemSpacing: 0)
        let source = TestDataSource(counts: [60])
        let log = PrefetchLog()
        // The data source and the prefetch data source are weak, as in UIKit: the view's solver keeps them.
        let view = CollectionView(
            layout: flow, size: CGSize(width: 300, height: 400),
            solver: retaining(Retainer(source, log), compositionalLayoutSolver))
        view.dataSource = source
        view.prefetchDataSource = log
        try view.layoutIfNeeded()
        return (view, log)
    }

    /// At rest the prepared rect is y −200…600 (rows 0–5, items 0–17 have cells) and the window below it is
    /// y 600…1000: rows 6–9, items 18–29. Scrolled to 100: cells for y −100…700 (items 0–20), window 700…1100
    /// (items 21–32): 30–32 are new; 18–20 got cells, so they are neither asked again nor cancelled. Back at 0 the
    /// window is above the content: 21–32 left it without cells and are cancelled, nearest (largest) first.
    @Test func theWindowFollowsTheScrollingDirection() throws {
        let (view, log) = try makeGrid()
        #expect(log.calls == ["prefetch " + (18...29).map(String.init).joined(separator: ",")])
        #expect(view.prefetchRect == CGRect(x: 0, y: 600, width: 300, height: 400))
        view.contentOffset = CGPoint(x: 0, y: 100)
        try view.layoutIfNeeded()
        #expect(log.calls.last == "prefetch 30,31,32")
        #expect(view.indexPathsBeingPrefetched.map { $0[1] } == Array(21...32))
        view.contentOffset = CGPoint(x: 0, y: 0)
        try view.layoutIfNeeded()
        #expect(view.prefetchRect == CGRect(x: 0, y: -600, width: 300, height: 400))
        #expect(log.calls.last == "cancel " + (21...32).reversed().map(String.init).joined(separator: ","))
        #expect(view.indexPathsBeingPrefetched.isEmpty)
        #expect(log.calls.count == 3)
    }

    /// Disabled, nothing is told; the window's depth is a fraction of the bounds (half a screen).
    @Test func prefetchingCanBeDisabledAndResized() throws {
        let (view, log) = try makeGrid()
        log.calls = []
        view.isPrefetchingEnabled = false
        view.contentOffset = CGPoint(x: 0, y: 300)
        try view.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        view.isPrefetchingEnabled = true
        view.prefetchFraction = 0.5
        view.contentOffset = CGPoint(x: 0, y: 0)
        try view.layoutIfNeeded()
        // Still scrolling forward (nothing was recorded while disabled): cells for y −200…600, window 600…800:
        // rows 6–7, items 18–23.
        #expect(log.calls == ["prefetch 18,19,20,21,22,23"])
        view.contentOffset = CGPoint(x: 0, y: 1)
        try view.layoutIfNeeded()
        // Cells for y −199…601 now include row 6 (items 18–20: done, no call); the window 601…801 reaches rows 6, 7
        // and 8 (800…900): 21–23 were already told, 24–26 are new.
        #expect(log.calls == ["prefetch 18,19,20,21,22,23", "prefetch 24,25,26"])
        #expect(view.indexPathsBeingPrefetched.map { $0[1] } == Array(21...26))
    }

    /// A batch update starts the window again: index paths change meaning.
    @Test func aBatchUpdateStartsTheWindowAgain() throws {
        let (view, log) = try makeGrid()
        let source = view.dataSource as! TestDataSource
        source.counts = [61]
        try view.insertItems(at: [ip(0, 0)])
        // Items 18–29 were told; after the insert the window holds 18–29 again (new index paths): told again.
        #expect(log.calls.last == "prefetch " + (18...29).map(String.init).joined(separator: ","))
        #expect(log.calls.count == 2)
    }
}
