import Foundation
import LibraryModel
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A book of the library: its title (wrapping onto as many lines as it needs), its author, who has it, and a
/// checkmark when it is taken. The cell's height is its content's: the grid's estimated heights are resolved by
/// Auto Layout self-sizing.
public final class LibraryBookCell: UICollectionViewCell, Cell {
    /// The title, on as many lines as it needs.
    public let titleLabel = CardLayout.label(.body, lines: 0)
    /// The author.
    public let authorLabel = CardLayout.label(.subheadline, color: .secondaryLabel)
    /// Who has the book ("Taken by you", "With Grace Hopper"); hidden when it is on the shelf.
    public let statusLabel = CardLayout.label(.footnote, color: .secondaryLabel)
    /// The checkmark of a taken book; hidden when it is on the shelf.
    public let checkmarkView = UIImageView(image: UIImage(systemName: "checkmark.circle.fill"))

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        checkmarkView.tintColor = .systemGreen
        checkmarkView.translatesAutoresizingMaskIntoConstraints = false
        // The symbol keeps its size; the texts take the rest of the width (an image view hugs at 250 otherwise,
        // below a label's 251, and would stretch).
        checkmarkView.setContentHuggingPriority(.required, for: .horizontal)
        checkmarkView.setContentCompressionResistancePriority(.required, for: .horizontal)
        contentView.addSubview(checkmarkView)
        let column = CardLayout.column([titleLabel, authorLabel, statusLabel])
        CardLayout.pin(column, in: contentView, trailingTo: checkmarkView.leadingAnchor)
        NSLayoutConstraint.activate([
            checkmarkView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: CardLayout.padding.top),
            checkmarkView.trailingAnchor.constraint(
                equalTo: contentView.trailingAnchor, constant: -CardLayout.padding.trailing),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(with shelfBook: ShelfBook) {
        titleLabel.text = shelfBook.book.title
        authorLabel.text = shelfBook.book.author
        switch shelfBook.availability {
        case .available: statusLabel.text = nil
        case .takenByClient: statusLabel.text = "Taken by you"
        case .takenByOther(let name): statusLabel.text = "With \(name)"
        }
        let isTaken = shelfBook.availability != .available
        statusLabel.isHidden = !isTaken
        checkmarkView.isHidden = !isTaken
        contentView.backgroundColor = isTaken ? .tertiarySystemBackground : .secondarySystemBackground
    }
}
