import CollectionGeometry
import Foundation
import Testing

/// The scroll physics both scroll views use (semantics H5): one paging rule, the deceleration's projection.
@Suite struct ScrollPhysicsTests {
    // Pages of 390 points: boundaries at 0, 390, 780, 1170.

    @Test func aSlowReleaseRestsOnTheNearestPage() {
        #expect(Paging.restingOffset(from: 150, velocity: 0, pageLength: 390) == 0)  // 150 / 390 = 0.38 → page 0
        #expect(Paging.restingOffset(from: 200, velocity: 0.2, pageLength: 390) == 390)  // 0.51 → page 1; 0.2 is not above
        #expect(Paging.restingOffset(from: 500, velocity: -0.1, pageLength: 390) == 390)  // 1.28 → page 1
    }

    @Test func aFlingTurnsOnePageInItsDirectionHoweverFast() {
        #expect(Paging.restingOffset(from: 50, velocity: 0.3, pageLength: 390) == 390)  // page 0 + 1
        #expect(Paging.restingOffset(from: 50, velocity: 30, pageLength: 390) == 390)  // no skipping at 30 pt/ms
        #expect(Paging.restingOffset(from: 400, velocity: -5, pageLength: 390) == 390)  // 1.03 rounded up to 2, − 1
        #expect(Paging.restingOffset(from: 780, velocity: 5, pageLength: 390) == 1170)  // on a boundary: the next one
        #expect(Paging.restingOffset(from: 780, velocity: -5, pageLength: 390) == 390)  // and back one
    }

    @Test func noPagesOrANaNVelocityKeepTheOffsetOrTheNearestPage() {
        #expect(Paging.restingOffset(from: 123, velocity: 5, pageLength: 0) == 123)
        #expect(Paging.restingOffset(from: 600, velocity: .nan, pageLength: 390) == 780)  // NaN is no velocity: 1.54 → 2
    }

    @Test func theProjectionIsApplesFormula() {
        // v·rate/(1 − rate): 2 pt/ms at 0.998 → 2 × 0.998 / 0.002 = 998 points.
        let fling = DecelerationSimulation(startOffset: 100, velocity: 2, rate: DecelerationRate.normal)
        #expect(abs(fling.projectedOffset - 1_098) < 1e-9)
        // At the fast rate: 2 × 0.99 / 0.01 = 198 points.
        #expect(abs(DecelerationSimulation(startOffset: 0, velocity: 2, rate: DecelerationRate.fast).projectedDistance - 198) < 1e-9)
    }
}
