import CompositionalLayout
import Foundation
import LayoutData
import Testing
import TextLayout

/// Every case of every spec enum maps to its layout value and back, decodes from its string, and is listed by
/// the schema; an unknown string is refused with the values allowed.
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

    // MARK: Unknown strings

    func decodeError(_ json: String) -> SpecError? {
        do {
            _ = try LayoutSpec.decode(Data(json.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func anUnknownStringIsRefusedWithItsPathAndTheValuesAllowed() throws {
        let error = try #require(decodeError(#"{"sections":[{"items":1,"group":{"axis":"diagonal"}}]}"#))
        #expect(error.path == "sections[0].group.axis")
        #expect(error.problem == .unknownValue(UnknownSpecValue(value: "diagonal", allowed: ["horizontal", "vertical", "custom"])))
        #expect(error.description == #"sections[0].group.axis: unknown value "diagonal"; expected one of horizontal, vertical, custom"#)
    }

    @Test func anUnknownStringInAnArrayIsRefusedAtItsIndex() throws {
        let json = #"""
            {"sections":[{"items":1,"group":{"axis":"horizontal","size":{"width":{"absolute":1},"height":{"absolute":1}},
             "subitems":[{"size":{"width":{"absolute":1},"height":{"absolute":1}},"supplementaryItems":[{"kind":"badge",
             "size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":["top","middle"]}}]}]}}]}
            """#
        #expect(
            decodeError(json)?.description
                == #"sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]: unknown value "middle"; "#
                + "expected one of top, leading, bottom, trailing")
    }

    @Test func unknownTraitsAndConfigurationValuesNameTheirKeys() {
        #expect(
            decodeError(#"{"traits":{"contentSizeCategory":"huge"},"sections":[]}"#)?.description
                == #"traits.contentSizeCategory: unknown value "huge"; expected one of extraSmall, small, medium, large, "#
                + "extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
                + "accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge")
        #expect(
            decodeError(#"{"configuration":{"scrollDirection":"diagonal"},"sections":[]}"#)?.description
                == #"configuration.scrollDirection: unknown value "diagonal"; expected one of vertical, horizontal"#)
    }

    @Test func aLayoutErrorCarriesTheSolversError() throws {
        let json = #"{"sections":[{"items":1,"group":{"axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":[{"size":{"width":{"absolute":300},"height":{"absolute":10}}}]}}]}"#
        let spec = try LayoutSpec.decode(Data(json.utf8))
        do {
            _ = try spec.solve(width: 100, height: 100)
            Issue.record("a 300-pt item fitted a 100-pt container")
        } catch {
            guard case .layout(let layoutError) = error.problem else { Issue.record("\(error)"); return }
            #expect(layoutError.reason == .groupTooSmall(available: 100, required: 300))
            #expect(layoutError.section == 0)
            #expect(
                error.description
                    == "sections[0]: group › subitem 0 (item): there is no room for the first subitem: 300.0 pt needed, "
                    + "100.0 pt available")
        }
    }
}
