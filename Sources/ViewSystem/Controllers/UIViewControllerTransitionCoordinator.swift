import Foundation

/// The coordinator of a view controller transition (a push, a pop, a presentation, a size change): blocks to run
/// alongside the transition and when it ends.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition (at once here: nothing moves) and `completion` when the transition
    /// ends; returns `true`.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// As ``animate(alongsideTransition:completion:)``, for animations of a view outside the transition's container.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers a handler told when an interactive transition stops being interactive (its argument is the
    /// context). Interactive transitions happen only through ``UINavigationController/simulateInteractivePop(completing:)``.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The state of a transition, handed to coordinator blocks.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition was started animated.
    var isAnimated: Bool { get }
    /// Whether the transition is driven interactively (an edge swipe).
    var isInteractive: Bool { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition was cancelled (an interactive pop given up): the `from` view controller stays.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds (0 here: the change happens at once).
    var transitionDuration: TimeInterval { get }
    /// The fraction of the transition done (1 here once blocks run: the change happens at once).
    var percentComplete: CGFloat { get }
    /// The view controller the transition leaves (`.from`) or shows (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view the transition removes (`.from`) or adds (`.to`).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view in which the transition happens.
    var containerView: UIView { get }
}

/// Names the view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view controller shown before the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller shown after the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewControllerKey")
}

/// Names the views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view shown before the transition.
    public static let from = Self(rawValue: "UITransitionContextFromViewKey")
    /// The view shown after the transition.
    public static let to = Self(rawValue: "UITransitionContextToViewKey")
}

/// A transition that happens at once: alongside blocks run when registered (the change is about to be made), and
/// completion blocks when ``finish(cancelled:)`` is called, after the views moved and before the final appearance
/// callbacks (semantics V23).
@MainActor
class ControllerTransition: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    let initiallyInteractive: Bool
    private(set) var isCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var transitionDuration: TimeInterval { 0 }
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private let container: UIView?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(from: UIViewController?, to: UIViewController?, container: UIView?, animated: Bool, interactive: Bool = false) {
        self.from = from
        self.to = to
        self.container = container
        isAnimated = animated
        isInteractive = interactive
        initiallyInteractive = interactive
    }

    var containerView: UIView { container ?? to?.viewIfLoaded?.superview ?? UIView() }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from?.viewIfLoaded : key == .to ? to?.viewIfLoaded : nil
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The interaction ends: handlers are told, then the transition goes on to finish or cancel.
    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
        interactionHandlers.removeAll()
    }

    /// Ends the transition: the completion blocks run, in the order they were registered.
    func finish(cancelled: Bool = false) {
        isCancelled = cancelled
        percentComplete = cancelled ? 0 : 1
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}

/// A size change (window resize, rotation) whose blocks run at once: alongside and completion together.
final class ImmediateTransitionCoordinator: ControllerTransition {
    init() { super.init(from: nil, to: nil, container: nil, animated: false) }

    @discardableResult
    override func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        completion?(self)
        return true
    }
}

extension UIViewController {
    /// The coordinator of the transition this view controller (or an ancestor) is in — a push, pop or
    /// presentation in progress, for example during `viewWillAppear(_:)` — or `nil` outside a transition.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var controller: UIViewController? = self
        while let current = controller {
            if let transition = TransitionRegistry.active[ObjectIdentifier(current)] { return transition }
            controller = current.parent ?? current.presentingViewController
        }
        return nil
    }
}

/// The transitions in progress, by the container or presenting view controller that runs them. Transitions are
/// synchronous here, so this holds at most a few entries, only during a push, pop or presentation.
@MainActor
enum TransitionRegistry {
    static var active: [ObjectIdentifier: ControllerTransition] = [:]

    /// Runs `body` with `transition` registered for `owner` (and for the view controllers it moves).
    static func run(_ transition: ControllerTransition, for owners: [UIViewController], _ body: () -> Void) {
        let keys = owners.map(ObjectIdentifier.init)
        let saved = keys.map { active[$0] }
        for key in keys { active[key] = transition }
        body()
        for (key, old) in zip(keys, saved) { active[key] = old }
    }
}
