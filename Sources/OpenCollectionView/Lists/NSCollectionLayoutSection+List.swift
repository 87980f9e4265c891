import CompositionalLayout
import Foundation

extension NSCollectionLayoutSection {
    /// A list section of `configuration` for `layoutEnvironment`, to sit beside other sections in a section
    /// provider. The layout layer builds it (`LayoutSection.list(using:environment:)`); the returned section shows
    /// that section's group, insets and supplementaries, which can be changed as on any section.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let described = LayoutSection.list(
            using: configuration.makeDescription(), environment: layoutEnvironment.layoutEnvironment)
        let section = NSCollectionLayoutSection(group: .listRows(described.group))
        section.contentInsets = described.contentInsets
        section.boundarySupplementaryItems = described.boundarySupplementaryItems.map(
            NSCollectionLayoutBoundarySupplementaryItem.init(listBoundary:))
        section.headerTopPadding = described.headerTopPadding
        section.listStyle = described.listStyle
        section.listConfiguration = configuration
        return section
    }
}

extension NSCollectionLayoutGroup {
    /// The face's group for a list section's rows: one full-width item per row, with the layer's sizes.
    static func listRows(_ group: LayoutGroup) -> NSCollectionLayoutGroup {
        let size = NSCollectionLayoutSize(group.size)
        return .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    }
}

extension NSCollectionLayoutSize {
    convenience init(_ size: LayoutSize) {
        self.init(
            widthDimension: NSCollectionLayoutDimension(size.width),
            heightDimension: NSCollectionLayoutDimension(size.height))
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// A list header or footer, as the layer describes it.
    convenience init(listBoundary item: BoundarySupplementaryItem) {
        self.init(layoutSize: NSCollectionLayoutSize(item.size), elementKind: item.elementKind, alignment: item.alignment)
        pinToVisibleBounds = item.pinToVisibleBounds
        extendsBoundary = item.extendsBoundary
        zIndex = item.zIndex
    }
}

extension NSCollectionLayoutEnvironment {
    /// The layout layer's environment: the one this wraps, or one read from the protocol's properties.
    var layoutEnvironment: LayoutEnvironment {
        if let bridged = self as? CollectionLayoutEnvironment { return bridged.value }
        return LayoutEnvironment(
            container: LayoutContainer(contentSize: container.contentSize, contentInsets: container.contentInsets),
            traits: traitCollection.layoutTraits)
    }
}
