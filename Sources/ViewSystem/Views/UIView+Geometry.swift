import Foundation

/// An event delivered to views (a touch sequence, a press). There are no real events on Linux: tests pass `nil`.
@MainActor
open class UIEvent {
    /// Creates an event.
    public init() {}
}

extension UIView {
    // MARK: Converting between coordinate spaces

    /// The point of this view's coordinates `point` in `view`'s coordinates (`nil`: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = pointToRoot(point)
        guard let view else { return inWindow.point }
        return view.pointFromRoot(inWindow.point)
    }

    /// The point of `view`'s coordinates (`nil`: the window's) `point` in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view.map { $0.pointToRoot(point).point } ?? point
        return pointFromRoot(inWindow)
    }

    /// The bounding box of `rect` of this view's coordinates in `view`'s coordinates (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { self.convert($0, to: view) }
    }

    /// The bounding box of `rect` of `view`'s coordinates (`nil`: the window's) in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { self.convert($0, from: view) }
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// A point of this view's coordinates in its superview's.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let turned = transform.isIdentity ? local : transform.apply(to: local)
        return CGPoint(x: center.x + turned.x, y: center.y + turned.y)
    }

    /// A point of the superview's coordinates in this view's.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let untransformed = transform.isIdentity ? local : (transform.inverse?.apply(to: local) ?? local)
        return CGPoint(x: untransformed.x + bounds.midX, y: untransformed.y + bounds.midY)
    }

    /// The point in the coordinates of the tree's root (the window when there is one; a window's own coordinates
    /// are its screen's, so the window itself is not crossed).
    private func pointToRoot(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
        var current: UIView = self
        var result = point
        while let superview = current.superview, !(current is UIWindow) {
            result = current.pointToSuperview(result)
            current = superview
        }
        return (result, current)
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var current: UIView = self
        while let superview = current.superview, !(current is UIWindow) {
            chain.append(current)
            current = superview
        }
        return chain.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    // MARK: Hit testing

    /// UIKit's hit test: skip hidden, non-interactive and nearly transparent views and points outside; ask the
    /// subviews front to back; else the view itself.
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }
}
