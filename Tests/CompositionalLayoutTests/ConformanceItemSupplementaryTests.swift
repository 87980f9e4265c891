// Conformance: item and group supplementary items (semantics L1, L3.3, L12; docs/reference/collection-layout.md rule
// 4).
//
// Host used by most tests: a 390 × 200 row with top inset 50 holding 100 × 100 items, so item 1's frame is
// (100, 50, 100, 100) left to right and (190, 50, 100, 100) right to left. Supplementaries are 20 × 10.
// RTL frames mirrored by hand: x' = 390 − x − w.

import Foundation
import Testing
@testable import CompositionalLayout

struct ConformanceAnchorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let edges: DirectionalRectEdge
    /// The 20 × 10 supplementary's origin on item 1, left to right and right to left.
    let ltr: CGPoint
    let rtl: CGPoint
    var testDescription: String { name }
}

@Suite("Conformance: item and group supplementaries")
struct ConformanceItemSupplementaryTests: ConformanceSuite {
    /// Item 1's frame: (100, 50, 100, 100) LTR, (190, 50, 100, 100) RTL.
    func hostRow(_ supplementaries: [SupplementaryItem], itemInsets: DirectionalEdgeInsets = .zero) -> LayoutGroup {
        row(.fractionalWidth(1), .absolute(200),
            [item(.absolute(100), .absolute(100), contentInsets: itemInsets, supplementaries: supplementaries)],
            contentInsets: DirectionalEdgeInsets(top: 50, leading: 0, bottom: 0, trailing: 0))
    }

    // Host (100, 50, 100, 100): minX 100, midX 150, maxX 200; minY 50, midY 100, maxY 150.
    // The 20 × 10 supplementary sits inside the named edges: x ∈ {100, 150 − 10 = 140, 200 − 20 = 180},
    // y ∈ {50, 100 − 5 = 95, 150 − 10 = 140}. RTL: 390 − x − 20 ∈ {270, 230, 190}.
    static let anchorCases: [ConformanceAnchorCase] = [
        ConformanceAnchorCase(name: "top leading", edges: [.top, .leading], ltr: CGPoint(x: 100, y: 50), rtl: CGPoint(x: 270, y: 50)),
        ConformanceAnchorCase(name: "top", edges: [.top], ltr: CGPoint(x: 140, y: 50), rtl: CGPoint(x: 230, y: 50)),
        ConformanceAnchorCase(name: "top trailing", edges: [.top, .trailing], ltr: CGPoint(x: 180, y: 50), rtl: CGPoint(x: 190, y: 50)),
        ConformanceAnchorCase(name: "trailing", edges: [.trailing], ltr: CGPoint(x: 180, y: 95), rtl: CGPoint(x: 190, y: 95)),
        ConformanceAnchorCase(name: "bottom trailing", edges: [.bottom, .trailing], ltr: CGPoint(x: 180, y: 140), rtl: CGPoint(x: 190, y: 140)),
        ConformanceAnchorCase(name: "bottom", edges: [.bottom], ltr: CGPoint(x: 140, y: 140), rtl: CGPoint(x: 230, y: 140)),
        ConformanceAnchorCase(name: "bottom leading", edges: [.bottom, .leading], ltr: CGPoint(x: 100, y: 140), rtl: CGPoint(x: 270, y: 140)),
        ConformanceAnchorCase(name: "leading", edges: [.leading], ltr: CGPoint(x: 100, y: 95), rtl: CGPoint(x: 270, y: 95)),
        ConformanceAnchorCase(name: "centre (no edge)", edges: [], ltr: CGPoint(x: 140, y: 95), rtl: CGPoint(x: 230, y: 95)),
    ]

    // MARK: Item supplementaries

    @Test("container anchors on every edge and corner place the supplementary inside them (L12)",
          arguments: anchorCases, conformanceDirections)
    func anchors(anchor: ConformanceAnchorCase, direction: LayoutDirection) throws {
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: anchor.edges)
        let solution = try solve(hostRow([badge]), items: 2, direction: direction)
        let origin = pick(direction, ltr: anchor.ltr, rtl: anchor.rtl)
        expectFrame(supp(solution, "badge", 1), rect(origin.x, origin.y, 20, 10), anchor.name)
    }

    @Test("an absolute offset (5, −5) moves a top-leading supplementary; it is mirrored with everything else", arguments: conformanceDirections)
    func absoluteOffset(direction: LayoutDirection) throws {
        // (100 + 5, 50 − 5) = (105, 45). RTL: the solved frame is mirrored (L1): 390 − 105 − 20 = 265.
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .leading],
            offset: .absolute(CGPoint(x: 5, y: -5)))
        let solution = try solve(hostRow([badge]), items: 2, direction: direction)
        expectFrame(supp(solution, "badge", 1), pick(direction, ltr: rect(105, 45, 20, 10), rtl: rect(265, 45, 20, 10)))
    }

    @Test("the measured badge: [.top, .trailing], fractional (0.5, −0.5), 15 pt → at maxX − 7.5, minY − 7.5 (Part 4.4)", arguments: conformanceDirections)
    func measuredBadge(direction: LayoutDirection) throws {
        // Inside the corner: x = 200 − 15 = 185, y = 50; offset 0.5 · 15 = 7.5 right, 0.5 · 15 = 7.5 up
        // → (192.5, 42.5) = (maxX − 7.5, minY − 7.5). Scale 2 keeps the half points exact.
        // RTL: host (190, 50, 100, 100), trailing = left: x = 190 − 7.5 = 182.5 = 390 − 192.5 − 15.
        let badge = supplementary("badge", .absolute(15), .absolute(15), edges: [.top, .trailing],
            offset: .fractional(CGPoint(x: 0.5, y: -0.5)))
        let solution = try solve(hostRow([badge]), items: 2, scale: 2, direction: direction)
        expectFrame(supp(solution, "badge", 1), pick(direction, ltr: rect(192.5, 42.5, 15, 15), rtl: rect(182.5, 42.5, 15, 15)))
    }

    @Test("Apple's header example: container [.top, .trailing] offset (10, −10), item anchor [.bottom, .leading]", arguments: conformanceDirections)
    func appleHeaderExample(direction: LayoutDirection) throws {
        // Container point: top-trailing corner (200, 50) + (10, −10) = (210, 40). The supplementary's
        // bottom-leading corner goes there → origin (210, 40 − 10) = (210, 30).
        // RTL: mirrored, 390 − 210 − 20 = 160 (the corner (190, 50), 10 further left, bottom-right corner there).
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing],
            offset: .absolute(CGPoint(x: 10, y: -10)), itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
        let solution = try solve(hostRow([badge]), items: 2, direction: direction)
        expectFrame(supp(solution, "badge", 1), pick(direction, ltr: rect(210, 30, 20, 10), rtl: rect(160, 30, 20, 10)))
    }

    @Test("an item anchor's own offset adds to the container anchor's: (3, 4) more → (213, 34)")
    func itemAnchorOffsetAdds() throws {
        // decision: L12 says "offsets add"; the item anchor's absolute offset moves the supplementary by the
        // same vector as a container offset would.
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing],
            offset: .absolute(CGPoint(x: 10, y: -10)),
            itemAnchor: LayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 3, y: 4)))
        let solution = try solve(hostRow([badge]), items: 2)
        expectFrame(supp(solution, "badge", 1), rect(213, 34, 20, 10))
    }

    @Test("a fractional offset is a fraction of the supplementary, not the host: (−0.5, 0.5) of 20 × 10", arguments: conformanceDirections)
    func fractionalOffsetOfOwnSize(direction: LayoutDirection) throws {
        // Bottom-leading inside: (100, 140); −0.5 · 20 = −10, 0.5 · 10 = +5 → (90, 145).
        // RTL: 390 − 90 − 20 = 280.
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.bottom, .leading],
            offset: .fractional(CGPoint(x: -0.5, y: 0.5)))
        let solution = try solve(hostRow([badge]), items: 2, direction: direction)
        expectFrame(supp(solution, "badge", 1), pick(direction, ltr: rect(90, 145, 20, 10), rtl: rect(280, 145, 20, 10)))
    }

    @Test("a fractional supplementary size resolves against its host item: 0.5 × 0.25 of 100 × 100")
    func fractionalSizeOfHost() throws {
        // decision: the spec does not say what an item supplementary's fractions refer to; UIKit users size
        // badges relative to the item they decorate, so 50 × 25 at the top-leading corner (100, 50).
        let badge = supplementary("badge", .fractionalWidth(0.5), .fractionalHeight(0.25), edges: [.top, .leading])
        let solution = try solve(hostRow([badge]), items: 2)
        expectFrame(supp(solution, "badge", 1), rect(100, 50, 50, 25))
    }

    @Test("a supplementary anchors to its item's frame after the item's content insets", arguments: conformanceDirections)
    func anchoredToInsetFrame(direction: LayoutDirection) throws {
        // decision: "anchored to the host's frame" (L12) read as the item's final frame, insets applied.
        // Item 1: slot (100, 50, 100, 100) inset 10 → (110, 60, 80, 80); bottom-trailing inside → (170, 130).
        // RTL: 390 − 170 − 20 = 200.
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.bottom, .trailing])
        let solution = try solve(hostRow([badge], itemInsets: DirectionalEdgeInsets(all: 10)), items: 2, direction: direction)
        expectFrame(supp(solution, "badge", 1), pick(direction, ltr: rect(170, 130, 20, 10), rtl: rect(200, 130, 20, 10)))
    }

    @Test("item supplementaries share their item's index path; zIndex defaults to 1 (L12)")
    func itemSupplementaryAttributes() throws {
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let solution = try solve(hostRow([badge]), items: 2)
        let attributes = try #require(solution.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(indexes: [0, 1])))
        #expect(attributes.category == .supplementaryView)
        #expect(attributes.elementKind == "badge")
        #expect(attributes.indexPath == IndexPath(indexes: [0, 1]))
        #expect(attributes.zIndex == 1)
        // One per item: none for an item that does not exist.
        #expect(solution.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(indexes: [0, 2])) == nil)
    }

    @Test("an explicit supplementary zIndex is kept")
    func explicitZIndex() throws {
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top], zIndex: 7)
        let solution = try solve(hostRow([badge]), items: 1)
        #expect(solution.attributesForSupplementaryElement(ofKind: "badge", at: IndexPath(indexes: [0, 0]))?.zIndex == 7)
    }

    @Test("every item carries its own supplementaries, of every kind")
    func everyItemCarriesItsSupplementaries() throws {
        // Item 0 (0, 50, 100, 100): top-trailing (80, 50); bottom-leading (0, 140). Item 1: (180, 50), (100, 140).
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let check = supplementary("check", .absolute(20), .absolute(10), edges: [.bottom, .leading])
        let solution = try solve(hostRow([badge, check]), items: 2)
        expectFrame(supp(solution, "badge", 0), rect(80, 50, 20, 10), "badge 0")
        expectFrame(supp(solution, "check", 0), rect(0, 140, 20, 10), "check 0")
        expectFrame(supp(solution, "badge", 1), rect(180, 50, 20, 10), "badge 1")
        expectFrame(supp(solution, "check", 1), rect(100, 140, 20, 10), "check 1")
    }

    @Test("attributesForElements(in:) returns cells and their supplementaries")
    func elementsInRect() throws {
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let solution = try solve(hostRow([badge]), items: 2)
        let names = solution.attributesForElements(in: rect(0, 40, 390, 120)).map { attributes in
            "\(attributes.category == .cell ? "cell" : attributes.elementKind ?? "?") \(attributes.indexPath.map(String.init).joined(separator: ","))"
        }.sorted()
        #expect(names == ["badge 0,0", "badge 0,1", "cell 0,0", "cell 0,1"])
    }

    // MARK: Group supplementaries

    @Test("a group supplementary anchors to the group's frame less its content insets (Part 4.4)", arguments: conformanceDirections)
    func groupSupplementaryAnchorsInsideInsets(direction: LayoutDirection) throws {
        // Group (0, 0, 390, 200) less insets top 10, leading 20, bottom 30, trailing 40 → (20, 10, 330, 160).
        // [.top, .trailing]: (350 − 20, 10) = (330, 10); [.bottom, .leading]: (20, 170 − 10) = (20, 160).
        // RTL: the inset area is (40, 10, 330, 160); 390 − 330 − 20 = 40; 390 − 20 − 20 = 350.
        let header = supplementary("g-top", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let footer = supplementary("g-bottom", .absolute(20), .absolute(10), edges: [.bottom, .leading])
        let group = row(.fractionalWidth(1), .absolute(200), [item(.absolute(100), .absolute(100))],
            contentInsets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40),
            supplementaries: [header, footer])
        let solution = try solve(group, items: 3, direction: direction)
        expectFrame(supp(solution, "g-top", 0), pick(direction, ltr: rect(330, 10, 20, 10), rtl: rect(40, 10, 20, 10)), "g-top")
        expectFrame(supp(solution, "g-bottom", 0), pick(direction, ltr: rect(20, 160, 20, 10), rtl: rect(350, 160, 20, 10)), "g-bottom")
    }

    @Test("group supplementaries are numbered per group instance: [0, 0], [0, 1], [0, 2] (L12)")
    func groupSupplementaryIndexPaths() throws {
        // 3 items per 100-pt row; 7 items → rows at y = 0, 100, 200 (the last partial).
        let tag = supplementary("g", .absolute(20), .absolute(10), edges: [.top, .leading])
        let group = row(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .fractionalHeight(1))], supplementaries: [tag])
        let solution = try solve(group, items: 7)
        expectFrame(supp(solution, "g", 0), rect(0, 0, 20, 10), "group 0")
        expectFrame(supp(solution, "g", 1), rect(0, 100, 20, 10), "group 1")
        expectFrame(supp(solution, "g", 2), rect(0, 200, 20, 10), "group 2")
        #expect(supp(solution, "g", 3) == nil)
        let attributes = try #require(solution.attributesForSupplementaryElement(ofKind: "g", at: IndexPath(indexes: [0, 2])))
        #expect(attributes.indexPath == IndexPath(indexes: [0, 2]))
        #expect(attributes.zIndex == 1)
        #expect(attributes.category == .supplementaryView)
    }

    @Test("supplementaries of nested groups are numbered across the section in item order", arguments: conformanceDirections)
    func nestedGroupSupplementaryIndexPaths(direction: LayoutDirection) throws {
        // Columns 100 × 100 of two 50-pt items; three per row (300 ≤ 390 < 400). 7 items → columns at
        // (0, 0), (100, 0), (200, 0), (0, 100); [.top, .trailing] 20 × 10 → x = 80, 180, 280, 80.
        // RTL: 390 − x − 20 = 290, 190, 90, 290.
        let tag = supplementary("g", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let inner = column(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
            supplementaries: [tag])
        let solution = try solve(row(.fractionalWidth(1), .absolute(100), [.group(inner)]), items: 7, direction: direction)
        let xs: [CGFloat] = pick(direction, ltr: [80, 180, 280, 80], rtl: [290, 190, 90, 290])
        let ys: [CGFloat] = [0, 0, 0, 100]
        for index in 0..<4 {
            expectFrame(supp(solution, "g", index), rect(xs[index], ys[index], 20, 10), "column \(index)")
        }
        #expect(supp(solution, "g", 4) == nil)
    }

    @Test("group and item supplementaries side by side: the item's kind follows items, the group's counts groups")
    func groupAndItemSupplementaries() throws {
        let badge = supplementary("badge", .absolute(20), .absolute(10), edges: [.top, .trailing])
        let tag = supplementary("g", .absolute(20), .absolute(10), edges: [.bottom, .leading])
        let group = row(.fractionalWidth(1), .absolute(100),
            [item(.absolute(100), .absolute(100), supplementaries: [badge])], supplementaries: [tag])
        // 4 items: items 0–2 in row 0, item 3 in row 1. Badge of item 3: (80, 100). Group 1's tag: (0, 190).
        let solution = try solve(group, items: 4)
        expectFrame(supp(solution, "badge", 3), rect(80, 100, 20, 10), "badge 3")
        expectFrame(supp(solution, "g", 1), rect(0, 190, 20, 10), "group 1")
        #expect(supp(solution, "g", 2) == nil)
    }
}
