import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The client card: the name above the number of books taken, two labels in a stack view.
public final class ClientCell: UICollectionViewCell, Cell {
    /// The client's name.
    public let nameLabel = CardLayout.label(.headline)
    /// "2 books taken".
    public let booksTakenLabel = CardLayout.label(.subheadline, color: .secondaryLabel)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        CardLayout.pin(CardLayout.column([nameLabel, booksTakenLabel]), in: contentView)
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(with summary: ClientSummary) {
        nameLabel.text = summary.name
        booksTakenLabel.text = summary.booksTakenText
    }
}
