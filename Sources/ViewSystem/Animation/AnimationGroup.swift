import CollectionGeometry
import Foundation

/// The timing of one animation request (a `UIView.animate` call, a property animator, a collection view's
/// update), shared by every property animation it started. Progress is computed from the clock when read; the
/// group only keeps where its linear time stood at an anchor time.
@MainActor
final class AnimationGroup {
    /// The timing curve applied to the linear time fraction.
    let curve: TimingCurve
    /// Seconds from fraction 0 to fraction 1.
    let duration: TimeInterval
    /// The clock time at which the linear fraction was ``anchorFraction``.
    var anchorTime: TimeInterval
    /// The linear fraction at ``anchorTime``.
    var anchorFraction: Double = 0
    /// Whether time runs from 1 towards 0 (a reversed property animator).
    var isReversed = false
    /// The frozen linear fraction of a paused animation.
    var pausedFraction: Double?
    /// `.repeat`: the animation starts again forever and never ends by itself.
    var repeats = false
    /// `.autoreverse`: the animation runs forward, then backward (then ends, or repeats).
    var autoreverses = false
    /// UIKit's completion blocks, told whether the animation ran to its end.
    var completions: [(Bool) -> Void] = []
    /// Called when the group ends, before the completions (property animators and CATransaction listen).
    var endObservers: [(Bool) -> Void] = []
    /// The views that received property animations of this group.
    var views: [UIView] = []
    /// The property animations of this group still on views.
    var liveAnimations = 0
    /// Whether one of the group's animations was removed before the end.
    var wasInterrupted = false
    /// Set when the group must end at this time whatever its timing says (all its animations were removed).
    var forcedEndTime: TimeInterval?
    /// Whether the group has ended.
    var hasEnded = false
    /// The order of creation, which breaks ties between groups ending at the same time.
    let sequence: Int
    /// Work done on every display frame while the group runs, with the curve's progress (a scroll animation moves
    /// the content offset, which is model state, frame by frame).
    var onFrame: ((Double) -> Void)?

    init(curve: TimingCurve, duration: TimeInterval, beginTime: TimeInterval, sequence: Int) {
        self.curve = curve
        self.duration = duration
        self.anchorTime = beginTime
        self.sequence = sequence
    }

    /// The fraction of the duration that has elapsed at `now` (0 to 1), after delays, reversal, pauses and repeats.
    func linearFraction(at now: TimeInterval) -> Double {
        if let pausedFraction { return pausedFraction }
        guard duration > 0 else { return now >= anchorTime ? (isReversed ? 0 : 1) : anchorFraction }
        let elapsed = (now - anchorTime) / duration
        guard repeats || autoreverses else {
            return min(max(anchorFraction + (isReversed ? -elapsed : elapsed), 0), 1)
        }
        guard elapsed > 0 else { return 0 }
        if autoreverses {
            if !repeats && elapsed >= 2 { return 0 }
            let cycle = elapsed.truncatingRemainder(dividingBy: 2)
            return cycle <= 1 ? cycle : 2 - cycle
        }
        return elapsed - elapsed.rounded(.down)
    }

    /// The progress along the curve at `now`.
    func progress(at now: TimeInterval) -> Double { curve.progress(at: linearFraction(at: now)) }

    /// When the group ends by itself; `nil` while paused or when it repeats forever.
    var endTime: TimeInterval? {
        if hasEnded { return nil }
        if let forcedEndTime { return forcedEndTime }
        if pausedFraction != nil || repeats { return nil }
        if autoreverses { return anchorTime + 2 * duration }
        let remaining = isReversed ? anchorFraction : 1 - anchorFraction
        return anchorTime + max(0, duration) * remaining
    }

    /// Moves the anchor to `now`, keeping the current fraction (before a change of direction or a resume).
    func reanchor(at now: TimeInterval) {
        anchorFraction = linearFraction(at: now)
        anchorTime = now
        pausedFraction = nil
    }
}

/// One property of one view animating within a group: from a value to another over a window of the group's
/// progress (the whole of it, or a keyframe's part).
struct PropertyAnimation {
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let group: AnimationGroup
    /// The window of the group's progress the animation runs in: (0, 1) except for keyframes.
    let start: Double
    let end: Double

    var isWholeGroup: Bool { start == 0 && end == 1 }
}

extension [PropertyAnimation] {
    /// The value of `property` at the group progress `progress`, from the animations of one group (keyframes
    /// chain: before the first window the first start value, between windows the last end value reached).
    func value(of property: AnimatableProperty, progress: Double) -> AnimatableValue? {
        var current: PropertyAnimation?
        var earliest: PropertyAnimation?
        for animation in self where animation.property == property {
            if animation.isWholeGroup { return animation.from.interpolated(to: animation.to, progress: progress) }
            if earliest.map({ animation.start < $0.start }) ?? true { earliest = animation }
            if animation.start <= progress, current.map({ animation.start >= $0.start }) ?? true { current = animation }
        }
        guard let current else { return earliest?.from }
        let span = current.end - current.start
        let local = span > 0 ? Swift.min(Swift.max((progress - current.start) / span, 0), 1) : 1
        return current.from.interpolated(to: current.to, progress: local)
    }
}
