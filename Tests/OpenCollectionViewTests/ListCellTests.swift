#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

/// A screen of one list section of self-sizing rows, `width` points wide, whose cells are configured by `configure`.
@MainActor
final class ListCellScreen {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(
        width: CGFloat, rightToLeft: Bool = false, items: [String] = ["Row"],
        configure: @escaping (UICollectionViewListCell, String) -> Void
    ) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 800), collectionViewLayout: layout)
        if rightToLeft {
            collectionView.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            configure(cell, item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int = 0) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    func listContent(_ item: Int = 0) -> UIListContentView? {
        cell(item)?.contentView as? UIListContentView
    }
}

/// Literal frames of list cells with accessories: compact (390) and regular (820), left to right and right to left.
/// Margins are the list's: 20 at both widths (semantics LC3); rows self-size to 44 (LC5).
@MainActor
@Suite("List cells: accessories, content and self-sizing")
struct ListCellTests {
    private static func disclosureRow(_ cell: UICollectionViewListCell, _ item: String) {
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }

    @Test func aCompactRowWithADisclosureIndicator() throws {
        let screen = ListCellScreen(width: 390, configure: Self.disclosureRow)
        let cell = try #require(screen.cell())
        // One body line: 11 + 61/3 + 11 = 42.33 → the 44-point row.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        // Chevron 8 × 13 in the slot ending at 390 − 20 = 370: x 362, y (44 − 13) / 2 = 15.5 → 47 px.
        #expect(cell.accessoryFrame(.disclosureIndicator) == CGRect(x: 362, y: 47.0 / 3, width: 8, height: 13))
        // The content view runs to the chevron; the text inherits the 20-point leading margin and keeps the
        // configuration's 16 on the trailing side: x 20, width 362 − 20 − 16 = 326; y 11 + (22 − 61/3) / 2 → 12.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 362, height: 44))
        #expect(screen.listContent()?.textLayoutFrame == CGRect(x: 20, y: 12, width: 326, height: 61.0 / 3))
    }

    @Test func aCompactRowRightToLeft() throws {
        let screen = ListCellScreen(width: 390, rightToLeft: true, configure: Self.disclosureRow)
        let cell = try #require(screen.cell())
        // Mirrored: chevron at 390 − 370 = 20, content view from 28; text x = 362 − (20 + 326) = 16.
        #expect(cell.accessoryFrame(.disclosureIndicator) == CGRect(x: 20, y: 47.0 / 3, width: 8, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 28, y: 0, width: 362, height: 44))
        #expect(screen.listContent()?.textLayoutFrame == CGRect(x: 16, y: 12, width: 326, height: 61.0 / 3))
    }

    private static func editingRow(_ cell: UICollectionViewListCell, _ item: String) {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = item
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        // Listed in an order UIKit ignores: system accessories take their fixed places.
        cell.accessories = [.checkmark(), .reorder(), .delete(), .multiselect(displayed: .whenNotEditing)]
        cell.isEditing = true
    }

    @Test func aRegularEditingRowPlacesSystemAccessoriesInUIKitsOrder() throws {
        let screen = ListCellScreen(width: 820, configure: Self.editingRow)
        let cell = try #require(screen.cell())
        // Editing: delete leads (multiselect is shown only when not editing); reorder then checkmark trail.
        #expect(cell.displayedAccessoryTypes == [.delete, .reorder, .checkmark])
        // Subtitle (measured on iOS 16, LC4): the two lines with no padding, 61/3 + caption 1's 12-pt line (14.32 →
        // 43 px = 43/3) = 104/3 = 34.67, plus 4 above and below = 42.67, raised to the 44-point row.
        let height: CGFloat = 44
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 820, height: height))
        // delete: slot at the margin 20, 22 × 22, y (44 − 22) / 2 = 11.
        #expect(cell.accessoryFrame(.delete) == CGRect(x: 20, y: 11, width: 22, height: 22))
        // reorder 780…800; checkmark slot 758…772; y (44 − 13) / 2 = 15.5 → 46.5 px → 47 px.
        #expect(cell.accessoryFrame(.reorder) == CGRect(x: 780, y: 47.0 / 3, width: 20, height: 13))
        #expect(cell.accessoryFrame(.checkmark) == CGRect(x: 758, y: 47.0 / 3, width: 14, height: 13))
        // Content view from 42 to 758 (716 wide); no inherited margins beside accessories: text at 16, width
        // 716 − 32 = 684. The block (104/3) is centred between the margins: 4 + (36 − 104/3) / 2 = 14/3; the
        // secondary line right below it at 14/3 + 61/3 = 25.
        #expect(cell.contentView.frame == CGRect(x: 42, y: 0, width: 716, height: height))
        #expect(screen.listContent()?.textLayoutFrame == CGRect(x: 16, y: 14.0 / 3, width: 684, height: 61.0 / 3))
        #expect(screen.listContent()?.secondaryTextLayoutFrame == CGRect(x: 16, y: 25, width: 684, height: 43.0 / 3))
    }

    @Test func aRegularEditingRowRightToLeft() throws {
        let screen = ListCellScreen(width: 820, rightToLeft: true, configure: Self.editingRow)
        let cell = try #require(screen.cell())
        // Mirrored: delete 820 − 42 = 778; reorder 820 − 800 = 20; checkmark 820 − 772 = 48; content 820 − 758 = 62.
        #expect(cell.accessoryFrame(.delete) == CGRect(x: 778, y: 11, width: 22, height: 22))
        #expect(cell.accessoryFrame(.reorder) == CGRect(x: 20, y: 47.0 / 3, width: 20, height: 13))
        #expect(cell.accessoryFrame(.checkmark) == CGRect(x: 48, y: 47.0 / 3, width: 14, height: 13))
        #expect(cell.contentView.frame == CGRect(x: 62, y: 0, width: 716, height: 44))
    }

    @Test func leavingEditingSwapsTheAccessories() throws {
        let screen = ListCellScreen(width: 390, configure: Self.editingRow)
        let cell = try #require(screen.cell())
        cell.isEditing = false
        // Not editing: multiselect (whenNotEditing) leads, checkmark trails; delete and reorder are gone.
        #expect(cell.displayedAccessoryTypes == [.multiselect, .checkmark])
        #expect(cell.accessoryFrame(.delete) == nil)
    }

    @Test func aCustomViewGoesWhereItsPlacementSays() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let screen = ListCellScreen(width: 390) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [
                .disclosureIndicator(),
                .customView(
                    configuration: .init(
                        customView: badge,
                        placement: .trailing(at: UICellAccessory.position(after: .disclosureIndicator())),
                        maintainsFixedSize: true)),
            ]
        }
        let cell = try #require(screen.cell())
        // From the trailing edge inward: the chevron (slot 362…370), then the badge after 8 points: 324…354.
        #expect(cell.displayedAccessoryTypes == [.disclosureIndicator, .customView])
        #expect(cell.accessoryFrame(.customView) == CGRect(x: 324, y: 12, width: 30, height: 20))
        #expect(badge.frame == CGRect(x: 324, y: 12, width: 30, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 324, height: 44))
    }

    @Test func aNegativeIndentationIsTakenAsZero() throws {
        let screen = ListCellScreen(width: 390) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.indentationLevel = -3
            cell.indentationWidth = -5
        }
        let cell = try #require(screen.cell())
        #expect(cell.indentationLevel == 0)
        #expect(cell.indentationWidth == 0)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test func aValueCellSitsSideBySideAndTheContentViewIsReusedAcrossStyles() throws {
        let screen = ListCellScreen(width: 390) { cell, item in
            var content = UIListContentConfiguration.valueCell()
            content.text = item
            content.secondaryText = "On"
            cell.contentConfiguration = content
        }
        let cell = try #require(screen.cell())
        let view = try #require(screen.listContent())
        let secondary = try #require(view.secondaryTextLayoutFrame)
        // Side by side: the secondary text ends at the trailing margin 390 − 20 = 370, on the text's line.
        #expect(secondary.maxX == 370)
        #expect(secondary.minY == 12)
        // Another list style is applied to the same content view (semantics LC9).
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Row"
        cell.contentConfiguration = subtitle
        #expect(screen.listContent() === view)
        #expect(view.secondaryTextLayoutFrame == nil)
    }
}
