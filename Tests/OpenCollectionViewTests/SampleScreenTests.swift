#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

// A screen written the way iOS developers write one without Auto Layout: a view controller that adds a collection
// view as a subview and sizes it in viewDidLayoutSubviews, self-sizing cells with an image view and two labels laid
// out in layoutSubviews, and a rounded badge supplementary that hides itself for a zero count.

/// A cell with a symbol and two labels: 16-pt margins, 12 above and below, 4 between the labels.
final class ArticleCell: UICollectionViewCell {
    let iconView = UIImageView(image: UIImage(systemName: "doc.text"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        contentView.addSubview(iconView)
        contentView.addSubview(titleLabel)
        contentView.addSubview(subtitleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func textWidth(for width: CGFloat) -> CGFloat { width - 48 - 16 }  // 16 + 20 (icon) + 12, and 16

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = textWidth(for: contentView.bounds.width)
        iconView.frame = CGRect(x: 16, y: 12, width: 20, height: 20)
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        titleLabel.frame = CGRect(x: 48, y: 12, width: width, height: titleHeight)
        let subtitleHeight = subtitleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        subtitleLabel.frame = CGRect(x: 48, y: titleLabel.frame.maxY + 4, width: width, height: subtitleHeight)
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let width = textWidth(for: attributes.size.width)
        let fitting = CGSize(width: width, height: .greatestFiniteMagnitude)
        attributes.size.height = 12 + titleLabel.sizeThatFits(fitting).height + 4
            + subtitleLabel.sizeThatFits(fitting).height + 12
        return attributes
    }
}

/// A red rounded badge with a count; hidden for zero.
final class BadgeView: UICollectionReusableView {
    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        clipsToBounds = true
        countLabel.font = .systemFont(ofSize: 11, weight: .bold)
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        addSubview(countLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        countLabel.frame = bounds
    }
}

struct Article: Hashable, Sendable {
    let title: String
    let subtitle: String
    let unread: Int
}

final class ArticlesViewController: UIViewController {
    static let badgeKind = "badge"
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Article>!
    let articles: [Article]

    init(articles: [Article]) {
        self.articles = articles
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<ArticleCell, Article> { cell, _, article in
            cell.titleLabel.text = article.title
            cell.subtitleLabel.text = article.subtitle
        }
        let badges = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: Self.badgeKind) {
            [unowned self] badge, _, indexPath in
            let article = self.dataSource.itemIdentifier(for: indexPath)!
            badge.countLabel.text = "\(article.unread)"
            badge.isHidden = article.unread == 0
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, article in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: article)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Article>()
        snapshot.appendSections([.main])
        snapshot.appendItems(articles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

@MainActor
@Suite("A sample screen: view controller, collection view as a subview, self-sizing cells, badges")
struct SampleScreenTests {
    @Test func theScreenLaysOutAsOnAnIPhone() throws {
        let words = Array(repeating: "www", count: 10).joined(separator: " ")
        let controller = ArticlesViewController(articles: [
            Article(title: "Swift", subtitle: "Apple", unread: 0),
            Article(title: "Swift", subtitle: words, unread: 3),
            Article(title: "Swift", subtitle: "Apple", unread: 1),
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // iPhone 14
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.superview === controller.view)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))

        // Text width 390 − 48 − 16 = 326. Title "Swift" (body 17): one line, 20.287 pt → 61 px = 20.333.
        // Subtitle "Apple" (subheadline 15): one line, 15 × 2444 / 2048 = 17.9 pt → 54 px = 18.
        // Cell: 12 + 20.333 + 4 + 18 + 12 = 66.333 (199 px).
        // Ten "www" (3 × 0.85 × 15 = 38.25 pt, spaces 3.75): 7 fit in 326 (7 × 38.25 + 6 × 3.75 = 290.25), so two
        // lines: 35.8 pt → 108 px = 36; cell 12 + 20.333 + 4 + 36 + 12 = 84.333 (253 px).
        let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ArticleCell)
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ArticleCell)
        let third = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? ArticleCell)
        #expect(same(first.frame, CGRect(x: 0, y: 0, width: 390, height: 199.0 / 3)))
        #expect(same(second.frame, CGRect(x: 0, y: 199.0 / 3, width: 390, height: 253.0 / 3)))
        #expect(same(third.frame, CGRect(x: 0, y: 452.0 / 3, width: 390, height: 199.0 / 3)))  // 199 + 253 px
        #expect(second.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 253.0 / 3))
        #expect(second.iconView.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(second.titleLabel.frame == CGRect(x: 48, y: 12, width: 326, height: 61.0 / 3))
        #expect(second.subtitleLabel.frame == CGRect(x: 48, y: 12 + 61.0 / 3 + 4, width: 326, height: 36))

        // Badges: 20 × 20 at each cell's top-trailing corner (x = 390 − 20); the zero count's is hidden.
        let badges = (0..<3).map {
            collectionView.supplementaryView(forElementKind: ArticlesViewController.badgeKind, at: IndexPath(item: $0, section: 0))
                as? BadgeView
        }
        #expect(badges[0]?.isHidden == true)
        #expect(badges[1]?.isHidden == false && badges[1]?.countLabel.text == "3")
        #expect(same(badges[1]?.frame, CGRect(x: 370, y: 199.0 / 3, width: 20, height: 20)))
        #expect(badges[1]?.countLabel.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(badges[1]?.layer.cornerRadius == 10 && badges[1]?.layer.masksToBounds == true)
        #expect(collectionView.hitTest(CGPoint(x: 100, y: 100), with: nil) === second.contentView)
    }
}
