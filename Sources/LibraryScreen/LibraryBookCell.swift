import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A book of the library: its title, its author, and a checkmark when it is taken.
public final class LibraryBookCell: UICollectionViewCell, Cell {
    /// The mark of a taken book.
    public static let checkmark = "✓"

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
    }

    public required init?(coder: NSCoder) { nil }

    /// The margins around the text.
    public static let contentMargins = NSDirectionalEdgeInsets(top: 20, leading: 8, bottom: 12, trailing: 8)

    public func configure(with shelfBook: ShelfBook) {
        var content = UIListContentConfiguration.subtitleCell()
        switch shelfBook.availability {
        case .available:
            content.text = shelfBook.book.title
            content.secondaryText = shelfBook.book.author
        case .takenByClient:
            content.text = "\(Self.checkmark) \(shelfBook.book.title)"
            content.secondaryText = "taken by you"
        case .takenByOther(let name):
            content.text = "\(Self.checkmark) \(shelfBook.book.title)"
            content.secondaryText = "with \(name)"
        }
        content.directionalLayoutMargins = Self.contentMargins
        contentConfiguration = content
        contentView.backgroundColor = shelfBook.availability == .available
            ? .secondarySystemBackground : .tertiarySystemBackground
    }
}
