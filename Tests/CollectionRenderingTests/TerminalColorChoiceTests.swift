import CollectionRendering
import Testing

/// `--color` and the no-color convention (https://no-color.org): `NO_COLOR` set to anything but the empty string
/// turns colour off, unless colour is asked for explicitly.
@Suite struct TerminalColorChoiceTests {
    @Test func autoColoursOnlyATerminalWithoutNoColor() {
        #expect(TerminalColorChoice.auto.usesColor(outputIsTerminal: true, environment: [:]) == true)
        #expect(TerminalColorChoice.auto.usesColor(outputIsTerminal: false, environment: [:]) == false)
        #expect(TerminalColorChoice.auto.usesColor(outputIsTerminal: true, environment: ["NO_COLOR": "1"]) == false)
        #expect(TerminalColorChoice.auto.usesColor(outputIsTerminal: true, environment: ["NO_COLOR": "0"]) == false)
        // Empty counts as unset.
        #expect(TerminalColorChoice.auto.usesColor(outputIsTerminal: true, environment: ["NO_COLOR": ""]) == true)
    }

    @Test func alwaysAndNeverIgnoreTheOutputAndTheEnvironment() {
        for terminal in [true, false] {
            for environment in [[:], ["NO_COLOR": "1"]] {
                #expect(TerminalColorChoice.always.usesColor(outputIsTerminal: terminal, environment: environment) == true)
                #expect(TerminalColorChoice.never.usesColor(outputIsTerminal: terminal, environment: environment) == false)
            }
        }
    }
}
