// A long estimated list moved through random measurements and batch updates by `LayoutSolution.apply` (which moves
// its group runs forward instead of solving again) gives exactly the frames of a fresh solve with the same sizes:
// sections long enough to span several 64-row windows, so that runs are broken up, grown, cut and emptied.

import Foundation
import PropertyBased
import Testing
@testable import CompositionalLayout

@Suite struct EstimatedListUpdateTests {
    static let layout: CollectionLayout = {
        let size = LayoutSize(width: .fractionalWidth(1), height: .estimated(44))
        let header = BoundarySupplementaryItem(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(30)), elementKind: "header", alignment: .top)
        return CollectionLayout(section: LayoutSection(
            group: .vertical(size: size, subitems: [.item(LayoutItem(size: size))]), interGroupSpacing: 2,
            boundarySupplementaryItems: [header]))
    }()

    struct Model {
        var ids: [Int]
        var sizes: [Int: CGSize] = [:]
        var next = 100_000

        func solve() throws -> LayoutSolution {
            var solution = try LayoutSolution(
                layout: EstimatedListUpdateTests.layout, itemCounts: [ids.count],
                container: CollectionContainer(size: CGSize(width: 390, height: 844)))
            for (item, id) in ids.enumerated() {
                if let size = sizes[id] { try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [0, item])) }
            }
            return solution
        }
    }

    /// One step: 0 measure, 1 insert a block, 2 delete a range, 3 move one item (its size travels), 4 forget a size.
    static func step(_ model: inout Model, _ solution: inout LayoutSolution, _ op: (Int, Int, Int)) throws {
        let (kind, a, b) = op
        let count = model.ids.count
        func apply(_ changes: SectionItemChanges) throws {
            try solution.apply(LayoutUpdate(itemCounts: [model.ids.count], oldSectionOfNew: [0], changes: [0: changes]))
        }
        switch kind {
        case 0 where count > 0:
            let size = CGSize(width: 390, height: CGFloat(3 + b % 300) / 3)
            model.sizes[model.ids[a % count]] = size
            try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [0, a % count]))
        case 1:
            let at = a % (count + 1)
            let added = 1 + b % 70
            model.ids.insert(contentsOf: model.next..<(model.next + added), at: at)
            model.next += added
            try apply(SectionItemChanges(inserted: Array(at..<(at + added))))
        case 2 where count > 0:
            let lower = a % count
            let upper = min(count, lower + 1 + b % 70)
            model.ids.removeSubrange(lower..<upper)
            try apply(SectionItemChanges(deleted: Array(lower..<upper)))
        case 3 where count > 0:
            let from = a % count
            let id = model.ids.remove(at: from)
            let to = b % count
            model.ids.insert(id, at: to)
            try apply(SectionItemChanges(
                deleted: [from], inserted: [to], carried: [CarriedSize(oldSection: 0, oldItem: from, newItem: to)]))
        case 4 where count > 0:
            model.sizes[model.ids[a % count]] = nil
            try apply(SectionItemChanges(remeasured: [a % count]))
        default:
            return
        }
    }

    @Test func randomUpdatesOfALongListGiveTheFramesOfAFreshSolve() async {
        let op = zip(Gen.int(in: 0...4), Gen.int(in: 0...10_000), Gen.int(in: 0...10_000))
        await propertyCheck(count: 60, input: Gen.int(in: 0...400), op.array(of: 1...25)) { count, ops in
            var model = Model(ids: Array(0..<count))
            var solution = try model.solve()
            for op in ops {
                try Self.step(&model, &solution, op)
                let fresh = try model.solve()
                #expect(solution.stateProblems().isEmpty, "after \(op): \(solution.stateProblems())")
                #expect(solution.contentSize == fresh.contentSize, "after \(op): content size")
                let expected = allElements(fresh, globalKinds: [])
                let actual = allElements(solution, globalKinds: [])
                let differing = expected.filter { actual[$0.key] != $0.value }.map(\.key) + actual.keys.filter { expected[$0] == nil }
                #expect(differing.isEmpty, "after \(op): \(differing.prefix(4)) differ")
                if !differing.isEmpty { return }
            }
        }
    }
}
