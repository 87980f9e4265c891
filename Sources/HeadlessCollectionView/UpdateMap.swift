import CollectionGeometry
import CompositionalLayout
import DiffableData
import Foundation

/// Where every element of the old state goes in the new state of a (validated) batch update, and back.
///
/// Sparse: per touched section it keeps only the sorted positions that leave and arrive, and finds where an
/// item that stays goes by binary search over them (an item's rank among the stayers is the same before and
/// after). The cost is O(sections + operations · log operations), whatever the sections' item counts.
struct UpdateMap {
    var newSectionOfOld: [Int?]
    var oldSectionOfNew: [Int?]
    let oldCounts: [Int]
    let newCounts: [Int]
    /// For old sections that lose items: the old indices deleted or moved away, sorted.
    var removed: [Int: [Int]] = [:]
    /// For new sections that gain items: the new indices inserted or moved in, sorted.
    var arrived: [Int: [Int]] = [:]
    /// For each arrival in `arrived`: its old location (`encode`d), or -1 when inserted.
    var arrivalSources: [Int: [Int]] = [:]
    /// Moved items: the new location of each old location (both `encode`d).
    var moveDestinations: [Int: Int] = [:]
    var reloadedItems: Set<IndexPath>
    var reloadedSections: Set<Int>
    var reconfiguredItems: Set<IndexPath>
    /// Whether a supplementary kind belongs to items (shares its item's index path) in a section, before and after.
    var isItemKindBefore: (Int, String) -> Bool = { _, _ in false }
    var isItemKindAfter: (Int, String) -> Bool = { _, _ in false }

    static func encode(_ section: Int, _ item: Int) -> Int { section << 32 | item }
    static func decode(_ value: Int) -> IndexPath { IndexPath(item: value & 0xFFFF_FFFF, section: value >> 32) }

    init(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int]) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
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
        collectItemChanges(update)
    }

    /// Gathers the sorted positions that leave and arrive per section; out-of-range paths are ignored.
    private mutating func collectItemChanges(_ update: BatchUpdate) {
        func isOld(_ path: IndexPath) -> Bool {
            path.count == 2 && path[0] >= 0 && path[0] < oldCounts.count && path[1] >= 0 && path[1] < oldCounts[path[0]]
        }
        func isNew(_ path: IndexPath) -> Bool {
            path.count == 2 && path[0] >= 0 && path[0] < newCounts.count && path[1] >= 0 && path[1] < newCounts[path[0]]
        }
        var arrivals: [Int: [(index: Int, source: Int)]] = [:]
        for path in update.itemDeletes where isOld(path) { removed[path[0], default: []].append(path[1]) }
        for path in update.itemInserts where isNew(path) { arrivals[path[0], default: []].append((path[1], -1)) }
        for move in update.itemMoves {
            let source = isOld(move.source) ? Self.encode(move.source[0], move.source[1]) : -1
            if source >= 0 {
                removed[move.source[0], default: []].append(move.source[1])
                if isNew(move.destination) {
                    moveDestinations[source] = Self.encode(move.destination[0], move.destination[1])
                }
            }
            if isNew(move.destination) { arrivals[move.destination[0], default: []].append((move.destination[1], source)) }
        }
        for section in removed.keys { removed[section] = Array(Set(removed[section]!)).sorted() }
        for (section, list) in arrivals {
            var seen = Set<Int>()
            let sorted = list.filter { seen.insert($0.index).inserted }.sorted { $0.index < $1.index }
            arrived[section] = sorted.map(\.index)
            arrivalSources[section] = sorted.map(\.source)
        }
    }

    /// The first index of `sorted` whose value is at least `value`.
    static func lowerBound(_ value: Int, in sorted: [Int]) -> Int {
        sorted.partitioningIndex { $0 >= value }
    }

    /// The position of the `rank`-th (from 0) index that is not in `sorted`: `rank` plus the number of entries
    /// `sorted[t]` with fewer than `rank + 1` free positions before them (`sorted[t] - t <= rank`, non-decreasing in t).
    static func position(ofFreeRank rank: Int, skipping sorted: [Int]) -> Int {
        rank + sorted.indices.partitioningIndex { sorted[$0] - $0 > rank }
    }

    /// Whether the items of the old section `old` (continued by `new`) shift: the section loses or gains items.
    private func isTouched(old: Int?, new: Int?) -> Bool {
        (old.map { removed[$0] != nil } ?? false) || (new.map { arrived[$0] != nil } ?? false)
    }

    func newPath(forOld path: IndexPath) -> IndexPath? {
        guard path.count == 2, path[0] >= 0, path[0] < newSectionOfOld.count else { return nil }
        let (old, item) = (path[0], path[1])
        let new = newSectionOfOld[old]
        guard isTouched(old: old, new: new) else { return new.map { IndexPath(item: item, section: $0) } }
        guard item >= 0, item < oldCounts[old] else { return nil }
        if let destination = moveDestinations[Self.encode(old, item)] { return Self.decode(destination) }
        guard let new else { return nil }
        let gone = removed[old] ?? []
        let rank = Self.lowerBound(item, in: gone)
        guard rank == gone.count || gone[rank] != item else { return nil }
        let position = Self.position(ofFreeRank: item - rank, skipping: arrived[new] ?? [])
        return position < newCounts[new] ? IndexPath(item: position, section: new) : nil
    }

    func oldPath(forNew path: IndexPath) -> IndexPath? {
        guard path.count == 2, path[0] >= 0, path[0] < oldSectionOfNew.count else { return nil }
        let (new, item) = (path[0], path[1])
        let old = oldSectionOfNew[new]
        guard isTouched(old: old, new: new) else { return old.map { IndexPath(item: item, section: $0) } }
        guard item >= 0, item < newCounts[new] else { return nil }
        let arriving = arrived[new] ?? []
        let rank = Self.lowerBound(item, in: arriving)
        if rank < arriving.count, arriving[rank] == item {
            let source = arrivalSources[new]![rank]
            return source >= 0 ? Self.decode(source) : nil
        }
        guard let old else { return nil }
        let position = Self.position(ofFreeRank: item - rank, skipping: removed[old] ?? [])
        return position < oldCounts[old] ? IndexPath(item: position, section: old) : nil
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
