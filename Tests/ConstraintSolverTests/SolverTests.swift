import Testing

@testable import ConstraintSolver

@Suite("Solver: hand-solved systems")
struct SolverTests {
    @Test func aRequiredEqualityFixesTheVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10)))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aChainOfEdges() throws {
        // left = 8; width = 100; right = left + width; a child inset 16 from each edge: 8 + 16 = 24, 108 - 16 = 92.
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        let childLeft = solver.makeVariable("childLeft"), childRight = solver.makeVariable("childRight")
        try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(8)))
        try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(100)))
        try solver.add(Constraint(LinearExpression(right), .equal, left + width))
        try solver.add(Constraint(LinearExpression(childLeft), .equal, left + 16))
        try solver.add(Constraint(LinearExpression(childRight), .equal, right - 16))
        #expect(solver.value(of: right) == 108)
        #expect(solver.value(of: childLeft) == 24)
        #expect(solver.value(of: childRight) == 92)
    }

    @Test func aRequiredMinimumBeatsAWeakPreference() throws {
        // width ≥ 100 (required), width == 40 (weak): 100.
        var solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(100)))
        try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(40), strength: .weak))
        #expect(solver.value(of: width) == 100)
    }

    @Test func theStrongerOfTwoPreferencesWins() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: Strength(priority: 750)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: Strength(priority: 751)))
        #expect(solver.value(of: x) == 20)
    }

    @Test func anUpperBoundLimitsAPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(5)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: .strong))
        #expect(solver.value(of: x) == 5)
    }

    @Test func theMidpointSystem() throws {
        // The classic Cassowary example: mid = (left + right) / 2, left + 10 ≤ right, right ≤ 100, left ≥ 0.
        // Suggest mid = 2: left would be < 0 if right kept 10 ahead of it, so left = 0, right = 4? No: right ≥ 10
        // from left + 10 ≤ right with left ≥ 0, and mid = 2 needs left + right = 4, impossible with right ≥ 10 and
        // left ≥ 0 → the weak edit loses: the closest is left = 0, right = 10, mid = 5.
        var solver = Solver()
        let left = solver.makeVariable("left"), mid = solver.makeVariable("mid"), right = solver.makeVariable("right")
        try solver.add(Constraint(mid * 2, .equal, left + right))
        try solver.add(Constraint(left + 10, .lessThanOrEqual, LinearExpression(right)))
        try solver.add(Constraint(LinearExpression(right), .lessThanOrEqual, LinearExpression(100)))
        try solver.add(Constraint(LinearExpression(left), .greaterThanOrEqual, LinearExpression(0)))
        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(2, for: mid)
        #expect(solver.value(of: mid) == 5)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 10)
        // mid = 50 is reachable: left + right = 100 with right ≤ 100 and right - left ≥ 10.
        try solver.suggestValue(50, for: mid)
        #expect(solver.value(of: mid) == 50)
        #expect(solver.value(of: left) + solver.value(of: right) == 100)
    }

    @Test func editVariablesFollowSuggestionsWithinRequiredBounds() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(30)))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(42, for: x)
        #expect(solver.value(of: x) == 30)
        try solver.suggestValue(10, for: x)
        #expect(solver.value(of: x) == 10)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, strength: .required) }
    }

    @Test func settingAConstantPropagatesAlongAChain() throws {
        // a = 10; b = a + 20; c = b + 30 → 10, 30, 60; then a = 25 → 25, 45, 75.
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let pin = try solver.add(Constraint(LinearExpression(a), .equal, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(b), .equal, a + 20))
        try solver.add(Constraint(LinearExpression(c), .equal, b + 30))
        #expect(solver.value(of: c) == 60)
        try solver.setConstant(-25, of: pin)
        #expect([solver.value(of: a), solver.value(of: b), solver.value(of: c)] == [25, 45, 75])
        #expect(solver.constraint(pin)?.expression.constant == -25)
    }

    @Test func settingAnInequalityConstantMovesTheBound() throws {
        // x ≥ 5 (required), x == 0 (weak) → 5; the bound becomes x ≥ 12 → 12; then x ≥ -3 → 0.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let bound = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(5)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(0), strength: .weak))
        #expect(solver.value(of: x) == 5)
        try solver.setConstant(-12, of: bound)
        #expect(solver.value(of: x) == 12)
        try solver.setConstant(3, of: bound)
        #expect(solver.value(of: x) == 0)
    }

    @Test func removingAConstraintRestoresTheWeakerPreference() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10), strength: .weak))
        let strong = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(20), strength: .strong))
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(solver.constraintCount == 1)
        #expect(throws: SolverError.unknownConstraint(strong)) { try solver.remove(strong) }
    }

    @Test func conflictingRequiredConstraintsThrowAndNameTheConflict() throws {
        // a = b + 10, b = c + 10 and then a == c: the last cannot hold; the first two are the conflict
        // (c = 1 shares variables but is not needed for the conflict; d = 3 is unrelated).
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        let d = solver.makeVariable("d")
        let first = try solver.add(Constraint(LinearExpression(a), .equal, b + 10))
        let second = try solver.add(Constraint(LinearExpression(b), .equal, c + 10))
        try solver.add(Constraint(LinearExpression(d), .equal, LinearExpression(3)))
        try solver.add(Constraint(LinearExpression(c), .equal, LinearExpression(1)))
        let closing = Constraint(LinearExpression(a), .equal, LinearExpression(c), label: "closing")
        #expect(throws: SolverError.unsatisfiable(closing, conflictingWith: [first, second])) {
            try solver.add(closing)
        }
        // Unchanged: c = 1, b = 11, a = 21.
        #expect([solver.value(of: a), solver.value(of: b), solver.value(of: c)] == [21, 11, 1])
        #expect(solver.constraintCount == 4)
    }

    @Test func aConflictFoundInPhaseOneLeavesTheSolverUnchanged() throws {
        // x ≥ 10 and x ≤ 5 (both required inequalities): the second needs the artificial-variable phase.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let lower = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(0), strength: .weak))
        let upper = Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(5))
        #expect(throws: SolverError.unsatisfiable(upper, conflictingWith: [lower])) { try solver.add(upper) }
        #expect(solver.value(of: x) == 10)
        // The solver still works.
        try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(12)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(100), strength: .strong))
        #expect(solver.value(of: x) == 12)
    }

    @Test func aConstantThatBreaksRequiredConstraintsIsRefused() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let upper = try solver.add(Constraint(LinearExpression(x), .lessThanOrEqual, LinearExpression(10)))
        let lower = try solver.add(Constraint(LinearExpression(x), .greaterThanOrEqual, LinearExpression(5)))
        try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(0), strength: .weak))
        #expect(solver.value(of: x) == 5)
        var refused = try #require(solver.constraint(lower))
        refused.expression.constant = -15
        #expect(throws: SolverError.unsatisfiable(refused, conflictingWith: [upper])) {
            try solver.setConstant(-15, of: lower)
        }
        #expect(solver.constraint(lower)?.expression.constant == -5)
        #expect(solver.value(of: x) == 5)
    }

    @Test func aRedundantEqualityCanChangeItsConstantOnlyConsistently() throws {
        // x = 4 twice: the second is redundant. Changing it to x = 6 conflicts with the first.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(4)))
        let second = try solver.add(Constraint(LinearExpression(x) * 2, .equal, LinearExpression(8)))
        #expect(throws: SolverError.self) { try solver.setConstant(-12, of: second) }
        #expect(solver.value(of: x) == 4)
        try solver.remove(first)
        try solver.setConstant(-12, of: second)
        #expect(solver.value(of: x) == 6)
    }

    @Test func badNumbersAreRefusedByName() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let nan = Constraint(LinearExpression(x), .equal, LinearExpression(.nan))
        let error = #expect(throws: SolverError.self) { try solver.add(nan) }
        guard case .nonFinite(let named) = error else { Issue.record("expected nonFinite, got \(String(describing: error))"); return }
        #expect(named.expression.terms == nan.expression.terms)
        let id = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(1)))
        #expect(throws: SolverError.self) { try solver.setConstant(.infinity, of: id) }
        var other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        #expect(throws: SolverError.unknownVariable(foreign)) {
            try solver.add(Constraint(LinearExpression(foreign), .equal, LinearExpression(0)))
        }
    }

    @Test func ambiguity() throws {
        var solver = Solver()
        let free = solver.makeVariable("free")
        let pinned = solver.makeVariable("pinned")
        let ranged = solver.makeVariable("ranged")
        let squeezed = solver.makeVariable("squeezed")
        let preferred = solver.makeVariable("preferred")
        try solver.add(Constraint(LinearExpression(pinned), .equal, LinearExpression(3)))
        try solver.add(Constraint(LinearExpression(ranged), .greaterThanOrEqual, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(ranged), .lessThanOrEqual, LinearExpression(20)))
        try solver.add(Constraint(LinearExpression(squeezed), .greaterThanOrEqual, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(squeezed), .lessThanOrEqual, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(preferred), .greaterThanOrEqual, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(preferred), .equal, LinearExpression(0), strength: .weak))
        #expect(solver.isAmbiguous(free))
        #expect(!solver.isAmbiguous(pinned))
        #expect(solver.isAmbiguous(ranged))
        #expect(!solver.isAmbiguous(squeezed))
        #expect(!solver.isAmbiguous(preferred))
        // Two views in a row with one free width: the second's left edge is ambiguous too.
        let aRight = solver.makeVariable("aRight"), bLeft = solver.makeVariable("bLeft")
        try solver.add(Constraint(LinearExpression(bLeft), .equal, aRight + 8))
        #expect(solver.isAmbiguous(bLeft))
        try solver.add(Constraint(LinearExpression(aRight), .equal, LinearExpression(50)))
        #expect(!solver.isAmbiguous(bLeft))
    }

    @Test func strengthsFollowUIKitPriorities() {
        #expect(Strength(priority: 1000).isRequired)
        #expect(Strength(priority: 2000).isRequired)
        #expect(!Strength(priority: 999).isRequired)
        #expect(Strength(priority: 251) > Strength(priority: 250))
        #expect(abs(Strength(priority: 0).priority - 1) < 1e-9)
        #expect(abs(Strength.strong.priority - 750) < 1e-9)
        #expect(Strength.weak < Strength.medium && Strength.medium < Strength.strong && Strength.strong < .required)
    }
}

@Suite("Solver: the documentation's example")
struct SolverDocumentationTests {
    @Test func theOverviewExample() throws {
        // left = 16; right = left + width ≤ 359; width == 120 (weak) → right = 136; then width == 500 (weak) → 359.
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(16)))
        try solver.add(Constraint(LinearExpression(right), .equal, left + width))
        try solver.add(Constraint(LinearExpression(right), .lessThanOrEqual, LinearExpression(375 - 16)))
        let hug = try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(120), strength: .weak))
        #expect(solver.value(of: right) == 136)
        try solver.setConstant(-500, of: hug)
        #expect(solver.value(of: right) == 359)
    }
}
