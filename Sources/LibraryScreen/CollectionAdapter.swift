import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// What a ``CollectionAdapter`` asks its owner (the view controller) for: the sections, and each one's elements.
@MainActor
public protocol CollectionAdapterDelegate: AnyObject {
    /// The sections to show, in order.
    func sections(for adapter: CollectionAdapter) -> [Section]
    /// The elements of `section`, in order.
    func elements(for section: Section, in adapter: CollectionAdapter) -> [AnyElement]
}

/// Owns a collection view's compositional layout and diffable data source: it asks its delegate for sections and
/// elements, registers the sections' cells, builds a snapshot and applies it, and hands taps to the sections.
@MainActor
public final class CollectionAdapter: NSObject, UICollectionViewDelegate {
    /// The collection view the adapter drives.
    public let collectionView: UICollectionView
    /// The layout: each section's layout comes from the section at its index.
    public let layout: UICollectionViewCompositionalLayout
    /// The data source, whose identifiers are the sections and their elements.
    public private(set) var dataSource: UICollectionViewDiffableDataSource<Section, AnyElement>!
    /// Asked for sections and elements.
    public weak var delegate: (any CollectionAdapterDelegate)?

    /// The sections of the last snapshot, by index (the layout's section provider reads them).
    public private(set) var sections: [Section] = []
    private var registered: Set<ObjectIdentifier> = []

    /// Creates an adapter and the collection view it drives, of `frame`.
    public init(frame: CGRect) {
        var sectionAtIndex: ((Int) -> Section?)?
        layout = UICollectionViewCompositionalLayout { index, environment in
            sectionAtIndex?(index)?.layoutSection(environment: environment)
        }
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        sectionAtIndex = { [weak self] index in
            guard let self, index < self.sections.count else { return nil }
            return self.sections[index]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            [weak self] collectionView, indexPath, element in
            self?.sections[indexPath.section].cell(for: collectionView, at: indexPath, element: element)
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            self?.sections[indexPath.section].supplementaryView(for: collectionView, kind: kind, at: indexPath)
        }
        collectionView.delegate = self
    }

    /// Asks the delegate for the sections and their elements, registers new sections' cells, and applies the
    /// snapshot: one transaction for every section that changed.
    public func performUpdates(animated: Bool = true) {
        apply(makeSnapshot(), animated: animated)
    }

    /// The snapshot of what the delegate says now; also tells each section whether it is empty.
    ///
    /// While the sections are the ones on screen, the applied snapshot is edited where their elements changed (a
    /// take replaces one book of 10,000): hashing every element into a new snapshot on each change would cost
    /// O(elements). A new snapshot is built when the sections change (APP10).
    public func makeSnapshot() -> NSDiffableDataSourceSnapshot<Section, AnyElement> {
        guard let delegate else { return NSDiffableDataSourceSnapshot<Section, AnyElement>() }
        let sections = delegate.sections(for: self)
        let elements = sections.map { section in
            let elements = delegate.elements(for: section, in: self)
            section.isEmpty = elements.isEmpty
            return elements
        }
        return editedSnapshot(sections: sections, elements: elements)
            ?? Self.snapshot(sections: sections, elements: elements)
    }

    /// Registers the snapshot's new sections' cells, then applies it.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<Section, AnyElement>, animated: Bool) {
        let newSections = snapshot.sectionIdentifiers
        for section in newSections where registered.insert(ObjectIdentifier(section)).inserted {
            section.registerCells(in: collectionView)
        }
        sections = newSections
        // A section's layout may depend on whether it is empty (APP2). The layout asks the section provider again
        // for every section whose items change, which is exactly when that changes; invalidating the layout here
        // would make the update start from the new layout's frames instead of the ones on screen.
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// The element at `indexPath` and its section.
    public func element(at indexPath: IndexPath) -> (section: Section, element: AnyElement)? {
        guard indexPath.section < sections.count, let element = dataSource.itemIdentifier(for: indexPath) else {
            return nil
        }
        return (sections[indexPath.section], element)
    }

    // MARK: UICollectionViewDelegate

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let (section, element) = element(at: indexPath) else { return }
        section.didSelect(element)
    }
}
