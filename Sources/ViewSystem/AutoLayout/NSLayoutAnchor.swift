import Foundation

/// One attribute of a view or layout guide, to build constraints from: `a.leadingAnchor.constraint(equalTo:
/// b.leadingAnchor, constant: 16)`. The type parameter keeps x-axis, y-axis and dimension anchors apart, as in UIKit.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// The view or guide the anchor belongs to.
    public var anchorItem: AnyObject? { item }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
        constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        guard let item else { UIKitTraps.raise("NSLayoutAnchor used after its view or guide was deallocated") }
        let constraint = NSLayoutConstraint(
            first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
            multiplier: multiplier, constant: constant)
        if let message = AutoLayoutMessages.invalidConstraint(constraint) { UIKitTraps.raise(message) }
        return constraint
    }

    /// `self == anchor`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
    /// `self >= anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor)
    }
    /// `self <= anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor)
    }
    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    /// `self >= anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, constant: c) }
    /// `self <= anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, constant: c) }
}

/// The standard spacing between sibling views (UIKit's `-` in the visual format language): 8 points.
let systemSpacing: CGFloat = 8

extension NSLayoutAnchor {
    /// `self (relation) anchor + multiplier × system spacing`: the one implementation behind the x-axis anchors'
    /// `…SystemSpacingAfter` and the y-axis anchors' `…SystemSpacingBelow` constraints.
    func spaced(_ relation: NSLayoutConstraint.Relation, from anchor: NSLayoutAnchor<AnchorType>, _ multiplier: CGFloat)
        -> NSLayoutConstraint
    { make(relation, anchor, constant: systemSpacing * multiplier) }
}

/// A horizontal position: leading, trailing, left, right, centre X.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (`self` after `anchor` by the system spacing).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.equal, from: anchor, multiplier) }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.greaterThanOrEqual, from: anchor, multiplier) }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.lessThanOrEqual, from: anchor, multiplier) }
}

/// A vertical position: top, bottom, centre Y, first and last baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (`self` below `anchor` by the system spacing).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.equal, from: anchor, multiplier) }
    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.greaterThanOrEqual, from: anchor, multiplier) }
    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint { spaced(.lessThanOrEqual, from: anchor, multiplier) }
}

/// A size: width or height.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m)
    }
    /// `self >= m × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m)
    }
    /// `self <= m × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m)
    }
    /// `self == m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.equal, anchor, multiplier: m, constant: c) }
    /// `self >= m × anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, multiplier: m, constant: c) }
    /// `self <= m × anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, multiplier: m, constant: c) }
}

