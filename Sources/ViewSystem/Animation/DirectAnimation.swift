import CollectionGeometry
import Foundation

/// The geometry a view shows: what a collection view's update animates, element by element.
package struct ShownGeometry: Equatable, Sendable {
    package var center: CGPoint
    package var size: CGSize
    package var transform: CGAffineTransform
    package var alpha: CGFloat

    /// Geometry of an untransformed `frame` (its centre and size), with `transform` and `alpha`.
    package init(frame: CGRect, transform: CGAffineTransform, alpha: CGFloat) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        size = frame.size
        self.transform = transform
        self.alpha = alpha
    }
}

/// An animation a higher layer builds from start and end values it already knows (the collection face's batch
/// updates, whose start and end come from layout attributes), without an animation block: one group, many views.
@MainActor
package final class DirectAnimation {
    private let group: AnimationGroup

    /// An animation over `duration` seconds (sanitised as `UIView.animate`'s) along `curve`, starting now.
    package init(duration: TimeInterval, curve: TimingCurve) {
        group = AnimationEngine.shared.makeGroup(curve: curve, duration: UIView.sanitizedInterval(duration), delay: 0)
    }

    /// Animates what `view` shows from `start` to `end` (the model values are left as they are; a view whose
    /// model is `end` ends there, one that is leaving shows `end` on the last frame). A property the view is
    /// already animating starts from the value it shows instead of `start`.
    package func animate(_ view: UIView, from start: ShownGeometry, to end: ShownGeometry) {
        let engine = AnimationEngine.shared
        func add(_ property: AnimatableProperty, _ from: AnimatableValue, _ to: AnimatableValue) {
            // A property already animating goes on from the value shown (no jump), and gets its animation even if
            // it does not move, so that the older one (which would show other values) is replaced.
            let running = view.runningAnimations.contains { $0.property == property }
            let from = running ? view.presentationValue(of: property) : from
            guard from != to || running else { return }
            engine.add(PropertyAnimation(property: property, from: from, to: to, group: group, start: 0, end: 1), to: view)
        }
        add(.center, AnimatableValue(point: start.center), AnimatableValue(point: end.center))
        let startBounds = CGRect(origin: view.bounds.origin, size: start.size)
        let endBounds = CGRect(origin: view.bounds.origin, size: end.size)
        add(.bounds, AnimatableValue(rect: startBounds), AnimatableValue(rect: endBounds))
        add(.transform, AnimatableValue(transform: start.transform), AnimatableValue(transform: end.transform))
        add(.alpha, AnimatableValue(scalar: start.alpha), AnimatableValue(scalar: end.alpha))
    }

    /// Starts the clock on the animation; `completion` runs when it ends (at the clock's next turn when nothing
    /// moves), `false` when it was interrupted.
    package func commit(completion: ((Bool) -> Void)?) {
        let engine = AnimationEngine.shared
        if let completion { group.completions.append(completion) }
        if group.liveAnimations == 0 { group.forcedEndTime = engine.clock.now }
        CATransaction.register(group)
        engine.schedule(group)
    }

    /// Whether animations would run now: enabled and outside `performWithoutAnimation`.
    package static var areEnabled: Bool { UIView.areAnimationsEnabled }
}
