import CompositionalLayout
import DiffableData
import Foundation

/// Where every element of the old state goes in the new state of a (validated) batch update, and back.
///
/// Sections without item operations map their items by identity (no per-item storage), so the cost is
/// proportional to the sections and the items of the sections the update touches.
struct UpdateMap {
    var newSectionOfOld: [Int?]
    var oldSectionOfNew: [Int?]
    /// For touched new sections: the old location of each new item (`encode`d), or -1 when inserted.
    var newToOld: [Int: [Int]] = [:]
    /// For touched old sections: the new location of each old item (`encode`d), or -1 when deleted.
    var oldToNew: [Int: [Int]] = [:]
    var reloadedItems: Set<IndexPath>
    var reloadedSections: Set<Int>
    var reconfiguredItems: Set<IndexPath>
    /// Whether a supplementary kind belongs to items (shares its item's index path) in a section, before and after.
    var isItemKindBefore: (Int, String) -> Bool = { _, _ in false }
    var isItemKindAfter: (Int, String) -> Bool = { _, _ in false }

    static func encode(_ section: Int, _ item: Int) -> Int { section << 32 | item }
    static func decode(_ value: Int) -> IndexPath { IndexPath(item: value & 0xFFFF_FFFF, section: value >> 32) }

    init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
        // Sections: deleted ones vanish, moved ones jump, the others fill the free positions in order.
        var newOfOld = [Int?](repeating: nil, count: oldCounts.count)
        var oldOfNew = [Int?](repeating: nil, count: newCounts.count)
        var oldTaken = [Bool](repeating: false, count: oldCounts.count)
        var newTaken = [Bool](repeating: false, count: newCounts.count)
        for section in update.sectionDeletes where section < oldCounts.count { oldTaken[section] = true }
        for section in update.sectionInserts where section < newCounts.count { newTaken[section] = true }
        for move in update.sectionMoves where move.source < oldCounts.count && move.destination < newCounts.count {
            oldTaken[move.source] = true
            newTaken[move.destination] = true
            newOfOld[move.source] = move.destination
            oldOfNew[move.destination] = move.source
        }
        var free = 0
        for old in 0..<oldCounts.count where !oldTaken[old] {
            while free < newCounts.count && newTaken[free] { free += 1 }
            guard free < newCounts.count else { break }
            newOfOld[old] = free
            oldOfNew[free] = old
            free += 1
        }
        newSectionOfOld = newOfOld
        oldSectionOfNew = oldOfNew
        reloadedItems = Set(update.itemReloads)
        reloadedSections = Set(update.sectionReloads)
        reconfiguredItems = Set(update.itemReconfigures)

        // Items of touched sections, with flat arrays (no hashing per item).
        let none = -2
        var removed: [Int: [Bool]] = [:]
        var arrivals: [Int: [Int]] = [:]
        func markRemoved(_ path: IndexPath) {
            let section = path[0]
            guard section >= 0, section < oldCounts.count, path[1] >= 0, path[1] < oldCounts[section] else { return }
            if removed[section] == nil { removed[section] = [Bool](repeating: false, count: oldCounts[section]) }
            removed[section]![path[1]] = true
        }
        func markArrival(_ path: IndexPath, _ source: Int) {
            let section = path[0]
            guard section >= 0, section < newCounts.count, path[1] >= 0, path[1] < newCounts[section] else { return }
            if arrivals[section] == nil { arrivals[section] = [Int](repeating: none, count: newCounts[section]) }
            arrivals[section]![path[1]] = source
        }
        for path in update.itemDeletes { markRemoved(path) }
        for path in update.itemInserts { markArrival(path, -1) }
        for move in update.itemMoves {
            markRemoved(move.source)
            markArrival(move.destination, Self.encode(move.source[0], move.source[1]))
        }
        var touchedNew = Set(arrivals.keys)
        for old in removed.keys { if let new = newOfOld[old] { touchedNew.insert(new) } }
        for old in removed.keys { oldToNew[old] = [Int](repeating: -1, count: oldCounts[old]) }
        for new in touchedNew.sorted() where new < newCounts.count {
            let arriving = arrivals[new] ?? [Int](repeating: none, count: newCounts[new])
            var mapping = [Int](repeating: -1, count: newCounts[new])
            if let old = oldOfNew[new] {
                if oldToNew[old] == nil { oldToNew[old] = [Int](repeating: -1, count: oldCounts[old]) }
                let gone = removed[old] ?? []
                var backward = oldToNew[old]!
                oldToNew[old] = nil
                var stayer = 0
                let oldCount = oldCounts[old]
                for item in 0..<newCounts[new] {
                    if arriving[item] != none {
                        mapping[item] = arriving[item]
                        continue
                    }
                    while stayer < oldCount && !gone.isEmpty && gone[stayer] { stayer += 1 }
                    guard stayer < oldCount else { break }
                    mapping[item] = Self.encode(old, stayer)
                    backward[stayer] = Self.encode(new, item)
                    stayer += 1
                }
                oldToNew[old] = backward
            } else {
                for item in 0..<arriving.count where arriving[item] != none { mapping[item] = arriving[item] }
            }
            newToOld[new] = mapping
        }
        for move in update.itemMoves {
            let source = move.source
            guard source[0] >= 0, source[0] < oldCounts.count, source[1] >= 0, source[1] < oldCounts[source[0]] else {
                continue
            }
            if oldToNew[source[0]] == nil { oldToNew[source[0]] = [Int](repeating: -1, count: oldCounts[source[0]]) }
            oldToNew[source[0]]![source[1]] = Self.encode(move.destination[0], move.destination[1])
        }
    }

    func newPath(forOld path: IndexPath) -> IndexPath? {
        guard path.count == 2, path[0] >= 0, path[0] < newSectionOfOld.count else { return nil }
        if let items = oldToNew[path[0]] {
            guard path[1] >= 0, path[1] < items.count, items[path[1]] >= 0 else { return nil }
            return Self.decode(items[path[1]])
        }
        guard let section = newSectionOfOld[path[0]] else { return nil }
        return IndexPath(item: path[1], section: section)
    }

    func oldPath(forNew path: IndexPath) -> IndexPath? {
        guard path.count == 2, path[0] >= 0, path[0] < oldSectionOfNew.count else { return nil }
        if let items = newToOld[path[0]] {
            guard path[1] >= 0, path[1] < items.count, items[path[1]] >= 0 else { return nil }
            return Self.decode(items[path[1]])
        }
        guard let section = oldSectionOfNew[path[0]] else { return nil }
        return IndexPath(item: path[1], section: section)
    }

    /// Cells follow their items; supplementaries and decorations follow their section (keeping their
    /// index), global supplementaries stay.
    func newKey(forOld key: ElementKey) -> ElementKey? {
        if key.isGlobal { return key }
        var result = key
        if key.category == .cell
            || (key.category == .supplementaryView && isItemKindBefore(key.indexPath[0], key.elementKind ?? ""))
        {
            guard let path = newPath(forOld: key.indexPath) else { return nil }
            result.indexPath = path
        } else {
            guard let section = key.indexPath.first, section < newSectionOfOld.count, let new = newSectionOfOld[section]
            else { return nil }
            result.indexPath[0] = new
        }
        return result
    }

    func oldKey(forNew key: ElementKey) -> ElementKey? {
        if key.isGlobal { return key }
        var result = key
        if key.category == .cell
            || (key.category == .supplementaryView && isItemKindAfter(key.indexPath[0], key.elementKind ?? ""))
        {
            guard let path = oldPath(forNew: key.indexPath) else { return nil }
            result.indexPath = path
        } else {
            guard let section = key.indexPath.first, section < oldSectionOfNew.count, let old = oldSectionOfNew[section]
            else { return nil }
            result.indexPath[0] = old
        }
        return result
    }

    /// Whether the element (new key) gets a new view: cells of reloaded items, with their item
    /// supplementaries, and everything but decorations in reloaded sections.
    func isReloaded(_ key: ElementKey) -> Bool {
        if key.isGlobal { return false }
        if reloadedSections.contains(key.indexPath[0]) { return key.category != .decorationView }
        if key.category == .supplementaryView, isItemKindAfter(key.indexPath[0], key.elementKind ?? "") {
            return reloadedItems.contains(key.indexPath)
        }
        return key.category == .cell && reloadedItems.contains(key.indexPath)
    }
}

/// The supplementary kinds attached to items (not groups or boundaries) in each section of a solution.
@MainActor
final class ItemSupplementaryKinds {
    let solution: any SolvedLayout
    var cache: [Int: Set<String>] = [:]

    init(_ solution: any SolvedLayout) { self.solution = solution }

    func contains(_ section: Int, _ kind: String) -> Bool {
        if let kinds = cache[section] { return kinds.contains(kind) }
        var kinds: Set<String> = []
        if section >= 0, section < solution.numberOfSections, let description = solution.layoutSection(section) {
            Self.collect(description.group, into: &kinds)
        }
        cache[section] = kinds
        return kinds.contains(kind)
    }

    static func collect(_ group: LayoutGroup, into kinds: inout Set<String>) {
        for subitem in group.subitems {
            switch subitem {
            case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.elementKind))
            case .group(let nested): collect(nested, into: &kinds)
            }
        }
    }
}
