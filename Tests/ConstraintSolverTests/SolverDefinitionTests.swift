import PropertyBased
import TestSupport
import Testing

@testable import ConstraintSolver

/// Required equalities kept out of the tableau as definitions (a variable nothing else mentions yet, defined by the
/// rest of the equality): chains, constants changed later, definitions that other constraints expand, removal.
@Suite("Solver: definitions")
struct SolverDefinitionTests {
    @Test func aChainIsDefinedAndFollowsAConstantChange() throws {
        // x0 = 0, x1 = x0 + 10, x2 = x1 + 10: 20. x1's gap becomes 15: x1 = 15, x2 = 25.
        var solver = Solver()
        let x = (0..<3).map { solver.makeVariable("x\($0)") }
        try solver.add(Constraint(LinearExpression(x[0]), .equal, LinearExpression(0)))
        let gap = try solver.add(Constraint(LinearExpression(x[1]), .equal, x[0] + 10))
        try solver.add(Constraint(LinearExpression(x[2]), .equal, x[1] + 10))
        #expect(solver.definitions.compactMap { $0 }.count == 3)
        #expect(solver.rows.isEmpty)
        #expect(solver.value(of: x[2]) == 20)
        // The constraint is x1 - x0 - 10 = 0: its constant -10 becomes -15.
        try solver.setConstant(-15, of: gap)
        #expect(solver.value(of: x[1]) == 15)
        #expect(solver.value(of: x[2]) == 25)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aConstraintOnADefinedVariableExpandsItsDefinition() throws {
        // left = 0, right = left + width; width ≥ 50 and width == 30 (weak): width 50, right 50.
        // left moves to 10 (a constant change the row of `width ≥ 50` does not see): right 60.
        var solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width"), right = solver.makeVariable("right")
        let pin = try solver.add(Constraint(LinearExpression(left), .equal, LinearExpression(0)))
        try solver.add(Constraint(LinearExpression(right), .equal, left + width))
        try solver.add(Constraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(50)))
        try solver.add(Constraint(LinearExpression(width), .equal, LinearExpression(30), strength: .weak))
        #expect(solver.value(of: width) == 50)
        #expect(solver.value(of: right) == 50)
        try solver.setConstant(-10, of: pin)
        #expect(solver.value(of: left) == 10)
        #expect(solver.value(of: right) == 60)
        // right ≤ 55 now asks for width ≤ 45 against width ≥ 50: the required constraint cannot hold.
        #expect(throws: SolverError.self) {
            try solver.add(Constraint(LinearExpression(right), .lessThanOrEqual, LinearExpression(55)))
        }
        #expect(solver.value(of: right) == 60)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func aConstraintThroughADefinitionSeesItsConstantChange() throws {
        // x = 10 (defined), y ≥ x + 5 (its row expands x), y == 0 (weak): y = 15. x becomes 20: y = 25.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, x + 5))
        try solver.add(Constraint(LinearExpression(y), .equal, LinearExpression(0), strength: .weak))
        #expect(solver.value(of: y) == 15)
        try solver.setConstant(-20, of: pin)
        #expect(solver.value(of: y) == 25)
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func removingADefinitionThatRowsDependOnFreesItsVariable() throws {
        // x = 10, y ≥ x, y == 0 (weak): y = 10. Without x = 10, x is free: y = 0 with x ≤ 0, and x is ambiguous.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(10)))
        try solver.add(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(x)))
        try solver.add(Constraint(LinearExpression(y), .equal, LinearExpression(0), strength: .weak))
        #expect(solver.value(of: y) == 10)
        #expect(!solver.isAmbiguous(x))
        try solver.remove(pin)
        #expect(solver.value(of: y) == 0)
        #expect(solver.value(of: x) <= 0)
        #expect(solver.isAmbiguous(x))
        #expect(solver.brokenInvariant() == nil)
    }

    @Test func removingADefinitionNothingDependsOnLeavesTheOthers() throws {
        // a = 4, b = a + 1, c = b + 1 (all definitions). Removing b's leaves b free (0) and c = b + 1 = 1.
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b"), c = solver.makeVariable("c")
        try solver.add(Constraint(LinearExpression(a), .equal, LinearExpression(4)))
        let middle = try solver.add(Constraint(LinearExpression(b), .equal, a + 1))
        try solver.add(Constraint(LinearExpression(c), .equal, b + 1))
        #expect(solver.value(of: c) == 6)
        try solver.remove(middle)
        #expect(solver.value(of: b) == 0)
        #expect(solver.value(of: c) == 1)
        #expect(solver.isAmbiguous(c))
        #expect(!solver.isAmbiguous(a))
    }

    @Test func aConflictWithADefinitionNamesIt() throws {
        // x = 5 (a definition), then x = 6: unsatisfiable, conflicting with the first.
        var solver = Solver()
        let x = solver.makeVariable("x")
        let first = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(5)))
        #expect {
            try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(6)))
        } throws: { error in
            guard case SolverError.unsatisfiable(_, let conflicting) = error else { return false }
            return conflicting == [first]
        }
        #expect(solver.value(of: x) == 5)
    }

    @Test func aCopyKeepsItsOwnValues() throws {
        // Copies share the cache of defined values until one changes.
        var solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let pin = try solver.add(Constraint(LinearExpression(x), .equal, LinearExpression(3)))
        try solver.add(Constraint(LinearExpression(y), .equal, x * 2))
        let copy = solver
        #expect(copy.value(of: y) == 6)
        try solver.setConstant(-4, of: pin)
        #expect(solver.value(of: y) == 8)
        #expect(copy.value(of: y) == 6)
    }
}

/// A determined system: each variable equals a combination of earlier ones plus a constant (added in a random order,
/// so some become definitions and some tableau rows), with optional constraints that cannot move it and required
/// inequalities that hold with room to spare.
struct DeterminedSystem {
    var count: Int
    var equalities: [(variable: Int, terms: [(Int, Double)], constant: Double)]
    var others: [Constraint]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        count = Int.random(in: 2...8, using: &rng)
        equalities = (0..<count).map { index in
            var terms: [(Int, Double)] = []
            for earlier in 0..<index where Int.random(in: 0..<3, using: &rng) == 0 {
                terms.append((earlier, Double([-2, -1, 1, 2].randomElement(using: &rng)!)))
            }
            return (index, terms, Double(Int.random(in: -20...20, using: &rng)))
        }
        others = []
        let point = Self.solution(equalities, count: count)
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let variable = Variable(index: Int.random(in: 0..<count, using: &rng))
            let value = point[variable.index]
            if Bool.random(using: &rng) {
                others.append(Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(value - 5)))
            } else {
                others.append(Constraint(
                    LinearExpression(variable), .equal, LinearExpression(Double(Int.random(in: -30...30, using: &rng))),
                    strength: SmallSystem.strengths[Int.random(in: 1...3, using: &rng)]))
            }
        }
        equalities.shuffle(using: &rng)
    }

    /// Each variable's value, in order (every equality mentions only earlier variables).
    static func solution(_ equalities: [(variable: Int, terms: [(Int, Double)], constant: Double)], count: Int) -> [Double] {
        var values = Array(repeating: 0.0, count: count)
        for equality in equalities.sorted(by: { $0.variable < $1.variable }) {
            values[equality.variable] = equality.terms.reduce(equality.constant) { $0 + $1.1 * values[$1.0] }
        }
        return values
    }

    func constraint(_ equality: (variable: Int, terms: [(Int, Double)], constant: Double)) -> Constraint {
        let sum = LinearExpression(terms: equality.terms.map { .init(Variable(index: $0.0), $0.1) }, constant: equality.constant)
        return Constraint(LinearExpression(Variable(index: equality.variable)), .equal, sum)
    }
}

@Suite("Solver: incremental changes against solving afresh")
struct SolverIncrementalPropertyTests {
    @Test func changedConstantsGiveTheSolutionOfAFreshSolve() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var system = DeterminedSystem(seed: seed)
            var rng = SplitMix64(seed: seed ^ 0x9E37_79B9)
            // The inequalities are loosened so that they hold whatever the new constants give.
            system.others = system.others.map {
                var loose = $0
                if loose.relation == .greaterThanOrEqual { loose.expression.constant += 1_000_000 }
                return loose
            }
            var fresh = Solver(), solver = Solver()
            for _ in 0..<system.count { _ = fresh.makeVariable(); _ = solver.makeVariable() }
            let ids = system.equalities.map { try! solver.add(system.constraint($0)) }
            for other in system.others { _ = try? solver.add(other) }
            // Move some constants, then remove one equality and add it again.
            for (index, id) in ids.enumerated() where Bool.random(using: &rng) {
                system.equalities[index].constant = Double(Int.random(in: -20...20, using: &rng))
                try? solver.setConstant(-system.equalities[index].constant, of: id)
            }
            if let index = system.equalities.indices.randomElement(using: &rng) {
                try? solver.remove(ids[index])
                _ = try? solver.add(system.constraint(system.equalities[index]))
            }
            for equality in system.equalities { _ = try? fresh.add(system.constraint(equality)) }
            for other in system.others { _ = try? fresh.add(other) }
            let expected = DeterminedSystem.solution(system.equalities, count: system.count)
            for index in 0..<system.count {
                let incremental = solver.value(of: Variable(index: index)), afresh = fresh.value(of: Variable(index: index))
                #expect(abs(incremental - expected[index]) < 1e-6, "seed \(seed): v\(index) \(incremental) ≠ \(expected[index])")
                #expect(abs(afresh - expected[index]) < 1e-6, "seed \(seed): v\(index) afresh \(afresh) ≠ \(expected[index])")
            }
            #expect(solver.brokenInvariant() == nil, "seed \(seed)")
        }
    }
}

@Suite("Solver: column updates of a wide substitution")
struct SolverColumnChangeTests {
    @Test func aSubstitutionThatCancelsASymbolInManyRowsKeepsTheColumnsExact() throws {
        // vᵢ ≥ a + b + i for i in 0..<12 puts a and b in twelve rows. a + b == 5 makes a basic (a = 5 - b), which
        // cancels b in all twelve (the column replay path): vᵢ = 5 + i, and only a's own row mentions b.
        var solver = Solver()
        let a = solver.makeVariable("a"), b = solver.makeVariable("b")
        let v = (0..<12).map { solver.makeVariable("v\($0)") }
        for (index, variable) in v.enumerated() {
            try solver.add(Constraint(LinearExpression(variable), .greaterThanOrEqual, a + b + Double(index)))
        }
        #expect(solver.columns[Int(solver.variableSymbols[b.index])].count == 12)
        try solver.add(Constraint(a + b, .equal, LinearExpression(5)))
        #expect(solver.columns[Int(solver.variableSymbols[b.index])] == [solver.variableSymbols[a.index]])
        #expect(v.enumerated().allSatisfy { solver.value(of: $1) == 5 + Double($0) })
        #expect(solver.brokenInvariant() == nil)
    }
}
