import Foundation

/// The changes that turn one snapshot's layout into another's, expressed the way a collection view's batch update
/// expects them: deletes at old indices, inserts at new indices, moves from old to new, and reloads/reconfigures at
/// new indices (applied after the structural changes).
///
/// Index paths are two-element `[section, item]` `IndexPath`s. Every array is sorted ascending — moves by their
/// destination — so that equal diffs compare equal and output is deterministic.
///
/// Items inside deleted or inserted sections are never listed individually (the section operation covers them); an
/// item that leaves a surviving section for an inserted one is an item delete, and an item that comes from a deleted
/// section into a surviving one is an item insert.
public struct BatchUpdate: Sendable, Hashable {
    /// A section that keeps its identity but changes index.
    public struct SectionMove: Sendable, Hashable, CustomStringConvertible {
        /// Index before the update.
        public var source: Int
        /// Index after the update.
        public var destination: Int

        /// Creates a section move.
        public init(source: Int, destination: Int) {
            self.source = source
            self.destination = destination
        }

        /// The move as `source → destination`, such as `2 → 0`.
        public var description: String { "\(source) → \(destination)" }
    }

    /// An item that keeps its identity but changes index path, possibly across sections.
    public struct ItemMove: Sendable, Hashable, CustomStringConvertible {
        /// `[section, item]` before the update.
        public var source: IndexPath
        /// `[section, item]` after the update.
        public var destination: IndexPath

        /// Creates an item move.
        public init(source: IndexPath, destination: IndexPath) {
            self.source = source
            self.destination = destination
        }

        /// The move as `[section, item] → [section, item]`, such as `[0, 1] → [2, 0]`.
        public var description: String {
            "[\(source.map(String.init).joined(separator: ", "))] → [\(destination.map(String.init).joined(separator: ", "))]"
        }
    }

    /// Sections removed, by index before the update.
    public var sectionDeletes: [Int]
    /// Sections added, by index after the update.
    public var sectionInserts: [Int]
    /// Sections moved, from index before to index after the update. Sorted by destination.
    public var sectionMoves: [SectionMove]
    /// Sections to reload, by index after the update.
    public var sectionReloads: [Int]
    /// Items removed, by index path before the update.
    public var itemDeletes: [IndexPath]
    /// Items added, by index path after the update.
    public var itemInserts: [IndexPath]
    /// Items moved, from index path before to index path after the update. Sorted by destination.
    public var itemMoves: [ItemMove]
    /// Items to reload (new cell), by index path after the update.
    public var itemReloads: [IndexPath]
    /// Items to reconfigure (existing cell), by index path after the update.
    public var itemReconfigures: [IndexPath]

    /// Creates a batch update; every list defaults to empty.
    public init(
        sectionDeletes: [Int] = [], sectionInserts: [Int] = [], sectionMoves: [SectionMove] = [],
        sectionReloads: [Int] = [], itemDeletes: [IndexPath] = [], itemInserts: [IndexPath] = [],
        itemMoves: [ItemMove] = [], itemReloads: [IndexPath] = [], itemReconfigures: [IndexPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.itemReconfigures = itemReconfigures
    }

    /// `true` when the update changes nothing and reloads nothing.
    public var isEmpty: Bool { !hasStructuralChanges && !hasReloads }

    /// `true` when sections or items are deleted, inserted or moved.
    public var hasStructuralChanges: Bool {
        !(sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && itemDeletes.isEmpty
            && itemInserts.isEmpty && itemMoves.isEmpty)
    }

    /// `true` when sections or items are reloaded or reconfigured.
    public var hasReloads: Bool {
        !(sectionReloads.isEmpty && itemReloads.isEmpty && itemReconfigures.isEmpty)
    }
}

extension BatchUpdate: CustomStringConvertible {
    /// One line per non-empty list, e.g. `itemDeletes: [0, 1], [0, 3]`.
    public var description: String {
        func paths(_ list: [IndexPath]) -> String {
            list.map { "[\($0.map(String.init).joined(separator: ", "))]" }.joined(separator: ", ")
        }
        var lines: [String] = []
        if !sectionDeletes.isEmpty { lines.append("sectionDeletes: \(sectionDeletes)") }
        if !sectionInserts.isEmpty { lines.append("sectionInserts: \(sectionInserts)") }
        if !sectionMoves.isEmpty { lines.append("sectionMoves: \(sectionMoves)") }
        if !sectionReloads.isEmpty { lines.append("sectionReloads: \(sectionReloads)") }
        if !itemDeletes.isEmpty { lines.append("itemDeletes: \(paths(itemDeletes))") }
        if !itemInserts.isEmpty { lines.append("itemInserts: \(paths(itemInserts))") }
        if !itemMoves.isEmpty { lines.append("itemMoves: \(itemMoves)") }
        if !itemReloads.isEmpty { lines.append("itemReloads: \(paths(itemReloads))") }
        if !itemReconfigures.isEmpty { lines.append("itemReconfigures: \(paths(itemReconfigures))") }
        return lines.isEmpty ? "BatchUpdate(empty)" : "BatchUpdate(\n  " + lines.joined(separator: "\n  ") + "\n)"
    }
}
