import Foundation

/// An element of a menu: an action (``UIAction``) or a submenu (``UIMenu``).
@MainActor
open class UIMenuElement {
    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable, Hashable {
        case off, on, mixed
    }

    /// How an element shows in a menu (UIKit's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in the destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it keeps the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image.
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu: a titled group of actions and submenus. There is no menu on screen here; pop-up menu accessories and
/// buttons read it, and code chooses an element for the user (`simulateMenuSelection(_:)`).
@MainActor
open class UIMenu: UIMenuElement {
    /// Names a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (UIKit's raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children show inline in the parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on (pop-up menus).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of icons.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("UIMenu.\(children.count).\(title)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The actions that are on (iOS 16), in order, looking into inline submenus.
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return (child as? UIAction)?.state == .on ? [child] : []
        }
    }

    /// The actions of the menu and its submenus, in order.
    package var allActions: [UIAction] {
        children.flatMap { ($0 as? UIMenu)?.allActions ?? [$0 as? UIAction].compactMap { $0 } }
    }

    /// The title a pop-up button or accessory shows: the selected element's, else the first action's.
    package var shownTitle: String { (selectedElements.first ?? allActions.first)?.title ?? "" }
}
