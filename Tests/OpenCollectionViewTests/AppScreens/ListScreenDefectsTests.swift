// Issue 20, defects 4, 5 and 8: Apple's custom list cell on a `UIListContentView` pinned with constraints self-sizes;
// an outline applied already expanded shows its state and indentation from the first display; a content
// configuration replaces the cell's content view and later ones of the same kind update it in place.
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A badge configuration with its own content view (a custom `UIContentConfiguration`).
struct BadgeConfiguration: UIContentConfiguration {
    var count = 0
    func makeContentView() -> any UIView & UIContentView { BadgeContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

final class BadgeContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// Apple's custom list cell: a `UIListContentView` added to the content view, pinned to its edges, configured in
/// `updateConfiguration(using:)`.
final class RecipeListCell: UICollectionViewListCell {
    var recipe: (title: String, detail: String)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private lazy var listContentView = UIListContentView(configuration: .subtitleCell())
    private var constraintsMade = false

    private func makeConstraintsIfNeeded() {
        guard !constraintsMade else { return }
        constraintsMade = true
        contentView.addSubview(listContentView)
        listContentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
            listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        makeConstraintsIfNeeded()
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = recipe?.title
        content.secondaryText = recipe?.detail
        listContentView.configuration = content
    }
}

@MainActor
@Suite("App screens: list cells and outlines")
struct ListScreenDefectsTests {
    static let recipes = [("Soup", "Hot"), ("Stew", "Beef\nCarrots\nOnions")]

    /// Section 0 shows the recipes in Apple's custom cell, section 1 the same in a standard list cell.
    final class RecipesViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let custom = UICollectionView.CellRegistration<RecipeListCell, Int> { cell, _, item in
                cell.recipe = ListScreenDefectsTests.recipes[item % 10]
            }
            let standard = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = UIListContentConfiguration.subtitleCell()
                content.text = ListScreenDefectsTests.recipes[item % 10].0
                content.secondaryText = ListScreenDefectsTests.recipes[item % 10].1
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                item < 10
                    ? view.dequeueConfiguredReusableCell(using: custom, for: indexPath, item: item)
                    : view.dequeueConfiguredReusableCell(using: standard, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([0, 1], toSection: 0)
            snapshot.appendItems([10, 11], toSection: 1)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    @Test func aCustomCellOnAListContentViewSelfSizesAsAStandardOne() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RecipesViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = try #require(controller.collectionView)
        func height(_ item: Int, _ section: Int) -> CGFloat {
            view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame.height ?? 0
        }
        // A subtitle row (LC4, measured): the lines with no padding and 4 above and below, at least 44. One secondary
        // line: 4 + 61/3 + 43/3 + 4 = 42.67 → 44. Three (12-pt caption lines, 43/3 each): 4 + 61/3 + 129/3 + 4 = 214/3.
        // The custom cell's rows are exactly the standard cell's.
        #expect(height(0, 1) == 44)
        #expect(height(1, 1) == 214.0 / 3)
        #expect(height(0, 0) == height(0, 1))
        #expect(height(1, 0) == height(1, 1))
        // The custom row's text starts where the standard row's does.
        func textStart(_ item: Int, _ section: Int) -> CGFloat? {
            guard let cell = view.cellForItem(at: IndexPath(item: item, section: section)) else { return nil }
            let content = (cell.contentView as? UIListContentView) ?? cell.contentView.subviews.first as? UIListContentView
            guard let content, let guide = content.textLayoutGuide else { return nil }
            return content.convert(guide.layoutFrame.origin, to: view).x
        }
        #expect(textStart(0, 0) != nil && textStart(0, 0) == textStart(0, 1), "\(String(describing: textStart(0, 0))) \(String(describing: textStart(0, 1)))")
        // The rows follow each other: no text overlaps the next row.
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.minY == height(0, 0))
    }

    @Test func aListContentViewPinnedInAContainerGivesItItsFittingHeight() {
        let container = UIView()
        let content = UIListContentView(configuration: .subtitleCell())
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: container.topAnchor),
            content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Stew"
        configuration.secondaryText = "Beef"
        content.configuration = configuration
        let target = CGSize(width: 390, height: 0)
        let oneLine = container.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        configuration.secondaryText = "Beef\nCarrots"
        content.configuration = configuration
        let twoLines = container.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 4 + 61/3 + 43/3 + 4 = 42.67, raised to 44; with two secondary lines 4 + 61/3 + 86/3 + 4 = 57 (LC4).
        #expect(oneLine.width == 390 && oneLine.height == 44)
        #expect(twoLines.height == 57)
        #expect(content.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    }

    @Test func aContentConfigurationReplacesTheContentView() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let original = cell.contentView
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView !== original && original.superview == nil && listView.superview === cell)
        // The same kind again: the view is updated in place.
        content.secondaryText = "3 unread"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView)
        #expect((listView.configuration as? UIListContentConfiguration)?.secondaryText == "3 unread")
        // Another kind: its own view replaces the list content view, then is updated in place.
        cell.contentConfiguration = BadgeConfiguration(count: 3)
        let badge = try #require(cell.contentView as? BadgeContentView)
        #expect(listView.superview == nil)
        cell.contentConfiguration = BadgeConfiguration(count: 4)
        #expect(cell.contentView === badge && (badge.configuration as? BadgeConfiguration)?.count == 4)
    }

    final class OutlineViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var firstExpandedState: [String: Bool] = [:]
        static let parents: Set = ["Fruit", "Vegetables"]

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                [unowned self] cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                cell.accessories = Self.parents.contains(title) ? [.outlineDisclosure()] : []
                cell.configurationUpdateHandler = { [unowned self] _, state in
                    if firstExpandedState[title] == nil { firstExpandedState[title] = state.isExpanded }
                }
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Vegetables"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Leek"], to: "Vegetables")
            outline.expand(["Fruit", "Vegetables"])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
        }
    }

    @Test func anOutlineAppliedExpandedShowsItsStateFromTheFirstDisplay() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 820, height: 1180))  // iPad: sidebars live here
        let controller = OutlineViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = try #require(controller.collectionView)
        func cell(_ title: String) throws -> UICollectionViewListCell {
            let path = try #require(controller.dataSource.indexPath(for: title))
            return try #require(view.cellForItem(at: path) as? UICollectionViewListCell)
        }
        #expect(controller.dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables", "Leek"])
        #expect(try cell("Fruit").configurationState.isExpanded)
        #expect(try cell("Vegetables").configurationState.isExpanded)
        #expect(try !cell("Apple").configurationState.isExpanded)
        #expect(controller.firstExpandedState == [
            "Fruit": true, "Apple": false, "Pear": false, "Vegetables": true, "Leek": false,
        ])
        #expect(try cell("Fruit").indentationLevel == 0)
        #expect(try cell("Apple").indentationLevel == 1)
        #expect(try cell("Leek").indentationLevel == 1)
    }
}
