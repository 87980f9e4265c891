import Foundation

/// UIKit's Auto Layout messages: the exceptions it raises (this face traps with the same text) and the log of an
/// unsatisfiable layout. Built here so that tests can check them.
@MainActor
enum AutoLayoutMessages {
    /// Every "Unable to simultaneously satisfy constraints" message logged so far (also printed to standard error).
    static var unsatisfiableLog: [String] = []

    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide { return "UILayoutGuide:\(address(guide))'\(guide.identifier)'" }
        return "\(type(of: item)):\(address(item))"
    }

    static func side(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        "\(name(item)).\(attribute.name)"
    }

    static func symbol(_ relation: NSLayoutConstraint.Relation) -> String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }

    static func mask(_ mask: UIView.AutoresizingMask) -> String {
        let h = (mask.contains(.flexibleLeftMargin) ? "&" : "-") + (mask.contains(.flexibleWidth) ? "&" : "-")
            + (mask.contains(.flexibleRightMargin) ? "&" : "-")
        let v = (mask.contains(.flexibleTopMargin) ? "&" : "-") + (mask.contains(.flexibleHeight) ? "&" : "-")
            + (mask.contains(.flexibleBottomMargin) ? "&" : "-")
        return "h=\(h) v=\(v)"
    }

    // MARK: Exceptions

    /// The message for a constraint UIKit refuses to create, or `nil` when it is valid.
    static func invalidConstraint(_ constraint: NSLayoutConstraint) -> String? {
        if !constraint.constant.isFinite || !constraint.multiplier.isFinite { return nonFiniteConstant(constraint) }
        let first = constraint.firstAttribute
        if first.isLocation && (constraint.secondItem == nil || constraint.multiplier == 0) {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates an "
                + "illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if constraint.secondItem != nil, first.axisKind != constraint.secondAttribute.axisKind {
            return "\(constraint): Invalid pairing of layout attributes."
        }
        return nil
    }

    static func nonFiniteConstant(_ constraint: NSLayoutConstraint) -> String {
        "Constraint constant is not finite!  That's illegal.  constant:\(constraint.constant) "
            + "firstAnchor:\(side(constraint.firstItem, constraint.firstAttribute)) "
            + "secondAnchor:\(constraint.secondItem == nil ? "(null)" : side(constraint.secondItem, constraint.secondAttribute))"
    }

    static func noCommonAncestor(_ constraint: NSLayoutConstraint) -> String {
        "Unable to activate constraint with anchors \(side(constraint.firstItem, constraint.firstAttribute)) and "
            + "\(side(constraint.secondItem, constraint.secondAttribute)) because they have no common ancestor.  Does "
            + "the constraint or its anchors reference items in different view hierarchies?  That's illegal."
    }

    static func requiredPriorityChange(new: UILayoutPriority, old: UILayoutPriority) -> String {
        "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You "
            + "passed priority \(new.rawValue) and the existing priority was \(old.rawValue)."
    }

    // MARK: Log

    static func unsatisfiableMessage(broken: NSLayoutConstraint, conflicting: [String]) -> String {
        let list = (conflicting + [broken.description]).map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want. 
            \tTry this: 
            \t\t(1) look at each constraint and try to figure out which you don't expect; 
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
            (
            \(list)
            )

            Will attempt to recover by breaking constraint 
            \(broken.description)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            """
    }

    static func log(unsatisfiable broken: NSLayoutConstraint, conflicting: [String]) {
        let message = unsatisfiableMessage(broken: broken, conflicting: conflicting)
        unsatisfiableLog.append(message)
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a position (not a size).
    var isLocation: Bool { self != .width && self != .height && self != .notAnAttribute }

    /// 0: horizontal positions, 1: vertical positions, 2: sizes.
    var axisKind: Int {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            0
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            1
        case .width, .height, .notAnAttribute: 2
        }
    }

    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
