import Foundation

/// What a view controller knows about the containers and presentations it is in (one stored value, so that the
/// container API lives in extensions).
@MainActor
struct ContainerState {
    var tabBarItem: UITabBarItem?
    var editButtonItem: UIBarButtonItem?
    var presented: UIViewController?
    weak var presenting: UIViewController?
    var modalPresentationStyle = UIModalPresentationStyle.automatic
    var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    var isModalInPresentation = false
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var hidesBottomBarWhenPushed = false
    var isEditing = false
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
}

/// Edges of a rectangle, for `edgesForExtendedLayout`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension UIViewController {
    /// The closest ancestor that is a navigation controller, or `nil`.
    public var navigationController: UINavigationController? { ancestor(of: UINavigationController.self) }
    /// The closest ancestor that is a tab bar controller, or `nil`.
    public var tabBarController: UITabBarController? { ancestor(of: UITabBarController.self) }

    private func ancestor<Container: UIViewController>(of _: Container.Type) -> Container? {
        var controller = parent
        while let current = controller {
            if let match = current as? Container { return match }
            controller = current.parent
        }
        return nil
    }

    /// The item a tab bar shows for this view controller (made on first use, with the view controller's title).
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = containerState.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            containerState.tabBarItem = item
            return item
        }
        set { containerState.tabBarItem = newValue }
    }

    /// Which edges of the view extend under translucent bars of a container (default all).
    public var edgesForExtendedLayout: UIRectEdge {
        get { containerState.edgesForExtendedLayout }
        set {
            containerState.edgesForExtendedLayout = newValue
            parent?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the view also extends under opaque bars (default `false`).
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { containerState.extendedLayoutIncludesOpaqueBars }
        set {
            containerState.extendedLayoutIncludesOpaqueBars = newValue
            parent?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether a tab bar hides while this view controller is on a navigation stack (default `false`).
    public var hidesBottomBarWhenPushed: Bool {
        get { containerState.hidesBottomBarWhenPushed }
        set { containerState.hidesBottomBarWhenPushed = newValue }
    }

    /// Whether the view controller is being added to a parent (during its appearance callbacks of a push).
    public var isMovingToParent: Bool { containerState.movingToParent }
    /// Whether the view controller is being removed from a parent (during its disappearance callbacks of a pop).
    public var isMovingFromParent: Bool { containerState.movingFromParent }
    /// Whether the view controller is being presented (during its appearance callbacks).
    public var isBeingPresented: Bool { containerState.beingPresented }
    /// Whether the view controller is being dismissed (during its disappearance callbacks).
    public var isBeingDismissed: Bool { containerState.beingDismissed }

    /// Whether the view controller is in editing mode (``setEditing(_:animated:)`` changes it).
    public var isEditing: Bool {
        get { containerState.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// The top edge a container's bars cover on this view controller's root view, and the bottom edge (a tab bar):
    /// combined with the window's safe area, edge by edge, in the view's `safeAreaInsets`.
    var barCoverInsets: UIEdgeInsets {
        guard let view = viewIfLoaded, let container = parent as? any BarContainer else { return .zero }
        return container.barCover(of: view)
    }
}

/// A container with bars over its children's views (navigation and tab bar controllers).
@MainActor
protocol BarContainer: AnyObject {
    /// How far the container's bars reach into `childView` from its top and bottom edges.
    func barCover(of childView: UIView) -> UIEdgeInsets
    /// Lays out the bars and the shown child's view.
    func layoutContainer()
}

/// The root view of a navigation or tab bar controller: lays out its bars and its shown child's view.
final class BarContainerView: UIView {
    private weak var container: (any BarContainer)?

    init(container: any BarContainer) {
        self.container = container
        super.init(frame: UIScreen.main.bounds)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        container?.layoutContainer()
    }
}

extension UIEdgeInsets {
    /// The larger inset of both, edge by edge.
    func edgewiseMax(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }
}

/// How a presented view controller covers the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presentation moves on screen (stored: transitions happen at once here).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl
}
