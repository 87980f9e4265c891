// SolverBenchmarks: the Cassowary solver on a view-tree-shaped system of about 1,000 constraints.
// Run: swift run -c release --package-path Benchmarks SolverBenchmarks [--hostile: HostileInput.swift]
//
// The system is a screen of list cells stacked under each other inside a root view, each cell holding an image and
// two labels laid out the way Auto Layout code writes them: edges pinned with margins, fixed image size, labels
// chained after the image with hugging (weak) and compression resistance (strong), the cell's height at least its
// content plus margins and otherwise as small as possible.
import BenchmarkSupport
import ConstraintSolver
import Foundation

if CommandLine.arguments.contains("--hostile") {
    runHostileInputBenchmarks()
    exit(0)
}

struct Frame {
    var left, top, width, height: Variable
    init(_ solver: inout Solver, _ name: String) {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }
    var right: LinearExpression { left + width }
    var bottom: LinearExpression { top + height }
}

/// The variables and constraints of the screen, before solving.
struct ScreenSystem {
    var solver = Solver()
    var root: Frame
    var constraints: [Constraint] = []
    var rootWidthIndex = 0
    var hugIndex = -1
    var imageHeightIndex = -1
    var lastCell: Frame?

    init(cells: Int) {
        root = Frame(&solver, "root")
        var list: [Constraint] = []
        func eq(_ a: LinearExpression, _ b: LinearExpression, _ s: Strength = .required) { list.append(Constraint(a, .equal, b, strength: s)) }
        func ge(_ a: LinearExpression, _ b: LinearExpression, _ s: Strength = .required) { list.append(Constraint(a, .greaterThanOrEqual, b, strength: s)) }
        func le(_ a: LinearExpression, _ b: LinearExpression, _ s: Strength = .required) { list.append(Constraint(a, .lessThanOrEqual, b, strength: s)) }
        eq(LinearExpression(root.left), LinearExpression(0)); eq(LinearExpression(root.top), LinearExpression(0))
        eq(LinearExpression(root.width), LinearExpression(390))
        let rootWidthIndex = list.count - 1
        var previousBottom = LinearExpression(root.top)
        for index in 0..<cells {
            let cell = Frame(&solver, "cell\(index)"), image = Frame(&solver, "image\(index)")
            let title = Frame(&solver, "title\(index)"), subtitle = Frame(&solver, "subtitle\(index)")
            eq(LinearExpression(cell.left), LinearExpression(root.left)); eq(LinearExpression(cell.width), LinearExpression(root.width))
            eq(LinearExpression(cell.top), previousBottom)
            ge(LinearExpression(cell.height), LinearExpression(44))
            eq(LinearExpression(cell.height), LinearExpression(0), Strength(priority: 50))
            eq(LinearExpression(image.left), cell.left + 16); eq(LinearExpression(image.top), cell.top + 8)
            eq(LinearExpression(image.width), LinearExpression(40)); eq(LinearExpression(image.height), LinearExpression(40))
            if imageHeightIndex < 0 { imageHeightIndex = list.count - 1 }
            ge(cell.bottom, image.bottom + 8)
            eq(LinearExpression(title.left), image.right + 8); le(title.right, cell.right - 16)
            eq(LinearExpression(title.width), LinearExpression(Double(120 + index % 90)), Strength.weak)
            if hugIndex < 0 { hugIndex = list.count - 1 }
            lastCell = cell
            ge(LinearExpression(title.width), LinearExpression(Double(120 + index % 90)), Strength.strong)
            eq(LinearExpression(title.top), cell.top + 8); eq(LinearExpression(title.height), LinearExpression(20))
            eq(LinearExpression(subtitle.left), LinearExpression(title.left)); eq(LinearExpression(subtitle.width), LinearExpression(title.width))
            eq(LinearExpression(subtitle.top), title.bottom + 4); eq(LinearExpression(subtitle.height), LinearExpression(16))
            ge(cell.bottom, subtitle.bottom + 8)
            previousBottom = cell.bottom
        }
        constraints = list
        self.rootWidthIndex = rootWidthIndex
    }
}

/// The solved screen.
struct Screen {
    var solver: Solver
    var root: Frame
    var rootWidth: ConstraintID
    var firstTitleHug: ConstraintID
    var firstImageHeight: ConstraintID
    var constraints: [Constraint]
    var lastCell: Frame

    init(cells: Int) {
        let system = ScreenSystem(cells: cells)
        solver = system.solver
        lastCell = system.lastCell!
        root = system.root
        constraints = system.constraints
        var ids: [ConstraintID] = []
        for constraint in system.constraints { ids.append(try! solver.add(constraint)) }
        rootWidth = ids[system.rootWidthIndex]
        firstTitleHug = ids[system.hugIndex]
        firstImageHeight = ids[system.imageHeightIndex]
    }
}

let cells = 48
let probe = Screen(cells: cells)
let constraintCount = probe.constraints.count
// Sanity: cell height = max(44, 8 + 40 + 8, 8 + 20 + 4 + 16 + 8) = 56; the last cell ends at 48 × 56 = 2688.
let lastCell = probe.solver.value(of: probe.lastCell.top) + probe.solver.value(of: probe.lastCell.height)
precondition(lastCell == Double(cells) * 56, "unexpected solution: \(lastCell)")

print("SolverBenchmarks: \(cells) cells, \(constraintCount) constraints, \(probe.solver.constraintCount) in the solver")

let build = measure("make the variables and constraint values only (baseline)", runs: 9) { ScreenSystem(cells: cells) }
let initial = measure("initial solve of \(constraintCount) constraints", runs: 9) { Screen(cells: cells) }

var screen = Screen(cells: cells)
let widths = [390.0, 414.0]
let rootChange = measurePerCall("re-solve after the root width changes (every cell's width changes)", iterations: 200, runs: 9) { i in
    try! screen.solver.setConstant(-widths[i % 2], of: screen.rootWidth)
    return screen.solver.value(of: screen.root.width)
}
let leafChange = measurePerCall("re-solve after one label's hugging constant changes", iterations: 200, runs: 9) { i in
    try! screen.solver.setConstant(-Double(100 + i % 2 * 30), of: screen.firstTitleHug)
    return screen.solver.value(of: screen.root.width)
}
let imageChange = measurePerCall("re-solve after the first cell's image height changes (every cell below moves)", iterations: 200, runs: 9) { i in
    try! screen.solver.setConstant(-Double(40 + i % 2 * 30), of: screen.firstImageHeight)
    return screen.solver.value(of: screen.lastCell.top)
}
var editable = Screen(cells: cells)
try! editable.solver.addEditVariable(editable.root.width, strength: .strong)
_ = try? editable.solver.remove(editable.rootWidth)
let suggest = measurePerCall("suggestValue on an edit variable (root width)", iterations: 200, runs: 9) { i in
    try! editable.solver.suggestValue(widths[i % 2], for: editable.root.width)
    return editable.solver.value(of: editable.root.width)
}
let removeAdd = measurePerCall("remove and re-add one constraint (root width)", iterations: 50, runs: 9) { i in
    try! screen.solver.remove(screen.rootWidth)
    screen.rootWidth = try! screen.solver.add(Constraint(LinearExpression(screen.root.width), .equal, LinearExpression(widths[i % 2])))
    return screen.rootWidth
}

let rows = [initial, rootChange, leafChange, imageChange, suggest, removeAdd, build].map { [$0.name, formatDuration($0.medianNanoseconds)] }
print(markdownTable(header: ["workload", "median"], rows: rows))
let slowest = max(rootChange.medianNanoseconds, leafChange.medianNanoseconds, imageChange.medianNanoseconds)
print(String(format: "re-solve after one constant vs. solving afresh: at least %.0f× faster", initial.medianNanoseconds / slowest))

