import Foundation

/// How a batch update changes a solved layout's items, in the solver's terms: which old section each new section
/// continues, and per section the items deleted and inserted, with the measured sizes that travel with moved
/// items. The collection view builds it from its update's index mapping; solutions move their state forward
/// with it instead of solving from scratch.
public struct LayoutUpdate: Sendable, Hashable {
    /// The item count of every section after the update.
    public var itemCounts: [Int]
    /// For each new section, the old section it continues (`nil`: inserted or reloaded, solved afresh).
    public var oldSectionOfNew: [Int?]
    /// The item changes of new sections that continue an old one; a section absent here keeps its items.
    public var changes: [Int: SectionItemChanges]

    /// Creates an update; sections absent from `changes` keep their items.
    public init(itemCounts: [Int], oldSectionOfNew: [Int?], changes: [Int: SectionItemChanges] = [:]) {
        self.itemCounts = itemCounts
        self.oldSectionOfNew = oldSectionOfNew
        self.changes = changes
    }
}

/// The item changes of one section.
public struct SectionItemChanges: Sendable, Hashable {
    /// Items that leave the section (deleted or moved out), by old index, sorted.
    public var deleted: [Int]
    /// Items that arrive (inserted or moved in), by new index, sorted.
    public var inserted: [Int]
    /// Arrived items that bring a measured size along: from `(old section, old item)` to a new item.
    public var carried: [CarriedSize]
    /// Items (new indices) whose measured sizes are forgotten: they are measured again when shown.
    public var remeasured: [Int]

    /// Creates changes; everything defaults to none.
    public init(deleted: [Int] = [], inserted: [Int] = [], carried: [CarriedSize] = [], remeasured: [Int] = []) {
        self.deleted = deleted
        self.inserted = inserted
        self.carried = carried
        self.remeasured = remeasured
    }

    /// Whether nothing changes.
    public var isEmpty: Bool { deleted.isEmpty && inserted.isEmpty && carried.isEmpty && remeasured.isEmpty }
}

/// A measured size that moves with an item.
public struct CarriedSize: Sendable, Hashable {
    /// Where the item was before the update.
    public var oldSection: Int
    public var oldItem: Int
    /// Its index in its new section.
    public var newItem: Int

    /// Creates a carried size.
    public init(oldSection: Int, oldItem: Int, newItem: Int) {
        self.oldSection = oldSection
        self.oldItem = oldItem
        self.newItem = newItem
    }
}

extension MeasuredSizeStore {
    /// The store after `changes`: deleted items go with their sizes, inserted ones arrive unmeasured, carried
    /// sizes are copied from `source` (the old section's store), remeasured ones are forgotten.
    /// - Complexity: O(n) shifting, plus O(changes).
    func applying(
        _ changes: SectionItemChanges, newCount: Int, source: (_ section: Int) -> MeasuredSizeStore?
    ) -> MeasuredSizeStore {
        var sizes = self
        for index in changes.deleted.reversed() where index >= 0 && index < sizes.count {
            sizes.removeSubrange(index..<(index + 1))
        }
        for index in changes.inserted where index >= 0 && index <= sizes.count { sizes.insertUnmeasured(count: 1, at: index) }
        sizes.resize(to: newCount)
        for carried in changes.carried where carried.newItem >= 0 && carried.newItem < newCount {
            guard let store = source(carried.oldSection), carried.oldItem >= 0, carried.oldItem < store.count,
                let lengths = store.storedLengths(at: carried.oldItem)
            else { continue }
            sizes.set(
                width: lengths.width.isNaN ? nil : CGFloat(lengths.width),
                height: lengths.height.isNaN ? nil : CGFloat(lengths.height), at: carried.newItem)
        }
        for index in changes.remeasured where index >= 0 && index < newCount { sizes.clear(at: index) }
        return sizes
    }
}

extension LayoutSolution {
    /// Moves the solution forward through an update: sections without changes are kept as they are (or only
    /// move), changed sections are solved again with their measured sizes carried by the update's index mapping,
    /// inserted sections are solved afresh. The section provider is called for changed and moved sections only.
    ///
    /// On error the solution is unchanged.
    /// - Throws: ``LayoutError`` naming the section that cannot be laid out.
    /// - Complexity: O(sections) plus the cost of solving each changed section (O(items of one group) for a
    ///   section without estimated sizes; O(items) for an estimated one, for its measured sizes).
    public mutating func apply(_ update: LayoutUpdate) throws(LayoutError) {
        let old = sections
        let solver = SectionSolver(context: context)
        var updated: [SectionModel] = []
        updated.reserveCapacity(update.itemCounts.count)
        func store(_ section: Int) -> MeasuredSizeStore? {
            guard old.indices.contains(section), case .estimated(let storage) = old[section].content else { return nil }
            return storage.content.sizes
        }
        for (index, count) in update.itemCounts.enumerated() {
            guard index < update.oldSectionOfNew.count, let from = update.oldSectionOfNew[index], old.indices.contains(from)
            else {
                updated.append(try solver.solve(index: index, description: description(ofSection: index), itemCount: count))
                continue
            }
            let changes = update.changes[index]
            if from == index, old[from].itemCount == count, changes?.isEmpty ?? true {
                updated.append(old[from])
                continue
            }
            // A section that had no estimated storage (it was empty) still receives the sizes carried into it.
            let measured = changes.map { changes in
                (store(from) ?? MeasuredSizeStore(count: old[from].itemCount))
                    .applying(changes, newCount: count, source: store)
            }
            updated.append(
                try Self.resolve(
                    old[from], index: index, description: description(ofSection: index), itemCount: count, solver: solver,
                    measured: measured, changes: changes))
        }
        try Self.checkContentLength(updated, spacing: context.interSectionSpacing)
        sections = updated
        sectionStarts = Array(repeating: 0, count: updated.count)
        sectionReach = []
        maxLeadingOverhang = 0
        updatePositions(from: 0)
        assertConsistentState(after: "apply")
    }

    /// The provider's (or the uniform) description of `section` in the current environment.
    func description(ofSection section: Int) -> LayoutSection? {
        switch layout.sections {
        case .uniform(let uniform): uniform
        case .provider(let provider): provider(section, context.providerEnvironment)
        }
    }
}
