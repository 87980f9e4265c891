import Foundation

/// An action with a title and image that runs a handler (menus, buttons, controls).
@MainActor
open class UIAction: UIMenuElement {
    /// Names an action, so that adding another with the same identifier replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Whether the action shows a checkmark (in a pop-up menu: whether it is the selected one).
    open var state: UIMenuElement.State = .off
    /// The identifier.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control).
    public package(set) weak var sender: AnyObject?
    package let handler: (UIAction) -> Void

    /// A longer title for keyboard-shortcut discovery (stored).
    open var discoverabilityTitle: String?
    /// How the action shows (destructive, disabled, hidden).
    open var attributes: UIMenuElement.Attributes = []

    /// An action running `handler` (UIKit's iOS 14 initialiser, with its defaults).
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "UIAction.\(UIAction.nextSerial())")
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    private static var serial = 0
    private static func nextSerial() -> Int {
        serial += 1
        return serial
    }
}

/// A control: a view that sends actions for events (taps, value changes).
///
/// There are no touches on Linux: ``sendActions(for:)`` sends an event's actions, and ``simulateTap()`` does what a
/// tap does (highlight, touch-up-inside, the primary action).
@MainActor
open class UIControl: UIView {
    /// The events a control sends actions for (UIKit's raw values).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second tap went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (switches, sliders).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began (text fields).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed (text fields).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (text fields).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (text fields).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A touch was dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// All touch events.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// All events.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (UIKit's raw values).
    public struct State: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Highlighted (a touch is down).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The actions in the order they were added; `target` names the object of an `addTarget` pair.
    private var actions: [(action: UIAction, events: Event, target: ObjectIdentifier?)] = []

    /// Whether the control is enabled. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }
    /// Whether the control is selected. Default `false`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    /// Whether the control is highlighted (a touch is down). Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    /// The state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Called when the state changes; subclasses restyle.
    func stateDidChange() {}

    /// Creates a control with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Creates a control with `frame` whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Decoding is not supported: always returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, controlEvents, nil))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Stops running the action named `identifier`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// The events that have actions.
    open var allControlEvents: Event { actions.reduce(into: []) { $0.formUnion($1.events) } }

    // MARK: Target and action

    /// Calls the method `action` of `target` (not retained) for `controlEvents`:
    /// `button.addTarget(self, action: Self.didTap, for: .touchUpInside)`. There is no Objective-C runtime here, so
    /// the action is a Swift method reference instead of a `#selector` (semantics V16).
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for controlEvents: Event
    ) {
        addTargetAction(target, for: controlEvents) { [weak target] _ in
            if let target { action(target)() }
        }
    }

    /// Calls the method `action` of `target` (not retained) with the control as the sender for `controlEvents`:
    /// `button.addTarget(self, action: Self.didTap(_:), for: .touchUpInside)` for `func didTap(_ sender: UIButton)`.
    open func addTarget<Target: AnyObject, Sender>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void, for controlEvents: Event
    ) {
        addTargetAction(target, for: controlEvents) { [weak target] control in
            guard let target else { return }
            guard let sender = control as? Sender else {
                UIKitTraps.raise("addTarget: the action takes a \(Sender.self), but the sender is a \(type(of: control))")
            }
            action(target)(sender)
        }
    }

    private func addTargetAction(_ target: AnyObject, for controlEvents: Event, _ call: @escaping (UIControl) -> Void) {
        let id = ObjectIdentifier(target)
        let action = UIAction { [weak self] _ in if let self { call(self) } }
        actions.append((action, controlEvents, id))
    }

    /// Stops calling `target`'s actions for `controlEvents` (every target's when `target` is `nil`). Actions are
    /// Swift closures that cannot be compared, so every action of the target for those events is removed.
    open func removeTarget(_ target: AnyObject?, action: ((AnyObject) -> Void)? = nil, for controlEvents: Event) {
        let id = target.map(ObjectIdentifier.init)
        actions.removeAll { entry in
            guard let owner = entry.target, id == nil || owner == id else { return false }
            return !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// Runs one action with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Runs the actions of `controlEvents` (in the order they were added), with the control as their sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { sendAction(entry.action) }
    }

    /// What a tap does, for a control that is enabled, visible and takes touches: highlight on touch-down, then on
    /// touch-up inside the touch-up-inside actions and the primary action. Returns whether it was delivered.
    @discardableResult
    open func simulateTap() -> Bool {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return false }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }
}

