import Foundation

/// The overall look of a list section.
public enum ListAppearance: CaseIterable, Sendable, Hashable {
    /// Edge-to-edge rows; headers and footers pin to the visible bounds.
    case plain
    /// Edge-to-edge rows in sections separated by space.
    case grouped
    /// Sections inset from the sides, their first and last rows rounded.
    case insetGrouped
    /// A sidebar: no separators, headers that scroll with the content.
    case sidebar
    /// A sidebar whose headers and footers pin.
    case sidebarPlain

    /// Grouped and inset-grouped: sections separated by space, padded headers.
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Plain and sidebar-plain pin their supplementary headers and footers.
    public var pinsHeadersAndFooters: Bool { self == .plain || self == .sidebarPlain }
    /// Sidebars draw no separators unless asked to.
    public var showsSeparatorsAutomatically: Bool { self != .sidebar && self != .sidebarPlain }
}

/// Where a list section's header comes from.
public enum ListHeaderMode: CaseIterable, Sendable, Hashable {
    /// No header.
    case none
    /// A boundary supplementary of the configuration's header kind.
    case supplementary
    /// The section's first item is its header (a row like the others to the layout).
    case firstItemInSection
}

/// Where a list section's footer comes from.
public enum ListFooterMode: CaseIterable, Sendable, Hashable {
    /// No footer.
    case none
    /// A boundary supplementary of the configuration's footer kind.
    case supplementary
}

/// Separator visibility and insets, for a whole section or one row.
public struct ListSeparatorConfiguration: Sendable, Hashable {
    /// Whether a separator shows.
    public enum Visibility: CaseIterable, Sendable, Hashable {
        /// The list decides (LI8): bottom separators between rows, no top separators.
        case automatic
        case visible
        case hidden
    }

    /// Leading and trailing insets of a separator from its row's edges; `nil` lets the list decide (leading:
    /// the row's text offset; trailing: 0).
    public struct Insets: Sendable, Hashable {
        public var leading: CGFloat?
        public var trailing: CGFloat?
        public init(leading: CGFloat? = nil, trailing: CGFloat? = nil) {
            self.leading = leading
            self.trailing = trailing
        }
        /// Both insets automatic.
        public static let automatic = Insets()
    }

    public var topSeparatorVisibility: Visibility
    public var bottomSeparatorVisibility: Visibility
    public var topSeparatorInsets: Insets
    public var bottomSeparatorInsets: Insets
    /// The separators' colour as the front end resolved it; `nil` is the system separator colour. The layout does
    /// not use it: it hands it to renderers with each ``ListSeparator``.
    public var color: ListSeparatorColor?

    /// Everything automatic: what a list of any appearance starts with.
    public init(
        topSeparatorVisibility: Visibility = .automatic, bottomSeparatorVisibility: Visibility = .automatic,
        topSeparatorInsets: Insets = .automatic, bottomSeparatorInsets: Insets = .automatic,
        color: ListSeparatorColor? = nil
    ) {
        self.topSeparatorVisibility = topSeparatorVisibility
        self.bottomSeparatorVisibility = bottomSeparatorVisibility
        self.topSeparatorInsets = topSeparatorInsets
        self.bottomSeparatorInsets = bottomSeparatorInsets
        self.color = color
    }
}

/// A separator colour: sRGB components from 0 to 1, as the front end resolved its colour for the row.
public struct ListSeparatorColor: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// Called for every row with the section's separator configuration; returns the row's own.
public typealias ListItemSeparatorHandler =
    @Sendable (_ indexPath: IndexPath, _ sectionConfiguration: ListSeparatorConfiguration) -> ListSeparatorConfiguration

/// A list section's description: appearance, headers, footers and separators.
/// ``LayoutSection/list(using:environment:)`` turns it into an ordinary section.
public struct ListConfiguration: Sendable {
    /// The element kind of supplementary headers when none is given.
    public static let defaultHeaderElementKind = "list-header"
    /// The element kind of supplementary footers when none is given.
    public static let defaultFooterElementKind = "list-footer"

    public var appearance: ListAppearance
    /// Whether rows show separators; when false, ``separatorConfiguration`` has no effect.
    public var showsSeparators: Bool
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Gives each row its final separator configuration.
    public var itemSeparatorHandler: ListItemSeparatorHandler?
    public var headerMode: ListHeaderMode
    public var footerMode: ListFooterMode
    /// Space above each supplementary header; `nil` is the appearance's automatic value (LI4).
    public var headerTopPadding: CGFloat?
    public var headerElementKind: String
    public var footerElementKind: String

    /// A configuration of `appearance` with separators shown, no header or footer and automatic padding.
    public init(
        appearance: ListAppearance, headerElementKind: String = ListConfiguration.defaultHeaderElementKind,
        footerElementKind: String = ListConfiguration.defaultFooterElementKind
    ) {
        self.appearance = appearance
        showsSeparators = true
        separatorConfiguration = ListSeparatorConfiguration()
        itemSeparatorHandler = nil
        headerMode = .none
        footerMode = .none
        headerTopPadding = nil
        self.headerElementKind = headerElementKind
        self.footerElementKind = footerElementKind
    }
}

/// What the solution keeps of a list section to answer separator and row-shape queries.
public struct ListSectionStyle: Sendable {
    public var appearance: ListAppearance
    public var showsSeparators: Bool
    public var separatorConfiguration: ListSeparatorConfiguration
    public var itemSeparatorHandler: ListItemSeparatorHandler?
    public var headerMode: ListHeaderMode
    /// The offset of a row's text from its leading edge when its cell has not reported one (LI8): the layout
    /// margin.
    public var standardTextLeadingOffset: CGFloat
    /// The radius of the rounded corners of the section's first and last rows; 0 when not rounded.
    public var cornerRadius: CGFloat

    public init(
        appearance: ListAppearance, showsSeparators: Bool, separatorConfiguration: ListSeparatorConfiguration,
        itemSeparatorHandler: ListItemSeparatorHandler?, headerMode: ListHeaderMode,
        standardTextLeadingOffset: CGFloat, cornerRadius: CGFloat
    ) {
        self.appearance = appearance
        self.showsSeparators = showsSeparators
        self.separatorConfiguration = separatorConfiguration
        self.itemSeparatorHandler = itemSeparatorHandler
        self.headerMode = headerMode
        self.standardTextLeadingOffset = standardTextLeadingOffset
        self.cornerRadius = cornerRadius
    }
}
