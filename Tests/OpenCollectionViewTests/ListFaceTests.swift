// List layouts through Apple's names (docs/semantics.md LI1–LI12). The geometry is layer 1's and tested there; these
// tests check the translation: the same frames arrive through UICollectionView, separators stay out of the element
// set, and the configuration's handlers and swipe actions are stored and reachable.
#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
func listCollectionView(
    _ layout: UICollectionViewLayout, sections: [[Int]], width: CGFloat = 390, height: CGFloat = 844
) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in
        cell.text = "\(number)"
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: UICollectionView.elementKindSectionFooter
    ) { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
        kind == UICollectionView.elementKindSectionHeader
            ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    for (index, items) in sections.enumerated() {
        snapshot.appendSections([index])
        snapshot.appendItems(items, toSection: index)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return (collectionView, dataSource)
}

@MainActor
@Suite("List layouts through Apple's names")
struct ListFaceTests {
    @Test("UICollectionViewCompositionalLayout.list: inset grouped with headers and footers at 390 pt")
    func insetGroupedList() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (collectionView, dataSource) = listCollectionView(
            UICollectionViewCompositionalLayout.list(using: configuration), sections: [[1, 2], [3]])
        _ = dataSource
        // margins 20; header padding 17, header 38; rows 44 at 55 and 99; footer 38 at 143; section 1 at 181
        let header = collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 20, y: 17, width: 350, height: 38))
        #expect(frame(collectionView, 0) == CGRect(x: 20, y: 55, width: 350, height: 44))
        #expect(frame(collectionView, 1) == CGRect(x: 20, y: 99, width: 350, height: 44))
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 20, y: 236, width: 350, height: 44))
        #expect(collectionView.contentSize.height == 318)
        // separators are the cells' own drawing: the element set is rows, headers and footers only
        let elements = collectionView.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
        #expect(elements.count == 7)
        #expect(Set(elements.compactMap(\.representedElementKind)) == [
            UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        ])
    }

    @Test("plain lists pin their headers; sidebars draw none")
    func appearancesPinning() {
        let cases: [(UICollectionLayoutListConfiguration.Appearance, Bool)] = [
            (.plain, true), (.grouped, false), (.insetGrouped, false), (.sidebar, false), (.sidebarPlain, true),
        ]
        for (appearance, pins) in cases {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = .supplementary
            let section = NSCollectionLayoutSection.list(
                using: configuration, layoutEnvironment: TestEnvironment(width: 390))
            #expect(section.boundarySupplementaryItems.count == 1)
            #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == pins, "\(appearance)")
            #expect(section.boundarySupplementaryItems.first?.elementKind == UICollectionView.elementKindSectionHeader)
        }
    }

    @Test("NSCollectionLayoutSection.list beside a grid section in one provider (Distinct Sections)")
    func listBesideGrid() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
            return .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        let (collectionView, dataSource) = listCollectionView(layout, sections: [[1, 2, 3, 4], [5, 6]])
        _ = dataSource
        #expect(frame(collectionView, 3) == CGRect(x: 195, y: 100, width: 195, height: 100))
        // the list section starts after the grid's two rows: full-width rows of 44
        #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 200, width: 390, height: 44))
        #expect(frame(collectionView, 1, section: 1) == CGRect(x: 0, y: 244, width: 390, height: 44))
    }

    @Test("a list section's properties can be changed like any section's")
    func listSectionIsASection() {
        let section = NSCollectionLayoutSection.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
            layoutEnvironment: TestEnvironment(width: 375))
        #expect(section.contentInsets == NSDirectionalEdgeInsets(top: 35, leading: 16, bottom: 0, trailing: 16))
        section.contentInsets.top = 0
        let (collectionView, dataSource) = listCollectionView(
            UICollectionViewCompositionalLayout(section: section), sections: [[1]], width: 375)
        _ = dataSource
        #expect(frame(collectionView, 0) == CGRect(x: 16, y: 0, width: 343, height: 44))
    }

    @Test("separators: automatic insets at the text, the section configuration and the item handler")
    func separators() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        #expect(configuration.separatorConfiguration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        configuration.separatorConfiguration.bottomSeparatorInsets.trailing = 8
        var asked: [IndexPath] = []
        configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
            asked.append(indexPath)
            var row = sectionConfiguration
            if indexPath.item == 2 { row.bottomSeparatorVisibility = .visible }
            return row
        }
        let (collectionView, dataSource) = listCollectionView(
            UICollectionViewCompositionalLayout.list(using: configuration), sections: [[1, 2, 3]])
        _ = dataSource
        // rows at y 35, 79, 123 (x 20, 350 wide); separators one pixel (1/3 pt) on each row's last pixel row,
        // from x 20 + 20 = 40 to 370 − 8 = 362 (322 wide); the last row's only because the handler asked
        let pixel: CGFloat = 1.0 / 3
        #expect(collectionView.listSeparatorFrames(forItemAt: IndexPath(item: 0, section: 0)) == [
            CGRect(x: 40, y: 79 - pixel, width: 322, height: pixel)
        ])
        #expect(collectionView.listSeparatorFrames(in: CGRect(x: 0, y: 0, width: 390, height: 844)).count == 3)
        #expect(Set(asked).isSuperset(of: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)]))
        // a cell with an image reports where its text starts; the separator follows the text
        collectionView.setListTextLeadingOffset(60, forItemAt: IndexPath(item: 1, section: 0))
        #expect(collectionView.listSeparatorFrames(forItemAt: IndexPath(item: 1, section: 0)) == [
            CGRect(x: 80, y: 123 - pixel, width: 282, height: pixel)
        ])
        #expect(collectionView.listRowCorners(at: IndexPath(item: 0, section: 0)) ?? (0, false, false) == (10, true, false))
        #expect(collectionView.listRowCorners(at: IndexPath(item: 2, section: 0)) ?? (0, false, false) == (10, false, true))
    }

    @Test("a list in a horizontally scrolling layout traps with the layer's message, never a frame")
    func horizontalList() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                let layout = UICollectionViewCompositionalLayout(
                    sectionProvider: { _, environment in
                        .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                    }, configuration: configuration)
                let (collectionView, dataSource) = listCollectionView(layout, sections: [[1]])
                _ = (collectionView, dataSource)
            }
        }
    }

    @Test("swipe actions are stored, queryable per item and performed from code")
    func swipeActions() {
        var deleted: [IndexPath] = []
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                deleted.append(indexPath)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let (collectionView, dataSource) = listCollectionView(layout, sections: [[1, 2]])
        _ = (collectionView, dataSource)
        let actions = layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 1, section: 0))
        #expect(actions?.actions.map(\.title) == ["Delete"])
        #expect(actions?.actions.first?.style == .destructive)
        #expect(actions?.performsFirstActionWithFullSwipe == true)
        #expect(actions?.actions.first?.perform() == true)
        #expect(deleted == [IndexPath(item: 1, section: 0)])
        #expect(layout.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("colours: the list's background by appearance, separator and action colours")
    func colours() {
        var plain = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(plain.backgroundColor == nil)
        #expect(plain.resolvedBackgroundColor == .systemBackground)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).resolvedBackgroundColor == .systemGroupedBackground)
        plain.backgroundColor = .systemRed
        #expect(plain.resolvedBackgroundColor == .systemRed)
        var separators = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(separators.color == .separator)
        separators.color = .systemBlue
        plain.separatorConfiguration = separators
        var seen: UIColor?
        plain.itemSeparatorHandler = { _, configuration in
            seen = configuration.color
            return configuration
        }
        let (collectionView, dataSource) = listCollectionView(UICollectionViewCompositionalLayout.list(using: plain), sections: [[1, 2]])
        _ = dataSource
        #expect(collectionView.listSeparatorFrames(forItemAt: IndexPath(item: 0, section: 0)).count == 1)
        #expect(seen == .systemBlue)  // the handler sees the section's colour
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        #expect(delete.backgroundColor == .systemRed)
        #expect(UIContextualAction(style: .normal, title: nil) { _, _, _ in }.backgroundColor == .systemGray)
    }

    @Test("enum raw values are Apple's")
    func rawValues() {
        #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
        #expect(UICollectionLayoutListConfiguration.HeaderMode.firstItemInSection.rawValue == 2)
        #expect(UIListSeparatorConfiguration.Visibility.hidden.rawValue == 2)
        #expect(UIContextualAction.Style.destructive.rawValue == 1)
    }
}

/// An environment written as an app would write one for a test: a container and traits.
final class TestEnvironment: NSCollectionLayoutEnvironment {
    final class Container: NSCollectionLayoutContainer {
        let contentSize: CGSize
        init(_ size: CGSize) { contentSize = size }
        var effectiveContentSize: CGSize { contentSize }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    }

    let container: any NSCollectionLayoutContainer
    let traitCollection = UITraitCollection(horizontalSizeClass: .compact)

    init(width: CGFloat) { container = Container(CGSize(width: width, height: 844)) }
}
