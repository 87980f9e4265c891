import CollectionGeometry
import Foundation

extension UIView {
    /// Notes that an animatable property is about to change (called by the property setters): inside an
    /// animation block the change is captured so that it animates.
    @inline(__always)
    func willChangeAnimatable(_ property: AnimatableProperty) {
        guard AnimationEngine.shared.isCapturing else { return }
        AnimationEngine.shared.willChange(property, of: self)
    }

    /// The value `property` shows now: its running animation's value at the clock's time, else the model value.
    func presentationValue(of property: AnimatableProperty) -> AnimatableValue {
        guard !runningAnimations.isEmpty,
            let group = runningAnimations.first(where: { $0.property == property })?.group,
            let value = runningAnimations.value(
                of: property, progress: group.progress(at: AnimationEngine.shared.clock.now))
        else { return modelValue(of: property) }
        return value
    }

    /// The centre as shown now (the model ``center`` unless an animation moves it).
    public var presentationCenter: CGPoint { presentationValue(of: .center).point }
    /// The bounds as shown now.
    public var presentationBounds: CGRect { presentationValue(of: .bounds).rect }
    /// The transform as shown now.
    public var presentationTransform: CGAffineTransform { presentationValue(of: .transform).transform }
    /// The alpha as shown now.
    public var presentationAlpha: CGFloat { presentationValue(of: .alpha).scalar }
    /// The background colour as shown now (`nil` when it is the model's and that is `nil`).
    public var presentationBackgroundColor: UIColor? {
        guard runningAnimations.contains(where: { $0.property == .backgroundColor }) else { return backgroundColor }
        return presentationValue(of: .backgroundColor).color
    }
    /// The frame as shown now: the presentation bounds' size about the presentation centre, transformed.
    public var presentationFrame: CGRect {
        guard !runningAnimations.isEmpty else { return frame }
        let center = presentationCenter, size = presentationBounds.size, transform = presentationTransform
        if transform.isIdentity {
            return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        return Self.frame(center: center, size: size, transform: transform)
    }

    /// The bounding box of a `size` rectangle about `center`, transformed about its centre.
    static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
            CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2),
        ].map { transform.apply(to: $0) }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        return CGRect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether an animation or a transition is running on the view.
    public var hasRunningAnimations: Bool { !runningAnimations.isEmpty || runningTransition != nil }
}

extension CALayer {
    /// A copy of the layer as shown now, with the presentation values of the view's animations (`nil` when the
    /// layer backs no view). The copy's geometry is fixed; it does not follow later changes.
    public func presentation() -> CALayer? {
        guard let view = delegateView else { return nil }
        let copy = CALayer()
        copy.presentedGeometry = PresentedGeometry(
            bounds: view.presentationBounds, position: view.presentationCenter, frame: view.presentationFrame)
        copy.transform = CATransform3DMakeAffineTransform(view.presentationTransform)
        copy.opacity = Float(view.presentationAlpha)
        copy.backgroundColor = view.presentationBackgroundColor?.cgColor
        copy.cornerRadius = cornerRadius
        copy.isHidden = isHidden
        copy.zPosition = zPosition
        return copy
    }

    /// The names of the animations on the layer: Core Animation's key paths of the animated properties.
    public func animationKeys() -> [String]? {
        guard let view = delegateView, !view.runningAnimations.isEmpty else { return nil }
        var keys: [String] = []
        for animation in view.runningAnimations {
            let key = animation.property.keyPath
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// Removes the view's animations: the presentation shows the model values, and the animations' completions
    /// run with `finished == false`.
    public func removeAllAnimations() {
        guard let view = delegateView else { return }
        AnimationEngine.shared.removeAnimations(of: view) { _ in true }
    }

    /// Removes the animation of one key path (`position`, `bounds`, `transform`, `opacity`, `backgroundColor`).
    public func removeAnimation(forKey key: String) {
        guard let view = delegateView else { return }
        AnimationEngine.shared.removeAnimations(of: view) { $0.property.keyPath == key }
    }
}

/// The fixed geometry of a presentation copy.
struct PresentedGeometry {
    let bounds: CGRect
    let position: CGPoint
    let frame: CGRect
}

extension AnimatableProperty {
    /// Core Animation's key path of the property.
    var keyPath: String {
        switch self {
        case .center: return "position"
        case .bounds: return "bounds"
        case .transform: return "transform"
        case .alpha: return "opacity"
        case .backgroundColor: return "backgroundColor"
        }
    }
}
