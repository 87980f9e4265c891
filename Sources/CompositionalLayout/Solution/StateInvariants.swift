import Foundation

// The invariants of a solution's incremental state, checked in debug builds after every incremental step
// (`apply`, `setMeasuredSize`, `update`): release builds skip them, so they cost nothing where speed is measured.

extension LayoutSolution {
    /// What is wrong with the solution's bookkeeping (empty when it is consistent): section starts follow each
    /// other by extent and spacing, the running reach never decreases, the content length covers the sections, and
    /// each estimated section stores one measured-size slot per item, with group runs that cover its items
    /// without gaps.
    func stateProblems() -> [String] {
        var problems: [String] = []
        guard sectionStarts.count == sections.count, sectionReach.count == sections.count else {
            return ["\(sections.count) sections, \(sectionStarts.count) starts, \(sectionReach.count) reaches"]
        }
        for index in sections.indices {
            if index > 0 {
                let expected = sectionStarts[index - 1] + sections[index - 1].extent + context.interSectionSpacing
                if sectionStarts[index] != expected { problems.append("section \(index) starts at \(sectionStarts[index]), not \(expected)") }
                if sectionReach[index] < sectionReach[index - 1] { problems.append("section \(index): reach decreases") }
            }
            if sections[index].index != index { problems.append("section \(index) is solved as section \(sections[index].index)") }
            // The interned kinds are a cache of the kinds' text, made once per solve (L20).
            if sections[index].kindNames.map(\.value) != sections[index].kinds
                || sections[index].decorationKindNames.map(\.value) != sections[index].decorationKinds
            {
                problems.append("section \(index): the interned kinds are stale")
            }
            if case .estimated(let storage) = sections[index].content, storage.content.sizes.count != sections[index].itemCount {
                problems.append("section \(index): \(storage.content.sizes.count) size slots for \(sections[index].itemCount) items")
            }
            if case .estimated(let storage) = sections[index].content {
                var content = storage.content
                problems += content.groups.problems(itemCount: content.itemCount).map { "section \(index): \($0)" }
                // The summary kept beside the content must be the content's own (it is refreshed after every change).
                if storage.surroundings != EstimatedSurroundings(&content) {
                    problems.append("section \(index): the stored surroundings are stale")
                }
            }
        }
        if globalKindNames.map(\.value) != globalItems.map(\.elementKind) { problems.append("the interned global kinds are stale") }
        if let last = sections.indices.last, contentLength < sectionStarts[last] + sections[last].extent {
            problems.append("content length \(contentLength) ends before the last section")
        }
        return problems
    }

    /// Traps in debug builds when the state is inconsistent.
    @inline(__always)
    func assertConsistentState(after step: @autoclosure () -> String) {
        #if DEBUG
            let problems = stateProblems()
            assert(problems.isEmpty, "LayoutSolution after \(step()): \(problems.prefix(4).joined(separator: "; "))")
        #endif
    }
}

extension FlowSolution {
    /// What is wrong with the solution's bookkeeping: section starts follow each other by extent, and each
    /// variable section has one size per item and line runs that cover its items without gaps, whose uniform
    /// lines hold unmeasured items followed by an unmeasured item (LY6).
    func stateProblems() -> [String] {
        var problems: [String] = []
        var y = 0
        for (index, section) in sections.enumerated() {
            if sectionStarts[index] != y { problems.append("section \(index) starts at \(sectionStarts[index]), not \(y)") }
            y += section.extent
            guard case .variable(let lines) = section.lines else { continue }
            let sizeCount = lines.isEstimated ? lines.sizes.count : lines.givenSizes.count
            if sizeCount != section.itemCount { problems.append("section \(index): \(sizeCount) sizes") }
            problems += lines.givenSizes.problems.map { "section \(index): \($0)" }
            problems += lines.runs.problems(itemCount: section.itemCount).map { "section \(index): \($0)" }
            problems += Self.unmeasuredRunProblems(lines).map { "section \(index): \($0)" }
        }
        if y != contentLength { problems.append("content length \(contentLength), sections end at \(y)") }
        return problems
    }

    /// Uniform runs whose lines are not full lines of unmeasured items followed by an unmeasured item, or that
    /// end the section (its last line is packed to the leading edge, F3, so it is stored).
    static func unmeasuredRunProblems(_ lines: FlowVariableLines) -> [String] {
        let runs = lines.runs.store.runs
        return runs.indices.compactMap { index in
            let run = runs[index]
            guard run.explicit == nil else { return nil }
            let end = run.firstItem + run.count * lines.runs.perLine
            let measured = lines.sizes.firstMeasured(atOrAfter: run.firstItem) ?? lines.sizes.count
            return measured > end && end < lines.sizes.count ? nil : "uniform run \(index) is not all unmeasured items"
        }
    }

    /// Traps in debug builds when the state is inconsistent.
    @inline(__always)
    func assertConsistentState(after step: @autoclosure () -> String) {
        #if DEBUG
            let problems = stateProblems()
            assert(problems.isEmpty, "FlowSolution after \(step()): \(problems.prefix(4).joined(separator: "; "))")
        #endif
    }
}
