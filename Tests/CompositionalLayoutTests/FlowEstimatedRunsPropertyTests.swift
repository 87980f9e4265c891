// Generated estimated flow sections (semantics LY6, LY7): after every measurement, insert, delete, move and reload
// the incrementally moved solution has a fresh solve's frames, content size and rectangle answers, and its line runs
// hold exactly the lines a plain greedy packing (F1) of the same sizes makes.

import Foundation
import TestSupport
import Testing
@testable import CompositionalLayout

/// One generated estimated flow section and the sizes measured so far (`nil`: at the estimate).
struct EstimatedFlowScenario {
    var layout = FlowLayout()
    var container: CollectionContainer
    var traits: LayoutTraits
    var model: [CGSize?]

    init(using random: inout SplitMix64) {
        layout.scrollDirection = random.chance(0.5) ? .vertical : .horizontal
        layout.itemSizing = .estimated(CGSize(width: random.int(1...120), height: random.int(1...60)))
        layout.sectionMetrics = FlowSectionMetrics(
            inset: EdgeInsets(top: CGFloat(random.int(0...9)), left: CGFloat(random.int(0...9)),
                bottom: CGFloat(random.int(0...9)), right: CGFloat(random.int(0...9))),
            minimumLineSpacing: CGFloat(random.int(0...12)), minimumInteritemSpacing: CGFloat(random.int(0...12)),
            headerReferenceSize: CGSize(width: 15, height: 15))
        container = CollectionContainer(size: CGSize(width: random.int(100...400), height: random.int(100...400)))
        traits = LayoutTraits(layoutDirection: random.chance(0.3) ? .rightToLeft : .leftToRight, displayScale: 1)
        let count = random.chance(0.3) ? random.int(0...40) : random.int(0...3_000)
        model = Array(repeating: nil, count: count)
    }

    var counts: [Int] { [1, model.count] }

    /// A fresh solve of the model, measured from the last item to the first.
    func freshSolve() throws -> FlowSolution {
        var solution = try FlowSolution(layout: layout, itemCounts: counts, container: container, traits: traits)
        for (item, size) in model.enumerated().reversed() {
            if let size { try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [1, item])) }
        }
        return solution
    }

    func randomSize(using random: inout SplitMix64) -> CGSize {
        let across = Int(layout.scrollDirection == .vertical ? container.size.width : container.size.height)
        return CGSize(width: random.int(0...(across + 20)), height: random.int(0...80))
    }

    func update(_ changes: SectionItemChanges) -> LayoutUpdate {
        LayoutUpdate(itemCounts: counts, oldSectionOfNew: [0, 1], changes: [1: changes])
    }

    /// One random step applied to `solution` and mirrored in the model.
    mutating func step(_ solution: inout FlowSolution, using random: inout SplitMix64) throws {
        let kind = random.int(0...5)
        if model.isEmpty || kind == 2 {
            var at = random.int(0...model.count)
            var inserted: [Int] = []
            for _ in 0..<random.int(1...5) {
                model.insert(nil, at: at)
                inserted.append(at)
                at = min(model.count, at + random.int(1...2))
            }
            return try solution.apply(update(SectionItemChanges(inserted: inserted)))
        }
        switch kind {
        case 3:
            let first = random.int(0...(model.count - 1))
            let deleted = Array(Set((0..<random.int(1...5)).map { min(model.count - 1, first + $0 * random.int(1...3)) })).sorted()
            for index in deleted.reversed() { model.remove(at: index) }
            try solution.apply(update(SectionItemChanges(deleted: deleted)))
        case 4:
            let from = random.int(0...(model.count - 1))
            let to = random.int(0...(model.count - 1))
            let carried = model[from] == nil ? [] : [CarriedSize(oldSection: 1, oldItem: from, newItem: to)]
            model.insert(model.remove(at: from), at: to)
            try solution.apply(update(SectionItemChanges(deleted: [from], inserted: [to], carried: carried)))
        case 5:
            let item = random.int(0...(model.count - 1))
            model[item] = nil
            try solution.apply(update(SectionItemChanges(remeasured: [item])))
        default:
            // A cluster of consecutive measurements, as a screenful of cells reports them.
            let first = random.int(0...(model.count - 1))
            for item in first..<min(model.count, first + random.int(1...8)) {
                let size = randomSize(using: &random)
                model[item] = size
                try solution.setMeasuredSize(size, forItemAt: IndexPath(indexes: [1, item]))
            }
        }
    }
}

@Suite struct FlowEstimatedRunsPropertyTests {
    /// 40 seeds of up to 3,000 items, 10 random steps each; every step is compared with a fresh solve.
    @Test(arguments: 0..<40) func randomStepsGiveAFreshSolvesAnswers(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 104_729 &+ 17)
        var scenario = EstimatedFlowScenario(using: &random)
        var solution = try scenario.freshSolve()
        for _ in 0..<10 {
            try scenario.step(&solution, using: &random)
            let expected = try scenario.freshSolve()
            #expect(solution.stateProblems().isEmpty)
            #expect(solution.contentSize == expected.contentSize)
            let paths = scenario.model.indices.map { IndexPath(indexes: [1, $0]) }
            #expect(paths.map { solution.attributesForItem(at: $0)?.frame } == paths.map { expected.attributesForItem(at: $0)?.frame })
            let rect = randomRect(in: solution.contentSize, using: &random)
            #expect(answers(solution, rect) == answers(expected, rect))
            #expect(FlowLineCheck.storedLines(solution, section: 1) == FlowLineCheck.greedyLines(solution, section: 1))
        }
    }

    func randomRect(in size: CGSize, using random: inout SplitMix64) -> CGRect {
        let x = CGFloat(random.int(0...max(0, Int(size.width))))
        let y = CGFloat(random.int(0...max(0, Int(size.height))))
        return CGRect(x: x, y: y, width: CGFloat(random.int(0...300)), height: CGFloat(random.int(0...300)))
    }

    func answers(_ solution: FlowSolution, _ rect: CGRect) -> [String] {
        solution.attributesForElements(in: rect).map { "\($0.indexPath) \($0.frame)" }
    }

}
