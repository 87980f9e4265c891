import Foundation

/// The state a configuration is updated for (selection, highlight, …).
public protocol UIConfigurationState {}

/// The state of a cell.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is focused.
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell is expanded in an outline.
    public var isExpanded = false

    /// A state with every flag off.
    public init() {}
}

/// A description of a view's content, which makes the view that shows it.
public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    /// Returns the configuration updated for `state`.
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// Returns `self` unchanged.
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: any UIContentConfiguration { get set }
}

/// The standard content of a list cell or header: text, secondary text and their layout.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The primary text with attributes.
    public var attributedText: AttributedString?
    /// The secondary text with attributes.
    public var secondaryAttributedText: AttributedString?
    /// The margins around the content (11 points top and bottom, 16 leading and trailing by default).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
        top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the text and secondary text sit side by side rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The vertical space between the text and the secondary text.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    /// A configuration with no text and the default margins.
    public init() {}

    // The styles below differ from UIKit's only in what they preset. UIKit also presets fonts, colours, margins and
    // padding per style; those list metrics come with list layouts (a later issue). Until then every style has the
    // same text properties as `cell()` (the defaults above), except `valueCell()`.

    /// The configuration of a plain list cell: the defaults above.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A subtitle cell: the same as ``cell()`` here (UIKit's secondary-text styling comes with list layouts).
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A value cell: ``cell()`` with `prefersSideBySideTextAndSecondaryText` set.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A plain section header: the same as ``cell()`` here (header metrics come with list layouts).
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A plain section footer: the same as ``cell()`` here (footer metrics come with list layouts).
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A grouped-list header: the same as ``cell()`` here.
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A grouped-list footer: the same as ``cell()`` here.
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A sidebar cell: the same as ``cell()`` here.
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// A sidebar header: the same as ``cell()`` here.
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// Makes a ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// The view of a ``UIListContentConfiguration``.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration

    /// Creates a view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; setting one that is not a ``UIListContentConfiguration`` is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
        }
    }
}
