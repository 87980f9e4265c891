import CompositionalLayout
import Foundation
import LayoutData
import Testing
import TextLayout

/// Every case of every spec enum maps to its layout value and back, and decodes from its string.
@Suite struct SpecEnumTests {
    /// Spec case → layout value → spec case, and spec case → JSON string → spec case, for every case.
    func roundTrips<Spec: LayoutValueSpec>(_: Spec.Type) throws -> Bool {
        let cases = Array(Spec.allCases)
        let viaLayout = cases.map { Spec($0.layoutValue) }
        let viaJSON = try cases.map { try JSONDecoder().decode(Spec.self, from: JSONEncoder().encode($0)) }
        return viaLayout == cases && viaJSON == cases
    }

    @Test func groupAxes() throws {
        #expect(try roundTrips(GroupAxisSpec.self))
        #expect(GroupAxisSpec.allCases.map(\.layoutValue) == [.horizontal, .vertical, nil])
    }

    @Test func scrollDirections() throws {
        #expect(try roundTrips(ScrollDirectionSpec.self))
        #expect(ScrollDirectionSpec.allCases.map(\.layoutValue) == [.vertical, .horizontal])
    }

    @Test func layoutDirections() throws {
        #expect(try roundTrips(LayoutDirectionSpec.self))
        #expect(LayoutDirectionSpec.allCases.map(\.layoutValue) == [.leftToRight, .rightToLeft])
    }

    @Test func contentInsetsReferences() throws {
        #expect(try roundTrips(ContentInsetsReferenceSpec.self))
        #expect(
            ContentInsetsReferenceSpec.allCases.map(\.layoutValue)
                == [.automatic, .none, .safeArea, .layoutMargins, .readableContent])
    }

    @Test func contentSizeCategories() throws {
        #expect(try roundTrips(ContentSizeCategorySpec.self))
        #expect(ContentSizeCategorySpec.allCases.map(\.layoutValue) == ContentSizeCategory.allCases)
        #expect(ContentSizeCategory.allCases.map { ContentSizeCategorySpec($0).layoutValue } == ContentSizeCategory.allCases)
        #expect(ContentSizeCategorySpec.allCases.count == 12)
    }

    @Test func orthogonalScrollingBehaviors() throws {
        #expect(try roundTrips(OrthogonalBehaviorSpec.self))
        #expect(
            OrthogonalBehaviorSpec.allCases.map(\.layoutValue)
                == [.none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered])
        #expect(
            OrthogonalScrollingBehavior.allCases.map { OrthogonalBehaviorSpec($0).layoutValue }
                == OrthogonalScrollingBehavior.allCases)
    }

    @Test func alignments() throws {
        #expect(try roundTrips(AlignmentSpec.self))
        #expect(
            AlignmentSpec.allCases.map(\.layoutValue)
                == [.none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing])
        #expect(RectAlignment.allCases.map { AlignmentSpec($0).layoutValue } == RectAlignment.allCases)
    }

    @Test func edges() {
        #expect(EdgeSpec.allCases.map(\.layoutValue) == [.top, .leading, .bottom, .trailing])
        #expect(EdgeSpec.allCases.map { EdgeSpec.edges(in: $0.layoutValue) } == [[.top], [.leading], [.bottom], [.trailing]])
        #expect(EdgeSpec.edges(in: .all) == [.top, .leading, .bottom, .trailing])
        #expect(EdgeSpec.edges(in: []) == [])
    }

    // MARK: Through a whole layout

    /// A one-section spec with a header, a badge and the given enum values.
    static func spec(
        axis: GroupAxisSpec = .horizontal, orthogonal: OrthogonalBehaviorSpec? = nil, alignment: AlignmentSpec = .top,
        edges: [EdgeSpec] = [.top], reference: ContentInsetsReferenceSpec? = nil
    ) -> LayoutSpec {
        let size = SizeSpec(width: .absolute(40), height: .absolute(40))
        let badge = SupplementarySpec(kind: "badge", size: size, containerAnchor: AnchorSpec(edges: edges))
        let item = ItemSpec(size: size, supplementaryItems: [badge])
        let group =
            axis == .custom
            ? GroupSpec(axis: .custom, size: size, frames: [FrameSpec(x: 0, y: 0, width: 40, height: 40)])
            : GroupSpec(axis: axis, size: size, subitems: [.item(item)])
        let header = BoundarySupplementarySpec(kind: "header", size: size, alignment: alignment)
        return LayoutSpec(sections: [
            SectionSpec(
                items: 2, group: group, contentInsetsReference: reference, orthogonalScrollingBehavior: orthogonal,
                boundarySupplementaryItems: [header])
        ])
    }

    /// The spec of the layout `spec` builds: the trip a spec value takes through the layout and back.
    static func throughLayout(_ spec: LayoutSpec) throws -> SectionSpec {
        let container = CollectionContainer(size: CGSize(width: 400, height: 400))
        let layout = spec.makeLayout()
        return try #require(LayoutSpec(layout: layout, itemCounts: spec.itemCounts, container: container).sections.first)
    }

    @Test func everyEnumCaseSurvivesALayout() throws {
        for axis in GroupAxisSpec.allCases {
            #expect(try Self.throughLayout(Self.spec(axis: axis)).group.axis == axis)
        }
        for behavior in OrthogonalBehaviorSpec.allCases {
            let back = try Self.throughLayout(Self.spec(orthogonal: behavior)).orthogonalScrollingBehavior
            #expect((back ?? .none) == behavior)  // the default, none, is written as nothing
        }
        for alignment in AlignmentSpec.allCases {
            let back = try Self.throughLayout(Self.spec(alignment: alignment)).boundarySupplementaryItems?.first
            #expect(back?.alignment == alignment)
        }
        for edge in EdgeSpec.allCases {
            let back = try Self.throughLayout(Self.spec(edges: [edge])).group.subitems?.first
            guard case .item(let item) = back else { Issue.record("no item for \(edge)"); continue }
            #expect(item.supplementaryItems?.first?.containerAnchor.edges == [edge])
        }
        for reference in ContentInsetsReferenceSpec.allCases {
            let back = try Self.throughLayout(Self.spec(reference: reference)).contentInsetsReference
            #expect((back ?? .automatic) == reference)  // the default, automatic, is written as nothing
        }
    }
}
