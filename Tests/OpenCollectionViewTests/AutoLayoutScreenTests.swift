#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

// A screen written the way iOS developers write one with Auto Layout: a view controller pins its collection view to
// its edges by constraints; self-sizing cells in an estimated compositional layout are built from a UIStackView of
// labels beside an image view, or from an image view and two labels placed by anchors; a badge supplementary is a
// rounded label whose width comes from its constraints. Every frame below is worked out by hand from the text model
// (line height = point size × 2444 / 2048, rounded up to 3× pixels; "w" is 0.85 em wide, a space 0.25 em).

/// An image view beside a vertical stack of a title and a wrapping subtitle, in a centred horizontal stack.
final class StackedRowCell: UICollectionViewCell {
    let iconView = UIImageView(image: UIImage(systemName: "star.fill"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    lazy var labels = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    lazy var row = UIStackView(arrangedSubviews: [iconView, labels])

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.numberOfLines = 0
        labels.axis = .vertical
        labels.spacing = 3
        row.axis = .horizontal
        row.alignment = .center
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(row)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 44),
            iconView.heightAnchor.constraint(equalToConstant: 44),
            row.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            row.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An image view and two labels placed by anchors.
final class AnchoredRowCell: UICollectionViewCell {
    let iconView = UIImageView(image: UIImage(systemName: "doc.text"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.numberOfLines = 0
        for view in [iconView, titleLabel, subtitleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 12),
            iconView.widthAnchor.constraint(equalToConstant: 40),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 3),
            subtitleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A red capsule with a count, as wide as its label plus 6 on each side; hidden for zero.
final class CountBadgeView: UICollectionReusableView {
    let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 10
        layer.masksToBounds = true
        countLabel.font = .systemFont(ofSize: 12)
        countLabel.textColor = .white
        countLabel.textAlignment = .center
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
            countLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
            countLabel.topAnchor.constraint(equalTo: topAnchor),
            countLabel.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

struct Message: Hashable, Sendable {
    let title: String
    let body: String
    let unread: Int
}

final class InboxViewController: UIViewController {
    static let badgeKind = "badge"
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, Message>!
    let pinned: [Message]
    let recent: [Message]

    init(pinned: [Message], recent: [Message]) {
        self.pinned = pinned
        self.recent = recent
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let stacked = UICollectionView.CellRegistration<StackedRowCell, Message> { cell, _, message in
            cell.titleLabel.text = message.title
            cell.subtitleLabel.text = message.body
        }
        let anchored = UICollectionView.CellRegistration<AnchoredRowCell, Message> { cell, _, message in
            cell.titleLabel.text = message.title
            cell.subtitleLabel.text = message.body
        }
        let badges = UICollectionView.SupplementaryRegistration<CountBadgeView>(elementKind: Self.badgeKind) {
            [unowned self] badge, _, indexPath in
            let message = self.dataSource.itemIdentifier(for: indexPath)!
            badge.countLabel.text = "\(message.unread)"
            badge.isHidden = message.unread == 0
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, message in
            indexPath.section == 0
                ? collectionView.dequeueConfiguredReusableCell(using: stacked, for: indexPath, item: message)
                : collectionView.dequeueConfiguredReusableCell(using: anchored, for: indexPath, item: message)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: badges, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Message>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(pinned, toSection: 0)
        snapshot.appendItems(recent, toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(20), heightDimension: .absolute(20)),
            elementKind: badgeKind, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

@MainActor
@Suite("An Auto Layout screen: constraints pin the collection view; stack-view, anchored and badge views size themselves")
struct AutoLayoutScreenTests {
    static let tenWords = Array(repeating: "www", count: 10).joined(separator: " ")

    func showInbox() throws -> (InboxViewController, UICollectionView, UIWindow) {
        let controller = InboxViewController(
            pinned: [Message(title: "Title", body: "Apple", unread: 0), Message(title: "Title", body: Self.tenWords, unread: 12)],
            recent: [Message(title: "Swift", body: "Apple", unread: 0), Message(title: "Swift", body: Self.tenWords, unread: 3)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))  // iPhone 14: safe area 47 on top
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, try #require(controller.collectionView), window)
    }

    @Test func theCollectionViewIsPinnedAndStartsBelowTheStatusBar() throws {
        let (controller, collectionView, _) = try showInbox()
        #expect(collectionView.superview === controller.view)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The safe area's 47 on top becomes the adjusted inset, and UIKit starts the content there: offset −47.
        #expect(collectionView.adjustedContentInset.top == 47)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func stackViewCellsSizeThemselves() throws {
        let (_, collectionView, _) = try showInbox()
        // Row: 390 − 2 × 16 = 358 wide; the labels' stack gets 358 − 44 − 12 = 302. Title (body 17): 20.287 → 61 px
        // = 20.333; subtitle "Apple" (subheadline 15): 17.9 → 54 px = 18; labels 20.333 + 3 + 18 = 41.333 < the
        // 44-pt icon, so the row is 44 and the cell 10 + 44 + 10 = 64.
        // Ten "www" (38.25 pt each, spaces 3.75): 7 fit in 302 (290.25), so two lines: 35.8 → 108 px = 36; labels
        // 20.333 + 3 + 36 = 59.333 (178 px), cell 10 + 59.333 + 10 = 79.333 (238 px).
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? StackedRowCell)
        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? StackedRowCell)
        #expect(same(short.frame, CGRect(x: 0, y: 0, width: 390, height: 64)))
        #expect(same(long.frame, CGRect(x: 0, y: 64, width: 390, height: 238.0 / 3)))
        // The short row: the labels (124 px) centred on the icon (132 px): 4 px = 1.333 down.
        #expect(short.row.frame == CGRect(x: 16, y: 10, width: 358, height: 44))
        #expect(same(short.labels.frame, CGRect(x: 56, y: 4.0 / 3, width: 302, height: 124.0 / 3)))
        // The long row: the icon (132 px) centred on the labels (178 px): 23 px = 7.667 down.
        #expect(same(long.row.frame, CGRect(x: 16, y: 10, width: 358, height: 178.0 / 3)))
        #expect(same(long.iconView.frame, CGRect(x: 0, y: 23.0 / 3, width: 44, height: 44)))
        #expect(same(long.labels.frame, CGRect(x: 56, y: 0, width: 302, height: 178.0 / 3)))
        #expect(same(long.titleLabel.frame, CGRect(x: 0, y: 0, width: 302, height: 61.0 / 3)))
        #expect(same(long.subtitleLabel.frame, CGRect(x: 0, y: 70.0 / 3, width: 302, height: 36)))  // 61 + 9 px
    }

    @Test func anchoredCellsSizeThemselves() throws {
        let (_, collectionView, _) = try showInbox()
        // Section 1 starts where section 0 ends: 192 + 238 = 430 px. Text width 390 − 16 − 40 − 12 − 16 = 306 (7
        // "www" fit). Short: 12 + 20.333 + 3 + 18 + 12 = 65.333 (196 px, ≥ 12 + 40 + 12); long: 12 + 20.333 + 3 + 36
        // + 12 = 83.333 (250 px).
        let short = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? AnchoredRowCell)
        let long = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 1)) as? AnchoredRowCell)
        #expect(same(short.frame, CGRect(x: 0, y: 430.0 / 3, width: 390, height: 196.0 / 3)))
        #expect(same(long.frame, CGRect(x: 0, y: 626.0 / 3, width: 390, height: 250.0 / 3)))
        // The icon centred: (196 − 120) / 2 = 38 px and (250 − 120) / 2 = 65 px from the top.
        #expect(same(short.iconView.frame, CGRect(x: 16, y: 38.0 / 3, width: 40, height: 40)))
        #expect(same(long.iconView.frame, CGRect(x: 16, y: 65.0 / 3, width: 40, height: 40)))
        #expect(same(long.titleLabel.frame, CGRect(x: 68, y: 12, width: 306, height: 61.0 / 3)))
        #expect(same(long.subtitleLabel.frame, CGRect(x: 68, y: 12 + 70.0 / 3, width: 306, height: 36)))  // 61 + 9 px
    }

    @Test func badgesAreRoundedLabelsAsWideAsTheirConstraints() throws {
        let (_, collectionView, _) = try showInbox()
        let badge = { (item: Int, section: Int) in
            collectionView.supplementaryView(
                forElementKind: InboxViewController.badgeKind, at: IndexPath(item: item, section: section)) as? CountBadgeView
        }
        #expect(badge(0, 0)?.isHidden == true)
        // "12" at 12 pt: 0.45 × 12 + 0.6 × 12 = 12.6 → 38 px = 12.667; badge 6 + 12.667 + 6 = 24.667 (74 px), at the
        // item's top-trailing corner: x = 390 − 24.667 = 365.333 (1096 px), y = 64.
        let twelve = try #require(badge(1, 0))
        #expect(twelve.isHidden == false && twelve.countLabel.text == "12")
        #expect(same(twelve.frame, CGRect(x: 1096.0 / 3, y: 64, width: 74.0 / 3, height: 20)))
        #expect(same(twelve.countLabel.frame, CGRect(x: 6, y: 0, width: 38.0 / 3, height: 20)))
        #expect(twelve.layer.cornerRadius == 10 && twelve.layer.masksToBounds)
        // "3": 0.6 × 12 = 7.2 → 22 px = 7.333; badge 19.333 (58 px) at x = 370.667 (1112 px), y = 626 px.
        let three = try #require(badge(1, 1))
        #expect(same(three.frame, CGRect(x: 1112.0 / 3, y: 626.0 / 3, width: 58.0 / 3, height: 20)))
    }
}
