import CollectionRendering
import CompositionalLayout
import Foundation
import OpenCollectionView

extension RenderScene {
    /// What a `UICollectionView` of the UIKit face shows now: every element in its bounds at its displayed frame
    /// (pinned headers, orthogonal sections at their offsets), selected items tinted, and each cell's and
    /// supplementary view's view tree drawn from its layers (background colour, corner radius, border, alpha).
    /// Elements whose views draw nothing are placeholders.
    @MainActor
    public init(_ collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        let bounds = collectionView.bounds
        let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        let selected = Set(collectionView.indexPathsForSelectedItems ?? [])
        let elements = (layout?.layoutAttributesForElements(in: bounds) ?? []).map { attributes in
            var element = RenderElement(
                category: Self.category(attributes.representedElementCategory),
                elementKind: attributes.representedElementKind, indexPath: attributes.indexPath,
                frame: attributes.frame, zIndex: attributes.zIndex, alpha: attributes.alpha)
            switch attributes.representedElementCategory {
            case .cell:
                element.isSelected = selected.contains(attributes.indexPath)
                element.content = collectionView.cellForItem(at: attributes.indexPath).flatMap(RenderNode.init(drawing:))
            case .supplementaryView:
                element.content = attributes.representedElementKind.flatMap {
                    collectionView.supplementaryView(forElementKind: $0, at: attributes.indexPath)
                }.flatMap(RenderNode.init(drawing:))
            case .decorationView:
                break
            }
            return element
        }
        let direction: LayoutDirection =
            collectionView.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        self.init(
            canvas: bounds, contentSize: collectionView.contentSize,
            displayScale: collectionView.traitCollection.displayScale > 0 ? collectionView.traitCollection.displayScale : 3,
            layoutDirection: direction, elements: elements)
    }

    /// Every element's attributes in `collectionView`'s bounds, as layer 1's values (for the frame table).
    @MainActor
    public static func layoutAttributes(of collectionView: UICollectionView, in rect: CGRect) -> [LayoutAttributes] {
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        return (layout?.layoutAttributesForElements(in: rect) ?? []).map { attributes in
            LayoutAttributes(
                category: category(attributes.representedElementCategory), elementKind: attributes.representedElementKind,
                indexPath: attributes.indexPath, frame: attributes.frame, zIndex: attributes.zIndex)
        }
    }

    static func category(_ category: UICollectionView.ElementCategory) -> ElementCategory {
        switch category {
        case .cell: .cell
        case .supplementaryView: .supplementaryView
        case .decorationView: .decorationView
        }
    }
}
