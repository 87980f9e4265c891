// Estimated sections store nothing per item until items are measured (GroupRuns, sparse MeasuredSizeStore):
// literal frames of a million-row list through measurements and batch updates, the storage staying small,
// and GroupRuns checked against a plain array of groups.

import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

@Suite struct EstimatedStorageTests {
    /// Full-width rows estimated at 44 pt (132 px at 3x), one item per group.
    static let list = LayoutSection(
        group: secColumn(.fractionalWidth(1), .estimated(44), [secItem(.fractionalWidth(1), .estimated(44))]))

    static func runs(_ solution: LayoutSolution, _ section: Int = 0) -> [GroupRuns.Run] {
        guard case .estimated(let storage) = solution.sections[section].content else { return [] }
        return storage.content.groups.store.runs
    }

    static func apply(_ solution: inout LayoutSolution, count: Int, _ changes: SectionItemChanges) throws {
        try solution.apply(LayoutUpdate(itemCounts: [count], oldSectionOfNew: [0], changes: [0: changes]))
    }

    @Test func aMillionRowListIsArithmeticUntilMeasuredAndAfterUpdates() throws {
        guard var solution = secSolve(Self.list, [1_000_000]) else { return }
        // Unmeasured: one uniform run, row i at i · 44.
        #expect(Self.runs(solution).count == 1)
        secExpect(solution.secCell(0, 999_999), secR(0, 43_999_956, 390, 44))  // 999,999 · 44
        secExpect(solution.contentSize, CGSize(width: 390, height: 44_000_000))  // 1,000,000 · 44

        // Row 10 measured at 100 pt: later rows move down 56 pt; only a window of 64 rows is stored.
        #expect(try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: [0, 10]))
        #expect(Self.runs(solution).count == 2)  // explicit rows 0..<64, uniform after
        secExpect(solution.secCell(0, 10), secR(0, 440, 390, 100))  // 10 · 44
        secExpect(solution.secCell(0, 11), secR(0, 540, 390, 44))  // 440 + 100
        secExpect(solution.secCell(0, 999_999), secR(0, 44_000_012, 390, 44))  // 43,999,956 + 56
        secExpect(solution.contentSize, CGSize(width: 390, height: 44_000_056))

        // Two rows inserted before it (at 5 and 6): the measured row is now row 12.
        try Self.apply(&solution, count: 1_000_002, SectionItemChanges(inserted: [5, 6]))
        #expect(solution.stateProblems().isEmpty)
        secExpect(solution.secCell(0, 12), secR(0, 528, 390, 100))  // 12 · 44
        secExpect(solution.secCell(0, 13), secR(0, 628, 390, 44))  // 528 + 100
        secExpect(solution.secCell(0, 1_000_001), secR(0, 44_000_100, 390, 44))  // 1,000,001 · 44 + 56
        secExpect(solution.contentSize, CGSize(width: 390, height: 44_000_144))  // 1,000,002 · 44 + 56

        // The measured row deleted: everything is at the estimate again.
        try Self.apply(&solution, count: 1_000_001, SectionItemChanges(deleted: [12]))
        secExpect(solution.secCell(0, 12), secR(0, 528, 390, 44))
        secExpect(solution.secCell(0, 1_000_000), secR(0, 44_000_000, 390, 44))  // 1,000,000 · 44
        secExpect(solution.contentSize, CGSize(width: 390, height: 44_000_044))
        #expect(solution.stateProblems().isEmpty)
    }

    @Test func aMeasurementFarDownStoresOnlyItsWindow() throws {
        guard var solution = secSolve(Self.list, [1_000]) else { return }
        // Row 700 is in the window of rows 640..<704.
        #expect(try solution.setMeasuredSize(CGSize(width: 390, height: 20), forItemAt: [0, 700]))
        let runs = Self.runs(solution)
        #expect(runs.map(\.firstSlot) == [0, 640, 704])
        #expect(runs.map { $0.explicit != nil } == [false, true, false])
        secExpect(solution.secCell(0, 700), secR(0, 30_800, 390, 20))  // 700 · 44
        secExpect(solution.secCell(0, 701), secR(0, 30_820, 390, 44))  // 30,800 + 20
        secExpect(solution.contentSize, CGSize(width: 390, height: 43_976))  // 1,000 · 44 − 24
        // The viewport at the measured row finds it by the runs' prefix sums.
        let rows = solution.attributesForElements(in: CGRect(x: 0, y: 30_810, width: 390, height: 20)).map(\.indexPath.item)
        #expect(rows == [700, 701])  // 700 spans 30,800–30,820, 701 starts at 30,820; 699 ends at 30,800
    }

    /// A grid of three estimated columns (three items per group) is rebuilt from its sparse sizes on an update;
    /// a measured item moves with its identity into the next row.
    @Test func anEstimatedGridMovesAMeasuredItemIntoTheNextRow() throws {
        let third = secItem(.fractionalWidth(1.0 / 3), .estimated(50))
        guard var solution = secSolve(LayoutSection(group: secRow(.fractionalWidth(1), .estimated(50), [third])), [9])
        else { return }
        #expect(try solution.setMeasuredSize(CGSize(width: 130, height: 80), forItemAt: [0, 2]))
        secExpect(solution.secCell(0, 2), secR(260, 0, 130, 80))  // row 0 is 80 tall
        secExpect(solution.secCell(0, 3), secR(0, 80, 130, 50))
        try Self.apply(&solution, count: 10, SectionItemChanges(inserted: [0]))
        secExpect(solution.secCell(0, 2), secR(260, 0, 130, 50))  // row 0 is unmeasured again
        secExpect(solution.secCell(0, 3), secR(0, 50, 130, 80))  // the measured item leads row 1
        secExpect(solution.secCell(0, 6), secR(0, 130, 130, 50))  // 50 + 80
        secExpect(solution.contentSize, CGSize(width: 390, height: 230))  // 50 + 80 + 50 + 50
    }

    /// GroupRuns against a plain array of (stride, across) per group, through measurements, inserts and removals.
    @Test func groupRunsMatchAnArrayOfGroups() async {
        // Operations: 0 set a group, 1 insert groups, 2 remove groups.
        let operation = zip(Gen.int(in: 0...2), Gen.int(in: 0...10_000), Gen.int(in: 0...60))
        await propertyCheck(count: 150, input: Gen.int(in: 1...300), operation.array(of: 0...30)) { initial, operations in
            let (stride, across): (Int, Int32) = (132, 1_170)
            var model = Array(repeating: (stride: stride, across: across), count: initial)
            var runs = GroupRuns(perGroup: 1, uniformStride: stride, uniformAcross: across)
            runs.appendUniform(groups: initial)
            for (kind, position, value) in operations {
                switch kind {
                case 0 where !model.isEmpty:
                    let group = position % model.count
                    model[group] = (value * 3, Int32(value * 20))
                    runs.setGroup(group, stride: value * 3, across: Int32(value * 20))
                case 1:
                    let at = position % (model.count + 1)
                    let count = value % 70
                    model.insert(contentsOf: repeatElement((stride: stride, across: across), count: count), at: at)
                    runs.insertSingleItemGroups(count: count, at: at)
                case 2 where !model.isEmpty:
                    let lower = position % model.count
                    let upper = min(model.count, lower + value % 80)
                    model.removeSubrange(lower..<upper)
                    runs.removeSingleItemGroups(lower..<upper)
                default:
                    continue
                }
            }
            #expect(runs.problems(itemCount: model.count).isEmpty, "\(runs.problems(itemCount: model.count))")
            #expect(runs.groupCount == model.count)
            #expect(runs.total == model.reduce(0) { $0 + $1.stride })
            #expect(runs.maxAcross == Int(model.map(\.across).max() ?? 0))
            var offset = 0
            for (group, entry) in model.enumerated() {
                #expect(runs.offset(ofGroup: group) == offset)
                #expect(runs.stride(ofGroup: group) == entry.stride)
                #expect(runs.firstItem(ofGroup: group) == group && runs.group(containingItem: group) == group)
                // The group covering an offset inside a group of positive stride is that group.
                if entry.stride > 0 { #expect(runs.leadingGroups(atMost: offset + entry.stride - 1) == group) }
                offset += entry.stride
            }
            #expect(runs.leadingGroups(atMost: offset) == model.count)
            #expect(runs.leadingGroups(atMost: -1) == 0)
        }
    }
}
