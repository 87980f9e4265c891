// Random batch updates through the validator and apply: the diff of two random snapshots validates and
// applies to the new data; an arbitrary update either fails validation with a named error or applies without
// trapping and leaves the validated counts.
import DiffableData
import Foundation
import FuzzSupport

func randomSnapshot(_ input: inout FuzzInput) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    var used = Set<Int>()
    for section in 0..<input.int(5) where input.int(4) != 0 {
        try! snapshot.appendSections([section])
        let items = (0..<input.int(8)).map { _ in input.int(40) }.filter { used.insert($0).inserted }
        try! snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

func nested(_ snapshot: Snapshot<Int, Int>) -> [[Int]] {
    snapshot.sectionIdentifiers.map { try! snapshot.itemIdentifiers(inSection: $0) }
}

func randomPath(_ input: inout FuzzInput) -> IndexPath {
    input.int(16) == 0 ? IndexPath(indexes: [input.int(3)]) : IndexPath(indexes: [input.int(5) - 1, input.int(10) - 1])
}

func randomUpdate(_ input: inout FuzzInput) -> BatchUpdate {
    func list<T>(_ make: (inout FuzzInput) -> T) -> [T] { (0..<input.int(3)).map { _ in make(&input) } }
    return BatchUpdate(
        sectionDeletes: list { $0.int(5) - 1 }, sectionInserts: list { $0.int(5) - 1 },
        sectionMoves: list { BatchUpdate.SectionMove(source: $0.int(5), destination: $0.int(5)) },
        sectionReloads: list { $0.int(5) },
        itemDeletes: list(randomPath), itemInserts: list(randomPath),
        itemMoves: list { BatchUpdate.ItemMove(source: randomPath(&$0), destination: randomPath(&$0)) },
        itemReloads: list(randomPath), itemReconfigures: list(randomPath))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let old = randomSnapshot(&input)
    let new = randomSnapshot(&input)
    let update = new.difference(from: old)
    let oldData = nested(old)
    let newData = nested(new)
    do {
        try update.validate(oldItemCounts: oldData.map(\.count), newItemCounts: newData.map(\.count))
    } catch {
        fatalError("the diff of \(oldData) → \(newData) does not validate: \(error)\n\(update)")
    }
    let applied = update.apply(
        to: oldData, insertedSection: { newData[$0] }, insertedElement: { newData[$0[0]][$0[1]] },
        reloadedElement: { path, _ in newData[path[0]][path[1]] })
    guard applied == newData else { fatalError("the diff applied to \(oldData) gives \(applied), not \(newData)") }

    // Arbitrary updates against arbitrary counts.
    let arbitrary = randomUpdate(&input)
    let newCounts = (0..<input.int(5)).map { _ in input.int(12) - (input.int(32) == 0 ? 3 : 0) }
    if (try? arbitrary.validate(oldItemCounts: oldData.map(\.count), newItemCounts: newCounts)) != nil {
        var next = 1000
        let result = arbitrary.apply(
            to: oldData, insertedSection: { Array(repeating: -1, count: newCounts[$0]) },
            insertedElement: { _ in next += 1; return next }, reloadedElement: { $1 })
        guard result.map(\.count) == newCounts else {
            fatalError("a validated update applied to counts \(oldData.map(\.count)) gives \(result.map(\.count)), not \(newCounts)")
        }
    }
    return 0
}

@_cdecl("BatchFuzz_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data, size) }
}
