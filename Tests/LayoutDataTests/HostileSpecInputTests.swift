import Foundation
import LayoutData
import Testing

/// Input a careless or hostile writer gives the spec decoder (issue 26): each is an error at its JSON path that
/// says what was found, never a crash, a hang or a silently accepted value.
@Suite struct HostileSpecInputTests {
    func decodeError(_ json: String) -> SpecError? { specDecodeError(json) }

    /// A row of one full-width item: a valid group to put hostile values beside.
    static let group =
        #"{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":[{"size":{"width":{"fractionalWidth":1},"height":{"absolute":10}}}]}"#

    @Test func aDuplicateKeyIsRefusedWithItsPathAndPlace() {
        // Before, the first "items" won and "garbage" was never looked at. The second key starts at column 25.
        #expect(
            decodeError(#"{"sections":[{"items":6,"items":"garbage","group":\#(Self.group)}]}"#)?.description
                == #"sections[0].items: duplicate key "items": the object already has it (line 1, column 25)"#)
        #expect(
            decodeError("{\"title\": \"a\",\n \"title\": \"b\", \"sections\": []}")?.description
                == #"title: duplicate key "title": the object already has it (line 2, column 2)"#)
    }

    @Test func aNonIntegerWhereAnIntegerIsExpectedSaysWhatItFound() {
        #expect(
            decodeError(#"{"sections":[{"items":6.5,"group":\#(Self.group)}]}"#)?.description
                == "sections[0].items: expected an integer, found 6.5")
        #expect(
            decodeError(#"{"sections":[{"items":"6","group":\#(Self.group)}]}"#)?.description
                == #"sections[0].items: expected an integer, found "6""#)
        #expect(
            decodeError(#"{"sections":[{"items":1e20,"group":\#(Self.group)}]}"#)?.description
                == "sections[0].items: the integer 1e+20 is out of range (-9007199254740992 … 9007199254740992)")
        // 6.0 is the integer 6, as the schema's "integer" type counts it.
        #expect(decodeError(#"{"sections":[{"items":6.0,"group":\#(Self.group)}]}"#) == nil)
    }

    @Test func aNumberBeyondDoublesRangeIsRefusedAtItsPath() {
        #expect(
            decodeError(#"{"sections":[{"items":1e400,"group":\#(Self.group)}]}"#)?.description
                == "sections[0].items: the number 1e400 is out of range (a number's magnitude must be below 1.8e308) "
                + "(line 1, column 23)")
        #expect(
            decodeError(#"{"sections":[],"traits":{"displayScale":-2e999}}"#)?.description
                == "traits.displayScale: the number -2e999 is out of range (a number's magnitude must be below 1.8e308) "
                + "(line 1, column 41)")
    }

    /// 5,000 groups nested in each other: the parser stops at its named depth limit instead of recursing 5,000
    /// levels deep. Levels: document 1, sections 2, the section 3, group 0 at 4, each group 2 deeper; group 48 is
    /// at 100, so its size object would be level 101.
    @Test func deepNestingIsANamedLimitNotAStackOverflow() throws {
        let opening = String(repeating: #"{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":["#, count: 5_000)
        let item = #"{"size":{"width":{"fractionalWidth":1},"height":{"absolute":10}}}"#
        let json = #"{"sections":[{"items":1,"group":"# + opening + item + String(repeating: "]}", count: 5_000) + "}]}"
        let error = try #require(decodeError(json))
        #expect(error.path == "sections[0].group" + String(repeating: ".subitems[0]", count: 48) + ".size")
        #expect(error.message.hasPrefix("arrays and objects nest deeper than 100 levels, the limit (line 1, column "))
        #expect(StrictJSONDecoder.maximumNestingDepth == 100)
    }

    /// One section of `items` rows: a section group holding `depth - 1` nested full-size columns, the last holding one
    /// 10-pt item; `depth` counts the section's group as 1.
    static func nestedSpec(depth: Int, items: Int) -> String {
        let column = #"{"axis":"vertical","size":{"width":{"fractionalWidth":1},"height":{"absolute":10}},"subitems":["#
        let item = #"{"size":{"width":{"fractionalWidth":1},"height":{"absolute":10}}}"#
        return #"{"sections":[{"items":\#(items),"group":"# + String(repeating: column, count: depth) + item
            + String(repeating: "]}", count: depth) + "}]}"
    }

    @Test func groupsNest40DeepInASpecAndLayOut() throws {
        // Issue 26: the spec's limit was 16 while UIKit lays out 30 and more. 40 levels decode and solve: 3 rows of 10,
        // row 2 at y = 20.
        let spec = try LayoutSpec.decode(Data(Self.nestedSpec(depth: 40, items: 3).utf8))
        let solution = try spec.solve(width: 390, height: 844)
        #expect(solution.attributesForItem(at: IndexPath(indexes: [0, 2]))?.frame == CGRect(x: 0, y: 20, width: 390, height: 10))
        // 41 levels: the spec's own limit, at the group that passes it (the section's group and 40 subitems[0] below it).
        let error = try #require(decodeError(Self.nestedSpec(depth: 41, items: 3)))
        #expect(error.path == "sections[0].group" + String(repeating: ".subitems[0]", count: 40))
        #expect(error.message == "groups nest deeper than 40")
        #expect(LayoutSpec.maximumGroupDepth == 40)
    }

    @Test func syntaxErrorsNameTheirPathLineAndColumn() {
        #expect(
            decodeError("{\"sections\": [\n  {\"items\": 1,}\n]}")?.description
                == #"sections[0]: not valid JSON: expected a key in double quotes, found "}" (line 2, column 15)"#)
        #expect(decodeError(#"{"sections": ["#)?.description
            == "sections[0]: not valid JSON: the document ends where a value was expected (line 1, column 15)")
        #expect(decodeError(#"{"sections": []} x"#)?.description
            == #"not valid JSON: unexpected "x" after the document's value (line 1, column 18)"#)
        #expect(decodeError(#"{"title": "a\qb", "sections": []}"#)?.description
            == #"title: not valid JSON: unknown escape \q (line 1, column 14)"#)
        #expect(decodeError("{\"title\": \"tab\there\", \"sections\": []}")?.description
            == "title: not valid JSON: a control character (byte 0x9) in a string; write it as an escape such as \\n (line 1, column 15)")
    }

    @Test func stringsDecodeEscapesAndRefuseInvalidUnicode() throws {
        let spec = try LayoutSpec.decode(Data(#"{"title":"caf\u00e9 \ud83d\ude00 \"q\" \\ \/","sections":[]}"#.utf8))
        #expect(spec.title == "café 😀 \"q\" \\ /")
        let raw = try LayoutSpec.decode(Data(#"{"title":"café 😀","sections":[]}"#.utf8))
        #expect(raw.title == "café 😀")
        #expect(decodeError(#"{"title":"\ude00","sections":[]}"#)?.description
            == #"title: not valid JSON: a low surrogate \ude00 without a high one before it (line 1, column 11)"#)
        var invalid = Data(#"{"title":""#.utf8)
        invalid.append(contentsOf: [0xC3, 0x28])
        invalid.append(contentsOf: Data(#"","sections":[]}"#.utf8))
        #expect(throws: SpecError(path: "title", message: "not valid JSON: a string that is not valid UTF-8 (line 1, column 10)")) {
            try LayoutSpec.decode(invalid)
        }
    }

    @Test func aWrongTypeSaysWhatItFound() {
        #expect(decodeError(#"{"sections":{}}"#)?.description == "sections: expected an array, found an object")
        #expect(decodeError(#"{"title":7,"sections":[]}"#)?.description == "title: expected a string, found 7")
        #expect(decodeError(#"[]"#)?.description == "expected an object, found an array")
    }
}
