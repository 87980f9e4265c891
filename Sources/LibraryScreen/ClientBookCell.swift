import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// Told when the user taps a client book's return button (the article makes the view controller the delegate).
@MainActor
public protocol ClientBookCellDelegate: AnyObject {
    /// The return button of `cell` was tapped.
    func clientBookCellDidTapReturn(_ cell: ClientBookCell)
}

/// A book the client has: its title and author, and a return button.
public final class ClientBookCell: UICollectionViewCell, Cell {
    /// Told when the return button is tapped.
    public weak var delegate: (any ClientBookCellDelegate)?
    /// The book shown.
    public private(set) var book: Book?
    /// The title, on up to two lines.
    public let titleLabel = CardLayout.label(.body, lines: 2)
    /// The author.
    public let authorLabel = CardLayout.label(.subheadline, color: .secondaryLabel)
    /// Returns the book.
    public let returnButton = UIButton(type: .system)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemBackground
        contentView.layer.cornerRadius = 10
        contentView.layer.borderWidth = 1
        returnButton.setTitle("Return", for: .normal)
        returnButton.setImage(UIImage(systemName: "arrow.uturn.backward"), for: .normal)
        returnButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.clientBookCellDidTapReturn(self)
            }, for: .touchUpInside)
        let column = CardLayout.column([titleLabel, authorLabel])
        column.translatesAutoresizingMaskIntoConstraints = false
        returnButton.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        contentView.addSubview(returnButton)
        let padding = CardLayout.padding
        // The texts at the top, the button at the bottom: the card's height is the section's, not the content's.
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor, constant: padding.top),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding.leading),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -padding.trailing),
            returnButton.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: padding.leading),
            returnButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -padding.bottom / 2),
            returnButton.topAnchor.constraint(greaterThanOrEqualTo: column.bottomAnchor, constant: 4),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public override func prepareForReuse() {
        super.prepareForReuse()
        delegate = nil
    }

    public func configure(with book: Book) {
        self.book = book
        titleLabel.text = book.title
        authorLabel.text = book.author
    }
}
