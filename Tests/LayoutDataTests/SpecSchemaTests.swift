import Foundation
import LayoutData
import Testing

/// The schema is the one list of a spec's keys: the decoder rejects keys it does not list, the encoder writes
/// only keys it lists, and every key it lists is one the encoder writes.
@Suite struct SpecSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let minimal = """
        { "sections": [ { "items": 2, "group": { "axis": "horizontal",
          "size": { "width": { "fractionalWidth": 1 }, "height": { "absolute": 50 } },
          "subitems": [ { "size": { "width": { "fractionalWidth": 0.5 }, "height": { "fractionalHeight": 1 } } } ] } } ] }
        """

    func decodeError(_ json: String) -> String? {
        do {
            _ = try LayoutSpec.decode(Data(json.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Unknown keys

    @Test func anUnknownKeyIsAnErrorAtItsPathNamingTheKeysAllowed() {
        let json = Self.minimal.replacingOccurrences(of: "\"size\": { \"width\": { \"fractionalWidth\": 1 }", with: "\"sizee\": { \"width\": { \"fractionalWidth\": 1 }")
        #expect(
            decodeError(json)
                == "sections[0].group.sizee: unknown key \"sizee\"; expected one of axis, contentInsets, count, "
                + "edgeSpacing, frames, interItemSpacing, repeatingCount, size, subitems, supplementaryItems")
    }

    @Test func unknownKeysAreFoundAtEveryLevel() {
        #expect(decodeError(#"{"sections": [], "titel": "x"}"#)?.hasPrefix("titel: unknown key \"titel\"; expected one of configuration, decorationKinds, description, sections, title, traits") == true)
        let item = Self.minimal.replacingOccurrences(of: "\"fractionalWidth\": 0.5", with: "\"fractional\": 0.5")
        #expect(
            decodeError(item)
                == "sections[0].group.subitems[0].size.width.fractional: unknown key \"fractional\"; expected one of "
                + "absolute, estimated, fractionalHeight, fractionalWidth, uniformAcrossSiblings")
        let section = Self.minimal.replacingOccurrences(of: "\"items\": 2,", with: "\"items\": 2, \"interGroupSpacingg\": 4,")
        #expect(decodeError(section)?.hasPrefix("sections[0].interGroupSpacingg: unknown key") == true)
        let traits = Self.minimal.replacingOccurrences(of: "{ \"sections\"", with: "{ \"traits\": { \"scale\": 2 }, \"sections\"")
        #expect(decodeError(traits) == "traits.scale: unknown key \"scale\"; expected one of contentSizeCategory, displayScale, layoutDirection")
    }

    @Test func supplementaryContentIsAMapByKindSoAnyKindIsAllowed() throws {
        let json = Self.minimal.replacingOccurrences(
            of: "\"items\": 2,", with: "\"items\": 2, \"supplementaries\": { \"any-kind\": { \"text\": \"Hi\" } },")
        #expect(decodeError(json) == nil)
        let typo = json.replacingOccurrences(of: "\"text\"", with: "\"txt\"")
        #expect(decodeError(typo)?.hasPrefix("sections[0].supplementaries.any-kind.txt: unknown key \"txt\"") == true)
    }

    @Test func aNestedGroupWithATypoIsReportedAsAGroup() {
        let json = Self.minimal.replacingOccurrences(
            of: "\"subitems\": [ {",
            with: "\"subitems\": [ { \"axis\": \"vertical\", \"subitemz\": [], \"size\": { \"width\": { \"absolute\": 1 }, \"height\": { \"absolute\": 1 } } }, {")
        #expect(decodeError(json)?.hasPrefix("sections[0].group.subitems[0].subitemz: unknown key \"subitemz\"; expected one of axis,") == true)
    }

    // MARK: The schema file

    @Test func theSchemaFileIsTheDecodersSchema() throws {
        let file = try String(contentsOf: Self.repository.appendingPathComponent("docs/layout-spec.schema.json"), encoding: .utf8)
        #expect(file == LayoutSpec.jsonSchema + "\n", "docs/layout-spec.schema.json is stale: run `swift run ocv schema > docs/layout-spec.schema.json`")
    }

    @Test func theSchemaUsesOnlyKeywordsTheValidatorChecks() throws {
        // An empty object breaks `required` only; any "schema error" would name an unsupported keyword or bad $ref.
        let issues = LayoutSpec.schemaValidator.issues(of: .object([:]))
        #expect(issues.map(\.description) == ["sections: is required but missing"])
        #expect(LayoutSpec.schemaValidator.allProperties.count > 60)
    }

    /// A spec with every optional field of every object set, so that its encoding holds every key.
    static var everything: LayoutSpec {
        let size = SizeSpec(width: .fractionalWidth(1), height: .estimated(44))
        let insets = InsetsSpec(top: 1, leading: 2, bottom: 3, trailing: 4)
        let edges = EdgeSpacingSpec(leading: .fixed(1), top: .flexible(2), trailing: .fixed(3), bottom: .fixed(4))
        let badge = SupplementarySpec(
            kind: "badge", size: SizeSpec(width: .absolute(20), height: .fractionalHeight(0.2)),
            containerAnchor: AnchorSpec(edges: [.top, .trailing], absoluteOffset: PointSpec(x: 1, y: 2)),
            itemAnchor: AnchorSpec(edges: [.bottom], fractionalOffset: PointSpec(x: 0.5, y: 0.5)), zIndex: 2)
        let header = BoundarySupplementarySpec(
            kind: "header", size: SizeSpec(width: .fractionalWidth(1), height: .absolute(30)), alignment: .top,
            offset: PointSpec(x: 0, y: 1), extendsBoundary: true, pinToVisibleBounds: true, zIndex: 3, contentInsets: insets)
        let item = ItemSpec(size: size, contentInsets: insets, edgeSpacing: edges, supplementaryItems: [badge])
        let inner = GroupSpec(
            axis: .vertical, size: size, subitems: [.item(item)], count: 2, interItemSpacing: .fixed(4),
            contentInsets: insets, edgeSpacing: edges, supplementaryItems: [badge])
        let uniformItem = ItemSpec(size: SizeSpec(width: .fractionalWidth(0.5), height: .uniformAcrossSiblings(44)))
        let repeating = GroupSpec(axis: .vertical, size: size, subitems: [.item(uniformItem)], repeatingCount: 2)
        let custom = GroupSpec(axis: .custom, size: size, frames: [FrameSpec(x: 0, y: 0, width: 10, height: 10, zIndex: 1)])
        let outer = GroupSpec(axis: .horizontal, size: size, subitems: [.group(inner), .group(repeating), .group(custom), .item(item)])
        let content = CellContentSpec(
            text: "Row {item}", symbol: "star", color: "#FF0000", textColor: "#FFF", cornerRadius: 4, accessory: "checkmark")
        let section = SectionSpec(
            items: 3, group: outer, contentInsets: insets, interGroupSpacing: 8, contentInsetsReference: .layoutMargins,
            supplementaryContentInsetsReference: ContentInsetsReferenceSpec.none, supplementariesFollowContentInsets: false,
            orthogonalScrollingBehavior: .paging, boundarySupplementaryItems: [header],
            decorationItems: [DecorationSpec(kind: "background", zIndex: -1, contentInsets: insets, color: "#EEE", cornerRadius: 8)],
            measuredSizes: [MeasuredSizeSpec(item: 0, kind: "header", width: 100, height: 40)], cells: [content],
            supplementaries: ["header": content], headerTopPadding: 4)
        return LayoutSpec(
            title: "Everything", description: "Every key",
            configuration: ConfigurationSpec(
                scrollDirection: .vertical, interSectionSpacing: 10, boundarySupplementaryItems: [header],
                contentInsetsReference: .safeArea),
            decorationKinds: ["background"], sections: [section],
            traits: TraitsSpec(layoutDirection: .rightToLeft, displayScale: 2, contentSizeCategory: .extraLarge))
    }

    @Test func theSchemaListsExactlyTheKeysTheEncoderWrites() throws {
        let document = try #require(JSONValue.parse(Self.everything.encoded()))
        let validator = LayoutSpec.schemaValidator
        // Every key written is listed (objects are closed, so an unlisted key would be an issue) …
        #expect(validator.issues(of: document).map(\.description) == [])
        // … and every key listed is written: the decoder and encoder share their coding keys, so this is the
        // decoder's set too.
        let unused = validator.allProperties.subtracting(validator.usedProperties(of: document))
        #expect(unused.sorted() == [])
    }

    @Test func theEverythingSpecRoundTripsThroughTheDecoder() throws {
        let spec = Self.everything
        #expect(try LayoutSpec.decode(spec.encoded()) == spec)
    }

    // MARK: Documentation examples

    /// The ```json blocks of docs/layout-spec.md.
    static func documentedExamples() throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent("docs/layout-spec.md"), encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```json" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyExampleInTheDocsValidatesAndDecodes() throws {
        let examples = try Self.documentedExamples()
        #expect(!examples.isEmpty)
        for (index, example) in examples.enumerated() {
            let document = try #require(JSONValue.parse(Data(example.utf8)), "example \(index) is not JSON")
            #expect(LayoutSpec.schemaValidator.issues(of: document).map(\.description) == [], "example \(index)")
            #expect(decodeError(example) == nil, "example \(index)")
        }
    }

    // MARK: The validator

    @Test func theValidatorChecksTypesRangesEnumsAndRequiredKeys() throws {
        let json = #"{"sections": [{"items": -1, "group": {"axis": "diagonal", "size": {"width": {"absolute": "1"}, "height": {"absolute": 1}}, "subitems": []}}]}"#
        let issues = LayoutSpec.schemaValidator.issues(of: try #require(JSONValue.parse(Data(json.utf8))))
        let text = issues.map(\.description)
        #expect(text.contains("sections[0].items: must be ≥ 0"))
        #expect(text.contains("sections[0].group.axis: unknown value; expected one of horizontal, vertical, custom"))
        #expect(text.contains("sections[0].group.size.width.absolute: expected a number"))
        #expect(text.contains("sections[0].group.subitems: needs at least 1 element"))
    }
}

extension SpecSchemaTests {
    @Test func deeplyNestedDocumentsAreRefusedWithoutCrashing() {
        for depth in [100, 600, 10_000] {
            let json = #"{"sections": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            #expect(decodeError(json) != nil, "depth \(depth)")
            let object = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            #expect(decodeError(object) != nil, "object depth \(depth)")
        }
    }
}
