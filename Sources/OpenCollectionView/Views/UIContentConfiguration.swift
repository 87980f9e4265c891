import Foundation

/// The state a configuration is updated for (selection, highlight, …).
public protocol UIConfigurationState {}

/// The state of a cell.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isFocused = false
    public var isDisabled = false
    public var isEditing = false
    public var isExpanded = false

    public init() {}
}

/// A description of a view's content, which makes the view that shows it.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// A view that shows a content configuration.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}

/// The standard content of a list cell or header: text, secondary text and their layout.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?
    public var attributedText: AttributedString?
    public var secondaryAttributedText: AttributedString?
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
        top: 11, leading: 16, bottom: 11, trailing: 16)
    public var prefersSideBySideTextAndSecondaryText = false
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

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

    @MainActor public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }
}

/// The view of a ``UIListContentConfiguration``.
@MainActor
open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    public var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { nil }

    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
        }
    }
}
