#if canImport(UIKit)
    import UIKit
#else
    import OpenCollectionView
#endif
import Testing

@MainActor
@Suite("Configurations: states, list content styles, backgrounds, accessories")
struct ConfigurationTests {
    @Test func customStatesAreKeyedValuesOfTheState() {
        let archived = UIConfigurationStateCustomKey("com.example.isArchived")
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state[archived] == nil)
        state[archived] = true
        state.isSelected = true
        #expect(state[archived] == AnyHashable(true))
        var other = UICellConfigurationState(traitCollection: UITraitCollection())
        other.isSelected = true
        #expect(state != other)
        other[archived] = true
        #expect(state == other)
        other.isExpanded = true
        #expect(state != other)
    }

    @Test func eachStyleHasItsOwnMetrics() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label)
        // Measured on iOS 16 (rule 12): 12-pt secondary text in the label colour.
        #expect(cell.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .caption1))
        #expect(cell.secondaryTextProperties.color == .label)
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font
            == UIFont.preferredFont(forTextStyle: .caption1))
        #expect(UIListContentConfiguration.subtitleCell().textToSecondaryTextVerticalPadding == 0)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.accompaniedSidebarCell().prefersSideBySideTextAndSecondaryText)
        let grouped = UIListContentConfiguration.groupedHeader()
        #expect(grouped.textProperties.transform == .uppercase)
        #expect(grouped.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(grouped.directionalLayoutMargins.top == 17 && grouped.directionalLayoutMargins.bottom == 6)
        #expect(UIListContentConfiguration.groupedFooter().directionalLayoutMargins.bottom == 12)
        #expect(UIListContentConfiguration.plainHeader().textProperties.font
            == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(UIListContentConfiguration.plainHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().directionalLayoutMargins.top == 4)
        #expect(UIListContentConfiguration.plainFooter().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize
            > UIListContentConfiguration.plainHeader().textProperties.font.pointSize)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize
            > UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize)
        #expect(UIListContentConfiguration.header() == UIListContentConfiguration.header())
        #expect(UIListContentConfiguration.footer().textProperties == UIListContentConfiguration.plainFooter().textProperties)
        #expect(UIListContentConfiguration.sidebarHeader().textProperties.font.pointSize == 20)
        #expect(UIListContentConfiguration.sidebarSubtitleCell().secondaryTextProperties.font
            == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.sidebarCell() != UIListContentConfiguration.cell())
    }

    @Test func attributedTextReplacesText() {
        var content = UIListContentConfiguration.cell()
        content.text = "Plain"
        content.attributedText = NSAttributedString(string: "Rich")
        #expect(content.text == nil)
        #expect(content.attributedText?.string == "Rich")
    }

    @Test func sidebarRowsTurnWhiteWhenSelected() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let sidebar = UIListContentConfiguration.sidebarCell().updated(for: state)
        #expect(sidebar.textProperties.color == .white)
        #expect(sidebar.imageProperties.tintColor == .white)
        // A plain cell's text does not change with selection (its background does).
        #expect(UIListContentConfiguration.cell().updated(for: state) == UIListContentConfiguration.cell())
        var disabled = UICellConfigurationState(traitCollection: UITraitCollection())
        disabled.isDisabled = true
        #expect(UIListContentConfiguration.cell().updated(for: disabled).textProperties.color == .tertiaryLabel)
    }

    @Test func backgroundsFollowTheirStyleAndState() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor == .systemGray4)
        let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: selected)
        #expect(sidebar.backgroundColor == nil)
        #expect(sidebar.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().updated(for: selected)
            == UIBackgroundConfiguration.listGroupedHeaderFooter())
        let unselected = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: unselected) == .listPlainCell())
    }

    @Test func accessoriesHaveApplesDefaults() {
        #expect(UICellAccessory.disclosureIndicator().displayedState == .always)
        #expect(UICellAccessory.outlineDisclosure().displayedState == .always)
        #expect(UICellAccessory.checkmark().displayedState == .always)
        #expect(UICellAccessory.delete().displayedState == .whenEditing)
        #expect(UICellAccessory.insert().displayedState == .whenEditing)
        #expect(UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(UICellAccessory.multiselect().displayedState == .whenEditing)
        #expect(UICellAccessory.label(text: "3").displayedState == .always)
        #expect(UICellAccessory.detail().displayedState == .always)
        #expect(UICellAccessory.detail().accessoryType == .detail)
        #expect(UICellAccessory.insert().accessoryType == .insert)
        #expect(UICellAccessory.label(text: "3").accessoryType == .label)
        let custom = UICellAccessory.customView(
            configuration: .init(customView: UIView(), placement: .leading(displayed: .whenEditing)))
        #expect(custom.displayedState == .whenEditing)
        #expect(custom.accessoryType == .customView)
    }
}
