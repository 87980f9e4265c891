// Benchmarks for DiffableData: snapshot building, deletes, and the diff against Swift's CollectionDifference.
//
// swift run -c release --package-path Benchmarks --scratch-path .build-diff-bench DiffBenchmarks [--quick] [--ops] [--no-cd]
//
// --quick skips the 1M sizes; --ops runs only the snapshot operations; --no-cd skips CollectionDifference.
import BenchmarkSupport
import DiffableData
import Foundation

/// SplitMix64: seeded, so that every run uses the same workloads.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Identifier types under test, each able to mint the i-th fresh identifier deterministically.
protocol BenchIdentifier: Hashable, Sendable {
    static var name: String { get }
    static func make(_ index: Int, _ rng: inout SeededGenerator) -> Self
}
extension Int: BenchIdentifier {
    static var name: String { "Int" }
    static func make(_ index: Int, _ rng: inout SeededGenerator) -> Int { index }
}
extension UUID: BenchIdentifier {
    static var name: String { "UUID" }
    static func make(_ index: Int, _ rng: inout SeededGenerator) -> UUID {
        let a = rng.next(), b = rng.next()
        return withUnsafeBytes(of: (a, b)) { bytes in
            UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8],
                        bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
        }
    }
}

enum Shape: String, CaseIterable {
    case scattered, contiguous, unchanged, appendOnly = "append only"
    /// Whether Myers' edit distance grows with n (CollectionDifference then costs O(n·D) ≈ O(n²)).
    var editDistanceGrows: Bool { self == .scattered || self == .contiguous }
}

struct Workload<ID: BenchIdentifier> {
    var old: [ID]
    var new: [ID]
    /// How many surviving items the generator moved (an upper bound for a minimal diff's moves).
    var movedByGenerator: Int
}

func makeWorkload<ID: BenchIdentifier>(_: ID.Type, count n: Int, shape: Shape, seed: UInt64) -> Workload<ID> {
    var rng = SeededGenerator(state: seed)
    var nextFresh = 0
    func fresh(_ rng: inout SeededGenerator) -> ID {
        defer { nextFresh += 1 }
        return ID.make(nextFresh, &rng)
    }
    let old = (0..<n).map { _ in fresh(&rng) }
    switch shape {
    case .unchanged:
        return Workload(old: old, new: old.map { $0 }, movedByGenerator: 0)  // equal contents, separate buffer
    case .appendOnly:
        return Workload(old: old, new: old + (0..<(n / 100)).map { _ in fresh(&rng) }, movedByGenerator: 0)
    case .scattered:
        // Delete 10% at random, move 5% of the rest to random positions, insert 10% at random positions.
        var keep = [Bool](repeating: true, count: n)
        for index in (0..<n).shuffled(using: &rng).prefix(n / 10) { keep[index] = false }
        let survivors = old.indices.filter { keep[$0] }.map { old[$0] }
        let moveCount = survivors.count / 20
        var isMoved = [Bool](repeating: false, count: survivors.count)
        for index in survivors.indices.shuffled(using: &rng).prefix(moveCount) { isMoved[index] = true }
        // Stayers keep their order (key = rank); moved and fresh items get a random key. One sort places everything.
        var keyed: [(key: Double, item: ID)] = []
        keyed.reserveCapacity(n)
        var rank = 0.0
        var floating: [ID] = []
        for (index, item) in survivors.enumerated() {
            if isMoved[index] { floating.append(item) } else { keyed.append((rank, item)); rank += 1 }
        }
        for _ in 0..<(n / 10) { floating.append(fresh(&rng)) }
        for item in floating { keyed.append((Double.random(in: -0.5..<(rank + 0.5), using: &rng), item)) }
        keyed.sort { $0.key < $1.key }
        let result = keyed.map(\.item)
        return Workload(old: old, new: result, movedByGenerator: moveCount)
    case .contiguous:
        // Remove a block of 10%, insert a block of 10% elsewhere, shuffle the first 2%.
        var result = old
        let block = n / 10
        let start = Int.random(in: 0...(n - block), using: &rng)
        result.removeSubrange(start..<(start + block))
        let insertAt = Int.random(in: 0...result.count, using: &rng)
        result.insert(contentsOf: (0..<block).map { _ in fresh(&rng) }, at: insertAt)
        let head = n / 50
        result[0..<head].shuffle(using: &rng)
        return Workload(old: old, new: result, movedByGenerator: head)
    }
}

func snapshot<ID: BenchIdentifier>(_ items: [ID]) -> Snapshot<Int, ID> {
    var snapshot = Snapshot<Int, ID>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(items)
    return snapshot
}

let quick = CommandLine.arguments.contains("--quick")
let operationsOnly = CommandLine.arguments.contains("--ops")
let skipCollectionDifference = CommandLine.arguments.contains("--no-cd")
let collectionDifferenceBudget = 5.0  // seconds: skip CollectionDifference when predicted slower

var diffRows: [[String]] = []
var targetLines: [String] = []

@MainActor func runDiffs<ID: BenchIdentifier>(_ type: ID.Type) {
    var previousCDTime: [Shape: Double] = [:]  // seconds at the previous size
    let sizes = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
    for n in sizes {
        for shape in Shape.allCases {
            let workload = makeWorkload(type, count: n, shape: shape, seed: 42)
            let old = snapshot(workload.old)
            let new = snapshot(workload.new)
            let runs = n >= 1_000_000 ? 5 : 9
            var moves = 0
            let ours = measure("\(n) \(ID.name) \(shape.rawValue)", runs: runs) { () -> BatchUpdate in
                let update = new.difference(from: old)
                moves = update.itemMoves.count
                return update
            }
            precondition(moves <= workload.movedByGenerator, "more moves than items moved")
            // CollectionDifference is handed the two plain arrays; the fair comparison also times what this
            // project needs before it can diff them: both snapshots built from the same arrays.
            let oursWithBuild = measure("\(n) \(ID.name) \(shape.rawValue) incl. snapshots", runs: runs) { () -> Int in
                let update = snapshot(workload.new).difference(from: snapshot(workload.old))
                return update.itemMoves.count
            }

            var cdText = "—", ratioText = "—", cdMovesText = "—", buildRatioText = "—"
            let factor = shape.editDistanceGrows ? 100.0 : 10.0
            let predicted = previousCDTime[shape].map { $0 * factor } ?? 0
            if skipCollectionDifference {
                cdText = "not run"
            } else if predicted > collectionDifferenceBudget {
                cdText = String(format: "skipped (≈%.0f s predicted)", predicted)
                previousCDTime[shape] = predicted
            } else {
                var cdMoves = 0
                let cdRuns = predicted > 0.5 ? 1 : (predicted > 0.05 ? 3 : runs)
                let theirs = measure("CD", runs: cdRuns, warmup: cdRuns == 1 ? 0 : 1) { () -> Int in
                    let difference = workload.new.difference(from: workload.old).inferringMoves()
                    cdMoves = difference.removals.reduce(0) { count, change in
                        if case .remove(_, _, let associatedWith) = change, associatedWith != nil { return count + 1 }
                        return count
                    }
                    return difference.count
                }
                previousCDTime[shape] = theirs.medianNanoseconds / 1e9
                cdText = formatDuration(theirs.medianNanoseconds)
                cdMovesText = "\(cdMoves)"
                ratioText = String(format: "%.0f×", theirs.medianNanoseconds / ours.medianNanoseconds)
                buildRatioText = String(format: "%.1f×", theirs.medianNanoseconds / oursWithBuild.medianNanoseconds)
            }
            diffRows.append([
                "\(n)", ID.name, shape.rawValue, formatDuration(ours.medianNanoseconds),
                formatDuration(oursWithBuild.medianNanoseconds), "\(moves)", "\(workload.movedByGenerator)", cdText,
                cdMovesText, ratioText, buildRatioText,
            ])
            print(diffRows.last!.joined(separator: " | "))
            if n == 100_000 && ID.self == UUID.self && shape == .scattered {
                targetLines.append(target("diff 100k UUID scattered", ours.milliseconds, 10))
            }
            if n == 1_000_000 && shape == .scattered {
                targetLines.append(target("diff 1M \(ID.name) scattered", ours.milliseconds, 150))
            }
            if n == 100_000 && (shape == .unchanged || shape == .appendOnly) {
                targetLines.append(target("diff 100k \(ID.name) \(shape.rawValue)", ours.milliseconds, 0.2))
            }
            if shape == .scattered {
                targetLines.append(
                    "- moves, \(n) \(ID.name) scattered: \(moves) reported ≤ \(workload.movedByGenerator) moved "
                        + "(\(String(format: "%.2f", 100 * Double(moves) / Double(n)))% of n ≤ 5%): "
                        + (moves <= workload.movedByGenerator && moves * 20 <= n ? "met" : "MISSED"))
            }
        }
    }
}

func target(_ name: String, _ milliseconds: Double, _ limit: Double) -> String {
    "- \(name): \(String(format: "%.3f", milliseconds)) ms (target ≤ \(limit) ms): "
        + (milliseconds <= limit ? "met" : "MISSED")
}

// MARK: Snapshot operations

var operationRows: [[String]] = []

@MainActor func runOperations<ID: BenchIdentifier>(_ type: ID.Type) {
    var rng = SeededGenerator(state: 7)
    let items100k = (0..<100_000).map { ID.make($0, &rng) }
    let build = measure("build 100k \(ID.name)") { () -> Int in
        var snapshot = Snapshot<Int, ID>()
        try! snapshot.appendSections([0])
        try! snapshot.appendItems(items100k)
        return snapshot.numberOfItems
    }
    operationRows.append(["build a 100k-item snapshot (one appendItems)", ID.name, formatDuration(build.medianNanoseconds)])
    targetLines.append(target("build 100k \(ID.name)", build.milliseconds, 2))

    let items10k = Array(items100k.prefix(10_000))
    let base10k = snapshot(items10k)
    let doomed = Array(items10k.shuffled(using: &rng).prefix(5_000))
    // The setup builds a uniquely referenced snapshot, so the timed delete pays no copy-on-write copy.
    let delete = measure("delete 5k of 10k \(ID.name)", runs: 15, setup: { snapshot(items10k) }) { snapshot -> Int in
        try! snapshot.deleteItems(doomed)  // distinct by construction
        return snapshot.numberOfItems
    }
    operationRows.append(["delete 5k random of 10k items", ID.name, formatDuration(delete.medianNanoseconds)])
    targetLines.append(target("delete 5k of 10k \(ID.name)", delete.milliseconds, 0.3))

    let base100k = snapshot(items100k)
    let lookup = measurePerCall("indexOfItem 100k \(ID.name)", iterations: 100_000) { index in
        base100k.indexOfItem(items100k[(index &* 7919) % items100k.count])
    }
    operationRows.append(["indexOfItem (100k items), per call", ID.name, formatDuration(lookup.medianNanoseconds)])
    let section = measurePerCall("sectionIdentifier 100k \(ID.name)", iterations: 100_000) { index in
        base100k.sectionIdentifier(containingItem: items100k[(index &* 7919) % items100k.count])
    }
    operationRows.append(["sectionIdentifier(containingItem:), per call", ID.name, formatDuration(section.medianNanoseconds)])
    let reload = measure("reload 5k of 10k \(ID.name)", runs: 15, setup: { base10k }) { snapshot -> Int in
        try! snapshot.reloadItems(doomed)
        return snapshot.numberOfItems
    }
    operationRows.append(["reloadItems 5k of 10k (includes the CoW copy)", ID.name, formatDuration(reload.medianNanoseconds)])
}

runOperations(Int.self)
runOperations(UUID.self)
print(markdownTable(header: ["operation", "identifier", "median"], rows: operationRows))
print()
if !operationsOnly {
    runDiffs(Int.self)
    runDiffs(UUID.self)
}
print()
print(markdownTable(
    header: ["n", "identifier", "shape", "DiffableData (diff of built snapshots)", "DiffableData incl. building both snapshots",
             "moves", "moved by generator", "CollectionDifference (given the two arrays)", "CD moves", "CD / ours (diff only)",
             "CD / ours incl. snapshots"],
    rows: diffRows))
print()
print("Targets:")
print(targetLines.joined(separator: "\n"))
