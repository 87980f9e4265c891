import Foundation
#if canImport(UIKit)
import UIKit
#else
import OpenCollectionView
#endif

/// A section's title.
public final class SectionHeaderView: UICollectionReusableView {
    /// The reuse identifier the header is registered under.
    public static let reuseIdentifier = "SectionHeaderView"
    /// The title.
    public var title: String { titleLabel.text ?? "" }
    /// The label that shows the title.
    public let titleLabel = CardLayout.label(.headline)

    /// The header's height: one line of the title, with room above it.
    public static let height: CGFloat = 40

    /// A full-width header of `kind` above the section.
    public static func boundaryItem(kind: String) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            elementKind: kind, alignment: .top)
    }

    /// Registers the header for `kind`.
    public static func register(in collectionView: UICollectionView, kind: String) {
        collectionView.register(Self.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier)
    }

    /// A dequeued header of `kind` showing `title`.
    public static func dequeue(
        from collectionView: UICollectionView, kind: String, at indexPath: IndexPath, title: String
    ) -> SectionHeaderView? {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: reuseIdentifier, for: indexPath) as? SectionHeaderView
        view?.setTitle(title)
        return view
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
        ])
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows `title`.
    public func setTitle(_ title: String) {
        titleLabel.text = title
    }
}

/// What the client books section shows when the client has no books.
public final class EmptyClientBooksView: UICollectionReusableView {
    /// The reuse identifier the view is registered under.
    public static let reuseIdentifier = "EmptyClientBooksView"
    /// The message.
    public static let message = "No books taken yet: pick one from the library below."
    /// The label that shows the message.
    public let messageLabel = CardLayout.label(.body, color: .secondaryLabel, lines: 0)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        messageLabel.text = Self.message
        messageLabel.textAlignment = .center
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(messageLabel)
        let padding = CardLayout.padding
        NSLayoutConstraint.activate([
            messageLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: padding.leading),
            messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -padding.trailing),
            messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) { nil }
}
