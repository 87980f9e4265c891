import Testing

@testable import LibraryTerminal

@Suite("Terminal host: keys and the diffed redraw")
struct KeyTests {
    @Test("a --keys script: words, single characters and repeats")
    func script() throws {
        #expect(try Key.script("down*2 Tab enter r  c q") == [
            .down, .down, .tab, .enter, .character("r"), .character("c"), .character("q"),
        ])
        #expect(try Key.script("") == [])
    }

    @Test("a bad --keys script names the word and its position")
    func badScript() {
        do {
            _ = try Key.script("up sideways")
            Issue.record("\"sideways\" was accepted")
        } catch {
            #expect(error.word == "sideways")
            #expect(error.position == 2)
            #expect(error.description.hasPrefix("--keys: word 2 \"sideways\": not a key"))
        }
        #expect(throws: KeyScriptError.self) { _ = try Key.script("down*0") }
    }

    @Test("terminal bytes: arrows, shift-tab, page keys, enter, characters; sequences split across reads")
    func decoding() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[Z\t\rq".utf8)) == [
            .up, .down, .right, .left, .backTab, .tab, .enter, .character("q"),
        ])
        #expect(decoder.feed([0x1B, UInt8(ascii: "[")]) == [])  // incomplete: waits
        #expect(decoder.feed([UInt8(ascii: "5"), UInt8(ascii: "~"), UInt8(ascii: "r")]) == [.pageUp, .character("r")])
        #expect(decoder.feed(Array("\u{1B}[6~\u{1B}OH".utf8)) == [.pageDown, .home])
        #expect(decoder.feed([0x1B, UInt8(ascii: "x")]) == [.character("x")])  // a lone escape is dropped
    }

    @Test("the redraw writes only the lines that changed; an unchanged frame writes nothing")
    func diffedRedraw() {
        var diff = ScreenDiff()
        let first = diff.update(to: ["one", "two", "three"])
        #expect(first.changedLines == 3)
        let second = diff.update(to: ["one", "TWO", "three"])
        #expect(second.changedLines == 1)
        #expect(second.output == "\u{1B}[2;1HTWO\u{1B}[0m\u{1B}[K")
        let unchanged = diff.update(to: ["one", "TWO", "three"])
        #expect(unchanged.output.isEmpty && unchanged.changedLines == 0)
        let shorter = diff.update(to: ["one"])
        #expect(shorter.changedLines == 2)  // rows 2 and 3 are cleared
        diff.invalidate()
        #expect(diff.update(to: ["one"]).changedLines == 1)
    }
}
