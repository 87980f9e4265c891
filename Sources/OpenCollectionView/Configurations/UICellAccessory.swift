import Foundation
import ListCellLayout

/// An accessory of a list cell: a system accessory (disclosure indicator, outline disclosure, checkmark, delete,
/// insert, reorder, multiselect, label, detail) or a custom view, shown at the cell's leading or trailing edge,
/// outside its content view.
///
/// System accessories have UIKit's fixed placement (the order of a cell's `accessories` does not change it);
/// custom ones go where their ``Placement`` says. Where they go and how big they are is worked out below the face
/// (`ListCellLayout`); see `docs/semantics.md` LC1–LC3.
public struct UICellAccessory {
    /// Called when the user taps an accessory that has an action (outline disclosure, delete, insert, detail).
    public typealias ActionHandler = () -> Void
    /// Where, among the accessories already on its edge (from the cell's edge inward), a custom accessory goes.
    public typealias Position = (_ accessories: [UICellAccessory]) -> Int

    /// In which editing states an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing

        /// Whether an accessory in this state shows for a cell that is (or is not) editing.
        public func isDisplayed(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// The width reserved for an accessory, which is centred in it.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard accessory width (`ListCellMetrics.standardAccessoryWidth`, 24 points).
        case standard
        /// A width in points.
        case custom(CGFloat)

        var points: CGFloat? {
            switch self {
            case .actual: nil
            case .standard: ListCellMetrics.standardAccessoryWidth
            case .custom(let width): width
            }
        }
    }

    /// How an outline disclosure looks and where it sits.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
        /// Header style for a section's first item when the list's header mode is `firstItemInSection`, cell
        /// style otherwise.
        case automatic
        /// A chevron at the trailing edge, for a header row.
        case header
        /// A chevron at the leading edge, before the content.
        case cell
    }

    /// Where a custom accessory goes.
    public enum Placement {
        /// At the leading edge, shown in `displayed` states, at `position` among the leading accessories.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge, shown in `displayed` states, at `position` among the trailing accessories.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    }

    /// The kind of an accessory.
    public enum AccessoryType: Int, Hashable, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label, detail,
            customView, popUpMenu
    }

    /// Called with the menu when the user picks another element of a pop-up menu accessory.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// What an accessory is, with its options.
    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case detail(DetailOptions, ActionHandler?)
        case customView(CustomViewConfiguration)
        case popUpMenu(UIMenu, PopUpMenuOptions, MenuSelectedElementDidChangeHandler?)
    }

    let kind: Kind

    /// The editing states in which the accessory shows.
    public let displayedState: DisplayedState

    /// The accessory's kind.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label: .label
        case .detail: .detail
        case .customView: .customView
        case .popUpMenu: .popUpMenu
        }
    }

    // MARK: System accessories

    /// A disclosure chevron at the trailing edge (a row that navigates).
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(options), displayedState: displayed)
    }

    /// An outline disclosure chevron: tapping it expands or collapses the cell's item through the diffable data
    /// source (its `sectionSnapshotHandlers`), or calls `actionHandler` instead when one is given.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options, actionHandler), displayedState: displayed)
    }

    /// A checkmark at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .checkmark(options), displayedState: displayed)
    }

    /// The red delete control at the leading edge, while editing by default.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .delete(options, actionHandler), displayedState: displayed)
    }

    /// The green insert control at the leading edge, while editing by default.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .insert(options, actionHandler), displayedState: displayed)
    }

    /// The reorder grip at the trailing edge, while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .reorder(options), displayedState: displayed)
    }

    /// The multiple-selection circle at the leading edge, while editing by default.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(kind: .multiselect(options), displayedState: displayed)
    }

    /// A text label at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> UICellAccessory
    {
        UICellAccessory(kind: .label(text, options), displayedState: displayed)
    }

    /// The detail (info) button at the trailing edge.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .detail(options, actionHandler), displayedState: displayed)
    }

    /// A pop-up menu at the trailing edge (iOS 17): it shows the title of the menu's selected element (the first
    /// child when none is selected) beside an up-and-down chevron; `selectedElementDidChangeHandler` is called when
    /// another element is chosen (``UICollectionViewListCell/simulateMenuSelection(_:)`` stands in for the user).
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(kind: .popUpMenu(menu, options, selectedElementDidChangeHandler), displayedState: displayed)
    }

    /// A custom view, placed as its configuration says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(kind: .customView(configuration), displayedState: displayed)
    }

    // MARK: Positions

    /// A position just before (nearer the cell's edge than) the first accessory of `accessory`'s type; the end
    /// when there is none.
    public static func position(before accessory: UICellAccessory) -> Position {
        let type = accessory.accessoryType
        return { accessories in accessories.firstIndex { $0.accessoryType == type } ?? accessories.count }
    }

    /// A position just after (nearer the content than) the first accessory of `accessory`'s type; the end when
    /// there is none.
    public static func position(after accessory: UICellAccessory) -> Position {
        let type = accessory.accessoryType
        return { accessories in accessories.firstIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count }
    }
}
