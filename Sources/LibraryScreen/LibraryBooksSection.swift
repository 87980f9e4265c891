import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The library's books: a grid whose cells size themselves to their wrapped titles, with a checkmark on taken
/// books. The column count follows the width, as an adaptive layout does on an iPad.
public final class LibraryBooksSection: CollectionSection<ShelfBook, LibraryBookCell> {
    /// The element kind of the section's title header.
    public static let headerKind = "library-books-header"
    /// The narrowest a column may be.
    public static let minimumColumnWidth: CGFloat = 160

    public init() { super.init(id: "library-books") }

    /// The number of columns for a content width: as many as fit at ``minimumColumnWidth``, at least one.
    public static func columnCount(forWidth width: CGFloat) -> Int {
        max(1, Int((width / minimumColumnWidth).rounded(.down)))
    }

    public override func layoutSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        let width = environment.container.effectiveContentSize.width - insets.leading - insets.trailing
        let columns = Self.columnCount(forWidth: width)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .estimated(120)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
            subitem: item, count: columns)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        section.interGroupSpacing = 8
        section.boundarySupplementaryItems = [SectionHeaderView.boundaryItem(kind: Self.headerKind)]
        return section
    }

    public override func registerCells(in collectionView: UICollectionView) {
        super.registerCells(in: collectionView)
        SectionHeaderView.register(in: collectionView, kind: Self.headerKind)
    }

    public override func supplementaryView(
        for collectionView: UICollectionView, kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard kind == Self.headerKind else { return nil }
        return SectionHeaderView.dequeue(from: collectionView, kind: kind, at: indexPath, title: "Library")
    }
}
