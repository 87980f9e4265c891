import Foundation

/// A button's description on a bar: title, image, enabled state, tag.
@MainActor
open class UIBarItem {
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image in landscape on a phone (stored).
    open var landscapeImagePhone: UIImage?
    /// Whether the item can be tapped.
    open var isEnabled = true
    /// An integer to tell items apart.
    open var tag = 0
    /// The accessibility label (stored).
    open var accessibilityLabel: String?

    public init() {}
}

/// A button on a navigation bar or toolbar: a title, an image or a system item, with a primary action or a menu.
/// Target–action needs `#selector` and the Objective-C runtime, which Linux lacks: use ``primaryAction`` (docs/migration.md).
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the button looks.
    public enum Style: Int, Sendable {
        case plain = 0, bordered, done
    }

    /// Apple's standard buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The title UIKit shows for the system items drawn as text (English); `nil` for those drawn as images.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The style.
    open var style: Style = .plain
    /// The system item the button was made from, if any.
    public private(set) var systemItem: SystemItem?
    /// The action run when the button is tapped (without a menu, or with `menu` shown on a long press).
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction else { return }
            if !primaryAction.title.isEmpty, title == nil || title == oldValue?.title { title = primaryAction.title }
            if primaryAction.image != nil, image == nil || image == oldValue?.image { image = primaryAction.image }
        }
    }
    /// The menu the button shows (on a tap when there is no primary action).
    open var menu: UIMenu?
    /// A view shown instead of a button.
    open var customView: UIView?
    /// The width of a fixed space (or of the item; 0 lets it size itself).
    open var width: CGFloat = 0
    /// The tint (stored).
    open var tintColor: UIColor?
    /// Whether the item is shown (iOS 16).
    open var isHidden = false
    /// Whether the item is selected (iOS 15).
    open var isSelected = false
    /// Whether the primary action toggles ``isSelected`` (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    /// The titles the item may show, for sizing (stored).
    open var possibleTitles: Set<String>?

    /// An item with nothing yet.
    public override init() { super.init() }

    /// An item from its title, image, action and menu (iOS 14); the action's title and image are used when none
    /// is given.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.primaryAction = primaryAction
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }

    /// An item from its title, image, style and menu without an action (iOS 16's `target:action:` form lacks
    /// `#selector` here).
    public convenience init(title: String?, image: UIImage?, style: Style, menu: UIMenu? = nil) {
        self.init(title: title, image: image, primaryAction: nil, menu: menu)
        self.style = style
    }

    /// A standard item (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        title = systemItem.title
        if systemItem == .done { style = .done }
        self.menu = menu
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A fixed space of `width` points (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A flexible space (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// Taps the item as a person would (not UIKit API): runs the primary action, toggling the selection when it
    /// changes it; an item with only a menu does nothing (its menu would open). Returns whether an action ran.
    @discardableResult
    public func simulateTap() -> Bool {
        guard isEnabled, !isHidden, let primaryAction else { return false }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        primaryAction.sender = self
        primaryAction.handler(primaryAction)
        return true
    }
}
