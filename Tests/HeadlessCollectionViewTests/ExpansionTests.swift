import CompositionalLayout
import DiffableData
import Foundation
import TestSupport
import Testing
@testable import HeadlessCollectionView

@MainActor
@Suite struct ExpansionTests {
    typealias Source = DiffableDataSource<String, Int>

    func make() throws -> (CollectionView, Source, CallLog) {
        let retainer = Retainer()
        let view = CollectionView(
            layout: dummyLayout, size: CGSize(width: 300, height: 600),
            solver: retaining(retainer, FakeLayout.solver([FakeSectionSpec()])))
        let registration = CellRegistration<TestCell, Int> { cell, _, item in cell.text = "\(item)" }
        let source = Source(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        retainer.objects.append(source)
        var tree = SectionSnapshot<Int>()
        try tree.append([1, 2, 3])
        try source.apply(tree, to: "A")
        let log = CallLog()
        source.sectionSnapshotHandlers.shouldExpandItem = { item in
            log.entries.append("should expand \(item)")
            return item != 3
        }
        source.sectionSnapshotHandlers.willExpandItem = { log.entries.append("will expand \($0)") }
        source.sectionSnapshotHandlers.willCollapseItem = { log.entries.append("will collapse \($0)") }
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.entries.append("children of \(parent): \(children.items)")
            var lazy = SectionSnapshot<Int>()
            try? lazy.append([parent * 10, parent * 10 + 1])
            return lazy
        }
        return (view, source, log)
    }

    @Test func expandSuppliesChildrenLazilyAndCollapseHidesThem() throws {
        let (view, source, log) = try make()
        let expanded = try #require(try source.expand(1))
        #expect(expanded.update.itemInserts == [ip(0, 1), ip(0, 2)])
        #expect(source.snapshot().itemIdentifiers == [1, 10, 11, 2, 3])
        #expect(source.snapshot(for: "A").visibleItems == [1, 10, 11, 2, 3])
        #expect(try source.snapshot(for: "A").isExpanded(1))
        #expect((view.cellForItem(at: ip(0, 2)) as? TestCell)?.text == "11")
        #expect(log.entries == ["should expand 1", "will expand 1", "children of 1: []"])
        // Already expanded, or refused: nothing.
        #expect(try source.expand(1) == nil)
        #expect(try source.expand(3) == nil)
        #expect(try source.expand(99) == nil)
        #expect(log.entries.suffix(1) == ["should expand 3"])
        // Collapse (no shouldCollapseItem: allowed).
        let collapsed = try #require(try source.collapse(1))
        #expect(collapsed.update.itemDeletes == [ip(0, 1), ip(0, 2)])
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(source.snapshot(for: "A").items == [1, 10, 11, 2, 3])
        #expect(try source.collapse(1) == nil)
        // Expanding again hands the existing children to the provider.
        log.entries = []
        try source.toggleExpansion(of: 1)
        #expect(log.entries == ["should expand 1", "will expand 1", "children of 1: [10, 11]"])
        source.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
        #expect(try source.toggleExpansion(of: 1) == nil)
        #expect(source.snapshot().itemIdentifiers == [1, 10, 11, 2, 3])
    }

    @Test func keyboardExpandsAndCollapsesTheFocusedItem() throws {
        let (view, source, _) = try make()
        source.sectionSnapshotHandlers.snapshotForExpandingParent = nil
        var tree = source.snapshot(for: "A")
        try tree.append([20], to: 2)
        try source.apply(tree, to: "A")
        try view.setFocus(to: ip(0, 1))
        #expect(try source.handleOutlineKey(.right) != nil)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 20, 3])
        #expect(try source.handleOutlineKey(.right) == nil)  // already expanded: the front end moves the focus
        #expect(try source.handleOutlineKey(.down) == nil)
        #expect(try source.handleOutlineKey(.left) != nil)
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3])
    }

    @Test func sectionSnapshotsDoNotGoStaleAfterAFullApply() throws {
        let (view, source, _) = try make()
        defer { _ = view }
        var tree = source.snapshot(for: "A")
        try tree.append([20], to: 2)  // collapsed child
        try source.apply(tree, to: "A")
        // A full apply that leaves A's items alone keeps its tree.
        var full = source.snapshot()
        try full.appendSections(["B"])
        try full.appendItems([7], toSection: "B")
        try source.apply(full)
        #expect(source.snapshot(for: "A").items == [1, 2, 20, 3])
        // One that changes them drops it: the section's items as roots.
        full = source.snapshot()
        try full.appendItems([4], toSection: "A")
        try source.apply(full)
        #expect(source.snapshot(for: "A").items == [1, 2, 3, 4])
        #expect(source.snapshot(for: "A").rootItems == [1, 2, 3, 4])
        // A deleted section's tree is dropped too.
        try source.apply(tree, to: "B")
        full = source.snapshot()
        try full.deleteSections(["B"])
        try source.apply(full)
        #expect(source.snapshot(for: "B").items == [])
    }
}
