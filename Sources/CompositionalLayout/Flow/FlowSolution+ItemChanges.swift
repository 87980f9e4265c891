import Foundation

extension FlowSolution {
    /// A section of per-item sizes after item changes (semantics LY5): the items that stay keep the sizes the
    /// provider gave them, the provider is asked only for the items that arrive (inserted or moved in) and the
    /// reloaded ones, and lines re-pack from the first change until they line up with the old ones — the frames
    /// of a fresh solve, as long as the provider answers an item's size wherever the item is.
    /// - Throws: ``LayoutError`` for a size that is not finite or negative.
    /// - Complexity: O(changes · (chunk + chunks)) to move the chunked sizes (no provider question), O(changes)
    ///   questions, plus the lines packed again.
    func perItemSection(
        _ old: FlowSectionModel, lines: FlowVariableLines, changes: SectionItemChanges, newCount: Int
    ) throws(LayoutError) -> FlowSectionModel {
        var sizes = lines.givenSizes
        // Items that arrive are asked below; until then they hold a placeholder.
        for item in changes.deleted.reversed() where item >= 0 && item < sizes.count { sizes.remove(at: item) }
        for item in changes.inserted where item >= 0 && item <= sizes.count { sizes.insert(.zero, at: item) }
        while sizes.count > newCount { sizes.remove(at: sizes.count - 1) }
        while sizes.count < newCount { sizes.insert(.zero, at: sizes.count) }
        let asked = Set(changes.inserted + changes.remeasured).filter { $0 >= 0 && $0 < newCount }.sorted()
        let provider = layout.itemSizeProvider
        let fallback = old.metrics.itemSize ?? layout.itemSize
        for item in asked {
            let given = provider?(IndexPath(indexes: [old.index, item])) ?? fallback
            sizes[item] = try canonicalPixels(given, section: old.index, path: "item \(item)")
        }
        var lines = lines
        lines.givenSizes = sizes
        lines.hasUniformSizes = Self.hasUniformSizes(
            sizes, count: newCount, wasUniform: lines.hasUniformSizes, changes: changes, asked: asked)
        return Self.repacked(old, lines: lines, changes: changes, newCount: newCount)
    }

    /// Whether every item of the store has one size (F3), checking only the answers just given when the section
    /// was uniform and nothing left it; otherwise by a scan of the store (no provider question).
    static func hasUniformSizes(
        _ sizes: FlowGivenSizes, count: Int, wasUniform: Bool, changes: SectionItemChanges, asked: [Int]
    ) -> Bool {
        guard count > 0 else { return true }
        if changes.deleted.isEmpty {
            // The first item not asked kept its size: every other kept item has it when the section was uniform.
            var kept = 0
            for item in asked where item == kept { kept += 1 }
            if kept < count {
                guard wasUniform || !changes.remeasured.isEmpty else { return false }
                if wasUniform { return asked.allSatisfy { sizes[$0] == sizes[kept] } }
            }
        }
        return sizes.allHave(sizes[0])
    }
}
