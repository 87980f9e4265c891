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
    public private(set) var title = ""
    private let content = UIListContentView(configuration: .header())

    /// A full-width header of `kind` above the section.
    public static func boundaryItem(kind: String) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
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
        addSubview(content)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows `title`.
    public func setTitle(_ title: String) {
        self.title = title
        var configuration = UIListContentConfiguration.header()
        configuration.text = title
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 8, bottom: 12, trailing: 8)
        content.configuration = configuration
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}

/// What the client books section shows when the client has no books.
public final class EmptyClientBooksView: UICollectionReusableView {
    /// The reuse identifier the view is registered under.
    public static let reuseIdentifier = "EmptyClientBooksView"
    /// The message.
    public static let message = "No books taken yet: pick one from the library below."
    private let content = UIListContentView(configuration: .cell())

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 10
        var configuration = UIListContentConfiguration.cell()
        configuration.text = Self.message
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 8, bottom: 12, trailing: 8)
        content.configuration = configuration
        addSubview(content)
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
    }
}
