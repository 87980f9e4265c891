import Foundation
import LayoutData
import Testing

/// The schema's `enum` and `const` lists are the Swift enums' cases, in order: a case added on one side only
/// fails here.
@Suite struct SchemaEnumTests {
    /// Every `enum` (and string `const`) list of `node`, by its location in the schema.
    static func valueLists(in node: JSONValue, at location: String = "#") -> [String: [String]] {
        var result: [String: [String]] = [:]
        switch node {
        case .object(let members):
            for (key, child) in members {
                let here = location + "/" + key
                switch (key, child) {
                case ("enum", .array(let values)): result[here] = values.map(Self.text)
                case ("const", .string(let value)): result[here] = [value]
                default: result.merge(valueLists(in: child, at: here)) { first, _ in first }
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                result.merge(valueLists(in: item, at: location + "/\(index)")) { first, _ in first }
            }
        default: break
        }
        return result
    }

    static func text(_ value: JSONValue) -> String {
        if case .string(let text) = value { text } else { "\(value)" }
    }

    @Test func theSchemasValueListsAreTheSwiftCases() throws {
        let schema = try #require(JSONValue.parse(Data(LayoutSpec.jsonSchema.utf8)))
        let expected: [String: [String]] = [
            "#/properties/configuration/properties/scrollDirection/enum": ScrollDirectionSpec.allowedValues,
            "#/properties/configuration/properties/contentInsetsReference/enum": ContentInsetsReferenceSpec.allowedValues,
            "#/properties/traits/properties/layoutDirection/enum": LayoutDirectionSpec.allowedValues,
            "#/properties/traits/properties/contentSizeCategory/enum": ContentSizeCategorySpec.allowedValues,
            "#/$defs/anchor/properties/edges/items/enum": EdgeSpec.allowedValues,
            "#/$defs/boundarySupplementary/properties/alignment/enum": AlignmentSpec.allowedValues,
            "#/$defs/group/properties/axis/enum": GroupAxisSpec.allowedValues,
            "#/$defs/group/if/properties/axis/const": [GroupAxisSpec.custom.rawValue],
            "#/$defs/section/properties/contentInsetsReference/enum": ContentInsetsReferenceSpec.allowedValues,
            "#/$defs/section/properties/supplementaryContentInsetsReference/enum":
                ContentInsetsReferenceSpec.allowedValues,
            "#/$defs/section/properties/orthogonalScrollingBehavior/enum": OrthogonalBehaviorSpec.allowedValues,
        ]
        #expect(Self.valueLists(in: schema) == expected)
    }

    @Test func allowedValuesAreTheJSONStringsInDeclarationOrder() {
        #expect(GroupAxisSpec.allowedValues == ["horizontal", "vertical", "custom"])
        #expect(EdgeSpec.allowedValues == ["top", "leading", "bottom", "trailing"])
    }
}
