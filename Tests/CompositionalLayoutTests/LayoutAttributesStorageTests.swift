import Foundation
import PropertyBased
import Testing

@testable import CompositionalLayout

/// `LayoutAttributes` stores its index path as two integers and its kind as an interned name, so that it copies
/// as plain bits (semantics L20); what a caller reads back is what it set.
@Suite struct LayoutAttributesStorageTests {
    static func attributes(kind: String?, path: IndexPath) -> LayoutAttributes {
        LayoutAttributes(
            category: kind == nil ? .cell : .supplementaryView, elementKind: kind, indexPath: path,
            frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 5)
    }

    // L20: paths of two indices, and of any other length, read back as given
    @Test(arguments: [[], [7], [3, 9], [1, 2, 3], [0, Int.max - 2], [4, 5, 6, 7]] as [[Int]])
    func indexPathsReadBackAsGiven(indexes: [Int]) {
        let path = IndexPath(indexes: indexes)
        #expect(Self.attributes(kind: nil, path: path).indexPath == path)
        var changed = Self.attributes(kind: nil, path: [0, 0])
        changed.indexPath = path
        #expect(changed.indexPath == path)
        changed.indexPath = [2, 8]  // back to two indices
        #expect(changed.indexPath == [2, 8])
        #expect(changed == Self.attributes(kind: nil, path: [2, 8]))
    }

    // L20: kinds compare by their text, whichever string instance named them
    @Test func kindsCompareAndHashByText() {
        let header = "UICollectionElementKindSectionHeader"
        let rebuilt = String(header.reversed().reversed())  // the same text in another string buffer
        let first = Self.attributes(kind: header, path: [1, 0])
        let second = Self.attributes(kind: rebuilt, path: [1, 0])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(second.elementKind == header)
        #expect(first != Self.attributes(kind: "UICollectionElementKindSectionFooter", path: [1, 0]))
        #expect(first != Self.attributes(kind: nil, path: [1, 0]))
        var cleared = first
        cleared.elementKind = nil
        #expect(cleared.elementKind == nil)
        cleared.elementKind = "badge"
        #expect(cleared.elementKind == "badge")
    }

    // L20: attributes of different index paths differ, also when one of them is not of two indices
    @Test func pathsOfOtherLengthsDoNotCollideWithPairs() {
        #expect(Self.attributes(kind: nil, path: [0, 0]) != Self.attributes(kind: nil, path: [0]))
        #expect(Self.attributes(kind: nil, path: [0, 0]) != Self.attributes(kind: nil, path: []))
        #expect(Self.attributes(kind: nil, path: [1, 2, 3]) == Self.attributes(kind: nil, path: [1, 2, 3]))
        #expect(Self.attributes(kind: nil, path: [1, 2, 3]) != Self.attributes(kind: nil, path: [1, 2, 4]))
    }

    // L20: the cell attributes a solution answers carry the asked path and no kind
    @Test func cellQueriesCarryThePathAsked() throws {
        let layout = CollectionLayout(section: LayoutSection(group: .horizontal(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: [.item(LayoutItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1))))])))
        let solution = try LayoutSolution(
            layout: layout, itemCounts: [5], container: CollectionContainer(size: CGSize(width: 300, height: 600)),
            traits: LayoutTraits(displayScale: 1))
        let attributes = try #require(solution.attributesForItem(at: [0, 3]))
        #expect(attributes.indexPath == [0, 3])
        #expect(attributes.elementKind == nil)
        #expect(attributes.category == .cell)
        // Item 3 is the second of row 1: x = 150, y = 50 (rows of two 150-wide items, 50 tall).
        #expect(attributes.frame == CGRect(x: 150, y: 50, width: 150, height: 50))
    }

    // L20: over random paths (0–3 indices) and kinds, attributes read back what they were given and are equal
    // exactly when their paths and kinds are
    @Test func randomPathsAndKindsRoundTrip() async {
        let kinds = ["header", "footer", "UICollectionElementKindSectionHeader", "badge"]
        let path = Gen.int(in: 0...2).array(of: 0...3)  // small values, so that equal pairs occur
        let element = zip(path, Gen.int(in: -1...3))
        await propertyCheck(count: 300, input: element, element) { first, second in
            let (firstPath, secondPath) = (IndexPath(indexes: first.0), IndexPath(indexes: second.0))
            let firstKind = first.1 < 0 ? nil : kinds[first.1]
            let secondKind = second.1 < 0 ? nil : kinds[second.1]
            let a = Self.attributes(kind: firstKind, path: firstPath)
            let b = Self.attributes(kind: secondKind, path: secondPath)
            #expect(a.indexPath == firstPath && a.elementKind == firstKind)
            #expect((a == b) == (firstPath == secondPath && firstKind == secondKind))
            if a == b { #expect(a.hashValue == b.hashValue) }
        }
    }

    // L20: descriptions and mirrors show the kind's text and the index path, not their interned storage
    @Test func descriptionsShowKindAndPath() {
        let header = Self.attributes(kind: "header", path: [1, 0])
        #expect(header.identity.description == "supplementaryView \"header\" [1, 0]")
        #expect(Self.attributes(kind: nil, path: [0, 3]).identity.description == "cell [0, 3]")
        var dumped = ""
        dump(header, to: &dumped)
        #expect(dumped.contains("- some: \"header\""))
        #expect(dumped.contains("frame:"))
        #expect(!dumped.contains("InternedName"))
    }
}

