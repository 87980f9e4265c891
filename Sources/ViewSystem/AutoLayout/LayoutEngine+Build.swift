import ConstraintSolver
import Foundation

// Building the solver's system from the boundary: the participating views and guides, their required system
// constraints (the root's size, frames translated from autoresizing masks, system guides), the client's constraints
// and the intrinsic sizes (optional), added in that order so that a conflict breaks the client's most recent
// constraint (semantics A4).

extension LayoutEngine {
    func rebuild() {
        if !build(reorderingClients: true) { _ = build(reorderingClients: false) }
    }

    /// Builds the system; returns whether every required client constraint could be added.
    private func build(reorderingClients: Bool) -> Bool {
        needsRebuild = false
        solver = Solver()
        variables = [:]
        childrenOf = [:]
        views = []
        synced = []
        installed = []
        systemDescriptions = [:]
        directions = [:]
        translatedFrames = [:]
        translatedParts = [:]
        stackViews = []
        var clientConstraints: [NSLayoutConstraint] = []
        withoutMarkingBoundary { collect(from: root, into: &clientConstraints) }
        // After collecting: stack views regenerate their constraints on the way, which is no change to rebuild for.
        builtVersion = root.autoLayoutBoundary.autoLayout.structureVersion
        _ = addView(root)
        var guides: [UILayoutGuide] = []
        clientConstraints = clientConstraints.filter { constraint in
            [constraint.firstItem, constraint.secondItem].allSatisfy { item in
                guard let item else { return true }
                if let guide = item as? UILayoutGuide {
                    guard let owner = guide.owningView, addView(owner) else { return false }
                    if variables[ObjectIdentifier(guide)] == nil {
                        variables[ObjectIdentifier(guide)] = makeVariables(guide.identifier)
                        guides.append(guide)
                    }
                    return true
                }
                return (item as? UIView).map(addView) ?? false
            }
        }
        pinRoot()
        for view in views where view !== root && view.translatesAutoresizingMaskIntoConstraints { addAutoresizing(view) }
        for guide in guides where guide.role != nil { addSystemGuide(guide) }
        let allHeld = reorderingClients ? addClientsReordered(clientConstraints) : addClients(clientConstraints)
        // Optional, so they break nothing whenever they come; after the client's constraints, a size the client's
        // relations define (each arranged view's size in a stack) reaches the tableau only through these rows, instead
        // of being a tableau row that every relation after it repeats.
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints { addIntrinsicSize(view) }
        return allHeld
    }

    /// Adds the client's constraints in installation order (A4), logging those broken.
    private func addClients(_ clientConstraints: [NSLayoutConstraint]) -> Bool {
        var allHeld = true
        for constraint in clientConstraints where !addClient(constraint) { allHeld = false }
        return allHeld
    }

    /// Adds the client's constraints in an order that keeps the solver's rows short; returns `false`, logging
    /// nothing, at the first required constraint that cannot hold: the caller then builds again in the documented
    /// order (A4), so that the one broken and logged is the most recent in tree and activation order.
    ///
    /// Constraints are installed on their items' closest common ancestor, so tree order puts the relations between
    /// views (on the superview) before the sizes of each view (on the view itself). Added in that order, each size
    /// makes its variable basic only after every row of the chain that follows it mentions the variable, and the
    /// substitution rewrites all those rows: n² row merges of rows n long for a chain of n views. Constraints of a
    /// single item go first instead (stable otherwise); a satisfiable system has the same solution in either order
    /// (ties between equal priorities aside, which A5 leaves to the solver).
    private func addClientsReordered(_ clientConstraints: [NSLayoutConstraint]) -> Bool {
        let singleItem = clientConstraints.filter { $0.secondItem == nil }
        for constraint in singleItem + clientConstraints.filter({ $0.secondItem != nil }) {
            guard addClient(constraint, logsConflict: false) else { return false }
        }
        return true
    }

    /// The active constraints installed in `view`'s subtree, parents first, not entering nested boundaries.
    private func collect(from view: UIView, into constraints: inout [NSLayoutConstraint]) {
        if let stack = view as? UIStackView {
            stack.refreshArrangementIfNeeded()
            stackViews.append(WeakView(view: view))
        }
        constraints += view.constraints
        for subview in view.subviews where !subview.isLayoutBoundary {
            collect(from: subview, into: &constraints)
        }
    }

    /// Adds a view and its ancestors up to the root; `false` when the view is outside the root's subtree.
    @discardableResult
    func addView(_ view: UIView) -> Bool {
        if variables[ObjectIdentifier(view)] != nil { return true }
        guard view.isDescendant(of: root) else { return false }
        if view !== root {
            guard let superview = view.superview, addView(superview) else { return false }
            childrenOf[ObjectIdentifier(superview), default: []].append(view)
        }
        variables[ObjectIdentifier(view)] = makeVariables(String(describing: type(of: view)))
        if view !== root { views.append(view) }  // the root is not retained: it owns the engine
        return true
    }

    private func makeVariables(_ name: String) -> ItemVariables {
        ItemVariables(
            left: solver.makeVariable(name + ".left"), top: solver.makeVariable(name + ".top"),
            width: solver.makeVariable(name + ".width"), height: solver.makeVariable(name + ".height"))
    }

    // MARK: System constraints

    /// Adds a constraint whose constant follows `compute()`; its expression's constant is that value.
    /// Returns whether the constraint could be added.
    @discardableResult
    func addSynced(
        _ expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ description: String,
        compute: @escaping @MainActor () -> Double
    ) -> Bool {
        var constrained = expression
        let value = compute()
        constrained.constant = value
        guard let id = try? solver.add(Constraint(constrained, relation, strength: strength)) else { return false }
        synced.append(Synced(id: id, constant: value, compute: compute))
        systemDescriptions[id] = description
        return true
    }

    @discardableResult
    func addFixed(_ expression: LinearExpression, _ relation: Relation, _ strength: Strength, _ description: String)
        -> ConstraintID?
    {
        guard let id = try? solver.add(Constraint(expression, relation, strength: strength)) else { return nil }
        systemDescriptions[id] = description
        return id
    }

    private func pinRoot() {
        let vars = variables[ObjectIdentifier(root)]!
        let name = AutoLayoutMessages.name(root)
        addFixed(LinearExpression(vars.left), .equal, .required, "<root \(name).minX == 0>")
        addFixed(LinearExpression(vars.top), .equal, .required, "<root \(name).minY == 0>")
        if isFitting {
            let strengths = fittingPriorities.map(\.strength)
            addSynced(LinearExpression(vars.width), .equal, strengths[0], "<fitting \(name).width>") { [unowned self] in
                -Double(fittingTarget.width)
            }
            addSynced(LinearExpression(vars.height), .equal, strengths[1], "<fitting \(name).height>") { [unowned self] in
                -Double(fittingTarget.height)
            }
        } else {
            let root = self.root
            addSynced(
                LinearExpression(vars.width), .equal, .required,
                "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(name).width>"
            ) { [unowned root] in -Double(root.bounds.width) }
            addSynced(
                LinearExpression(vars.height), .equal, .required,
                "<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(name).height>"
            ) { [unowned root] in -Double(root.bounds.height) }
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: position and size follow the frame, and the superview's size as
    /// the mask says (semantics A3).
    private func addAutoresizing(_ view: UIView) {
        guard let superview = view.superview, let sup = variables[ObjectIdentifier(superview)] else { return }
        let vars = variables[ObjectIdentifier(view)]!
        let parts = autoresizingParts(of: view)
        let name = "<NSAutoresizingMaskLayoutConstraint \(AutoLayoutMessages.mask(view.autoresizingMask)) \(AutoLayoutMessages.name(view))"
        let key = ObjectIdentifier(view)
        addSynced(vars.left - sup.left - sup.width * parts.x.a, .equal, .required, name + ".minX>") { [unowned self, unowned view] in
            -autoresizingParts(of: view, builtFor: key, expected: parts).x.b
        }
        addSynced(vars.width - sup.width * parts.x.c, .equal, .required, name + ".width>") { [unowned self, unowned view] in
            -autoresizingParts(of: view, builtFor: key, expected: parts).x.d
        }
        addSynced(vars.top - sup.top - sup.height * parts.y.a, .equal, .required, name + ".minY>") { [unowned self, unowned view] in
            -autoresizingParts(of: view, builtFor: key, expected: parts).y.b
        }
        addSynced(vars.height - sup.height * parts.y.c, .equal, .required, name + ".height>") { [unowned self, unowned view] in
            -autoresizingParts(of: view, builtFor: key, expected: parts).y.d
        }
    }

    /// The autoresizing parts for the view's current frame; asks for a rebuild when the coefficients moved.
    private func autoresizingParts(of view: UIView, builtFor key: ObjectIdentifier, expected: AutoresizingParts)
        -> AutoresizingParts
    {
        let parts = autoresizingParts(of: view)
        if parts.x.a != expected.x.a || parts.x.c != expected.x.c || parts.y.a != expected.y.a
            || parts.y.c != expected.y.c
        {
            needsRebuild = true
            return expected
        }
        return parts
    }

    /// A frame the engine set itself is not a new input: keep the parts it was built from.
    private func autoresizingParts(of view: UIView) -> AutoresizingParts {
        let key = ObjectIdentifier(view)
        if let known = translatedParts[key], translatedFrames[key] == view.frame { return known }
        let bounds = view.superview?.bounds.size ?? .zero
        let mask = view.autoresizingMask
        let frame = view.frame
        let parts = AutoresizingParts(
            x: AutoresizingParts.axis(
                origin: frame.minX, size: frame.width, container: bounds.width,
                flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))),
            y: AutoresizingParts.axis(
                origin: frame.minY, size: frame.height, container: bounds.height,
                flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))))
        translatedParts[key] = parts
        translatedFrames[key] = frame
        return parts
    }

    /// Hugging (`size ≤ intrinsic`) and compression resistance (`size ≥ intrinsic`) on each axis with an intrinsic
    /// size.
    private func addIntrinsicSize(_ view: UIView) {
        let vars = variables[ObjectIdentifier(view)]!
        let size = view.intrinsicContentSize
        let name = AutoLayoutMessages.name(view)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let value = axis == .horizontal ? size.width : size.height
            guard value >= 0 else { continue }
            let variable = axis == .horizontal ? vars.width : vars.height
            let hug = view.contentHuggingPriority(for: axis)
            let resist = view.contentCompressionResistancePriority(for: axis)
            let description = "<NSContentSizeLayoutConstraint \(name).\(axis == .horizontal ? "width" : "height") Hug:\(AutoLayoutMessages.number(CGFloat(hug.rawValue))) CompressionResistance:\(AutoLayoutMessages.number(CGFloat(resist.rawValue)))>"
            // Cast once here, not at every solve.
            let widthDependent = view as? AutoLayoutWidthDependentContent
            var measuredVersion: Int?
            let compute: @MainActor () -> Double = { [unowned self, unowned view] in
                // New content is measured unwrapped first (UIKit's first pass), then at the solved width.
                let version = widthDependent?.layoutContentVersion
                defer { measuredVersion = version }
                return -Double(intrinsicSize(
                    of: view, axis: axis, widthDependent: widthDependent, width: vars.width,
                    unwrapped: version != measuredVersion && axis == .horizontal))
            }
            guard addSynced(LinearExpression(variable), .lessThanOrEqual, hug.strength, description, compute: compute)
            else { continue }
            // Compression resistance follows the same value: one computation sets both constants.
            var resisting = LinearExpression(variable)
            resisting.constant = synced[synced.count - 1].constant
            if let id = addFixed(resisting, .greaterThanOrEqual, resist.strength, description) {
                synced[synced.count - 1].pairedID = id
            }
        }
    }

    /// A view's intrinsic size on `axis`. A multi-line label (width-dependent content) is measured as UIKit's two
    /// passes measure it: `unwrapped` (its first measurement of new content) at no width limit, else at the width
    /// the last solve gave it — never at a frame width left over from earlier content.
    private func intrinsicSize(
        of view: UIView, axis: NSLayoutConstraint.Axis, widthDependent: AutoLayoutWidthDependentContent?,
        width: Variable, unwrapped: Bool
    ) -> CGFloat {
        if let content = widthDependent {
            let solved = unwrapped ? 0 : CGFloat(solver.value(of: width))
            let size = content.intrinsicContentSize(forLayoutWidth: solved > 0 ? solved : 0)
            return max(0, axis == .horizontal ? size.width : size.height)
        }
        let size = view.intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        if value < 0 { needsRebuild = true }
        return max(0, value)
    }

    /// A system guide follows its owner's edges inset by margins, safe area or the readable width.
    private func addSystemGuide(_ guide: UILayoutGuide) {
        guard let owner = guide.owningView, let role = guide.role, let o = variables[ObjectIdentifier(owner)] else { return }
        let g = variables[ObjectIdentifier(guide)]!
        let name = "<\(guide.identifier) of \(AutoLayoutMessages.name(owner))"
        let insets: @MainActor () -> UIEdgeInsets = { [unowned owner] in
            owner.systemGuideInsets(role == .readableContent ? .layoutMargins : role, width: owner.bounds.width)
        }
        addSynced(g.top - o.top, .equal, .required, name + ".top>") { -Double(insets().top) }
        addSynced(g.height - o.height, .equal, .required, name + ".height>") {
            Double(insets().top + insets().bottom)
        }
        if role != .readableContent {
            addSynced(g.left - o.left, .equal, .required, name + ".left>") { -Double(insets().left) }
            addSynced(g.width - o.width, .equal, .required, name + ".width>") { Double(insets().left + insets().right) }
            return
        }
        addSynced(g.left + g.width * 0.5 - o.left - o.width * 0.5, .equal, .required, name + ".centerX>") {
            -Double(insets().left - insets().right) / 2
        }
        addFixed(g.width - Double(readableWidth), .lessThanOrEqual, .required, name + ".width <= 672>")
        addSynced(g.width - o.width, .lessThanOrEqual, .required, name + ".width <= margins>") {
            Double(insets().left + insets().right)
        }
        addSynced(g.width - o.width, .equal, Strength(priority: 999), name + ".width == margins>") {
            Double(insets().left + insets().right)
        }
    }
}

/// How an autoresizing mask turns a frame into constraints, per axis: `origin = superOrigin + a·superSize + b`,
/// `size = c·superSize + d`. Flexible parts share what the fixed ones leave, in proportion to their current sizes.
struct AutoresizingParts: Equatable {
    struct Axis: Equatable { var a, b, c, d: Double }
    var x, y: Axis

    static func axis(origin: CGFloat, size: CGFloat, container: CGFloat, flexible: (Bool, Bool, Bool)) -> Axis {
        let start = Double(origin), length = Double(size), end = Double(container - origin - size)
        let flags = [flexible.0, flexible.1, flexible.2]
        let values = [start, length, end]
        let flexibleCount = flags.filter { $0 }.count
        guard flexibleCount > 0 else { return Axis(a: 0, b: start, c: 0, d: length) }
        let flexibleTotal = zip(values, flags).filter(\.1).reduce(0) { $0 + $1.0 }
        let fixed = zip(values, flags).filter { !$0.1 }.reduce(0) { $0 + $1.0 }
        func share(_ value: Double) -> Double { flexibleTotal > 0 ? value / flexibleTotal : 1 / Double(flexibleCount) }
        return Axis(
            a: flags[0] ? share(start) : 0, b: flags[0] ? -share(start) * fixed : start,
            c: flags[1] ? share(length) : 0, d: flags[1] ? -share(length) * fixed : length)
    }
}
