// semantics L18: a measured-size change in a group of one item takes a direct placement path (`SingleItemGroup`,
// arithmetic on the item's size) instead of the general group solver. Over random single-item-group sections
// (either group axis, fixed, fractional or estimated lengths, insets, edge spacing, spacing, scales, directions,
// orthogonal sections), the direct path gives exactly the frames of the general path and of a fresh solve.

import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

@Suite struct SingleItemGroupTests {
    /// A section of one-item groups built from twelve random numbers.
    static func section(_ p: [Int]) -> LayoutSection {
        let lengths: [CGFloat] = [0, 1, 2.5, 7, 1.0 / 3]
        let groupWidth: [LayoutDimension] = [.fractionalWidth(1), .estimated(300), .absolute(200)]
        let groupHeight: [LayoutDimension] = [.estimated(44), .absolute(60), .fractionalWidth(0.2)]
        let itemWidth: [LayoutDimension] = [.fractionalWidth(1), .estimated(100), .absolute(150)]
        let itemHeight: [LayoutDimension] = [.estimated(44), .fractionalHeight(1), .absolute(30)]
        let edges: [EdgeSpacing?] = [
            nil, EdgeSpacing(top: .fixed(3), bottom: .fixed(lengths[p[6] % 5])),
            EdgeSpacing(leading: .flexible(2), trailing: .fixed(lengths[p[6] % 5])),
            EdgeSpacing(leading: .flexible(1), top: .flexible(2), trailing: .flexible(0), bottom: .fixed(1)),
        ]
        let inset = lengths[p[5] % 5]
        let item = LayoutItem(
            size: LayoutSize(width: itemWidth[p[3] % 3], height: itemHeight[p[4] % 3]),
            contentInsets: DirectionalEdgeInsets(top: lengths[p[7] % 5], leading: 1, bottom: 0, trailing: lengths[p[7] % 5]),
            edgeSpacing: edges[p[6] % 4])
        let size = LayoutSize(width: groupWidth[p[1] % 3], height: groupHeight[p[2] % 3])
        var group =
            p[0] % 2 == 0 ? LayoutGroup.horizontal(size: size, subitems: [.item(item)])
            : LayoutGroup.vertical(size: size, subitems: [.item(item)])
        group.contentInsets = DirectionalEdgeInsets(top: inset, leading: lengths[(p[5] / 5) % 5], bottom: 2, trailing: inset)
        return LayoutSection(
            group: group, contentInsets: DirectionalEdgeInsets(all: lengths[p[9] % 5]),
            interGroupSpacing: [0, 4, 7.0 / 3][p[8] % 3],
            orthogonalScrollingBehavior: p[11] % 4 == 3 ? .continuous : .none)
    }

    static func solve(_ p: [Int], count: Int) throws -> LayoutSolution {
        let configuration = LayoutConfiguration(scrollDirection: p[11] % 2 == 0 ? .vertical : .horizontal)
        return try LayoutSolution(
            layout: CollectionLayout(section: section(p), configuration: configuration), itemCounts: [count],
            container: CollectionContainer(size: CGSize(width: 390, height: 844)),
            traits: LayoutTraits(displayScale: CGFloat(p[10] % 3 + 1)))
    }

    /// Whether section 0 takes the direct path.
    static func isDirect(_ solution: LayoutSolution) -> Bool {
        guard case .estimated(let storage) = solution.sections[0].content else { return false }
        return storage.content.singleItemGroup != nil
    }

    /// Turns the direct path off, so that every measurement goes through the general group solver.
    static func forceGeneralPath(_ solution: inout LayoutSolution) throws {
        _ = try solution.sections[0].content.modifyEstimated { $0.singleItemGroup = nil }
    }

    @Test func aListTakesTheDirectPathAndAGridDoesNot() throws {
        let list = try Self.solve([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0], count: 10)
        #expect(Self.isDirect(list))
        // So do a vertical group with insets and edge spacing, a horizontally scrolling layout and an orthogonal
        // section of estimated cards (the property test below covers them at random).
        for p in [[1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0], [0, 0, 0, 0, 0, 1, 1, 0, 2, 2, 1, 1], [0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 2, 3]] {
            #expect(Self.isDirect(try Self.solve(p, count: 10)), "\(p)")
        }
        // Most of the random descriptions of the property test below can be laid out and take the direct path, so
        // that it compares the two paths often (the others fall back to the general path or cannot be laid out).
        var (solvable, direct) = (0, 0)
        var state: UInt64 = 0x5EED
        for _ in 0..<300 {
            let p = (0..<12).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(state >> 33)
            }
            guard let solution = try? Self.solve(p, count: 40) else { continue }
            solvable += 1
            if Self.isDirect(solution) { direct += 1 }
        }
        #expect(solvable >= 150 && direct >= 100, "\(solvable) solvable, \(direct) direct")
        let third = LayoutItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .estimated(50)))
        let grid = try LayoutSolution(
            layout: CollectionLayout(section: LayoutSection(group: .horizontal(
                size: LayoutSize(width: .fractionalWidth(1), height: .estimated(50)), subitems: [.item(third)]))),
            itemCounts: [10], container: CollectionContainer(size: CGSize(width: 390, height: 844)))
        #expect(!Self.isDirect(grid))
    }

    /// Row 5 of an estimated list measured at 100 pt: literal frames through the direct path.
    @Test func aMeasuredRowMovesTheRowsAfterIt() throws {
        var solution = try Self.solve([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0], count: 10)
        #expect(Self.isDirect(solution))
        #expect(try solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 5, section: 0)))
        // Rows 0–4 at their 44 pt estimate; the group's 2 pt bottom inset is dropped on its estimated height (L6).
        #expect(solution.attributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minY == 220)  // 5 · 44
        #expect(solution.attributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minY == 320)  // 220 + 100
        #expect(solution.contentSize.height == 496)  // 9 · 44 + 100
        #expect(try !solution.setMeasuredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 5, section: 0)))
    }

    @Test func theDirectPathGivesTheGeneralPathsFrames() async {
        let parameters = Gen.int(in: 0...1_000_000).array(of: 12...12)
        let measurement = zip(Gen.int(in: 0...39), Gen.int(in: 0...600))
        await propertyCheck(count: 400, input: parameters, measurement.array(of: 1...30)) { p, measurements in
            guard var direct = try? Self.solve(p, count: 40) else { return }  // a description that cannot be laid out
            var general = direct
            try Self.forceGeneralPath(&general)
            var sizes: [Int: CGSize] = [:]
            for (item, value) in measurements {
                // Lengths in thirds of a point, so that pixel rounding at scales 1 and 2 is exercised.
                let size = CGSize(width: 60 + CGFloat(value % 200) / 3, height: 10 + CGFloat(value) / 3)
                let path = IndexPath(item: item, section: 0)
                let movedDirect = try direct.setMeasuredSize(size, forItemAt: path)
                let movedGeneral = try general.setMeasuredSize(size, forItemAt: path)
                sizes[item] = size
                #expect(movedDirect == movedGeneral, "\(p) \(item) \(size)")
                #expect(direct.contentSize == general.contentSize, "\(p) \(item) \(size)")
                #expect(direct.stateProblems().isEmpty)
            }
            let expected = allElements(general, globalKinds: [])
            let actual = allElements(direct, globalKinds: [])
            #expect(expected == actual, "\(p) \(measurements)")
            // And a fresh solve given the final sizes in item order.
            var fresh = try Self.solve(p, count: 40)
            try Self.forceGeneralPath(&fresh)
            for (item, size) in sizes.sorted(by: { $0.key < $1.key }) {
                try fresh.setMeasuredSize(size, forItemAt: IndexPath(item: item, section: 0))
            }
            #expect(fresh.contentSize == direct.contentSize, "\(p) \(measurements)")
            #expect(allElements(fresh, globalKinds: []) == actual, "\(p) \(measurements)")
        }
    }
}
