import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ViewSystem

// A stack view changed step by step — arranged views added, inserted, removed, hidden and shown, with layout passes
// in between — lays out exactly as a stack built from scratch with the final arrangement.

/// The arrangement a random sequence of changes leaves, and the frames of its arranged views.
@MainActor
struct StackScenario {
    var distribution: UIStackView.Distribution
    var widths: [CGFloat] = []
    var hidden: [Bool] = []
    var frames: [CGRect] = []

    static let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .equalSpacing, .equalCentering]

    /// A horizontal stack of `distribution` pinned to the edges of a 400 × 40 root.
    static func pinnedStack(_ distribution: UIStackView.Distribution) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 40))
        let stack = UIStackView()
        stack.distribution = distribution
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        return (root, stack)
    }

    /// Applies 1–30 random changes, laying out after some of them.
    init(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        distribution = Self.distributions.randomElement(using: &rng)!
        let (root, stack) = Self.pinnedStack(distribution)
        for _ in 0..<Int.random(in: 1...30, using: &rng) {
            let arranged = stack.arrangedSubviews
            let width = CGFloat(Int.random(in: 1...6, using: &rng) * 5)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: stack.addArrangedSubview(IntrinsicView(width, 20))
            case 1: stack.insertArrangedSubview(IntrinsicView(width, 20), at: Int.random(in: 0...arranged.count, using: &rng))
            case 2: arranged.randomElement(using: &rng)?.removeFromSuperview()
            default: arranged.randomElement(using: &rng)?.isHidden.toggle()
            }
            // Hiding an arranged view marks nothing for layout (a known gap, older than this test): ask for the pass.
            if Bool.random(using: &rng) { layOut(root) }
        }
        layOut(root)
        widths = stack.arrangedSubviews.map(\.intrinsicContentSize.width)
        hidden = stack.arrangedSubviews.map(\.isHidden)
        frames = stack.arrangedSubviews.map(\.frame)
    }

    private func layOut(_ root: UIView) {
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }

    /// The frames of a stack built in one go with the final arrangement.
    func framesBuiltFromScratch() -> [CGRect] {
        let (root, stack) = Self.pinnedStack(distribution)
        for (width, isHidden) in zip(widths, hidden) {
            let view = IntrinsicView(width, 20)
            view.isHidden = isHidden
            stack.addArrangedSubview(view)
        }
        root.layoutIfNeeded()
        return stack.arrangedSubviews.map(\.frame)
    }
}

@Suite struct StackIncrementalPropertyTests {
    @Test func stepByStepChangesLayOutAsABuildFromScratch() async {
        await propertyCheck(count: 150, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            let (incremental, scratch) = await MainActor.run {
                let scenario = StackScenario(seed: seed)
                return (scenario.frames, scenario.framesBuiltFromScratch())
            }
            #expect(incremental == scratch, "seed \(seed)")
        }
    }

    @Test @MainActor func theScenariosCoverLaidOutStacksWithVisibleViews() {
        // Guards the property against passing vacuously: most seeds leave visible arranged views with a width.
        let scenarios = (0..<40).map { StackScenario(seed: UInt64($0)) }
        let meaningful = scenarios.filter { scenario in scenario.frames.contains { $0.width > 0 } }
        #expect(meaningful.count >= 20)
    }
}
