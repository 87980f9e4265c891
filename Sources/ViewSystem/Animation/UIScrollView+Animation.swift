import CollectionGeometry
import Foundation

extension UIScrollView {
    /// The duration of an animated content-offset change (UIKit does not document it; semantics AN12).
    package static let scrollAnimationDuration: TimeInterval = 0.3

    /// Moves the content offset to `target` over ``scrollAnimationDuration`` along the ease in-out curve, one
    /// display frame at a time (the delegate hears every step), then tells the delegate the scrolling animation
    /// ended. A running scroll animation of the view is cancelled first (it ends without that call).
    func animateContentOffset(to target: CGPoint) {
        let engine = AnimationEngine.shared
        engine.cancelFrameAnimation(of: self)
        let start = contentOffset
        guard target != start else { return }
        let group = engine.makeGroup(curve: .easeInOut, duration: Self.scrollAnimationDuration, delay: 0)
        group.onFrame = { [weak self] progress in
            self?.contentOffset = CGPoint(
                x: start.x + (target.x - start.x) * progress, y: start.y + (target.y - start.y) * progress)
        }
        group.endObservers.append { [weak self] finished in
            guard let self, finished else { return }
            self.contentOffset = target
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        engine.startFrameAnimation(group, of: self)
    }

    /// Whether an animated content-offset change is running.
    public var isScrollAnimating: Bool { AnimationEngine.shared.hasFrameAnimation(of: self) }

    /// Whether `setContentOffset(_:animated: true)` animates: in a window, with animations enabled.
    var animatesContentOffsetChanges: Bool { window != nil && UIView.areAnimationsEnabled }
}
