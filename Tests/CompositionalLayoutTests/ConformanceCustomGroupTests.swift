// Conformance: custom groups (semantics L1, L3.4, L7). Container 390 × 844 at scale 1 unless stated;
// RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

@Suite("Conformance: custom groups")
struct ConformanceCustomGroupTests: ConformanceSuite {
    func custom(_ width: LayoutDimension, _ height: LayoutDimension, _ frames: [CGRect]) -> LayoutGroup {
        LayoutGroup.custom(size: size(width, height)) { _ in frames.map { CustomGroupItem(frame: $0) } }
    }

    @Test("frames are offset by the group's origin; the group repeats for the remaining items", arguments: conformanceDirections)
    func framesAndRepetition(direction: LayoutDirection) throws {
        // Group 390 × 200 with three frames; items 3 and 4 go to the second group at y = 200.
        let group = custom(.fractionalWidth(1), .absolute(200),
            [rect(0, 0, 100, 100), rect(100, 0, 290, 200), rect(0, 100, 100, 100)])
        let solution = try solve(group, items: 5, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 100), rect(100, 0, 290, 200), rect(0, 100, 100, 100),
                  rect(0, 200, 100, 100), rect(100, 200, 290, 200)],
            // Custom frames are physical and mirrored like everything else (L1): 390 − 0 − 100 = 290,
            // 390 − 100 − 290 = 0.
            rtl: [rect(290, 0, 100, 100), rect(0, 0, 290, 200), rect(290, 100, 100, 100),
                  rect(290, 200, 100, 100), rect(0, 200, 290, 200)]))
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 5])) == nil)
    }

    @Test("a custom item's zIndex becomes the cell's zIndex; the default is 0 (L7)")
    func zIndex() throws {
        let group = LayoutGroup.custom(size: size(.fractionalWidth(1), .absolute(100))) { _ in
            [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100), zIndex: 5),
             CustomGroupItem(frame: CGRect(x: 50, y: 0, width: 100, height: 100))]
        }
        let solution = try solve(group, items: 4)
        let zIndices = (0..<4).map { solution.attributesForItem(at: IndexPath(indexes: [0, $0]))?.zIndex }
        #expect(zIndices == [5, 0, 5, 0])
    }

    @Test("the provider sees the group's resolved size as its container, no insets, and the layout's traits (L7)")
    func environment() throws {
        // Group 0.8 · 390 = 312 × 0.25 · 844 = 211; scale 2, right to left.
        let seen = ConformanceRecorder<LayoutEnvironment>()
        let group = LayoutGroup.custom(size: size(.fractionalWidth(0.8), .fractionalHeight(0.25))) { environment in
            seen.append(environment)
            return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        _ = try solve(group, items: 3, scale: 2, direction: .rightToLeft)
        let environment = try #require(seen.values.first)
        #expect(environment.container.contentSize == CGSize(width: 312, height: 211))
        #expect(environment.container.contentInsets == .zero)
        #expect(environment.container.effectiveContentSize == CGSize(width: 312, height: 211))
        #expect(environment.traits.displayScale == 2)
        #expect(environment.traits.layoutDirection == .rightToLeft)
    }

    @Test("the provider is called once per section per solve, however many groups repeat (L7)")
    func calledOnce() throws {
        let calls = ConformanceRecorder<Int>()
        let group = LayoutGroup.custom(size: size(.fractionalWidth(1), .absolute(100))) { _ in
            calls.append(1)
            return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 100, height: 100)),
                    CustomGroupItem(frame: CGRect(x: 100, y: 0, width: 100, height: 100))]
        }
        // 7 items, 2 per group → 4 groups.
        let solution = try solve(group, items: 7)
        #expect(calls.values.count == 1)
        expectFrame(cell(solution, 6), rect(0, 300, 100, 100))
    }

    @Test("frames computed from the environment: halves of the 350-pt group left by 20-pt section insets", arguments: conformanceDirections)
    func framesFromEnvironmentInInsetSection(direction: LayoutDirection) throws {
        // The group's container is 390 − 20 − 20 = 350 wide; the provider returns two halves of 175 × 100.
        // The group sits at (leading 20, top 10).
        let group = LayoutGroup.custom(size: size(.fractionalWidth(1), .absolute(100))) { environment in
            let half = environment.container.contentSize.width / 2
            let height = environment.container.contentSize.height
            return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: half, height: height)),
                    CustomGroupItem(frame: CGRect(x: half, y: 0, width: half, height: height))]
        }
        let solution = try solve(group, items: 3, direction: direction,
            sectionInsets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 0, trailing: 20))
        expectCells(solution, pick(direction,
            ltr: [rect(20, 10, 175, 100), rect(195, 10, 175, 100), rect(20, 110, 175, 100)],
            // 390 − 20 − 175 = 195, 390 − 195 − 175 = 20.
            rtl: [rect(195, 10, 175, 100), rect(20, 10, 175, 100), rect(195, 110, 175, 100)]))
    }

    @Test("a full custom group's extent is its resolved size, not how far its frames reach (L7)")
    func extentIsResolvedSize() throws {
        // Frames reach y = 50 only; the group is 300 tall, so the second group starts at y = 300.
        let group = custom(.fractionalWidth(1), .absolute(300), [rect(0, 0, 50, 50)])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 50, 50), rect(0, 300, 50, 50)])
    }

    @Test("custom frames are rounded to the pixel, origin and size, at scale 3 (L3.4)")
    func roundingAtScale3() throws {
        // x 10.1 · 3 = 30.3 → 30 px; y 20.2 · 3 = 60.6 → 61 px; w 33.33 · 3 = 99.99 → 100 px;
        // h 50.05 · 3 = 150.15 → 150 px.
        let group = custom(.fractionalWidth(1), .absolute(100), [CGRect(x: 10.1, y: 20.2, width: 33.33, height: 50.05)])
        let solution = try solve(group, items: 1, scale: 3)
        expectFrame(cell(solution, 0), rect(CGFloat(30) / 3, CGFloat(61) / 3, CGFloat(100) / 3, CGFloat(150) / 3))
    }

    @Test("custom frames are rounded at scale 1: halves away from zero (30.5 → 31)")
    func roundingAtScale1() throws {
        // x 10.4 → 10, y 20.6 → 21, w 30.5 → 31, h 40.49 → 40.
        let group = custom(.fractionalWidth(1), .absolute(100), [CGRect(x: 10.4, y: 20.6, width: 30.5, height: 40.49)])
        let solution = try solve(group, items: 1)
        expectFrame(cell(solution, 0), rect(10, 21, 31, 40))
    }

    @Test("custom groups nested in a row: two 195-wide groups per row, each with its own frames", arguments: conformanceDirections)
    func nestedCustomGroups(direction: LayoutDirection) throws {
        // Custom group 0.5 · 390 = 195 × 100; frames (0, 0, 100, 100) and (100, 0, 95, 50).
        // Row: group 0 at x = 0, group 1 at x = 195; 4 items per row.
        let inner = custom(.fractionalWidth(0.5), .fractionalHeight(1), [rect(0, 0, 100, 100), rect(100, 0, 95, 50)])
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 5, direction: direction)
        expectCells(solution, pick(direction,
            ltr: [rect(0, 0, 100, 100), rect(100, 0, 95, 50), rect(195, 0, 100, 100), rect(295, 0, 95, 50),
                  rect(0, 100, 100, 100)],
            // 390 − 0 − 100 = 290, 390 − 100 − 95 = 195, 390 − 195 − 100 = 95, 390 − 295 − 95 = 0.
            rtl: [rect(290, 0, 100, 100), rect(195, 0, 95, 50), rect(95, 0, 100, 100), rect(0, 0, 95, 50),
                  rect(290, 100, 100, 100)]))
    }

    @Test("a nested custom group's container is its own resolved size (195 × 100)")
    func nestedCustomGroupEnvironment() throws {
        let seen = ConformanceRecorder<CGSize>()
        let inner = LayoutGroup.custom(size: size(.fractionalWidth(0.5), .fractionalHeight(1))) { environment in
            seen.append(environment.container.contentSize)
            return [CustomGroupItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10))]
        }
        _ = try solve(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 2)
        #expect(seen.values.first == CGSize(width: 195, height: 100))
    }

    @Test("overlapping custom frames are kept as given")
    func overlappingFrames() throws {
        let group = custom(.fractionalWidth(1), .absolute(200), [rect(0, 0, 200, 200), rect(100, 100, 200, 100)])
        let solution = try solve(group, items: 2)
        expectCells(solution, [rect(0, 0, 200, 200), rect(100, 100, 200, 100)])
    }
}
