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

@Suite("Snapshot against a naive model")
struct SnapshotModelTests {
    @Test func randomOperationSequencesMatchTheModel() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var snapshot = IntSnapshot()
            var model = Model()
            func someItems() -> [Int] { (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0..<20, using: &rng) } }
            func someSection() -> String { "s\(Int.random(in: 0..<6, using: &rng))" }
            for step in 0..<40 {
                var refused = false
                var modelRefused = false
                let operation = Int.random(in: 0..<14, using: &rng)
                switch operation {
                case 0:
                    let items = someItems(), section: String? = Bool.random(using: &rng) ? someSection() : nil
                    do { try snapshot.appendItems(items, toSection: section) } catch { refused = true }
                    modelRefused = !model.place(items, section: section, before: nil, after: nil)
                case 1:
                    let items = someItems(), anchor = Int.random(in: 0..<20, using: &rng)
                    do { try snapshot.insertItems(items, beforeItem: anchor) } catch { refused = true }
                    modelRefused = !model.place(items, section: nil, before: anchor, after: nil)
                case 2:
                    let items = someItems(), anchor = Int.random(in: 0..<20, using: &rng)
                    do { try snapshot.insertItems(items, afterItem: anchor) } catch { refused = true }
                    modelRefused = !model.place(items, section: nil, before: nil, after: anchor)
                case 3:
                    let items = someItems()
                    snapshot.deleteItems(items)
                    model.remove(items)
                    model.reloaded.subtract(items)
                    model.reconfigured.subtract(items)
                case 4, 5:
                    let item = Int.random(in: 0..<20, using: &rng), anchor = Int.random(in: 0..<20, using: &rng)
                    let before = operation == 4
                    do {
                        if before { try snapshot.moveItem(item, beforeItem: anchor) } else {
                            try snapshot.moveItem(item, afterItem: anchor)
                        }
                    } catch { refused = true }
                    if model.locate(item) == nil || model.locate(anchor) == nil || item == anchor {
                        modelRefused = true
                    } else {
                        _ = model.place([item], section: nil, before: before ? anchor : nil, after: before ? nil : anchor)
                    }
                case 6:
                    let items = someItems()
                    do { try snapshot.reloadItems(items) } catch { refused = true }
                    if items.allSatisfy({ model.locate($0) != nil }) { model.reloaded.formUnion(items) } else { modelRefused = true }
                case 7:
                    let items = someItems()
                    do { try snapshot.reconfigureItems(items) } catch { refused = true }
                    if items.allSatisfy({ model.locate($0) != nil }) { model.reconfigured.formUnion(items) } else { modelRefused = true }
                case 8, 9:
                    let sections = (0..<Int.random(in: 0...2, using: &rng)).map { _ in someSection() }
                    let anchor: String? = operation == 9 ? someSection() : nil
                    let after = Bool.random(using: &rng)
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
                        modelRefused = true
                    } else {
                        let at = anchor.map { model.sectionIndex($0)! + (after ? 1 : 0) } ?? model.sections.count
                        model.sections.insert(contentsOf: sections.map { ($0, []) }, at: at)
                    }
                case 10:
                    let sections = [someSection(), someSection()]
                    snapshot.deleteSections(sections)
                    for id in sections {
                        if let s = model.sectionIndex(id) {
                            model.reloaded.subtract(model.sections[s].items)
                            model.reconfigured.subtract(model.sections[s].items)
                            model.sections.remove(at: s)
                            model.reloadedSections.remove(id)
                        }
                    }
                case 11:
                    let section = someSection(), anchor = someSection(), after = Bool.random(using: &rng)
                    do {
                        if after { try snapshot.moveSection(section, afterSection: anchor) } else {
                            try snapshot.moveSection(section, beforeSection: anchor)
                        }
                    } catch { refused = true }
                    if let s = model.sectionIndex(section), model.sectionIndex(anchor) != nil, section != anchor {
                        let moved = model.sections.remove(at: s)
                        model.sections.insert(moved, at: model.sectionIndex(anchor)! + (after ? 1 : 0))
                    } else {
                        modelRefused = true
                    }
                case 12:
                    let sections = [someSection()]
                    do { try snapshot.reloadSections(sections) } catch { refused = true }
                    if model.sectionIndex(sections[0]) != nil { model.reloadedSections.insert(sections[0]) } else { modelRefused = true }
                default:
                    if Int.random(in: 0..<4, using: &rng) == 0 {
                        snapshot.deleteAllItems()
                        model = Model()
                    }
                }
                #expect(refused == modelRefused, "seed \(seed) step \(step) operation \(operation)")
                #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), "seed \(seed) step \(step)")
                #expect(contents(snapshot) == model.sections.map(\.items), "seed \(seed) step \(step)")
                #expect(snapshot.itemIdentifiers == model.allItems)
                #expect(Set(snapshot.reloadedItemIdentifiers) == model.reloaded)
                #expect(Set(snapshot.reconfiguredItemIdentifiers) == model.reconfigured)
                #expect(Set(snapshot.reloadedSectionIdentifiers) == model.reloadedSections)
                for item in 0..<20 {
                    #expect(snapshot.indexOfItem(item) == model.allItems.firstIndex(of: item))
                }
                snapshot._checkInvariants()
                guard refused == modelRefused else { return }
            }
        }
    }
}
