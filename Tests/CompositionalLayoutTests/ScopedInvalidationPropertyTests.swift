// Scoped invalidation over generated layouts (semantics H20): random sections of an `IncrementalLayoutCase` get a
// new description (other spacing and insets, the same kind) and are solved again with `invalidateSections(_:)`,
// between measurements, item-count changes and width changes. After every step the solution must give exactly the
// frames, content size and rect queries of a fresh solve with the same measured sizes.
//
// Every case is a pure function of its seed: a failure prints `seed 0x…`.

import Foundation
import PropertyBased
import TestSupport
import Testing
@testable import CompositionalLayout

/// Per-section variants of a generated layout's descriptions: variant 0 is the generated section; another variant
/// changes its inter-group spacing and its top and bottom insets (not how measured sizes are read).
final class SectionVariants: @unchecked Sendable {
    private let lock = NSLock()
    private var variants: [Int: Int] = [:]

    func set(_ variant: Int, ofSection section: Int) { lock.withLock { variants[section] = variant } }

    func section(_ index: Int, of layoutCase: IncrementalLayoutCase) -> LayoutSection {
        var section = layoutCase.kinds[index % layoutCase.kinds.count].section
        let variant = lock.withLock { variants[index, default: 0] }
        guard variant > 0 else { return section }
        section.interGroupSpacing = CGFloat(variant % 13)
        section.contentInsets.top = CGFloat(variant % 7 * 3)
        section.contentInsets.bottom = CGFloat(variant % 5 * 4)
        return section
    }

    func layout(_ layoutCase: IncrementalLayoutCase) -> CollectionLayout {
        CollectionLayout(configuration: layoutCase.configuration, registeredDecorationKinds: ["background"]) {
            [self] index, _ in section(index, of: layoutCase)
        }
    }
}

@Suite struct ScopedInvalidationPropertyTests {
    typealias Model = GeneratedIncrementalTests.Model

    /// A fresh solve of the model's items and sizes with the variants' descriptions.
    static func fresh(_ model: Model, _ variants: SectionVariants) throws -> LayoutSolution {
        try model.solve(layout: variants.layout(model.layoutCase))
    }

    /// One random step; returns what it did, for failure messages.
    static func step(
        _ model: inout Model, _ solution: inout LayoutSolution, _ variants: SectionVariants,
        _ rng: inout SplitMix64
    ) throws -> String {
        let section = rng.int(0...(model.sections.count - 1))
        let items = model.sections[section]
        switch rng.int(0...5) {
        case 0 where !items.isEmpty, 1 where !items.isEmpty:
            return try GeneratedIncrementalTests.measure(&model, &solution, &rng, section: section)
        case 2:
            return try GeneratedIncrementalTests.changeItemCount(&model, &solution, &rng, section: section)
        case 3:
            return try GeneratedIncrementalTests.changeWidth(&model, &solution, &rng)
        default:
            return try invalidate(&solution, sectionCount: model.sections.count, variants, &rng)
        }
    }

    /// New variants for some sections, then a scoped invalidation of those and maybe a few more.
    static func invalidate(
        _ solution: inout LayoutSolution, sectionCount: Int, _ variants: SectionVariants, _ rng: inout SplitMix64
    ) throws -> String {
        var named = IndexSet()
        for section in 0..<sectionCount where rng.chance(0.4) {
            named.insert(section)
            if rng.chance(0.7) { variants.set(rng.int(0...20), ofSection: section) }
        }
        try solution.invalidateSections(named)
        return "invalidate \(Array(named))"
    }

    static func check(seed: UInt64, steps: Int) throws {
        let layoutCase = IncrementalLayoutCase(seed: seed)
        let variants = SectionVariants()
        var rng = SplitMix64(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
        var model = Model(layoutCase)
        var solution = try fresh(model, variants)
        var done: [String] = []
        for _ in 0..<steps {
            done.append(try step(&model, &solution, variants, &rng))
            model.forgetUnkeptSizes()
            let problems = GeneratedIncrementalTests.differences(solution, try fresh(model, variants), rng: &rng)
            if !problems.isEmpty {
                Issue.record("\(layoutCase) after \(done): \(problems.prefix(6))")
                return
            }
        }
    }

    @Test func scopedInvalidationsOfRandomSectionsGiveTheFramesOfAFreshSolve() async {
        await propertyCheck(count: 100, input: Gen.uint64()) { seed in
            try Self.check(seed: seed, steps: 20)
        }
    }
}
