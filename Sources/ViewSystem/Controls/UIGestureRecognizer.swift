import Foundation

/// Asked about a gesture recognizer's behaviour. Every method has a default (UIKit's are optional).
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

/// A gesture recognizer, declared so that screens holding one compile. There are no touches here and no
/// selectors to call (UIKit's only initialiser takes `target:action:`; docs/migration.md §1): it stores its
/// settings and its view, and never recognizes.
@MainActor
open class UIGestureRecognizer {
    /// Where a recognizer is in recognizing.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The state (always `.possible` here).
    open var state: State = .possible
    /// Whether the recognizer is on (stored).
    open var isEnabled = true
    /// The delegate (stored).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    /// Whether recognizing cancels the view's touches (stored).
    open var cancelsTouchesInView = true
    /// Whether touches wait for recognition to fail (stored).
    open var delaysTouchesBegan = false
    /// Whether touch ends wait for recognition to fail (stored).
    open var delaysTouchesEnded = true
    /// A name for debugging (stored).
    open var name: String?
    private var failureRequirements: [UIGestureRecognizer] = []

    /// A recognizer without an action.
    public init() {}

    /// The number of touches (0 here).
    open var numberOfTouches: Int { 0 }
    /// The gesture's location in `view` (the origin here: there are no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Makes this recognizer wait for `otherGestureRecognizer` to fail (stored).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(otherGestureRecognizer)
    }
}

/// A tap (stored settings).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press (stored settings; UIKit's defaults: 0.5 s, 10 pt of movement).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
}

/// A pan (stored settings; translation and velocity are zero here).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    private var translation = CGPoint.zero
    /// The translation set last (zero: there are no touches).
    open func translation(in view: UIView?) -> CGPoint { translation }
    /// Sets the translation.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) { self.translation = translation }
    /// The velocity (zero here).
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe (stored settings).
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
}

/// A pinch (stored; scale 1, velocity 0 here).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 1
    open var velocity: CGFloat { 0 }
}

/// What a context menu shows for an element: an optional preview and the menu its action provider makes. Stored;
/// there are no long presses here, so code that wants the menu calls the provider itself.
@MainActor
open class UIContextMenuConfiguration {
    /// Makes the view controller previewed above the menu.
    public typealias PreviewProvider = () -> UIViewController?
    /// Makes the menu from the suggested actions.
    public typealias ActionProvider = ([UIMenuElement]) -> UIMenu?

    /// An identifier for the configuration.
    public let identifier: any NSCopying
    /// The preview maker.
    public let previewProvider: PreviewProvider?
    /// The menu maker.
    public let actionProvider: ActionProvider?

    /// A configuration of a preview and a menu.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
        actionProvider: ActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// The preview provider's type, as UIKit names it.
public typealias UIContextMenuContentPreviewProvider = UIContextMenuConfiguration.PreviewProvider
/// The action provider's type, as UIKit names it.
public typealias UIContextMenuActionProvider = UIContextMenuConfiguration.ActionProvider
