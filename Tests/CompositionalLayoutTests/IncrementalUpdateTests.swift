// `LayoutSolution.apply(_:)` moves a solution through random batch updates, with random measured sizes, to
// exactly the frames of a fresh solve with the same measured sizes: over estimated lists, fixed grids, custom
// groups and orthogonal estimated sections.

import Foundation
import PropertyBased
import Testing
@testable import CompositionalLayout

@Suite struct IncrementalUpdateTests {
    /// The description of section `index`: by `index % 4` an estimated list, a fixed grid, a custom group and an
    /// orthogonal section of estimated cards.
    static func section(_ index: Int) -> LayoutSection {
        switch index % 4 {
        case 0:
            let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
            return LayoutSection(
                group: .vertical(size: size, subitems: [.item(LayoutItem(size: size))]), interGroupSpacing: 4,
                boundarySupplementaryItems: [BoundarySupplementaryItem(
                    size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "header",
                    alignment: .top)])
        case 1:
            let item = LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
            return LayoutSection(group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)), subitems: [.item(item)]))
        case 2:
            return LayoutSection(group: .custom(size: LayoutSize(width: .fractionalWidth(1), height: .absolute(120))) { _ in
                [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50)),
                 CustomGroupItem(frame: CGRect(x: 100, y: 60, width: 120, height: 50))]
            })
        default:
            let size = LayoutSize(width: .absolute(150), height: .estimated(80))
            return LayoutSection(
                group: .horizontal(size: size, subitems: [.item(LayoutItem(size: size))]), interGroupSpacing: 8,
                orthogonalScrollingBehavior: .continuous)
        }
    }

    static let layout = CollectionLayout { index, _ in section(index) }
    static let container = CollectionContainer(size: CGSize(width: 390, height: 844))

    /// Items by identity, so that measured sizes follow them.
    struct Model {
        var sections: [[Int]]
        var sizes: [Int: CGSize] = [:]
        var next = 1_000

        mutating func fresh(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<(next + count))
        }

        func solve() throws -> LayoutSolution {
            var solution = try LayoutSolution(
                layout: IncrementalUpdateTests.layout, itemCounts: sections.map(\.count),
                container: IncrementalUpdateTests.container)
            for (section, items) in sections.enumerated() {
                for (item, id) in items.enumerated() {
                    if let size = sizes[id] { try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [section, item])) }
                }
            }
            return solution
        }
    }

    /// One random step: 0 measure, 1 insert items, 2 delete items, 3 move an item (maybe to another section),
    /// 4 insert a section, 5 delete a section.
    static func step(_ model: inout Model, _ solution: inout LayoutSolution, _ op: (Int, Int, Int, Int)) throws {
        let (kind, a, b, c) = op
        let old = model.sections
        let sectionCount = old.count
        func identity() -> [Int?] { Array(0..<sectionCount) }
        switch kind {
        case 0 where !old.isEmpty:
            let section = a % sectionCount
            guard !old[section].isEmpty else { return }
            let item = b % old[section].count
            let size = CGSize(width: CGFloat(60 + c % 100), height: CGFloat(20 + (c * 7) % 90))
            if section % 4 == 0 || section % 4 == 3 { model.sizes[old[section][item]] = size }
            try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [section, item]))
        case 1 where !old.isEmpty:
            let section = a % sectionCount
            var inserted: [Int] = []
            for id in model.fresh(1 + c % 3) {
                let at = (b + inserted.count * 5) % (model.sections[section].count + 1)
                model.sections[section].insert(id, at: at)
                inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
            }
            try solution.apply(LayoutUpdate(
                itemCounts: model.sections.map(\.count), oldSectionOfNew: identity(),
                changes: [section: SectionItemChanges(inserted: inserted.sorted())]))
        case 2 where !old.isEmpty:
            let section = a % sectionCount
            guard !old[section].isEmpty else { return }
            let deleted = Array(Set([b % old[section].count, c % old[section].count])).sorted()
            for index in deleted.reversed() { model.sections[section].remove(at: index) }
            try solution.apply(LayoutUpdate(
                itemCounts: model.sections.map(\.count), oldSectionOfNew: identity(),
                changes: [section: SectionItemChanges(deleted: deleted)]))
        case 3 where !old.isEmpty:
            let from = a % sectionCount
            guard !old[from].isEmpty else { return }
            let to = c % sectionCount
            let item = b % old[from].count
            let id = model.sections[from].remove(at: item)
            let target = (b + c) % (model.sections[to].count + 1)
            model.sections[to].insert(id, at: target)
            let carried = CarriedSize(oldSection: from, oldItem: item, newItem: target)
            var changes: [Int: SectionItemChanges] = [:]
            changes[from, default: SectionItemChanges()].deleted = [item]
            changes[to, default: SectionItemChanges()].inserted = [target]
            changes[to, default: SectionItemChanges()].carried = [carried]
            try solution.apply(LayoutUpdate(
                itemCounts: model.sections.map(\.count), oldSectionOfNew: identity(), changes: changes))
        case 4:
            let at = a % (sectionCount + 1)
            model.sections.insert(model.fresh(b % 12), at: at)
            var mapping: [Int?] = Array(0..<sectionCount)
            mapping.insert(nil, at: at)
            try solution.apply(LayoutUpdate(itemCounts: model.sections.map(\.count), oldSectionOfNew: mapping))
        case 5 where sectionCount > 1:
            let at = a % sectionCount
            model.sections.remove(at: at)
            var mapping: [Int?] = Array(0..<sectionCount)
            mapping.remove(at: at)
            try solution.apply(LayoutUpdate(itemCounts: model.sections.map(\.count), oldSectionOfNew: mapping))
        default:
            return
        }
        // Only estimated sections (lists and orthogonal cards) keep measured sizes; an item that lands in another
        // kind of section loses its size.
        for (section, items) in model.sections.enumerated() where section % 4 == 1 || section % 4 == 2 {
            for id in items { model.sizes[id] = nil }
        }
    }

    @Test func randomUpdatesGiveTheFramesOfAFreshSolve() async {
        let op = zip(Gen.int(in: 0...5), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000))
        await propertyCheck(count: 120, input: Gen.int(in: 0...9).array(of: 1...6), op.array(of: 1...20)) { counts, ops in
            var model = Model(sections: [])
            model.sections = counts.map { model.fresh($0) }
            var solution = try model.solve()
            for op in ops {
                try Self.step(&model, &solution, op)
                let fresh = try model.solve()
                #expect(solution.stateProblems().isEmpty, "after \(op): \(solution.stateProblems())")
                #expect(solution.contentSize == fresh.contentSize, "after \(op): content size; \(counts) \(ops) \(model.sections) \(model.sizes)")
                let expected = allElements(fresh, globalKinds: [])
                let actual = allElements(solution, globalKinds: [])
                let differing = expected.filter { actual[$0.key] != $0.value }.map(\.key) + actual.keys.filter { expected[$0] == nil }
                #expect(differing.isEmpty, "after \(op): \(differing.prefix(4)) differ")
                if !differing.isEmpty { return }
            }
        }
    }

    /// A measured item moved into a section that was empty keeps its size (found by the property test above:
    /// the empty section had no estimated storage, so the carried size was dropped and the row fell back to its
    /// 44-point estimate).
    @Test func aMeasuredItemMovedIntoAnEmptySectionKeepsItsSize() throws {
        var model = Model(sections: [[], [], [], [], [1_000], [], []])
        model.next = 1_001
        var solution = try model.solve()
        try Self.step(&model, &solution, (0, 4, 0, 0))   // section 4 (a list): item 0 measured 60 × 20
        try Self.step(&model, &solution, (3, 4, 0, 0))   // move it to section 0 (a list), item 0
        // Section 0: header 30 + row 20 = 50; section 4: its header alone, 30; the others are empty: 50 + 30 = 80.
        #expect(solution.contentSize == CGSize(width: 390, height: 80))
        #expect(solution.contentSize == (try model.solve()).contentSize)
    }

    /// The state checks that run in debug builds after every incremental step catch a broken state.
    @Test func theStateChecksSeeABrokenState() throws {
        let model = Model(sections: [[1, 2, 3], [4, 5]])
        var solution = try model.solve()
        #expect(solution.stateProblems().isEmpty)
        solution.sectionStarts[1] += 1
        #expect(solution.stateProblems().first == "section 1 starts at \(solution.sectionStarts[1]), not \(solution.sectionStarts[1] - 1)")
        var flow = try FlowSolution(layout: FlowLayout(), itemCounts: [3, 4], container: Self.container)
        #expect(flow.stateProblems().isEmpty)
        flow.contentLength += 3
        #expect(!flow.stateProblems().isEmpty)
    }
}
