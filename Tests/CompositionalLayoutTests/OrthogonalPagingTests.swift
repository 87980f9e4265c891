import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

/// semantics L14: resting offsets of orthogonally scrolling sections. (The deceleration model is layer 3's:
/// Tests/HeadlessCollectionViewTests/DecelerationTests.swift.)
@Suite struct OrthogonalPagingTests {
    // The running example: a 390 pt region, five 300 pt groups, 10 pt apart, 16 pt section insets.
    //   content = 16 + 5·300 + 4·10 + 16 = 1572, max offset = 1572 − 390 = 1182
    //   group starts 16, 326, 636, 946, 1256 → leading resting offsets (start − 16) 0, 310, 620, 930, 1240,
    //   clamped: 0, 310, 620, 930, 1182
    static let region: CGFloat = 390
    static let content: CGFloat = 1572
    static let groups = UniformGroupSpans(groupCount: 5, leadingInset: 16, length: 300, spacing: 10)
    // Right to left, mirrored across 1572: group i starts at 1572 − 16 − 300 − 310·i = 1256, 946, 636, 326, 16.
    static let mirroredGroups = UniformGroupSpans(
        groupCount: 5, leadingInset: 16, length: 300, spacing: 10, mirroredContentLength: 1572
    )

    func rest(
        _ behavior: OrthogonalScrollingBehavior, current: CGFloat = 0, proposed: CGFloat? = nil, velocity: CGFloat = 0,
        rtl: Bool = false
    ) -> CGFloat {
        OrthogonalPaging.restingOffset(
            behavior: behavior, groups: rtl ? Self.mirroredGroups : Self.groups, regionLength: Self.region,
            contentLength: Self.content, layoutDirection: rtl ? .rightToLeft : .leftToRight,
            currentOffset: current, proposedOffset: proposed ?? current, velocity: velocity
        )
    }

    @Test func offsetRangeAndInitialOffset() {
        #expect(OrthogonalPaging.offsetRange(regionLength: 390, contentLength: 1572) == 0...1182)
        #expect(OrthogonalPaging.offsetRange(regionLength: 390, contentLength: 200) == 0...0)  // fits: no scrolling
        #expect(OrthogonalPaging.initialOffset(regionLength: 390, contentLength: 1572, layoutDirection: .leftToRight) == 0)
        #expect(OrthogonalPaging.initialOffset(regionLength: 390, contentLength: 1572, layoutDirection: .rightToLeft) == 1182)
        #expect(
            OrthogonalPaging.groupRestingOffsets(centred: false, groups: Self.groups, regionLength: 390, contentLength: 1572)
                == [0, 310, 620, 930, 1182]
        )
        // Right to left: 1182 − each.
        #expect(
            OrthogonalPaging.groupRestingOffsets(
                centred: false, groups: Self.mirroredGroups, regionLength: 390, contentLength: 1572, layoutDirection: .rightToLeft
            ) == [1182, 872, 562, 252, 0]
        )
    }

    @Test func continuousRestsWhereItIsProposedWithinTheRange() {
        #expect(rest(.continuous, current: 100, proposed: 500, velocity: 2) == 500)
        #expect(rest(.continuous, proposed: -40) == 0)
        #expect(rest(.continuous, proposed: 2000) == 1182)
        #expect(rest(.none, current: 300, proposed: 500, velocity: 2) == 0)  // does not scroll
        #expect(rest(.none, current: 300, rtl: true) == 1182)
    }

    @Test func continuousGroupLeadingBoundaryTakesTheNearestGroup() {
        // 460: 150 past 310, 160 before 620 → 310. 470: 160 / 150 → 620. 465: a tie → the smaller, 310.
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 460, velocity: 3) == 310)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 470, velocity: -3) == 620)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 465) == 310)
        // 1100: 170 past 930, 82 before the end (1182; group 4's own 1240 is out of range) → 1182.
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 1100) == 1182)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: -300) == 0)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 5000) == 1182)
    }

    @Test func aProposedOffsetHalfWayBetweenGroupsTiesTheSameWayForUniformAndExplicitSpans() {
        // The case that made `uniformSpansAnswerLikeExplicitOnes` flaky: 27 groups of 186 pt, no spacing,
        // insets 41/3 and 52/3, region 575/3, right to left.
        //   content = 41/3 + 27 · 186 + 52/3 = 5053, max offset = 5053 − 575/3 = 14584/3 ≈ 4861.333
        //   proposed 2587/3 ≈ 862.333 physical = 14584/3 − 2587/3 = 3999 in reading order
        //   = 21.5 · 186: exactly half-way between groups 21 (3906) and 22 (4092).
        // Uniform spans compute 41/3 + i · 186 and explicit ones sum 186 at a time, so the two candidates
        // differ in their last bits; without the tolerance the uniform spans chose 3906 and the explicit
        // ones 4092. The tie goes to the smaller reading offset, 3906 = physical 14584/3 − 3906 = 2866/3.
        let inset: CGFloat = 41.0 / 3, trailing: CGFloat = 52.0 / 3, region: CGFloat = 575.0 / 3
        let content = inset + 27 * 186 + trailing
        let maxOffset = content - region
        let proposed: CGFloat = 2587.0 / 3
        let spans: [any OrthogonalGroupSpans] = [
            UniformGroupSpans(groupCount: 27, leadingInset: inset, length: 186, spacing: 0, mirroredContentLength: content),
            ExplicitGroupSpans(leadingInset: inset, lengths: Array(repeating: 186, count: 27), spacing: 0, mirroredContentLength: content),
        ]
        for groups in spans {
            let found = OrthogonalPaging.restingOffset(
                behavior: .continuousGroupLeadingBoundary, groups: groups, regionLength: region, contentLength: content,
                layoutDirection: .rightToLeft, currentOffset: 0, proposedOffset: proposed, velocity: 0)
            #expect(abs(found - 2866.0 / 3) < 1e-9, "\(type(of: groups))")
            #expect(abs((maxOffset - found) - 3906) < 1e-9, "\(type(of: groups))")
        }
        // Left to right, the same tie in thirds: groups 0, 310/3, 620/3 … (length 100, spacing 10/3); the
        // proposed offset 155/3 is half-way between 0 and 310/3 → 0; 465/3 half-way between 310/3 and 620/3 → 310/3.
        let thirds = UniformGroupSpans(groupCount: 4, leadingInset: 1.0 / 3, length: 100, spacing: 10.0 / 3)
        let thirdsExplicit = ExplicitGroupSpans(leadingInset: 1.0 / 3, lengths: [100, 100, 100, 100], spacing: 10.0 / 3)
        for (proposed, expected) in [(155.0 / 3, 0.0), (465.0 / 3, 310.0 / 3)] as [(CGFloat, CGFloat)] {
            for groups in [thirds as any OrthogonalGroupSpans, thirdsExplicit] {
                let found = OrthogonalPaging.restingOffset(
                    behavior: .continuousGroupLeadingBoundary, groups: groups, regionLength: 100, contentLength: 1000,
                    currentOffset: 0, proposedOffset: proposed, velocity: 0)
                #expect(abs(found - expected) < 1e-9, "\(type(of: groups)) proposed \(proposed)")
            }
        }
    }

    @Test func groupPagingStepsOneGroupInTheVelocitysDirection() {
        #expect(rest(.groupPaging, current: 310, proposed: 2000, velocity: 1) == 620)  // one group, not to 2000
        #expect(rest(.groupPaging, current: 400, velocity: 1) == 620)  // mid-drag: the next edge ahead
        #expect(rest(.groupPaging, current: 400, velocity: -1) == 310)  // … or behind
        #expect(rest(.groupPaging, current: 310, velocity: -1) == 0)
        #expect(rest(.groupPaging, current: 0, velocity: -1) == 0)  // nothing before the first group
        #expect(rest(.groupPaging, current: 1182, velocity: 1) == 1182)
        #expect(rest(.groupPaging, current: 1182, velocity: -1) == 930)
        #expect(rest(.groupPaging, current: 930, velocity: 1) == 1182)  // group 4 (1240) clamps to the end
        // |v| = 0.1 < 0.2 is no velocity: the nearest to the proposed offset (800: 930 is 130 away, 620 is 180).
        #expect(rest(.groupPaging, current: 700, proposed: 800, velocity: 0.1) == 930)
        // A scroller a rounding error short of a group still moves a whole group.
        #expect(rest(.groupPaging, current: 310 - 1e-9, velocity: 1) == 620)
    }

    @Test func pagingStepsOneRegionWidth() {
        // Pages: 0, 390, 780, 1170 and the end 1182 (ceil(1182 / 390) + 1 = 5 candidates).
        #expect(rest(.paging, current: 390, proposed: 1500, velocity: 5) == 780)
        #expect(rest(.paging, current: 500, velocity: 1) == 780)
        #expect(rest(.paging, current: 500, velocity: -1) == 390)
        #expect(rest(.paging, current: 1170, velocity: 1) == 1182)
        #expect(rest(.paging, current: 1182, velocity: -1) == 1170)
        // No velocity, 600: 210 past 390, 180 before 780 → 780. 1180: 10 / 2 → 1182.
        #expect(rest(.paging, current: 600, proposed: 600) == 780)
        #expect(rest(.paging, current: 1180, proposed: 1180) == 1182)
    }

    @Test func groupPagingCenteredRestsEachGroupInTheMiddle() {
        // Centring insets (390 − 300) / 2 = 45: content = 45 + 1540 + 45 = 1630, max = 1240.
        // Starts 45, 355, 665, 975, 1285; centres 195, 505, 815, 1125, 1435; resting offsets centre − 195:
        // 0, 310, 620, 930, 1240. At 1240 the viewport is 1240 … 1630, centred on 1435.
        let groups = UniformGroupSpans(groupCount: 5, leadingInset: 45, length: 300, spacing: 10)
        func centred(current: CGFloat, proposed: CGFloat? = nil, velocity: CGFloat) -> CGFloat {
            OrthogonalPaging.restingOffset(
                behavior: .groupPagingCentered, groups: groups, regionLength: 390, contentLength: 1630,
                currentOffset: current, proposedOffset: proposed ?? current, velocity: velocity
            )
        }
        #expect(centred(current: 0, velocity: 0.5) == 310)
        #expect(centred(current: 930, velocity: 1) == 1240)
        #expect(centred(current: 1240, velocity: 1) == 1240)
        #expect(centred(current: 700, proposed: 760, velocity: 0) == 620)  // 140 vs 170
        // Groups of different lengths: 100, 300, 200 with 10 spacing after a 145 inset (centring the first):
        //   starts 145, 255, 565; centres 195, 405, 665 → offsets 0, 210, 470.
        let uneven = ExplicitGroupSpans(leadingInset: 145, lengths: [100, 300, 200], spacing: 10)
        // Content: 145 + 600 + 20 + (390 − 200) / 2 = 860, max 470.
        #expect(
            OrthogonalPaging.restingOffset(
                behavior: .groupPagingCentered, groups: uneven, regionLength: 390, contentLength: 860,
                currentOffset: 0, proposedOffset: 0, velocity: 1
            ) == 210
        )
        #expect(
            OrthogonalPaging.groupRestingOffsets(centred: true, groups: uneven, regionLength: 390, contentLength: 860)
                == [0, 210, 470]
        )
    }

    @Test func rightToLeftStartsAtTheLargestOffsetAndMovesTowardsSmallerOnes() {
        // The initial offset is 1182. A swipe that moves content towards larger reading offsets has a
        // negative physical velocity. Group 1 then rests at reading 310 = physical 872: group 1 spans
        // 946 … 1246 and the viewport 872 … 1262 shows it with the 16 pt inset on its right (leading) side.
        #expect(rest(.groupPaging, current: 1182, velocity: -1, rtl: true) == 872)
        #expect(rest(.groupPaging, current: 872, velocity: 1, rtl: true) == 1182)
        #expect(rest(.groupPaging, current: 0, velocity: 1, rtl: true) == 252)
        #expect(rest(.paging, current: 1182, velocity: -1, rtl: true) == 792)  // 1182 − 390
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 1182 - 460, rtl: true) == 872)
        #expect(rest(.continuous, proposed: -10, rtl: true) == 0)
    }

    @Test func geometryEntryPointUsesTheRegionAlongItsAxis() {
        // A vertical scroller (horizontal layout): the region's height is the viewport length.
        let geometry = OrthogonalSectionGeometry(
            behavior: .groupPaging, axis: .vertical, scrollRegion: CGRect(x: 40, y: 0, width: 120, height: 390),
            contentLength: 1572, offsetRange: 0...1182, initialOffset: 0, groupCount: 5
        )
        let found = OrthogonalPaging.restingOffset(
            geometry: geometry, groups: Self.groups, layoutDirection: .leftToRight, currentOffset: 400,
            proposedOffset: 400, velocity: 1
        )
        #expect(found == 620)
    }

    // MARK: - Properties

    struct Scenario: Sendable, CustomStringConvertible {
        var behavior: OrthogonalScrollingBehavior
        var lengths: [CGFloat]
        var spacing: CGFloat
        var leadingInset: CGFloat
        var trailingInset: CGFloat
        var region: CGFloat
        var current: CGFloat
        var proposed: CGFloat
        var velocity: CGFloat

        var content: CGFloat {
            leadingInset + lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0)) + trailingInset
        }
        var maxOffset: CGFloat { max(0, content - region) }

        var description: String {
            "\(behavior) lengths \(lengths) spacing \(spacing) insets \(leadingInset)/\(trailingInset) region \(region) "
                + "current \(current) proposed \(proposed) velocity \(velocity)"
        }
    }

    static let scenarios = zip(
        Gen<OrthogonalScrollingBehavior>.case,
        Gen.int(in: 1...600).array(of: 0...25),
        Gen.int(in: 0...40),
        Gen.int(in: 0...60),
        Gen.int(in: 0...60),
        Gen.int(in: 30...1_200),
        zip(Gen.int(in: -300...12_000), Gen.int(in: -300...12_000), Gen.int(in: -50...50))
    ).map { behavior, lengths, spacing, leading, trailing, region, motion in
        // Lengths in pixels at scale 3 so that the arithmetic is that of real frames.
        Scenario(
            behavior: behavior, lengths: lengths.map { CGFloat($0) / 3 }, spacing: CGFloat(spacing) / 3,
            leadingInset: CGFloat(leading) / 3, trailingInset: CGFloat(trailing) / 3, region: CGFloat(region) / 3,
            current: CGFloat(motion.0) / 3, proposed: CGFloat(motion.1) / 3, velocity: CGFloat(motion.2) / 10
        )
    }

    func resting(_ s: Scenario, rtl: Bool) -> CGFloat {
        let groups = ExplicitGroupSpans(
            leadingInset: s.leadingInset, lengths: s.lengths, spacing: s.spacing, mirroredContentLength: rtl ? s.content : nil
        )
        return OrthogonalPaging.restingOffset(
            behavior: s.behavior, groups: groups, regionLength: s.region, contentLength: s.content,
            layoutDirection: rtl ? .rightToLeft : .leftToRight,
            currentOffset: rtl ? s.maxOffset - s.current : s.current,
            proposedOffset: rtl ? s.maxOffset - s.proposed : s.proposed, velocity: rtl ? -s.velocity : s.velocity
        )
    }

    /// The brute-force answer: all candidates materialised and scanned linearly.
    func bruteForce(_ s: Scenario) -> CGFloat {
        let clamp = { (x: CGFloat) in min(max(x, 0), s.maxOffset) }
        var candidates: [CGFloat]
        switch s.behavior {
        case .none: return 0
        case .continuous: return clamp(s.proposed)
        case .paging:
            guard s.maxOffset > 0 else { return clamp(s.proposed) }
            candidates = []
            var page: CGFloat = 0
            while page < s.maxOffset {
                candidates.append(page)
                page += s.region
            }
            candidates.append(s.maxOffset)
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            guard !s.lengths.isEmpty else { return clamp(s.proposed) }
            var anchors: [CGFloat] = []
            var position = s.leadingInset
            for length in s.lengths {
                anchors.append(position + (s.behavior == .groupPagingCentered ? length / 2 : 0))
                position += length + s.spacing
            }
            candidates = anchors.map { clamp($0 - anchors[0]) }
        }
        func nearest(_ target: CGFloat) -> CGFloat {
            var best = candidates[0]
            // Ties (within 1e-6) keep the earlier, smaller candidate.
            for candidate in candidates where abs(candidate - target) < abs(best - target) - 1e-6 { best = candidate }
            return best
        }
        if s.behavior == .continuousGroupLeadingBoundary || abs(s.velocity) < 0.2 { return nearest(s.proposed) }
        if s.velocity > 0 {
            return candidates.first { $0 > s.current + 1e-6 } ?? candidates[candidates.count - 1]
        }
        return candidates.last { $0 < s.current - 1e-6 } ?? candidates[0]
    }

    @Test func restingOffsetsMatchALinearScan() async {
        await propertyCheck(count: 500, input: Self.scenarios) { s in
            let found = resting(s, rtl: false)
            let expected = bruteForce(s)
            #expect(abs(found - expected) < 1e-9, "\(s)")
            #expect(found >= 0 && found <= s.maxOffset, "\(s)")
        }
    }

    @Test func rightToLeftIsTheMirrorImage() async {
        await propertyCheck(count: 500, input: Self.scenarios) { s in
            let ltr = resting(s, rtl: false)
            let rtl = resting(s, rtl: true)
            // Mirroring maps x ↦ max − x; arithmetic on thirds may differ in the last bits.
            #expect(abs(rtl - (s.maxOffset - ltr)) < 1e-6, "\(s)")
        }
    }

    @Test func uniformSpansAnswerLikeExplicitOnes() async {
        await propertyCheck(count: 300, input: Self.scenarios, Gen.int(in: 1...600), Gen.int(in: 0...30), Gen.bool) { s, pixels, count, rtl in
            var s = s
            s.lengths = Array(repeating: CGFloat(pixels) / 3, count: count)
            let uniform = UniformGroupSpans(
                groupCount: count, leadingInset: s.leadingInset, length: CGFloat(pixels) / 3, spacing: s.spacing,
                mirroredContentLength: rtl ? s.content : nil
            )
            let viaUniform = OrthogonalPaging.restingOffset(
                behavior: s.behavior, groups: uniform, regionLength: s.region, contentLength: s.content,
                layoutDirection: rtl ? .rightToLeft : .leftToRight, currentOffset: s.current,
                proposedOffset: s.proposed, velocity: s.velocity
            )
            let explicit = ExplicitGroupSpans(
                leadingInset: s.leadingInset, lengths: s.lengths, spacing: s.spacing,
                mirroredContentLength: rtl ? s.content : nil
            )
            let viaExplicit = OrthogonalPaging.restingOffset(
                behavior: s.behavior, groups: explicit, regionLength: s.region, contentLength: s.content,
                layoutDirection: rtl ? .rightToLeft : .leftToRight, currentOffset: s.current,
                proposedOffset: s.proposed, velocity: s.velocity
            )
            #expect(abs(viaUniform - viaExplicit) < 1e-6, "\(s)")
        }
    }
}
