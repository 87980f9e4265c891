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

        // Items of touched sections.
        var removed: [Int: Set<Int>] = [:]
        var arrivals: [Int: [Int: Int]] = [:]
        for path in update.itemDeletes { removed[path[0], default: []].insert(path[1]) }
        for path in update.itemInserts { arrivals[path[0], default: [:]][path[1]] = -1 }
        for move in update.itemMoves {
            removed[move.source[0], default: []].insert(move.source[1])
            arrivals[move.destination[0], default: [:]][move.destination[1]] = Self.encode(move.source[0], move.source[1])
        }
        var touchedNew = Set(arrivals.keys)
        for old in removed.keys { if let new = newOfOld[old] { touchedNew.insert(new) } }
        for old in removed.keys where old < oldCounts.count {
            oldToNew[old] = [Int](repeating: -1, count: oldCounts[old])
        }
        for new in touchedNew.sorted() where new < newCounts.count {
            let arriving = arrivals[new] ?? [:]
            let old = oldOfNew[new]
            var mapping = [Int](repeating: -1, count: newCounts[new])
            if let old {
                if oldToNew[old] == nil { oldToNew[old] = [Int](repeating: -1, count: oldCounts[old]) }
                let gone = removed[old] ?? []
                var stayer = 0
                for item in 0..<newCounts[new] {
                    if let source = arriving[item] {
                        mapping[item] = source
                        continue
                    }
                    while stayer < oldCounts[old] && gone.contains(stayer) { stayer += 1 }
                    guard stayer < oldCounts[old] else { break }
                    mapping[item] = Self.encode(old, stayer)
                    oldToNew[old]![stayer] = Self.encode(new, item)
                    stayer += 1
                }
            } else {
                for (item, source) in arriving where item < mapping.count { mapping[item] = source }
            }
            newToOld[new] = mapping
        }
        for move in update.itemMoves {
            let source = move.source
            if oldToNew[source[0]] == nil, source[0] < oldCounts.count {
                oldToNew[source[0]] = [Int](repeating: -1, count: oldCounts[source[0]])
            }
            if source[1] < oldToNew[source[0]]?.count ?? 0 {
                oldToNew[source[0]]![source[1]] = Self.encode(move.destination[0], move.destination[1])
            }
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
        if key.category == .cell {
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
        if key.category == .cell {
            guard let path = oldPath(forNew: key.indexPath) else { return nil }
            result.indexPath = path
        } else {
            guard let section = key.indexPath.first, section < oldSectionOfNew.count, let old = oldSectionOfNew[section]
            else { return nil }
            result.indexPath[0] = old
        }
        return result
    }

    /// Whether the element (new key) gets a new view.
    func isReloaded(_ key: ElementKey) -> Bool {
        if key.isGlobal { return false }
        if reloadedSections.contains(key.indexPath[0]) { return key.category != .decorationView }
        return key.category == .cell && reloadedItems.contains(key.indexPath)
    }
}
