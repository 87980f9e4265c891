import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A section of a ``CollectionAdapter``'s collection view: it declares its layout, registers and configures its
/// cells and supplementary views, and reacts to taps. Abstract: subclasses (``CollectionSection``) override.
///
/// Sections are the snapshot's section identifiers, so they are `Hashable` by ``id``.
@MainActor
open class Section: Hashable {
    /// The section's identity in snapshots.
    public let id: String
    /// Whether the section had no elements in the last snapshot the adapter built (set by the adapter before it
    /// applies the snapshot, so that the layout can show an empty state).
    public internal(set) var isEmpty = true

    /// Creates a section identified by `id`.
    public init(id: String) {
        self.id = id
    }

    /// The section's layout in `environment`.
    open func layoutSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        fatalError("\(type(of: self)) must override layoutSection(environment:)")
    }

    /// Registers the section's cells and supplementary views.
    open func registerCells(in collectionView: UICollectionView) {}

    /// The configured cell of `element` at `indexPath`.
    open func cell(
        for collectionView: UICollectionView, at indexPath: IndexPath, element: AnyElement
    ) -> UICollectionViewCell {
        fatalError("\(type(of: self)) must override cell(for:at:element:)")
    }

    /// The configured supplementary view of `kind` at `indexPath`; `nil` when the section has none of that kind.
    open func supplementaryView(
        for collectionView: UICollectionView, kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        nil
    }

    /// The user tapped `element`.
    open func didSelect(_ element: AnyElement) {}

    nonisolated public static func == (lhs: Section, rhs: Section) -> Bool { lhs.id == rhs.id }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
