import Foundation
import Testing

@testable import ViewSystem

@MainActor
@Suite("Auto Layout: stack views, fitting, errors")
struct AutoLayoutStackAndFittingTests {
    /// A horizontal stack pinned into a 300 × 40 root, with views of intrinsic widths 50, 70, 30.
    func stack(_ distribution: UIStackView.Distribution, spacing: CGFloat = 10) -> (UIView, [IntrinsicView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let views = [IntrinsicView(50, 20), IntrinsicView(70, 30), IntrinsicView(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = distribution
        stack.spacing = spacing
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func fillStretchesTheLastViewWithEqualHugging() {
        // 300 - 2 × 10 = 280 for 150 of content: the 130 extra goes to one view; with equal hugging UIKit stretches
        // the last in arrangement order… our solver's tie-break is not UIKit's, so check the sum and the chain.
        let (_, views) = stack(.fill)
        let widths = views.map(\.frame.width)
        #expect(widths.reduce(0, +) == 280)
        #expect(views[1].frame.minX == views[0].frame.maxX + 10)
        #expect(views[2].frame.maxX == 300)
        #expect(views.allSatisfy { $0.frame.height == 40 })  // alignment fill
    }

    @Test func fillEquallySharesTheLength() {
        // (300 - 20) / 3 = 93.333 each: x = 0, 103.333, 206.667.
        let (_, views) = stack(.fillEqually)
        #expect(abs(views[0].frame.width - 93.3333) < 0.001)
        #expect(abs(views[1].frame.minX - 103.3333) < 0.001)
        #expect(abs(views[2].frame.minX - 206.6667) < 0.001)
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        // Sizes ∝ 50 : 70 : 30 with the chain required: 280 × (50, 70, 30) / 150 = 93.33, 130.67, 56 (± rounding).
        let (_, views) = stack(.fillProportionally)
        #expect(views.map(\.frame.width).reduce(0, +) == 280)
        #expect(views[1].frame.width > views[0].frame.width && views[0].frame.width > views[2].frame.width)
    }

    @Test func equalSpacingSplitsTheExtraIntoTheGaps() {
        // Views keep 50, 70, 30; the gaps share 300 - 150 = 150: 75 each → x = 0, 125, 270.
        let (_, views) = stack(.equalSpacing)
        #expect(views.map(\.frame.minX) == [0, 125, 270])
        #expect(views.map(\.frame.width) == [50, 70, 30])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres equally spaced from 25 (first centre, x = 0) to 285 (last centre, maxX = 300): 155 apart?
        // first centre 25, last centre 300 - 15 = 285 → middle centre 155 → x = 155 - 35 = 120.
        let (_, views) = stack(.equalCentering)
        #expect(views.map(\.frame.minX) == [0, 120, 270])
    }

    @Test func hiddenArrangedViewsTakeNoSpace() {
        // Hide the middle view: equal spacing over 50 and 30 → one gap of 220: x = 0, 270.
        let (root, views) = stack(.equalSpacing)
        views[1].isHidden = true
        root.subviews[0].setNeedsLayout()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(views[0].frame.minX == 0)
        #expect(views[2].frame.minX == 270)
        #expect(views[1].frame.width == 0)
    }

    @Test func verticalStackCentredWithMargins() {
        // A vertical stack with 8-point margins and centre alignment in a 200-wide root; views 50 × 20 and 70 × 30,
        // spacing 4: x = 8 + (184 - 50) / 2 = 75 and 8 + (184 - 70) / 2 = 65; y = 8, 32; the stack is 8 + 54 + 8 = 70
        // high (it hugs its content at 49 against nothing else).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let a = IntrinsicView(50, 20), b = IntrinsicView(70, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.isLayoutMarginsRelativeArrangement = true
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 75, y: 8, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 65, y: 32, width: 70, height: 30))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 200, height: 70))
    }

    // MARK: Errors and diagnostics

    @Test func unsatisfiableConstraintsBreakOneAndLog() {
        // width == 100 and width == 200, both required: the second is broken and logged; the first holds.
        AutoLayoutMessages.unsatisfiableLog.removeAll()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = constrainedView()
        root.addSubview(child)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            first, second, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let log = AutoLayoutMessages.unsatisfiableLog.last ?? ""
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains(first.description) && log.contains("Will attempt to recover by breaking constraint \n" + second.description))
    }

    @Test func forgottenTranslationConflictsWithAutoresizing() {
        // A view that still translates its frame (0,0,0,0) gets a required width: the autoresizing constraint is named.
        AutoLayoutMessages.unsatisfiableLog.removeAll()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView()
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 0)
        #expect(AutoLayoutMessages.unsatisfiableLog.last?.contains("NSAutoresizingMaskLayoutConstraint") == true)
    }

    @Test func ambiguity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = constrainedView()
        root.addSubview(child)
        let left = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        NSLayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)  // no width
        child.widthAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func badInputMessagesAreUIKits() {
        let a = UIView(), b = UIView()
        let constraint = NSLayoutConstraint(first: a, .leading, .equal, second: nil, .notAnAttribute, multiplier: 1, constant: 3)
        #expect(AutoLayoutMessages.invalidConstraint(constraint)?.hasPrefix("A multiplier of 0 or a nil second item") == true)
        let zero = NSLayoutConstraint(first: a, .leading, .equal, second: b, .leading, multiplier: 0, constant: 3)
        #expect(AutoLayoutMessages.invalidConstraint(zero)?.contains("Location attributes must be specified in pairs") == true)
        let nan = NSLayoutConstraint(first: a, .width, .equal, second: nil, .notAnAttribute, multiplier: 1, constant: .nan)
        #expect(AutoLayoutMessages.invalidConstraint(nan)?.hasPrefix("Constraint constant is not finite!") == true)
        let apart = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(apart.commonAncestor() == nil)
        #expect(AutoLayoutMessages.noCommonAncestor(apart).contains("because they have no common ancestor"))
        let size = a.widthAnchor.constraint(equalToConstant: 10)
        #expect(AutoLayoutMessages.invalidConstraint(size) == nil)
    }

    @Test func removingAViewDeactivatesConstraintsThatCrossedIt() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = constrainedView()
        root.addSubview(child)
        let pin = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        pin.isActive = true
        child.removeFromSuperview()
        #expect(!pin.isActive)
    }
}
