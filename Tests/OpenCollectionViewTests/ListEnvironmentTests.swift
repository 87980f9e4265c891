#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// iOS 18's list configurations (`cell()`, `subtitleCell()`, `header()`, `footer()`, `listCell()`, `listHeader()`,
/// `listFooter()`) take the style of the list they are in when updated for a state whose traits name the list
/// (`listEnvironment`) — semantics LC14.
@MainActor
@Suite("List configurations adapt to their list environment")
struct ListEnvironmentTests {
    private func state(_ environment: UIListEnvironment, selected: Bool = false) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(listEnvironment: environment))
        state.isSelected = selected
        return state
    }

    @Test func aHeaderTakesItsListsHeaderStyle() {
        var header = UIListContentConfiguration.header()
        header.text = "Colours"
        // On its own, or in a plain list: the plain header.
        #expect(header.textProperties == UIListContentConfiguration.plainHeader().textProperties)
        #expect(header.updated(for: state(.plain)) == header)
        // Grouped and inset grouped: footnote, secondary label, uppercased, margins 17 above and 6 below.
        for environment in [UIListEnvironment.grouped, .insetGrouped] {
            let grouped = header.updated(for: state(environment))
            #expect(grouped.textProperties == UIListContentConfiguration.groupedHeader().textProperties)
            #expect(grouped.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
            #expect(grouped.text == "Colours")
        }
        // Sidebars: the sidebar header.
        #expect(header.updated(for: state(.sidebar)).textProperties
            == UIListContentConfiguration.sidebarHeader().textProperties)
    }

    @Test func aFooterTakesItsListsFooterStyle() {
        let footer = UIListContentConfiguration.footer()
        let grouped = footer.updated(for: state(.insetGrouped))
        #expect(grouped.directionalLayoutMargins == UIListContentConfiguration.groupedFooter().directionalLayoutMargins)
        #expect(footer.updated(for: state(.sidebarPlain)).directionalLayoutMargins
            == UIListContentConfiguration.plainFooter().directionalLayoutMargins)
    }

    @Test func whatTheAppSetStays() {
        var header = UIListContentConfiguration.header()
        header.textProperties.color = .systemRed
        header.directionalLayoutMargins.top = 30
        let grouped = header.updated(for: state(.grouped))
        // The colour and top margin the app chose stay; the font and bottom margin follow the grouped style.
        #expect(grouped.textProperties.color == .systemRed)
        #expect(grouped.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(grouped.directionalLayoutMargins.top == 30)
        #expect(grouped.directionalLayoutMargins.bottom == 6)
    }

    @Test func aCellBecomesASidebarCellInSidebars() {
        var cell = UIListContentConfiguration.cell()
        cell.text = "Inbox"
        // A selected sidebar row is white on the tint; a selected plain row keeps its colours.
        #expect(cell.updated(for: state(.sidebar, selected: true)).textProperties.color == .white)
        #expect(cell.updated(for: state(.plain, selected: true)).textProperties.color == .label)
        // Fixed styles never adapt.
        #expect(UIListContentConfiguration.plainHeader().updated(for: state(.grouped))
            == UIListContentConfiguration.plainHeader())
    }

    @Test func backgroundsTakeTheirListsStyle() {
        #expect(UIBackgroundConfiguration.listCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listCell().updated(for: state(.insetGrouped)).backgroundColor
            == .secondarySystemGroupedBackground)
        let sidebar = UIBackgroundConfiguration.listCell().updated(for: state(.sidebar))
        #expect(sidebar.backgroundColor == .clear)
        #expect(sidebar.cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listHeader().updated(for: state(.grouped)).backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listFooter().updated(for: state(.plain)).backgroundColor == .systemBackground)
        // A colour the app set stays.
        var custom = UIBackgroundConfiguration.listCell()
        custom.backgroundColor = .systemYellow
        #expect(custom.updated(for: state(.grouped)).backgroundColor == .systemYellow)
    }

    @Test func aSelectedRowGetsItsFillBackWhenDeselected() {
        let plain = UIBackgroundConfiguration.listPlainCell()
        let selected = plain.updated(for: state(.plain, selected: true))
        #expect(selected.backgroundColor == .systemGray4)
        #expect(selected.updated(for: state(.plain)).backgroundColor == .systemBackground)
        #expect(selected.updated(for: state(.plain)) == plain)
    }

    #if !canImport(UIKit)
        @Test func aHeaderInAnInsetGroupedListIsStyledByItsList() throws {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = UIListContentConfiguration.cell()
                content.text = item
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .listCell()
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, _ in
                var content = UIListContentConfiguration.header()
                content.text = "Colours"
                header.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { view, _, indexPath in
                view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Red"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let header = try #require(
                collectionView.supplementaryView(
                    forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                    as? UICollectionViewListCell)
            let content = try #require(header.contentConfiguration as? UIListContentConfiguration)
            #expect(content.textProperties.transform == .uppercase)
            // The grouped header's height: 17 + one footnote line (47/3) + 6 = 116/3, under the 17-point top
            // padding, in the section inset 20 from each side.
            let attributes = try #require(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
            #expect(attributes.frame == CGRect(x: 20, y: 17, width: 350, height: 116.0 / 3))
            let row = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(row.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        }
    #endif
}
