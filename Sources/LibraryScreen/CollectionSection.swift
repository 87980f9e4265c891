import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A section of one kind of element shown by one kind of cell: it registers the cell, dequeues and configures it
/// and hands taps on its elements to ``onSelect``. Subclasses declare the layout.
@MainActor
open class CollectionSection<Element: Hashable & Sendable, SectionCell: Cell>: Section where SectionCell.Object == Element {
    /// Called when the user taps an element of the section.
    public var onSelect: ((Element) -> Void)?
    /// Called after a cell is configured, for what the element alone does not say (a delegate, say).
    public var onConfigure: ((SectionCell, Element) -> Void)?

    open override func registerCells(in collectionView: UICollectionView) {
        collectionView.register(SectionCell.self, forCellWithReuseIdentifier: SectionCell.reuseIdentifier)
    }

    open override func cell(
        for collectionView: UICollectionView, at indexPath: IndexPath, element: AnyElement
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SectionCell.reuseIdentifier, for: indexPath)
        guard let cell = cell as? SectionCell, let element = element.base as? Element else {
            fatalError("\(type(of: self)) was asked for a cell of \(element.base) at \(indexPath)")
        }
        cell.configure(with: element)
        onConfigure?(cell, element)
        return cell
    }

    open override func didSelect(_ element: AnyElement) {
        guard let element = element.base as? Element else { return }
        onSelect?(element)
    }
}
