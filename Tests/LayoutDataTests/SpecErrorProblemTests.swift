import CompositionalLayout
import Foundation
import LayoutData
import Testing

/// A string no enum case has, and a layout the solver refuses, are errors at their JSON path that carry what
/// was wrong as data: the value and the values allowed, or the solver's error.
@Suite struct SpecErrorProblemTests {
    func decodeError(_ json: String) -> SpecError? { specDecodeError(json) }

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
