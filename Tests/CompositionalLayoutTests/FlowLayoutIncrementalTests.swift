// An estimated flow section moved forward by measured sizes, inserts and deletes gives exactly the frames
// of a fresh solve of the same sizes.

import Foundation
import PropertyBased
import Testing
@testable import CompositionalLayout

@Suite struct FlowLayoutIncrementalTests {
    /// Operations: 0–1 measure an item, 2 insert items, 3 delete items, 4 move an item (its size goes along).
    static let operation = zip(Gen.int(in: 0...4), Gen.int(in: 0...10_000), Gen.int(in: 1...60), Gen.int(in: 1...60))

    static func update(_ count: Int, _ changes: SectionItemChanges) -> LayoutUpdate {
        LayoutUpdate(itemCounts: [2, count], oldSectionOfNew: [0, 1], changes: [1: changes])
    }

    @Test func incrementalStepsGiveTheFramesOfAFreshSolve() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...40), Gen.int(in: 0...7), Self.operation.array(of: 0...25)
        ) { initial, flags, operations in
            var layout = FlowLayout()
            layout.scrollDirection = flags & 1 == 0 ? .vertical : .horizontal
            let estimate = CGSize(width: 40, height: 30)
            layout.itemSizing = .estimated(estimate)
            layout.sectionMetrics = FlowSectionMetrics(
                inset: EdgeInsets(top: 4, left: 6, bottom: 8, right: 10), minimumLineSpacing: 5,
                minimumInteritemSpacing: flags & 4 == 0 ? 3 : 0, headerReferenceSize: CGSize(width: 20, height: 20))
            let traits = LayoutTraits(layoutDirection: flags & 2 == 0 ? .leftToRight : .rightToLeft, displayScale: 1)
            let container = CollectionContainer(size: CGSize(width: 200, height: 180))
            var model: [CGSize?] = Array(repeating: nil, count: initial)
            var solution = try #require(try? FlowSolution(
                layout: layout, itemCounts: [2, initial], container: container, traits: traits))
            for (kind, position, a, b) in operations {
                switch kind {
                case 2:
                    let count = 1 + a % 3
                    var at = position % (model.count + 1)
                    var inserted: [Int] = []
                    for _ in 0..<count {
                        model.insert(nil, at: at)
                        inserted.append(at)
                        at += 1 + b % 2
                        at = min(at, model.count)
                    }
                    try solution.apply(Self.update(model.count, SectionItemChanges(inserted: inserted.sorted())))
                case 3 where !model.isEmpty:
                    let first = position % model.count
                    let deleted = Array(Set([first, (first + b) % model.count])).sorted()
                    for index in deleted.reversed() { model.remove(at: index) }
                    try solution.apply(Self.update(model.count, SectionItemChanges(deleted: deleted)))
                case _ where model.isEmpty:
                    continue
                case 4:
                    let from = position % model.count
                    let to = b % model.count
                    model.insert(model.remove(at: from), at: to)
                    try solution.apply(Self.update(model.count, SectionItemChanges(
                        deleted: [from], inserted: [to], carried: [CarriedSize(oldSection: 1, oldItem: from, newItem: to)])))
                default:
                    let size = CGSize(width: CGFloat(a) * 3, height: CGFloat(b))
                    model[position % model.count] = size
                    try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [1, position % model.count]))
                }
            }
            // A fresh solve of the same items, measured from the last to the first (another order than the steps').
            var expected = try FlowSolution(layout: layout, itemCounts: [2, model.count], container: container, traits: traits)
            for (item, size) in model.enumerated().reversed() {
                if let size { try expected.setMeasuredSize(size, forItemAt: IndexPath(indexes: [1, item])) }
            }
            #expect(solution.contentSize == expected.contentSize)
            for item in 0..<model.count {
                let path = IndexPath(indexes: [1, item])
                #expect(solution.attributesForItem(at: path)?.frame == expected.attributesForItem(at: path)?.frame)
            }
            let everything = CGRect(origin: .zero, size: solution.contentSize)
            #expect(solution.attributesForElements(in: everything).map(\.frame)
                == expected.attributesForElements(in: everything).map(\.frame))
        }
    }
}
