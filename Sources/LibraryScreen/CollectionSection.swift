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

    /// The elements last wrapped by ``elements(_:)``, and their wrappers.
    private var wrapped: (values: [Element], elements: [AnyElement]) = ([], [])

    /// `values` wrapped for a snapshot. An element equal to the one at the same place last time keeps its wrapper,
    /// so a snapshot of a long section that changed in a few places wraps only those (the diff then finds the
    /// unchanged wrappers identical at a glance).
    /// - Complexity: O(n) comparisons of `Element`s, plus a new wrapper for each changed element.
    public func elements(_ values: [Element]) -> [AnyElement] {
        var elements: [AnyElement] = []
        swap(&elements, &wrapped.elements)  // unshared, when no snapshot holds them, so changed in place
        if elements.count > values.count { elements.removeLast(elements.count - values.count) }
        elements.reserveCapacity(values.count)
        let old = wrapped.values
        for index in values.indices {
            if index < elements.count {
                if values[index] != old[index] { elements[index] = AnyElement(values[index]) }
            } else {
                elements.append(AnyElement(values[index]))
            }
        }
        wrapped = (values, elements)
        return elements
    }

    open override func registerCells(in collectionView: UICollectionView) {
        collectionView.register(SectionCell.self, forCellWithReuseIdentifier: SectionCell.reuseIdentifier)
    }

    open override func cell(
        for collectionView: UICollectionView, at indexPath: IndexPath, element: AnyElement
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SectionCell.reuseIdentifier, for: indexPath)
        guard let cell = cell as? SectionCell, let element = element.element(as: Element.self) else {
            fatalError("\(type(of: self)) was asked for a cell of \(element.base) at \(indexPath)")
        }
        cell.configure(with: element)
        onConfigure?(cell, element)
        return cell
    }

    open override func didSelect(_ element: AnyElement) {
        guard let element = element.element(as: Element.self) else { return }
        onSelect?(element)
    }
}
