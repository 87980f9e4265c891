import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A book the client has: its title, and "Return" (tapping the card returns the book).
public final class ClientBookCell: UICollectionViewCell, Cell {
    /// The book shown.
    public private(set) var book: Book?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemBackground
        contentView.layer.cornerRadius = 10
        contentView.layer.borderWidth = 1
    }

    public required init?(coder: NSCoder) { nil }

    /// The margins around the text.
    public static let contentMargins = NSDirectionalEdgeInsets(top: 20, leading: 8, bottom: 12, trailing: 8)

    public func configure(with book: Book) {
        self.book = book
        var content = UIListContentConfiguration.subtitleCell()
        content.text = book.title
        content.secondaryText = "↩ Return"
        content.directionalLayoutMargins = Self.contentMargins
        contentConfiguration = content
    }
}
