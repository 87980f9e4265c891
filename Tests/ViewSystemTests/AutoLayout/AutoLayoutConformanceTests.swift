import Foundation
import Testing

@testable import ViewSystem

@MainActor
@Suite("Auto Layout conformance: literal frames")
struct AutoLayoutConformanceTests {
    @Test func aChainOfViewsAcrossTheRoot() {
        // Root 375 wide. a: leading 16, width 100; b: 8 after a, trailing 16 → b.x = 16 + 100 + 8 = 124,
        // b.width = 375 - 16 - 124 = 235. Both 44 high at top 20.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        let a = constrainedView(), b = constrainedView()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 20, width: 100, height: 44))
        #expect(b.frame == CGRect(x: 124, y: 20, width: 235, height: 44))
    }

    @Test func centringAndMultipliers() {
        // Child: width = 0.5 × root width = 187.5, height = width × 0.5 + 10 = 103.75, centred:
        // x = (375 - 187.5) / 2 = 93.75, y = (667 - 103.75) / 2 = 281.625 → 281.667 at 3× (pixel rounding of edges:
        // top 281.625 → 281.6667, bottom 385.375 → 385.3333, height 103.6667).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let child = constrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 10),
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 93.75 || abs(child.frame.minX - 93.6667) < 0.001 || abs(child.frame.minX - 93.66666666666667) < 1e-9)
        #expect(abs(child.frame.width - 187.5) < 0.34)
        #expect(abs(child.frame.minY - 281.6666666666667) < 1e-9)
        #expect(abs(child.frame.maxY - 385.3333333333333) < 1e-9)
    }

    @Test func marginsGuideAndMarginAttributes() {
        // Default margins are 8 on each side: the child fills the margins guide of a 300 × 100 root.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let child = constrainedView()
        root.addSubview(child)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
        // Custom margins (20 leading, 10 trailing) move it: x = 20, width = 300 - 30 = 270.
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 10)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 8, width: 270, height: 84))
        #expect(guide.layoutFrame == CGRect(x: 20, y: 8, width: 270, height: 84))
    }

    @Test func inequalitiesWithPriorities() {
        // width ≤ 200 (required), width == 300 @750, width ≥ 250 @500: the required bound wins → 200;
        // dropping the bound to 260: 260 (the 750 preference is as near as it can be).
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let child = constrainedView()
        root.addSubview(child)
        let bound = child.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        let wish = child.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultHigh
        let floor = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 250)
        floor.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            bound, wish, floor, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        bound.constant = 260
        root.layoutIfNeeded()
        #expect(child.frame.width == 260)
        // A weaker wish loses to the 500 floor: wish 100 @250 → 250.
        bound.constant = 1000
        wish.isActive = false
        wish.priority = .defaultLow
        wish.constant = 100
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 250)
    }

    @Test func huggingVersusCompression() {
        // Two "labels" (intrinsic widths 120 and 150) in a 300 row with 8 + 8 + 8 gaps: 300 - 24 = 276 < 270? No:
        // 120 + 150 = 270 ≤ 276, so one stretches by 6: the one with lower hugging (b at 250 vs a at 251) → b = 156.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = IntrinsicView(120, 20), b = IntrinsicView(150, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 0, width: 120, height: 20))
        #expect(b.frame == CGRect(x: 136, y: 0, width: 156, height: 20))
        // Narrow root 200: 176 for 270 of content → compress the one with lower resistance (a at 749): b keeps 150,
        // a = 176 - 150 = 26.
        a.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        root.layoutIfNeeded()
        #expect(a.frame.width == 26)
        #expect(b.frame == CGRect(x: 42, y: 0, width: 150, height: 20))
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() {
        // The chain of the first test in right to left: a's leading (right) edge at 375 - 16 = 359 → a.x = 259;
        // b ends 8 before a: b.maxX = 251, b.minX = 16 → width 235.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        root.semanticContentAttribute = .forceRightToLeft
        let a = constrainedView(), b = constrainedView()
        a.semanticContentAttribute = .forceRightToLeft
        b.semanticContentAttribute = .forceRightToLeft
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            a.widthAnchor.constraint(equalToConstant: 100),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 44), b.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 259, y: 0, width: 100, height: 44))
        #expect(b.frame == CGRect(x: 16, y: 0, width: 235, height: 44))
    }

    @Test func autoresizingMaskFollowsTheSuperview() {
        // A TAMIC child 10 from the left, 20 from the right (flexible width) of a 100-wide container placed by
        // constraints: when the container becomes 200 wide the child is 200 - 30 = 170 wide.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = constrainedView()
        root.addSubview(container)
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let child = UIView(frame: CGRect(x: 10, y: 5, width: 70, height: 40))
        child.autoresizingMask = [.flexibleWidth]
        container.addSubview(child)
        let width = container.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor), width,
            container.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 5, width: 70, height: 40))
        width.constant = 200
        root.layoutIfNeeded()
        #expect(container.frame.width == 200)
        #expect(child.frame == CGRect(x: 10, y: 5, width: 170, height: 40))
    }
}
