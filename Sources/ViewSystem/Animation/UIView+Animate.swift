import CollectionGeometry
import Foundation

extension UIView {
    /// A duration or delay as the animation engine takes it: NaN, negative and infinite values are 0 (semantics AN5).
    static func sanitizedInterval(_ interval: TimeInterval) -> TimeInterval {
        interval.isFinite && interval > 0 ? interval : 0
    }

    /// Animates the property changes `animations` makes (centre, bounds, frame, transform, alpha, background
    /// colour): the model values change at once, the presentation values follow the curve over `duration` after
    /// `delay`. The completion runs when the animation ends, `finished` false when it was interrupted.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimation(
            duration: duration, delay: delay, curve: options.timingCurve, options: options, animations: animations,
            completion: completion)
    }

    /// Animates over `duration` with the default curve, then runs `completion`.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` with the default curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates along a spring with `dampingRatio` (1: no overshoot) and `velocity` (in distances per second) that
    /// settles within `duration` (`SpringTimingCurve`, semantics AN4).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringTimingCurve(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
            duration: sanitizedInterval(duration))
        runAnimation(
            duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes apply at once even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationEngine.shared.run(AnimationCapture(group: nil, suppresses: true), actionsWithoutAnimation)
    }

    /// Whether animation blocks animate; `false` inside ``performWithoutAnimation(_:)``.
    public static var areAnimationsEnabled: Bool {
        let engine = AnimationEngine.shared
        return engine.animationsEnabled && !(engine.captures.last?.suppresses ?? false)
    }

    /// Turns animations on or off for every later animation block.
    public static func setAnimationsEnabled(_ enabled: Bool) { AnimationEngine.shared.animationsEnabled = enabled }

    /// The duration of the innermost animation block being run, 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationEngine.shared.captures.last { $0.group != nil }?.group?.duration ?? 0
    }

    /// The engine's part of every block animation: a group with the (inherited) timing, the block run with its
    /// changes captured, their animations added, the end scheduled.
    @discardableResult
    static func runAnimation(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) -> AnimationGroup {
        let engine = AnimationEngine.shared
        let enclosing = engine.captures.last { $0.group != nil }?.group
        var duration = sanitizedInterval(duration)
        var curve = curve
        if let enclosing, !options.contains(.overrideInheritedDuration) { duration = enclosing.duration }
        if let enclosing, !options.contains(.overrideInheritedCurve) { curve = enclosing.curve }
        let animated = areAnimationsEnabled && duration > 0
        let group = engine.makeGroup(
            curve: curve, duration: animated ? duration : 0, delay: animated ? sanitizedInterval(delay) : 0)
        group.repeats = animated && options.contains(.repeat)
        group.autoreverses = animated && options.contains(.autoreverse)
        if let completion { group.completions.append(completion) }
        let capture = AnimationCapture(group: group, suppresses: !animated)
        engine.run(capture, animations)
        if animated { engine.commit(capture, into: group) }
        // A block that changed nothing animatable ends at once (its completion runs at the clock's next turn).
        if group.liveAnimations == 0 { group.forcedEndTime = engine.clock.now }
        CATransaction.register(group)
        engine.schedule(group)
        return group
    }

    // MARK: Keyframes

    /// Animates in keyframes: `animations` calls ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``,
    /// each keyframe animating its changes over its part of `duration`, linearly, on an ease in-out timeline
    /// unless the options' curve bits say otherwise (semantics AN7).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let options = AnimationOptions(rawValue: options.rawValue)
        runAnimation(
            duration: duration, delay: delay, curve: options.timingCurve, options: options, animations: animations,
            completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``: animates the changes of
    /// `animations` from `frameStartTime` for `frameDuration` (fractions of the whole, clamped to 0…1). Outside a
    /// keyframe animation the changes apply at once.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        let engine = AnimationEngine.shared
        guard let outer = engine.captures.last, let group = outer.group, !outer.suppresses else {
            animations()
            return
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? max(frameDuration, 0) : 0
        let capture = AnimationCapture(group: group)
        capture.window = (start, min(start + length, 1))
        engine.run(capture, animations)
        engine.commit(capture, into: group)
    }

    // MARK: Transitions

    /// Makes the changes of `animations` at once (animated when the options allow animated content) and runs a
    /// transition of `view` over `duration`; the completion runs when it ends (semantics AN8).
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        let engine = AnimationEngine.shared
        let animated = areAnimationsEnabled && sanitizedInterval(duration) > 0
        let group = engine.makeGroup(
            curve: options.timingCurve, duration: animated ? sanitizedInterval(duration) : 0, delay: 0)
        if let completion { group.completions.append(completion) }
        let capture = AnimationCapture(group: group, suppresses: !(animated && options.contains(.allowAnimatedContent)))
        engine.run(capture) { animations?() }
        if !capture.suppresses { engine.commit(capture, into: group) }
        view.runningTransition = animated ? ViewTransition(options: options, group: group) : nil
        group.endObservers.append { [weak view] _ in
            if view?.runningTransition?.group === group { view?.runningTransition = nil }
        }
        CATransaction.register(group)
        engine.schedule(group)
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview (or hides one and shows the other with
    /// `.showHideTransitionViews`) at once, with a transition over `duration`; the completion runs when it ends.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let container = fromView.superview
        transition(with: container ?? toView, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container, let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                container.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// A transition running on a view: its kind (the options' transition bits) and its timing.
struct ViewTransition {
    let options: UIView.AnimationOptions
    let group: AnimationGroup
}
