import Foundation
import TestSupport
import Testing

@testable import DiffableData

typealias IntSnapshot = Snapshot<String, Int>

/// Builds a snapshot from literal sections; traps on invalid input (tests only).
func makeSnapshot(_ sections: KeyValuePairs<String, [Int]>) -> IntSnapshot {
    var snapshot = IntSnapshot()
    for (section, items) in sections {
        try! snapshot.appendSections([section])
        try! snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The contents as nested arrays.
func contents<S, I>(_ snapshot: Snapshot<S, I>) -> [[I]] {
    snapshot.sectionIdentifiers.map { try! snapshot.itemIdentifiers(inSection: $0) }
}

/// The contents with section identifiers, for readable expectations.
func layout<S, I>(_ snapshot: Snapshot<S, I>) -> [(S, [I])] {
    snapshot.sectionIdentifiers.map { ($0, try! snapshot.itemIdentifiers(inSection: $0)) }
}

func sameLayout(_ snapshot: IntSnapshot, _ expected: KeyValuePairs<String, [Int]>) -> Bool {
    let actual = layout(snapshot)
    guard actual.count == expected.count else { return false }
    return zip(actual, expected).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
}

/// Length of a longest strictly increasing subsequence, by the O(n²) dynamic programme (independent of the module's
/// patience-sorting implementation).
func bruteForceLISLength(_ values: [Int]) -> Int {
    guard !values.isEmpty else { return 0 }
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max()!
}

/// A random snapshot with sections named "s0"… and items drawn from `itemPool` (unique).
func randomSnapshot(
    using rng: inout SplitMix64, sectionPool: Int = 7, maxSections: Int = 5, itemPool: Int = 40, maxItems: Int = 12
) -> IntSnapshot {
    var snapshot = IntSnapshot()
    let sections = Array(0..<sectionPool).shuffled(using: &rng).prefix(Int.random(in: 0...maxSections, using: &rng))
    var items = Array(0..<itemPool).shuffled(using: &rng)[...]
    for section in sections {
        try! snapshot.appendSections(["s\(section)"])
        let count = min(items.count, Int.random(in: 0...maxItems, using: &rng))
        try! snapshot.appendItems(Array(items.prefix(count)))
        items = items.dropFirst(count)
    }
    return snapshot
}

/// A snapshot derived from `old` by random edits through the public API: deletes, inserts, cross-section moves,
/// section deletes/inserts/moves, and reload/reconfigure marks.
func randomEdit(of old: IntSnapshot, using rng: inout SplitMix64, itemPool: Int = 40, sectionPool: Int = 7) -> IntSnapshot {
    var snapshot = old
    for _ in 0..<Int.random(in: 0...8, using: &rng) {
        let items = snapshot.itemIdentifiers
        let sections = snapshot.sectionIdentifiers
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
            try! snapshot.deleteItems(items.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
        case 1:
            let fresh = (0..<itemPool).filter { !snapshot.contains(item: $0) }.shuffled(using: &rng).prefix(3)
            if let destination = items.randomElement(using: &rng) {
                try! snapshot.insertItems(Array(fresh), afterItem: destination)
            } else if let section = sections.randomElement(using: &rng) {
                try! snapshot.appendItems(Array(fresh), toSection: section)
            }
        case 2, 3:
            if items.count >= 2 {
                let item = items.randomElement(using: &rng)!
                let destination = items.filter { $0 != item }.randomElement(using: &rng)!
                if Bool.random(using: &rng) {
                    try! snapshot.moveItem(item, beforeItem: destination)
                } else {
                    try! snapshot.moveItem(item, afterItem: destination)
                }
            }
        case 4:
            if let section = sections.randomElement(using: &rng), Int.random(in: 0..<3, using: &rng) == 0 {
                try! snapshot.deleteSections([section])
            }
        case 5:
            let fresh = (0..<sectionPool).map { "s\($0)" }.filter { !snapshot.contains(section: $0) }
            if let section = fresh.randomElement(using: &rng) {
                if let destination = sections.randomElement(using: &rng) {
                    try! snapshot.insertSections([section], beforeSection: destination)
                } else {
                    try! snapshot.appendSections([section])
                }
                let newItems = (0..<itemPool).filter { !snapshot.contains(item: $0) }.shuffled(using: &rng).prefix(2)
                try! snapshot.appendItems(Array(newItems), toSection: section)
            }
        case 6:
            if sections.count >= 2 {
                let section = sections.randomElement(using: &rng)!
                let destination = sections.filter { $0 != section }.randomElement(using: &rng)!
                try! snapshot.moveSection(section, afterSection: destination)
            }
        case 7:
            // An existing item appended elsewhere is moved into place.
            if let item = items.randomElement(using: &rng), let section = sections.randomElement(using: &rng) {
                try! snapshot.appendItems([item], toSection: section)
            }
        default:
            try! snapshot.reloadItems(items.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            try! snapshot.reconfigureItems(items.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
            try! snapshot.reloadSections(sections.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
        }
    }
    return snapshot
}

/// Item counts per section.
func itemCounts<S, I>(_ snapshot: Snapshot<S, I>) -> [Int] {
    snapshot.sectionIdentifiers.map { try! snapshot.numberOfItems(inSection: $0) }
}
