import Foundation
import Testing

@testable import TextLayout

/// Every line's displayed text, read in one pass over the measured string (issue 26: reading each line from the
/// string's start made a tall label quadratic).
@Suite struct DisplayedLinesTests {
    let ten = Font(pointSize: 10)

    @Test func everyLineInOnePassMatchesEachLineAlone() throws {
        // "aaaa bbbb cccc" at 30 pt: "aaaa " 22.5 pt, a second word would end at 45 > 30; three lines.
        let words = "aaaa bbbb cccc"
        let measured = try TextMeasurer.measure(words, font: ten, width: 30)
        #expect(measured.displayedLines(in: words) == ["aaaa ", "bbbb ", "cccc"])
        #expect(measured.displayedLines(in: words) == measured.lines.map { $0.displayedText(in: words) })
    }

    @Test func theTruncatedLastLineShowsItsEllipsis() throws {
        let words = "aaaa bbbb cccc"
        let measured = try TextMeasurer.measure(
            words, font: ten, width: 30, numberOfLines: 2, lineBreakMode: .truncateMiddle)
        // Line 2 "bbbb cccc" in 30 − 8.5 = 21.5 pt: head ≤ 10.75 → "bb", tail ≤ 11.5 → "cc".
        #expect(measured.displayedLines(in: words) == ["aaaa ", "bb…cc"])
    }

    @Test func clustersAreCountedAsCharacters() throws {
        // "e" + U+0301 is one character: lines of 3 clusters at 3 × 5.5 = 16.5 pt (width 17).
        let text = String(repeating: "e\u{301}", count: 7)
        let measured = try TextMeasurer.measure(text, font: ten, width: 17)
        let cluster = "e\u{301}"
        #expect(measured.displayedLines(in: text) == [
            String(repeating: cluster, count: 3), String(repeating: cluster, count: 3), cluster,
        ])
    }

    @Test func linesOutOfOrderOrPastTheEndAreStillRead() {
        // A caller may build a measurement by hand: a line before the previous one starts again from the beginning,
        // a range past the end is clamped to it.
        let lines = [
            TextLine(range: 3..<5, rect: .zero, baseline: 0), TextLine(range: 0..<2, rect: .zero, baseline: 0),
            TextLine(range: 4..<9, rect: .zero, baseline: 0),
        ]
        let measurement = TextMeasurement(size: .zero, lines: lines, firstBaseline: 0, lastBaseline: 0)
        #expect(measurement.displayedLines(in: "abcdef") == ["de", "ab", "ef"])
    }
}
