#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A settings-like list screen written as iOS developers write one: list cells with accessories and a background
/// configuration, trailing swipe actions, a selection-driven configuration update handler.
@MainActor
final class SettingsViewController: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var deleted: [String] = []
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                if let item = self.dataSource.itemIdentifier(for: indexPath) { self.deleted.append(item) }
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.delegate = self
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .label(text: "On")]
            cell.backgroundConfiguration = .listGroupedCell()
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                if state.isSelected { background.backgroundColor = .systemBlue }
                cell.backgroundConfiguration = background
            }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let item = dataSource.itemIdentifier(for: indexPath) { selected.append(item) }
    }
}

@MainActor
@Suite("A list screen written as for iOS")
struct ListScreenTests {
    private func shown() -> SettingsViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = SettingsViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func selectionRestylesTheCellThroughItsUpdateHandler() throws {
        let controller = shown()
        let collectionView = controller.collectionView!
        let path = IndexPath(item: 1, section: 0)
        let cell = try #require(collectionView.cellForItem(at: path) as? UICollectionViewListCell)
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        collectionView.layoutIfNeeded()
        #expect(cell.configurationState.isSelected)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        collectionView.deselectItem(at: path, animated: false)
        collectionView.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func accessoriesSitAtTheTrailingEdgeOfTheInsetSection() throws {
        let controller = shown()
        let cell = try #require(
            controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        // The cell is 350 wide (inset 20 each side). Chevron slot ends at 350 − 20 = 330: x 322; the label
        // accessory follows inward after 8 points.
        #expect(cell.displayedAccessoryTypes == [.disclosureIndicator, .label])
        #expect(cell.accessoryFrame(.disclosureIndicator)?.minX == 322)
        let label = try #require(cell.accessoryFrame(.label))
        #expect(label.maxX == 314)
        #expect(cell.contentView.frame.maxX == label.minX)
    }

    #if !canImport(UIKit)
        @Test func swipeActionsAndTapsRunFromCode() throws {
            let controller = shown()
            let collectionView = controller.collectionView!
            let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
            let actions = try #require(layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0)))
            #expect(actions.actions.first?.perform() == true)
            #expect(controller.deleted == ["Cellular"])
            #expect(collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 0)))
            #expect(controller.selected == ["Wi-Fi"])
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        }
    #endif
}
