import Foundation
import Testing

@testable import ViewSystem

// Issue 26: long chains and stacks with many arranged views still give the right frames (their speed is measured by
// `SolverBenchmarks --hostile`, not here). Two hundred views: long enough to cross every incremental path, short
// enough for the sanitizer runs (a thousand took 3.5 minutes in a debug build).

@MainActor
@Suite("Auto Layout: hostile input (long chains, large stacks)")
struct HostileInputTests {
    /// `count` views of width 10 and height 20, each one's leading edge on the previous one's trailing edge.
    func chain(_ count: Int) -> (UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 20))
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<count {
            let view = constrainedView()
            root.addSubview(view)
            let previous = index == 0 ? root.leadingAnchor : views[index - 1].trailingAnchor
            constraints += [
                view.leadingAnchor.constraint(equalTo: previous), view.topAnchor.constraint(equalTo: root.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 20),
                index == 0 ? view.widthAnchor.constraint(equalToConstant: 10)
                    : view.widthAnchor.constraint(equalTo: views[index - 1].widthAnchor),
            ]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func aChainOfTwoHundredViewsPlacesTheLastAt1990() {
        let (_, views) = chain(200)
        // The view at index i starts at i × 10: 100 × 10 = 1,000, 199 × 10 = 1,990.
        #expect(views[100].frame == CGRect(x: 1_000, y: 0, width: 10, height: 20))
        #expect(views[199].frame == CGRect(x: 1_990, y: 0, width: 10, height: 20))
    }

    @Test func changingTheFirstWidthOfALongChainMovesTheLastView() {
        let (root, views) = chain(200)
        views[0].constraints.first { $0.firstAttribute == .width }?.constant = 9
        root.layoutIfNeeded()
        // Every width follows the first: 199 × 9 = 1,791.
        #expect(views[199].frame == CGRect(x: 1_791, y: 0, width: 9, height: 20))
    }

    /// A horizontal stack pinned to a root's top-left corner.
    func pinnedStack(in root: UIView) -> UIStackView {
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return stack
    }

    @Test func aStackOfTwoHundredArrangedViewsAddedOneByOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 20))
        let stack = pinnedStack(in: root)
        let views = (0..<200).map { _ in IntrinsicView(10, 20) }
        for view in views { stack.addArrangedSubview(view) }
        root.layoutIfNeeded()
        // Intrinsic widths of 10 with no spacing: 199 × 10 = 1,990; the stack hugs them: 200 × 10 wide.
        #expect(views[199].frame == CGRect(x: 1_990, y: 0, width: 10, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 2_000, height: 20))
    }

    @Test func addingToALaidOutStackRegeneratesItsConstraintsOnce() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 20))
        let stack = pinnedStack(in: root)
        for _ in 0..<3 { stack.addArrangedSubview(IntrinsicView(10, 20)) }
        root.layoutIfNeeded()
        let added = IntrinsicView(30, 20)
        stack.insertArrangedSubview(added, at: 1)
        stack.arrangedSubviews[3].isHidden = true
        #expect(stack.hasPendingArrangement)
        root.layoutIfNeeded()
        // 10, then the new 30 at x = 10, then 10 at x = 40; the hidden last one takes no room: the stack is 50 wide.
        #expect(!stack.hasPendingArrangement)
        #expect(stack.arrangedSubviews.map(\.frame.minX).prefix(3) == [0, 10, 40])
        #expect(stack.frame.width == 50)
    }

    @Test func aStackWaitingForItsConstraintsIsMeasuredWithThem() {
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(30, 20)])
        #expect(stack.subtreeUsesAutoLayout())
        // The two intrinsic widths side by side: 50 + 30 = 80 wide, 20 high.
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 80, height: 20))
    }
}
