// Hostile input (issue 26): long chains of constraints and stack views with many arranged subviews, through the
// solver alone and through the UIKit API. Run:
//   swift run -c release --package-path Benchmarks SolverBenchmarks --hostile [--chains 1000,4000,10000]
// (each chain size also runs the baseline without layout and the flat screen of as many views)
//       [--stacks 200,1000] [--runs 5] [--profile-chain N | --profile-stack N]
// Each chain of N constraints has N / 4 views side by side, each 10 wide: its leading edge pinned to the previous
// view's trailing edge, its top and height fixed, and a width that is in turn a fixed width, an equal width to the
// first view, an optional (priority 750) fixed width, and an equal width to the previous view.
import BenchmarkSupport
import ConstraintSolver
import Foundation
import ViewSystem

/// The chain through the solver alone: the same constraints as the UIKit chain, in the same order.
func solveChain(constraints: Int) -> Double {
    var solver = Solver()
    let views = constraints / 4
    var lefts: [Variable] = [], widths: [Variable] = []
    for index in 0..<views {
        let left = solver.makeVariable(), top = solver.makeVariable()
        let width = solver.makeVariable(), height = solver.makeVariable()
        let previousRight = index == 0 ? LinearExpression(0) : lefts[index - 1] + widths[index - 1]
        try! solver.add(Constraint(LinearExpression(left), .equal, previousRight))
        try! solver.add(Constraint(LinearExpression(top), .equal, LinearExpression(0)))
        try! solver.add(Constraint(LinearExpression(height), .equal, LinearExpression(20)))
        let widthRule: Constraint = switch index % 4 {
        case 0: Constraint(LinearExpression(width), .equal, LinearExpression(10))
        case 1: Constraint(LinearExpression(width), .equal, LinearExpression(widths[0]))
        case 2: Constraint(LinearExpression(width), .equal, LinearExpression(10), strength: Strength(priority: 750))
        default: Constraint(LinearExpression(width), .equal, LinearExpression(widths[index - 1]))
        }
        try! solver.add(widthRule)
        lefts.append(left)
        widths.append(width)
    }
    return solver.value(of: lefts[views - 1])
}

/// The chain through views, anchors and `layoutIfNeeded()`; answers the last view's x. `layOut: false` is the
/// baseline: the same views and constraints, activated, never solved.
@MainActor
func layOutChain(constraints: Int, layOut: Bool = true) -> CGFloat {
    let views = constraints / 4
    let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(views * 10), height: 20))
    var chain: [UIView] = []
    var list: [NSLayoutConstraint] = []
    for index in 0..<views {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let previousTrailing = index == 0 ? root.leadingAnchor : chain[index - 1].trailingAnchor
        list.append(view.leadingAnchor.constraint(equalTo: previousTrailing))
        list.append(view.topAnchor.constraint(equalTo: root.topAnchor))
        list.append(view.heightAnchor.constraint(equalToConstant: 20))
        switch index % 4 {
        case 0: list.append(view.widthAnchor.constraint(equalToConstant: 10))
        case 1: list.append(view.widthAnchor.constraint(equalTo: chain[0].widthAnchor))
        case 2:
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            width.priority = .defaultHigh
            list.append(width)
        default: list.append(view.widthAnchor.constraint(equalTo: chain[index - 1].widthAnchor))
        }
        chain.append(view)
    }
    NSLayoutConstraint.activate(list)
    guard layOut else { return 0 }
    root.layoutIfNeeded()
    return chain[views - 1].frame.minX
}

/// `constraints / 5` independent views pinned to their superview (leading and top at constants in a grid of 10 × 20
/// cells, 40 to a row), each 10 wide at priority 750 and at least 8, 20 high; answers the last view's x.
@MainActor
func layOutFlat(constraints: Int) -> CGFloat {
    let views = constraints / 5
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat((views + 39) / 40 * 20)))
    var list: [NSLayoutConstraint] = []
    var last = UIView()
    for index in 0..<views {
        last = UIView()
        last.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(last)
        let width = last.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultHigh
        list += [
            last.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 40 * 10)),
            last.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 40 * 20)),
            width, last.widthAnchor.constraint(greaterThanOrEqualToConstant: 8),
            last.heightAnchor.constraint(equalToConstant: 20),
        ]
    }
    NSLayoutConstraint.activate(list)
    root.layoutIfNeeded()
    return last.frame.minX
}

/// A view of intrinsic size 10 × 20.
final class IntrinsicBox: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 20) }
}

/// A horizontal stack of `count` boxes pinned to a root's top-left corner, each added with `addArrangedSubview`,
/// then laid out once; answers the last box's x.
@MainActor
func layOutStack(arranged count: Int) -> CGFloat {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(count * 10), height: 20))
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    var last = UIView()
    for _ in 0..<count {
        last = IntrinsicBox()
        stack.addArrangedSubview(last)
    }
    root.layoutIfNeeded()
    return last.frame.minX
}

/// The comma-separated sizes after `flag`, or `defaults`.
func sizes(after flag: String, defaults: [Int]) -> [Int] {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return defaults }
    return arguments[index + 1].split(separator: ",").compactMap { Int($0) }
}

@MainActor
func runHostileInputBenchmarks() {
    let runs = sizes(after: "--runs", defaults: [5])[0]
    if let count = sizes(after: "--profile-chain", defaults: []).first {
        print("chain of \(count) constraints: last x \(layOutChain(constraints: count))")
        return
    }
    if let count = sizes(after: "--profile-stack", defaults: []).first {
        print("stack of \(count): last x \(layOutStack(arranged: count))")
        return
    }
    var rows: [[String]] = []
    for count in sizes(after: "--chains", defaults: [1_000, 4_000, 10_000]) {
        // The last of count / 4 views of width 10 starts at (count / 4 - 1) × 10.
        let expected = Double(count / 4 - 1) * 10
        precondition(solveChain(constraints: count) == expected && Double(layOutChain(constraints: count)) == expected)
        let solver = measure("chain of \(count) constraints, solver alone", runs: runs) { solveChain(constraints: count) }
        let views = measure("chain of \(count) constraints, views + anchors + layoutIfNeeded", runs: runs) {
            layOutChain(constraints: count)
        }
        let baseline = measure("baseline: the same views and constraints, activated, not laid out", runs: runs) {
            layOutChain(constraints: count, layOut: false)
        }
        // The last of count / 5 views sits in column (count / 5 - 1) % 40 of the grid, 10 apart.
        precondition(layOutFlat(constraints: count) == CGFloat((count / 5 - 1) % 40 * 10))
        let flat = measure("\(count / 5) views pinned to their superview (\(count) constraints)", runs: runs) {
            layOutFlat(constraints: count)
        }
        rows += [solver, views, baseline, flat].map { [$0.name, formatDuration($0.medianCPUNanoseconds), formatDuration($0.medianNanoseconds)] }
    }
    for count in sizes(after: "--stacks", defaults: [200, 1_000]) {
        precondition(layOutStack(arranged: count) == CGFloat(count - 1) * 10)
        let stack = measure("stack view of \(count) arranged subviews, added one by one, laid out", runs: runs) {
            layOutStack(arranged: count)
        }
        rows.append([stack.name, formatDuration(stack.medianCPUNanoseconds), formatDuration(stack.medianNanoseconds)])
    }
    print(markdownTable(header: ["workload (median of \(runs))", "CPU", "wall"], rows: rows))
}
