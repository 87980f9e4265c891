import Foundation

/// An action shown when a row is swiped, with the handler UIKit calls when it is tapped.
@MainActor
public final class UIContextualAction {
    /// How the action is drawn and whether it removes the row.
    public enum Style: Int, Sendable, Hashable {
        case normal = 0
        case destructive = 1
    }

    /// Called with the action, the view it was shown in and a completion to call with whether it was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    public var title: String?
    /// The action's image, shown above the title (or alone); stored for renderers.
    public var image: UIImage?
    /// The action's background; by default red for destructive actions and gray for normal ones.
    public var backgroundColor: UIColor!

    /// An action of `style` titled `title` that calls `handler` when performed.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// Performs the action as a tap on it would: calls the handler with `sourceView` and returns what it passed
    /// to its completion (`nil` if it has not called it before returning). No gesture is needed.
    @discardableResult
    public func perform(sourceView: UIView = UIView(), completion: ((Bool) -> Void)? = nil) -> Bool? {
        var result: Bool?
        handler(self, sourceView) { performed in
            result = performed
            completion?(performed)
        }
        return result
    }
}

/// The swipe actions of one edge of a row.
@MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; true by default.
    public var performsFirstActionWithFullSwipe = true

    /// A configuration showing `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
