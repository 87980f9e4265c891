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
    /// background configurations); list separators; selection and focus. A view that cannot show (hidden, fully
    /// transparent, or drawing nothing) is a hidden element: nothing is drawn for it, not even a placeholder, and
    /// only the debug overlay outlines it (semantics RD18). Every colour is resolved for the views' traits, so the
    /// collection view's `overrideUserInterfaceStyle` draws it light or dark. The background is the collection
    /// view's colour, else its first list section's (`systemGroupedBackground` for grouped lists), else
    /// `systemBackground`.
    @MainActor
    public init(_ collectionView: UICollectionView) {
        collectionView.layoutIfNeeded()
        let headless = collectionView.headlessView
        var invisible: Set<ElementKey> = []
        self.init(collectionView: headless) { key, view in
            let node = (view as? UIView).flatMap(RenderNode.init(drawing:))
            if node == nil { invisible.insert(key) }
            return node
        }
        let separatorColor = RenderNode.color(of: .separator, in: collectionView)
        for index in elements.indices {
            let element = elements[index]
            let key = ElementKey(category: element.category, elementKind: element.elementKind, indexPath: element.indexPath)
            if invisible.contains(key) { elements[index].isHidden = true }
            if !element.separators.isEmpty, element.separatorColor == nil { elements[index].separatorColor = separatorColor }
        }
        backgroundColor = Self.background(of: collectionView)
    }

    /// What `collectionView` shows in `userInterfaceStyle` (light or dark; `.unspecified` keeps its own traits):
    /// the collection view's `overrideUserInterfaceStyle` is set while it is drawn, then restored.
    @MainActor
    public init(_ collectionView: UICollectionView, userInterfaceStyle: UIUserInterfaceStyle) {
        guard userInterfaceStyle != .unspecified else {
            self.init(collectionView)
            return
        }
        let previous = collectionView.overrideUserInterfaceStyle
        collectionView.overrideUserInterfaceStyle = userInterfaceStyle
        defer { collectionView.overrideUserInterfaceStyle = previous }
        self.init(collectionView)
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
        case .grouped?, .insetGrouped?, .sidebar?: return RenderNode.color(of: .systemGroupedBackground, in: collectionView)
        default: return RenderNode.color(of: .systemBackground, in: collectionView)
        }
    }
}
