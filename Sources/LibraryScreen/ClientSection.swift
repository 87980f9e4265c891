import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// What the client section shows: who the client is and how many books they have.
public struct ClientSummary: Hashable, Sendable {
    /// The client's name.
    public var name: String
    /// The number of books the client has taken.
    public var booksTaken: Int

    /// Creates a summary.
    public init(name: String, booksTaken: Int) {
        self.name = name
        self.booksTaken = booksTaken
    }

    /// "1 book taken", "3 books taken".
    public var booksTakenText: String { booksTaken == 1 ? "1 book taken" : "\(booksTaken) books taken" }
}

/// The client's name and the number of books taken: one full-width card, as tall as its labels need.
public final class ClientSection: CollectionSection<ClientSummary, ClientCell> {
    public init() { super.init(id: "client") }

    public override func layoutSection(environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        // As tall as the card's labels need (self-sizing): the name and the count inside the card's padding.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(80))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        return section
    }
}
