import CollectionGeometry
import Foundation
import HeadlessCollectionView

// Batch updates and diffable applies animate on the animation clock: every element's view goes from the initial
// to the final attributes the update's transaction describes (the layout's initial and final attributes of
// appearing and disappearing elements, the old and new frames of moving ones), and the completion runs when the
// animation ends (semantics AN11).
extension UICollectionView {
    /// Animates `transaction` when it is animated, the collection view is in a window and animations are enabled;
    /// `completion` then runs when the animation ends. Returns `false` (and does nothing) otherwise: the update
    /// shows at once and the caller runs its completion.
    func animateUpdate(_ transaction: UpdateTransaction, completion: @escaping (Bool) -> Void) -> Bool {
        guard transaction.animation.isAnimated, !transaction.isReload, window != nil, UIView.areAnimationsEnabled
        else { return false }
        let animation = DirectAnimation(
            duration: transaction.animation.duration,
            curve: TimingCurve(transaction.animation.curve, duration: transaction.animation.duration))
        for element in transaction.elements {
            if let view = element.view as? UIView {
                // A view that starts showing an element (a reused one) drops what it was animating before.
                if element.change == .appearing || element.change == .reloaded, view.hasRunningAnimations {
                    view.layer.removeAllAnimations()
                }
                animation.animate(view, from: ShownGeometry(element.initial), to: ShownGeometry(element.final))
            }
            if let previous = element.previousView as? UIView, let before = element.before,
                let previousFinal = element.previousViewFinal
            {
                animation.animate(previous, from: ShownGeometry(before), to: ShownGeometry(previousFinal))
            }
        }
        animation.commit(completion: completion)
        return true
    }
}

extension ShownGeometry {
    /// The geometry a view shows for displayed attributes (the untransformed frame, transform and alpha, as
    /// `UICollectionReusableView.apply` sets them).
    init(_ attributes: ViewAttributes) {
        self.init(frame: attributes.frame, transform: attributes.transform, alpha: attributes.alpha)
    }
}

extension TimingCurve {
    /// The timing curve of an update's curve (a spring settles within `duration`).
    init(_ curve: UpdateAnimation.Curve, duration: TimeInterval) {
        switch curve {
        case .easeInOut: self = .easeInOut
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .linear: self = .linear
        case .spring(let dampingRatio, let initialVelocity):
            self = .spring(SpringTimingCurve(
                dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity), duration: duration))
        }
    }
}
