import CompositionalLayout
import Foundation
import Testing

@testable import HeadlessCollectionView

/// UIScrollView's deceleration model (semantics H5) as layer 3 owns it: ``DecelerationSimulation`` and the
/// per-section rate of orthogonal sections. (Ported from layer 1's former `ScrollDeceleration` tests.)
@MainActor
@Suite struct DecelerationTests {
    @Test func travelIsAGeometricSeries() {
        // travel = v · r / (1 − r): 2 · 0.998 / 0.002 = 998; −2 · 0.99 / 0.01 = −198.
        #expect(abs(DecelerationSimulation(startOffset: 0, velocity: 2, rate: DecelerationRate.normal).projectedDistance - 998) < 1e-9)
        #expect(abs(DecelerationSimulation(startOffset: 0, velocity: -2, rate: DecelerationRate.fast).projectedDistance + 198) < 1e-9)
        // From 100 at 1 pt/ms, rate 0.99: 100 + 1 · 0.99 / 0.01 = 100 + 99 = 199.
        #expect(abs(DecelerationSimulation(startOffset: 100, velocity: 1, rate: 0.99).projectedOffset - 199) < 1e-9)
        // A rate outside 0 < r < 1 does not move (layer 3 answers; layer 1's copy trapped).
        #expect(DecelerationSimulation(startOffset: 5, velocity: 2, rate: 1).projectedOffset == 5)
        #expect(DecelerationSimulation(startOffset: 5, velocity: 2, rate: 1).offset(atMilliseconds: 10) == 5)
    }

    @Test func closedFormMatchesTheMillisecondSteps() {
        // After 1 ms: v · r = 2 · 0.998 = 1.996.
        #expect(abs(DecelerationSimulation(startOffset: 0, velocity: 2, rate: 0.998).offset(atMilliseconds: 1) - 1.996) < 1e-12)
        // Step the model by hand: each ms the velocity is multiplied by r, then the offset advances by it.
        let simulation = DecelerationSimulation(startOffset: 50, velocity: 3, rate: 0.99)
        var offset: CGFloat = 50
        var velocity: CGFloat = 3
        for millisecond in 1...2_000 {
            velocity *= 0.99
            offset += velocity
            if millisecond % 250 == 0 {
                #expect(abs(simulation.offset(atMilliseconds: CGFloat(millisecond)) - offset) < 1e-9)
            }
        }
        // 2 s at the fast rate is practically at rest: 50 + 3 · 0.99 / 0.01 = 50 + 297 = 347.
        #expect(abs(offset - 347) < 1e-6)
        #expect(abs(simulation.projectedOffset - 347) < 1e-9)
        // The velocity after 100 ms: 2 · 0.99^100 ≈ 0.7320647.
        let two = DecelerationSimulation(startOffset: 0, velocity: 2, rate: 0.99)
        #expect(abs(two.velocity(atMilliseconds: 100) - 0.7320647) < 1e-6)
    }

    @Test func durationIsWholeMillisecondsUntilTheSpeedFallsBelowTheThreshold() {
        // ln(0.001 / 2) / ln(0.99) = −7.600902 / −0.010050336 ≈ 756.283 → rounded up: 757 ms.
        // (Layer 1's copy answered the unrounded 756.283 with a 0.001 default threshold; layer 3 rounds up
        // to whole milliseconds and defaults to 0.01.)
        let two = DecelerationSimulation(startOffset: 0, velocity: 2, rate: 0.99)
        #expect(two.duration(threshold: 0.001) == 757)
        // Default threshold 0.01: ln(0.005) / ln(0.99) = −5.298317 / −0.010050336 ≈ 527.17 → 528 ms.
        #expect(two.duration() == 528)
        // Already below the threshold: 0.
        #expect(DecelerationSimulation(startOffset: 0, velocity: 0.0005, rate: 0.99).duration(threshold: 0.001) == 0)
        #expect(DecelerationSimulation(startOffset: 0, velocity: -0.0005, rate: 0.99).duration(threshold: 0.001) == 0)
    }

    // MARK: - Orthogonal sections

    /// One carousel (`carouselSection`: 10 groups 100 × 100, 10 pt apart) in a 300 pt wide view:
    /// content 10 · 100 + 9 · 10 = 1090, offsets 0 … 790, group leading edges at 110 i.
    func carousel(
        _ behavior: OrthogonalScrollingBehavior, rate: OrthogonalScrollingProperties.DecelerationRate = .automatic
    ) throws -> CollectionView {
        var section = carouselSection(behavior)
        section.orthogonalScrollingProperties = OrthogonalScrollingProperties(decelerationRate: rate)
        return try makeCompositional(CollectionLayout(section: section), counts: [10]).0
    }

    @Test func behavioursPickTheirDecelerationRate() throws {
        #expect(try carousel(.continuous).orthogonalDecelerationRate(forSection: 0) == 0.998)
        #expect(try carousel(.continuousGroupLeadingBoundary).orthogonalDecelerationRate(forSection: 0) == 0.998)
        #expect(try carousel(.paging).orthogonalDecelerationRate(forSection: 0) == 0.99)
        #expect(try carousel(.groupPaging).orthogonalDecelerationRate(forSection: 0) == 0.99)
        #expect(try carousel(.groupPagingCentered).orthogonalDecelerationRate(forSection: 0) == 0.99)
        // An explicit rate wins over the behaviour's.
        #expect(try carousel(.paging, rate: .normal).orthogonalDecelerationRate(forSection: 0) == 0.998)
        #expect(try carousel(.continuous, rate: .fast).orthogonalDecelerationRate(forSection: 0) == 0.99)
        #expect(try carousel(.continuous, rate: .custom(0.9)).orthogonalDecelerationRate(forSection: 0) == 0.9)
    }

    @Test func flingsDecelerateThenSnap() throws {
        // 0.1 pt/ms at the fast rate: 0.1 · 99 = 9.9 proposed, and |v| < 0.2 is no velocity: nearest group, 0.
        #expect(try carousel(.groupPaging).targetOrthogonalOffset(forSection: 0, velocity: 0.1) == 0)
        // 3 pt/ms: 297 proposed, but group paging steps one group: 110.
        #expect(try carousel(.groupPaging).targetOrthogonalOffset(forSection: 0, velocity: 3) == 110)
        // Continuous at the normal rate: 1 · 0.998 / 0.002 = 499.
        #expect(abs(try carousel(.continuous).targetOrthogonalOffset(forSection: 0, velocity: 1) - 499) < 1e-9)
        // 0.8 · 499 = 399.2: the nearest leading edge is 440 (40.8 away; 330 is 69.2 away).
        #expect(try carousel(.continuousGroupLeadingBoundary).targetOrthogonalOffset(forSection: 0, velocity: 0.8) == 440)
        // A custom rate projects with it: 1 · 0.9 / 0.1 = 9.
        #expect(abs(try carousel(.continuous, rate: .custom(0.9)).targetOrthogonalOffset(forSection: 0, velocity: 1) - 9) < 1e-9)
        // Paging at the normal rate: 499 proposed, still one page (the 300 pt region) at most.
        #expect(try carousel(.paging, rate: .normal).targetOrthogonalOffset(forSection: 0, velocity: 1) == 300)
    }
}
