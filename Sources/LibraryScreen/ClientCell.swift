import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The client card: the name above the number of books taken.
public final class ClientCell: UICollectionViewCell, Cell {
    /// The client's name.
    public let nameLabel = UILabel()
    /// "3 books taken".
    public let countLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.font = .preferredFont(forTextStyle: .subheadline)
        countLabel.textColor = .secondaryLabel
        for label in [nameLabel, countLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
            countLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            countLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            countLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    public func configure(with summary: ClientSummary) {
        nameLabel.text = summary.name
        countLabel.text = summary.booksTakenText
    }
}
