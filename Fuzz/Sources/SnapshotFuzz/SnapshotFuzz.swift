// Random sequences of snapshot and section-snapshot operations, checked against a plain model: after every
// operation (thrown or not) the snapshot equals the model and its internal invariants hold.
import DiffableData
import Foundation
import FuzzSupport

/// Sections and their items, as plain arrays.
struct Model {
    var sections: [(id: Int, items: [Int])] = []

    func position(ofSection id: Int) -> Int? { sections.firstIndex { $0.id == id } }
    func contains(_ item: Int) -> Bool { sections.contains { $0.items.contains(item) } }
    mutating func remove(_ items: [Int]) {
        for index in sections.indices { sections[index].items.removeAll { items.contains($0) } }
    }
    func location(of item: Int) -> (Int, Int)? {
        for (s, section) in sections.enumerated() { if let i = section.items.firstIndex(of: item) { return (s, i) } }
        return nil
    }
}

func hasDuplicates(_ values: [Int]) -> Bool { Set(values).count != values.count }

func compare(_ snapshot: Snapshot<Int, Int>, _ model: Model, _ operation: String) {
    snapshot._checkInvariants()
    guard snapshot.sectionIdentifiers == model.sections.map(\.id) else {
        fatalError("\(operation): sections \(snapshot.sectionIdentifiers) ≠ \(model.sections.map(\.id))")
    }
    var global = 0
    for (position, section) in model.sections.enumerated() {
        let items = (try? snapshot.itemIdentifiers(inSection: section.id)) ?? [-1]
        guard items == section.items else { fatalError("\(operation): section \(section.id) \(items) ≠ \(section.items)") }
        for (offset, item) in items.enumerated() {
            guard snapshot.indexOfItem(item) == global + offset,
                snapshot.indexPath(ofItem: item) == IndexPath(indexes: [position, offset])
            else { fatalError("\(operation): lookup of \(item)") }
        }
        global += items.count
    }
    guard snapshot.numberOfItems == global else { fatalError("\(operation): item count") }
}

func step(_ snapshot: inout Snapshot<Int, Int>, _ model: inout Model, _ input: inout FuzzInput) {
    let items = (0..<input.int(4)).map { _ in input.int(48) }
    let section = input.int(8)
    let other = input.int(48)
    var threw = false
    var expectThrow = false
    let operation: String
    switch input.int(11) {
    case 0:
        operation = "appendSections \(items.map { $0 % 8 })"
        let ids = items.map { $0 % 8 }
        expectThrow = hasDuplicates(ids) || ids.contains { model.position(ofSection: $0) != nil }
        do { try snapshot.appendSections(ids) } catch { threw = true }
        if !expectThrow { model.sections += ids.map { ($0, []) } }
    case 1:
        operation = "appendItems \(items) to \(section)"
        expectThrow = model.position(ofSection: section) == nil || hasDuplicates(items)
        do { try snapshot.appendItems(items, toSection: section) } catch { threw = true }
        if !expectThrow {
            model.remove(items)
            model.sections[model.position(ofSection: section)!].items += items
        }
    case 2:
        operation = "insertItems \(items) before \(other)"
        expectThrow = !model.contains(other) || hasDuplicates(items) || items.contains(other)
        do { try snapshot.insertItems(items, beforeItem: other) } catch { threw = true }
        if !expectThrow {
            model.remove(items)
            let (s, i) = model.location(of: other)!
            model.sections[s].items.insert(contentsOf: items, at: i)
        }
    case 3:
        operation = "insertItems \(items) after \(other)"
        expectThrow = !model.contains(other) || hasDuplicates(items) || items.contains(other)
        do { try snapshot.insertItems(items, afterItem: other) } catch { threw = true }
        if !expectThrow {
            model.remove(items)
            let (s, i) = model.location(of: other)!
            model.sections[s].items.insert(contentsOf: items, at: i + 1)
        }
    case 4:
        operation = "deleteItems \(items)"
        expectThrow = hasDuplicates(items)
        do { try snapshot.deleteItems(items) } catch { threw = true }
        if !expectThrow { model.remove(items) }
    case 5:
        operation = "deleteSections \(section)"
        do { try snapshot.deleteSections([section]) } catch { threw = true }
        model.sections.removeAll { $0.id == section }
    case 6:
        let item = items.first ?? 0
        operation = "moveItem \(item) before \(other)"
        expectThrow = !model.contains(item) || !model.contains(other) || item == other
        do { try snapshot.moveItem(item, beforeItem: other) } catch { threw = true }
        if !expectThrow {
            model.remove([item])
            let (s, i) = model.location(of: other)!
            model.sections[s].items.insert(item, at: i)
        }
    case 7:
        let target = other % 8
        operation = "moveSection \(section) after \(target)"
        expectThrow = model.position(ofSection: section) == nil || model.position(ofSection: target) == nil || section == target
        do { try snapshot.moveSection(section, afterSection: target) } catch { threw = true }
        if !expectThrow {
            let moved = model.sections.remove(at: model.position(ofSection: section)!)
            model.sections.insert(moved, at: model.position(ofSection: target)! + 1)
        }
    case 8:
        operation = "reloadItems \(items)"
        expectThrow = items.contains { !model.contains($0) }
        do { try snapshot.reloadItems(items) } catch { threw = true }
    case 9:
        operation = "deleteAllItems"
        snapshot.deleteAllItems()
        model.sections = []
    default:
        operation = "insertSections \(section) before \(other % 8)"
        let target = other % 8
        expectThrow = model.position(ofSection: section) != nil || model.position(ofSection: target) == nil
        do { try snapshot.insertSections([section], beforeSection: target) } catch { threw = true }
        if !expectThrow { model.sections.insert((section, []), at: model.position(ofSection: target)!) }
    }
    guard threw == expectThrow else { fatalError("\(operation): threw \(threw), expected \(expectThrow)") }
    compare(snapshot, model, operation)
}

/// A section snapshot under random operations: it never traps, its visible items are a subsequence of its items,
/// and no item appears twice.
func sectionStep(_ snapshot: inout SectionSnapshot<Int>, _ input: inout FuzzInput) {
    let items = (0..<input.int(3)).map { _ in input.int(32) }
    let other = input.int(32)
    switch input.int(7) {
    case 0: _ = try? snapshot.append(items, to: input.bool() ? nil : other)
    case 1: _ = try? snapshot.insert(items, before: other)
    case 2: _ = try? snapshot.insert(items, after: other)
    case 3: _ = try? snapshot.delete(items)
    case 4: _ = snapshot.expand(items)
    case 5: _ = snapshot.collapse(items)
    default:
        var child = SectionSnapshot<Int>()
        _ = try? child.append(items)
        _ = try? snapshot.insert(child, after: other)
    }
    let all = snapshot.items
    guard Set(all).count == all.count else { fatalError("section snapshot holds duplicates: \(all)") }
    var remaining = all[...]
    for item in snapshot.visibleItems {
        guard let index = remaining.firstIndex(of: item) else { fatalError("visible item \(item) out of order") }
        remaining = remaining[(index + 1)...]
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    if input.bool() {
        var snapshot = Snapshot<Int, Int>()
        var model = Model()
        while !input.isAtEnd { step(&snapshot, &model, &input) }
    } else {
        var snapshot = SectionSnapshot<Int>()
        while !input.isAtEnd { sectionStep(&snapshot, &input) }
    }
    return 0
}

@_cdecl("SnapshotFuzz_main")
public func entryPoint(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc, argv) { data, size in fuzz(data, size) }
}
