#if canImport(UIKit)
    import UIKit
#else
    import ViewSystem
#endif
import Foundation
import Testing

/// Issue 9's stack distributions and anchors, written as an iOS screen would write them, with literal frames.
@MainActor
@Suite("Issue 9 coverage: stack distributions and anchors")
struct StackAndAnchorCoverageTests {
    /// A horizontal stack of views with intrinsic widths 50, 70, 30 (heights 20, 30, 10), pinned into a
    /// `width` × 40 root with spacing 10.
    func stack(_ distribution: UIStackView.Distribution, width: CGFloat = 300, configure: ([IntrinsicView]) -> Void = { _ in })
        -> [IntrinsicView]
    {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        let views = [IntrinsicView(50, 20), IntrinsicView(70, 30), IntrinsicView(30, 10)]
        configure(views)
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.distribution = distribution
        stack.spacing = 10
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return views
    }

    @Test func fillStretchesTheViewWithTheLowestHugging() {
        // 300 − 2 × 10 spacing = 280 for 150 of content: the 130 extra goes to the first view, whose hugging (250)
        // is below the others' (251): widths 180, 70, 30; x = 0, 180 + 10 = 190, 190 + 70 + 10 = 270.
        // (Equal hugging is a tie the solver decides, A5: that case is checked by its sum elsewhere.)
        let views = stack(.fill) { views in
            views[1].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            views[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 180, height: 40),
            CGRect(x: 190, y: 0, width: 70, height: 40),
            CGRect(x: 270, y: 0, width: 30, height: 40),
        ])
    }

    @Test func fillShrinksTheViewWithTheLowestCompressionResistance() {
        // 150 − 20 = 130 for 150 of content: the third view (resistance 749 < 750) gives up the 20 missing:
        // widths 50, 70, 10; x = 0, 60, 140.
        let views = stack(.fill, width: 150) { views in
            views[2].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 60, 140])
        #expect(views.map(\.frame.width) == [50, 70, 10])
    }

    @Test func fillProportionallySizesByIntrinsicShareOfTheStackAtFallingPriorities() {
        // The recipe of docs/reference/uikit-views.md §6: size = stack × intrinsic ÷ (Σ intrinsic + 2 × spacing) = 300
        // × c / 170 at 999, 998, 997; the required chain (280) overrides the last: 88.235, 123.529, 280 − 211.765 =
        // 68.235. Edges at scale 3: 88.235 → 265 px → 88.333; 98.235 → 295 px → 98.333; 221.765 → 665 px → 221.667;
        // 231.765 → 695 px → 231.667; 300.
        let views = stack(.fillProportionally)
        let expected = [
            CGRect(x: 0, y: 0, width: 265.0 / 3, height: 40),
            CGRect(x: 295.0 / 3, y: 0, width: 370.0 / 3, height: 40),
            CGRect(x: 695.0 / 3, y: 0, width: 205.0 / 3, height: 40),
        ]
        for (view, frame) in zip(views, expected) { #expect(same(view.frame, frame), "\(view.frame) ≠ \(frame)") }
    }

    // MARK: Anchors

    /// A 300 × 40 root whose traits are right to left when asked.
    func root(rightToLeft: Bool) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        if rightToLeft { root.traitOverrides.layoutDirection = .rightToLeft }  // iOS 17's trait overrides
        return root
    }

    /// Four 40-high views: one by `leadingAnchor` + 10 (width 50), one by `leftAnchor` + 10 (width 50), one by
    /// `rightAnchor` − 20 (width 30), one by `trailingAnchor` − 20 (width 30).
    func horizontalAnchors(rightToLeft: Bool) -> [CGFloat] {
        let root = root(rightToLeft: rightToLeft)
        let views = (0..<4).map { _ in constrainedView() }
        views.forEach(root.addSubview)
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            views[1].leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            views[2].rightAnchor.constraint(equalTo: root.rightAnchor, constant: -20),
            views[3].trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            views[0].widthAnchor.constraint(equalToConstant: 50),
            views[1].widthAnchor.constraint(equalToConstant: 50),
            views[2].widthAnchor.constraint(equalToConstant: 30),
            views[3].widthAnchor.constraint(equalToConstant: 30),
        ] + views.flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 40)] })
        root.layoutIfNeeded()
        return views.map(\.frame.minX)
    }

    @Test func leftAndRightMatchLeadingAndTrailingLeftToRight() {
        // leading = left: x = 10, 10; right = trailing: x = 300 − 20 − 30 = 250, 250.
        #expect(horizontalAnchors(rightToLeft: false) == [10, 10, 250, 250])
    }

    @Test func leftAndRightDoNotFlipRightToLeftButLeadingAndTrailingDo() {
        // Leading is the right edge: 300 − 10 − 50 = 240. Left stays 10. Right stays 300 − 20 − 30 = 250.
        // Trailing is the left edge: x = 20.
        #expect(horizontalAnchors(rightToLeft: true) == [240, 10, 250, 20])
    }

    @Test func viewsFollowALabelsBaselines() {
        // A single-line 17-pt label at y 10: both baselines are at 10 + its ascender. A view whose top is on the
        // first baseline and a second label whose first baseline is 30 below the first's last baseline: the second
        // label's top is 30 below the first's (same font, same ascender).
        let root = root(rightToLeft: false)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = "Title"
        let second = UILabel()
        second.translatesAutoresizingMaskIntoConstraints = false
        second.font = UIFont.systemFont(ofSize: 17)
        second.text = "Subtitle"
        let rule = constrainedView()
        [label, second, rule].forEach(root.addSubview)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.firstBaselineAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 30),
            rule.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            rule.widthAnchor.constraint(equalToConstant: 10),
            rule.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.minY - label.frame.minY == 30)  // failed (34) when the unlaid label's last baseline was its bottom
        // The ascender of the 17-pt system font: 17 × 1950 / 2048 = 16.19 (to within a pixel at scale 3).
        #expect(abs(rule.frame.minY - (10 + 17 * 1950 / 2048.0)) <= 1.0 / 3)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        // b.leading = a.trailing + 8 × 2 = 50 + 16 = 66; b.top = a.bottom + 8 × 1 = 20 + 8 = 28.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = constrainedView()
        let b = constrainedView()
        [a, b].forEach(root.addSubview)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 66, y: 28, width: 10, height: 10))
    }

    /// A view pinned to the root's readable content guide (sides) and top, 10 high.
    func readableFrame(rootWidth: CGFloat) -> CGRect {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 100))
        let view = constrainedView()
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        return view.frame
    }

    @Test func readableContentGuideIsTheMarginsOnAPhoneAndCentred672Wide() {
        // 375 wide: the default 8-point margins, 8 … 367 (width 359), are narrower than 672.
        #expect(readableFrame(rootWidth: 375) == CGRect(x: 8, y: 0, width: 359, height: 10))
        // 1000 wide: margins 984 > 672, so 672 centred: x = (1000 − 672) / 2 = 164.
        #expect(readableFrame(rootWidth: 1000) == CGRect(x: 164, y: 0, width: 672, height: 10))
    }

    @Test func aCustomLayoutGuideSpacesViews() {
        // The guide: x 20, width 100, y 5, height 30. The view, 40 × 10, centred in it: x = 20 + 50 − 20 = 50,
        // y = 5 + 15 − 5 = 15.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        let view = constrainedView()
        root.addSubview(view)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            guide.heightAnchor.constraint(equalToConstant: 30),
            view.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            view.widthAnchor.constraint(equalToConstant: 40),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(guide.owningView === root)
        #expect(guide.layoutFrame == CGRect(x: 20, y: 5, width: 100, height: 30))
        #expect(view.frame == CGRect(x: 50, y: 15, width: 40, height: 10))
    }

    @Test func deactivatedConstraintsStopApplying() {
        // Required leading + 10 wins over the optional (500) leading + 100; deactivated, the optional one applies.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = constrainedView()
        root.addSubview(view)
        let required = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let fallback = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100)
        fallback.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            required, fallback, view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 20), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(view.frame.minX == 10)
        NSLayoutConstraint.deactivate([required])
        #expect(!required.isActive)
        #expect(fallback.isActive)
        root.layoutIfNeeded()
        #expect(view.frame.minX == 100)
    }
}
