import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The client's books, scrolling sideways (an orthogonal section); each card has a return button.
public class ClientBooksSection: CollectionSection<Book, ClientBookCell> {
    /// The element kind of the section's title header.
    public static let headerKind = "client-books-header"

    /// A book card's size: the title's two lines, the author and the return button, inside the card's padding
    /// (20 + 2 × 20.33 + 4 + 18 + 4 + 32.33 + 10 = 129 points, rounded up to 140).
    public static let cardSize = CGSize(width: 176, height: 140)

    public init() { super.init(id: "client-books") }

    public override func layoutSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(Self.cardSize.width), heightDimension: .absolute(Self.cardSize.height)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
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
        return SectionHeaderView.dequeue(from: collectionView, kind: kind, at: indexPath, title: "Your books")
    }
}

/// ``ClientBooksSection`` with an empty state: when the client has no books, a supplementary view as large as the
/// section with books says so. The adapter tells the section whether it is empty; only then does the layout have
/// the supplementary item.
public final class EmptyStateClientBooksSection: ClientBooksSection {
    /// The element kind of the empty-state view.
    public static let emptyKind = "client-books-empty"

    public override func layoutSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section = super.layoutSection(environment: environment)
        guard isEmpty else { return section }
        // The cards' height and the bottom inset: the empty state takes the room the books would.
        let empty = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.cardSize.height)),
            elementKind: Self.emptyKind, alignment: .bottom)
        section.boundarySupplementaryItems.append(empty)
        return section
    }

    public override func registerCells(in collectionView: UICollectionView) {
        super.registerCells(in: collectionView)
        collectionView.register(
            EmptyClientBooksView.self, forSupplementaryViewOfKind: Self.emptyKind,
            withReuseIdentifier: EmptyClientBooksView.reuseIdentifier)
    }

    public override func supplementaryView(
        for collectionView: UICollectionView, kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView? {
        guard kind == Self.emptyKind else {
            return super.supplementaryView(for: collectionView, kind: kind, at: indexPath)
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: EmptyClientBooksView.reuseIdentifier, for: indexPath)
    }
}
