import CompositionalLayout
import Foundation

/// The configuration of a list section or list layout: appearance, headers, footers, separators and swipe
/// actions. Its geometry comes from the layout layer (`ListConfiguration`, semantics LI1–LI12); this type holds
/// UIKit's state and translates.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable, Hashable, CaseIterable {
        /// Edge-to-edge rows; headers and footers pin.
        case plain = 0
        /// Edge-to-edge rows in sections separated by space.
        case grouped = 1
        /// Sections inset from the sides with rounded corners.
        case insetGrouped = 2
        /// An iPad sidebar.
        case sidebar = 3
        /// An iPad sidebar whose headers pin.
        case sidebarPlain = 4

        var listAppearance: ListAppearance {
            switch self {
            case .plain: .plain
            case .grouped: .grouped
            case .insetGrouped: .insetGrouped
            case .sidebar: .sidebar
            case .sidebarPlain: .sidebarPlain
            }
        }
    }

    /// Where section headers come from.
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No headers.
        case none = 0
        /// Supplementary views of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// Each section's first item is its header.
        case firstItemInSection = 2
    }

    /// Where section footers come from.
    public enum FooterMode: Int, Sendable, Hashable {
        /// No footers.
        case none = 0
        /// Supplementary views of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// Returns the swipe actions of the item at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// Returns the final separator configuration of the item at an index path, given the section's.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The overall look, fixed at creation.
    public let appearance: Appearance
    /// Whether rows show separators; when false ``separatorConfiguration`` has no effect.
    public var showsSeparators = true
    /// The separators of every row, before ``itemSeparatorHandler``.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Gives each row its own separator configuration.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// Where headers come from; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// Where footers come from; `.none` by default.
    public var footerMode: FooterMode = .none
    /// Space above each supplementary header; `nil` is automatic (semantics LI4).
    public var headerTopPadding: CGFloat?
    /// The list's background; `nil` is the appearance's system background (``resolvedBackgroundColor``).
    public var backgroundColor: UIColor?
    /// Swipe actions at the leading edge, per item.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Swipe actions at the trailing edge, per item.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`: separators shown, no headers or footers.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }

    /// What a renderer fills the list with: ``backgroundColor``, or the appearance's system background
    /// (`systemBackground` for plain lists, `systemGroupedBackground` for grouped and inset-grouped ones,
    /// `secondarySystemBackground`-like sidebars take `systemGroupedBackground` too; semantics LI11). Not Apple API.
    public var resolvedBackgroundColor: UIColor {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// The layout layer's configuration. The separator handler is carried on the main actor (see
    /// ``MainActorBound``), as the swipe-action providers are kept by the layout.
    func makeDescription() -> ListConfiguration {
        var configuration = ListConfiguration(
            appearance: appearance.listAppearance, headerElementKind: UICollectionView.elementKindSectionHeader,
            footerElementKind: UICollectionView.elementKindSectionFooter)
        configuration.showsSeparators = showsSeparators
        configuration.separatorConfiguration = separatorConfiguration.makeDescription()
        configuration.headerMode =
            switch headerMode {
            case .none: .none
            case .supplementary: .supplementary
            case .firstItemInSection: .firstItemInSection
            }
        configuration.footerMode = footerMode == .supplementary ? .supplementary : .none
        configuration.headerTopPadding = headerTopPadding
        if let itemSeparatorHandler {
            let bound = MainActorBound((itemSeparatorHandler, separatorConfiguration))
            configuration.itemSeparatorHandler = { indexPath, section in
                bound.withValue { handler, colors in
                    handler(indexPath, UIListSeparatorConfiguration(section, colors: colors)).makeDescription()
                }
            }
        }
        return configuration
    }
}
