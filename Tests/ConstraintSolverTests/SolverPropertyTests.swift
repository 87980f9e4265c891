import PropertyBased
import TestSupport
import Testing

@testable import ConstraintSolver

/// A small system: 1–3 variables boxed in [-50, 50], a few random constraints with small integer coefficients.
struct SmallSystem: CustomStringConvertible {
    var variableCount: Int
    var constraints: [Constraint]

    static let strengths: [Strength] = [.required, Strength(priority: 250), Strength(priority: 500), Strength(priority: 750)]

    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        variableCount = Int.random(in: 1...3, using: &rng)
        constraints = []
        for index in 0..<variableCount {
            let variable = Variable(index: index)
            constraints.append(Constraint(LinearExpression(variable), .greaterThanOrEqual, LinearExpression(-50)))
            constraints.append(Constraint(LinearExpression(variable), .lessThanOrEqual, LinearExpression(50)))
        }
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            var terms: [LinearExpression.Term] = []
            for index in 0..<variableCount where Bool.random(using: &rng) || terms.isEmpty && index == variableCount - 1 {
                let coefficient = Double([-2, -1, 1, 2, 3].randomElement(using: &rng)!)
                terms.append(.init(Variable(index: index), coefficient))
            }
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
            let constant = Double(Int.random(in: -40...40, using: &rng))
            constraints.append(Constraint(
                LinearExpression(terms: terms, constant: constant), relation,
                strength: Self.strengths.randomElement(using: &rng)!))
        }
    }

    var description: String { constraints.map(\.description).joined(separator: "\n") }
}

/// The violation of `constraint` at `point` (0 when it holds).
func violation(_ constraint: Constraint, at point: [Double]) -> Double {
    let value = constraint.expression.terms.reduce(constraint.expression.constant) {
        $0 + $1.coefficient * point[$1.variable.index]
    }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The objective Cassowary minimises: Σ weight × violation over optional constraints.
func objective(_ constraints: [Constraint], at point: [Double]) -> Double {
    constraints.filter { !$0.strength.isRequired }.reduce(0) { $0 + $1.strength.weight * violation($1, at: point) }
}

func isFeasible(_ constraints: [Constraint], at point: [Double]) -> Bool {
    constraints.allSatisfy { !$0.strength.isRequired || violation($0, at: point) < 1e-6 }
}

/// The brute-force optimum: the objective is convex and piecewise linear and the region bounded, so a minimum is at
/// a vertex of the arrangement of all constraint boundaries; try every intersection of `n` of them.
/// Returns `nil` when the required constraints have no common point.
func bruteForceMinimum(_ constraints: [Constraint], variableCount n: Int) -> Double? {
    let planes = constraints.map { constraint -> (coefficients: [Double], constant: Double) in
        var coefficients = Array(repeating: 0.0, count: n)
        for term in constraint.expression.terms { coefficients[term.variable.index] += term.coefficient }
        return (coefficients, constraint.expression.constant)
    }
    var best: Double?
    func visit(_ chosen: [Int], from start: Int) {
        if chosen.count == n {
            guard let point = solve(chosen.map { planes[$0] }) else { return }
            guard isFeasible(constraints, at: point) else { return }
            let value = objective(constraints, at: point)
            if best == nil || value < best! { best = value }
            return
        }
        for index in start..<planes.count { visit(chosen + [index], from: index + 1) }
    }
    visit([], from: 0)
    return best
}

/// Solves `Σ aᵢ xᵢ + c = 0` for each plane by Gaussian elimination; `nil` when singular.
func solve(_ planes: [(coefficients: [Double], constant: Double)]) -> [Double]? {
    let n = planes.count
    var matrix = planes.map { $0.coefficients + [-$0.constant] }
    for column in 0..<n {
        guard let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
              abs(matrix[pivot][column]) > 1e-9 else { return nil }
        matrix.swapAt(column, pivot)
        for row in 0..<n where row != column {
            let factor = matrix[row][column] / matrix[column][column]
            for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
        }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
}

/// Adds `system`'s constraints one by one; returns the solver, the constraints it accepted and their ids.
func solveIncrementally(_ system: SmallSystem) -> (Solver, [Constraint], [ConstraintID], rejected: [Constraint]) {
    var solver = Solver()
    for _ in 0..<system.variableCount { _ = solver.makeVariable() }
    var accepted: [Constraint] = [], ids: [ConstraintID] = [], rejected: [Constraint] = []
    for constraint in system.constraints {
        do {
            ids.append(try solver.add(constraint))
            accepted.append(constraint)
        } catch {
            rejected.append(constraint)
        }
    }
    return (solver, accepted, ids, rejected)
}

func values(_ solver: Solver, _ count: Int) -> [Double] { (0..<count).map { solver.value(of: Variable(index: $0)) } }

/// Equal up to rounding: values are exact to ~1e-12, and a weight of up to 10^10 multiplies that error.
func isClose(_ a: Double, _ b: Double, in constraints: [Constraint]) -> Bool {
    let scale = constraints.filter { !$0.strength.isRequired }.reduce(1) { $0 + $1.strength.weight }
    return abs(a - b) <= 1e-9 * scale
}

@Suite("Solver properties against brute force")
struct SolverPropertyTests {
    @Test func theSolutionIsFeasibleAndOptimal() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let system = SmallSystem(seed: seed)
            let (solver, accepted, _, rejected) = solveIncrementally(system)
            let point = values(solver, system.variableCount)
            #expect(solver.brokenInvariant() == nil, "seed \(seed)")
            #expect(isFeasible(accepted, at: point), "seed \(seed)\n\(system)")
            let best = bruteForceMinimum(accepted, variableCount: system.variableCount)
            #expect(best != nil && isClose(objective(accepted, at: point), best!, in: accepted), "seed \(seed)\n\(system)")
            // A rejected constraint is required and really conflicts with the accepted ones.
            for constraint in rejected {
                #expect(constraint.strength.isRequired)
                #expect(bruteForceMinimum(accepted + [constraint], variableCount: system.variableCount) == nil,
                        "seed \(seed): \(constraint) was rejected but is satisfiable\n\(system)")
            }
        }
    }

    @Test func removingAndChangingConstantsMatchesSolvingAfresh() async {
        await propertyCheck(count: 300, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let system = SmallSystem(seed: seed)
            var (solver, accepted, ids, _) = solveIncrementally(system)
            var rng = SplitMix64(seed: seed ^ 0xABCD)
            var live = Array(zip(ids, accepted))
            // The first 2n constraints box the variables in (the brute force needs a bounded region): keep them.
            let box = 2 * system.variableCount
            for _ in 0..<4 where live.count > box {
                let pick = Int.random(in: box..<live.count, using: &rng)
                if Bool.random(using: &rng) {
                    try? solver.remove(live[pick].0)
                    live.remove(at: pick)
                } else {
                    let constant = Double(Int.random(in: -40...40, using: &rng))
                    if (try? solver.setConstant(constant, of: live[pick].0)) != nil {
                        live[pick].1.expression.constant = constant
                    }
                }
                let current = live.map(\.1)
                let point = values(solver, system.variableCount)
                #expect(isFeasible(current, at: point), "seed \(seed)")
                let best = bruteForceMinimum(current, variableCount: system.variableCount)
                #expect(best != nil && isClose(objective(current, at: point), best!, in: current), "seed \(seed)\n\(current)")
            }
        }
    }

    @Test func editSuggestionsAreMetWhenFeasible() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let system = SmallSystem(seed: seed)
            var (solver, accepted, _, _) = solveIncrementally(system)
            var rng = SplitMix64(seed: seed ^ 0x1234)
            let variable = Variable(index: 0)
            try? solver.addEditVariable(variable, strength: Strength(priority: 900))
            for _ in 0..<3 {
                let target = Double(Int.random(in: -60...60, using: &rng))
                try? solver.suggestValue(target, for: variable)
                let edit = Constraint(LinearExpression(variable), .equal, LinearExpression(target), strength: Strength(priority: 900))
                let point = values(solver, system.variableCount)
                let all = accepted + [edit]
                #expect(isFeasible(accepted, at: point), "seed \(seed)")
                let best = bruteForceMinimum(all, variableCount: system.variableCount)
                #expect(best != nil && isClose(objective(all, at: point), best!, in: all), "seed \(seed) target \(target)")
            }
        }
    }

    @Test func theSolverNeverTrapsOnRandomOperations() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix64(seed: seed)
            var solver = Solver()
            let variables = (0..<6).map { solver.makeVariable("v\($0)") }
            var ids: [ConstraintID] = []
            for _ in 0..<40 {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    let a = variables.randomElement(using: &rng)!, b = variables.randomElement(using: &rng)!
                    let constraint = Constraint(
                        a * Double(Int.random(in: 1...2, using: &rng)) - b, [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!,
                        LinearExpression(Double(Int.random(in: -20...20, using: &rng))),
                        strength: SmallSystem.strengths.randomElement(using: &rng)!)
                    if let id = try? solver.add(constraint) { ids.append(id) }
                case 2 where !ids.isEmpty:
                    try? solver.remove(ids.remove(at: Int.random(in: 0..<ids.count, using: &rng)))
                default:
                    if let id = ids.randomElement(using: &rng) {
                        try? solver.setConstant(Double(Int.random(in: -20...20, using: &rng)), of: id)
                    }
                }
                #expect(solver.constraintCount == ids.count)
                #expect(solver.brokenInvariant() == nil, "seed \(seed)")
                #expect(variables.allSatisfy { solver.value(of: $0).isFinite })
            }
        }
    }
}
