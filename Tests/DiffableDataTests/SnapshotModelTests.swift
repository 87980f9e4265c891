import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import DiffableData

/// A deliberately naive model of the snapshot semantics (linear searches over nested arrays), used as an oracle.
private struct Model {
    var sections: [(id: String, items: [Int])] = []
    var reloaded: Set<Int> = []
    var reconfigured: Set<Int> = []
    var reloadedSections: Set<String> = []

    func locate(_ item: Int) -> (Int, Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }
    func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
    var allItems: [Int] { sections.flatMap(\.items) }

    mutating func remove(_ items: [Int]) {
        for s in sections.indices { sections[s].items.removeAll { items.contains($0) } }
    }

    /// Returns false when the operation must be refused.
    mutating func place(_ items: [Int], section: String?, before: Int?, after: Int?) -> Bool {
        if let section, sectionIndex(section) == nil { return false }
        if section == nil && before == nil && after == nil && sections.isEmpty { return false }
        if let anchor = before ?? after, locate(anchor) == nil { return false }
        if Set(items).count != items.count { return false }
        if let anchor = before ?? after, items.contains(anchor) { return false }
        remove(items)
        if let anchor = before ?? after {
            let (s, i) = locate(anchor)!
            sections[s].items.insert(contentsOf: items, at: before != nil ? i : i + 1)
        } else {
            let s = section.map { sectionIndex($0)! } ?? sections.count - 1
            sections[s].items.append(contentsOf: items)
        }
        return true
    }
}

/// One random run: the snapshot and the model, the same operation applied to both; each operation says whether the
/// snapshot refused it and whether the model would have.
private struct ModelRun {
    var rng: SplitMix64
    var snapshot = IntSnapshot()
    var model = Model()

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func someItems() -> [Int] {
        (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<20, using: &rng) }
    }
    mutating func someItem() -> Int { Int.random(in: 0..<20, using: &rng) }
    mutating func someSection() -> String { "s\(Int.random(in: 0..<6, using: &rng))" }

    /// Applies `operation` (0–13) to both; returns (the snapshot refused, the model refused).
    mutating func apply(_ operation: Int) -> (Bool, Bool) {
        switch operation {
        case 0...2: placeItems(operation)
        case 3: deleteItems()
        case 4, 5: moveItem(before: operation == 4)
        case 6, 7: markItems(reconfigure: operation == 7)
        case 8, 9: addSections(anchored: operation == 9)
        case 10: deleteSections()
        case 11: moveSection()
        case 12: reloadSection()
        default: maybeDeleteAll()
        }
    }

    /// 0 appends (to a section or the last), 1 inserts before an item, 2 after one.
    mutating func placeItems(_ operation: Int) -> (Bool, Bool) {
        let items = someItems()
        var refused = false
        switch operation {
        case 0:
            let section: String? = Bool.random(using: &rng) ? someSection() : nil
            do { try snapshot.appendItems(items, toSection: section) } catch { refused = true }
            return (refused, !model.place(items, section: section, before: nil, after: nil))
        case 1:
            let anchor = someItem()
            do { try snapshot.insertItems(items, beforeItem: anchor) } catch { refused = true }
            return (refused, !model.place(items, section: nil, before: anchor, after: nil))
        default:
            let anchor = someItem()
            do { try snapshot.insertItems(items, afterItem: anchor) } catch { refused = true }
            return (refused, !model.place(items, section: nil, before: nil, after: anchor))
        }
    }

    mutating func deleteItems() -> (Bool, Bool) {
        let items = someItems()
        var refused = false
        do { try snapshot.deleteItems(items) } catch { refused = true }
        guard Set(items).count == items.count else { return (refused, true) }
        model.remove(items)
        model.reloaded.subtract(items)
        model.reconfigured.subtract(items)
        return (refused, false)
    }

    mutating func moveItem(before: Bool) -> (Bool, Bool) {
        let item = someItem(), anchor = someItem()
        var refused = false
        do {
            if before { try snapshot.moveItem(item, beforeItem: anchor) } else { try snapshot.moveItem(item, afterItem: anchor) }
        } catch { refused = true }
        guard model.locate(item) != nil, model.locate(anchor) != nil, item != anchor else { return (refused, true) }
        _ = model.place([item], section: nil, before: before ? anchor : nil, after: before ? nil : anchor)
        return (refused, false)
    }

    mutating func markItems(reconfigure: Bool) -> (Bool, Bool) {
        let items = someItems()
        var refused = false
        do {
            if reconfigure { try snapshot.reconfigureItems(items) } else { try snapshot.reloadItems(items) }
        } catch { refused = true }
        guard items.allSatisfy({ model.locate($0) != nil }) else { return (refused, true) }
        if reconfigure { model.reconfigured.formUnion(items) } else { model.reloaded.formUnion(items) }
        return (refused, false)
    }

    mutating func addSections(anchored: Bool) -> (Bool, Bool) {
        let sections = (0..<Int.random(in: 0...2, using: &rng)).map { _ in someSection() }
        let anchor: String? = anchored ? someSection() : nil
        let after = Bool.random(using: &rng)
        var refused = false
        do {
            if let anchor {
                if after { try snapshot.insertSections(sections, afterSection: anchor) } else {
                    try snapshot.insertSections(sections, beforeSection: anchor)
                }
            } else {
                try snapshot.appendSections(sections)
            }
        } catch { refused = true }
        if Set(sections).count != sections.count || sections.contains(where: { model.sectionIndex($0) != nil })
            || anchor.map({ model.sectionIndex($0) == nil }) == true
        {
            return (refused, true)
        }
        let at = anchor.map { model.sectionIndex($0)! + (after ? 1 : 0) } ?? model.sections.count
        model.sections.insert(contentsOf: sections.map { ($0, []) }, at: at)
        return (refused, false)
    }

    mutating func deleteSections() -> (Bool, Bool) {
        let sections = [someSection(), someSection()]
        var refused = false
        do { try snapshot.deleteSections(sections) } catch { refused = true }
        if sections[0] == sections[1] { return (refused, true) }
        for id in sections {
            guard let s = model.sectionIndex(id) else { continue }
            model.reloaded.subtract(model.sections[s].items)
            model.reconfigured.subtract(model.sections[s].items)
            model.sections.remove(at: s)
            model.reloadedSections.remove(id)
        }
        return (refused, false)
    }

    mutating func moveSection() -> (Bool, Bool) {
        let section = someSection(), anchor = someSection(), after = Bool.random(using: &rng)
        var refused = false
        do {
            if after { try snapshot.moveSection(section, afterSection: anchor) } else {
                try snapshot.moveSection(section, beforeSection: anchor)
            }
        } catch { refused = true }
        guard let s = model.sectionIndex(section), model.sectionIndex(anchor) != nil, section != anchor else {
            return (refused, true)
        }
        let moved = model.sections.remove(at: s)
        model.sections.insert(moved, at: model.sectionIndex(anchor)! + (after ? 1 : 0))
        return (refused, false)
    }

    mutating func reloadSection() -> (Bool, Bool) {
        let section = someSection()
        var refused = false
        do { try snapshot.reloadSections([section]) } catch { refused = true }
        guard model.sectionIndex(section) != nil else { return (refused, true) }
        model.reloadedSections.insert(section)
        return (refused, false)
    }

    mutating func maybeDeleteAll() -> (Bool, Bool) {
        if Int.random(in: 0..<4, using: &rng) == 0 {
            snapshot.deleteAllItems()
            model = Model()
        }
        return (false, false)
    }

    /// The snapshot's whole state equals the model's.
    func expectSameState(_ context: Comment) {
        #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), context)
        #expect(contents(snapshot) == model.sections.map(\.items), context)
        #expect(snapshot.itemIdentifiers == model.allItems, context)
        #expect(Set(snapshot.reloadedItemIdentifiers) == model.reloaded, context)
        #expect(Set(snapshot.reconfiguredItemIdentifiers) == model.reconfigured, context)
        #expect(Set(snapshot.reloadedSectionIdentifiers) == model.reloadedSections, context)
        for item in 0..<20 {
            #expect(snapshot.indexOfItem(item) == model.allItems.firstIndex(of: item), context)
        }
        snapshot._checkInvariants()
    }
}

@Suite("Snapshot against a naive model")
struct SnapshotModelTests {
    @Test func randomOperationSequencesMatchTheModel() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var run = ModelRun(seed: seed)
            for step in 0..<40 {
                let operation = Int.random(in: 0..<14, using: &run.rng)
                let (refused, modelRefused) = run.apply(operation)
                #expect(refused == modelRefused, "seed \(seed) step \(step) operation \(operation)")
                run.expectSameState("seed \(seed) step \(step)")
                guard refused == modelRefused else { return }
            }
        }
    }
}
