import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A book of the library: its title (wrapping over as many lines as it needs: the cell sizes itself), its author,
/// and a checkmark when it is taken.
public final class LibraryBookCell: UICollectionViewCell, Cell {
    /// The title, on as many lines as it needs.
    public let titleLabel = UILabel()
    /// The author.
    public let authorLabel = UILabel()
    /// Shown when the book is taken: tinted for the client's books, grey for other clients'.
    public let checkmarkView = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))
    /// "with Alan Turing" when another client has the book.
    public let holderLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.numberOfLines = 0
        authorLabel.font = .preferredFont(forTextStyle: .footnote)
        authorLabel.textColor = .secondaryLabel
        holderLabel.font = .preferredFont(forTextStyle: .caption1)
        holderLabel.textColor = .secondaryLabel
        for view in [titleLabel, authorLabel, checkmarkView, holderLabel] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            checkmarkView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            checkmarkView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            checkmarkView.widthAnchor.constraint(equalToConstant: 16),
            checkmarkView.heightAnchor.constraint(equalToConstant: 16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: checkmarkView.leadingAnchor, constant: -4),
            authorLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            authorLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            holderLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 2),
            holderLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            holderLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            holderLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(with shelfBook: ShelfBook) {
        titleLabel.text = shelfBook.book.title
        authorLabel.text = shelfBook.book.author
        switch shelfBook.availability {
        case .available:
            checkmarkView.isHidden = true
            holderLabel.text = nil
        case .takenByClient:
            checkmarkView.isHidden = false
            checkmarkView.tintColor = .systemGreen
            holderLabel.text = nil
        case .takenByOther(let name):
            checkmarkView.isHidden = false
            checkmarkView.tintColor = .systemGray
            holderLabel.text = "with \(name)"
        }
    }
}
