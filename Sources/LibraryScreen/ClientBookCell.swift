import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// Told when the user taps a client book's return button.
@MainActor
public protocol ClientBookCellDelegate: AnyObject {
    /// The user tapped the return button of `cell`, which shows `book`.
    func clientBookCell(_ cell: ClientBookCell, didTapReturnFor book: Book)
}

/// A book the client has: its title and a return button.
public final class ClientBookCell: UICollectionViewCell, Cell {
    /// The title, on up to two lines.
    public let titleLabel = UILabel()
    /// Returns the book to the library.
    public let returnButton = UIButton(type: .system)
    /// Told when the return button is tapped.
    public weak var delegate: (any ClientBookCellDelegate)?
    /// The book shown.
    public private(set) var book: Book?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .tertiarySystemBackground
        contentView.layer.cornerRadius = 10
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.numberOfLines = 2
        returnButton.setTitle("Return", for: .normal)
        returnButton.addAction(UIAction { [weak self] _ in self?.returnTapped() }, for: .touchUpInside)
        for view in [titleLabel, returnButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            returnButton.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            returnButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(with book: Book) {
        self.book = book
        titleLabel.text = book.title
    }

    private func returnTapped() {
        guard let book else { return }
        delegate?.clientBookCell(self, didTapReturnFor: book)
    }
}
