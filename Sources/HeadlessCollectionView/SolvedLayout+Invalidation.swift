import CompositionalLayout
import Foundation

/// What an invalidation of the layout names (semantics H20): everything — the description, container or traits may
/// have changed, so every section is solved again — or some sections only, whose descriptions the section provider
/// may now answer differently while the rest of the layout stays as it is.
public enum LayoutInvalidation: Sendable, Hashable {
    /// Every section is solved again (``SolvedLayout/update(description:container:traits:)``).
    case everything
    /// Only these sections are solved again; the others only move.
    case sections(IndexSet)

    /// The sections of the elements at `indexPaths` (items, supplementaries or decorations: the first index of each
    /// path is its section). An empty index path or a negative section names everything.
    /// - Complexity: O(n log n) for n index paths.
    public init(elementsAt indexPaths: some Sequence<IndexPath>) {
        var sections = IndexSet()
        for indexPath in indexPaths {
            guard let section = indexPath.first, section >= 0 else {
                self = .everything
                return
            }
            sections.insert(section)
        }
        self = .sections(sections)
    }

    /// What both invalidations name: everything if either does, otherwise the union of their sections.
    /// - Complexity: O(sections named).
    public func merged(with other: LayoutInvalidation) -> LayoutInvalidation {
        switch (self, other) {
        case (.sections(let mine), .sections(let theirs)): .sections(mine.union(theirs))
        default: .everything
        }
    }

    /// `self`, or ``everything`` when it names a section outside `0..<sectionCount`.
    /// - Complexity: O(1).
    func limited(toSectionCount sectionCount: Int) -> LayoutInvalidation {
        guard case .sections(let sections) = self, let first = sections.first, let last = sections.last else {
            return self
        }
        return first >= 0 && last < sectionCount ? self : .everything
    }
}

extension SolvedLayout {
    /// Solves everything again, whatever `invalidation` names (flow and custom layouts: their own invalidation
    /// decides what they keep).
    public mutating func update(
        _ invalidation: LayoutInvalidation, description: any LayoutDescription, container: CollectionContainer,
        traits: LayoutTraits
    ) throws(LayoutError) {
        try update(description: description, container: container, traits: traits)
    }
}

extension LayoutSolution {
    /// Solves only the named sections again (`invalidateSections(_:)`) for `.sections`, every section for
    /// `.everything`.
    /// - Complexity: `.sections`: the named sections' cost plus O(sections); `.everything`: a full update.
    public mutating func update(
        _ invalidation: LayoutInvalidation, description: any LayoutDescription, container: CollectionContainer,
        traits: LayoutTraits
    ) throws(LayoutError) {
        switch invalidation {
        case .everything:
            try update(description: description, container: container, traits: traits)
        case .sections(let sections):
            guard description is CollectionLayout else {
                throw mismatchedDescription(description, solvedBy: "the compositional solver")
            }
            try invalidateSections(sections)
        }
    }
}
