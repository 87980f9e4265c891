import ConstraintSolver
import Foundation

// The client's constraints: each attribute becomes a linear expression in its item's variables plus a live offset
// (margins, baselines); leading and trailing are negated edges in right-to-left layouts, so that a positive constant
// still points forward (semantics A2).

extension LayoutEngine {
    typealias Offset = @MainActor () -> Double

    /// Adds one client constraint; returns `false` when it is required and cannot hold (it is then broken, and
    /// logged when `logsConflict`).
    @discardableResult
    func addClient(_ constraint: NSLayoutConstraint, logsConflict: Bool = true) -> Bool {
        guard let first = constraint.firstItem, let (lhs, lhsOffset) = expression(first, constraint.firstAttribute) else {
            return true
        }
        var expression = lhs
        var rhsOffset: Offset = { 0 }
        let multiplier = Double(constraint.multiplier)
        if let second = constraint.secondItem {
            guard let (rhs, offset) = self.expression(second, constraint.secondAttribute) else { return true }
            expression = expression - rhs * multiplier
            rhsOffset = offset
        }
        let compute: Offset = { [unowned constraint] in
            lhsOffset() - multiplier * rhsOffset() - Double(constraint.constant)
        }
        let relation: Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        expression.constant = compute()
        do {
            let id = try solver.add(
                // No label: the engine describes its constraints itself (`describe`), and writing each one's
                // description cost more than solving a chain of them.
                Constraint(expression, relation, strength: constraint.priority.strength))
            installed.append((constraint, id))
            synced.append(Synced(id: id, constant: expression.constant, compute: compute))
            return true
        } catch {
            installed.append((constraint, nil))
            if logsConflict, case .unsatisfiable(_, let conflicting) = error {
                AutoLayoutMessages.log(unsatisfiable: constraint, conflicting: conflicting.map(describe))
            }
            return false
        }
    }

    /// A solver constraint's description for the log: the client's constraint, or the system's.
    func describe(_ id: ConstraintID) -> String {
        if let client = installed.first(where: { $0.id == id })?.constraint { return client.description }
        return systemDescriptions[id] ?? "\(id)"
    }

    /// The expression of `attribute` of `item` and its live offset; `nil` for `.notAnAttribute` or an item not in
    /// the engine.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> (LinearExpression, Offset)? {
        guard let vars = variables[ObjectIdentifier(item)] else { return nil }
        let left = LinearExpression(vars.left), top = LinearExpression(vars.top)
        let width = LinearExpression(vars.width), height = LinearExpression(vars.height)
        let zero: Offset = { 0 }
        let view = item as? UIView
        let margins: @MainActor () -> UIEdgeInsets = { [weak view] in MainActor.assumeIsolated { view?.layoutMargins ?? .zero } }
        var rightToLeft: Bool {
            guard let owner = AutoLayoutItem.view(of: item) else { return false }
            let value = owner.isRightToLeftForLayout
            if directions[ObjectIdentifier(owner)] == nil { directions[ObjectIdentifier(owner)] = (WeakView(view: owner), value) }
            return value
        }
        switch attribute {
        case .left: return (left, zero)
        case .right: return (left + width, zero)
        case .top: return (top, zero)
        case .bottom: return (top + height, zero)
        case .width: return (width, zero)
        case .height: return (height, zero)
        case .centerX: return (left + width * 0.5, zero)
        case .centerY: return (top + height * 0.5, zero)
        case .leading: return rightToLeft ? (-(left + width), zero) : (left, zero)
        case .trailing: return rightToLeft ? (-left, zero) : (left + width, zero)
        case .firstBaseline, .lastBaseline:
            return baselineExpression(of: view, attribute, vars: vars)
        case .leftMargin: return (left, { @MainActor in Double(margins().left) })
        case .rightMargin: return (left + width, { @MainActor in -Double(margins().right) })
        case .topMargin: return (top, { @MainActor in Double(margins().top) })
        case .bottomMargin: return (top + height, { @MainActor in -Double(margins().bottom) })
        case .leadingMargin:
            return rightToLeft ? (-(left + width), { @MainActor in Double(margins().right) }) : (left, { @MainActor in Double(margins().left) })
        case .trailingMargin:
            return rightToLeft ? (-left, { @MainActor in -Double(margins().left) }) : (left + width, { @MainActor in -Double(margins().right) })
        case .centerXWithinMargins: return (left + width * 0.5, { @MainActor in Double(margins().left - margins().right) / 2 })
        case .centerYWithinMargins: return (top + height * 0.5, { @MainActor in Double(margins().top - margins().bottom) / 2 })
        case .notAnAttribute: return nil
        }
    }
}

extension LayoutEngine {
    /// A baseline: for a multi-line label the top plus the offset of its text laid out at the solved width (V19),
    /// for other baseline providers their reported offsets, for any other view its bottom edge (UIKit's default).
    private func baselineExpression(of view: UIView?, _ attribute: NSLayoutConstraint.Attribute, vars: ItemVariables)
        -> (LinearExpression, Offset)
    {
        let top = LinearExpression(vars.top), bottom = LinearExpression(vars.top) + LinearExpression(vars.height)
        let isFirst = attribute == .firstBaseline
        if let content = view as? AutoLayoutWidthDependentContent {
            return (top, { [unowned self, unowned content] in
                let offsets = content.baselineOffsetsFromTop(forLayoutWidth: CGFloat(solver.value(of: vars.width)))
                return Double(isFirst ? offsets.first : offsets.last)
            })
        }
        guard let baseline = view as? AutoLayoutBaselineProviding else { return (bottom, { 0 }) }
        if isFirst { return (top, { [unowned baseline] in Double(baseline.firstBaselineOffsetFromTop) }) }
        return (bottom, { [unowned baseline] in -Double(baseline.lastBaselineOffsetFromBottom) })
    }
}
