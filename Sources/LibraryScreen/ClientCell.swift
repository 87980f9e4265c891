import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// The client card: the name above the number of books taken.
public final class ClientCell: UICollectionViewCell, Cell {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
    }

    public required init?(coder: NSCoder) { nil }

    /// The margins around the text.
    public static let contentMargins = NSDirectionalEdgeInsets(top: 20, leading: 8, bottom: 12, trailing: 8)

    public func configure(with summary: ClientSummary) {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = summary.name
        content.secondaryText = summary.booksTakenText
        content.directionalLayoutMargins = Self.contentMargins
        contentConfiguration = content
    }
}
