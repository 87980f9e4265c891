import PropertyBased
import Testing
import ViewSystem

/// Issue 26 for the Visual Format Language: strings made of the grammar's own tokens in any order, valid or not,
/// always end in constraints that name only the given views or in a named error inside the string — never a trap,
/// a hang or a constant that is not a number. Face-only: the parser is this project's Swift-native form.
@MainActor
@Suite("Visual Format Language: generated input")
struct VisualFormatGeneratedInputFaceOnlyTests {
    /// The grammar's tokens, a few near misses and characters it does not know.
    static let tokens = [
        "H:", "V:", "H", ":", "|", "-", "--", "[", "]", "(", ")", ",", "==", ">=", "<=", "=", "@", "a", "b", "c",
        "loose", "nobody", "m", "8", "20.5", "-4", "1e400", "750", "@250", " ", "\n", "é", "*", "[a]", "-(>=8@999)-",
    ]
    static let views = ["a": true, "b": true, "c": true, "loose": false]

    @Test func everyStringEndsInConstraintsOrANamedError() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...(Self.tokens.count - 1)).array(of: 0...24)) { picks in
            let format = picks.map { Self.tokens[$0] }.joined()
            var parser = VisualFormatParser(format: format, metrics: ["m": 12], views: Self.views)
            switch Result(catching: { () throws(VisualFormatError) in try parser.parse() }) {
            case .success(let constraints):
                for constraint in constraints {
                    #expect(constraint.constant.isFinite, "\(format)")
                    #expect((0...1000).contains(constraint.priority), "\(format)")
                    for item in [constraint.first] + (constraint.second.map { [$0] } ?? []) {
                        switch item {
                        case .view(let name), .superview(of: let name):
                            #expect(Self.views[name] != nil, "\(format) names \(name)")
                        }
                    }
                }
            case .failure(let error):
                #expect((0...parser.format.count).contains(error.position), "\(format): \(error.reason)")
            }
        }
    }

    @Test("a long run of valid connections parses in one pass")
    func aLongValidFormat() throws {
        // 2,000 views in a row: each connection one constraint, so 2,001 with both edges.
        let names = (0..<2_000).map { "v\($0)" }
        let format = "H:|" + names.map { "-[\($0)]" }.joined() + "-|"
        var parser = VisualFormatParser(
            format: format, views: Dictionary(uniqueKeysWithValues: names.map { ($0, true) }))
        #expect(try parser.parse().count == 2_001)
    }
}
