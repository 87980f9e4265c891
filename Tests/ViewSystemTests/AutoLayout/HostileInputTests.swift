import Foundation
import Testing

@testable import ViewSystem

// Issue 26: long chains, flat screens and stacks with many arranged views still give the right frames (their speed is
// measured by `SolverBenchmarks --hostile`, not here). A thousand views in a chain (0.3 s in a debug build; 3.5 minutes
// before), 400 in the flat and stack cases, whose optional constraints cost more per view in a debug build: each test
// stays under about 2 s there, for the sanitizer runs.

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

    @Test func aChainOfAThousandViewsPlacesTheLastAt9990() {
        let (_, views) = chain(1_000)
        // The view at index i starts at i × 10: 500 × 10 = 5,000, 999 × 10 = 9,990.
        #expect(views[500].frame == CGRect(x: 5_000, y: 0, width: 10, height: 20))
        #expect(views[999].frame == CGRect(x: 9_990, y: 0, width: 10, height: 20))
    }

    @Test func changingTheFirstWidthOfALongChainMovesTheLastView() {
        let (root, views) = chain(1_000)
        views[0].constraints.first { $0.firstAttribute == .width }?.constant = 9
        root.layoutIfNeeded()
        // Every width follows the first: 999 × 9 = 8,991.
        #expect(views[999].frame == CGRect(x: 8_991, y: 0, width: 9, height: 20))
    }

    @Test func fourHundredViewsPinnedToTheirSuperviewWithInequalitiesAndPriorities() {
        // Each view: leading = 10 × (i mod 40), top = 20 × (i / 40); width == 30 at 750 but ≤ 10 (required), so 10;
        // height ≥ 20 (required) and == 5 at 250, so 20.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<400 {
            let view = constrainedView()
            root.addSubview(view)
            let wide = view.widthAnchor.constraint(equalToConstant: 30)
            wide.priority = .defaultHigh
            let short = view.heightAnchor.constraint(equalToConstant: 5)
            short.priority = .defaultLow
            constraints += [
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(index % 40 * 10)),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index / 40 * 20)),
                wide, view.widthAnchor.constraint(lessThanOrEqualToConstant: 10),
                short, view.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
            ]
            views.append(view)
        }
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // View 399: column 399 mod 40 = 39 → x 390; row 399 / 40 = 9 → y 180.
        #expect(views[399].frame == CGRect(x: 390, y: 180, width: 10, height: 20))
        #expect(views[41].frame == CGRect(x: 10, y: 20, width: 10, height: 20))
    }

    @Test func aConflictInALongChainStillBreaksTheMostRecentConstraint() {
        // A width of 50 on the last view, activated after the chain, conflicts with its equal-width link. Added first
        // (sizes first), it would hold and break the link; the engine builds again in tree order, so the new width
        // is the one broken and every view stays 10 wide: the last at 499 × 10 = 4,990.
        let (root, views) = chain(500)
        let conflicting = views[499].widthAnchor.constraint(equalToConstant: 50)
        conflicting.isActive = true
        root.layoutIfNeeded()
        #expect(views[499].frame == CGRect(x: 4_990, y: 0, width: 10, height: 20))
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

    @Test func aStackOfFourHundredArrangedViewsAddedOneByOne() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10_000, height: 20))
        let stack = pinnedStack(in: root)
        let views = (0..<400).map { _ in IntrinsicView(10, 20) }
        for view in views { stack.addArrangedSubview(view) }
        root.layoutIfNeeded()
        // Intrinsic widths of 10 with no spacing: 399 × 10 = 3,990; the stack hugs them: 400 × 10 wide.
        #expect(views[399].frame == CGRect(x: 3_990, y: 0, width: 10, height: 20))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 4_000, height: 20))
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
