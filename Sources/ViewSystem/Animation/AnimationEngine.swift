import CollectionGeometry
import Foundation

/// The property changes made inside one animation block, by view and property, with the value each showed
/// before its first change.
@MainActor
final class AnimationCapture {
    struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableProperty
    }

    /// Whether changes are swallowed (`performWithoutAnimation`, animations disabled): they apply at once.
    let suppresses: Bool
    /// The group progress window the changes animate in (keyframes); (0, 1) otherwise.
    var window: (start: Double, end: Double) = (0, 1)
    /// The group the block belongs to (nested blocks inherit its duration and curve).
    let group: AnimationGroup?
    private(set) var entries: [Key: (view: UIView, from: AnimatableValue)] = [:]
    private(set) var order: [Key] = []

    init(group: AnimationGroup?, suppresses: Bool = false) {
        self.group = group
        self.suppresses = suppresses
    }

    func record(_ key: Key, view: UIView, from: AnimatableValue) {
        guard entries[key] == nil else { return }
        entries[key] = (view, from)
        order.append(key)
    }

    func take(_ key: Key) -> (view: UIView, from: AnimatableValue)? { entries.removeValue(forKey: key) }
}

/// Runs animations: keeps the current clock, the open animation blocks, and the groups waiting for their end.
@MainActor
final class AnimationEngine {
    static let shared = AnimationEngine()

    private(set) var clock: any AnimationClock = RealTimeAnimationClock()
    /// The open animation blocks, innermost last.
    private(set) var captures: [AnimationCapture] = []
    /// UIView's `areAnimationsEnabled`.
    var animationsEnabled = true
    /// Groups that have not ended.
    private var pending: [AnimationGroup] = []
    private var nextSequence = 0

    /// Whether a property change must be looked at (an animation block is open).
    var isCapturing: Bool { !captures.isEmpty }

    /// Makes `clock` current. The animations running on the previous clock end first (their completions run,
    /// finished), so that times of two clocks never mix.
    func install(_ clock: any AnimationClock) {
        while let group = pending.first { end(group, finished: true) }
        self.clock = clock
    }

    func makeGroup(curve: TimingCurve, duration: TimeInterval, delay: TimeInterval) -> AnimationGroup {
        nextSequence += 1
        return AnimationGroup(curve: curve, duration: duration, beginTime: clock.now + delay, sequence: nextSequence)
    }

    // MARK: Capturing changes

    /// Runs `changes` with `capture` open, then closes it.
    func run(_ capture: AnimationCapture, _ changes: () -> Void) {
        captures.append(capture)
        changes()
        captures.removeLast()
    }

    /// Notes that `property` of `view` is about to change inside the innermost open block (a change first made
    /// in an outer block moves to the inner one, whose timing wins, with the value shown before either).
    func willChange(_ property: AnimatableProperty, of view: UIView) {
        guard let innermost = captures.last, !innermost.suppresses else { return }
        let key = AnimationCapture.Key(view: ObjectIdentifier(view), property: property)
        guard innermost.entries[key] == nil else { return }
        for outer in captures.dropLast().reversed() {
            if let taken = outer.take(key) {
                innermost.record(key, view: taken.view, from: taken.from)
                return
            }
        }
        innermost.record(key, view: view, from: view.presentationValue(of: property))
    }

    /// Turns the changes `capture` saw into property animations of `group`.
    func commit(_ capture: AnimationCapture, into group: AnimationGroup) {
        for key in capture.order {
            guard let (view, from) = capture.entries[key] else { continue }
            let to = view.modelValue(of: key.property)
            // Keyframes of one group chain: a later keyframe starts where the group's last one on the property ends.
            let chainedFrom = view.runningAnimations.last { $0.group === group && $0.property == key.property }?.to
            let start = chainedFrom ?? from
            guard start != to || chainedFrom != nil else { continue }
            add(PropertyAnimation(
                property: key.property, from: start, to: to, group: group,
                start: capture.window.start, end: capture.window.end), to: view)
        }
    }

    /// Puts `animation` on `view`, removing the view's animations of the same property from other groups
    /// (those groups end with `finished == false`).
    func add(_ animation: PropertyAnimation, to view: UIView) {
        let group = animation.group
        if view.runningAnimations.contains(where: { $0.property == animation.property && $0.group !== group }) {
            removeAnimations(of: view) { $0.property == animation.property && $0.group !== group }
        }
        if !view.runningAnimations.contains(where: { $0.group === group }) { group.views.append(view) }
        view.runningAnimations.append(animation)
        group.liveAnimations += 1
    }

    /// Removes the view's animations that match, marking their groups interrupted; a group left without
    /// animations ends now.
    func removeAnimations(of view: UIView, where matches: (PropertyAnimation) -> Bool) {
        var kept: [PropertyAnimation] = []
        for animation in view.runningAnimations {
            if matches(animation) {
                let group = animation.group
                group.liveAnimations -= 1
                group.wasInterrupted = true
                if group.liveAnimations == 0 && !group.hasEnded { group.forcedEndTime = clock.now }
            } else {
                kept.append(animation)
            }
        }
        view.runningAnimations = kept
        wakeClock()
    }

    // MARK: Scheduling

    /// Registers a group whose end must be waited for.
    func schedule(_ group: AnimationGroup) {
        pending.append(group)
        wakeClock()
    }

    /// Asks the clock to wake at the next end.
    func wakeClock() {
        if let next = nextEventTime { clock.requestWakeUp(at: next) }
    }

    // MARK: Frame animations

    /// The display's frame interval: frame animations step at 60 Hz.
    static let frameInterval: TimeInterval = 1.0 / 60
    /// The running frame animations, by the object they animate (one each).
    private var frameAnimations: [ObjectIdentifier: AnimationGroup] = [:]
    /// The time of the last display frame while frame animations run.
    private var lastFrameTime: TimeInterval = 0

    func startFrameAnimation(_ group: AnimationGroup, of owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        if frameAnimations.isEmpty { lastFrameTime = clock.now }
        frameAnimations[key] = group
        // The engine is the process-wide one and outlives its groups (which drop their observers when they end), so
        // the observer holds it strongly: a weak reference would only give it a side table.
        group.endObservers.insert({ [unowned group] _ in
            if self.frameAnimations[key] === group { self.frameAnimations[key] = nil }
        }, at: 0)
        schedule(group)
    }

    func cancelFrameAnimation(of owner: AnyObject) {
        guard let group = frameAnimations.removeValue(forKey: ObjectIdentifier(owner)) else { return }
        end(group, finished: false)
    }

    func hasFrameAnimation(of owner: AnyObject) -> Bool { frameAnimations[ObjectIdentifier(owner)] != nil }

    /// Runs every frame animation at the clock's time (a display frame; also when a test clock stops moving, so
    /// that what the test reads is the frame at its time).
    func renderFrame() {
        guard !frameAnimations.isEmpty else { return }
        let now = clock.now
        lastFrameTime = now
        for group in frameAnimations.values.sorted(by: { $0.sequence < $1.sequence }) where !group.hasEnded {
            group.onFrame?(group.progress(at: now))
        }
    }

    /// The earliest end among the groups that have not ended, or the next display frame while frame animations run.
    var nextEventTime: TimeInterval? {
        var earliest: TimeInterval? = frameAnimations.isEmpty ? nil : lastFrameTime + Self.frameInterval
        for group in pending {
            if let end = group.endTime, earliest.map({ end < $0 }) ?? true { earliest = end }
        }
        return earliest
    }

    /// Ends every group whose end has come, earliest (then oldest) first.
    func fireDueEvents() {
        if !frameAnimations.isEmpty && clock.now >= lastFrameTime + Self.frameInterval { renderFrame() }
        while true {
            let now = clock.now
            var due: AnimationGroup?
            for group in pending {
                guard let end = group.endTime, end <= now else { continue }
                if let chosen = due, let chosenEnd = chosen.endTime,
                    chosenEnd < end || (chosenEnd == end && chosen.sequence < group.sequence)
                {
                    continue
                }
                due = group
            }
            guard let due else { break }
            end(due, finished: !due.wasInterrupted)
        }
        wakeClock()
    }

    /// Ends `group` now: its animations leave their views and its completions run.
    func end(_ group: AnimationGroup, finished: Bool) {
        guard !group.hasEnded else { return }
        group.hasEnded = true
        pending.removeAll { $0 === group }
        for view in group.views {
            view.runningAnimations.removeAll { $0.group === group }
        }
        group.views = []
        group.liveAnimations = 0
        for observer in group.endObservers { observer(finished) }
        for completion in group.completions { completion(finished) }
        group.completions = []
        group.endObservers = []
    }
}
