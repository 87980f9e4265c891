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

    /// The boxes of the elements last wrapped by ``elements(_:)``, typed, and their wrappers.
    private var wrapped: (boxes: [ElementBox<Element>], elements: [AnyElement]) = ([], [])

    /// `values` wrapped for a snapshot. An element equal to the one at the same place last time keeps its wrapper,
    /// so a snapshot of a long section that changed in a few places wraps only those (the diff then finds the
    /// unchanged wrappers identical at a glance). The values are compared with the ones the wrappers hold, so the
    /// section keeps no copy of the collection it was given.
    /// - Complexity: O(n) comparisons of `Element`s, plus a new wrapper for each changed element.
    public func elements<Values: Collection>(_ values: Values) -> [AnyElement] where Values.Element == Element {
        var (boxes, elements) = ([ElementBox<Element>](), [AnyElement]())
        swap(&boxes, &wrapped.boxes)  // unshared, so changed in place
        swap(&elements, &wrapped.elements)  // unshared when no snapshot holds them
        let count = values.count
        if boxes.count > count {
            boxes.removeLast(boxes.count - count)
            elements.removeLast(elements.count - count)
        }
        boxes.reserveCapacity(count)
        elements.reserveCapacity(count)
        // By index, not by iterator: a subscript can hand the value over in place, an iterator copies it out.
        var position = values.startIndex
        for index in 0..<count {
            defer { values.formIndex(after: &position) }
            if index < boxes.count {
                if values[position] == boxes[index].value { continue }
                boxes[index] = ElementBox(values[position])
                elements[index] = AnyElement(box: boxes[index])
            } else {
                boxes.append(ElementBox(values[position]))
                elements.append(AnyElement(box: boxes[index]))
            }
        }
        wrapped = (boxes, elements)
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
