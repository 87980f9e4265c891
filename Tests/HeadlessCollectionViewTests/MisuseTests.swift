// Regression tests for issue 13, item "misuse that passes unnoticed" (semantics R9): a view handed back for an
// element must have been dequeued from this collection view, for that element, during that request, and be the only
// view dequeued. Before, each of these was shown silently (one cell at several index paths, a footer with a header's
// view, a cell at an index path it was not configured for).
import CompositionalLayout
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite("Misuse of dequeuing is a named error (R9)")
struct MisuseTests {
    /// A data source whose cell and supplementary answers are closures, so that each test can misbehave its way.
    final class Source: CollectionViewDataSource {
        let count: Int
        let cells = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
        let headers = SupplementaryRegistration<HeaderView>(elementKind: "header") { _, _, _ in }
        let footers = SupplementaryRegistration<HeaderView>(elementKind: "footer") { _, _, _ in }
        var cell: @MainActor (Source, CollectionView, IndexPath) -> any CollectionCell = { source, view, indexPath in
            view.dequeueConfiguredReusableCell(using: source.cells, for: indexPath, item: indexPath[1])
        }
        var header: (@MainActor (Source, CollectionView, IndexPath) -> any ReusableView)?

        init(count: Int) { self.count = count }
        func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { count }
        func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> any CollectionCell {
            cell(self, collectionView, indexPath)
        }
        func supplementaryView(ofKind kind: String, at indexPath: IndexPath, in collectionView: CollectionView) throws
            -> (any ReusableView)?
        {
            header?(self, collectionView, indexPath)
        }
    }

    func make(_ source: Source, header: CGFloat? = nil) -> CollectionView {
        let view = CollectionView(
            layout: dummyLayout, size: CGSize(width: 300, height: 600),
            solver: FakeLayout.solver([FakeSectionSpec(header: header)]))
        view.dataSource = source
        return view
    }

    @Test("a cell provider returning the same cell for every item names both index paths and the registration")
    func sameCellForEveryItem() throws {
        let source = Source(count: 3)
        var cached: (any CollectionCell)?
        source.cell = { source, view, indexPath in
            if let cached { return cached }
            let cell = view.dequeueConfiguredReusableCell(using: source.cells, for: indexPath, item: indexPath[1])
            cached = cell
            return cell
        }
        let view = make(source)
        let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error == CollectionViewError(.viewNotDequeuedForElement(
            .cell(ip(0, 1)), dequeuedFor: .cell(ip(0, 0)), inThisRequest: false,
            registration: "CellRegistration<TestCell>")))
        #expect(error.description.contains("cell [0, 1]") && error.description.contains("cell [0, 0]"))
        #expect(error.description.contains("CellRegistration<TestCell>"))
    }

    @Test("a cell dequeued for another index path is refused, naming both and the reuse identifier")
    func cellDequeuedForAnotherIndexPath() throws {
        let source = Source(count: 2)
        source.cell = { source, view, indexPath in
            view.dequeueConfiguredReusableCell(using: source.cells, for: ip(0, 0), item: indexPath[1])
        }
        let view = make(source)
        let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error == CollectionViewError(.viewNotDequeuedForElement(
            .cell(ip(0, 1)), dequeuedFor: .cell(ip(0, 0)), inThisRequest: true,
            registration: "CellRegistration<TestCell>")))
        // By reuse identifier too.
        let byIdentifier = Source(count: 2)
        let other = make(byIdentifier)
        other.register(TestCell.self, forCellWithReuseIdentifier: "row")
        byIdentifier.cell = { _, view, _ in try! view.dequeueReusableCell(withReuseIdentifier: "row", for: ip(0, 0)) }
        let second = try #require(throws: CollectionViewError.self) { try other.layoutIfNeeded() }
        #expect(second.description.contains("reuse identifier 'row'"))
    }

    @Test("a supplementary registration used for another kind is refused, naming both kinds")
    func supplementaryRegistrationOfAnotherKind() throws {
        let source = Source(count: 2)
        source.header = { source, view, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: source.footers, for: indexPath)
        }
        let view = make(source, header: 40)
        let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error == CollectionViewError(.supplementaryKindMismatch(
            .supplementary("header", ip(0, 0)), dequeuedKind: "footer",
            registration: "SupplementaryRegistration<HeaderView> of kind 'footer'")))
        // The refused view went back to its queue: nothing is lost.
        #expect(view.queuedViewCount == 1)
    }

    @Test("dequeuing two views and returning one is refused; the extra view goes back to its queue")
    func extraDequeuedView() throws {
        let source = Source(count: 1)
        source.cell = { source, view, indexPath in
            _ = view.dequeueConfiguredReusableCell(using: source.cells, for: indexPath, item: 0)
            return view.dequeueConfiguredReusableCell(using: source.cells, for: indexPath, item: 0)
        }
        let view = make(source)
        let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error == CollectionViewError(.dequeuedViewNotReturned(.cell(ip(0, 0)), registration: "CellRegistration<TestCell>")))
        #expect(view.queuedViewCount == 2)
    }

    @Test("a view dequeued outside any request and returned later is refused")
    func dequeuedOutsideARequest() throws {
        let source = Source(count: 1)
        let view = make(source)
        let early = view.dequeueConfiguredReusableCell(using: source.cells, for: ip(0, 0), item: 0)
        source.cell = { _, _, _ in early }
        let error = try #require(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error == CollectionViewError(.viewNotDequeuedForElement(
            .cell(ip(0, 0)), dequeuedFor: nil, inThisRequest: false, registration: "CellRegistration<TestCell>")))
    }

    @Test("correct use passes: scrolling reuses views across requests, reconfigure hands back the same cell")
    func correctUsePasses() throws {
        let source = Source(count: 100)
        let view = make(source)
        try view.layoutIfNeeded()
        for offset in stride(from: 0, through: 4_000, by: 250) {
            view.contentOffset.y = CGFloat(offset)
            try view.layoutIfNeeded()
        }
        #expect(view.reuseStatistics.viewsReused > 0)
    }
}
