import Foundation

/// What a navigation bar shows for a view controller: its title, bar button items, search controller and how its
/// title is shown.
@MainActor
open class UINavigationItem {
    /// The title (the view controller's title when it has none of its own).
    open var title: String?
    /// A view shown instead of the title.
    open var titleView: UIView?
    /// A line of text above the title (stored).
    open var prompt: String?
    /// The title of the back button that leads back to this item (stored).
    open var backButtonTitle: String?
    /// The back button that leads back to this item (stored).
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// Whether the left items are shown beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false
    /// The items on the leading side, from the edge inwards.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, from the edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The search controller whose search bar the navigation bar shows.
    open var searchController: UISearchController?
    /// Whether the search bar hides when the content scrolls (stored).
    open var hidesSearchBarWhenScrolling = true
    /// When the title is shown large.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar's appearance while this item is on top (stored).
    open var standardAppearance: UINavigationBarAppearance?
    /// The compact bar's appearance while this item is on top (stored).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when content is scrolled to the bar's edge (stored).
    open var scrollEdgeAppearance: UINavigationBarAppearance?

    /// When the title is shown large.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }

    /// Creates an item with no title.
    public init() {}
    /// Creates an item with `title`.
    public init(title: String) { self.title = title }

    /// The first leading item; setting it replaces ``leftBarButtonItems``.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it replaces ``rightBarButtonItems``.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the leading item (at once here).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing item (at once here).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading items (at once here).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (at once here).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (at once here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// The bar at the top of a navigation controller: its height follows UIKit's (44 pt, 32 in a compact height, 50 on
/// a pad, 52 more with a large title; docs/reference/controllers.md). It draws nothing here; renderers may.
@MainActor
open class UINavigationBar: UIView {
    /// Whether the top item's title shows large when its display mode allows (iOS 11).
    open var prefersLargeTitles = false {
        didSet { superview?.setNeedsLayout() }
    }
    /// Whether content shows through the bar: a child's view extends under a translucent bar (default `true`).
    open var isTranslucent = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// The bar's background tint (stored).
    open var barTintColor: UIColor?
    /// The bar's style (stored).
    open var barStyle: UIBarStyle = .default
    /// Text attributes of the title (stored).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Text attributes of a large title (stored).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance of a standard-height bar (stored).
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance of a compact bar (stored).
    open var compactAppearance: UINavigationBarAppearance?
    /// The appearance when content is scrolled to the bar's edge (stored).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The items, bottom to top (in a navigation controller: its view controllers' items).
    public internal(set) var items: [UINavigationItem]?

    /// The item on top.
    public var topItem: UINavigationItem? { items?.last }
    /// The item below the top one.
    public var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The bar's height for `traits`, with or without a large title.
    static func height(for traits: UITraitCollection, largeTitle: Bool) -> CGFloat {
        if traits.verticalSizeClass == .compact { return 32 }
        let base: CGFloat = traits.userInterfaceIdiom == .pad ? 50 : 44
        return largeTitle ? base + 52 : base
    }

    /// Whether the top item shows a large title: preferred by the bar, not turned off by the item, and not in a
    /// compact height.
    var showsLargeTitle: Bool {
        guard traitCollection.verticalSizeClass != .compact else { return false }
        switch topItem?.largeTitleDisplayMode ?? .automatic {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return prefersLargeTitles
        }
    }
}

/// A bar's colour scheme (stored).
public enum UIBarStyle: Int, Sendable {
    case `default` = 0, black = 1
}

/// What a bar looks like (iOS 13): background, shadow (stored; renderers may read them).
@MainActor
open class UIBarAppearance {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The blur behind the bar.
    open var backgroundEffect: UIBlurEffect?
    /// The colour of the shadow line.
    open var shadowColor: UIColor?
    /// The shadow image.
    open var shadowImage: UIImage?

    public init() { configureWithDefaultBackground() }

    /// A translucent bar with the system blur and shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// An opaque bar in the system background colour.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }
    /// A bar with no background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundEffect = nil
        shadowColor = nil
    }
}

/// A navigation bar's appearance: background and title text attributes (stored).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Text attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Text attributes of a large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// A tab bar's appearance (stored).
@MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// A toolbar's appearance (stored).
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}
