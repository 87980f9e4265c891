import CollectionGeometry
import Foundation

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished, with UIKit's states
/// (`inactive` → `active` → `stopped` → `inactive`) and its traps for calls its state does not allow (semantics
/// AN10).
@MainActor
open class UIViewPropertyAnimator {
    /// The duration, in seconds.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``.
    public private(set) var delay: TimeInterval = 0
    /// The state: inactive until started or paused, active while running or paused, stopped after
    /// ``stopAnimation(_:)`` with `false` until ``finishAnimation(at:)``.
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animator may be interrupted (stored).
    open var isInterruptible = true
    /// Whether scrubbing is linear (stored).
    open var scrubsLinearly = true
    /// Whether the animator stays active at the end instead of finishing (stored; semantics AN10).
    open var pausesOnCompletion = false
    /// Whether touches reach the animated views (stored for the touch driver).
    open var isUserInteractionEnabled = true

    private let curve: TimingCurve
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var group: AnimationGroup?
    /// Every animation the animator put on views, to set the model to the start or the current values.
    private var animated: [(view: UIView, animation: PropertyAnimation)] = []
    private var storedFraction: Double = 0
    private var storedReversed = false

    /// Creates an animator with one of UIKit's named curves.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = UIView.sanitizedInterval(duration)
        self.curve = curve.timingCurve
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator along a cubic Bézier with the two control points.
    public init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.duration = UIView.sanitizedInterval(duration)
        curve = .cubicBezier(CubicBezierTimingCurve(point1.x, point1.y, point2.x, point2.y))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Creates an animator along a spring with `ratio` (1: no overshoot) that settles within `duration`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = UIView.sanitizedInterval(duration)
        curve = .spring(SpringTimingCurve(dampingRatio: ratio, initialVelocity: 0, duration: self.duration))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Makes, starts (after `delay`) and returns an animator with the options' curve.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// Whether the animation is moving (active and not paused).
    open var isRunning: Bool { state == .active && group?.pausedFraction == nil && group?.hasEnded == false }

    /// The fraction of the duration done (linear time, 0 to 1). Setting it moves a paused animation there (an
    /// inactive one is paused first); while running, setting it does nothing, as in UIKit.
    open var fractionComplete: CGFloat {
        get { group.map { $0.linearFraction(at: AnimationEngine.shared.clock.now) } ?? storedFraction }
        set {
            let fraction = newValue.isFinite ? min(max(Double(newValue), 0), 1) : 0
            switch state {
            case .inactive:
                storedFraction = fraction
                pauseAnimation()
            case .active where !isRunning: group?.pausedFraction = fraction
            default: break
            }
        }
    }

    /// Whether the animation runs backwards, towards its start values.
    open var isReversed: Bool {
        get { storedReversed }
        set {
            guard newValue != storedReversed else { return }
            storedReversed = newValue
            guard let group, !group.hasEnded else { return }
            if isRunning { group.reanchor(at: AnimationEngine.shared.clock.now) }
            group.isReversed = newValue
            AnimationEngine.shared.wakeClock()
        }
    }

    // MARK: Animations and completions

    /// Adds animations: before the start they run with the others; while active they animate from the values
    /// shown now over the rest of the animation.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0 to 1) of the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state == .active, let group else {
            if state == .stopped { UIKitTraps.raise(Self.message("addAnimations", "stopped")) }
            pendingAnimations.append(animation)
            return
        }
        let now = group.progress(at: AnimationEngine.shared.clock.now)
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        capture(animation, into: group, window: (now + (1 - now) * factor, 1))
    }

    /// Adds a block run when the animation ends, with where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Transitions between states

    /// Starts (or resumes) the animation. A stopped animator traps, as in UIKit.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds (resumes a paused one after it).
    open func startAnimation(afterDelay delay: TimeInterval) {
        let delay = UIView.sanitizedInterval(delay)
        switch state {
        case .stopped: UIKitTraps.raise(Self.message("startAnimation", "stopped"))
        case .inactive:
            self.delay = delay
            activate(startingAt: storedFraction, delay: delay, paused: false)
        case .active:
            guard let group, group.pausedFraction != nil else { return }
            group.reanchor(at: AnimationEngine.shared.clock.now + delay)
            AnimationEngine.shared.wakeClock()
        }
    }

    /// Pauses the animation where it is (an inactive animator becomes active, paused at its start).
    open func pauseAnimation() {
        switch state {
        case .stopped: UIKitTraps.raise(Self.message("pauseAnimation", "stopped"))
        case .inactive: activate(startingAt: storedFraction, delay: 0, paused: true)
        case .active:
            guard let group, group.pausedFraction == nil else { return }
            group.pausedFraction = group.linearFraction(at: AnimationEngine.shared.clock.now)
        }
    }

    /// Stops the animation where it is: the views keep the values shown now as their model values. With
    /// `withoutFinishing` the animator becomes inactive and no completion runs; otherwise it is stopped until
    /// ``finishAnimation(at:)``. Stopping an inactive animator traps, as in UIKit.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive: UIKitTraps.raise(Self.message("stopAnimation", "inactive"))
        case .stopped: return
        case .active: break
        }
        let current = animated.map { ($0.view, $0.animation.property, $0.view.presentationValue(of: $0.animation.property)) }
        if let group {
            group.endObservers = []
            AnimationEngine.shared.end(group, finished: false)
        }
        UIView.performWithoutAnimation {
            for (view, property, value) in current { view.setModelValue(value, of: property) }
        }
        group = nil
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { animated = [] }
    }

    /// Finishes a stopped animation: the model values become the end values, the start values or stay where
    /// they stopped, and the completions run with `finalPosition`. Any other state traps, as in UIKit.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { UIKitTraps.raise(Self.message("finishAnimation(at:)", state.name)) }
        setModel(to: finalPosition)
        finish(at: finalPosition)
    }

    // MARK: Machinery

    private func activate(startingAt fraction: Double, delay: TimeInterval, paused: Bool) {
        let engine = AnimationEngine.shared
        let group = engine.makeGroup(curve: curve, duration: duration, delay: delay)
        group.anchorFraction = fraction
        group.isReversed = storedReversed
        if paused { group.pausedFraction = fraction }
        self.group = group
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { capture(block, into: group, window: (0, 1)) }
        group.endObservers.append { [weak self] finished in self?.groupEnded(finished: finished) }
        engine.schedule(group)
    }

    private func capture(_ block: () -> Void, into group: AnimationGroup, window: (start: Double, end: Double)) {
        let engine = AnimationEngine.shared
        let capture = AnimationCapture(group: group)
        capture.window = window
        engine.run(capture, block)
        engine.commit(capture, into: group)
        for view in group.views {
            for animation in view.runningAnimations where animation.group === group {
                if !animated.contains(where: { $0.view === view && $0.animation.property == animation.property }) {
                    animated.append((view, animation))
                }
            }
        }
        if group.liveAnimations == 0 && group.pausedFraction == nil { group.forcedEndTime = engine.clock.now }
        engine.wakeClock()
    }

    private func groupEnded(finished: Bool) {
        let position: UIViewAnimatingPosition = !finished ? .current : (storedReversed ? .start : .end)
        if position == .start { setModel(to: .start) }
        group = nil
        finish(at: position)
    }

    private func setModel(to position: UIViewAnimatingPosition) {
        guard position != .current else { return }
        UIView.performWithoutAnimation {
            for (view, animation) in animated {
                view.setModelValue(position == .start ? animation.from : animation.to, of: animation.property)
            }
        }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        animated = []
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }

    private static func message(_ call: String, _ state: String) -> String {
        "UIViewPropertyAnimator: it is a programmer error to call \(call) while the animator's state is \(state)"
    }
}

extension UIViewAnimatingState {
    /// The state's name in messages.
    var name: String {
        switch self {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }
}

extension UIView {
    /// Sets `property`'s model value from numbers.
    func setModelValue(_ value: AnimatableValue, of property: AnimatableProperty) {
        switch property {
        case .center: center = value.point
        case .bounds: bounds = value.rect
        case .transform: transform = value.transform
        case .alpha: alpha = value.scalar
        case .backgroundColor: backgroundColor = value.color
        }
    }
}
