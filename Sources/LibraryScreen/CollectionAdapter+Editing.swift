import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

extension CollectionAdapter {
    /// A new snapshot of `sections`, each with its elements.
    static func snapshot(
        sections: [Section], elements: [[AnyElement]]
    ) -> NSDiffableDataSourceSnapshot<Section, AnyElement> {
        var snapshot = NSDiffableDataSourceSnapshot<Section, AnyElement>()
        for (section, elements) in zip(sections, elements) {
            snapshot.appendSections([section])
            snapshot.appendItems(elements, toSection: section)
        }
        return snapshot
    }

    /// The applied snapshot with each section's changed run of elements replaced, or `nil` when the sections are
    /// not the applied ones (a new snapshot is then built). The result has the same sections and elements, in the
    /// same order, as a new snapshot would.
    /// - Complexity: O(elements) comparisons of wrappers (equal ones are identical at a glance), plus the edits.
    func editedSnapshot(
        sections: [Section], elements: [[AnyElement]]
    ) -> NSDiffableDataSourceSnapshot<Section, AnyElement>? {
        var snapshot = dataSource.snapshot()
        let applied = snapshot.sectionIdentifiers
        guard applied.count == sections.count, zip(applied, sections).allSatisfy({ $0 === $1 }) else { return nil }
        for (section, new) in zip(sections, elements) {
            let splice = ElementSplice(from: snapshot.itemIdentifiers(inSection: section), to: new)
            guard splice.apply(to: &snapshot, in: section) else { return nil }
        }
        return snapshot
    }
}

/// What changed in a section's elements, as one run: the elements between the common prefix and the common suffix
/// of the old and the new elements are replaced. A take or a return changes one run per section.
struct ElementSplice {
    /// The old elements the run replaces.
    let removed: [AnyElement]
    /// The new elements of the run.
    let inserted: [AnyElement]
    /// The unchanged element after the run, if any.
    let next: AnyElement?
    /// The unchanged element before the run, if any.
    let previous: AnyElement?

    /// The run that turns `old` into `new`.
    /// - Complexity: O(n) element comparisons.
    init(from old: [AnyElement], to new: [AnyElement]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        removed = Array(old[prefix..<(old.count - suffix)])
        inserted = Array(new[prefix..<(new.count - suffix)])
        next = suffix > 0 ? old[old.count - suffix] : nil
        previous = prefix > 0 ? old[prefix - 1] : nil
    }

    /// Replaces the run in `section` of `snapshot`. Returns `false`, the snapshot half edited, when an inserted
    /// element is elsewhere in the snapshot or inserted twice: inserting it would move it (UIKit logs that) or
    /// trap, so the caller builds a new snapshot instead, which reports it as before.
    func apply(
        to snapshot: inout NSDiffableDataSourceSnapshot<Section, AnyElement>, in section: Section
    ) -> Bool {
        if removed.isEmpty && inserted.isEmpty { return true }
        if !removed.isEmpty { snapshot.deleteItems(removed) }
        guard Set(inserted).count == inserted.count, inserted.allSatisfy({ snapshot.indexOfItem($0) == nil }) else {
            return false
        }
        guard !inserted.isEmpty else { return true }
        if let next {
            snapshot.insertItems(inserted, beforeItem: next)
        } else if let previous {
            snapshot.insertItems(inserted, afterItem: previous)
        } else {
            snapshot.appendItems(inserted, toSection: section)
        }
        return true
    }
}
