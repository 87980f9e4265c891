extension GroupRuns {
    /// Inserts `count` groups of one unmeasured item each before group `group` (a batch update's insert in a
    /// section whose groups hold one item: a list). Later groups move up.
    ///
    /// - Precondition: ``perGroup`` is 1 and `0 <= group <= groupCount`.
    /// - Complexity: O(runs) (moving later runs' starts; no rebuild), plus O(run) when the group lands in an
    ///   explicit run.
    mutating func insertSingleItemGroups(count: Int, at group: Int) {
        precondition(perGroup == 1 && group >= 0 && group <= groupCount, "GroupRuns: insertion at \(group) of \(groupCount)")
        guard count > 0 else { return }
        guard !store.runs.isEmpty else { return appendUniform(groups: count) }
        let index = group == groupCount ? store.runs.count - 1 : store.run(containingSlot: group)
        if var explicit = store.runs[index].explicit {
            store.runs[index].explicit = nil  // keep the arrays uniquely referenced while they change
            let local = group - store.runs[index].firstSlot
            explicit.strides.insert(contentsOf: repeatElement(uniformStride, count: count), at: local)
            explicit.extra.insert(contentsOf: repeatElement(uniformAcross, count: count), at: local)
            explicit.itemStarts.append(contentsOf: (0..<count).map { Int32(truncatingIfNeeded: explicit.itemStarts.count + $0) })
            store.runs[index].explicit = explicit
        }
        store.runs[index].count += count
        store.shiftRuns(from: index + 1, slots: count, items: count)
        store.slotCount += count
        store.itemCount += count
        maxAcross = max(maxAcross, Int(uniformAcross))
        store.lengths.add(count * uniformStride, at: index)
    }

    /// Removes groups `range` (each holding one item); later groups move down.
    ///
    /// - Precondition: ``perGroup`` is 1 and `range` lies within `0 ..< groupCount`.
    /// - Complexity: O(runs + removed groups), plus O(window) per explicit run it cuts.
    mutating func removeSingleItemGroups(_ range: Range<Int>) {
        precondition(perGroup == 1 && range.lowerBound >= 0 && range.upperBound <= groupCount, "GroupRuns: removal \(range) of \(groupCount)")
        guard !range.isEmpty else { return }
        var kept: [Run] = []
        kept.reserveCapacity(store.runs.count)
        var removedLengths: [(run: Int, length: Int)] = []
        var dropsMaximum = false
        for var run in store.runs {
            let start = run.firstSlot
            let end = start + run.count
            let cutStart = max(start, range.lowerBound)
            let cutEnd = min(end, range.upperBound)
            if cutStart < cutEnd {
                let cut = cutStart..<cutEnd
                let local = (cut.lowerBound - start)..<(cut.upperBound - start)
                removedLengths.append((kept.count, run.explicit?.strides.sum(of: local) ?? cut.count * uniformStride))
                if var explicit = run.explicit {
                    run.explicit = nil
                    dropsMaximum = dropsMaximum || explicit.extra[local].contains { Int($0) >= maxAcross }
                    explicit.strides.removeSubrange(local)
                    explicit.extra.removeSubrange(local)
                    explicit.itemStarts.removeLast(local.count)
                    run.explicit = explicit
                } else if cut.count == run.count {
                    dropsMaximum = dropsMaximum || Int(uniformAcross) >= maxAcross
                }
                run.count -= cut.count
            }
            guard run.count > 0 else { continue }
            // Groups after the removed ones move down by the removed count.
            let moved = start >= range.upperBound ? range.count : start > range.lowerBound ? start - range.lowerBound : 0
            run.firstSlot -= moved
            run.firstItem -= moved
            kept.append(run)
        }
        let dropsRuns = kept.count != store.runs.count
        store.runs = kept
        store.slotCount -= range.count
        store.itemCount -= range.count
        if dropsMaximum { recomputeMaxAcross() }
        if dropsRuns {
            store.rebuildLengths()
        } else {
            // Every run kept its index: only the cut ones are shorter.
            for (run, length) in removedLengths { store.lengths.add(-length, at: run) }
        }
    }
}
