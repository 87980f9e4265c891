import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite struct SelfSizingTests {
    // Estimated 50 pt rows that measure 40, 70 or 100 pt (40 + 30 × (i mod 3)).
    func make() throws -> (CollectionView, TestDataSource) {
        let (view, source) = try makeView(specs: [FakeSectionSpec(estimated: true)], counts: [1_000])
        source.heights = { 40 + 30 * CGFloat($0[1] % 3) }
        view.reloadData()
        try view.layoutIfNeeded()
        return (view, source)
    }

    @Test func visibleItemsReachTheirMeasuredFrames() throws {
        let (view, _) = try make()
        #expect(view.contentOffset == .zero)
        // Items 0, 1, 2, 3 at 0, 40, 110, 210 (40 + 70 + 100), heights 40, 70, 100, 40.
        #expect(view.cellForItem(at: ip(0, 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(view.cellForItem(at: ip(0, 1))?.frame == CGRect(x: 0, y: 40, width: 300, height: 70))
        #expect(view.cellForItem(at: ip(0, 2))?.frame == CGRect(x: 0, y: 110, width: 300, height: 100))
        #expect(view.cellForItem(at: ip(0, 3))?.frame == CGRect(x: 0, y: 210, width: 300, height: 40))
        // Items are measured as they become visible: the prepared rect (−300 … 900) held items 0 … 17 by
        // estimate (900 / 50); measured, they reach 6 × 210 = 1260 pt, so nothing new entered. Not all 1000.
        #expect(measuredItemCount(view) == 18)
    }

    @Test func theAnchorItemDoesNotMoveWhenItemsAboveItAreMeasured() throws {
        let (view, _) = try make()
        // Item 300 is at 15 000 by estimate (300 × 50, nothing above it is measured yet).
        try view.scrollToItem(at: ip(0, 300), position: .top)
        let cell = try #require(view.cellForItem(at: ip(0, 300)))
        // Items above it in the overscan were measured (each triple 210 instead of 150) and pushed it down;
        // the content offset followed, so it is still at the top of the viewport.
        #expect(cell.frame.minY == view.contentOffset.y)
        #expect(cell.frame.minY > 15_000)
        #expect(cell.frame.height == 40)  // 300 mod 3 = 0 → 40
        #expect(view.cellForItem(at: ip(0, 301))?.frame.minY == cell.frame.minY + 40)
        // Scroll up by 150 pt: more items above are measured; the first visible item keeps its screen position.
        let before = view.contentOffset.y
        view.contentOffset.y = before - 150
        let firstAfterScroll = try #require(view.indexPathsForVisibleItems.first)
        try view.layoutIfNeeded()
        let screenY = try #require(view.cellForItem(at: firstAfterScroll)).frame.minY - view.contentOffset.y
        // Scrolling further measures nothing new near it, so the position is stable on re-query.
        view.invalidateLayout()
        try view.layoutIfNeeded()
        #expect(try #require(view.cellForItem(at: firstAfterScroll)).frame.minY - view.contentOffset.y == screenY)
    }
}

@MainActor
@Suite struct SelectionAndFocusTests {
    final class Recorder: CollectionViewDelegate {
        var events: [String] = []
        var refuse: Set<IndexPath> = []
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            !refuse.contains(indexPath)
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            events.append("select \(indexPath[1])")
        }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            events.append("deselect \(indexPath[1])")
        }
        func collectionView(_ collectionView: CollectionView, didMoveFocusTo indexPath: IndexPath?) {
            events.append("focus \(indexPath.map { "\($0[0])-\($0[1])" } ?? "nil")")
        }
    }

    @Test func singleAndMultipleSelection() throws {
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [10])
        let recorder = Recorder()
        view.delegate = recorder
        try view.userSelectItem(at: ip(0, 1))
        try view.userSelectItem(at: ip(0, 2))
        #expect(view.indexPathsForSelectedItems == [ip(0, 2)])
        #expect(recorder.events == ["select 1", "deselect 1", "select 2"])
        #expect(view.cellForItem(at: ip(0, 2))?.isSelected == true && view.cellForItem(at: ip(0, 1))?.isSelected == false)
        view.allowsMultipleSelection = true
        try view.userSelectItem(at: ip(0, 4))
        try view.userSelectItem(at: ip(0, 2))  // toggles off
        #expect(view.indexPathsForSelectedItems == [ip(0, 4)])
        recorder.refuse = [ip(0, 5)]
        #expect(try view.userSelectItem(at: ip(0, 5)) == false)
        // Programmatic selection does not ask the delegate.
        try view.selectItem(at: ip(0, 5))
        #expect(view.indexPathsForSelectedItems == [ip(0, 4), ip(0, 5)])
        view.allowsSelection = false
        try view.userSelectItem(at: ip(0, 6))
        #expect(!view.isItemSelected(at: ip(0, 6)))
        #expect(throws: CollectionViewError.self) { try view.userSelectItem(at: ip(0, 10)) }
    }

    @Test func focusMovesSpatiallyInAGrid() throws {
        // 3 columns of 100 × 100: item i at x = 100 (i mod 3), y = 100 (i / 3). Sections of 9 and 18 items:
        // section 1 spans 300 … 900.
        let (view, _) = try makeView(specs: [FakeSectionSpec(columns: 3, itemHeight: 100)], counts: [9, 18])
        let recorder = Recorder()
        view.delegate = recorder
        #expect(try view.moveFocus(.down) == ip(0, 0))  // no focus yet: the first visible item
        #expect(view.cellForItem(at: ip(0, 0))?.isFocused == true)
        try view.setFocus(to: ip(0, 4))
        #expect(try view.moveFocus(.right) == ip(0, 5))
        #expect(try view.moveFocus(.right) == ip(0, 5))  // nothing to the right of the last column
        #expect(try view.moveFocus(.down) == ip(0, 8))
        #expect(try view.moveFocus(.left) == ip(0, 7))
        #expect(try view.moveFocus(.down) == ip(1, 1))  // into the next section, same column
        #expect(try view.moveFocus(.up) == ip(0, 7))
        #expect(try view.moveFocus(.next) == ip(0, 8))
        #expect(try view.moveFocus(.next) == ip(1, 0))
        #expect(try view.moveFocus(.previousSection) == ip(0, 0))
        #expect(try view.moveFocus(.nextSection) == ip(1, 0))
        #expect(try view.moveFocus(.last) == ip(1, 17))
        // The focused item is scrolled into view: item [1, 17] is at y = 300 + 500 = 800 … 900; 900 − 600 = 300.
        #expect(view.contentOffset.y == 300)
        #expect(view.cellForItem(at: ip(0, 7))?.isFocused != true)
        #expect(try view.selectFocusedItem())
        #expect(view.indexPathsForSelectedItems == [ip(1, 17)])
        #expect(recorder.events.first == "focus 0-0")
        #expect(recorder.events.last == "select 17")
    }
}

@MainActor
@Suite struct DiagnosticsTests {
    final class CarelessSource: CollectionViewDataSource {
        func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { 30 }
        func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell {
            let registration = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath[1])
        }
    }

    @Test func aRegistrationCreatedInsideTheProviderIsReported() throws {
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                  solver: FakeLayout.solver([FakeSectionSpec()]))
        var messages: [CollectionViewDiagnostic] = []
        view.diagnosticsHandler = { messages.append($0) }
        let source = CarelessSource()
        view.dataSource = source
        try view.layoutIfNeeded()
        #expect(messages.count == 18)  // one per registration (18 prepared cells), each used once
        #expect(messages.allSatisfy { $0.kind == .registrationCreatedInsideProvider })
        #expect(messages.first?.message.hasPrefix(
            "Attempted to dequeue a view using a registration (CellRegistration<TestCell>) that was created inside the "
                + "data source's cell or supplementary provider.") == true)
        // And it defeats reuse: every registration has its own queue.
        #expect(view.reuseStatistics.byReuseIdentifier.count == 18)
        withExtendedLifetime(source) {}
    }

    @Test func anUnregisteredIdentifierIsAnError() throws {
        final class Source: CollectionViewDataSource {
            func numberOfItems(inSection section: Int, in collectionView: CollectionView) -> Int { 1 }
            func cell(for indexPath: IndexPath, in collectionView: CollectionView) throws -> CollectionCell {
                try collectionView.dequeueReusableCell(withReuseIdentifier: "Missing", for: indexPath)
            }
        }
        let view = CollectionView(layout: dummyLayout, size: CGSize(width: 300, height: 600),
                                  solver: FakeLayout.solver([FakeSectionSpec()]))
        let source = Source()
        view.dataSource = source
        let error = #expect(throws: CollectionViewError.self) { try view.layoutIfNeeded() }
        #expect(error?.description == "Could not dequeue a cell with identifier 'Missing': you must register a class "
            + "for the identifier or use a CellRegistration.")
        view.register(TestCell.self, forCellWithReuseIdentifier: "Missing")
        try view.layoutIfNeeded()
        #expect(view.visibleCells.count == 1)
        withExtendedLifetime(source) {}
    }
}

@MainActor
@Suite struct VisibleItemsHandlerTests {
    @Test func theHandlerSeesTheSectionsVisibleItemsAndItsChangesAreShown() throws {
        let log = HandlerLog()
        var spec = FakeSectionSpec(header: 40)
        spec.handler = { items, offset, environment in
            log.record(items, offset)
            for index in items.indices where items[index].category == .cell {
                items[index].alpha = 0.5
                items[index].center.x += 10
                items[index].transform = AffineTransform2D(scaleX: 0.9, y: 0.9)
                items[index].zIndex = 7
            }
        }
        let (view, _) = try makeView(specs: [spec], counts: [30])
        let call = try #require(log.calls.last)
        // Prepared rect −300 … 900: header 0 … 40 and rows 40 + 50 i for i = 0 … 17; cells first, then the header.
        #expect(call.items.count == 19)
        #expect(call.items.prefix(18).allSatisfy { $0.category == .cell })
        #expect(call.items.last?.category == .supplementaryView && call.items.last?.elementKind == "header")
        #expect(call.offset == .zero)
        let cell = try #require(view.cellForItem(at: ip(0, 0)))
        #expect(cell.alpha == 0.5 && cell.zIndex == 7 && cell.transform == AffineTransform2D(scaleX: 0.9, y: 0.9))
        #expect(cell.frame == CGRect(x: 10, y: 40, width: 300, height: 50))  // centre moved 10 pt right
        #expect(view.supplementaryView(forElementKind: "header", at: ip(0, 0))?.alpha == 1)
        // Scrolling runs it again with the new offset; the changes are applied afresh, not accumulated.
        view.contentOffset = CGPoint(x: 0, y: 100)
        try view.layoutIfNeeded()
        #expect(log.calls.last?.offset == CGPoint(x: 0, y: 100))
        #expect(cell.frame.minX == 10)
    }
}

@MainActor
@Suite struct EnvironmentTests {
    @Test func aWidthChangeResolvesAndKeepsTheFirstVisibleItemInPlace() throws {
        // 2 columns of 100 pt rows in a 300 pt wide view; 4 columns when wider than 400 pt.
        let (view, _) = try makeView(
            specs: [FakeSectionSpec(columns: 2, itemHeight: 100, columnsWhenWide: 4)], counts: [1_000])
        try view.scrollToItem(at: ip(0, 100), position: .top)
        #expect(view.contentOffset.y == 5_000)  // row 50
        view.contentOffset.y = 5_030  // item 100 is 30 pt above the top edge, still the first visible
        view.size = CGSize(width: 600, height: 600)
        try view.layoutIfNeeded()
        // 4 columns: item 100 is in row 25 at y = 2500; it keeps its distance (−30) from the offset.
        #expect(view.contentOffset.y == 2_530)
        #expect(view.cellForItem(at: ip(0, 100))?.frame == CGRect(x: 0, y: 2_500, width: 150, height: 100))
        #expect(view.indexPathsForVisibleItems.first == ip(0, 100))
    }
}

@MainActor
@Suite struct KeyboardTests {
    @Test func keysDriveFocusSelectionAndScrolling() throws {
        // A list of 50 pt rows in a 600 pt view; two sections of 100.
        let (view, _) = try makeView(specs: [FakeSectionSpec()], counts: [100, 100])
        #expect(try view.handleKey(.down))  // focuses the first visible item
        #expect(view.focusedIndexPath == ip(0, 0))
        try view.handleKey(.down)
        try view.handleKey(.down)
        #expect(view.focusedIndexPath == ip(0, 2))
        #expect(try view.handleKey(.left) == false)  // nothing to the left in a list
        try view.handleKey(.primary)
        #expect(view.indexPathsForSelectedItems == [ip(0, 2)])
        try view.handleKey(.pageDown)  // 0.9 × 600 = 540 pt; item 10 (500 … 550) is cut, item 11 is whole
        #expect(view.contentOffset.y == 540)
        #expect(view.focusedIndexPath == ip(0, 11))
        try view.handleKey(.tab)
        #expect(view.focusedIndexPath == ip(1, 0))
        #expect(view.cellForItem(at: ip(1, 0))?.frame.minY == 5_000)
        try view.handleKey(.end)
        #expect(view.focusedIndexPath == ip(1, 99))
        #expect(view.contentOffset.y == 9_400)  // 200 × 50 − 600
        try view.handleKey(.home)
        #expect(view.focusedIndexPath == ip(0, 0) && view.contentOffset.y == 0)
    }
}

@MainActor
@Suite struct RemeasureTests {
    @Test func aWidthChangeMeasuresAgainAHeightChangeDoesNot() throws {
        let (view, source) = try makeView(specs: [FakeSectionSpec(estimated: true)], counts: [100])
        source.heights = { _ in 80 }
        view.reloadData()
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: ip(0, 1))?.frame.minY == 80)
        source.heights = { _ in 60 }  // as if the text wrapped differently at another width
        view.size = CGSize(width: 300, height: 500)
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: ip(0, 1))?.frame.minY == 80)  // height only: kept
        view.size = CGSize(width: 400, height: 500)
        try view.layoutIfNeeded()
        #expect(view.cellForItem(at: ip(0, 1))?.frame.minY == 60)  // width: measured again
    }
}
