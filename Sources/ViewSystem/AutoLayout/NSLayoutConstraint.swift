import Foundation

/// A relation between two layout attributes: `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute
/// + constant`, solved by the constraint solver of the view tree it belongs to.
///
/// A new constraint is inactive; activating it installs it on the closest common ancestor of its items (UIKit
/// raises when there is none, and so does this face).
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The parts of a view's or guide's alignment rectangle a constraint can relate (UIKit's raw values).
    public enum Attribute: Int, Sendable, Hashable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable, Hashable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis, for hugging and compression resistance.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }

    /// The first item (a `UIView` or a `UILayoutGuide`).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, or `nil` for a constant (`width == 100`).
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat

    /// The constant added to the second side. Changing it on an active constraint re-solves cheaply.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            if !constant.isFinite { UIKitTraps.raise(AutoLayoutMessages.nonFiniteConstant(self)) }
            holder?.autoLayoutInputsDidChange()
        }
    }

    /// The priority (default required). Changing an active constraint between required and optional raises, as in
    /// UIKit; between two optional values it is allowed.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if holder != nil && (priority == .required) != (oldValue == .required) {
                UIKitTraps.raise(AutoLayoutMessages.requiredPriorityChange(new: priority, old: oldValue))
            }
            holder?.autoLayoutStructureDidChange()
        }
    }

    /// A name shown in logs.
    open var identifier: String?

    /// Whether the constraint is a system constraint made by a stack view (never broken in preference to the
    /// client's).
    var isSystemConstraint = false

    /// The view the active constraint is installed on (the items' closest common ancestor).
    weak var holder: UIView?

    /// `view1.attr1 relation multiplier × view2.attr2 + constant`.
    ///
    /// Traps with UIKit's message for a location attribute related to a constant (no second item, or multiplier 0)
    /// and for a NaN or infinite constant or multiplier.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
            multiplier: multiplier, constant: c)
        if let message = AutoLayoutMessages.invalidConstraint(self) { UIKitTraps.raise(message) }
    }

    init(
        first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        firstItem = first
        secondItem = second
        firstAttribute = attr1
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Activating installs it on the items' closest common ancestor.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    func activate() {
        guard holder == nil else { return }
        guard let ancestor = commonAncestor() else {
            UIKitTraps.raise(AutoLayoutMessages.noCommonAncestor(self))
        }
        ancestor.install(self)
    }

    func deactivate() {
        holder?.uninstall(self)
    }

    /// The closest view that contains both items (a guide counts as its owning view); `nil` when there is none.
    func commonAncestor() -> UIView? {
        guard let first = AutoLayoutItem.view(of: firstItem) else { return nil }
        guard secondItem != nil else { return first }
        guard let second = AutoLayoutItem.view(of: secondItem) else { return nil }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    /// The first anchor (`firstItem.firstAttribute`).
    public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: firstItem, attribute: firstAttribute) }
    /// The second anchor, or `nil` for a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem == nil ? nil : NSLayoutAnchor(item: secondItem, attribute: secondAttribute)
    }

    // MARK: Description

    public var description: String {
        var text = "<NSLayoutConstraint:\(AutoLayoutMessages.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + AutoLayoutMessages.side(firstItem, firstAttribute)
        text += " " + AutoLayoutMessages.symbol(relation) + " "
        if secondItem != nil {
            var right = AutoLayoutMessages.side(secondItem, secondAttribute)
            if multiplier != 1 { right += " * \(AutoLayoutMessages.number(multiplier))" }
            if constant != 0 { right += constant > 0 ? " + \(AutoLayoutMessages.number(constant))" : " - \(AutoLayoutMessages.number(-constant))" }
            text += right
        } else {
            text += AutoLayoutMessages.number(constant)
        }
        if priority != .required { text += "   (priority \(AutoLayoutMessages.number(CGFloat(priority.rawValue))))" }
        text += isActive ? "   (active)>" : ">"
        return text
    }
}
