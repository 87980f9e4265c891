import CollectionRendering
import CompositionalLayout
import Foundation
import HeadlessCollectionView
import OpenCollectionView

extension RenderScene {
    /// What a `UICollectionView` of the UIKit face shows now, with any layout (compositional, list or flow): every
    /// view in its bounds at its displayed frame (pinned headers, orthogonal sections at their offsets, visible-items
    /// handlers' changes), in drawing order; each cell's, supplementary's and decoration's view tree drawn as UIKit
    /// draws it (`RenderNode.init(drawing:)`: layers, labels' text, image views' symbols, list content, accessories,
    /// background configurations); list separators; selection and focus. Views that draw nothing are placeholders.
    /// The background is the collection view's colour, else its first list section's (`systemGroupedBackground`
    /// for grouped lists), else white.
    @MainActor
    public init(_ collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        let headless = collectionView.headlessView
        self.init(collectionView: headless) { _, view in
            (view as? UIView).flatMap(RenderNode.init(drawing:))
        }
        backgroundColor = Self.background(of: collectionView)
    }

    /// Every element's attributes in `rect` of `collectionView`'s layout (any layout), as layer 1's values (for the
    /// frame table).
    @MainActor
    public static func layoutAttributes(of collectionView: UICollectionView, in rect: CGRect) -> [LayoutAttributes] {
        collectionView.layoutIfNeeded()
        return collectionView.headlessView.layoutAttributesForElements(in: rect)
    }

    /// The colour behind the content.
    @MainActor
    static func background(of collectionView: UICollectionView) -> RenderColor {
        if let color = collectionView.backgroundColor { return RenderNode.color(of: color, in: collectionView) }
        switch collectionView.headlessView.listStyle(ofSection: 0)?.appearance {
        case .grouped?, .insetGrouped?, .sidebar?: return .systemGroupedBackground
        default: return .white
        }
    }
}
