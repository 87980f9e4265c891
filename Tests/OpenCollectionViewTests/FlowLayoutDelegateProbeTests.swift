#if canImport(UIKit)
    import UIKit
#else
    @testable import OpenCollectionView
    @testable import CompositionalLayout
#endif
import Testing

/// A view controller's usual flow-layout delegate: it conforms for the section insets alone and leaves item sizes
/// to the layout's `itemSize`.
@MainActor
final class InsetsOnlyGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let count: Int
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.text = "\(number)" }

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    }
}

/// The same grid answering `sizeForItemAt` itself (the layout's own size for every item but the first), counting
/// the questions; it forwards the rest to an ``InsetsOnlyGrid``.
@MainActor
final class SizingGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizeQuestions = 0
    let inner = InsetsOnlyGrid(count: 5)

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        inner.collectionView(collectionView, cellForItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        if indexPath.item == 0 { return CGSize(width: 200, height: 40) }
        // Forwarded to a delegate without an implementation: its default answers the layout's `itemSize`.
        return inner.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        inner.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
}

/// Whether a flow layout delegate implements `sizeForItemAt` decides between arithmetic and per-item sizes
/// (semantics LY4).
@MainActor
@Suite struct FlowLayoutDelegateProbeTests {
    func show(_ delegate: some UICollectionViewDataSource & UICollectionViewDelegateFlowLayout) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = delegate
        view.delegate = delegate
        view.layoutIfNeeded()
        return view
    }

    /// A million items, insets 20 / 16 from the delegate, 100 × 100 from `itemSize`: the room is 320 − 32 = 288;
    /// 100 + 10 + 100 = 210 fits, + 10 + 100 = 320 does not: two a line, justified at x 16 and 16 + 288 − 100 = 204;
    /// 500,000 lines 110 apart from y 20: item 999,999 at 20 + 499,999 · 110 = 54,999,910; content 20 + 500,000 ·
    /// 100 + 499,999 · 10 + 20 = 55,000,030. The section is answered by arithmetic: `sizeForItemAt` is not the
    /// delegate's, and the layout never asks it per item.
    @Test func aDelegateAnsweringOnlyInsetsKeepsTheArithmetic() {
        let grid = InsetsOnlyGrid(count: 1_000_000)
        let view = show(grid)
        #expect(frame(view, 0) == CGRect(x: 16, y: 20, width: 100, height: 100))
        #expect(frame(view, 1) == CGRect(x: 204, y: 20, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 16, y: 130, width: 100, height: 100))
        #expect(frame(view, 999_999) == CGRect(x: 204, y: 54_999_910, width: 100, height: 100))
        #expect(view.contentSize == CGSize(width: 320, height: 55_000_030))
        #if !canImport(UIKit)
            #expect(!FlowDelegateProbe.implements(grid) { delegate in
                _ = delegate.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: IndexPath(item: 0, section: 0))
            })
            guard case .uniform = (view.headless.solution as? FlowSolution)?.sections[0].lines else {
                Issue.record("the section is not answered by arithmetic")
                return
            }
        #endif
    }

    /// A delegate implementing `sizeForItemAt` is asked for every item, even when it forwards to another delegate's
    /// default: item 0 is 200 wide, so 200 + 10 + 100 = 310 > 288 leaves it alone on line 0, centred at
    /// 16 + (288 − 200) / 2 = 60; line 1 holds items 1 and 2 (justified, x 16 and 204) at 20 + 40 + 10 = 70; line 2
    /// items 3 and 4, the last line of a section whose sizes differ, packed from the leading inset: x 16 and 126, at
    /// 70 + 110 = 180.
    @Test func aDelegateImplementingSizesIsAskedPerItem() {
        let grid = SizingGrid()
        let view = show(grid)
        #expect(frame(view, 0) == CGRect(x: 60, y: 20, width: 200, height: 40))
        #expect(frame(view, 1) == CGRect(x: 16, y: 70, width: 100, height: 100))
        #expect(frame(view, 2) == CGRect(x: 204, y: 70, width: 100, height: 100))
        #expect(frame(view, 4) == CGRect(x: 126, y: 180, width: 100, height: 100))
        #expect(grid.sizeQuestions >= 5)
        #if !canImport(UIKit)
            #expect(FlowDelegateProbe.implements(grid) { delegate in
                _ = delegate.collectionView(view, layout: view.collectionViewLayout, sizeForItemAt: IndexPath(item: 1, section: 0))
            })
        #endif
    }
}
