import Foundation

// Scoped invalidation (issue 10): an invalidation that names sections solves only those sections again.

extension LayoutSolution {
    /// Solves the sections in `named` again for the description, container and traits already solved; the other
    /// sections only move (semantics H20).
    ///
    /// The section provider is asked again for the named sections only, so a section whose description changed
    /// (taller rows, another group) takes the new one. Each named section keeps its item count and its measured
    /// sizes (items, supplementaries, boundary supplementaries: L9), as ``update(layout:container:traits:)`` keeps
    /// them; the frames are exactly those of that full update with the same description. An empty set changes
    /// nothing. On error the solution is unchanged.
    /// - Throws: ``LayoutError`` for a section index that does not exist, a section that cannot be laid out, or
    ///   content that becomes too long.
    /// - Complexity: the cost of solving each named section (a section without estimated sizes costs O(items in one
    ///   group); an estimated one O(its groups)), plus O(sections) to move the others.
    public mutating func invalidateSections(_ named: IndexSet) throws(LayoutError) {
        guard let first = named.first, let last = named.last else { return }
        guard first >= 0, last < sections.count else {
            let bad = first < 0 ? first : last
            throw LayoutError(.invalidValue(name: "section index", value: CGFloat(bad)), section: bad, elementPath: "")
        }
        let solved = try solveAgain(named)
        try checkContentLength(replacing: solved)
        for model in solved {
            sections[model.index] = model
        }
        updatePositions(from: first)
        // `updatePositions(from:)` takes the first changed section's overhang into account; add the others'.
        for model in solved {
            maxLeadingOverhang = max(maxLeadingOverhang, -model.visualMin)
        }
        assertConsistentState(after: "invalidateSections(\(Array(named)))")
    }

    /// The named sections solved again from the provider's current answers, measured sizes carried, in index
    /// order. Leaves the solution as it is.
    private func solveAgain(_ named: IndexSet) throws(LayoutError) -> [SectionModel] {
        let solver = SectionSolver(context: context)
        let environment = context.providerEnvironment
        var solved: [SectionModel] = []
        solved.reserveCapacity(named.count)
        for index in named {
            let description: LayoutSection?
            switch layout.sections {
            case .uniform(let uniform): description = uniform
            case .provider(let provider): description = provider(index, environment)
            }
            let old = sections[index]
            solved.append(
                try Self.resolve(old, description: description, itemCount: old.itemCount, solver: solver))
        }
        return solved
    }

    /// Throws ``LayoutError/Reason/contentTooLong(itemCount:)`` when putting `replacements` in place of the sections
    /// of the same indices would make the content longer than ``LayoutLimits/contentLengthPixels`` (R4).
    /// - Complexity: O(replacements).
    private func checkContentLength(replacing replacements: [SectionModel]) throws(LayoutError) {
        var total = contentLength
        for model in replacements {
            total -= sections[model.index].extent
        }
        for model in replacements {
            // `total` stays within the limit, and each extent is bounded by the section check: no overflow.
            guard model.extent <= LayoutLimits.contentLengthPixels - total else {
                throw LayoutError(.contentTooLong(itemCount: model.itemCount), section: model.index, elementPath: "")
            }
            total += model.extent
        }
    }
}
